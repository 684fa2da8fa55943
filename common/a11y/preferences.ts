import { siteCookie } from "../http/cookies";
/**
 * The visitor's interface settings, kept in one cookie so the server renders the right state
 * on the first paint (no flash of the wrong contrast or size) and the page works without
 * JavaScript. The cookie holds only these settings; it identifies nobody.
 *
 * Everything here is pure: the server (POST /preferencias), the browser (the accessibility bar)
 * and the tests share it.
 */
export const FONT_STEP = 2;
export const FONT_MIN = -6;
export const FONT_MAX = 6;

export interface Preferences {
  /** High contrast (the body class alto-contraste). null = follow the system setting. */
  contrast: boolean | null;
  /** Font-size coefficient: steps of 2 within -6..+6, default 0. */
  font: number;
  /** Sign-language (Libras) translation mode, off by default. */
  libras: boolean;
}

export const defaultPreferences: Readonly<Preferences> = Object.freeze({ contrast: null, font: 0, libras: false });
export const PREFERENCES_COOKIE = "prefs";
/** A year: the choice is remembered until the visitor changes it. */
export const PREFERENCES_MAX_AGE = 31_536_000;

export function clampFont(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const stepped = Math.round(value / FONT_STEP) * FONT_STEP;
  return Math.max(FONT_MIN, Math.min(FONT_MAX, stepped));
}

/** Cookie value format: `c1.f2.l0` (contrast on, font +2, libras off); c- means "system". */
export function parsePreferences(value: string | null | undefined): Preferences {
  if (!value) return { ...defaultPreferences };
  const prefs = { ...defaultPreferences };
  for (const part of value.split(".")) {
    const key = part[0];
    const rest = part.slice(1);
    if (key === "c") prefs.contrast = rest === "1" ? true : rest === "0" ? false : null;
    if (key === "f") prefs.font = clampFont(Number(rest));
    if (key === "l") prefs.libras = rest === "1";
  }
  return prefs;
}

export function serializePreferences(prefs: Preferences): string {
  const c = prefs.contrast === null ? "-" : prefs.contrast ? "1" : "0";
  return `c${c}.f${clampFont(prefs.font)}.l${prefs.libras ? "1" : "0"}`;
}

/** The Set-Cookie value (also written by the browser through document.cookie). Not HttpOnly: the page reads it. */
export function preferencesCookie(prefs: Preferences, options: { secure: boolean }): string {
  return siteCookie(PREFERENCES_COOKIE, serializePreferences(prefs), {
    maxAgeSeconds: PREFERENCES_MAX_AGE,
    secure: options.secure,
  });
}

/**
 * What a control of the accessibility bar asks for. Toggles carry their target state (on/off),
 * not "toggle", so a repeated post (a double click, a resubmitted form) cannot flip it back, and
 * a "follow the system" contrast can be turned either way without the server knowing the system.
 */
export const preferenceActions = [
  "contraste-on",
  "contraste-off",
  "fonte-mais",
  "fonte-menos",
  "fonte-padrao",
  "libras-on",
  "libras-off",
] as const;
export type PreferenceAction = (typeof preferenceActions)[number];

export function isPreferenceAction(value: unknown): value is PreferenceAction {
  return typeof value === "string" && (preferenceActions as readonly string[]).includes(value);
}

export function applyPreferenceAction(prefs: Preferences, action: PreferenceAction): Preferences {
  switch (action) {
    case "contraste-on":
      return { ...prefs, contrast: true };
    case "contraste-off":
      return { ...prefs, contrast: false };
    case "fonte-mais":
      return { ...prefs, font: clampFont(prefs.font + FONT_STEP) };
    case "fonte-menos":
      return { ...prefs, font: clampFont(prefs.font - FONT_STEP) };
    case "fonte-padrao":
      return { ...prefs, font: 0 };
    case "libras-on":
      return { ...prefs, libras: true };
    case "libras-off":
      return { ...prefs, libras: false };
  }
}

/** How the font coefficient is told to screen readers: how many steps up or down, or default. */
export type FontLevel =
  | { kind: "default" }
  | { kind: "increased"; times: number; limit: boolean }
  | { kind: "decreased"; times: number; limit: boolean };

export function fontLevel(font: number): FontLevel {
  const f = clampFont(font);
  if (f === 0) return { kind: "default" };
  const times = Math.abs(f) / FONT_STEP;
  return f > 0 ? { kind: "increased", times, limit: f === FONT_MAX } : { kind: "decreased", times, limit: f === FONT_MIN };
}

/**
 * The `back` field of the preference form: where the 303 sends the visitor. The value is first
 * resolved as a browser would (WHATWG URL, against this site's origin: dot segments, escapes such
 * as %2e and backslashes are settled), then checked: the same origin, a path under /portal, and no
 * authority left in what is written back (a path starting "//" is read as a host by browsers:
 * "/.//evil.example" resolves to "//evil.example"). Anything else gives the fallback, the page
 * itself (/portal in the visitor's language).
 */
export function safeBackPath(value: unknown, fallback = "/portal"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  // Control characters and backslashes are never part of our addresses; browsers may "fix" them into hosts.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (!value.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const base = "http://same.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base || url.username || url.password) return fallback;
  const { pathname, search } = url;
  if (pathname !== "/portal" && !pathname.startsWith("/portal/")) return fallback;
  const target = `${pathname}${search}`;
  // What the browser will make of the written Location, checked again the same way.
  return new URL(target, base).origin === base ? target : fallback;
}

/** The preference form's refusals, in the visitor's language. */
export const preferenceRefusalMessages = {
  pt: {
    cross_site: "As preferências só podem ser mudadas pelas páginas deste site.",
    bad_origin: "O cabeçalho Origin deste pedido não é um endereço válido.",
    unknown_preference: "Preferência desconhecida.",
  },
  en: {
    cross_site: "Preferences can only be changed from this site's pages.",
    bad_origin: "This request's Origin header is not a valid address.",
    unknown_preference: "Unknown preference.",
  },
  es: {
    cross_site: "Las preferencias solo pueden cambiarse desde las páginas de este sitio.",
    bad_origin: "El encabezado Origin de esta solicitud no es una dirección válida.",
    unknown_preference: "Preferencia desconocida.",
  },
} as const;

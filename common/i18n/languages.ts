import { siteCookie } from "../http/cookies";
/**
 * The one registry of languages. It drives the switcher, the content tags, <html lang>,
 * hreflang alternates and the fallback rule (an unknown value falls back to pt). `short` is what
 * the switcher shows (the language's name is said beside it).
 */
export const languages = [
  { code: "pt", tag: "pt-BR", htmlLang: "pt-BR", nativeName: "Português", short: "PT", ogLocale: "pt_BR" },
  { code: "en", tag: "en-US", htmlLang: "en-US", nativeName: "English", short: "EN", ogLocale: "en_US" },
  { code: "es", tag: "es-ES", htmlLang: "es-ES", nativeName: "Español", short: "ES", ogLocale: "es_ES" },
] as const;

export type Language = (typeof languages)[number];
export type Lang = Language["code"];
export type LangTag = Language["tag"];

export const defaultLang: Lang = "pt";
export const langCodes = languages.map((l) => l.code) as readonly Lang[];

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (langCodes as readonly string[]).includes(value);
}

/** pt, en, es are kept; anything else is pt. Tags (en-US) and case are accepted. */
export function toLang(value: string | null | undefined): Lang {
  if (!value) return defaultLang;
  const code = value.trim().toLowerCase().slice(0, 2);
  return isLang(code) ? code : defaultLang;
}

export function languageOf(lang: Lang): Language {
  return languages.find((l) => l.code === lang) ?? languages[0];
}

export function tagOf(lang: Lang): LangTag {
  return languageOf(lang).tag;
}

/** Maps a content tag (pt-BR, en-US, es-ES) back to a code; unknown tags give undefined. */
export function langOfTag(tag: string): Lang | undefined {
  return languages.find((l) => l.tag.toLowerCase() === tag.toLowerCase())?.code;
}

/**
 * Picks the best supported language from an Accept-Language header, honouring q-values.
 * Returns undefined when nothing matches, so the caller can apply the default.
 */
export function langFromAcceptLanguage(header: string | null | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [range = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { range: range.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.range && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { range } of ranked) {
    const code = range.slice(0, 2);
    if (isLang(code)) return code;
  }
  return undefined;
}

/**
 * The language of a request, in the order the architecture gives: an explicit ?lang=, the
 * saved choice (cookie), Accept-Language, then pt. An explicit but unknown ?lang= is pt.
 */
export function resolveRequestLang(input: {
  queryLang?: string | null;
  cookieLang?: string | null;
  acceptLanguage?: string | null;
}): Lang {
  if (input.queryLang != null && input.queryLang !== "") return toLang(input.queryLang);
  if (input.cookieLang && isLang(input.cookieLang)) return input.cookieLang;
  return langFromAcceptLanguage(input.acceptLanguage) ?? defaultLang;
}

/** The saved language choice: set when a request names a language other than the cookie's. */
export const LANG_COOKIE = "lang";

export function langCookie(lang: Lang, options: { secure: boolean }): string {
  return siteCookie(LANG_COOKIE, lang, { maxAgeSeconds: 365 * 24 * 3600, secure: options.secure });
}

/**
 * The accessibility bar's behaviour in the browser, without React (docs/decisions/0046): the
 * server renders the bar (AccessibilityBar, AccessibilityTools, LanguageSwitcher) and this makes
 * it live over that HTML as soon as the page's entry runs, so no page loads React for the aids.
 *
 * - The aids' buttons (contrast, font, Libras) are submit buttons of a form that posts to
 *   /preferencias; here a click changes the page at once instead (the cookie is the same), and
 *   the buttons say their new state (aria-pressed, the action they would post next).
 * - The font's change is announced in a polite live region; the page hears `fonte-mudou` and
 *   `libras:mode-changed` (events.ts), and `libras:set-mode` changes the mode from elsewhere.
 * - The skip links and the shortcut keys move focus (shortcuts-dom.ts); Firefox's keys are shown
 *   in Firefox; the row of aids opens by its button on phones, or when the bar's shortcut lands on it.
 * - The form's `back` field and the language links follow the address when a filter changes it.
 */
import { applyPreferenceAction, fontLevel, isPreferenceAction, type Preferences } from "../../common/a11y/preferences";
import { isFirefox, shortcutLabels, type ShortcutTarget } from "../../common/a11y/shortcuts";
import type { Lang } from "../../common/i18n/languages";
import { withLang } from "../../common/paths";
import { subscribeAddress } from "../site/page-address";
import { FONT_CHANGED, LIBRAS_MODE_CHANGED, LIBRAS_SET_MODE } from "./events";
import { applyPreferenceAttributes, setAttributeIfChanged } from "./preference-attributes";
import { currentPreferences, setPreferences, subscribePreferences, syncPreferencesFromCookie } from "./preferences-store";
import { focusShortcut, listenForShortcuts } from "./shortcuts-dom";
import { fontAnnouncement, fontAnnouncements } from "./font-announcements";
import { followSystemContrast } from "./system-contrast";

/** How long the live region stays empty before the new words, so the same words are spoken again. */
const ANNOUNCE_GAP_MS = 60;

/** Makes the bar inside `container` live; returns what undoes it (the tests' cleanup). */
export function startAids(container: Element, lang: Lang): () => void {
  const bar = container.querySelector<HTMLElement>(".a11y-bar");
  const form = container.querySelector<HTMLFormElement>("form.a11y-tools");
  if (!bar || !form) return () => {};
  const s = { announce: fontAnnouncements[lang] };
  const undo: Array<() => void> = [];
  const on = <K extends keyof HTMLElementEventMap>(
    target: Element | Window | Document,
    type: K | string,
    listener: (event: HTMLElementEventMap[K]) => void,
  ) => {
    target.addEventListener(type, listener as EventListener);
    undo.push(() => target.removeEventListener(type, listener as EventListener));
  };

  let shown = currentPreferences();
  let stopFollowing = followSystemContrast(shown.contrast === null);
  undo.push(() => stopFollowing());

  /**
   * What the aids' buttons need, found the first time a preference changes (a click, another
   * feature, another tab): at the load the server's HTML already says the visitor's preferences,
   * and a page whose bar is never touched never looks for them (docs/decisions/0046, stop 53).
   */
  let parts: { contrastButtons: Map<"normal" | "contrast", HTMLButtonElement>; announcer: HTMLElement | null } | null = null;
  // Which contrast button the visitor used while the system decided: it stays (focus and the
  // screen reader's place are not lost); the other is hidden once a choice is made.
  let contrastKey: "normal" | "contrast" | null = null;
  const partsNow = () => {
    if (parts) return parts;
    // The contrast buttons: two while the system decides (the one for each system setting), else one.
    const contrastButtons = new Map<"normal" | "contrast", HTMLButtonElement>();
    for (const button of form.querySelectorAll<HTMLButtonElement>("button[data-pref=contrast]")) {
      const system = button.className.match(/a11y-tool--if-system-(normal|contrast)/)?.[1] as "normal" | "contrast" | undefined;
      const key = system ?? (button.getAttribute("aria-pressed") === "true" ? "contrast" : "normal");
      contrastButtons.set(key, button);
    }
    contrastKey = contrastButtons.size === 1 ? [...contrastButtons.keys()][0]! : null;
    return (parts = { contrastButtons, announcer: container.querySelector<HTMLElement>("[data-testid=font-announcer]") });
  };

  let announceTimer: number | undefined;
  undo.push(() => window.clearTimeout(announceTimer));
  const announce = (text: string) => {
    const { announcer } = partsNow();
    if (!announcer) return;
    announcer.textContent = "";
    window.clearTimeout(announceTimer);
    announceTimer = window.setTimeout(() => (announcer.textContent = text), ANNOUNCE_GAP_MS);
  };

  /** The buttons and the document as `prefs` says. */
  const show = (prefs: Preferences) => {
    const { contrastButtons } = partsNow();
    const before = shown;
    shown = prefs;
    applyPreferenceAttributes(prefs);
    if ((before.contrast === null) !== (prefs.contrast === null)) {
      stopFollowing();
      stopFollowing = followSystemContrast(prefs.contrast === null);
    }
    for (const [key, button] of contrastButtons) {
      const wanted = prefs.contrast === null || key === (contrastKey ?? (prefs.contrast ? "contrast" : "normal"));
      // The system decides: CSS shows the one that matches what is on screen.
      button.classList.toggle(`a11y-tool--if-system-${key}`, prefs.contrast === null);
      setToggle(button, prefs.contrast ?? key === "contrast", "contraste");
      if (!wanted) button.remove();
      else if (!button.isConnected) form.querySelector(".a11y-tools__font")?.before(button);
    }
    const libras = form.querySelector<HTMLButtonElement>("button[data-pref=libras]");
    if (libras) setToggle(libras, prefs.libras, "libras");
    const level = container.querySelector("#fonte-atual");
    const words = fontAnnouncement(fontLevel(prefs.font), s);
    if (level && level.textContent !== words) level.textContent = words;
    // After the new size is on the page (the attribute is set), so listeners measure the new layout.
    if (prefs.font !== before.font) window.dispatchEvent(new CustomEvent(FONT_CHANGED, { detail: { font: prefs.font } }));
    if (prefs.libras !== before.libras)
      window.dispatchEvent(new CustomEvent(LIBRAS_MODE_CHANGED, { detail: { on: prefs.libras } }));
  };
  // Not shown at the load: the server read the same cookie for this request, and its HTML says it.
  undo.push(subscribePreferences(() => show(currentPreferences())));

  on(form, "click", (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>("button[name=acao]");
    if (!button || !form.contains(button) || !isPreferenceAction(button.value)) return;
    event.preventDefault();
    const action = button.value;
    for (const [key, contrast] of partsNow().contrastButtons) if (contrast === button) contrastKey = key;
    const next = applyPreferenceAction(currentPreferences(), action);
    setPreferences(next);
    if (action.startsWith("fonte-")) announce(fontAnnouncement(fontLevel(next.font), s));
  });

  // The chat (or any feature) turns the Libras mode on or off through an event.
  on(window, LIBRAS_SET_MODE, (event: Event) => {
    const wanted = Boolean((event as CustomEvent<{ on: boolean }>).detail?.on);
    const now = currentPreferences();
    if (now.libras !== wanted) setPreferences({ ...now, libras: wanted });
  });
  // Another tab may have changed them.
  const onVisible = () => {
    if (document.visibilityState === "visible") syncPreferencesFromCookie();
  };
  on(document, "visibilitychange", onVisible);
  on(window, "focus", onVisible);

  // The skip links: the menu's first item is hidden on phones, where the menu button takes it.
  on(bar, "click", (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[data-shortcut]");
    if (link && bar.contains(link) && focusShortcut(link.dataset.shortcut as ShortcutTarget)) event.preventDefault();
  });
  if (isFirefox(navigator.userAgent)) {
    for (const link of bar.querySelectorAll<HTMLAnchorElement>("a[data-shortcut]")) {
      const keys = shortcutLabels(link.dataset.shortcut as ShortcutTarget, true)[0]!;
      const kbd = link.querySelector("kbd");
      if (kbd) kbd.textContent = keys;
      link.setAttribute("aria-label", `${link.getAttribute("aria-label")?.replace(/\s\S+$/, "") ?? ""} ${keys}`);
    }
  }
  undo.push(listenForShortcuts());

  // The row of aids on phones: by its button, or when the bar's shortcut focuses the bar itself.
  const toggle = bar.querySelector<HTMLButtonElement>(".a11y-bar__toggle");
  const setOpen = (open: boolean) => {
    bar.classList.toggle("is-open", open);
    toggle?.setAttribute("aria-expanded", String(open));
  };
  if (toggle) on(toggle, "click", () => setOpen(!bar.classList.contains("is-open")));
  on(bar, "focus", (event: FocusEvent) => {
    if (event.target === bar) setOpen(true);
  });

  // A filter that keeps its choice in the address: the form comes back to it, the languages keep it.
  const back = form.querySelector<HTMLInputElement>("input[name=back]");
  const followAddress = () => {
    const here = location.pathname + location.search;
    if (back && back.value !== here) back.value = here;
    for (const link of container.querySelectorAll<HTMLAnchorElement>("a[data-lang]")) {
      setAttributeIfChanged(link, "href", withLang(here, link.dataset.lang as Lang));
    }
  };
  // At the load they say the address the server answered; they follow it from the first change,
  // or from the first touch of the bar, whichever comes first.
  undo.push(subscribeAddress(followAddress));
  let followed = false;
  const followOnce = () => {
    if (followed) return;
    followed = true;
    followAddress();
  };
  on(container, "pointerdown", followOnce);
  on(container, "focusin", followOnce);

  document.documentElement.setAttribute("data-a11y", "ready");
  return () => {
    for (const step of undo.reverse()) step();
    document.documentElement.removeAttribute("data-a11y");
  };
}

/** A toggle's state: pressed or not, and the action it posts next (`contraste-on`, `libras-off`). */
function setToggle(button: HTMLButtonElement, pressed: boolean, action: "contraste" | "libras") {
  setAttributeIfChanged(button, "aria-pressed", String(pressed));
  const next = `${action}-${pressed ? "off" : "on"}`;
  if (button.value !== next) button.value = next;
}

import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { applyPreferenceAction, fontLevel, type PreferenceAction, type Preferences } from "../../common/a11y/preferences";
import { usePageAddress, useRoot } from "../site/site-context";
import { currentPreferences, setPreferences, syncPreferencesFromCookie, usePreferences } from "./preferences-store";
import { a11yStrings, fontAnnouncement } from "./strings";
import { useShortcuts } from "./shortcuts-dom";
import { applyPreferenceAttributes } from "./preference-attributes";
import { followSystemContrast } from "./system-contrast";
import { FONT_CHANGED, LIBRAS_MODE_CHANGED, LIBRAS_SET_MODE } from "./events";
import { accessibilityHref } from "../../common/a11y/paths";
import { UiIcon } from "../components/UiIcon";
import "./accessibility.css";

/**
 * The visitor's aids in the accessibility bar: high contrast, font size (smaller, default,
 * larger), Libras mode, and the link to the accessibility page. Each control is a real submit
 * button of a form that posts to /preferencias, so it works without JavaScript; with JavaScript
 * the change is made in the page at once (and remembered in the same cookie).
 */
type ToolStrings = (typeof a11yStrings)["pt"]["tools"];
type BarStrings = ReturnType<typeof useRoot>["ui"]["a11yBar"];

/** The three font buttons: action posted, test hook, short visible text, full name for screen readers. */
const fontButtons: ReadonlyArray<readonly [PreferenceAction, string, keyof ToolStrings, keyof BarStrings]> = [
  ["fonte-menos", "font-decrease", "fontDecreaseShort", "fontDecrease"],
  ["fonte-padrao", "font-default", "fontDefaultShort", "fontDefault"],
  ["fonte-mais", "font-increase", "fontIncreaseShort", "fontIncrease"],
];

export function AccessibilityTools() {
  const root = useRoot();
  const { ui, lang } = root;
  const s = a11yStrings[lang];
  const prefs = usePreferences(root.prefs);
  const location = usePageAddress();
  const [announcement, setAnnouncement] = useState("");
  // Which contrast button the visitor used while the system decided: it stays the same element
  // after the choice, so focus (and the screen reader's place) is not lost.
  const [contrastKey, setContrastKey] = useState<"normal" | "contrast" | null>(null);
  const announceTimer = useRef<number | undefined>(undefined);

  useShortcuts();
  usePreferenceEffects(prefs);
  useEffect(() => () => window.clearTimeout(announceTimer.current), []);

  /** Says only what is new: the region is emptied first, so the same words are spoken again. */
  const announce = (text: string) => {
    setAnnouncement("");
    window.clearTimeout(announceTimer.current);
    announceTimer.current = window.setTimeout(() => setAnnouncement(text), 60);
  };

  const run = (event: React.MouseEvent<HTMLButtonElement>, action: PreferenceAction) => {
    event.preventDefault();
    const next = applyPreferenceAction(currentPreferences(), action);
    setPreferences(next);
    if (action.startsWith("fonte-")) announce(fontAnnouncement(fontLevel(next.font), s));
  };

  const contrastButton = (pressed: boolean, key: "normal" | "contrast", className?: string) => (
    <button
      key={key}
      type="submit"
      name="acao"
      value={pressed ? "contraste-off" : "contraste-on"}
      aria-pressed={pressed}
      className={`a11y-tool${className ? ` ${className}` : ""}`}
      aria-label={ui.a11yBar.contrast}
      onClick={(event) => {
        setContrastKey(key);
        run(event, pressed ? "contraste-off" : "contraste-on");
      }}
      data-pref="contrast"
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" />
      </svg>
      <span>{s.tools.contrastShort}</span>
    </button>
  );

  return (
    <>
      <form method="post" action="/preferencias" className="a11y-tools">
        <input type="hidden" name="back" value={location.pathname + location.search} />
        {
          // No choice yet: the system decides, so CSS shows the button that matches what is on screen.
          prefs.contrast === null
            ? [
                contrastButton(false, "normal", "a11y-tool--if-system-normal"),
                contrastButton(true, "contrast", "a11y-tool--if-system-contrast"),
              ]
            : [contrastButton(prefs.contrast, contrastKey ?? (prefs.contrast ? "contrast" : "normal"))]
        }
        <div role="group" aria-label={s.tools.fontGroup} className="a11y-tools__font">
          {fontButtons.map(([action, pref, short, label]) => (
            <button
              key={action}
              type="submit"
              name="acao"
              value={action}
              className="a11y-tool a11y-tool--font"
              onClick={(event) => run(event, action)}
              data-pref={pref}
              aria-describedby="fonte-atual"
            >
              <span>{s.tools[short]}</span>
              <span className="visually-hidden"> {ui.a11yBar[label]}</span>
            </button>
          ))}
          <span id="fonte-atual" className="visually-hidden">
            {fontAnnouncement(fontLevel(prefs.font), s)}
          </span>
        </div>
        <button
          type="submit"
          name="acao"
          value={prefs.libras ? "libras-off" : "libras-on"}
          aria-pressed={prefs.libras}
          className="a11y-tool"
          aria-label={ui.a11yBar.libras}
          onClick={(event) => run(event, prefs.libras ? "libras-off" : "libras-on")}
          data-pref="libras"
        >
          <UiIcon name="hand" weight={1.8} />
          <span>{s.tools.librasShort}</span>
        </button>
      </form>
      <a className="a11y-tool a11y-tool--link" href={accessibilityHref(lang)}>
        {s.tools.accessibilityPage}
      </a>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="font-announcer">
        {announcement}
      </p>
    </>
  );
}

/** What follows a change of the preferences, in the page: the system contrast, the 'fonte-mudou' event, other tabs. */
function usePreferenceEffects(prefs: Preferences) {
  // The aids are live (hydrated): tests and scripts can wait for this mark.
  useEffect(() => {
    document.documentElement.setAttribute("data-a11y", "ready");
  }, []);

  // The document's attributes follow the preferences before the browser paints (the server wrote
  // the first ones; the shell around #app is not React's in the browser).
  useLayoutEffect(() => applyPreferenceAttributes(prefs), [prefs]);

  // No contrast choice yet: follow the system (html.alto-contraste); a choice stops that.
  useEffect(() => followSystemContrast(prefs.contrast === null), [prefs.contrast]);

  // 'fonte-mudou' after the new size is on the page, so listeners measure the new layout.
  const firstFont = useRef(true);
  useEffect(() => {
    if (firstFont.current) {
      firstFont.current = false;
      return;
    }
    window.dispatchEvent(new CustomEvent(FONT_CHANGED, { detail: { font: prefs.font } }));
  }, [prefs.font]);

  const firstLibras = useRef(true);
  useEffect(() => {
    if (firstLibras.current) {
      firstLibras.current = false;
      return;
    }
    window.dispatchEvent(new CustomEvent(LIBRAS_MODE_CHANGED, { detail: { on: prefs.libras } }));
  }, [prefs.libras]);

  useEffect(() => {
    // The chat (or any feature) turns the Libras mode on or off through an event.
    const onSetMode = (event: Event) => {
      const on = Boolean((event as CustomEvent<{ on: boolean }>).detail?.on);
      const now = currentPreferences();
      if (now.libras !== on) setPreferences({ ...now, libras: on });
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") syncPreferencesFromCookie();
    };
    window.addEventListener(LIBRAS_SET_MODE, onSetMode);
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      window.removeEventListener(LIBRAS_SET_MODE, onSetMode);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    };
  }, []);
}

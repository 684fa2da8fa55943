import { fontLevel, type PreferenceAction } from "../../common/a11y/preferences";
import { usePageAddress, useRoot } from "../site/site-context";
import { a11yStrings, fontAnnouncement } from "./strings";
import { accessibilityHref } from "../../common/a11y/paths";
import { UiIcon } from "../components/UiIcon";
import "./accessibility.css";

/**
 * The visitor's aids in the accessibility bar: high contrast, font size (smaller, default,
 * larger), Libras mode, and the link to the accessibility page. Each control is a real submit
 * button of a form that posts to /preferencias, so it works without JavaScript; with JavaScript
 * the change is made in the page at once (and remembered in the same cookie) by aids-dom.ts,
 * without React: this renders the HTML, on the server only.
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
  const prefs = root.prefs;
  const location = usePageAddress();

  const contrastButton = (pressed: boolean, key: "normal" | "contrast", className?: string) => (
    <button
      key={key}
      type="submit"
      name="acao"
      value={pressed ? "contraste-off" : "contraste-on"}
      aria-pressed={pressed}
      className={`a11y-tool${className ? ` ${className}` : ""}`}
      aria-label={ui.a11yBar.contrast}
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
            : [contrastButton(prefs.contrast, prefs.contrast ? "contrast" : "normal")]
        }
        <div role="group" aria-label={s.tools.fontGroup} className="a11y-tools__font">
          {fontButtons.map(([action, pref, short, label]) => (
            <button
              key={action}
              type="submit"
              name="acao"
              value={action}
              className="a11y-tool a11y-tool--font"
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
          data-pref="libras"
        >
          <UiIcon name="hand" weight={1.8} />
          <span>{s.tools.librasShort}</span>
        </button>
      </form>
      <a className="a11y-tool a11y-tool--link" href={accessibilityHref(lang)}>
        {s.tools.accessibilityPage}
      </a>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="font-announcer"></p>
    </>
  );
}

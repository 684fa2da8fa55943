import { shortcutLabels, type ShortcutTarget } from "../../common/a11y/shortcuts";
import { a11yStrings } from "../accessibility/strings";
import { useUi } from "../site/site-context";
import { LanguageSwitcher } from "./LanguageSwitcher";

/**
 * The accessibility bar: skip links with their shortcut keys (Alt+K, Alt+Q, Alt+A; the eMAG
 * digits are listed on the accessibility page), then the visitor's aids and the language
 * switcher. Without JavaScript the skip links are plain in-page links.
 *
 * On phones and tablets (up to 1030 px, with JavaScript) the bar is one row, as gov.br's: a button that opens the aids and
 * the language switcher; the aids are one tap away, and the bar's shortcut (Alt+A) opens the row
 * too, so every aid stays one shortcut and one Tab away. Without JavaScript everything shows.
 *
 * Server HTML only: app/accessibility/aids-dom.ts makes it live without React (docs/decisions/0046).
 */
export function AccessibilityBar({ children }: { children?: React.ReactNode }) {
  const { ui, lang } = useUi();
  const short = a11yStrings[lang].skip;
  // Firefox's keys (Alt+Shift) are written in by aids-dom.ts, where the browser is known.
  const firefox = false;
  // Visible: a short word and the keys; heard: "Ir para o conteúdo Alt+K" (the visible words are part of it).
  const links: Array<{ target: ShortcutTarget; href: string; name: string; text: string }> = [
    { target: "content", href: "#conteudo", name: ui.skip.toContent, text: short.content },
    { target: "menu", href: "#menu-principal", name: ui.skip.toMenu, text: short.menu },
    { target: "bar", href: "#barra-acessibilidade", name: ui.skip.toAccessibility, text: short.bar },
    { target: "footer", href: "#rodape", name: ui.skip.toFooter, text: short.footer },
  ];
  return (
    <div className="a11y-bar" id="barra-acessibilidade" tabIndex={-1} role="region" aria-label={ui.a11yBar.label}>
      <div className="container a11y-bar__inner">
        <ul className="skip-links">
          {links.map((link) => (
            <li key={link.target}>
              <a
                href={link.href}
                data-shortcut={link.target}
                aria-label={`${link.name} ${shortcutLabels(link.target, firefox)[0]}`}
              >
                {link.text} <kbd>{shortcutLabels(link.target, firefox)[0]}</kbd>
              </a>
            </li>
          ))}
        </ul>
        <button type="button" className="a11y-bar__toggle" aria-expanded={false} aria-controls="recursos-acessibilidade">
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
            <circle cx="12" cy="4.5" r="2" fill="currentColor" />
            <path
              d="M4 8.5 12 10l8-1.5M12 10v4.5m0 0L8.5 21m3.5-6.5 3.5 6.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span>{ui.a11yBar.toggle}</span>
          <svg className="a11y-bar__chevron" aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </button>
        <div className="a11y-bar__tools" id="recursos-acessibilidade">
          {children}
        </div>
        <LanguageSwitcher />
      </div>
    </div>
  );
}

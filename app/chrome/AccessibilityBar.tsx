import { shortcutLabels, type ShortcutTarget } from "../../common/a11y/shortcuts";
import { focusShortcut, useFirefox } from "../accessibility/shortcuts-dom";
import { a11yStrings } from "../accessibility/strings";
import { useUi } from "../i18n/use-ui";
import { LanguageSwitcher } from "./LanguageSwitcher";

/**
 * The accessibility bar: skip links with their shortcut keys (the spec's letters; the eMAG
 * digits are listed on the accessibility page), then the visitor's aids and the language
 * switcher. Without JavaScript the skip links are plain in-page links.
 */
export function AccessibilityBar({ children }: { children?: React.ReactNode }) {
  const { ui, lang } = useUi();
  const short = a11yStrings[lang].skip;
  const firefox = useFirefox();
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
                onClick={(event) => {
                  // The menu's first item is hidden on phones: the shortcut logic picks the menu button there.
                  if (focusShortcut(link.target)) event.preventDefault();
                }}
              >
                {link.text} <kbd>{shortcutLabels(link.target, firefox)[0]}</kbd>
              </a>
            </li>
          ))}
        </ul>
        <div className="a11y-bar__tools">
          {children}
          <LanguageSwitcher />
        </div>
      </div>
    </div>
  );
}

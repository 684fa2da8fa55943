import { currentSection, pageHref } from "../../common/paths";
import { usePageAddress, useUi } from "../site/site-context";
import { UiIcon } from "../components/UiIcon";
import { mobileNavItems, navLabel } from "./nav-items";

/**
 * Mobile menu: a hamburger opens a 95%-wide sliding panel over a dimming overlay (a modal dialog
 * shown as a popover, so focus stays inside and Esc closes it without making the page inert:
 * docs/decisions/0051). A click on the overlay or on an item closes it. Without JavaScript the
 * same six links are shown as a plain list instead.
 *
 * Server HTML only: mobile-menu-dom.ts opens and closes it without React (docs/decisions/0046).
 */
export function MobileMenu() {
  const { ui, lang } = useUi();
  const location = usePageAddress();
  const current = currentSection(location.pathname);
  return (
    <div className="mobile-menu">
      <button
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={false}
        aria-controls="menu-movel"
        aria-haspopup="dialog"
      >
        <UiIcon name="menu" size={24} weight={2.2} />
        <span>{ui.nav.menu}</span>
      </button>
      <div
        id="menu-movel"
        className="mobile-menu__dialog"
        role="dialog"
        aria-modal="true"
        aria-label={ui.nav.label}
        popover="manual"
        tabIndex={-1}
      >
        <div className="mobile-menu__panel">
          <div className="mobile-menu__head">
            <span className="mobile-menu__title">{ui.nav.menu}</span>
            <button type="button" className="mobile-menu__close">
              <UiIcon name="close-large" size={22} weight={2.2} />
              <span className="visually-hidden">{ui.nav.closeMenu}</span>
            </button>
          </div>
          <nav aria-label={ui.nav.label}>
            <ul className="mobile-menu__list">
              {mobileNavItems.map((page) => (
                <li key={page || "home"}>
                  <a
                    href={pageHref(page, lang)}
                    className="mobile-menu__link"
                    aria-current={current === page ? "page" : undefined}
                  >
                    {navLabel(ui, page)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <nav className="mobile-menu__nojs" aria-label={ui.nav.label}>
        <ul>
          {mobileNavItems.map((page) => (
            <li key={page || "home"}>
              <a href={pageHref(page, lang)} aria-current={current === page ? "page" : undefined}>
                {navLabel(ui, page)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

import { currentSection, pageHref } from "../../common/paths";
import { usePageAddress, useUi } from "../site/site-context";
import { desktopNavItems, navLabel } from "./nav-items";

/** Desktop navigation: five sections, the current one (second path segment) highlighted. */
export function MainNav() {
  const { ui, lang } = useUi();
  const current = currentSection(usePageAddress().pathname);
  return (
    <nav className="main-nav" aria-label={ui.nav.label}>
      <ul className="main-nav__list">
        {desktopNavItems.map((page, index) => (
          <li key={page}>
            <a
              href={pageHref(page, lang)}
              id={index === 0 ? "menu-principal" : undefined}
              className="main-nav__link"
              aria-current={current === page ? "page" : undefined}
            >
              {navLabel(ui, page)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

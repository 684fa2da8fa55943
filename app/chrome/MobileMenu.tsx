import { useEffect, useRef, useState } from "react";
import { currentSection, pageHref } from "../../common/paths";
import { usePageAddress, useUi } from "../site/site-context";
import { UiIcon } from "../components/UiIcon";
import { mobileNavItems, navLabel } from "./nav-items";

/** The toggle is locked while the panel slides (200 ms), so a double tap cannot leave it half open. */
export const MENU_TOGGLE_LOCK_MS = 200;

/**
 * Mobile menu: a hamburger opens a 95%-wide sliding panel over a dimming overlay (a modal
 * <dialog>, so focus stays inside and Esc closes it). A click on the overlay or on an item
 * closes it. Without JavaScript the same six links are shown as a plain list instead.
 */
export function MobileMenu() {
  const { ui, lang } = useUi();
  const location = usePageAddress();
  const current = currentSection(location.pathname);
  const dialog = useRef<HTMLDialogElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const locked = useRef(false);
  const [open, setOpen] = useState(false);
  // Mirrors the lock in the DOM (data-locked), so tests and styles can wait for the animation.
  const [animating, setAnimating] = useState(false);

  const unlockTimer = useRef<number | undefined>(undefined);

  const lock = () => {
    locked.current = true;
    setAnimating(true);
    window.clearTimeout(unlockTimer.current);
    unlockTimer.current = window.setTimeout(() => {
      locked.current = false;
      setAnimating(false);
    }, MENU_TOGGLE_LOCK_MS);
  };

  // A menu removed while it slides (a test's cleanup, a page swapped out) must not set state later.
  useEffect(() => () => window.clearTimeout(unlockTimer.current), []);

  const show = () => {
    if (locked.current || !dialog.current) return;
    lock();
    dialog.current.showModal();
    setOpen(true);
  };

  const close = () => {
    if (!dialog.current?.open) return;
    lock();
    dialog.current.close();
  };

  // Leaving the page (an item click, back/forward) closes the menu.
  useEffect(() => {
    close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search]);

  return (
    <div className="mobile-menu">
      <button
        ref={toggle}
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls="menu-movel"
        aria-haspopup="dialog"
        data-locked={animating || undefined}
        onClick={show}
      >
        <UiIcon name="menu" size={24} weight={2.2} />
        <span>{ui.nav.menu}</span>
      </button>
      {/* Esc is handled by <dialog> itself; the click handler only catches clicks on the overlay. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialog}
        id="menu-movel"
        className="mobile-menu__dialog"
        aria-label={ui.nav.label}
        onClose={() => {
          setOpen(false);
          toggle.current?.focus();
        }}
        onClick={(event) => {
          // A click on the dialog element itself is a click on the overlay, outside the panel.
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="mobile-menu__panel">
          <div className="mobile-menu__head">
            <span className="mobile-menu__title">{ui.nav.menu}</span>
            <button type="button" className="mobile-menu__close" onClick={close}>
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
                    onClick={close}
                  >
                    {navLabel(ui, page)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </dialog>
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

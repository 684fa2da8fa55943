/**
 * The mobile menu's behaviour, without React (docs/decisions/0046): the server renders the menu
 * (MobileMenu.tsx) and this opens and closes it as soon as the page's entry runs.
 *
 * The panel is a modal dialog in ARIA's sense (role="dialog", aria-modal) shown as a manual popover
 * in the top layer, not through <dialog>.showModal(): showModal makes the rest of the document
 * inert, which Chromium keeps in every element's computed style, so opening the menu restyled the
 * whole page (about 50 ms of a 76 ms tap on a slow phone; docs/decisions/0051). What the modal
 * dialog gave for free is done here: focus moves to the panel's first control and Tab wraps inside
 * it, Esc closes it, the shortcuts stay quiet while it is open (OPEN_MODAL_SELECTOR), focus leaving
 * it another way (a screen reader, the browser's own keys) closes it, and the overlay (the popover's
 * backdrop, hit as the panel itself) closes it. The close button, an item and the address changing
 * under it close it too, and focus goes back to the button. The button is locked while the panel
 * slides, so a double tap cannot leave it half open.
 */
import { subscribeAddress } from "../site/page-address";

/** How long the panel slides (its CSS transition): the button ignores presses meanwhile. */
export const MENU_TOGGLE_LOCK_MS = 200;

/** Makes the menu inside `container` live; returns what undoes it (the tests' cleanup). */
export function startMobileMenu(container: Element): () => void {
  const toggle = container.querySelector<HTMLButtonElement>(".mobile-menu__toggle");
  const panel = container.querySelector<HTMLElement>(".mobile-menu__dialog");
  if (!toggle || !panel) return () => {};
  // Browsers from before popovers (2024) show the panel by its data-open attribute alone (CSS).
  const inTopLayer = typeof panel.showPopover === "function";
  let open = false;

  let unlockTimer: number | undefined;
  const lock = () => {
    // Mirrored in the DOM (data-locked), so tests and styles can wait for the slide.
    toggle.setAttribute("data-locked", "true");
    window.clearTimeout(unlockTimer);
    unlockTimer = window.setTimeout(() => toggle.removeAttribute("data-locked"), MENU_TOGGLE_LOCK_MS);
  };
  /** The panel's controls in order: the close button, then the six links. */
  const controls = () => Array.from(panel.querySelectorAll<HTMLElement>("button, a[href]"));

  const show = () => {
    if (toggle.hasAttribute("data-locked") || open) return;
    lock();
    open = true;
    panel.setAttribute("data-open", "");
    if (inTopLayer) panel.showPopover();
    toggle.setAttribute("aria-expanded", "true");
    controls()[0]?.focus();
    document.addEventListener("focusin", onFocusElsewhere);
  };
  /** Closes the panel; focus goes back to the button unless the visitor has moved it elsewhere. */
  const close = (giveFocusBack = true) => {
    if (!open) return;
    lock();
    open = false;
    document.removeEventListener("focusin", onFocusElsewhere);
    if (inTopLayer) panel.hidePopover();
    panel.removeAttribute("data-open");
    toggle.setAttribute("aria-expanded", "false");
    if (giveFocusBack) toggle.focus();
  };
  const onFocusElsewhere = (event: FocusEvent) => {
    if (!panel.contains(event.target as Node)) close(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
    const all = controls();
    const first = all[0];
    const last = all[all.length - 1];
    const at = document.activeElement;
    // Tab wraps from the last link to the close button, Shift+Tab the other way; from the panel
    // itself (focused by a click on its empty part) Tab starts at the first control.
    const to = event.shiftKey ? (at === first || at === panel ? last : null) : at === last || at === panel ? first : null;
    if (!to) return;
    event.preventDefault();
    to.focus();
  };
  const onPanelClick = (event: MouseEvent) => {
    const target = event.target as Element;
    // The backdrop is hit as the panel element itself (its content fills the rest of it, CSS).
    if (target === panel || target.closest(".mobile-menu__close, a.mobile-menu__link")) close();
  };

  toggle.addEventListener("click", show);
  panel.addEventListener("keydown", onKeyDown);
  panel.addEventListener("click", onPanelClick);
  // Leaving the page's state (back and forward between a filter's addresses) closes it.
  const stopFollowing = subscribeAddress(() => close());
  return () => {
    window.clearTimeout(unlockTimer);
    stopFollowing();
    document.removeEventListener("focusin", onFocusElsewhere);
    toggle.removeEventListener("click", show);
    panel.removeEventListener("keydown", onKeyDown);
    panel.removeEventListener("click", onPanelClick);
  };
}

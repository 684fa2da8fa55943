/**
 * The mobile menu's behaviour, without React (docs/decisions/0046): the server renders the menu
 * (MobileMenu.tsx) and this opens and closes it as soon as the page's entry runs.
 *
 * The button opens the panel as a modal <dialog> (focus stays inside, Esc closes it, the browser's
 * own); the close button, a click on the overlay (the dialog itself, outside its panel), an item
 * and the address changing under it close it, and focus goes back to the button. The button is
 * locked while the panel slides, so a double tap cannot leave it half open.
 */
import { subscribeAddress } from "../site/page-address";

/** How long the panel slides (its CSS transition): the button ignores presses meanwhile. */
export const MENU_TOGGLE_LOCK_MS = 200;

/** Makes the menu inside `container` live; returns what undoes it (the tests' cleanup). */
export function startMobileMenu(container: Element): () => void {
  const toggle = container.querySelector<HTMLButtonElement>(".mobile-menu__toggle");
  const dialog = container.querySelector<HTMLDialogElement>("dialog.mobile-menu__dialog");
  if (!toggle || !dialog) return () => {};

  let unlockTimer: number | undefined;
  const lock = () => {
    // Mirrored in the DOM (data-locked), so tests and styles can wait for the slide.
    toggle.setAttribute("data-locked", "true");
    window.clearTimeout(unlockTimer);
    unlockTimer = window.setTimeout(() => toggle.removeAttribute("data-locked"), MENU_TOGGLE_LOCK_MS);
  };
  const show = () => {
    if (toggle.hasAttribute("data-locked") || dialog.open) return;
    lock();
    dialog.showModal();
    toggle.setAttribute("aria-expanded", "true");
  };
  const close = () => {
    if (!dialog.open) return;
    lock();
    dialog.close();
  };
  const onClose = () => {
    toggle.setAttribute("aria-expanded", "false");
    toggle.focus();
  };
  const onDialogClick = (event: MouseEvent) => {
    const target = event.target as Element;
    // A click on the dialog element itself is a click on the overlay, outside the panel.
    if (target === dialog || target.closest(".mobile-menu__close, a.mobile-menu__link")) close();
  };

  toggle.addEventListener("click", show);
  dialog.addEventListener("close", onClose);
  dialog.addEventListener("click", onDialogClick);
  // Leaving the page's state (back and forward between a filter's addresses) closes it.
  const stopFollowing = subscribeAddress(close);
  return () => {
    window.clearTimeout(unlockTimer);
    stopFollowing();
    toggle.removeEventListener("click", show);
    dialog.removeEventListener("close", onClose);
    dialog.removeEventListener("click", onDialogClick);
  };
}

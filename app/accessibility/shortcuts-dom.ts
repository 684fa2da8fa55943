/**
 * The browser side of the keyboard shortcuts (the mapping itself is common/a11y/shortcuts.ts),
 * without React: the bar's aids (aids-dom.ts) start it with the page's entry.
 */
import {
  isFirefox,
  isTypingTarget,
  OPEN_MODAL_SELECTOR,
  shortcutFor,
  shortcutTargetIds,
  type ShortcutTarget,
} from "../../common/a11y/shortcuts";

function isShown(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && element.getClientRects().length > 0;
}

/** Where a shortcut goes. The menu: its first item on desktop, the menu button on phones. */
export function shortcutElement(target: ShortcutTarget): HTMLElement | null {
  if (target === "menu") {
    const first = document.getElementById(shortcutTargetIds.menu);
    if (isShown(first)) return first;
    const toggle = document.querySelector(".mobile-menu__toggle");
    if (isShown(toggle)) return toggle;
    const fallback = document.querySelector(".mobile-menu__nojs a");
    return isShown(fallback) ? fallback : null;
  }
  return document.getElementById(shortcutTargetIds[target]);
}

export function focusShortcut(target: ShortcutTarget): boolean {
  const element = shortcutElement(target);
  if (!element) return false;
  element.focus();
  return document.activeElement === element;
}

function modalOpen(): boolean {
  return document.querySelector(OPEN_MODAL_SELECTOR) !== null;
}

/**
 * Listens for the shortcuts on the whole page, never while the visitor types in a field; returns
 * what stops it. The first paint's inline script (app/site/first-paint.ts) answers until this
 * starts, and stops once `<html data-a11y>` is set, so a key is handled once.
 */
export function listenForShortcuts(): () => void {
  const firefox = isFirefox(navigator.userAgent);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.repeat) return;
    const target = shortcutFor(event, { firefox });
    if (!target) return;
    if (isTypingTarget(event.target as Element | null) || isTypingTarget(document.activeElement)) return;
    // A modal (the mobile menu) keeps focus inside itself until it is closed.
    if (modalOpen()) return;
    if (focusShortcut(target)) event.preventDefault();
  };
  document.addEventListener("keydown", onKeyDown);
  return () => document.removeEventListener("keydown", onKeyDown);
}

import { useCallback, useEffect, useRef, useState } from "react";
import {
  CLOSE_ANIMATION_MS,
  DISMISSED_COOKIE_MAX_AGE_S,
  dismissedCookie,
  recordDismissal,
  type DismissibleId,
} from "./dismissal";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const memory = new Map<string, string>();
/** Blocked storage (private modes, policies): dismissals last for this visit only. */
const visitOnly: Pick<Storage, "getItem" | "setItem" | "removeItem"> = {
  getItem: (k) => memory.get(k) ?? null,
  setItem: (k, v) => void memory.set(k, v),
  removeItem: (k) => void memory.delete(k),
};

/**
 * Close behaviour of a dismissible item: the closing class plays the 300 ms animation, then the
 * record is saved and the item is removed from display (a class on <html>). Focus moves to the
 * next heading so keyboard users are not left on a vanished button.
 */
export function useDismissible(id: DismissibleId, options: { onClosed?: () => void; scrollToNext: boolean }) {
  const [closing, setClosing] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const { onClosed, scrollToNext } = options;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const close = useCallback(() => {
    if (timer.current !== undefined) return;
    setClosing(true);
    timer.current = window.setTimeout(() => {
      const element = ref.current;
      const hadFocus = element?.contains(document.activeElement) ?? false;
      recordDismissal(storage() ?? visitOnly, document.documentElement, id, Date.now());
      // The home page restores dismissals only for a browser that says it has some (dismissal.ts).
      document.cookie = dismissedCookie(DISMISSED_COOKIE_MAX_AGE_S, location.protocol === "https:");
      timer.current = undefined;
      setClosing(false);
      if (element && hadFocus) focusNextHeading(element, scrollToNext);
      onClosed?.();
    }, CLOSE_ANIMATION_MS);
  }, [id, onClosed, scrollToNext]);

  return { ref, closing, close };
}

function focusNextHeading(element: HTMLElement, scroll: boolean) {
  const headings = Array.from(document.querySelectorAll<HTMLElement>("main h2[id]"));
  const next = headings.find(
    (h) =>
      !element.contains(h) &&
      element.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING &&
      !h.classList.contains("visually-hidden") &&
      h.getClientRects().length > 0,
  );
  if (!next) return;
  if (!next.hasAttribute("tabindex")) next.setAttribute("tabindex", "-1");
  next.focus({ preventScroll: !scroll });
}

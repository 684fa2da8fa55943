/**
 * Open/closed state of a disclosure (a button that shows and hides a panel), with the timings
 * some cards need: an optional delay before the panel opens (publication cards: 100 ms),
 * open and close animations during which further toggles are ignored (vacancy cards), and a
 * callback when the panel has appeared (to move focus into it). Visitors who ask for reduced
 * motion get no delays and no animation: the panel opens and closes at once.
 *
 * Phases: closed → pending (label already says "hide", panel not shown yet) → opening (panel
 * animates in) → open → closing (panel animates out) → closed.
 */
import { useCallback, useEffect, useRef, useState } from "react";

export type DisclosurePhase = "closed" | "pending" | "opening" | "open" | "closing";

export interface DisclosureOptions {
  /** Milliseconds between the click and the panel appearing. */
  openDelay?: number;
  /** Length of the open animation (must match the CSS); toggles are ignored meanwhile. */
  openDuration?: number;
  /** Length of the close animation (must match the CSS); toggles are ignored meanwhile. */
  closeDuration?: number;
  /** Called once the panel is shown, e.g. to focus something inside it. */
  onShown?: () => void;
  /** Called when the panel starts closing. */
  onClose?: () => void;
}

export interface Disclosure {
  phase: DisclosurePhase;
  /** What the control says: true from the click that opens until the click that closes. */
  expanded: boolean;
  /** An animation or delay is running; toggles are ignored. */
  busy: boolean;
  toggle(): void;
  open(): void;
  close(options?: { immediate?: boolean }): void;
}

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

export function useDisclosure(options: DisclosureOptions = {}): Disclosure {
  const [phase, setPhase] = useState<DisclosurePhase>("closed");
  const [shownCount, setShownCount] = useState(0);
  const phaseRef = useRef<DisclosurePhase>("closed");
  const timers = useRef<number[]>([]);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => window.clearTimeout(t));
  }, []);

  useEffect(() => {
    if (shownCount > 0) optionsRef.current.onShown?.();
  }, [shownCount]);

  const go = useCallback((next: DisclosurePhase) => {
    phaseRef.current = next;
    setPhase(next);
  }, []);

  const later = useCallback((ms: number, fn: () => void) => {
    if (ms <= 0) fn();
    else timers.current.push(window.setTimeout(fn, ms));
  }, []);

  const open = useCallback(() => {
    const current = phaseRef.current;
    if (current !== "closed") return;
    const reduced = prefersReducedMotion();
    const { openDelay = 0, openDuration = 0 } = optionsRef.current;
    const show = () => {
      const animate = !reduced && openDuration > 0;
      go(animate ? "opening" : "open");
      setShownCount((n) => n + 1);
      if (animate) later(openDuration, () => phaseRef.current === "opening" && go("open"));
    };
    if (!reduced && openDelay > 0) {
      go("pending");
      later(openDelay, () => phaseRef.current === "pending" && show());
    } else show();
  }, [go, later]);

  const close = useCallback(
    ({ immediate = false }: { immediate?: boolean } = {}) => {
      const current = phaseRef.current;
      if (current === "closed") return;
      if (!immediate && current !== "open") return;
      optionsRef.current.onClose?.();
      const { closeDuration = 0 } = optionsRef.current;
      if (immediate || prefersReducedMotion() || closeDuration <= 0) {
        timers.current.forEach((t) => window.clearTimeout(t));
        timers.current = [];
        go("closed");
        return;
      }
      go("closing");
      later(closeDuration, () => phaseRef.current === "closing" && go("closed"));
    },
    [go, later],
  );

  const toggle = useCallback(() => {
    const current = phaseRef.current;
    if (current === "closed") open();
    else if (current === "open") close();
    // pending, opening, closing: an animation is running; the click is ignored, so a double click
    // cannot leave the card half open.
  }, [open, close]);

  const expanded = phase === "pending" || phase === "opening" || phase === "open";
  const busy = phase === "pending" || phase === "opening" || phase === "closing";
  return { phase, expanded, busy, toggle, open, close };
}

import "./disclosure.css";
import type { Disclosure, DisclosurePhase } from "./use-disclosure";

/**
 * The panel of a disclosure. Without JavaScript (no `js` class on <html>) it is always shown, so
 * the content reads without scripts; with JavaScript it is hidden while closed and animates in and
 * out (unless the visitor asks for reduced motion).
 */
export function DisclosurePanel({
  id,
  phase,
  className,
  children,
}: {
  id: string;
  phase: DisclosurePhase;
  className?: string;
  children: React.ReactNode;
}) {
  const state = phase === "pending" ? "closed" : phase;
  return (
    <div id={id} className={className ? `disclosure ${className}` : "disclosure"} data-state={state}>
      {children}
    </div>
  );
}

/**
 * The button that opens and closes a disclosure panel. Shown only with JavaScript (without it the
 * panel is always open); `describedBy` names what it opens (the card's title).
 */
export function DisclosureToggle({
  disclosure,
  controls,
  describedBy,
  className,
  children,
}: {
  disclosure: Pick<Disclosure, "expanded" | "toggle">;
  controls: string;
  describedBy?: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className={`${className} js-only`}
      aria-expanded={disclosure.expanded}
      aria-controls={controls}
      aria-describedby={describedBy}
      onClick={disclosure.toggle}
    >
      {children}
    </button>
  );
}

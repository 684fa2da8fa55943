import "./disclosure.css";
import type { DisclosurePhase } from "./use-disclosure";

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

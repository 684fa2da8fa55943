import { Suspense, useEffect } from "react";
import { useHydrated } from "../components/use-hydrated";

/**
 * What the server renders inside #app and the browser hydrates, the same on both sides: the page
 * inside one Suspense boundary, so React hydrates it at offscreen priority in slices of ~5 ms
 * that leave the main thread free for the visitor (docs/decisions/0020, fifth step). A tap on a
 * part not yet hydrated hydrates it at once and is replayed. Nothing here suspends on the server,
 * and entry.server never outlines the boundary, so the HTML reads the same without JavaScript.
 */
export function PageTree({ children }: { children: React.ReactNode }) {
  return (
    <Suspense>
      {children}
      <HydratedMark />
    </Suspense>
  );
}

/**
 * Says when the whole page has hydrated and its script-only controls are in (useHydrated's
 * transition has committed): `<html data-hydrated>`, what the end-to-end tests wait for. Last
 * inside the boundary, so its effects run after every other part's.
 */
function HydratedMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) markHydrated();
  }, [hydrated]);
  return null;
}

/**
 * `<html data-hydrated>`: the page has hydrated, whole (HydratedMark) or every island of it
 * (app/entry.client.tsx). The end-to-end tests and the benchmarks wait for it.
 */
export function markHydrated(): void {
  if (document.documentElement.hasAttribute("data-hydrated")) return;
  document.documentElement.setAttribute("data-hydrated", "true");
  // For measurements (npm run bench:interaction, the browser's performance panel).
  performance.mark?.("lead:hydrated");
}

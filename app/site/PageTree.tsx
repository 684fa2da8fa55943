import { Suspense, useEffect } from "react";
import { useHydrated } from "../components/use-hydrated";
import { markHydrated } from "./marks";

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

import { startTransition, useEffect, useState } from "react";

/**
 * Set once the first hydration has committed: what mounts later (the page re-rendered with
 * reloaded data) starts true. Safe because every user renders inside the page's one Suspense
 * boundary (app/site/PageTree.tsx), whose parts all hydrate in the same pass: a user in the
 * document's shell would set it before the boundary hydrates, and the boundary's users would
 * then disagree with the server's HTML.
 */
let hydratedOnce = false;

/**
 * False while rendering on the server and while hydrating, true once the page's script runs: for
 * what exists only with JavaScript (a details button, the Libras layer, the form's enhancements).
 * The switch is a transition, so React renders what it adds in slices that leave the main thread
 * free (forty opening cards gaining their buttons at once was a 100-150 ms task on a slow phone),
 * and every component's switch lands in the same commit.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    if (!hydrated) startTransition(() => setHydrated(true));
    // Only on mount: the value only ever goes from false to true.
  }, []);
  return hydrated;
}

import { createContext, startTransition, useContext, useEffect, useState } from "react";

/**
 * Whether a React root's first hydration has committed. One per root: the whole page's root, or
 * each island's (docs/decisions/0031). What mounts later in the same root (the page re-rendered
 * with reloaded data, a part shown later) starts true.
 */
export interface HydrationScope {
  done: boolean;
}

const defaultScope: HydrationScope = { done: false };
const HydrationScopeContext = createContext<HydrationScope>(defaultScope);

/** Gives a root its own hydration state: each island hydrates on its own, at its own time. */
export const HydrationScopeProvider = HydrationScopeContext.Provider;

/**
 * False while rendering on the server and while hydrating, true once the root's script runs: for
 * what exists only with JavaScript (a details button, the Libras layer, the form's enhancements).
 * The switch is a transition, so React renders what it adds in slices that leave the main thread
 * free (forty opening cards gaining their buttons at once was a 100-150 ms task on a slow phone),
 * and every component's switch in the root lands in the same commit.
 *
 * Safe because every user renders inside its root's one Suspense boundary (the page's, in
 * app/site/PageTree.tsx, or the island's, in app/site/islands.tsx), whose parts all hydrate in the
 * same pass: a user outside it would set the scope before the boundary hydrates, and the
 * boundary's users would then disagree with the server's HTML.
 */
export function useHydrated(): boolean {
  const scope = useContext(HydrationScopeContext);
  const [hydrated, setHydrated] = useState(scope.done);
  useEffect(() => {
    scope.done = true;
    if (!hydrated) startTransition(() => setHydrated(true));
    // Only on mount: the value only ever goes from false to true.
  }, []);
  return hydrated;
}

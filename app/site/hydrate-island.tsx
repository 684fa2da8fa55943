/**
 * React's part of an island's waking (docs/decisions/0031, 0046): loaded with the first island
 * that wakes, never by the page's entry, so a page whose islands all sleep runs no React at all
 * until the visitor needs one (app/entry.client.tsx decides when).
 */
import { startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydrationScopeProvider } from "../components/use-hydrated";
import { IslandBody } from "./islands";
import { SiteProvider, type SiteValue } from "./site-context";

/**
 * Hydrates `container` with `Component` and `props`, inside the shared providers and its own
 * hydration scope; `onReady` once its controls work. Returns what renders it again with new props
 * (a page reload, app/site/page-reload.ts).
 */
export function hydrateIsland(
  container: Element,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  site: SiteValue,
  onReady: () => void,
): (props: Record<string, unknown>) => void {
  const scope = { done: false };
  const tree = (next: Record<string, unknown>) => (
    <SiteProvider value={site}>
      <HydrationScopeProvider value={scope}>
        <IslandBody onReady={onReady}>
          <Component {...next} />
        </IslandBody>
      </HydrationScopeProvider>
    </SiteProvider>
  );
  let root: ReturnType<typeof hydrateRoot> | null = null;
  // Each island in its own transition: React hydrates it in slices that yield to the visitor.
  startTransition(() => {
    root = hydrateRoot(container, tree(props));
  });
  return (next) => startTransition(() => root?.render(tree(next)));
}

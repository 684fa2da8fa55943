/**
 * The browser's entry (docs/decisions/0024): React alone hydrates the page the server rendered,
 * from the page's data (#page-data). React Router stays on the server; links and forms are plain
 * ones, so each page is a request and this runs once per page.
 *
 * A page made of islands (docs/decisions/0031) has each interactive part hydrated as a root of
 * its own, with its module and props; the rest of the page is never rendered in the browser. A
 * page not yet converted is hydrated whole, with the page's own module.
 */
import { startTransition, useEffect, useState, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydrationScopeProvider } from "./components/use-hydrated";
import type { PageData } from "./site/hydration";
import { islandModules } from "./site/island-modules";
import { IslandBody, markReady, type IslandData } from "./site/islands";
import { boxesOf, sleep, visibilityWatcher, whenIdle, type Sleeper } from "./site/wake";
import { markHydrated, PageTree } from "./site/PageTree";
import { onPageReload } from "./site/page-reload";
import { pages } from "./site/pages";
import { SiteProvider } from "./site/site-context";

type Page = NonNullable<PageData["page"]>;

/** The page with its props; a reload (site/page-reload.ts) gives it new ones. */
function PageWithData({ Component, initial }: { Component: ComponentType<Record<string, unknown>>; initial: Page }) {
  const [page, setPage] = useState(initial);
  useEffect(() => onPageReload(({ page: next }) => next?.id === page.id && setPage(next)), [page.id]);
  return <Component {...page.props} />;
}

/**
 * Hydrates each island's container (the server's `<div data-island>`, in the order the islands
 * were recorded) with its module and props, inside the shared providers and its own hydration
 * scope, when it is needed (docs/decisions/0046): at once (`load`), near the viewport or touched
 * (`visible`), when idle or touched (`idle`), when touched (`interaction`), when one of its
 * `wakeOn` events comes (`event`, and any sleeping one given them). `<html data-hydrated>` once
 * every island that woke during the load (`load`, and `visible` ones already near the viewport)
 * is ready.
 */
function hydrateIslands({ root, address }: Pick<PageData, "root" | "address">, islands: IslandData[]) {
  const containers = document.querySelectorAll("#app [data-island]");
  // Each island's renderer, to render it again with reloaded props (site/page-reload.ts); the
  // props of one still asleep wait for it.
  const renderers = new Map<number, (props: Record<string, unknown>) => void>();
  const latest = new Map<number, Record<string, unknown>>();
  onPageReload((data) => {
    data.islands?.forEach((next, index) => {
      if (next.id !== islands[index]?.id) return;
      const render = renderers.get(index);
      if (render) render(next.props);
      else latest.set(index, next.props);
    });
  });

  /** Loads and hydrates one island; resolves once it is ready (or could not be). */
  const awaken = (island: IslandData, index: number, container: Element, sleeper?: Sleeper) =>
    new Promise<void>((settled) => {
      let ready = false;
      const onReady = () => {
        if (ready) return;
        ready = true;
        markReady(container);
        sleeper?.replay();
        settled();
      };
      islandModules[island.id]().then(
        (Component) => {
          const scope = { done: false };
          const tree = (props: Record<string, unknown>) => (
            <SiteProvider value={{ root, address }}>
              <HydrationScopeProvider value={scope}>
                <IslandBody onReady={onReady}>
                  <Component {...props} />
                </IslandBody>
              </HydrationScopeProvider>
            </SiteProvider>
          );
          // Each island in its own transition: React hydrates it in slices that yield to the visitor.
          startTransition(() => {
            // What the visitor does until the island is ready is still held by the sleeper and
            // replayed then (app/site/wake.ts), not left to a root that is still hydrating.
            const reactRoot = hydrateRoot(container, tree(island.props));
            const render = (props: Record<string, unknown>) => startTransition(() => reactRoot.render(tree(props)));
            renderers.set(index, render);
            const reloaded = latest.get(index);
            if (reloaded) render(reloaded);
          });
        },
        // A module that failed to load: its island stays as the server sent it, its controls hidden.
        () => settled(),
      );
    });

  const atLoad: Array<Promise<void>> = [];
  const idle: Sleeper[] = [];
  const hashTargets: Array<{ container: Element; sleeper: Sleeper }> = [];
  window.addEventListener("hashchange", () => {
    for (const { container, sleeper } of hashTargets) if (holdsHashTarget(container)) sleeper.wake();
  });
  const watcher = visibilityWatcher();
  islands.forEach((island, index) => {
    const container = containers[index];
    if (!container || container.getAttribute("data-island") !== island.id || !Object.hasOwn(islandModules, island.id)) {
      // Not the page the data describes: left as the server sent it.
      return;
    }
    if (!island.wake) {
      atLoad.push(awaken(island, index, container));
      return;
    }
    const near = island.wake === "visible" ? (wake: () => void) => watcher.watch(boxesOf(container), wake) : null;
    const sleeper = sleep(container, near, island.wakeOn);
    // An address that names something inside it (Atuação#a-project, from the chat or a link): the
    // visitor came for it, and the island is what opens it, so it wakes now.
    hashTargets.push({ container, sleeper });
    if (holdsHashTarget(container)) sleeper.wake();
    let awake: Promise<void> | null = null;
    void sleeper.woken.then(() => (awake = awaken(island, index, container, sleeper)));
    if (island.wake === "idle") idle.push(sleeper);
    // One near the viewport at the load is part of the load.
    void watcher.firstRound.then(() => {
      if (awake) atLoad.push(awake);
    });
  });
  watcher.done();
  // After the observer's first report (its callbacks, then this): what woke with the load.
  void watcher.firstRound
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => Promise.all(atLoad))
    .then(() => {
      markHydrated();
      for (const sleeper of idle) whenIdle(() => sleeper.wake());
    });
}

/** Whether the element the address's #fragment names lies inside `container`. */
function holdsHashTarget(container: Element): boolean {
  let id = "";
  try {
    id = decodeURIComponent(location.hash.slice(1));
  } catch {
    return false;
  }
  const target = id ? document.getElementById(id) : null;
  return target !== null && container.contains(target);
}

async function hydrate() {
  const container = document.getElementById("app");
  const json = document.getElementById("page-data")?.textContent;
  if (!container || !json) return;
  const { root, address, page, islands } = JSON.parse(json) as PageData;
  if (islands) {
    hydrateIslands({ root, address }, islands);
    return;
  }
  // A page without a component of its own (an error page) stays as the server sent it.
  if (!page || !Object.hasOwn(pages, page.id)) return;
  const module = (await pages[page.id]()) as unknown as { default: ComponentType<Record<string, unknown>> };
  // The portal's frame, for a public page hydrated whole (every public page is islands now; the
  // frame is loaded only if one is not, so it does not weigh on the entry).
  const Frame = page.id === "editor" ? null : (await import("./chrome/PortalFrame")).PortalFrame;
  // As a transition, so React hydrates in slices that yield to the visitor instead of one
  // blocking task (the default lane of a root's first render is not time-sliced).
  startTransition(() => {
    hydrateRoot(
      container,
      <SiteProvider value={{ root, address }}>
        <PageTree>
          {Frame ? (
            <Frame>
              <PageWithData Component={module.default} initial={page} />
            </Frame>
          ) : (
            // The editor draws its own frame (app/editor/EditorShell.tsx).
            <PageWithData Component={module.default} initial={page} />
          )}
        </PageTree>
      </SiteProvider>,
    );
  });
}

void hydrate();

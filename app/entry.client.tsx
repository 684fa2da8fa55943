/**
 * The browser's entry (docs/decisions/0024, 0046). No React here: what every page needs at once
 * (the bar's aids and the mobile menu) is made live over the server's HTML by small modules of
 * its own, and React is loaded with the first island that wakes, if any does.
 *
 * A page made of islands (docs/decisions/0031) has each interactive part hydrated as a root of
 * its own, with its module and props, when it is needed (site/wake.ts); the rest of the page is
 * never rendered in the browser. A page not made of islands (the editor's) is hydrated whole.
 */
import { startAids } from "./accessibility/aids-dom";
import { preferencesFromPage } from "./accessibility/preferences-store";
import { startMobileMenu } from "./chrome/mobile-menu-dom";
import { languages, type Lang } from "../common/i18n/languages";
import type { PageData } from "./site/hydration";
import { islandModules } from "./site/island-modules";
import type { IslandData } from "./site/islands";
import { markHydrated, markReady } from "./site/marks";
import { onPageReload } from "./site/page-reload";
import { boxesOf, sleep, visibilityWatcher, whenIdle, type Sleeper } from "./site/wake";
import { wakeChecks } from "./site/wake-checks";

/** The bar's aids and the menu, wherever the page has them (an error page too). */
function startChrome(lang: Lang) {
  const aids = document.querySelector('[data-chrome="header-aids"]');
  if (aids) {
    startAids(aids, lang);
    markReady(aids);
  }
  const menu = document.querySelector('[data-chrome="mobile-menu"]');
  if (menu) {
    startMobileMenu(menu);
    markReady(menu);
  }
}

/**
 * Hydrates each island's container (the server's `<div data-island>`, in the order the islands
 * were recorded) when it is needed (docs/decisions/0046): at once (`load`), near the viewport or
 * touched (`visible`), when idle or touched (`idle`), when touched (`interaction`), when one of
 * its `wakeOn` events comes (`event`, and any sleeping one given them). `<html data-hydrated>`
 * once every island that woke during the load (`load`, and `visible` ones already near the
 * viewport) is ready; with none, once the load's first look at the viewport is done.
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

  /** Loads React's part and the island's module, and hydrates it; resolves once it is ready (or could not be). */
  const awaken = (island: IslandData, index: number, container: Element, sleeper?: Sleeper) =>
    new Promise<void>((settled) => {
      let ready = false;
      const onReady = () => {
        if (ready) return;
        ready = true;
        markReady(container);
        // What the visitor did until the island was ready was held by the sleeper: replayed now.
        sleeper?.replay();
        settled();
      };
      Promise.all([import("./site/hydrate-island"), islandModules[island.id]()]).then(
        ([{ hydrateIsland }, Component]) => {
          const render = hydrateIsland(container, Component, island.props, { root, address }, onReady);
          renderers.set(index, render);
          const reloaded = latest.get(index);
          if (reloaded) render(reloaded);
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
    if (!island.wake || (island.wakeIf && Object.hasOwn(wakeChecks, island.wakeIf) && wakeChecks[island.wakeIf]())) {
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

/** The page's language: its data's, else its `<html lang>` (pt-BR, en, es). */
function pageLang(data: PageData | null): Lang {
  if (data) return data.root.lang;
  const html = document.documentElement.lang;
  return languages.find((l) => l.htmlLang === html)?.code ?? "pt";
}

function start() {
  const json = document.getElementById("page-data")?.textContent;
  const data = json ? (JSON.parse(json) as PageData) : null;
  if (data) preferencesFromPage(data.root.prefs);
  startChrome(pageLang(data));
  const container = document.getElementById("app");
  if (!container || !data) return;
  if (data.islands) hydrateIslands(data, data.islands);
  else void import("./site/hydrate-page").then(({ hydratePage }) => hydratePage(container, data));
}

start();

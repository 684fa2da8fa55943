/**
 * Islands (docs/decisions/0031): on a page built of them, the browser's React hydrates only the
 * interactive parts; the page's text, images, cards' static parts and the footer stay the server's
 * HTML and are never rendered again in the browser.
 *
 * On the server, `<Island id component props>` renders the part inside a container
 * (`<div data-island="…">`, display: contents) and records its id and props in the page's sink;
 * they are written into #page-data. app/entry.client.tsx then hydrates each container as a root
 * of its own with the island's module (island-modules.ts) and the same props.
 *
 * On a page still hydrated whole (HydratedPage), an Island renders the same container and
 * records nothing: the page's root hydrates it with the rest.
 */
import { createContext, Suspense, useContext, useEffect, useRef, type ComponentType } from "react";
import { useHydrated } from "../components/use-hydrated";
import type { IslandId } from "./island-modules";
import { markReady } from "./marks";
import type { WakeEvent } from "./wake";
import type { WakeCheck } from "./wake-checks";

/**
 * When an island wakes (is loaded and hydrated), as Astro's client:load, client:visible and
 * client:idle (docs/decisions/0046):
 * - `load`: at once (the bar's aids, the menu, the banner: their keys answer from the first paint);
 * - `visible`: when it comes near the viewport, or is first touched (pointer, focus, key, input),
 *   whichever comes first; the touch is replayed once it has woken (app/site/wake.ts);
 * - `idle`: when the browser is idle after the load, or first touched;
 * - `interaction`: when first touched only (its server HTML does the job until then: a plain form,
 *   native boxes), as Astro's client:only-on-interaction recipes do;
 * - `event`: when one of its `wakeOn` events is dispatched (or it is touched), for an island that
 *   has nothing to show until a page asks (the banner, on notify(); the Libras layer, on a clip or
 *   its mode). The events it is for are replayed to it once it is ready (WakeEvent, app/site/wake.ts).
 * `wakeOn` may be given to any sleeping island: those events wake it too.
 */
export type IslandWake = "load" | "visible" | "idle" | "interaction" | "event";

/** One island as the page's data carries it (`wake` only when not `load`, `wakeOn` only when asleep). */
export interface IslandData {
  id: IslandId;
  props: Record<string, unknown>;
  wake?: Exclude<IslandWake, "load">;
  wakeOn?: WakeEvent[];
  /** A check in the browser that wakes it with the load when true (wake-checks.ts). */
  wakeIf?: WakeCheck;
}

/** Where the islands of the page are recorded while it renders on the server. */
export class IslandSink {
  /** Set by IslandPage: the page is islands, not one hydrated tree. */
  active = false;
  islands: IslandData[] = [];
  markIslandPage() {
    this.active = true;
  }
  /** Every island is recorded (the chrome's header renders before the page says what it is); only an island page writes them. */
  record(island: IslandData) {
    this.islands.push(island);
  }
}

const IslandSinkContext = createContext<IslandSink | null>(null);
export const IslandSinkProvider = IslandSinkContext.Provider;

/** Marks the page being rendered as made of islands (the route's component calls it first). */
export function useIslandPage(): void {
  const sink = useContext(IslandSinkContext);
  sink?.markIslandPage();
}

/** True inside an island: an Island in it is part of it, not one of its own. */
const InIslandContext = createContext(false);

/** What the island's ready mark calls once the island's controls work. */
const IslandReadyContext = createContext<(() => void) | null>(null);

/**
 * The inside of an island's container, the same on the server and in the browser's root: one
 * Suspense boundary (its hydration yields to the visitor, as the page's does, app/site/PageTree.tsx)
 * and the mark that says when it is ready.
 */
export function IslandBody({ children, onReady }: { children: React.ReactNode; onReady?: () => void }) {
  return (
    <InIslandContext.Provider value={true}>
      <IslandReadyContext.Provider value={onReady ?? null}>
        <Suspense>
          {children}
          <ReadyMark />
        </Suspense>
      </IslandReadyContext.Provider>
    </InIslandContext.Provider>
  );
}

/** Last in the island's boundary: its effect runs once every part's has, after useHydrated's switch. */
function ReadyMark() {
  const hydrated = useHydrated();
  const onReady = useContext(IslandReadyContext);
  useEffect(() => {
    if (hydrated) onReady?.();
  }, [hydrated, onReady]);
  return null;
}

/**
 * An interactive part of the page. `component` is the module's component that island-modules.ts
 * names under `id`; `props` must be JSON (they travel in the page's data).
 */
export function Island<P extends object>({
  id,
  component: Component,
  props,
  wake = "load",
  wakeOn,
  wakeIf,
}: {
  id: IslandId;
  component: ComponentType<P>;
  props: P;
  /** When the browser loads and hydrates it (IslandWake); at once by default. */
  wake?: IslandWake;
  /** Events outside it that wake it while it sleeps, and whether they are replayed to it (WakeEvent). */
  wakeOn?: WakeEvent[];
  /** A browser's check that wakes it with the load when true (wake-checks.ts). */
  wakeIf?: WakeCheck;
}) {
  const inIsland = useContext(InIslandContext);
  const sink = useContext(IslandSinkContext);
  const container = useRef<HTMLDivElement>(null);
  if (inIsland) return <Component {...props} />;
  sink?.record(
    wake === "load"
      ? { id, props: props as Record<string, unknown> }
      : {
          id,
          props: props as Record<string, unknown>,
          wake,
          ...(wakeOn?.length ? { wakeOn } : {}),
          ...(wakeIf ? { wakeIf } : {}),
        },
  );
  return (
    <div data-island={id} className="island" ref={container}>
      <IslandBody onReady={() => container.current && markReady(container.current)}>
        <Component {...props} />
      </IslandBody>
    </div>
  );
}

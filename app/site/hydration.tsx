/**
 * How a page reaches the browser's React without a router (docs/decisions/0024): React Router
 * renders the page on the server; the page's component and its props are recorded here while it
 * renders, written once into the document (#page-data), and app/entry.client.tsx hydrates the
 * same component with the same props. Only React travels to the browser.
 */
import { createContext, useContext, type ComponentType } from "react";
import type { RootData } from "../root";
import type { PageAddress } from "./page-address";
import type { PageId } from "./pages";
import { useIslandPage, type IslandData, type IslandSink } from "./islands";

/**
 * What the browser needs to render the page again exactly as the server did: the whole page
 * (`page`), or on a page made of islands (docs/decisions/0031) each island with its props, and
 * the root data they use (`page` then names the page, without its props).
 */
export interface PageData {
  root: BrowserRootData;
  address: PageAddress;
  page: { id: PageId; props: Record<string, unknown> } | null;
  islands?: IslandData[];
}

/**
 * The root loader's data the browser uses: all but the structured data. (The nonce stays: the
 * home page's inline script carries it, and hydration must render the same attribute.)
 */
export type BrowserRootData = Omit<RootData, "organizationLd">;

export function browserRootData(root: RootData): BrowserRootData {
  const { organizationLd: _ld, ...rest } = root;
  return rest;
}

/** Where a page's component leaves its id and props during the server's render. */
export class PageSink {
  page: PageData["page"] = null;
  record(page: NonNullable<PageData["page"]>) {
    this.page = page;
  }
}

const PageSinkContext = createContext<PageSink | null>(null);
export const PageSinkProvider = PageSinkContext.Provider;

/**
 * A route's component: renders the page and, on the server, records which page it was and with
 * which props. The props must be JSON (they are written into the document as such).
 */
export function HydratedPage<P extends object>({ id, page: Page, props }: { id: PageId; page: ComponentType<P>; props: P }) {
  const sink = useContext(PageSinkContext);
  sink?.record({ id, props: props as Record<string, unknown> });
  return <Page {...props} />;
}

/**
 * A route's component on a page made of islands (docs/decisions/0031): renders the page on the
 * server; the browser hydrates only its islands (and the chrome's), each with its own props.
 */
export function IslandPage<P extends object>({ id, page: Page, props }: { id: PageId; page: ComponentType<P>; props: P }) {
  useIslandPage();
  // The page's id only: its props stay on the server.
  useContext(PageSinkContext)?.record({ id, props: {} });
  return <Page {...props} />;
}

/**
 * The root data an island page's islands use: the site's assets (header, footer), the nonce
 * (inline scripts) and the bar's words are server HTML only.
 */
function islandRootData(root: BrowserRootData): BrowserRootData {
  // The bar's words (skip links, aids) too: the bar is server HTML made live without React (0046).
  const { skip: _skip, a11yBar: _bar, ...ui } = root.ui;
  return { ...root, ui: ui as BrowserRootData["ui"], chrome: undefined as unknown as BrowserRootData["chrome"], nonce: "" };
}

/**
 * The page's data as a JSON script, after the page (whose HydratedPage, or Islands, have filled
 * the sinks by then); "<" is escaped so no text can close the element.
 */
export function PageDataScript({
  sink,
  islands,
  root,
  address,
}: {
  sink: PageSink;
  islands: IslandSink;
  root: BrowserRootData;
  address: PageAddress;
}) {
  const data: PageData = islands.active
    ? { root: islandRootData(root), address, page: sink.page, islands: islands.islands }
    : { root, address, page: sink.page };
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/json" id="page-data" dangerouslySetInnerHTML={{ __html: json }} />;
}

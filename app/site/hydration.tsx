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

/** What the browser needs to render the page again exactly as the server did. */
export interface PageData {
  root: BrowserRootData;
  address: PageAddress;
  page: { id: PageId; props: Record<string, unknown> } | null;
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
 * The page's data as a JSON script, after the page (whose HydratedPage has filled the sink by
 * then); "<" is escaped so no text can close the element.
 */
export function PageDataScript({ sink, root, address }: { sink: PageSink; root: BrowserRootData; address: PageAddress }) {
  const data: PageData = { root, address, page: sink.page };
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/json" id="page-data" dangerouslySetInnerHTML={{ __html: json }} />;
}

/**
 * What every component may know about the page it is part of, without a router: the root
 * loader's data (language, interface strings, the visitor's aids, the site's assets) and the
 * page's address. The server's Layout provides it from React Router's data; in the browser the
 * hydration entry (app/entry.client.tsx) provides the same values from the page's data.
 */
import { createContext, useContext, useSyncExternalStore } from "react";
import type { BrowserRootData } from "./hydration";
import { browserAddress, subscribeAddress, type PageAddress } from "./page-address";

export interface SiteValue {
  root: BrowserRootData;
  address: PageAddress;
}

const SiteContext = createContext<SiteValue | null>(null);

export function SiteProvider({ value, children }: { value: SiteValue; children: React.ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

function useSite(): SiteValue {
  const site = useContext(SiteContext);
  if (!site) throw new Error("Site data is missing: render inside <SiteProvider>");
  return site;
}

/** The root loader's data. */
export function useRoot(): BrowserRootData {
  return useSite().root;
}

/** The interface strings and language of the page. */
export function useUi(): Pick<BrowserRootData, "ui" | "lang"> {
  const { ui, lang } = useSite().root;
  return { ui, lang };
}

/** The page's address (path, query, hash), live in the browser; while rendering on the server and hydrating, the server's. */
export function usePageAddress(): PageAddress {
  const fromServer = useSite().address;
  return useSyncExternalStore(
    subscribeAddress,
    () => browserAddress(fromServer),
    () => fromServer,
  );
}

/**
 * The page's address as components read it: the request's on the server, then the browser's.
 * Navigation between pages is by plain links and forms (docs/decisions/0024), so in the browser
 * the address changes only when a filter keeps its choice in the query string (replaceAddress),
 * or with back and forward between such entries.
 */
import { useSyncExternalStore } from "react";

export interface PageAddress {
  pathname: string;
  search: string;
  hash: string;
}

const listeners = new Set<() => void>();
let snapshot: PageAddress | undefined;

function readBrowser(): PageAddress {
  const { pathname, search, hash } = window.location;
  if (!snapshot || snapshot.pathname !== pathname || snapshot.search !== search || snapshot.hash !== hash) {
    snapshot = { pathname, search, hash };
  }
  return snapshot;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener("popstate", notify);
    window.addEventListener("hashchange", notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener("popstate", notify);
      window.removeEventListener("hashchange", notify);
    }
  };
}

function notify() {
  for (const listener of listeners) listener();
}

/** The address now; while rendering on the server and hydrating, the one the server rendered. */
export function usePageAddressStore(fromServer: PageAddress): PageAddress {
  return useSyncExternalStore(subscribe, readBrowser, () => fromServer);
}

/** Replaces the query of the current history entry (no request, no new entry) and tells the readers. */
export function replaceAddress(search: string): void {
  const url = new URL(window.location.href);
  url.search = search;
  url.hash = "";
  window.history.replaceState(window.history.state, "", url);
  notify();
}

/**
 * The page's address as components read it: the request's on the server, then the browser's.
 * Navigation between pages is by plain links and forms (docs/decisions/0024), so in the browser
 * the address changes only when a filter keeps its choice in the query string (replaceAddress),
 * or with back and forward between such entries. No React here: the bar's aids and the menu
 * (React-free, docs/decisions/0046) follow it too; React's readers use usePageAddress (site-context.tsx).
 */
export interface PageAddress {
  pathname: string;
  search: string;
  hash: string;
}

const listeners = new Set<() => void>();
let snapshot: PageAddress | undefined;

const sameAddress = (a: PageAddress, b: PageAddress) => a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

/**
 * The browser's address, the same object while it does not change. It starts as the server's
 * object when they agree, so hydration finds nothing changed (a new object would make React
 * render every reader again, at once, right after hydrating).
 */
export function browserAddress(fromServer: PageAddress): PageAddress {
  const { pathname, search, hash } = window.location;
  const now = { pathname, search, hash };
  if (!snapshot) snapshot = sameAddress(now, fromServer) ? fromServer : now;
  else if (!sameAddress(now, snapshot)) snapshot = now;
  return snapshot;
}

/** Calls `listener` whenever the address may have changed; returns the unsubscribe function. */
export function subscribeAddress(listener: () => void): () => void {
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

/** Replaces the query of the current history entry (no request, no new entry) and tells the readers. */
export function replaceAddress(search: string): void {
  const url = new URL(window.location.href);
  url.search = search;
  url.hash = "";
  try {
    window.history.replaceState(window.history.state, "", url);
  } catch {
    // Too many replacements in a short time (Firefox throws, Chromium ignores them): the page's
    // state has the choice; the address follows with the next one.
    return;
  }
  notify();
}

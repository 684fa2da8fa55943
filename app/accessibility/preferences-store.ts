/**
 * The visitor's preferences in the browser: one small store, started from the cookie the server
 * read and written back to the same cookie on every change, so the server renders the same state
 * on the next request. The bar's aids (aids-dom.ts) change it; React islands read it with
 * usePreferences (use-preferences.ts). No React here: the aids work before React is loaded.
 */
import {
  parsePreferences,
  preferencesCookie,
  PREFERENCES_COOKIE,
  serializePreferences,
  type Preferences,
} from "../../common/a11y/preferences";
import { readCookie } from "../../common/http/cookies";

let current: Preferences | null = null;
/**
 * What the server rendered the page with (its data's `root.prefs`, read from the same cookie for
 * this request: pages are never stored by the browser, `no-store`). Read instead of the cookie at
 * load: `document.cookie` is a round trip to the browser's process, 8 ms of a slow phone's load.
 */
let fromPage: Preferences | null = null;

/** The page's entry gives the preferences the server rendered the page with. */
export function preferencesFromPage(prefs: Preferences): void {
  fromPage = prefs;
}
const listeners = new Set<() => void>();

/** Calls `listener` after every change; returns the unsubscribe function. */
export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The store's value once it has one (a change made in this page), else null. */
export function storedPreferences(): Preferences | null {
  return current;
}

/** The preferences as they stand in the browser now. */
export function currentPreferences(): Preferences {
  return current ?? fromPage ?? parsePreferences(readCookie(document.cookie, PREFERENCES_COOKIE));
}

/** Changes the preferences: remembered in the cookie at once, told to every listener. */
export function setPreferences(next: Preferences): void {
  current = next;
  document.cookie = preferencesCookie(next, { secure: location.protocol === "https:" });
  for (const listener of listeners) listener();
}

/** Another tab may have changed the cookie: take its value when this tab comes back. */
export function syncPreferencesFromCookie(): void {
  const fromCookie = readCookie(document.cookie, PREFERENCES_COOKIE);
  if (fromCookie === null) return;
  const known = current ?? fromPage;
  if (known && serializePreferences(known) === serializePreferences(parsePreferences(fromCookie))) return;
  current = parsePreferences(fromCookie);
  for (const listener of listeners) listener();
}

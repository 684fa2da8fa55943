/**
 * The visitor's preferences in the browser: one small store, started from the root loader's
 * data (the cookie the server read) and written back to the same cookie on every change, so the
 * server renders the same state on the next request. React reads it with usePreferences; the
 * root layout turns it into html[data-font], html[data-contrast] and the body classes.
 *
 * Nothing here runs on the server except usePreferences' server snapshot (the loader's value):
 * the module-level state only ever changes in the browser, in event handlers.
 */
import { useSyncExternalStore } from "react";
import {
  parsePreferences,
  preferencesCookie,
  PREFERENCES_COOKIE,
  serializePreferences,
  type Preferences,
} from "../../common/a11y/preferences";
import { readCookie } from "../../common/http/cookies";

let current: Preferences | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current preferences: the server's on the server and during hydration, then the store's. */
export function usePreferences(fromServer: Preferences): Preferences {
  return useSyncExternalStore(
    subscribe,
    () => current ?? fromServer,
    () => fromServer,
  );
}

/** The preferences as they stand in the browser now. */
export function currentPreferences(): Preferences {
  return current ?? parsePreferences(readCookie(document.cookie, PREFERENCES_COOKIE));
}

/** Changes the preferences: remembered in the cookie at once, shown on the next render. */
export function setPreferences(next: Preferences): void {
  current = next;
  document.cookie = preferencesCookie(next, { secure: location.protocol === "https:" });
  for (const listener of listeners) listener();
}

/** Another tab may have changed the cookie: take its value when this tab comes back. */
export function syncPreferencesFromCookie(): void {
  const fromCookie = readCookie(document.cookie, PREFERENCES_COOKIE);
  if (fromCookie === null) return;
  if (current && serializePreferences(current) === serializePreferences(parsePreferences(fromCookie))) return;
  current = parsePreferences(fromCookie);
  for (const listener of listeners) listener();
}

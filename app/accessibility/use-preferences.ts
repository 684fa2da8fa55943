import { useSyncExternalStore } from "react";
import type { Preferences } from "../../common/a11y/preferences";
import { storedPreferences, subscribePreferences } from "./preferences-store";

/** The current preferences for a React island: the server's during hydration, then the store's. */
export function usePreferences(fromServer: Preferences): Preferences {
  return useSyncExternalStore(
    subscribePreferences,
    () => storedPreferences() ?? fromServer,
    () => fromServer,
  );
}

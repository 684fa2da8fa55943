import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while rendering on the server and while hydrating, true once the page's script runs: for
 * what exists only with JavaScript (a details button, the Libras layer, the form's enhancements).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

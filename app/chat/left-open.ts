/**
 * Whether the visitor left the chat's room open on the last page of this tab: then the chat wakes
 * with the load and brings the room back (a reload, the next page). Kept apart from the chat's
 * state, in sessionStorage, under one short key: the page's entry asks on every load before it
 * loads anything (app/site/wake-checks.ts), and sessionStorage is already open by then (the first
 * paint's script reads it), where the first read of localStorage cost a slow phone 14 ms and the
 * whole conversation's JSON was parsed to read one field (docs/decisions/0046). A new tab opens the
 * room on the visitor's first click, from the state in localStorage. No React here.
 */
const LEFT_OPEN_KEY = "lead-chat:open";

export function chatLeftOpen(): boolean {
  try {
    return window.sessionStorage.getItem(LEFT_OPEN_KEY) === "1";
  } catch {
    return false;
  }
}

/** Written with the chat's state (storage.ts): whether its room is open now. */
export function rememberRoomOpen(open: boolean): void {
  try {
    if (open) window.sessionStorage.setItem(LEFT_OPEN_KEY, "1");
    else window.sessionStorage.removeItem(LEFT_OPEN_KEY);
  } catch {
    // Storage blocked: the room comes back on the visitor's first click instead.
  }
}

/**
 * Whether the visitor left the chat's room open on the last page of this tab: then the chat wakes
 * with the load and brings the room back (a reload, the next page). Kept apart from the chat's
 * state, as one word in the tab's name (`window.name`): the page's entry asks on every load before
 * it loads anything (app/site/wake-checks.ts), and the tab's name is the renderer's own, where the
 * first read of sessionStorage or localStorage is a round trip to the browser's process (6-27 ms
 * of a slow phone's main thread, docs/decisions/0046). The name lives as long as the tab and
 * stays on this site: browsers empty it when the tab goes to another site (the HTML standard's
 * reset of the name; every page's Cross-Origin-Opener-Policy: same-origin also gives that
 * navigation a new browsing context group), so no other site reads it.
 * A new tab opens the room on the visitor's first click, from the state in localStorage. No React here.
 */
const LEFT_OPEN_WORD = "lead-chat-open";

const words = (): string[] => {
  try {
    return window.name.split(" ").filter(Boolean);
  } catch {
    return [];
  }
};

export function chatLeftOpen(): boolean {
  return words().includes(LEFT_OPEN_WORD);
}

/** Written with the chat's state (storage.ts): whether its room is open now. Other words of the name are kept. */
export function rememberRoomOpen(open: boolean): void {
  const others = words().filter((word) => word !== LEFT_OPEN_WORD);
  try {
    window.name = (open ? [...others, LEFT_OPEN_WORD] : others).join(" ");
  } catch {
    // A name that cannot be set: the room comes back on the visitor's first click instead.
  }
}

/**
 * Whether the visitor left the chat's room open before this page loaded (the widget keeps its
 * state in localStorage): then the chat wakes with the load and brings the room back. No React
 * here: the page's entry asks before it loads anything (app/site/wake-checks.ts).
 */
import { STORAGE_KEY, type View } from "./storage";

export function chatLeftOpen(): boolean {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as { view?: View }).view === "room" : false;
  } catch {
    return false;
  }
}

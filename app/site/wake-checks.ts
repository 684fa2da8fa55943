/**
 * Checks the page's entry makes before an island sleeps (`wakeIf`, app/site/islands.tsx): a state
 * only the browser knows that means the visitor needs the island from the load. No React here.
 */
import { chatLeftOpen } from "../chat/left-open";

export const wakeChecks = {
  /** The chat's room was open when the visitor left the last page: it comes back at once. */
  "chat-left-open": chatLeftOpen,
} satisfies Record<string, () => boolean>;

export type WakeCheck = keyof typeof wakeChecks;

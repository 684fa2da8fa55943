/**
 * When a job opening is open. Its closing date is a day in Fortaleza's time (UTC-3, no daylight
 * saving): it takes applications through that day and leaves the site when the next one starts.
 */

/** Fortaleza is UTC-3 all year. */
const FORTALEZA_OFFSET_MS = -3 * 3600 * 1000;

/** The day it is in Fortaleza at `nowMs`, as YYYY-MM-DD. */
export function fortalezaDay(nowMs: number): string {
  return new Date(nowMs + FORTALEZA_OFFSET_MS).toISOString().slice(0, 10);
}

/** True when an opening's closing date has passed on `today` (a Fortaleza day). */
export function isPastClosing(opening: { closingDate?: string }, today: string): boolean {
  return opening.closingDate !== undefined && opening.closingDate < today;
}

/** The last instant an opening takes applications: the end of its closing day in Fortaleza. */
export function closingInstant(closingDate: string): string {
  return `${closingDate}T23:59:59-03:00`;
}

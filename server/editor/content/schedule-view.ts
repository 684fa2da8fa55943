/**
 * What the editor's dashboard shows under "Agendado": publications and ends waiting for their
 * time. The calendar (issue 34 point 8, the calendar-tools work) implements listScheduled; until
 * then nothing is scheduled and the section says so.
 */
import type { Database } from "../../db/database";

export interface ScheduledEntry {
  type: string;
  key: string;
  /** The item's title in Portuguese, else its key. */
  title: string;
  /** "publish": goes on the site; "unpublish": leaves it. */
  action: "publish" | "unpublish";
  /** When, as an ISO date-time with its offset. */
  at: string;
  /** Who scheduled it (the editor's e-mail). */
  by: string;
}

/** Every scheduled change not yet done, soonest first. */
export async function listScheduled(_db: Database): Promise<ScheduledEntry[]> {
  return [];
}

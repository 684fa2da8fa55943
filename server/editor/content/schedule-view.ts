/**
 * What the editor's home lists as scheduled: every change still to come, soonest first, with the
 * item's Portuguese title (its key when it has none). The calendar itself is
 * server/editor/schedule/scheduler.ts.
 */
import type { Database } from "../../db/database";
import type { ScheduleAction } from "../schedule/tables";

export interface ScheduledEntry {
  type: string;
  key: string;
  /** The item's title in Portuguese, else its key. */
  title: string;
  action: ScheduleAction;
  /** ISO-8601 (UTC). */
  at: string;
  /** The e-mail address of the editor who planned it. */
  scheduledBy: string;
}

export async function listScheduled(db: Database, options: { limit?: number } = {}): Promise<ScheduledEntry[]> {
  const rows = await db
    .selectFrom("schedule as c")
    .leftJoin("content_state as s", (j) => j.onRef("s.type", "=", "c.type").onRef("s.item_key", "=", "c.item_key"))
    .leftJoin("content_revision as r", (j) =>
      j.onRef("r.type", "=", "c.type").onRef("r.item_key", "=", "c.item_key").onRef("r.version", "=", "s.head_version"),
    )
    .select(["c.type", "c.item_key", "c.action", "c.at", "c.scheduled_by", "r.data"])
    .where("c.status", "=", "pending")
    .where((eb) => eb.or([eb("r.data", "is not", null), eb("r.id", "is", null)]))
    .orderBy("c.at")
    .orderBy("c.id")
    .limit(Math.min(Math.max(1, options.limit ?? 100), 500))
    .execute();
  return rows.map((r) => ({
    type: r.type,
    key: r.item_key,
    title: titleOf(r.data, r.item_key),
    action: r.action,
    at: r.at,
    scheduledBy: r.scheduled_by,
  }));
}

function titleOf(data: string | null, key: string): string {
  if (!data) return key;
  try {
    const title = (JSON.parse(data) as { title?: { pt?: unknown } } | null)?.title?.pt;
    return typeof title === "string" && title.trim() ? title : key;
  } catch {
    return key;
  }
}

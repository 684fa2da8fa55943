import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/**
 * The editor's calendar (issue 34, docs/decisions/0040-scheduler-once-across-a-cluster.md): a
 * publish or an end of an item planned for a moment. Each instance's scheduler claims a due row by
 * moving it from "pending" in one UPDATE, so one instance, once, applies it.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await autoId(db.schema.createTable("schedule"), ctx)
    .addColumn("type", "varchar(40)", (c) => c.notNull())
    .addColumn("item_key", "varchar(120)", (c) => c.notNull())
    // "publish" or "unpublish".
    .addColumn("action", "varchar(12)", (c) => c.notNull())
    // The moment, ISO-8601 in UTC ("2026-12-19T23:59:00.000Z"): text compares as time.
    .addColumn("at", "varchar(32)", (c) => c.notNull())
    // "pending", "running" (claimed), "done", "failed", "cancelled".
    .addColumn("status", "varchar(12)", (c) => c.notNull())
    // The editor's e-mail address (the history names them) and display name when known.
    .addColumn("scheduled_by", "varchar(300)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("claimed_by", "varchar(120)")
    .addColumn("claimed_at", "varchar(32)")
    .addColumn("finished_at", "varchar(32)")
    .addColumn("cancelled_by", "varchar(300)")
    // Why it failed (a refusal code: the item was incomplete, gone, …).
    .addColumn("outcome", "varchar(400)")
    .execute();
  await db.schema.createIndex("schedule_due").on("schedule").columns(["status", "at"]).execute();
  await db.schema.createIndex("schedule_item").on("schedule").columns(["type", "item_key", "status"]).execute();
}

import type { Kysely } from "kysely";
import type { MigrationContext } from "./helpers";

/**
 * An item's old address keys (issue 34, docs/decisions/0043): when an editor changes a published
 * opening's key, its old key answers a permanent redirect to the new one. One row per old key of a
 * type, always naming the item's current key (a chain a→b→c is stored as a→c and b→c).
 */
export async function up(db: Kysely<unknown>, _ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable("content_redirect")
    .addColumn("type", "varchar(40)", (c) => c.notNull())
    .addColumn("source_key", "varchar(120)", (c) => c.notNull())
    .addColumn("target_key", "varchar(120)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    // The editor's e-mail address.
    .addColumn("created_by", "varchar(300)", (c) => c.notNull())
    .addPrimaryKeyConstraint("content_redirect_pk", ["type", "source_key"])
    .execute();
  await db.schema.createIndex("content_redirect_target").on("content_redirect").columns(["type", "target_key"]).execute();
}

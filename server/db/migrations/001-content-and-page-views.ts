import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable("content_item")
    .addColumn("type", "varchar(40)", (c) => c.notNull())
    .addColumn("item_key", "varchar(120)", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addPrimaryKeyConstraint("content_item_pk", ["type", "item_key"])
    .execute();
  await db.schema.createIndex("content_item_type_position").on("content_item").columns(["type", "position"]).execute();

  await db.schema
    .createTable("content_meta")
    .addColumn("key", "varchar(80)", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();

  await autoId(db.schema.createTable("page_view"), ctx)
    .addColumn("path", "varchar(300)", (c) => c.notNull())
    .addColumn("lang", "varchar(8)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("page_view_created_at").on("page_view").column("created_at").execute();
}

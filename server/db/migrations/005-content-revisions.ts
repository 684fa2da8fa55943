import { sql, type Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/**
 * Content edited in the editor (docs/decisions/0029-content-source-of-truth.md): each item's
 * state (draft, published, unpublished, and whether an editor changed it) and its revisions.
 * `content_item` stays the published content the site reads.
 *
 * Every item already imported gets its state and a first revision ("import"), so history and the
 * version check start from what the site serves.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable("content_state")
    .addColumn("type", "varchar(40)", (c) => c.notNull())
    .addColumn("item_key", "varchar(120)", (c) => c.notNull())
    .addColumn("status", "varchar(12)", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("head_version", "integer", (c) => c.notNull())
    .addColumn("published_version", "integer")
    .addColumn("draft_version", "integer")
    .addColumn("edited", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_by", "varchar(120)", (c) => c.notNull())
    .addPrimaryKeyConstraint("content_state_pk", ["type", "item_key"])
    .execute();
  await db.schema.createIndex("content_state_type_position").on("content_state").columns(["type", "position"]).execute();

  await autoId(db.schema.createTable("content_revision"), ctx)
    .addColumn("type", "varchar(40)", (c) => c.notNull())
    .addColumn("item_key", "varchar(120)", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("action", "varchar(16)", (c) => c.notNull())
    .addColumn("data", "text")
    .addColumn("author", "varchar(120)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  // History, newest first, a page at a time; and one revision by its version.
  await db.schema.createIndex("content_revision_item_id").on("content_revision").columns(["type", "item_key", "id"]).execute();
  await db.schema
    .createIndex("content_revision_item_version")
    .on("content_revision")
    .columns(["type", "item_key", "version"])
    .execute();

  await sql`insert into content_state (type, item_key, status, position, head_version, published_version, draft_version, edited, updated_at, updated_by)
    select type, item_key, 'published', position, 1, 1, null, 0, updated_at, 'import' from content_item`.execute(db);
  await sql`insert into content_revision (type, item_key, version, action, data, author, created_at)
    select type, item_key, 1, 'import', data, 'import', updated_at from content_item`.execute(db);
}

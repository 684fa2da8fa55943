import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/**
 * Uploaded media in the shared store (issue 34, docs/decisions/0037-media-in-the-database.md):
 * one row per picture or clip (its variants' names, sizes, colour), one row per file, and the
 * files' bytes in chunks of at most 512 KB, so a file is read and written a chunk at a time on
 * both engines. `id` orders the media: each instance reads the rows after the last it has seen.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await autoId(db.schema.createTable("media_object"), ctx)
    // The logical name the content carries: "editor/<generated id>".
    .addColumn("name", "varchar(120)", (c) => c.notNull().unique())
    // "image" or "clip".
    .addColumn("kind", "varchar(8)", (c) => c.notNull())
    // The manifest entry (server/media.ts's shape): variants and their sizes, or the clip's files.
    .addColumn("entry", "text", (c) => c.notNull())
    // The uploaded file's own name, for the picker's search and list only (never a path).
    .addColumn("label", "varchar(200)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("created_by", "varchar(300)")
    .execute();
  await db.schema.createIndex("media_object_kind").on("media_object").columns(["kind", "id"]).execute();

  await db.schema
    .createTable("media_file")
    // The path under /media: "img/editor/<id>/<id>.<fingerprint>.<width>.<ext>".
    .addColumn("path", "varchar(200)", (c) => c.primaryKey())
    .addColumn("media_name", "varchar(120)", (c) => c.notNull())
    .addColumn("content_type", "varchar(40)", (c) => c.notNull())
    .addColumn("size", "bigint", (c) => c.notNull())
    .addColumn("chunks", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("media_file_media").on("media_file").column("media_name").execute();

  await db.schema
    .createTable("media_chunk")
    .addColumn("path", "varchar(200)", (c) => c.notNull())
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("data", ctx.engine === "postgres" ? "bytea" : "blob", (c) => c.notNull())
    .addPrimaryKeyConstraint("media_chunk_pk", ["path", "seq"])
    .execute();
}

/**
 * Loads validated content into the database, idempotently: the rows are replaced in one
 * transaction only when the files' hash differs from the one stored.
 *
 * Several instances start at once on one PostgreSQL database and each imports on start: the
 * transaction first writes a lock row (the others wait on it) and then re-reads the version, so
 * exactly one of them imports and the rest find the work done.
 */
import type { Insertable } from "kysely";
import { contentTypeRows } from "../../common/content/content-types";
import type { Database } from "../db/database";
import type { ContentItemTable } from "../db/schema";
import type { Content } from "./load-files";
import { sanitizeLocalized } from "./rich-text";

/** Rich-text fields are sanitised before they are stored. */
function sanitize(content: Content): Content {
  const pages = content["pages.json"];
  const cleanPages = Object.fromEntries(
    Object.entries(pages).map(([k, v]) => [k, "title" in v ? { ...v, text: sanitizeLocalized(v.text) } : v]),
  ) as Content["pages.json"];
  return {
    ...content,
    "pages.json": cleanPages,
    "about.json": { ...content["about.json"], supportText: sanitizeLocalized(content["about.json"].supportText) },
  };
}

export async function importContent(
  db: Database,
  content: Content,
  hash: string,
  options: { force?: boolean } = {},
): Promise<{ imported: boolean; version: string }> {
  const current = await db.selectFrom("content_meta").select("value").where("key", "=", "version").executeTakeFirst();
  if (current?.value === hash && !options.force) return { imported: false, version: hash };

  const clean = sanitize(content);
  const now = new Date().toISOString();
  const rows: Array<Insertable<ContentItemTable>> = [];
  for (const { file, type, key } of contentTypeRows) {
    const value: unknown = clean[file];
    if (key) {
      (value as unknown[]).forEach((item, position) => {
        rows.push({ type, item_key: key(item), position, data: JSON.stringify(item), updated_at: now });
      });
    } else {
      rows.push({ type, item_key: type, position: 0, data: JSON.stringify(value), updated_at: now });
    }
  }

  const imported = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("content_meta")
      .values({ key: "import_lock", value: now })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: now }))
      .execute();
    const inside = await trx.selectFrom("content_meta").select("value").where("key", "=", "version").executeTakeFirst();
    if (inside?.value === hash && !options.force) return false;

    await trx.deleteFrom("content_item").execute();
    // Batches keep each statement under SQLite's and PostgreSQL's parameter limits.
    for (let i = 0; i < rows.length; i += 100) {
      await trx
        .insertInto("content_item")
        .values(rows.slice(i, i + 100))
        .execute();
    }
    for (const [key, value] of [
      ["version", hash],
      ["updated_at", now],
    ] as const) {
      await trx
        .insertInto("content_meta")
        .values({ key, value })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
        .execute();
    }
    return true;
  });
  return { imported, version: hash };
}

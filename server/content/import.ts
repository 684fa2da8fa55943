/**
 * Loads validated content into the database, idempotently: the rows are replaced in one
 * transaction only when the files' hash differs from the one stored.
 *
 * Several instances start at once on one PostgreSQL database and each imports on start: the
 * transaction first writes a lock row (the others wait on it) and then re-reads the version, so
 * exactly one of them imports and the rest find the work done.
 */
import type { Insertable } from "kysely";
import type { Database } from "../db/database";
import type { ContentItemTable } from "../db/schema";
import type { Content } from "./load-files";
import { sanitizeLocalized } from "./rich-text";

/** How each file is stored: its type name and, for lists, the key of an item. */
export const contentTypes = {
  "site.json": { type: "site" },
  "pages.json": { type: "pages" },
  "areas.json": { type: "area", key: (x: { id: number }) => String(x.id) },
  "research.json": { type: "research", key: (x: { id: string }) => x.id },
  "solutions.json": { type: "solution", key: (x: { id: number }) => String(x.id) },
  "news.json": { type: "news", key: (x: { id: string }) => x.id },
  "news-highlight.json": { type: "news-highlight" },
  "social-actions.json": { type: "social-action", key: (x: { id: string }) => x.id },
  "awards.json": { type: "award", key: (x: { id: string }) => x.id },
  "partners.json": { type: "partners" },
  "about.json": { type: "about" },
  "release.json": { type: "release" },
  "benefits.json": { type: "benefit", key: (x: { id: number }) => String(x.id) },
  "vacancies.json": { type: "vacancy", key: (x: { key: string }) => x.key },
  "gallery.json": { type: "gallery", key: (x: { id: number }) => String(x.id) },
  "home-sections.json": { type: "home-section", key: (x: { id: number }) => String(x.id) },
  "shortcuts.json": { type: "shortcut", key: (x: { id: string }) => x.id },
  "chat/questions.json": { type: "chat-question", key: (x: { id: string }) => x.id },
  "chat/inappropriate-words.json": { type: "inappropriate-word", key: (x: string) => x },
} as const;

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
  for (const [file, spec] of Object.entries(contentTypes) as Array<[keyof Content, (typeof contentTypes)[keyof Content]]>) {
    const value = clean[file] as unknown;
    if ("key" in spec) {
      (value as unknown[]).forEach((item, position) => {
        rows.push({
          type: spec.type,
          item_key: (spec.key as (x: unknown) => string)(item),
          position,
          data: JSON.stringify(item),
          updated_at: now,
        });
      });
    } else {
      rows.push({ type: spec.type, item_key: spec.type, position: 0, data: JSON.stringify(value), updated_at: now });
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

/**
 * Loads validated content into the database. The files of `content/` seed an installation; the
 * database is the source of truth for what editors change (docs/decisions/0029-content-source-of-truth.md):
 *
 * - Nothing happens when the files' hash is the one last imported (unless `force`).
 * - An item an editor changed (saved, published, unpublished, created) is left as it is: the
 *   start-up import never overwrites an editor's work. Every other item takes the files' value;
 *   one that left the files is unpublished (its history stays).
 * - `overwriteEditorChanges` (content:import --force) takes every item from the files.
 *
 * Each item whose data changes gets a revision ("import"), so its history shows where it came from.
 *
 * Several instances start at once on one PostgreSQL database and each imports on start: the
 * transaction first writes a lock row (the others wait on it) and then re-reads the hash, so
 * exactly one of them imports and the rest find the work done.
 */
import { randomBytes } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import type { Insertable, Kysely, Transaction } from "kysely";
import { contentTypeRows } from "../../common/content/content-types";
import type { Database } from "../db/database";
import type { ContentItemTable, DB } from "../db/schema";
import type { ContentRevisionTable, ContentStateTable } from "../editor/content/tables";
import type { Content } from "./load-files";
import { sanitizeLocalized } from "./rich-text";

/** Rich-text fields of one item, sanitised (the same rule for the import and the editor). */
export function sanitizeItem(type: string, item: unknown): unknown {
  if (type === "pages" && item && typeof item === "object") {
    return Object.fromEntries(
      Object.entries(item as Record<string, unknown>).map(([k, v]) =>
        v && typeof v === "object" && "title" in v && "text" in v
          ? [k, { ...v, text: sanitizeLocalized((v as { text: Parameters<typeof sanitizeLocalized>[0] }).text) }]
          : [k, v],
      ),
    );
  }
  if (type === "about" && item && typeof item === "object" && "supportText" in item) {
    const about = item as { supportText: Parameters<typeof sanitizeLocalized>[0] };
    return { ...about, supportText: sanitizeLocalized(about.supportText) };
  }
  return item;
}

/** One item as the files give it: its type, key, place in the list and data (JSON). */
export interface FileItem {
  type: string;
  key: string;
  position: number;
  data: string;
}

export function fileItems(content: Content): FileItem[] {
  const items: FileItem[] = [];
  for (const { file, type, key } of contentTypeRows) {
    const value: unknown = content[file];
    if (key) {
      (value as unknown[]).forEach((item, position) => {
        items.push({ type, key: key(item), position, data: JSON.stringify(sanitizeItem(type, item)) });
      });
    } else {
      items.push({ type, key: type, position: 0, data: JSON.stringify(sanitizeItem(type, value)) });
    }
  }
  return items;
}

/** An item an editor changed, and what an import from the files would do to it. */
export interface EditorChange {
  type: string;
  key: string;
  status: string;
  updatedBy: string;
  updatedAt: string;
  /**
   * Why importing the files over it would lose something; undefined when the files hold the same.
   * "renamed": the files still hold it under an old key that now leads to it (docs/decisions/0043).
   */
  loss?: "draft" | "published differs" | "unpublished" | "not in the files" | "renamed";
  /** For "renamed": the files' key, who changed it and when, its title, and what else differs. */
  renamed?: RenamedItem;
}

/** An item whose key an editor changed while the files still carry its old one. */
export interface RenamedItem {
  from: string;
  by: string;
  at: string;
  /** Its title in the staff's languages (its key when it has none). */
  title: { pt: string; en: string };
  /** Its latest version (draft or published) says more than the files, beyond the key. */
  textChanged: boolean;
  /** It has a draft that differs from what is on the site. */
  unpublishedDraft: boolean;
}

/** Items changed in the editor; with `content`, what importing those files over them would lose. */
export async function editorChanges(db: Kysely<DB> | Transaction<DB>, content?: Content): Promise<EditorChange[]> {
  const rows = await db
    .selectFrom("content_state as s")
    .leftJoin("content_item as i", (j) => j.onRef("i.type", "=", "s.type").onRef("i.item_key", "=", "s.item_key"))
    .select(["s.type", "s.item_key", "s.status", "s.draft_version", "s.updated_by", "s.updated_at", "i.data"])
    .where("s.edited", "=", 1)
    .orderBy("s.type")
    .orderBy("s.position")
    .execute();
  const files = content ? new Map(fileItems(content).map((f) => [`${f.type}\0${f.key}`, f])) : undefined;
  const renamed = files ? await renamedItems(db, rows, files) : new Map<string, RenamedItem>();
  return rows.map((row) => {
    const change: EditorChange = {
      type: row.type,
      key: row.item_key,
      status: row.status,
      updatedBy: row.updated_by,
      updatedAt: row.updated_at,
    };
    if (files) {
      const file = files.get(`${row.type}\0${row.item_key}`);
      const rename = renamed.get(`${row.type}\0${row.item_key}`);
      if (!file && rename) Object.assign(change, { loss: "renamed", renamed: rename });
      else if (!file) change.loss = "not in the files";
      else if (row.draft_version !== null) change.loss = "draft";
      else if (row.status !== "published") change.loss = "unpublished";
      else if (row.data !== file.data) change.loss = "published differs";
    }
    return change;
  });
}

/**
 * Edited items missing from the files under their key whose old key (a redirect to them) the files
 * still hold: the same item renamed, not a new one. Keyed by type and current key.
 */
async function renamedItems(
  db: Kysely<DB> | Transaction<DB>,
  rows: ReadonlyArray<{ type: string; item_key: string; status: string; draft_version: number | null; data: string | null }>,
  files: ReadonlyMap<string, FileItem>,
): Promise<Map<string, RenamedItem>> {
  const id = (type: string, key: string) => `${type}\0${key}`;
  const missing = new Map(rows.filter((r) => !files.has(id(r.type, r.item_key))).map((r) => [id(r.type, r.item_key), r]));
  const out = new Map<string, RenamedItem>();
  if (!missing.size) return out;
  const redirects = await db
    .selectFrom("content_redirect")
    .select(["type", "source_key", "target_key", "created_by", "created_at"])
    .orderBy("created_at", "desc")
    .execute();
  for (const r of redirects) {
    const at = id(r.type, r.target_key);
    const row = missing.get(at);
    const file = files.get(id(r.type, r.source_key));
    if (!row || !file || out.has(at)) continue;
    const head = await db
      .selectFrom("content_state as s")
      .innerJoin("content_revision as v", (j) =>
        j.onRef("v.type", "=", "s.type").onRef("v.item_key", "=", "s.item_key").onRef("v.version", "=", "s.head_version"),
      )
      .select("v.data")
      .where("s.type", "=", r.type)
      .where("s.item_key", "=", r.target_key)
      .executeTakeFirst();
    const latest = parseObject(head?.data ?? row.data);
    const fileData = parseObject(file.data);
    // The key inside the data is the one difference a rename makes; anything else is an edit too.
    const asInFiles = latest && fileData && "key" in latest ? { ...latest, key: fileData.key } : latest;
    const titles = (latest?.title ?? {}) as { pt?: unknown; en?: unknown };
    const title = (lang: "pt" | "en") => {
      const text = titles[lang] || titles.pt;
      return typeof text === "string" && text ? text : r.target_key;
    };
    out.set(at, {
      from: r.source_key,
      by: r.created_by,
      at: r.created_at,
      title: { pt: title("pt"), en: title("en") },
      textChanged: !isDeepStrictEqual(asInFiles, fileData),
      unpublishedDraft: row.draft_version !== null && !isDeepStrictEqual(latest, parseObject(row.data)),
    });
  }
  return out;
}

function parseObject(json: string | null | undefined): Record<string, unknown> | null {
  if (!json) return null;
  const value: unknown = JSON.parse(json);
  return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
}

const metaValue = async (db: Kysely<DB> | Transaction<DB>, key: string) =>
  (await db.selectFrom("content_meta").select("value").where("key", "=", key).executeTakeFirst())?.value;

async function setMeta(trx: Transaction<DB>, entries: Array<[string, string]>) {
  for (const [key, value] of entries) {
    await trx
      .insertInto("content_meta")
      .values({ key, value })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
      .execute();
  }
}

/**
 * Marks the published content as changed: every instance's store sees the new version within its
 * recheck interval (5 s), and with it the page cache, the chat's index, the sitemap and the feeds.
 */
export async function bumpContentVersion(trx: Transaction<DB>, now: string): Promise<string> {
  const version = randomBytes(8).toString("hex");
  await setMeta(trx, [
    ["version", version],
    ["updated_at", now],
  ]);
  return version;
}

/** Inserts in batches that keep each statement under SQLite's and PostgreSQL's parameter limits. */
async function insertAll<T extends "content_item" | "content_state" | "content_revision">(
  trx: Transaction<DB>,
  table: T,
  rows: Array<Insertable<DB[T]>>,
) {
  for (let i = 0; i < rows.length; i += 100) {
    // Kysely cannot narrow a generic table's row type; each caller's rows match their table.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + 100) as never)
      .execute();
  }
}

export async function importContent(
  db: Database,
  content: Content,
  hash: string,
  options: { force?: boolean; overwriteEditorChanges?: boolean } = {},
): Promise<{ imported: boolean; version: string; kept?: EditorChange[] }> {
  const lastImported = async (d: Kysely<DB> | Transaction<DB>) => (await metaValue(d, "files_hash")) ?? metaValue(d, "version");
  if ((await lastImported(db)) === hash && !options.force) return { imported: false, version: hash };

  const items = fileItems(content);
  const now = new Date().toISOString();

  return db.transaction().execute(async (trx) => {
    await setMeta(trx, [["import_lock", now]]);
    if ((await lastImported(trx)) === hash && !options.force) return { imported: false, version: hash };

    const [published, states, heads, redirected] = await Promise.all([
      trx.selectFrom("content_item").selectAll().execute(),
      trx.selectFrom("content_state").selectAll().execute(),
      trx
        .selectFrom("content_state as s")
        .innerJoin("content_revision as r", (j) =>
          j.onRef("r.type", "=", "s.type").onRef("r.item_key", "=", "s.item_key").onRef("r.version", "=", "s.head_version"),
        )
        .select(["s.type", "s.item_key", "r.data"])
        .where("r.data", "is not", null)
        .execute(),
      // An opening's old keys (its key changed in the editor, docs/decisions/0043): files that still
      // carry one do not bring the old address back as a second opening.
      trx.selectFrom("content_redirect").select(["type", "source_key"]).execute(),
    ]);
    const id = (type: string, key: string) => `${type}\0${key}`;
    const stateOf = new Map(states.map((s) => [id(s.type, s.item_key), s]));
    const headData = new Map(heads.map((h) => [id(h.type, h.item_key), h.data]));
    const kept = options.overwriteEditorChanges ? [] : await editorChanges(trx);
    const keep = new Set(kept.map((k) => id(k.type, k.key)));
    const oldKeys = new Set(redirected.map((r) => id(r.type, r.source_key)));

    const itemRows: Array<Insertable<ContentItemTable>> = published.filter((p) => keep.has(id(p.type, p.item_key)));
    const stateRows: Array<Insertable<ContentStateTable>> = states.filter((s) => keep.has(id(s.type, s.item_key)));
    const revisions: Array<Insertable<ContentRevisionTable>> = [];
    const inFiles = new Set<string>();
    for (const item of items) {
      const at = id(item.type, item.key);
      inFiles.add(at);
      if (keep.has(at) || (!options.overwriteEditorChanges && oldKeys.has(at))) continue;
      const state = stateOf.get(at);
      let version = state?.head_version ?? 0;
      if (headData.get(at) !== item.data) {
        version += 1;
        revisions.push({
          type: item.type,
          item_key: item.key,
          version,
          action: "import",
          data: item.data,
          author: "import",
          created_at: now,
        });
      }
      itemRows.push({ type: item.type, item_key: item.key, position: item.position, data: item.data, updated_at: now });
      stateRows.push({
        type: item.type,
        item_key: item.key,
        status: "published",
        position: item.position,
        head_version: version,
        published_version: version,
        draft_version: null,
        edited: 0,
        updated_at: now,
        updated_by: "import",
      });
    }
    // Items that left the files (and no editor kept): unpublished, their history kept.
    for (const state of states) {
      const at = id(state.type, state.item_key);
      if (keep.has(at) || inFiles.has(at)) continue;
      stateRows.push({ ...state, status: "unpublished", draft_version: null, edited: 0, updated_at: now, updated_by: "import" });
    }

    await trx.deleteFrom("content_item").execute();
    await trx.deleteFrom("content_state").execute();
    await insertAll(trx, "content_item", itemRows);
    await insertAll(trx, "content_state", stateRows);
    await insertAll(trx, "content_revision", revisions);
    // With editors' items kept, the content is not the files' alone: its version says so.
    const version = kept.length ? `${hash}.${randomBytes(4).toString("hex")}` : hash;
    await setMeta(trx, [
      ["version", version],
      ["files_hash", hash],
      ["updated_at", now],
    ]);
    return kept.length ? { imported: true, version, kept } : { imported: true, version };
  });
}

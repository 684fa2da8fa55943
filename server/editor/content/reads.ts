/**
 * Reading the editor's tables: an item's state and any version's data, its status as the lists
 * show it, a stale save's explanation, and a type's summaries. The content editor (items.ts)
 * writes; these read, in or out of its transactions.
 */
import type { Transaction } from "kysely";
import type { ContentTypeRow } from "../../../common/content/content-types";
import { fortalezaDay, isPastClosing } from "../../../common/content/openings";
import { foldCase } from "../../../common/text/fold";
import type { Database } from "../../db/database";
import type { DB } from "../../db/schema";
import { diffItems } from "./diff";
import { ContentEditError } from "./errors";
import type { ItemStatus, ItemSummary } from "./items";
import { languageCompleteness } from "./validate";

type State = DB["content_state"];

/** An item's state, or undefined when no item holds `key` (a draft's too: it need not be public). */
export function findState(trx: Database | Transaction<DB>, type: string, key: string): Promise<State | undefined> {
  return trx.selectFrom("content_state").selectAll().where("type", "=", type).where("item_key", "=", key).executeTakeFirst();
}

export async function stateOf(trx: Database | Transaction<DB>, type: string, key: string): Promise<State> {
  const state = await findState(trx, type, key);
  if (!state) throw new ContentEditError({ code: "not_found", type, key });
  return state;
}

/** The site's copy of an item (its published data, as stored), or undefined while it is not public. */
export async function publishedData(trx: Database | Transaction<DB>, type: string, key: string): Promise<string | undefined> {
  const row = await trx
    .selectFrom("content_item")
    .select("data")
    .where("type", "=", type)
    .where("item_key", "=", key)
    .executeTakeFirst();
  return row?.data;
}

export async function dataAt(trx: Database | Transaction<DB>, type: string, key: string, version: number): Promise<unknown> {
  const row = await trx
    .selectFrom("content_revision")
    .select("data")
    .where("type", "=", type)
    .where("item_key", "=", key)
    .where("version", "=", version)
    .where("data", "is not", null)
    .executeTakeFirst();
  if (!row?.data) throw new ContentEditError({ code: "not_found", type, key: `${key}@${version}` });
  return JSON.parse(row.data);
}

export function statusOf(row: ContentTypeRow, state: Pick<State, "status">, data: unknown, now: number): ItemStatus {
  if (state.status === "unpublished") return "closed";
  if (state.status === "draft") return "draft";
  if (row.snapshot === "vacancies") {
    const opening = data as { visible?: boolean; closingDate?: string };
    if (opening.visible === false || isPastClosing(opening, fortalezaDay(now))) return "closed";
  }
  return "published";
}

export const titleOf = (data: unknown, key: string) => {
  const title = (data as { title?: { pt?: unknown } } | null)?.title?.pt;
  return typeof title === "string" && title.trim() ? title : key;
};

/** Refused as stale: who saved since `base`, and what differs between `base` and the newest. */
export async function staleError(db: Database, type: string, key: string, base: number): Promise<ContentEditError> {
  const state = await stateOf(db, type, key);
  const since = await db
    .selectFrom("content_revision")
    .select(["version", "action", "author", "created_at"])
    .where("type", "=", type)
    .where("item_key", "=", key)
    .where("version", ">", base)
    .where("data", "is not", null)
    .orderBy("id", "desc")
    .limit(50)
    .execute();
  const [before, after] = await Promise.all([
    dataAt(db, type, key, base).catch(() => undefined),
    dataAt(db, type, key, state.head_version),
  ]);
  return new ContentEditError({
    code: "stale",
    type,
    key,
    baseVersion: base,
    currentVersion: state.head_version,
    since: since.map((s) => ({ version: s.version, action: s.action, author: s.author, at: s.created_at })),
    changes: diffItems(before, after),
  });
}

export async function summaries(db: Database, row: ContentTypeRow, now: number): Promise<Array<ItemSummary & { text: string }>> {
  const rows = await db
    .selectFrom("content_state as s")
    .innerJoin("content_revision as r", (j) =>
      j.onRef("r.type", "=", "s.type").onRef("r.item_key", "=", "s.item_key").onRef("r.version", "=", "s.head_version"),
    )
    .select([
      "s.item_key",
      "s.status",
      "s.head_version",
      "s.published_version",
      "s.draft_version",
      "s.updated_at",
      "s.updated_by",
      "r.data",
    ])
    .where("s.type", "=", row.type)
    .where("r.data", "is not", null)
    .orderBy("s.position")
    .orderBy("s.item_key")
    .execute();
  return rows.map((r) => {
    const data: unknown = JSON.parse(r.data!);
    const languages = languageCompleteness(data);
    return {
      key: r.item_key,
      status: statusOf(row, r, data, now),
      hasDraft: r.draft_version !== null,
      version: r.head_version,
      publishedVersion: r.published_version,
      title: titleOf(data, r.item_key),
      languages: { pt: languages.pt.complete, en: languages.en.complete, es: languages.es.complete },
      updatedAt: r.updated_at,
      updatedBy: r.updated_by,
      text: foldCase(`${r.item_key} ${r.data}`),
    };
  });
}

/**
 * An item's old address keys (issue 34, docs/decisions/0043): changing a published opening's key
 * moves the item, its history, its plans and its job-alert mark to the new key in one transaction,
 * and leaves the old key answering a permanent redirect to the new one. Rows always name the
 * item's current key, so a chain collapses (a→b, then b→c: a→c and b→c). A key that is a live
 * redirect's source is given to another item only when the editor says so (`replaceRedirect`);
 * proposed keys never take one.
 */
import type { Transaction } from "kysely";
import type { Database } from "../../db/database";
import type { DB } from "../../db/schema";
import { namedFieldMessages, type UiLang } from "../../../common/editor/strings";
import { findState, publishedData } from "./reads";

/** Where an old key of a type leads now, or null. */
export async function redirectTarget(db: Database | Transaction<DB>, type: string, key: string): Promise<string | null> {
  const row = await db
    .selectFrom("content_redirect")
    .select("target_key")
    .where("type", "=", type)
    .where("source_key", "=", key)
    .executeTakeFirst();
  return row?.target_key ?? null;
}

/**
 * The key an item has now when `key` is one of its old ones and no item holds `key` itself, else
 * null: what an editor's address, form or plan naming an old key should follow.
 */
export async function renamedTo(db: Database, type: string, key: string): Promise<string | null> {
  return (await findState(db, type, key)) ? null : redirectTarget(db, type, key);
}

/** Every live old key of a type (no new item is proposed one). */
export async function redirectSources(trx: Database | Transaction<DB>, type: string): Promise<Set<string>> {
  const rows = await trx.selectFrom("content_redirect").select("source_key").where("type", "=", type).execute();
  return new Set(rows.map((r) => r.source_key));
}

/** The old keys that lead to an item now (its form lists them). */
export async function oldKeysOf(db: Database, type: string, key: string): Promise<string[]> {
  const rows = await db
    .selectFrom("content_redirect")
    .select("source_key")
    .where("type", "=", type)
    .where("target_key", "=", key)
    .orderBy("created_at")
    .execute();
  return rows.map((r) => r.source_key);
}

/** The refusal's words when a key is another item's old address: the field's message, in each language. */
export function redirectedKeyMessage(key: string, targetTitle: string): Record<UiLang, string> {
  const out = {} as Record<UiLang, string>;
  for (const ui of ["pt", "en"] as const) out[ui] = namedFieldMessages[ui].key.redirected(key, targetTitle);
  return out;
}

/**
 * A key `to` wanted for an item of `type` (a new one, or `from` renamed): null when free, else the
 * item it is an old address of (unless that item is `from` itself, taking an old key back).
 */
export async function redirectConflict(
  trx: Transaction<DB>,
  type: string,
  to: string,
  from: string | null,
): Promise<{ target: string } | null> {
  const target = await redirectTarget(trx, type, to);
  return target !== null && target !== from ? { target } : null;
}

/** Frees a key that was an old address (the editor chose to use it for another item). */
export async function dropRedirect(trx: Transaction<DB>, type: string, key: string): Promise<void> {
  await trx.deleteFrom("content_redirect").where("type", "=", type).where("source_key", "=", key).execute();
}

/**
 * Moves an item from key `from` to key `to` inside the caller's transaction: its state, every
 * revision, its published row (the key inside its data too), its plans and its job-alert mark.
 * With `leaveRedirect` (it was ever on the site) the old key leads to the new one, and every old
 * key that led to `from` now leads to `to`. Returns whether the published row changed.
 */
export async function moveItemKey(
  trx: Transaction<DB>,
  input: { type: string; from: string; to: string; keyField: string; leaveRedirect: boolean; by: string; at: string },
): Promise<{ publishedChanged: boolean }> {
  const { type, from, to } = input;
  await dropRedirect(trx, type, to);
  await trx.updateTable("content_state").set({ item_key: to }).where("type", "=", type).where("item_key", "=", from).execute();
  await trx.updateTable("content_revision").set({ item_key: to }).where("type", "=", type).where("item_key", "=", from).execute();
  await trx.updateTable("schedule").set({ item_key: to }).where("type", "=", type).where("item_key", "=", from).execute();
  if (type === "vacancy") {
    // The opening is not new to the job alerts' subscribers because its address changed.
    await trx.deleteFrom("alert_opening").where("opening_key", "=", to).execute();
    await trx.updateTable("alert_opening").set({ opening_key: to }).where("opening_key", "=", from).execute();
  }
  const published = await publishedData(trx, type, from);
  if (published) {
    const data = { ...(JSON.parse(published) as Record<string, unknown>), [input.keyField]: to };
    await trx
      .updateTable("content_item")
      .set({ item_key: to, data: JSON.stringify(data), updated_at: input.at })
      .where("type", "=", type)
      .where("item_key", "=", from)
      .execute();
  }
  // Chains collapse: every old key that led to `from` leads to `to`.
  await trx
    .updateTable("content_redirect")
    .set({ target_key: to })
    .where("type", "=", type)
    .where("target_key", "=", from)
    .execute();
  if (input.leaveRedirect) {
    await trx
      .insertInto("content_redirect")
      .values({ type, source_key: from, target_key: to, created_at: input.at, created_by: input.by })
      .execute();
  }
  return { publishedChanged: Boolean(published) };
}

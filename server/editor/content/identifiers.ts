/**
 * Numbers and keys are the system's job (issue 34): a new item of a list gets its id (an
 * opening's "77", a news item's "noticia12") as the next free one, and an opening's address key
 * is the one typed, or proposed from its Portuguese title (common/content/item-key.ts) and made
 * unique ("-2", "-3"…). Called inside the creating transaction, after it has taken the type's
 * lock (lockType), so two editors creating at once never get the same id.
 */
import { sql, type Transaction } from "kysely";
import { checkItemKey, proposeItemKey, type ItemKeyProblem } from "../../../common/content/item-key";
import type { ContentTypeRow } from "../../../common/content/content-types";
import type { DB } from "../../db/schema";
import { redirectSources } from "./redirects";

/** Types whose items get a generated id: the id field's prefix ("" for a bare number as text). */
const generatedIds: Record<string, string> = {
  vacancy: "",
  news: "noticia",
  "social-action": "acaosocial",
  award: "premiacao",
  research: "pesquisa",
};

/** Types whose address key is the `key` field (an opening: /portal/trabalhe/<key>). */
export const addressKeyTypes: ReadonlySet<string> = new Set(["vacancy"]);

/** Whether a type's id is the system's to give (the form shows it, read-only). */
export const hasGeneratedId = (type: string) => type in generatedIds;

export type KeyRefusal = { problem: ItemKeyProblem | "taken"; key: string };

/**
 * Serialises the creation of items of one type: an update of the type's first state row takes
 * its row lock on PostgreSQL (a second creator waits for the first to commit) and the write lock
 * on SQLite; the ids read after it are the committed ones.
 */
export async function lockType(trx: Transaction<DB>, type: string): Promise<void> {
  await trx
    .updateTable("content_state")
    .set({ position: sql<number>`position` })
    .where("type", "=", type)
    .where("item_key", "=", (eb) =>
      eb
        .selectFrom("content_state")
        .select((e) => e.fn.min("item_key").as("k"))
        .where("type", "=", type),
    )
    .execute();
}

/** Every id and key any version of the type's items ever had (a draft's too): none is given twice. */
async function usedIdentifiers(trx: Transaction<DB>, type: string): Promise<{ ids: Set<string>; keys: Set<string> }> {
  const [states, revisions] = await Promise.all([
    trx.selectFrom("content_state").select("item_key").where("type", "=", type).execute(),
    trx.selectFrom("content_revision").select("data").where("type", "=", type).where("data", "is not", null).execute(),
  ]);
  const ids = new Set<string>();
  for (const r of revisions) {
    const id = (JSON.parse(r.data!) as { id?: unknown } | null)?.id;
    if (id !== undefined && id !== null) ids.add(String(id));
  }
  return { ids, keys: new Set(states.map((s) => s.item_key)) };
}

/**
 * The item with its identifiers filled in: the next free id when the type generates one, and an
 * opening's key (typed: checked by the key rule and refused when taken; empty: proposed from the
 * title and made unique). Returns the refusal instead when a typed key cannot be used.
 */
export async function assignIdentifiers(
  trx: Transaction<DB>,
  row: ContentTypeRow,
  data: Record<string, unknown>,
): Promise<{ data: Record<string, unknown> } | { refused: KeyRefusal }> {
  const { ids, keys } = await usedIdentifiers(trx, row.type);
  const out = { ...data };
  const prefix = generatedIds[row.type];
  if (prefix !== undefined) {
    let highest = 0;
    for (const id of ids) {
      const n = id.startsWith(prefix) ? Number(id.slice(prefix.length)) : NaN;
      if (Number.isSafeInteger(n) && n > highest) highest = n;
    }
    out.id = `${prefix}${highest + 1}`;
  }
  if (addressKeyTypes.has(row.type)) {
    const typed = typeof data.key === "string" ? data.key.trim() : "";
    if (typed) {
      const problem = checkItemKey(typed);
      if (problem) return { refused: { problem, key: typed } };
      if (keys.has(typed)) return { refused: { problem: "taken", key: typed } };
      out.key = typed;
    } else {
      const title = (data.title as { pt?: unknown } | undefined)?.pt;
      const base = proposeItemKey(typeof title === "string" ? title : "");
      // Never another item's old address (server/editor/content/redirects.ts).
      const oldAddresses = await redirectSources(trx, row.type);
      let key = base;
      for (let n = 2; keys.has(key) || oldAddresses.has(key); n++) key = `${base.slice(0, 80 - String(n).length - 1)}-${n}`;
      out.key = key;
    }
  }
  return { data: out };
}

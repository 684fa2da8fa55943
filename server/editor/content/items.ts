/**
 * The content editor's data layer: every item of every content type (a list's item by its key, a
 * single value as one item) with its drafts, revisions and publication. The editor's routes call
 * it; it knows nothing of HTTP.
 *
 * - The published version is the `content_item` row the site already reads; a draft lives only
 *   in `content_revision` and `content_state`, so saving never changes the public site.
 * - Every save is a revision (who, when, the whole item, a version 1, 2, 3… per item). A save
 *   names the version it was based on; an older one is refused with who changed what since.
 * - Publishing checks the item as the content files are checked, complete in pt, en and es, writes
 *   the row and a new content version: every instance's store sees it within 2 seconds, and with
 *   it the page cache, the chat's index, the sitemap, the feeds and the structured data.
 *
 * Who may do what is the caller's rule, passed in as `canEdit(role, type)` (the auth module's);
 * every function checks it, reads included. Publishes and unpublishes go to the audit sink after
 * they commit. See docs/decisions/0029-content-source-of-truth.md.
 */
import type { Transaction } from "kysely";
import { contentTypeRows, type ContentTypeRow } from "../../../common/content/content-types";
import { fortalezaDay } from "../../../common/content/openings";
import type { Lang } from "../../../common/i18n/languages";
import { foldCase } from "../../../common/text/fold";
import type { Database } from "../../db/database";
import type { DB } from "../../db/schema";
import { bumpContentVersion, sanitizeItem } from "../../content/import";
import { keyMessage } from "../../../common/editor/field-errors";
import { checkItemKey, ITEM_KEY_MAX_LENGTH, type ItemKeyProblem } from "../../../common/content/item-key";
import { diffItems, type FieldChange } from "./diff";
import { dataAt, findState, staleError, stateOf, statusOf, summaries, titleOf } from "./reads";
import { addressKeyTypes, assignIdentifiers, lockType } from "./identifiers";
import { dropRedirect, moveItemKey, redirectConflict, redirectedKeyMessage } from "./redirects";
import { ContentEditError } from "./errors";
import { checkDraft, checkPublishable, contentTypeOf, languageCompleteness, type FieldProblem } from "./validate";

/** Who acts: the editor's id (recorded as the author) and role name (checked with canEdit). */
export interface Actor {
  id: string;
  role: string;
}

export interface AuditEntry {
  actor: string;
  action: "content.publish" | "content.unpublish";
  /** `type/key`, e.g. "vacancy/desenvolvedor-mobile-junior". */
  subject: string;
  detail: Record<string, unknown>;
}

/** Where publishes and unpublishes are recorded (the auth module's recordAudit, wired by the caller). */
export type AuditSink = (entry: AuditEntry) => Promise<void> | void;

export interface ContentEditorOptions {
  db: Database;
  /** May a role read and change a content type? */
  canEdit: (role: string, type: string) => boolean;
  audit?: AuditSink;
  /** The clock (ms), for the closing dates; tests pass their own. */
  now?: () => number;
  /**
   * Runs after a publish or unpublish commits, and the publish answers after it: this instance's
   * store can look again at once, and the calendar plans the end a published item carries (the
   * highlight's `endsAt`), so the page the staff see next already lists it.
   */
  onPublished?: (change: PublishedChange) => void | Promise<void>;
  /** Runs after a published item's key changed (its row moved): this instance's store can look again at once. */
  onRenamed?: () => void;
}

/** What the editor's lists show: draft (never published), published, closed (unpublished or past its closing date). */
export type ItemStatus = "draft" | "published" | "closed";

export interface ItemSummary {
  key: string;
  status: ItemStatus;
  /** A draft newer than the published version waits. */
  hasDraft: boolean;
  /** The newest version: a save is based on it. */
  version: number;
  publishedVersion: number | null;
  /** The item's title in Portuguese when it has one, else its key. */
  title: string;
  languages: Record<Lang, boolean>;
  updatedAt: string;
  updatedBy: string;
}

export interface ItemDetail extends Omit<ItemSummary, "languages"> {
  type: string;
  /** The newest version's data: the draft when there is one, else the published item. */
  data: unknown;
  /** What the site serves now; null when the item is not published. */
  published: unknown;
  languages: ReturnType<typeof languageCompleteness>;
  /** Empty when it can be published as it is. */
  publishProblems: FieldProblem[];
}

export interface HistoryEntry {
  id: number;
  version: number;
  action: string;
  author: string;
  at: string;
}

/** What a publish or unpublish changed, for onPublished. */
export interface PublishedChange {
  type: string;
  key: string;
  action: "publish" | "unpublish";
  actor: Actor;
  /** The published data (a publish), or undefined (an unpublish). */
  data?: unknown;
}

/** A change the calendar applies is recorded as its own act, naming who planned it (the actor). */
export interface ActOptions {
  /** "auto": the scheduler's act (history "auto-publish" / "auto-unpublish"), on behalf of the actor. */
  by?: "auto";
}

/** A save or a new item whose key is another item's old address: use it anyway (that redirect ends). */
export interface KeyOptions {
  replaceRedirect?: boolean;
}

const ID_FIELD = "key";

export function createContentEditor(options: ContentEditorOptions) {
  const { db, canEdit } = options;
  const now = options.now ?? Date.now;
  const stamp = () => new Date(now()).toISOString();

  function typeFor(actor: Actor, type: string): ContentTypeRow {
    const row = contentTypeOf(type);
    if (!row) throw new ContentEditError({ code: "unknown_type", type });
    if (!canEdit(actor.role, type)) throw new ContentEditError({ code: "forbidden", type });
    return row;
  }

  /**
   * Writes a new revision on top of `base`, or refuses when the item moved on. The update names
   * the version it expects, so two saves of one version cannot both win, on either engine.
   */
  async function writeRevision(
    actor: Actor,
    row: ContentTypeRow,
    key: string,
    input: unknown,
    base: number,
    action: string,
    keyOptions: KeyOptions = {},
  ): Promise<{ version: number; key?: string; renamedFrom?: string }> {
    const checked = checkDraft(row, input);
    if (!checked.ok) throw new ContentEditError({ code: "invalid", type: row.type, key, problems: checked.problems });
    const newKey = row.key ? row.key(checked.data) : key;
    const renaming = newKey !== key;
    if (renaming && !addressKeyTypes.has(row.type)) {
      throw new ContentEditError({
        code: "invalid",
        type: row.type,
        key,
        problems: [{ path: keyField(row), message: "the key cannot change: duplicate the item instead" }],
      });
    }
    if (renaming) {
      const problem = checkItemKey(newKey);
      if (problem) throw keyRefusal(row.type, key, problem, newKey);
    }
    const data = JSON.stringify(sanitizeItem(row.type, checked.data));
    const at = stamp();
    const version = base + 1;
    const written = await db.transaction().execute(async (trx) => {
      if (renaming) {
        // A new address (docs/decisions/0043): free, or another item's old one only when the editor says so.
        await lockType(trx, row.type);
        if (await findState(trx, row.type, newKey)) return { refused: "taken" as const };
        const conflict = await redirectConflict(trx, row.type, newKey, key);
        if (conflict && !keyOptions.replaceRedirect) return { refused: "redirected" as const, target: conflict.target };
      }
      const result = await trx
        .updateTable("content_state")
        .set({ head_version: version, draft_version: version, edited: 1, updated_at: at, updated_by: actor.id })
        .where("type", "=", row.type)
        .where("item_key", "=", key)
        .where("head_version", "=", base)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return { stale: true as const };
      let contentVersion: string | null = null;
      if (renaming) {
        const state = await stateOf(trx, row.type, key);
        const moved = await moveItemKey(trx, {
          type: row.type,
          from: key,
          to: newKey,
          keyField: ID_FIELD,
          leaveRedirect: state.published_version !== null,
          by: actor.id,
          at,
        });
        if (moved.publishedChanged) contentVersion = await bumpContentVersion(trx, at);
      }
      await trx
        .insertInto("content_revision")
        .values({
          type: row.type,
          item_key: newKey,
          version,
          action: renaming ? "rename" : action,
          data,
          author: actor.id,
          created_at: at,
        })
        .execute();
      return { contentVersion };
    });
    if ("stale" in written) throw await staleError(db, row.type, key, base);
    if ("refused" in written) {
      if (written.refused === "taken") throw keyRefusal(row.type, key, "taken", newKey);
      const targetKey = written.target ?? "";
      const target = await stateOf(db, row.type, targetKey)
        .then((state) => dataAt(db, row.type, targetKey, state.head_version))
        .catch(() => null);
      throw redirectRefusal(row.type, key, newKey, titleOf(target, targetKey));
    }
    if (written.contentVersion) options.onRenamed?.();
    return renaming ? { version, key: newKey, renamedFrom: key } : { version };
  }

  /** The published list of a type with one item put in (or taken out) must still pass the file's rule (e.g. exactly 10 areas). */
  async function checkListRule(trx: Transaction<DB>, row: ContentTypeRow, key: string, replacement: unknown | undefined) {
    if (!row.key) return;
    const published = await trx
      .selectFrom("content_item")
      .select(["item_key", "data"])
      .where("type", "=", row.type)
      .orderBy("position")
      .execute();
    const items = published.filter((p) => p.item_key !== key).map((p) => JSON.parse(p.data) as unknown);
    if (replacement !== undefined) items.push(replacement);
    const parsed = row.schema.safeParse(items);
    if (!parsed.success) {
      const listIssues = parsed.error.issues.filter((i) => i.path.length === 0);
      if (listIssues.length) {
        throw new ContentEditError({
          code: "incomplete",
          type: row.type,
          key,
          problems: listIssues.map((i) => ({ path: "(list)", message: i.message })),
        });
      }
    }
  }

  async function event(
    trx: Transaction<DB>,
    actor: Actor,
    type: string,
    key: string,
    version: number,
    action: string,
    at: string,
  ) {
    await trx
      .insertInto("content_revision")
      .values({ type, item_key: key, version, action, data: null, author: actor.id, created_at: at })
      .execute();
  }

  async function audited(
    actor: Actor,
    action: AuditEntry["action"],
    type: string,
    key: string,
    detail: Record<string, unknown>,
    data?: unknown,
  ) {
    await options.onPublished?.({ type, key, action: action === "content.publish" ? "publish" : "unpublish", actor, data });
    await options.audit?.({ actor: actor.id, action, subject: `${type}/${key}`, detail });
  }

  const editor = {
    /** The content types this role may edit, in the table's order. */
    types(actor: Actor): Array<{ type: string; file: string; list: boolean }> {
      return contentTypeRows
        .filter((row) => canEdit(actor.role, row.type))
        .map((row) => ({ type: row.type, file: row.file, list: Boolean(row.key) }));
    },

    /**
     * One page of a type's items, in the site's order: `search` matches any text of the newest
     * version (accents and case ignored), `status` keeps one status.
     */
    async list(
      actor: Actor,
      type: string,
      query: { search?: string; status?: ItemStatus; offset?: number; limit?: number } = {},
    ): Promise<{ total: number; items: ItemSummary[] }> {
      const row = typeFor(actor, type);
      const words = foldCase(query.search ?? "")
        .split(/\s+/)
        .filter(Boolean);
      const matching = (await summaries(db, row, now())).filter(
        (s) => (!query.status || s.status === query.status) && words.every((w) => s.text.includes(w)),
      );
      const offset = Math.max(0, query.offset ?? 0);
      const limit = Math.min(Math.max(1, query.limit ?? 50), 200);
      return { total: matching.length, items: matching.slice(offset, offset + limit).map(({ text: _, ...s }) => s) };
    },

    /** One item: its newest version (to edit), what the site serves, and whether it can be published. */
    async get(actor: Actor, type: string, key: string): Promise<ItemDetail> {
      const row = typeFor(actor, type);
      const state = await stateOf(db, type, key);
      const data = await dataAt(db, type, key, state.head_version);
      const published =
        state.status === "published" && state.published_version !== null
          ? state.published_version === state.head_version
            ? data
            : await dataAt(db, type, key, state.published_version)
          : null;
      const check = checkPublishable(row, data);
      return {
        type,
        key,
        status: statusOf(row, state, data, now()),
        hasDraft: state.draft_version !== null,
        version: state.head_version,
        publishedVersion: state.published_version,
        title: titleOf(data, key),
        data,
        published,
        languages: languageCompleteness(data),
        publishProblems: check.ok ? [] : check.problems,
        updatedAt: state.updated_at,
        updatedBy: state.updated_by,
      };
    },

    /**
     * Saves a draft of an item as version `baseVersion + 1`. Refused (ContentEditError) when the
     * item is newer than `baseVersion` ("stale": who saved what since), when a value has the wrong
     * type or a field is unknown ("invalid"). The public site does not change.
     */
    async save(actor: Actor, type: string, key: string, data: unknown, baseVersion: number, keyOptions: KeyOptions = {}) {
      const row = typeFor(actor, type);
      return writeRevision(actor, row, key, data, baseVersion, "save", keyOptions);
    },

    /**
     * A new item of a list, as a draft (version 1). Its id is the next free one and an opening's
     * key is proposed from its title when left empty (identifiers.ts); a typed key the rule
     * refuses, or one taken, is refused ("invalid", at the key's field).
     */
    async create(
      actor: Actor,
      type: string,
      data: unknown,
      keyOptions: KeyOptions = {},
    ): Promise<{ key: string; version: number }> {
      const row = typeFor(actor, type);
      if (!row.key) throw new ContentEditError({ code: "not_applicable", type, reason: `${type} is a single value: edit it` });
      const checked = checkDraft(row, data);
      if (!checked.ok) throw new ContentEditError({ code: "invalid", type, key: "", problems: checked.problems });
      const at = stamp();
      const key = await db.transaction().execute(async (trx) => {
        await lockType(trx, type);
        const assigned = await assignIdentifiers(trx, row, (checked.data ?? {}) as Record<string, unknown>);
        if ("refused" in assigned) {
          const { problem, key: typed } = assigned.refused;
          throw new ContentEditError({
            code: "invalid",
            type,
            key: "",
            problems: [
              {
                path: ID_FIELD,
                message: `key ${problem}`,
                kind: "exact",
                plain: keyMessage(problem, typed, ITEM_KEY_MAX_LENGTH),
              },
            ],
          });
        }
        const key = row.key!(assigned.data);
        // A value-only item (an inappropriate word) left empty has no key: refused, not a database error.
        if (typeof key !== "string" || key === "") {
          throw new ContentEditError({ code: "invalid", type, key: "", problems: [{ path: "(root)", message: "no key" }] });
        }
        // A typed key that is another item's old address: refused, or used when the editor says so.
        const conflict = await redirectConflict(trx, type, key, null);
        if (conflict && !keyOptions.replaceRedirect) {
          const target = await stateOf(trx, type, conflict.target)
            .then((state) => dataAt(trx, type, conflict.target, state.head_version))
            .catch(() => null);
          throw redirectRefusal(type, "", key, titleOf(target, conflict.target));
        }
        if (conflict) await dropRedirect(trx, type, key);
        if (await findState(trx, type, key)) throw new ContentEditError({ code: "exists", type, key });
        const last = await trx
          .selectFrom("content_state")
          .select((eb) => eb.fn.max("position").as("position"))
          .where("type", "=", type)
          .executeTakeFirst();
        await trx
          .insertInto("content_state")
          .values({
            type,
            item_key: key,
            status: "draft",
            position: Number(last?.position ?? -1) + 1,
            head_version: 1,
            published_version: null,
            draft_version: 1,
            edited: 1,
            updated_at: at,
            updated_by: actor.id,
          })
          .execute();
        const stored = JSON.stringify(sanitizeItem(type, assigned.data));
        await trx
          .insertInto("content_revision")
          .values({ type, item_key: key, version: 1, action: "create", data: stored, author: actor.id, created_at: at })
          .execute();
        return key;
      });
      return { key, version: 1 };
    },

    /**
     * "Duplicate as new" for openings: the newest version of `key` under `newKey`, as a draft,
     * posted today (Fortaleza) and without the original's closing date.
     */
    async duplicate(actor: Actor, type: string, key: string, newKey: string) {
      const row = typeFor(actor, type);
      if (row.snapshot !== "vacancies") {
        throw new ContentEditError({ code: "not_applicable", type, key, reason: "only openings are duplicated as new" });
      }
      const state = await stateOf(db, type, key);
      const original = (await dataAt(db, type, key, state.head_version)) as Record<string, unknown>;
      const { closingDate: _, ...copy } = original;
      return editor.create(actor, type, { ...copy, [ID_FIELD]: newKey, datePosted: fortalezaDay(now()) });
    },

    /**
     * Publishes the newest version: valid under the content files' schema and complete in the three
     * languages ("incomplete" otherwise, with each field). With `baseVersion`, refused as stale when
     * someone saved after the version the editor looked at.
     */
    async publish(actor: Actor, type: string, key: string, options: { baseVersion?: number } & ActOptions = {}) {
      const row = typeFor(actor, type);
      const state = await stateOf(db, type, key);
      const head = state.head_version;
      if (options.baseVersion !== undefined && options.baseVersion !== head) {
        throw await staleError(db, type, key, options.baseVersion);
      }
      const check = checkPublishable(row, await dataAt(db, type, key, head));
      if (!check.ok) throw new ContentEditError({ code: "incomplete", type, key, problems: check.problems });
      const data = JSON.stringify(sanitizeItem(type, check.data));
      const at = stamp();
      const outcome = await db.transaction().execute(async (trx) => {
        await checkListRule(trx, row, key, check.data);
        const moved = await trx
          .updateTable("content_state")
          .set({
            status: "published",
            published_version: head,
            draft_version: null,
            edited: 1,
            updated_at: at,
            updated_by: actor.id,
          })
          .where("type", "=", type)
          .where("item_key", "=", key)
          .where("head_version", "=", head)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return "stale" as const;
        await trx
          .insertInto("content_item")
          .values({ type, item_key: key, position: state.position, data, updated_at: at })
          .onConflict((oc) => oc.columns(["type", "item_key"]).doUpdateSet({ data, updated_at: at }))
          .execute();
        await event(trx, actor, type, key, head, options.by === "auto" ? "auto-publish" : "publish", at);
        return bumpContentVersion(trx, at);
      });
      if (outcome === "stale") throw await staleError(db, type, key, head);
      await audited(
        actor,
        "content.publish",
        type,
        key,
        { version: head, contentVersion: outcome, ...(options.by ? { by: options.by } : {}) },
        check.data,
      );
      return { version: head, contentVersion: outcome };
    },

    /** Takes an item off the site (a list's item only); its versions stay, to publish again. */
    async unpublish(actor: Actor, type: string, key: string, options: ActOptions = {}) {
      const row = typeFor(actor, type);
      if (!row.key) {
        throw new ContentEditError({
          code: "not_applicable",
          type,
          key,
          reason: `${type} is a single value: it cannot be unpublished`,
        });
      }
      const state = await stateOf(db, type, key);
      if (state.status !== "published") return { version: state.head_version, contentVersion: null };
      const at = stamp();
      const contentVersion = await db.transaction().execute(async (trx) => {
        await checkListRule(trx, row, key, undefined);
        await trx.deleteFrom("content_item").where("type", "=", type).where("item_key", "=", key).execute();
        await trx
          .updateTable("content_state")
          .set({ status: "unpublished", edited: 1, updated_at: at, updated_by: actor.id })
          .where("type", "=", type)
          .where("item_key", "=", key)
          .execute();
        const action = options.by === "auto" ? "auto-unpublish" : "unpublish";
        await event(trx, actor, type, key, state.published_version ?? state.head_version, action, at);
        return bumpContentVersion(trx, at);
      });
      await audited(actor, "content.unpublish", type, key, {
        version: state.published_version,
        ...(options.by ? { by: options.by } : {}),
      });
      return { version: state.head_version, contentVersion };
    },

    /** The item's history, newest first, `limit` entries before the entry `before` (an id from a previous page). */
    async history(actor: Actor, type: string, key: string, page: { before?: number; limit?: number } = {}) {
      typeFor(actor, type);
      await stateOf(db, type, key);
      const limit = Math.min(Math.max(1, page.limit ?? 50), 200);
      let query = db
        .selectFrom("content_revision")
        .select(["id", "version", "action", "author", "created_at"])
        .where("type", "=", type)
        .where("item_key", "=", key);
      if (page.before !== undefined) query = query.where("id", "<", page.before);
      const rows = await query
        .orderBy("id", "desc")
        .limit(limit + 1)
        .execute();
      const entries: HistoryEntry[] = rows
        .slice(0, limit)
        .map((r) => ({ id: r.id, version: r.version, action: r.action, author: r.author, at: r.created_at }));
      return { entries, next: rows.length > limit ? entries.at(-1)!.id : undefined };
    },

    /**
     * Versions `from` and `to` and what changed between them, field by field (per language for
     * texts): the history shows the change with the versions around it (a picture's description
     * is read beside its file), so one read gives both.
     */
    async compare(
      actor: Actor,
      type: string,
      key: string,
      from: number,
      to: number,
    ): Promise<{ before: unknown; after: unknown; changes: FieldChange[] }> {
      typeFor(actor, type);
      const [before, after] = await Promise.all([dataAt(db, type, key, from), dataAt(db, type, key, to)]);
      return { before, after, changes: diffItems(before, after) };
    },

    /** Makes an old version the newest draft again (a new revision; nothing is published). */
    async restore(actor: Actor, type: string, key: string, version: number, baseVersion: number) {
      const row = typeFor(actor, type);
      const data = await dataAt(db, type, key, version);
      // An old version from before a key change keeps the item's current address.
      const restored =
        row.key && addressKeyTypes.has(type) && data && typeof data === "object" ? { ...data, [ID_FIELD]: key } : data;
      return writeRevision(actor, row, key, restored, baseVersion, "restore");
    },
  };
  return editor;
}

export type ContentEditor = ReturnType<typeof createContentEditor>;

/** A key the rule or the list refuses, at the key's field, in the staff's words. */
function keyRefusal(type: string, key: string, problem: ItemKeyProblem | "taken", wanted: string): ContentEditError {
  return new ContentEditError({
    code: "invalid",
    type,
    key,
    problems: [
      { path: ID_FIELD, message: `key ${problem}`, kind: "exact", plain: keyMessage(problem, wanted, ITEM_KEY_MAX_LENGTH) },
    ],
  });
}

/** A key that is another item's old address, used without saying so. */
function redirectRefusal(type: string, key: string, wanted: string, targetTitle: string): ContentEditError {
  return new ContentEditError({
    code: "invalid",
    type,
    key,
    problems: [{ path: ID_FIELD, message: "key redirected", kind: "exact", plain: redirectedKeyMessage(wanted, targetTitle) }],
    redirectConflict: wanted,
  });
}

/** The name of the field a list's key comes from, for messages. */
function keyField(row: ContentTypeRow): string {
  return row.snapshot === "vacancies" ? ID_FIELD : "id";
}

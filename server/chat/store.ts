/**
 * The chat's data: guests, their conversations and the inappropriate-words list, over Kysely on
 * SQLite or PostgreSQL.
 *
 * Ordering guarantee for the replay (a widget that has seen id N asks for the ids after N):
 * the ids of one guest's messages must become visible in increasing order. SQLite has one
 * writer at a time, so that holds by itself; on PostgreSQL two transactions can take ids 10 and
 * 11 and commit 11 first, so each insert first updates the guest's row (its last-seen time),
 * which locks it until the commit: inserts for one guest are serialised and their ids are
 * committed in order.
 */
import { randomUUID } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import type { DatabaseHandle } from "../db/database";
import type { DB } from "../db/schema";
import type { ChatMessageTable } from "./tables";
import { APPLICATION, type ChatMessage, type MessageType } from "../../common/chat/protocol";
import { createWordFilter, type WordFilter } from "../../common/chat/word-filter";
import { lookalikeLetter } from "./lookalikes";

export interface NewMessage {
  guestId: string;
  clientId?: string | null;
  sender: string;
  receiver: string;
  type: MessageType;
  message: string;
  senderLang: string;
  languageCode: string;
}

export class UnknownGuestError extends Error {
  constructor(guestId: string) {
    super(`unknown guest ${guestId}`);
  }
}

type Row = Selectable<ChatMessageTable>;

function toMessage(row: Row): ChatMessage {
  return {
    id: Number(row.id),
    message: row.message,
    sender: row.sender,
    receiver: row.receiver,
    type: row.type as MessageType,
    senderLang: row.sender_lang,
    languageCode: row.language_code,
    application: APPLICATION,
    ...(row.client_id ? { clientId: row.client_id } : {}),
    createdAt: row.created_at,
  };
}

export function createChatStore(handle: DatabaseHandle, options: { wordsRecheckMs?: number } = {}) {
  const { db } = handle;
  const wordsRecheckMs = options.wordsRecheckMs ?? 30_000;
  let wordsCache: { words: string[]; filter: WordFilter; at: number } | undefined;

  async function loadWords(): Promise<string[]> {
    const rows = await db.selectFrom("chat_inappropriate_word").select("word").orderBy("word").execute();
    return rows.map((r) => r.word);
  }

  const store = {
    /** A new guest, with a random, unguessable id. */
    async createGuest(lang: string): Promise<string> {
      const id = randomUUID();
      const now = new Date().toISOString();
      await db.insertInto("chat_guest").values({ id, lang, created_at: now, last_seen_at: now }).execute();
      return id;
    },

    async guestExists(id: string): Promise<boolean> {
      const row = await db.selectFrom("chat_guest").select("id").where("id", "=", id).executeTakeFirst();
      return Boolean(row);
    },

    /** Records that the guest is here (creates the row when the database no longer has it). */
    async touchGuest(id: string, lang: string): Promise<void> {
      const now = new Date().toISOString();
      await db
        .insertInto("chat_guest")
        .values({ id, lang, created_at: now, last_seen_at: now })
        .onConflict((oc) => oc.column("id").doUpdateSet({ lang, last_seen_at: now }))
        .execute();
    },

    /**
     * Stores a message and resolves once it is committed. A visitor's message that carries a
     * client id already stored is not stored again: the stored one is returned, marked duplicate.
     *
     * Group commit: messages arriving in the same turn of the event loop are written in one
     * transaction, in arrival order: one fsync for all on SQLite (whose statements run on this
     * thread), one pooled connection and one commit for all on PostgreSQL (per-message
     * transactions exhausted the pool under load in `npm run bench:chat`).
     */
    saveMessage(input: NewMessage): Promise<{ message: ChatMessage; duplicate: boolean }> {
      return new Promise((resolve, reject) => {
        pending.push({ input, resolve, reject });
        if (!flushScheduled) {
          flushScheduled = true;
          setImmediate(() => void flush());
        }
      });
    },

    /** A guest's messages after the given id, oldest first (at most `limit`, the newest ones). */
    async messagesAfter(guestId: string, afterId: number, limit = 200): Promise<ChatMessage[]> {
      const rows = await db
        .selectFrom("chat_message")
        .selectAll()
        .where("guest_id", "=", guestId)
        .where("id", ">", afterId)
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return (rows as Row[]).reverse().map(toMessage);
    },

    /**
     * Makes the words that came from content/ match the content file (adds new ones, removes
     * dropped ones); words added to the table by other means are kept.
     */
    async syncWords(words: readonly string[]): Promise<void> {
      const wanted = [...new Set(words.map((w) => w.trim().toLowerCase()).filter(Boolean))];
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom("chat_inappropriate_word").select(["word", "source"]).execute();
        const have = new Set(current.map((r) => r.word));
        const stale = current.filter((r) => r.source === "content" && !wanted.includes(r.word)).map((r) => r.word);
        if (stale.length) await trx.deleteFrom("chat_inappropriate_word").where("word", "in", stale).execute();
        const missing = wanted.filter((w) => !have.has(w));
        for (let i = 0; i < missing.length; i += 100) {
          await trx
            .insertInto("chat_inappropriate_word")
            .values(missing.slice(i, i + 100).map((word) => ({ word, source: "content", created_at: now })))
            .onConflict((oc) => oc.column("word").doNothing())
            .execute();
        }
      });
      wordsCache = undefined;
    },

    /** The list (as stored), cached for a short while. */
    async words(): Promise<string[]> {
      return (await cached()).words;
    },

    /** The filter built from the stored list. */
    async filter(): Promise<WordFilter> {
      return (await cached()).filter;
    },

    /** Deletes conversations older than the retention period (guests not seen since, with their messages). */
    async prune(olderThanDays: number): Promise<number> {
      const cutoff = new Date(Date.now() - olderThanDays * 86_400_000).toISOString();
      await db.deleteFrom("chat_message").where("created_at", "<", cutoff).execute();
      const result = await db.deleteFrom("chat_guest").where("last_seen_at", "<", cutoff).executeTakeFirst();
      return Number(result.numDeletedRows ?? 0);
    },
  };

  interface Job {
    input: NewMessage;
    resolve(value: { message: ChatMessage; duplicate: boolean }): void;
    reject(error: unknown): void;
  }
  let pending: Job[] = [];
  let flushScheduled = false;

  async function saveOne(trx: Transaction<DB>, input: NewMessage): Promise<{ message: ChatMessage; duplicate: boolean }> {
    // Touching the guest's row marks it seen (retention) and, on PostgreSQL, locks it until the
    // commit: one guest's inserts are serialised, so their ids commit in order.
    const now = new Date().toISOString();
    const touched = await trx
      .updateTable("chat_guest")
      .set(input.sender === input.guestId ? { last_seen_at: now, lang: input.languageCode } : { last_seen_at: now })
      .where("id", "=", input.guestId)
      .executeTakeFirst();
    if (Number(touched.numUpdatedRows) === 0) throw new UnknownGuestError(input.guestId);
    if (input.clientId) {
      const existing = await trx
        .selectFrom("chat_message")
        .selectAll()
        .where("guest_id", "=", input.guestId)
        .where("client_id", "=", input.clientId)
        .executeTakeFirst();
      if (existing) return { message: toMessage(existing as Row), duplicate: true };
    }
    const row = await trx
      .insertInto("chat_message")
      .values({
        guest_id: input.guestId,
        client_id: input.clientId ?? null,
        sender: input.sender,
        receiver: input.receiver,
        type: input.type,
        message: input.message,
        sender_lang: input.senderLang,
        language_code: input.languageCode,
        application: APPLICATION,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { message: toMessage(row as Row), duplicate: false };
  }

  async function flush(): Promise<void> {
    flushScheduled = false;
    // Grouped by guest (stable, so each guest's messages keep their order): every instance locks
    // guests' rows in the same order, so two batches cannot deadlock.
    const jobs = pending.sort((a, b) => (a.input.guestId < b.input.guestId ? -1 : a.input.guestId > b.input.guestId ? 1 : 0));
    pending = [];
    type Outcome = { ok: true; value: { message: ChatMessage; duplicate: boolean } } | { ok: false; error: unknown };
    try {
      const outcomes = await db.transaction().execute(async (trx) => {
        const out: Outcome[] = [];
        for (const job of jobs) {
          try {
            out.push({ ok: true, value: await saveOne(trx, job.input) });
          } catch (error) {
            // Only our own checks end up here (no SQL failed), so the transaction goes on.
            if (!(error instanceof UnknownGuestError)) throw error;
            out.push({ ok: false, error });
          }
        }
        return out;
      });
      outcomes.forEach((o, i) => (o.ok ? jobs[i]!.resolve(o.value) : jobs[i]!.reject(o.error)));
    } catch (error) {
      if (jobs.length === 1) return jobs[0]!.reject(error);
      // One bad message must not sink the others: write them one by one.
      for (const job of jobs) {
        await db
          .transaction()
          .execute((trx) => saveOne(trx, job.input))
          .then(job.resolve, job.reject);
      }
    }
  }

  async function cached() {
    if (!wordsCache || Date.now() - wordsCache.at > wordsRecheckMs) {
      const words = await loadWords();
      const same = wordsCache && wordsCache.words.join("\n") === words.join("\n");
      wordsCache = {
        words,
        filter: same ? wordsCache!.filter : createWordFilter(words, { lookalike: lookalikeLetter }),
        at: Date.now(),
      };
    }
    return wordsCache;
  }

  return store;
}

export type ChatStore = ReturnType<typeof createChatStore>;

/**
 * The chat store on both engines: SQLite in a temporary folder, and PostgreSQL at
 * 127.0.0.1:5432 in a database of its own (skipped, with a printed line, when unreachable).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOT_ID } from "../../common/chat/protocol";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { createChatStore, UnknownGuestError, type ChatStore } from "./store";
import { postgresAdminUrl, postgresAnswers } from "../content/test-support";

const PG_ADMIN = postgresAdminUrl;

describe.each(["sqlite", "postgres"] as const)("chat store on %s", (engine) => {
  let handle: DatabaseHandle | undefined;
  let store: ChatStore;
  let cleanup: () => Promise<void> = async () => {};
  let available = true;

  beforeAll(async () => {
    if (engine === "sqlite") {
      const dir = mkdtempSync(path.join(tmpdir(), "lead-chat-store-"));
      handle = openDatabase({ database: { kind: "sqlite", file: path.join(dir, "t.db") } });
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    } else {
      if (!(await postgresAnswers())) {
        available = false;
        console.log("SKIP chat store on PostgreSQL: no server at 127.0.0.1:5432");
        return;
      }
      const name = `lead_chat_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: PG_ADMIN });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      handle = openDatabase({ database: { kind: "postgres", url: `postgres://postgres@127.0.0.1:5432/${name}` } });
      cleanup = async () => {
        const drop = new pg.Client({ connectionString: PG_ADMIN });
        await drop.connect();
        await drop.query(`drop database if exists ${name} with (force)`);
        await drop.end();
      };
    }
    await migrateToLatest(handle);
    store = createChatStore(handle, { wordsRecheckMs: 0 });
  });
  afterAll(async () => {
    await handle?.close();
    await cleanup();
  });

  const message = (guestId: string, text: string, clientId?: string) => ({
    guestId,
    clientId,
    sender: guestId,
    receiver: BOT_ID,
    type: "text" as const,
    message: text,
    senderLang: "pt-BR",
    languageCode: "pt",
  });

  it("stores guests and their messages in order, and replays after an id", async (ctx) => {
    if (!available) return ctx.skip();
    const guest = await store.createGuest("pt");
    const other = await store.createGuest("en");
    expect(await store.guestExists(guest)).toBe(true);
    const saved = [];
    for (const text of ["um", "dois", "três"]) saved.push((await store.saveMessage(message(guest, text))).message);
    await store.saveMessage(message(other, "not yours"));
    expect(saved.map((m) => m.id)).toEqual([...saved.map((m) => m.id)].sort((a, b) => a - b));
    const after = await store.messagesAfter(guest, saved[0]!.id);
    expect(after.map((m) => m.message)).toEqual(["dois", "três"]);
    expect(after[0]).toMatchObject({ sender: guest, receiver: BOT_ID, application: "portalLead", type: "text" });
  });

  it("takes concurrent inserts for one guest (serialised on the guest row) and returns them all in id order", async (ctx) => {
    if (!available) return ctx.skip();
    const guest = await store.createGuest("pt");
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => store.saveMessage(message(guest, `m${i}`))));
    const ids = results.map((r) => r.message.id).sort((a, b) => a - b);
    const stored = await store.messagesAfter(guest, 0);
    expect(stored.map((m) => m.id)).toEqual(ids);
  });

  it("stores a message with the same client id once", async (ctx) => {
    if (!available) return ctx.skip();
    const guest = await store.createGuest("pt");
    const first = await store.saveMessage(message(guest, "oi", "abc"));
    const again = await store.saveMessage(message(guest, "oi", "abc"));
    expect(first.duplicate).toBe(false);
    expect(again).toEqual({ message: first.message, duplicate: true });
    expect(await store.messagesAfter(guest, 0)).toHaveLength(1);
  });

  it("refuses messages of an unknown guest", async (ctx) => {
    if (!available) return ctx.skip();
    await expect(store.saveMessage(message("no-such-guest", "x"))).rejects.toBeInstanceOf(UnknownGuestError);
  });

  it("syncs the words from content, keeping words added by other means", async (ctx) => {
    if (!available) return ctx.skip();
    await store.syncWords(["Idiota", "babaca"]);
    await handle!.db
      .insertInto("chat_inappropriate_word")
      .values({ word: "manual", source: "manual", created_at: new Date().toISOString() })
      .execute();
    await store.syncWords(["idiota", "merda"]);
    expect(await store.words()).toEqual(["idiota", "manual", "merda"]);
    expect((await store.filter()).clean("babaca idiota manual")).toBe("babaca ****** ******");
  });

  it("prunes conversations past the retention period", async (ctx) => {
    if (!available) return ctx.skip();
    const guest = await store.createGuest("pt");
    await store.saveMessage(message(guest, "old"));
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
    await handle!.db.updateTable("chat_message").set({ created_at: old }).where("guest_id", "=", guest).execute();
    await handle!.db.updateTable("chat_guest").set({ last_seen_at: old }).where("id", "=", guest).execute();
    expect(await store.prune(180)).toBeGreaterThanOrEqual(1);
    expect(await store.guestExists(guest)).toBe(false);
    expect(await store.messagesAfter(guest, 0)).toEqual([]);
  });
});

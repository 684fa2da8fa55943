/**
 * The outbox on SQLite and on PostgreSQL (skipped, with a printed line, when PostgreSQL is not
 * reachable): delivery after the SMTP server comes back (exactly once), safe claims by several
 * workers, lease take-over, backoff, and the retention job.
 */
import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type Config } from "../config";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { createLogger } from "../log";
import { createContactStore } from "../contact/store";
import { createLinkSigner } from "../contact/signing";
import { createRetention } from "../contact/retention";
import { createComposer } from "./compose";
import { backoffMs, createOutbox } from "./outbox";
import { postgresAdminUrl, postgresAnswers } from "../content/test-support";
import { filesUnder, freePort, startSmtp, tempDir, tinyJpeg } from "../../tests/support/contact";

const log = createLogger("silent");
const PG_ADMIN = postgresAdminUrl;

async function openMigrated(config: Config): Promise<DatabaseHandle> {
  const handle = openDatabase(config);
  await migrateToLatest(handle);
  return handle;
}

interface Engine {
  name: "sqlite" | "postgres";
  /** A fresh database; `open` may be called several times (one handle per simulated instance). */
  setup(): Promise<{ config: Config; dir: string; open(): Promise<DatabaseHandle>; drop(): Promise<void> }>;
}

const engines: Engine[] = [
  {
    name: "sqlite",
    async setup() {
      const tmp = tempDir();
      const config = loadConfig({ DATA_DIR: tmp.dir, DATABASE_URL: path.join(tmp.dir, "lead.db"), LOG_LEVEL: "silent" });
      return {
        config,
        dir: tmp.dir,
        open: () => openMigrated(config),
        drop: async () => tmp.remove(),
      };
    },
  },
  {
    name: "postgres",
    async setup() {
      const tmp = tempDir();
      const name = `lead_outbox_${Math.random().toString(36).slice(2, 10)}`;
      const admin = new pg.Client({ connectionString: PG_ADMIN });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const config = loadConfig({
        DATA_DIR: tmp.dir,
        DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${name}`,
        LOG_LEVEL: "silent",
      });
      return {
        config,
        dir: tmp.dir,
        open: () => openMigrated(config),
        drop: async () => {
          const client = new pg.Client({ connectionString: PG_ADMIN });
          await client.connect();
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await client.end();
          tmp.remove();
        },
      };
    },
  },
];

const pgUp = await postgresAnswers();
if (!pgUp) console.log("PostgreSQL at 127.0.0.1:5432 is not reachable: the outbox tests run on SQLite only.");

describe.each(engines.filter((e) => e.name === "sqlite" || pgUp))("outbox on $name", (engine) => {
  let ctx: Awaited<ReturnType<Engine["setup"]>>;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    ctx = await engine.setup();
    handle = await ctx.open();
  });
  afterAll(async () => {
    await handle?.close();
    await ctx?.drop();
  });

  const uploads = () => path.join(ctx.dir, "uploads");
  const store = () => createContactStore({ db: handle.db, uploadsDir: uploads(), log });
  const composer = (db = handle.db) =>
    createComposer({
      db,
      uploadsDir: uploads(),
      from: "Lead Portal <portal@lead.example>",
      publicOrigin: "http://127.0.0.1",
      links: createLinkSigner("x".repeat(40)),
    });
  const message = (n: number) => ({
    kind: "form" as const,
    lang: "pt",
    name: `Visitante ${n}`,
    email: `v${n}@x.example`,
    subject: `Assunto ${n}`,
    message: "Olá",
    recipient: "contato@lead.example",
    files: [],
    idempotencyKey: null,
  });

  it("keeps the message while SMTP is down and delivers it exactly once when it comes back", async () => {
    const port = await freePort();
    const transport = nodemailer.createTransport({
      host: "127.0.0.1",
      port,
      secure: false,
      ignoreTLS: true,
      connectionTimeout: 2000,
    });
    const outbox = createOutbox({
      db: handle.db,
      log,
      transport,
      compose: composer(),
      pollMs: 30,
      baseDelayMs: 60,
      maxDelayMs: 150,
    });
    const committed = await store().commit({ ...message(1), idempotencyKey: `down-${engine.name}` });
    expect(committed.status).toBe("created");
    outbox.start();
    const row = () => handle.db.selectFrom("mail_outbox").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    await expect.poll(async () => (await row()).attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(await row()).toMatchObject({ status: "pending", lease_owner: null });
    expect((await row()).last_error).toMatch(/ECONNREFUSED|connect/i);

    const smtp = await startSmtp(port);
    try {
      await expect.poll(async () => (await row()).status, { timeout: 10_000 }).toBe("delivered");
      // More passes find nothing to send: exactly one mail.
      await outbox.runOnce();
      await outbox.stop();
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]!.headers.subject).toContain("Assunto 1");
    } finally {
      await outbox.stop();
      await smtp.close();
    }
  });

  it("stores one message when requests with the same idempotency key race", async () => {
    const key = `race-${engine.name}-${Date.now()}`;
    const results = await Promise.all(Array.from({ length: 6 }, () => store().commit({ ...message(50), idempotencyKey: key })));
    const ids = new Set(results.map((r) => (r.status === "conflict" ? "conflict" : r.publicId)));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.status === "created")).toHaveLength(1);
    const rows = await handle.db.selectFrom("contact_message").select("id").where("idempotency_key", "=", key).execute();
    expect(rows).toHaveLength(1);
    const changed = await store().commit({ ...message(51), idempotencyKey: key });
    expect(changed.status).toBe("conflict");
  });

  it("never sends a row twice when several workers claim at once", async () => {
    const smtp = await startSmtp();
    const handles = [handle, await ctx.open(), await ctx.open()];
    try {
      const ids: string[] = [];
      for (let i = 0; i < 24; i++) {
        const r = await store().commit(message(100 + i));
        if (r.status === "created") ids.push(r.publicId);
      }
      const workers = handles.map((h, i) =>
        createOutbox({
          db: h.db,
          log,
          owner: `w${i}`,
          transport: nodemailer.createTransport({ host: "127.0.0.1", port: smtp.port, secure: false, ignoreTLS: true }),
          compose: composer(h.db),
          batch: 50,
        }),
      );
      for (let round = 0; round < 3; round++) await Promise.all(workers.map((w) => w.runOnce()));
      const mine = smtp.mails.filter((m) => ids.some((id) => m.headers["message-id"] === `<${id}@lead-portal>`));
      expect(mine).toHaveLength(ids.length);
      expect(new Set(mine.map((m) => m.headers["message-id"])).size).toBe(ids.length);
      const pending = await handle.db.selectFrom("mail_outbox").select("id").where("status", "!=", "delivered").execute();
      expect(pending).toEqual([]);
      await Promise.all(workers.map((w) => w.stop()));
    } finally {
      await Promise.all(handles.slice(1).map((h) => h.close()));
      await smtp.close();
    }
  });

  it("takes over a row whose lease expired, and leaves one with a live lease alone", async () => {
    const smtp = await startSmtp();
    try {
      const a = await store().commit(message(200));
      const b = await store().commit(message(201));
      if (a.status !== "created" || b.status !== "created") throw new Error("not created");
      const rowOf = async (publicId: string) =>
        (
          await handle.db
            .selectFrom("mail_outbox")
            .innerJoin("contact_message", "contact_message.id", "mail_outbox.message_id")
            .select(["mail_outbox.id", "mail_outbox.status"])
            .where("contact_message.public_id", "=", publicId)
            .executeTakeFirstOrThrow()
        ).id;
      const hour = 3600_000;
      await handle.db
        .updateTable("mail_outbox")
        .set({ lease_owner: "dead-worker", lease_expires_at: new Date(Date.now() - hour).toISOString() })
        .where("id", "=", await rowOf(a.publicId))
        .execute();
      await handle.db
        .updateTable("mail_outbox")
        .set({ lease_owner: "busy-worker", lease_expires_at: new Date(Date.now() + hour).toISOString() })
        .where("id", "=", await rowOf(b.publicId))
        .execute();
      const worker = createOutbox({
        db: handle.db,
        log,
        transport: nodemailer.createTransport({ host: "127.0.0.1", port: smtp.port, secure: false, ignoreTLS: true }),
        compose: composer(),
      });
      await worker.runOnce();
      await worker.stop();
      const status = async (id: string) =>
        await handle.db
          .selectFrom("mail_outbox")
          .select(["status", "lease_owner"])
          .where("id", "=", await rowOf(id))
          .executeTakeFirstOrThrow();
      expect(await status(a.publicId)).toEqual({ status: "delivered", lease_owner: null });
      expect(await status(b.publicId)).toEqual({ status: "pending", lease_owner: "busy-worker" });
      expect(smtp.mails.map((m) => m.headers["message-id"])).toEqual([`<${a.publicId}@lead-portal>`]);
    } finally {
      await smtp.close();
    }
  });

  it("deletes messages and files older than the retention period, and crash leftovers", async () => {
    const jpeg = await tinyJpeg();
    mkdirSync(path.join(uploads(), "tmp"), { recursive: true });
    const tmpFile = path.join(uploads(), "tmp", "old.part");
    writeFileSync(tmpFile, jpeg);
    const s = store();
    const fileFor = (name: string) => {
      const p = path.join(uploads(), "tmp", name);
      writeFileSync(p, jpeg);
      return {
        tmpPath: p,
        filename: "a.jpg",
        declaredType: "image/jpeg",
        size: jpeg.length,
        sha256: "x",
        sniffed: { type: "image/jpeg" as const },
      };
    };
    const old = await s.commit({ ...message(300), files: [fileFor("a.part")] });
    const recent = await s.commit({ ...message(301), files: [fileFor("b.part")] });
    if (old.status !== "created" || recent.status !== "created") throw new Error("not created");
    const days = 30;
    const past = new Date(Date.now() - (days + 1) * 24 * 3600_000);
    await handle.db
      .updateTable("contact_message")
      .set({ created_at: past.toISOString() })
      .where("public_id", "=", old.publicId)
      .execute();
    // The old message's folder sits where its (back-dated) creation month puts it.
    const { rename } = await import("node:fs/promises");
    const month = (d: string) => path.join(uploads(), d.slice(0, 7));
    const from = path.join(month(old.createdAt), old.publicId);
    mkdirSync(month(past.toISOString()), { recursive: true });
    await rename(from, path.join(month(past.toISOString()), old.publicId));
    const twoHoursAgo = (Date.now() - 2 * 3600_000) / 1000;
    utimesSync(tmpFile, twoHoursAgo, twoHoursAgo);

    const result = await createRetention({ db: handle.db, uploadsDir: uploads(), days, log }).run();
    expect(result).toMatchObject({ messages: 1, files: 1 });
    const left = await handle.db
      .selectFrom("contact_message")
      .select("public_id")
      .where("public_id", "in", [old.publicId, recent.publicId])
      .execute();
    expect(left.map((r) => r.public_id)).toEqual([recent.publicId]);
    const files = filesUnder(uploads());
    expect(files.some((f) => f.includes(old.publicId))).toBe(false);
    expect(files.some((f) => f.includes(recent.publicId))).toBe(true);
    expect(files).not.toContain(tmpFile);
    const orphanAttachments = await handle.db
      .selectFrom("contact_attachment")
      .innerJoin("contact_message", "contact_message.id", "contact_attachment.message_id")
      .select("contact_attachment.id")
      .where("contact_message.public_id", "=", old.publicId)
      .execute();
    expect(orphanAttachments).toEqual([]);
  });
});

describe("backoff", () => {
  it("doubles from the base up to the cap, with jitter of at most 20%", () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 10, 20].map((n) => backoffMs(n, 30_000, 3_600_000, mid))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
    expect(backoffMs(1, 30_000, 3_600_000, () => 0)).toBe(24_000);
    expect(backoffMs(1, 30_000, 3_600_000, () => 1)).toBe(36_000);
  });
});

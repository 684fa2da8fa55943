/**
 * LGPD retention: messages (with their attachments and outbox rows) older than RETENTION_DAYS are
 * deleted, then their files. Also sweeps what a crash can leave behind: temporary uploads older
 * than an hour, and message folders without a row (files placed, transaction never committed).
 */
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../db/database";
import type { Logger } from "../log";

export function createRetention(options: { db: Database; uploadsDir: string; days: number; log: Logger; now?: () => Date }) {
  const { db, uploadsDir, log } = options;
  const now = options.now ?? (() => new Date());

  async function sweepOrphans(): Promise<number> {
    let removed = 0;
    const t = now().getTime();
    const tmp = path.join(uploadsDir, "tmp");
    for (const name of await readdir(tmp).catch(() => [] as string[])) {
      const file = path.join(tmp, name);
      const info = await stat(file).catch(() => null);
      if (info && t - info.mtimeMs > 3600_000) {
        await rm(file, { force: true });
        removed++;
      }
    }
    for (const month of await readdir(uploadsDir).catch(() => [] as string[])) {
      if (!/^\d{4}-\d{2}$/.test(month)) continue;
      const ids = await readdir(path.join(uploadsDir, month)).catch(() => [] as string[]);
      if (!ids.length) continue;
      const known = new Set(
        (await db.selectFrom("contact_message").select("public_id").where("public_id", "in", ids).execute()).map(
          (r) => r.public_id,
        ),
      );
      for (const id of ids) {
        if (known.has(id)) continue;
        const dir = path.join(uploadsDir, month, id);
        const info = await stat(dir).catch(() => null);
        if (info && t - info.mtimeMs > 24 * 3600_000) {
          await rm(dir, { recursive: true, force: true });
          removed++;
        }
      }
    }
    return removed;
  }

  return {
    /** Deletes what is older than the retention period; returns how many messages went. */
    async run(): Promise<{ messages: number; files: number; orphans: number }> {
      const cutoff = new Date(now().getTime() - options.days * 24 * 3600_000).toISOString();
      const old = await db
        .selectFrom("contact_message")
        .select(["id", "public_id", "created_at"])
        .where("created_at", "<", cutoff)
        .orderBy("id")
        .limit(500)
        .execute();
      let files = 0;
      if (old.length) {
        const ids = old.map((m) => m.id);
        const undelivered = await db
          .selectFrom("mail_outbox")
          .select("id")
          .where("message_id", "in", ids)
          .where("status", "!=", "delivered")
          .execute();
        if (undelivered.length)
          log.warn("retention deletes mail that was never delivered", { outbox: undelivered.map((r) => r.id) });
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom("mail_outbox").where("message_id", "in", ids).execute();
          await trx.deleteFrom("contact_attachment").where("message_id", "in", ids).execute();
          await trx.deleteFrom("contact_message").where("id", "in", ids).execute();
        });
        for (const m of old) {
          const dir = path.join(uploadsDir, m.created_at.slice(0, 7), m.public_id);
          const had = await stat(dir).catch(() => null);
          await rm(dir, { recursive: true, force: true });
          if (had) files++;
        }
        log.info("retention: old contact messages deleted", { messages: old.length, cutoff });
      }
      const orphans = await sweepOrphans();
      return { messages: old.length, files, orphans };
    },
  };
}
export type Retention = ReturnType<typeof createRetention>;

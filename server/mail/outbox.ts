/**
 * The outbox worker. Every instance runs one; they share the table and never send a row twice:
 *
 *   claim   UPDATE mail_outbox SET lease_owner = me, lease_expires_at = now + lease
 *           WHERE id = ? AND status = 'pending' AND next_attempt_at <= now
 *             AND (lease_expires_at IS NULL OR lease_expires_at < now)
 *           -- exactly one UPDATE wins per row, on SQLite (one writer) and PostgreSQL
 *           -- (the row lock makes the loser re-check the WHERE and match nothing)
 *   send    nodemailer over SMTP_URL
 *   settle  delivered, or back to pending with exponential backoff; both only WHERE lease_owner = me
 *
 * State lives in the database, so retries survive restarts. Without SMTP the worker sends
 * nothing and mail waits (`npm run outbox` shows it). The hourly retention job runs here too.
 */
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Transporter } from "nodemailer";
import type { ContactMessageTable, MailOutboxTable } from "../contact/tables";
import type { Database } from "../db/database";
import type { Logger } from "../log";
import type { Composer } from "./compose";

export interface OutboxOptions {
  db: Database;
  log: Logger;
  /** null: no SMTP configured, nothing is sent. */
  transport: Transporter | null;
  compose: Composer;
  owner?: string;
  pollMs?: number;
  leaseMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  maxAttempts?: number;
  batch?: number;
  /** Extra periodic work (the retention job) and how often. */
  housekeeping?: { run: () => Promise<unknown>; everyMs: number };
  now?: () => Date;
}

/** 30 s, 1 min, 2 min … capped at 1 h, with ±20% jitter so instances do not retry in step. */
export function backoffMs(attempts: number, base: number, max: number, random = Math.random): number {
  const plain = Math.min(max, base * 2 ** Math.max(0, attempts - 1));
  return Math.round(plain * (0.8 + 0.4 * random()));
}

export function createOutbox(options: OutboxOptions) {
  const { db, log } = options;
  const owner = options.owner ?? `worker-${randomUUID()}`;
  const pollMs = options.pollMs ?? 5000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const base = options.baseDelayMs ?? 30_000;
  const max = options.maxDelayMs ?? 3_600_000;
  const maxAttempts = options.maxAttempts ?? 30;
  const batch = options.batch ?? 10;
  const now = options.now ?? (() => new Date());

  let timer: NodeJS.Timeout | undefined;
  let housekeepingTimer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;
  /** Passes finished (whatever they found) and mail delivered, since start: for /metrics. */
  let passes = 0;
  let deliveredTotal = 0;

  /** Takes one row if nobody holds it; true when this worker now owns it. */
  async function claim(id: number): Promise<boolean> {
    const at = now();
    const t = at.toISOString();
    const result = await db
      .updateTable("mail_outbox")
      .set({ lease_owner: owner, lease_expires_at: new Date(at.getTime() + leaseMs).toISOString() })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", t)
      .where((eb) => eb.or([eb("lease_expires_at", "is", null), eb("lease_expires_at", "<", t)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async function deliver(row: { id: number; message_id: number; attempts: number }): Promise<boolean> {
    const attempts = row.attempts + 1;
    try {
      const mail = await options.compose(row.message_id);
      if (!mail) throw new Error("message no longer stored");
      await options.transport!.sendMail(mail);
      await db
        .updateTable("mail_outbox")
        .set({
          status: "delivered",
          attempts,
          delivered_at: now().toISOString(),
          lease_owner: null,
          lease_expires_at: null,
          last_error: null,
        })
        .where("id", "=", row.id)
        .where("lease_owner", "=", owner)
        .execute();
      log.info("mail delivered", { outbox: row.id, attempts });
      return true;
    } catch (error) {
      const giveUp = attempts >= maxAttempts;
      const next = new Date(now().getTime() + backoffMs(attempts, base, max));
      await db
        .updateTable("mail_outbox")
        .set({
          status: giveUp ? "failed" : "pending",
          attempts,
          next_attempt_at: next.toISOString(),
          lease_owner: null,
          lease_expires_at: null,
          last_error: String((error as Error)?.message ?? error).slice(0, 500),
        })
        .where("id", "=", row.id)
        .where("lease_owner", "=", owner)
        .execute()
        .catch((e: unknown) => log.error("outbox row not updated", { outbox: row.id, error: e }));
      (giveUp ? log.error : log.warn)(giveUp ? "mail failed for good" : "mail delivery failed; will retry", {
        outbox: row.id,
        attempts,
        nextAttemptAt: giveUp ? undefined : next.toISOString(),
        error,
      });
      return false;
    }
  }

  /** One pass: claims due rows one by one and delivers them. Returns how many were delivered. */
  async function runOnce(): Promise<number> {
    if (!options.transport) return 0;
    const t = now().toISOString();
    const due = await db
      .selectFrom("mail_outbox")
      .select(["id", "message_id", "attempts"])
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", t)
      .where((eb) => eb.or([eb("lease_expires_at", "is", null), eb("lease_expires_at", "<", t)]))
      .orderBy("id")
      .limit(batch)
      .execute();
    let delivered = 0;
    for (const row of due) {
      if (!(await claim(row.id))) continue;
      if (await deliver(row)) delivered++;
    }
    return delivered;
  }

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), ms);
    timer.unref?.();
  }

  async function tick(): Promise<void> {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce().catch((error: unknown) => {
      log.error("outbox pass failed", { error });
      return 0;
    });
    const delivered = await running;
    running = undefined;
    passes++;
    deliveredTotal += delivered;
    // A full batch may mean more is waiting: go again at once.
    if (again || delivered >= batch) {
      again = false;
      schedule(0);
    } else schedule(pollMs);
  }

  return {
    owner,
    runOnce,
    /** What this worker has done since it started (passes count every poll, even empty ones). */
    stats: () => ({ passes, delivered: deliveredTotal }),
    start() {
      if (!stopped) return;
      stopped = false;
      if (!options.transport) log.warn("SMTP_URL is not set: mail waits in the outbox (npm run outbox)");
      schedule(0);
      if (options.housekeeping) {
        const { run, everyMs } = options.housekeeping;
        const house = () => void run().catch((error: unknown) => log.error("housekeeping failed", { error }));
        house();
        housekeepingTimer = setInterval(house, everyMs);
        housekeepingTimer.unref?.();
      }
    },
    /** A new message was committed: try now rather than at the next poll. */
    kick() {
      if (!stopped && options.transport) schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(housekeepingTimer);
      timer = undefined;
      await running;
      options.transport?.close();
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;

export type OutboxEntry = Pick<
  Selectable<MailOutboxTable>,
  "id" | "status" | "attempts" | "next_attempt_at" | "delivered_at" | "last_error" | "created_at"
> &
  Pick<Selectable<ContactMessageTable>, "public_id" | "kind" | "recipient" | "name" | "subject">;

/** What is waiting, failed or delivered (for `npm run outbox`). */
export async function listOutbox(db: Database, limit = 50): Promise<OutboxEntry[]> {
  return db
    .selectFrom("mail_outbox")
    .innerJoin("contact_message", "contact_message.id", "mail_outbox.message_id")
    .select([
      "mail_outbox.id",
      "mail_outbox.status",
      "mail_outbox.attempts",
      "mail_outbox.next_attempt_at",
      "mail_outbox.delivered_at",
      "mail_outbox.last_error",
      "mail_outbox.created_at",
      "contact_message.public_id",
      "contact_message.kind",
      "contact_message.recipient",
      "contact_message.name",
      "contact_message.subject",
    ])
    .orderBy("mail_outbox.id", "desc")
    .limit(limit)
    .execute();
}

/** How many outbox rows are in a state (for the metrics gauges). */
export async function outboxCount(db: Database, status: "pending" | "failed"): Promise<number> {
  const row = await db
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("status", "=", status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

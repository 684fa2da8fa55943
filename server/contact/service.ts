/**
 * The contact feature's services, assembled once: XSRF tokens, rate limits (memory or Redis),
 * the store, the intake, signed download links, and the outbox worker with the retention job.
 */
import path from "node:path";
import nodemailer from "nodemailer";
import type { Redis } from "ioredis";
import type { Config } from "../config";
import type { Database } from "../db/database";
import type { Logger } from "../log";
import type { ContentStore } from "../content/store";
import { createComposer } from "../mail/compose";
import { createOutbox, type OutboxOptions } from "../mail/outbox";
import { createContactIntake } from "./intake";
import { createMemoryRateLimiter, createRedisRateLimiter, parseRateLimit, type RateLimiter } from "./rate-limit";
import { createRetention } from "./retention";
import { createLinkSigner, createXsrf } from "./signing";
import { createContactStore } from "./store";

export interface ContactServiceOptions {
  config: Config;
  db: Database;
  log: Logger;
  content: ContentStore;
  /** The shared Redis client (rate limits); none: limits count in memory. */
  redis?: Redis | null;
  /** Tests tune the worker (fast polls and retries). */
  outbox?: Partial<Pick<OutboxOptions, "pollMs" | "leaseMs" | "baseDelayMs" | "maxDelayMs" | "maxAttempts" | "owner">>;
}

export function createContactService(options: ContactServiceOptions) {
  const { config, db, log } = options;
  const uploadsDir = path.join(config.DATA_DIR, "uploads");
  const xsrf = createXsrf(config.appSecret, { secureCookie: config.TRUST_PROXY });
  const links = createLinkSigner(config.appSecret);
  const store = createContactStore({ db, uploadsDir, log });

  const { points, windowMs } = parseRateLimit(config.CONTACT_RATE_LIMIT);
  const redis = options.redis ?? null;
  const limiter = (prefix: string): RateLimiter =>
    redis
      ? createRedisRateLimiter(redis, { points, windowMs, prefix, log })
      : createMemoryRateLimiter({ points, windowMs, prefix });

  const transport = config.SMTP_URL
    ? nodemailer.createTransport({
        url: config.SMTP_URL,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 60_000,
      } as Parameters<typeof nodemailer.createTransport>[0])
    : null;
  const publicOrigin = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  if (transport && !config.PUBLIC_URL) log.warn("PUBLIC_URL is not set: download links in mail point to localhost");
  const retention = createRetention({ db, uploadsDir, days: config.RETENTION_DAYS, log });
  const outbox = createOutbox({
    db,
    log: log.child({ component: "outbox" }),
    transport,
    compose: createComposer({ db, uploadsDir, from: config.MAIL_FROM, publicOrigin, links }),
    housekeeping: { run: () => retention.run(), everyMs: 3600_000 },
    ...options.outbox,
  });

  const intake = createContactIntake({
    store,
    xsrf,
    formLimiter: limiter("contact"),
    chatLimiter: limiter("stuart"),
    contactInbox: config.CONTACT_INBOX,
    mailboxes: async () => (await options.content.site()).mailboxes.map((m) => ({ id: m.id, email: m.email })),
    log,
    committed: () => outbox.kick(),
  });

  return {
    xsrf,
    links,
    store,
    intake,
    outbox,
    retention,
    uploadsDir,
    async close() {
      await outbox.stop();
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;

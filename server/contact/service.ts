/**
 * The contact feature's services, assembled once: XSRF tokens, rate limits (memory or Redis),
 * the store, the intake, signed download links, and the outbox worker with the retention job.
 */
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { Database } from "../db/database";
import type { Logger } from "../log";
import type { ContentStore } from "../content/store";
import { createComposer } from "../mail/compose";
import { createOutbox, type OutboxOptions } from "../mail/outbox";
import { createSentNotice } from "../applications/sent-notice";
import { createApplicationIntake } from "../applications/intake";
import { createPdfChecks } from "../applications/pdf-check";
import { createContactIntake } from "./intake";
import type { RateLimits } from "../http/rate-limits";
import { createRetention } from "./retention";
import { createLinkSigner, createXsrf } from "./signing";
import { createContactStore } from "./store";

export interface ContactServiceOptions {
  config: Config;
  db: Database;
  log: Logger;
  content: ContentStore;
  /** The site's rate limits (the contact form's and the chat e-mail's are used here). */
  rateLimits: Pick<RateLimits, "contactForm" | "chatEmail" | "application">;
  /** Tests tune the worker (fast polls and retries). */
  outbox?: Partial<Pick<OutboxOptions, "pollMs" | "leaseMs" | "baseDelayMs" | "maxDelayMs" | "maxAttempts" | "owner">>;
}

export function createContactService(options: ContactServiceOptions) {
  const { config, db, log } = options;
  const uploadsDir = path.join(config.DATA_DIR, "uploads");
  const xsrf = createXsrf(config.appSecret, { secureCookie: config.TRUST_PROXY });
  const sentNotice = createSentNotice(config.appSecret, { secureCookie: config.TRUST_PROXY });
  const links = createLinkSigner(config.appSecret);
  const store = createContactStore({ db, uploadsDir, log });

  const transport = config.SMTP_URL
    ? nodemailer.createTransport({
        url: config.SMTP_URL,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 60_000,
      } as Parameters<typeof nodemailer.createTransport>[0])
    : null;
  if (transport && !config.PUBLIC_URL) log.warn("PUBLIC_URL is not set: download links in mail point to localhost");
  const retention = createRetention({ db, uploadsDir, days: config.RETENTION_DAYS, log });
  const outbox = createOutbox({
    db,
    log: log.child({ component: "outbox" }),
    transport,
    compose: createComposer({ db, uploadsDir, from: config.MAIL_FROM, publicOrigin: () => config.publicOrigin, links }),
    housekeeping: { run: () => retention.run(), everyMs: 3600_000 },
    ...options.outbox,
  });

  const intake = createContactIntake({
    store,
    xsrf,
    formLimiter: options.rateLimits.contactForm,
    chatLimiter: options.rateLimits.chatEmail,
    contactInbox: config.CONTACT_INBOX,
    mailboxes: async () => (await options.content.site()).mailboxes.map((m) => ({ id: m.id, email: m.email })),
    log,
    committed: () => outbox.kick(),
  });

  const applications = createApplicationIntake({
    store,
    xsrf,
    limiter: options.rateLimits.application,
    inbox: config.APPLICATIONS_INBOX,
    retentionDays: config.RETENTION_DAYS,
    log,
    committed: () => outbox.kick(),
    pdfChecks: createPdfChecks({ concurrency: config.PDF_CHECKS }),
  });

  return {
    xsrf,
    sentNotice,
    links,
    store,
    intake,
    applications,
    outbox,
    retention,
    uploadsDir,
    async close() {
      await outbox.stop();
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;

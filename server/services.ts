/**
 * The services the server is assembled from. Tests build their own and pass them to createApp.
 */
import { hostname } from "node:os";
import { Redis } from "ioredis";
import path from "node:path";
import type { Config } from "./config";
import { openDatabase, type DatabaseHandle } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { ensurePostgresDatabase } from "./db/ensure-postgres";
import { createPageViews, type PageViews } from "./analytics/page-views";
import { createRefusalLog, type RefusalLog } from "./http/refusal-log";
import { createContentStore, type ContentStore } from "./content/store";
import { importContent } from "./content/import";
import { loadContentFiles } from "./content/load-files";
import { createMedia, type Media } from "./media";
import { createLogger, type Logger } from "./log";
import { createChatStore, type ChatStore } from "./chat/store";
import { createMetrics, type Metrics } from "./http/metrics";
import { createContactService, type ContactService, type ContactServiceOptions } from "./contact/service";
import { outboxCount } from "./mail/outbox";
import { createRateLimits, type RateLimits } from "./http/rate-limits";
import { createEditorAuth, type EditorAuth } from "./editor/auth/service";
import { createContentEditor, type ContentEditor } from "./editor/content/items";
import { createScheduler, type Scheduler } from "./editor/schedule/scheduler";
import { createAlerts, type Alerts } from "./alerts/service";
import { createAlertLinks } from "./alerts/links";
import { createEditorMedia, type EditorMedia } from "./editor/media/uploads";
import { createMediaStore } from "./editor/media/store";
import { createMediaLibrary, type MediaLibrary } from "./editor/media/library";
import { canEdit, isEditorRole } from "../common/editor/roles";

export interface Services {
  config: Config;
  log: Logger;
  /** Refused requests, a line for the first of each kind an interval and a count for the rest. */
  refusals: RefusalLog;
  database: DatabaseHandle;
  content: ContentStore;
  media: Media;
  pageViews: PageViews;
  /** The chat's guests, conversations and inappropriate-words list. */
  chat: ChatStore;
  metrics: Metrics;
  /** Set when a graceful shutdown starts: readiness turns false so balancers drain this instance. */
  shuttingDown: boolean;
  /**
   * The Redis client shared by rate limits and readiness (REDIS_URL), or null. Commands fail at
   * once while it is disconnected (no offline queue), so a lost Redis never stalls a request.
   */
  redis: Redis | null;
  /** Every rate limit of the site, one library, shared through Redis when configured. */
  rateLimits: RateLimits;
  /** Contact intake, XSRF, rate limits, and the mail outbox worker (started here, stopped by close). */
  contact: ContactService;
  /** The editors' accounts, sign-in, sessions and audit log (server/editor/auth/). */
  editor: EditorAuth;
  /**
   * The editor's content: drafts, publishing and history (server/editor/content/). Its actor id is
   * the editor's e-mail address, so a history names who saved; audit lines are written by the
   * editor's pages (app/editor/items.server.ts). A publish makes this instance's store look again.
   */
  contentEditor: ContentEditor;
  /** The editor's calendar: scheduled publishes and ends, applied once across instances (server/editor/schedule/). */
  scheduler: Scheduler;
  /** The editor's image and clip uploads into the shared store (server/editor/media/). */
  editorMedia: EditorMedia;
  /** The picker's list and thumbnails of uploaded media (server/editor/media/library.ts). */
  mediaLibrary: MediaLibrary;
  /** Job alerts: requests, confirmation, the manage page, the daily digests (server/alerts/). */
  alerts: Alerts;
  /**
   * Closes everything the services opened, in reverse order: first waits (bounded:
   * AFTER_ANSWER_WAIT_MS) for work queued after answers, the database last.
   */
  close(): Promise<void>;
}

/**
 * At shutdown, how long `close` waits for work queued after answers (sign-in links' mail) before
 * closing the database anyway: well inside main.ts's 10 s forced exit.
 */
export const AFTER_ANSWER_WAIT_MS = 5_000;

export const projectRoot = path.resolve(import.meta.dirname, "..");

/**
 * Reconnection delays to Redis: soon and often (at most 500 ms apart). ioredis's default backs off
 * to 2 s, so an instance stayed not-ready, without shared limits and chat fan-out, for up to 2 s
 * after Redis was back; a reconnect attempt on loopback or a LAN costs next to nothing.
 */
export const redisRetryDelay = (attempt: number) => Math.min(attempt * 50, 500);

export async function createServices(
  config: Config,
  options: {
    contentDir?: string;
    outbox?: ContactServiceOptions["outbox"];
    /** The content store's clock (ms): tests move it past an opening's closing date. */
    now?: () => number;
  } = {},
): Promise<Services> {
  const log = createLogger(config.LOG_LEVEL, { instance: config.INSTANCE_NAME ?? `${hostname()}:${process.pid}` });
  if (config.database.kind === "postgres") {
    const { created, name } = await ensurePostgresDatabase(config.database.url);
    if (created) log.info("database created", { database: name });
  }
  const database = openDatabase(config);
  const applied = await migrateToLatest(database);
  if (applied.length) log.info("migrations applied", { migrations: applied });

  const contentDir = path.resolve(options.contentDir ?? config.CONTENT_DIR ?? path.join(projectRoot, "content"));
  const { content: files, hash } = await loadContentFiles(contentDir);
  const imported = await importContent(database.db, files, hash);
  if (imported.imported) log.info("content imported", { version: imported.version });

  const content = createContentStore(database.db, { now: options.now });
  // Uploaded media: in the database every instance reads, cached on this instance's disk (DATA_DIR).
  const mediaStore = createMediaStore({
    db: database.db,
    cacheDir: path.join(config.DATA_DIR, "media-cache"),
    log: log.child({ component: "media" }),
  });
  await mediaStore.refresh();
  mediaStore.start();
  const media = createMedia({
    mediaDir: path.join(contentDir, "media"),
    baseUrl: config.MEDIA_BASE_URL ?? "/media",
    uploads: mediaStore,
  });

  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, {
        lazyConnect: false,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        retryStrategy: redisRetryDelay,
      })
    : null;
  redis?.on("error", (error) => log.warn("redis error", { error: error.message }));

  const rateLimits = createRateLimits(config, redis, log);
  const contact = createContactService({
    config,
    db: database.db,
    log,
    content,
    rateLimits,
    outbox: { pollMs: config.OUTBOX_POLL_MS, ...options.outbox },
  });
  contact.outbox.start();
  const editor = createEditorAuth({
    db: database.db,
    log: log.child({ component: "editor" }),
    appSecret: config.appSecret,
    secureCookie: config.TRUST_PROXY,
    // Read at each use: without PUBLIC_URL, main.ts names the port once the server listens.
    publicOrigin: () => config.publicOrigin,
    xsrf: contact.xsrf,
    limits: { signIn: rateLimits.editorSignIn, link: rateLimits.editorLink },
    mailQueued: () => contact.outbox.kick(),
    mailServer: Boolean(config.SMTP_URL),
  });
  // Ended sessions, used or expired links and challenges go hourly (each is refused anyway).
  const editorSweep = setInterval(
    () => void editor.store.sessions.sweep().catch((error: unknown) => log.warn("editor sweep failed", { error })),
    3600_000,
  );
  editorSweep.unref();
  const alerts = createAlerts({
    db: database.db,
    log: log.child({ component: "alerts" }),
    links: createAlertLinks(config.appSecret, { origin: () => config.publicOrigin }),
    openings: () => content.visibleVacancies(),
    origin: () => config.publicOrigin,
    limits: { perClient: rateLimits.alertRequest, confirmations: rateLimits.alertMail },
    mailQueued: () => contact.outbox.kick(),
    now: options.now ? () => new Date(options.now!()) : undefined,
  });
  const alertsPass = () => void alerts.runPass().catch((error: unknown) => log.error("job alert pass failed", { error }));
  // Openings from the start-up import, and digests due since the last run; then periodically
  // (a day's second batch of openings goes out the next day), and hourly the unconfirmed sweep.
  alertsPass();
  const alertsTimer = setInterval(alertsPass, config.ALERTS_PASS_MS);
  alertsTimer.unref();
  const alertsSweep = setInterval(
    () => void alerts.sweep().catch((error: unknown) => log.warn("job alert sweep failed", { error })),
    3600_000,
  );
  alertsSweep.unref();
  const contentEditor = createContentEditor({
    db: database.db,
    canEdit: (role, type) => isEditorRole(role) && canEdit(role, type),
    now: options.now,
    // A published opening's key changed: this instance serves the new address at once.
    onRenamed: () => content.invalidate(),
    onPublished: async (change) => {
      content.invalidate();
      // A published opening is announced to its area's subscribers (at most one digest a day).
      alertsPass();
      // A highlight published with an end date gets its end on the calendar before the publish
      // answers: the «Agendar» section of the page the editor sees next lists it.
      await scheduler
        .afterPublish(change)
        .catch((error: unknown) => log.error("planning a published item's end failed", { error }));
    },
  });
  const scheduler = createScheduler({
    db: database.db,
    editor: contentEditor,
    now: options.now,
    instance: config.INSTANCE_NAME ?? `${hostname()}:${process.pid}`,
    log: log.child({ component: "schedule" }),
  });
  const schedulePass = () => void scheduler.runPass().catch((error: unknown) => log.error("schedule pass failed", { error }));
  // Changes that came due while every instance was down happen at start.
  schedulePass();
  const scheduleTimer = setInterval(schedulePass, config.SCHEDULE_PASS_MS);
  scheduleTimer.unref();
  const editorMedia = createEditorMedia({ store: mediaStore, stagingDir: path.join(config.DATA_DIR, "media-staging") });
  const mediaLibrary = createMediaLibrary({ store: mediaStore, media, snapshot: () => content.snapshot() });
  const metrics = createMetrics();
  metrics.gauge("lead_mail_outbox_pending", "Mail waiting in the outbox.", () => outboxCount(database.db, "pending"));
  metrics.counter(
    "lead_mail_outbox_passes_total",
    "Outbox polling passes this instance finished.",
    () => contact.outbox.stats().passes,
  );
  metrics.counter("lead_mail_delivered_total", "Mail this instance delivered.", () => contact.outbox.stats().delivered);
  metrics.gauge("lead_mail_outbox_failed", "Mail that failed for good (npm run outbox).", () =>
    outboxCount(database.db, "failed"),
  );

  metrics.counter("lead_alert_passes_total", "Job-alert passes this instance finished.", () => alerts.stats().passes);
  metrics.counter(
    "lead_alert_openings_seen_total",
    "Openings this instance's job-alert passes recorded as new.",
    () => alerts.stats().openingsSeen,
  );
  metrics.counter("lead_alert_digests_total", "Job-alert digests this instance queued.", () => alerts.stats().digests);

  const pageViews = createPageViews({
    db: database.db,
    log: log.child({ component: "analytics" }),
    retentionDays: config.RETENTION_DAYS,
    onView: (route, lang) => metrics.pageView(route, lang),
  });
  pageViews.start();
  metrics.gauge("lead_page_views_pending", "Page views waiting for their batch write.", () => pageViews.stats().pending);
  metrics.counter(
    "lead_page_views_dropped_total",
    "Page views dropped because the buffer was full (the database too slow).",
    () => pageViews.stats().dropped,
  );

  // The inappropriate-words table is seeded from content/chat/inappropriate-words.json.
  const chat = createChatStore(database);
  await chat.syncWords(await content.inappropriateWords());

  const refusals = createRefusalLog(log);
  return {
    config,
    log,
    refusals,
    database,
    content,
    media,
    pageViews,
    metrics,
    chat,
    shuttingDown: false,
    redis,
    rateLimits,
    contact,
    editor,
    contentEditor,
    scheduler,
    editorMedia,
    mediaLibrary,
    alerts,
    async close() {
      // Work queued after answers already sent (a sign-in link's lookup and mail: after-answer.ts)
      // finishes before the database closes, within a bound that leaves main.ts's forced exit room.
      const waited = await Promise.race([
        editor.settled().then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), AFTER_ANSWER_WAIT_MS).unref()),
      ]);
      if (!waited) log.warn("shutting down with work after answers unfinished", { waitedMs: AFTER_ANSWER_WAIT_MS });
      refusals.flush();
      clearInterval(editorSweep);
      clearInterval(alertsTimer);
      clearInterval(alertsSweep);
      clearInterval(scheduleTimer);
      mediaStore.stop();
      await contact.close();
      await pageViews.close();
      redis?.disconnect();
      await database.close();
    },
  };
}

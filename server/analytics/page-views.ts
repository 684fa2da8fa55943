/**
 * First-party page views: the page (a template of the site's route table, reported as
 * the path after /portal) and the language, nothing about the visitor. Views are
 * counted in memory (and on /metrics at once) and written in batches, so counting a page request
 * costs no database round trip; the buffer has a fixed size, and what does not fit while the
 * database is slow is counted as dropped rather than held. Rows older than RETENTION_DAYS go.
 */
import type { Insertable } from "kysely";
import { reportedPath } from "../../common/paths";
import type { Lang } from "../../common/i18n/languages";
import type { Database } from "../db/database";
import type { PageViewTable } from "../db/schema";
import type { Logger } from "../log";

export interface PageViewsOptions {
  db: Database;
  log: Logger;
  /** Days page views are kept (RETENTION_DAYS, like contact messages). */
  retentionDays: number;
  /** Counted at once for /metrics (page_views_total). */
  onView?: (route: string, lang: Lang) => void;
  /** Views waiting for their batch at most; past it new ones are dropped (and counted). */
  maxPending?: number;
  flushMs?: number;
  now?: () => Date;
}

/** A row to write, narrowed to a known language. */
type PendingView = Omit<Insertable<PageViewTable>, "id" | "lang"> & { lang: Lang };

/** SQLite allows 999 bound values a statement: 3 a row. */
const BATCH_ROWS = 300;

export function createPageViews(options: PageViewsOptions) {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const maxPending = options.maxPending ?? 5000;
  let pending: PendingView[] = [];
  let dropped = 0;
  let flushing: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let retentionTimer: NodeJS.Timeout | null = null;

  async function write(rows: PendingView[]): Promise<number> {
    for (let i = 0; i < rows.length; i += BATCH_ROWS)
      await db
        .insertInto("page_view")
        .values(rows.slice(i, i + BATCH_ROWS))
        .execute();
    return rows.length;
  }

  const views = {
    /**
     * Counts one view of `route`, a page template from server/http/route-table.ts (never a raw
     * path). Returns the path as stored, or null when the buffer is full.
     */
    record(route: string, lang: Lang): string | null {
      const path = reportedPath(route);
      options.onView?.(route, lang);
      if (pending.length >= maxPending) {
        dropped++;
        return null;
      }
      pending.push({ path, lang, created_at: now().toISOString() });
      return path;
    },

    /** Writes what is waiting; a failed batch is put back (within the bound) for the next pass. */
    flush(): Promise<number> {
      if (flushing) return flushing.then(() => views.flush());
      if (!pending.length) return Promise.resolve(0);
      const rows = pending;
      pending = [];
      flushing = write(rows)
        .catch((error: unknown) => {
          log.warn("page views not written, kept for the next pass", { error, views: rows.length });
          const room = Math.max(0, maxPending - pending.length);
          dropped += Math.max(0, rows.length - room);
          pending = rows.slice(0, room).concat(pending);
          return 0;
        })
        .finally(() => {
          flushing = null;
        });
      return flushing;
    },

    /** Deletes views older than the retention period; returns how many went. */
    async applyRetention(): Promise<number> {
      const cutoff = new Date(now().getTime() - options.retentionDays * 24 * 3600_000).toISOString();
      const result = await db.deleteFrom("page_view").where("created_at", "<", cutoff).executeTakeFirst();
      const removed = Number(result.numDeletedRows ?? 0);
      if (removed) log.info("retention: old page views deleted", { views: removed, cutoff });
      return removed;
    },

    stats: () => ({ pending: pending.length, dropped }),

    /** Views per page, language and day (UTC), for `npm run analytics`. */
    async perDay(sinceDays = 30): Promise<Array<{ path: string; lang: string; day: string; views: number }>> {
      const since = new Date(now().getTime() - sinceDays * 24 * 3600_000).toISOString();
      const rows = await db
        .selectFrom("page_view")
        .select(["path", "lang", "created_at"])
        .where("created_at", ">=", since)
        .execute();
      const counts = new Map<string, number>();
      for (const row of rows) {
        const key = `${row.path}\u0000${row.lang}\u0000${row.created_at.slice(0, 10)}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return [...counts]
        .map(([key, views]) => {
          const [path, lang, day] = key.split("\u0000") as [string, string, string];
          return { path, lang, day, views };
        })
        .sort((a, b) => a.day.localeCompare(b.day) || a.path.localeCompare(b.path) || a.lang.localeCompare(b.lang));
    },

    async countsByPath(): Promise<Array<{ path: string; views: number }>> {
      const rows = await db
        .selectFrom("page_view")
        .select(["path", (eb) => eb.fn.countAll<number>().as("views")])
        .groupBy("path")
        .orderBy("path")
        .execute();
      return rows.map((r) => ({ path: r.path, views: Number(r.views) }));
    },

    /** Writes every `flushMs` (default 0.5 s) and applies retention now and every hour. */
    start() {
      timer ??= setInterval(() => void views.flush(), options.flushMs ?? 500);
      timer.unref();
      const retention = () =>
        void views.applyRetention().catch((error: unknown) => log.warn("page-view retention failed", { error }));
      retention();
      retentionTimer ??= setInterval(retention, 3600_000);
      retentionTimer.unref();
    },

    async close() {
      if (timer) clearInterval(timer);
      if (retentionTimer) clearInterval(retentionTimer);
      timer = retentionTimer = null;
      await views.flush();
    },
  };
  return views;
}
export type PageViews = ReturnType<typeof createPageViews>;

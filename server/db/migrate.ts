/**
 * Runs the migrations in order. Kysely's migrator takes a lock (a row lock on PostgreSQL), so
 * several instances starting at once apply each migration exactly once.
 */
import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { DatabaseHandle } from "./database";
import type { MigrationContext } from "./migrations/helpers";
import * as m001 from "./migrations/001-content-and-page-views";
import * as m002 from "./migrations/002-contact-and-outbox";
import * as m003 from "./migrations/003-chat";
import * as m004 from "./migrations/004-editor-accounts";
import * as m005 from "./migrations/005-content-revisions";
import * as m006 from "./migrations/006-job-alerts";
import * as m007 from "./migrations/007-schedule";
import * as m008 from "./migrations/008-media";
import * as m009 from "./migrations/009-content-redirects";

type Step = { up: (db: Parameters<Migration["up"]>[0], ctx: MigrationContext) => Promise<void> };

/** Add each new migration here, in order. Never edit one that has shipped. */
const steps: Record<string, Step> = {
  "001-content-and-page-views": m001,
  "002-contact-and-outbox": m002,
  "003-chat": m003,
  "004-editor-accounts": m004,
  "005-content-revisions": m005,
  "006-job-alerts": m006,
  "007-schedule": m007,
  "008-media": m008,
  "009-content-redirects": m009,
};

export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const ctx: MigrationContext = { engine: handle.engine };
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(
        Object.entries(steps).map(([name, step]) => [name, { up: (db) => step.up(db, ctx) } satisfies Migration]),
      ),
  };
  const migrator = new Migrator({ db: handle.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

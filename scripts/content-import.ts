/**
 * `npm run content:import`: validates `content/` and loads it into the configured database
 * (DATABASE_URL: a SQLite file, data/lead.db by default, or a postgres:// URL), replacing what is
 * there in one transaction, even when the content has not changed since the last import.
 *
 * A broken file stops the import before anything is written, with one line per problem naming
 * the file, the field and what is wrong, and exit code 1.
 *
 * The database is the source of truth for what editors change (docs/decisions/0029). An item an
 * editor closed, unpublished or left as a draft, or created (not in the files), is kept as the
 * editor left it while the rest is imported, and the import says which it kept. An opening whose key
 * an editor changed while the files still carry the old key is that opening, said in the staff's
 * words (Portuguese, then English), not a new one. Only a published item that differs from the
 * files (two versions of the truth) makes it refuse, naming each, and write nothing, unless --force
 * (the files win everywhere).
 *
 * Then the job alerts' pass: openings new to the site are queued for their areas' subscribers.
 *
 * Options: --content DIR (another content folder), --if-changed (skip when the files are the ones
 * last imported, and otherwise leave editors' items alone, as a server start does), --force
 * (replace editors' changes with the files).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/database";
import { migrateToLatest } from "../server/db/migrate";
import { editorChanges, importContent } from "../server/content/import";
import { renamedReport } from "../server/content/import-report";
import { ContentError, loadContentFiles } from "../server/content/load-files";
import { createContentStore } from "../server/content/store";
import { createAlerts } from "../server/alerts/service";
import { createAlertLinks } from "../server/alerts/links";
import { createRateLimiter } from "../server/http/rate-limits";
import { createLogger } from "../server/log";

/** The import queues digests only; it takes no requests, so their limits are never consulted. */
const unused = createRateLimiter({ name: "unused", rule: { points: 1, durationSeconds: 1 } });

const { values } = parseArgs({
  options: {
    content: { type: "string" },
    "if-changed": { type: "boolean", default: false },
    force: { type: "boolean", default: false },
  },
});
const contentDir = path.resolve(values.content ?? path.join(import.meta.dirname, "..", "content"));

async function main(): Promise<number> {
  const started = performance.now();
  let loaded: Awaited<ReturnType<typeof loadContentFiles>>;
  try {
    loaded = await loadContentFiles(contentDir);
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(`Content in ${contentDir} is invalid; nothing was imported.`);
      for (const problem of error.problems) console.error(`  ${problem}`);
      return 1;
    }
    throw error;
  }

  const config = loadConfig();
  const database = openDatabase(config);
  try {
    const where = config.database.kind === "sqlite" ? config.database.file : redact(config.database.url);
    const applied = await migrateToLatest(database);
    if (applied.length) console.log(`Migrations applied: ${applied.join(", ")}`);
    const before = await database.db.selectFrom("content_meta").select("value").where("key", "=", "version").executeTakeFirst();
    const changes = await editorChanges(database.db, loaded.content);
    const lossOf = new Map(changes.map((c) => [`${c.type}/${c.key}`, c.loss]));
    // An opening renamed in the editor is the same opening under a new key, not one to create
    // (with --force the files' old key wins, and it is not kept).
    const renamed = values.force ? [] : changes.flatMap((c) => (c.renamed ? [{ ...c, renamed: c.renamed }] : []));
    if (!values["if-changed"] && !values.force) {
      // A closed, unpublished or drafted item, or one made in the editor, is the editor's state: kept below.
      const lost = changes.filter((change) => change.loss === "published differs");
      if (lost.length) {
        console.error(
          `The database has ${lost.length} item(s) published in the editor that differ from ${contentDir}; nothing was imported:`,
        );
        for (const c of lost)
          console.error(`  ${c.type}/${c.key}: ${c.loss} (${c.status}, last changed by ${c.updatedBy} at ${c.updatedAt})`);
        console.error(
          "Run `npm run content:export` to write the published content to the files and review it, or `npm run content:import -- --force` to replace the editors' changes with the files.",
        );
        return 1;
      }
    }
    const result = await importContent(database.db, loaded.content, loaded.hash, {
      force: !values["if-changed"],
      overwriteEditorChanges: values.force,
    });
    const kept = (result.kept ?? []).filter((k) => lossOf.get(`${k.type}/${k.key}`) !== "renamed");
    if (kept.length) console.log(`Kept ${kept.length} item(s) as the editors left them (the files' version was not imported):`);
    for (const k of kept) {
      const state = keptState({ status: k.status, loss: lossOf.get(`${k.type}/${k.key}`) });
      console.log(`  ${k.type}/${k.key}: ${state} (last changed by ${k.updatedBy} at ${k.updatedAt})`);
    }
    for (const line of renamedReport(renamed)) console.log(line);
    const counts = await database.db
      .selectFrom("content_item")
      .select(["type", (eb) => eb.fn.countAll<number>().as("count")])
      .groupBy("type")
      .orderBy("type")
      .execute();
    const ms = Math.round(performance.now() - started);
    if (!result.imported) {
      console.log(`Content version ${result.version} is already in ${database.engine} (${where}); nothing to do (${ms} ms).`);
      return 0;
    }
    const total = counts.reduce((sum, c) => sum + Number(c.count), 0);
    const change = before?.value === result.version ? "re-imported (unchanged)" : `was ${before?.value ?? "empty"}`;
    console.log(`Imported content version ${result.version} into ${database.engine} (${where}); ${change}.`);
    console.log(`${total} rows in ${counts.length} types, in ${ms} ms:`);
    for (const c of counts) console.log(`  ${c.type.padEnd(20)} ${String(c.count).padStart(4)}`);
    // New openings reach their areas' subscribers: the digests go into the outbox, which a
    // running server sends (at most one a day per subscriber, whoever queues it).
    const alerts = createAlerts({
      db: database.db,
      log: createLogger("warn"),
      links: createAlertLinks(config.appSecret, { origin: () => config.publicOrigin }),
      openings: () => createContentStore(database.db).visibleVacancies(),
      origin: () => config.publicOrigin,
      limits: { perClient: unused, confirmations: unused },
    });
    const pass = await alerts.runPass();
    console.log(`Job alerts: ${pass.openingsSeen} opening(s) new to the alerts, ${pass.digests} digest(s) queued.`);
    return 0;
  } finally {
    await database.close();
  }
}

/** What an editor's kept item is, in words. */
function keptState(change: { status: string; loss?: string }): string {
  if (change.loss === "not in the files") return "made in the editor, not in the files";
  if (change.loss === "draft") return change.status === "published" ? "published, with a draft" : "a draft";
  if (change.status === "unpublished") return "closed (unpublished) in the editor";
  return change.status === "published" ? "published in the editor" : change.status;
}

/** A postgres URL without its password, for printing. */
function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "postgres";
  }
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  },
);

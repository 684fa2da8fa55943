/**
 * `npm run bench:alerts`: how long the job alerts' pass takes to build and queue the digests of
 * BENCH_SUBSCRIBERS confirmed subscribers (default 10,000) when one opening in their area is new,
 * against queueing as many plain outbox messages of the same size in the same run, on the same
 * database, in transactions of the same size (the baseline: the outbox's own cost). On SQLite,
 * and on PostgreSQL when it answers. Also the process's resident memory before and after the pass:
 * it reads subscribers a page at a time, so memory does not grow with their number.
 *
 * Nothing is sent: there is no SMTP here, the mail waits in the outbox.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ContentOf } from "../../common/content/content-types";
import { createAlertLinks } from "../../server/alerts/links";
import { createAlerts } from "../../server/alerts/service";
import { subscriberRow } from "../../server/alerts/test-support";
import { loadConfig } from "../../server/config";
import { importContent } from "../../server/content/import";
import { loadContentFiles } from "../../server/content/load-files";
import { createContentStore } from "../../server/content/store";
import { createPostgresDatabase, postgresAnswers, realContentDir } from "../../server/content/test-support";
import { openDatabase, type DatabaseHandle } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";
import { createRateLimiter } from "../../server/http/rate-limits";
import { createLogger } from "../../server/log";
import { insertPlainMail } from "../../server/mail/plain-mail";

type Opening = ContentOf<"vacancies.json">[number];
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const PER_TRANSACTION = 100;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function run(engine: string, handle: DatabaseHandle) {
  await migrateToLatest(handle);
  const files = await loadContentFiles(realContentDir);
  await importContent(handle.db, files.content, files.hash);
  const all = await createContentStore(handle.db).visibleVacancies();
  const fresh = all.find((v) => v.area === "development")!;
  let onSite: Opening[] = all.filter((v) => v !== fresh);
  const unused = createRateLimiter({ name: "bench", rule: { points: 1, durationSeconds: 1 } });
  const alerts = createAlerts({
    db: handle.db,
    log: createLogger("warn"),
    links: createAlertLinks("b".repeat(40), { origin: () => "https://lead.example" }),
    openings: async () => onSite,
    origin: () => "https://lead.example",
    limits: { perClient: unused, confirmations: unused },
  });
  // The openings already on the site are not new to anyone.
  await alerts.runPass();

  const now = new Date().toISOString();
  const areas = ["development", "development,design", "development,quality,hardware", "accessibility,development"];
  for (let i = 0; i < SUBSCRIBERS; i += 500) {
    const rows = Array.from({ length: Math.min(500, SUBSCRIBERS - i) }, (_, j) =>
      subscriberRow(i + j, { prefix: "bench", areas: areas[(i + j) % areas.length]!, at: now }),
    );
    await handle.db.insertInto("alert_subscription").values(rows).execute();
  }

  // The baseline: as many plain outbox messages, in transactions of the same size.
  const text = "x".repeat(900);
  const baselineStart = performance.now();
  for (let i = 0; i < SUBSCRIBERS; i += PER_TRANSACTION) {
    await handle.db.transaction().execute(async (trx) => {
      for (let j = i; j < Math.min(SUBSCRIBERS, i + PER_TRANSACTION); j++)
        await insertPlainMail(
          trx,
          { kind: "notice", recipient: `plain${j}@example.com`, subject: "Plain", text, lang: "pt" },
          now,
        );
    });
  }
  const baseline = performance.now() - baselineStart;

  onSite = [...onSite, fresh];
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
  const passStart = performance.now();
  const result = await alerts.runPass();
  const pass = performance.now() - passStart;
  clearInterval(sampler);
  const queued = await handle.db
    .selectFrom("contact_message")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("kind", "=", "alert")
    .executeTakeFirstOrThrow();
  if (result.digests !== SUBSCRIBERS || Number(queued.n) !== SUBSCRIBERS)
    throw new Error(`expected ${SUBSCRIBERS} digests, the pass queued ${result.digests} (${queued.n} stored)`);

  console.log(`\n${engine}: ${SUBSCRIBERS.toLocaleString("en")} subscribers, one new opening in their area`);
  console.log(
    `  plain outbox messages (baseline)  ${secs(baseline).padStart(9)}  ${((baseline / SUBSCRIBERS) * 1000).toFixed(0)} µs each`,
  );
  console.log(
    `  digests built and queued          ${secs(pass).padStart(9)}  ${((pass / SUBSCRIBERS) * 1000).toFixed(0)} µs each`,
  );
  console.log(`  ratio digests / baseline          ${(pass / baseline).toFixed(2).padStart(9)}`);
  console.log(
    `  resident memory during the pass   ${mb(rssBefore)} before, ${mb(rssPeak)} at most (+${mb(rssPeak - rssBefore)})`,
  );
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), "lead-bench-alerts-"));
  const sqlite = openDatabase(loadConfig({ DATABASE_URL: path.join(dir, "lead.db"), APP_SECRET: "s".repeat(40) }));
  try {
    await run("SQLite", sqlite);
  } finally {
    await sqlite.close();
    rmSync(dir, { recursive: true, force: true });
  }
  if (!(await postgresAnswers())) {
    console.log("\nPostgreSQL: skipped, it does not answer at 127.0.0.1:5432.");
    return;
  }
  const database = await createPostgresDatabase();
  const pg = openDatabase(loadConfig({ DATABASE_URL: database.url, APP_SECRET: "s".repeat(40) }));
  try {
    await run("PostgreSQL", pg);
  } finally {
    await pg.close();
    await database.drop();
  }
}

await main();

/**
 * Job alerts on the cluster (issue 25): two instances side by side on one PostgreSQL, each
 * looking for due digests every 300 ms, and a new opening published on the shared database. Every
 * subscriber in its area receives one digest, not two, whichever instance queues it; subscribers
 * of other areas and unconfirmed requests receive nothing.
 *
 * Skipped with a printed reason when PostgreSQL, Redis or nginx is missing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentOf } from "../../common/content/content-types";
import { startCluster, type Cluster } from "../../scripts/cluster/cluster";
import { subscriberRow } from "../../server/alerts/test-support";
import { loadConfig } from "../../server/config";
import { openDatabase, type DatabaseHandle } from "../../server/db/database";
import { createContentEditor } from "../../server/editor/content/items";
import { clusterUnavailable } from "../support/cluster";
import { startSmtp, type TestSmtp } from "../support/contact";

type Vacancy = ContentOf<"vacancies.json">[number];
const skipReason = await clusterUnavailable();
if (skipReason) console.warn(`SKIP tests/e2e/alerts-cluster.e2e.ts (two instances behind nginx): ${skipReason}`);

const SUBSCRIBERS = 120;

describe.skipIf(skipReason !== null)("job alerts on the cluster", () => {
  let cluster: Cluster;
  let smtp: TestSmtp;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    smtp = await startSmtp();
    cluster = await startCluster({ env: { SMTP_URL: smtp.url, OUTBOX_POLL_MS: "200", ALERTS_PASS_MS: "300" } });
    handle = openDatabase(loadConfig({ DATABASE_URL: cluster.databaseUrl, APP_SECRET: "s".repeat(40) }));
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    await cluster?.stop();
    await smtp?.close();
  });

  const counter = async (url: string, name: string) =>
    Number(new RegExp(`^${name} (\\d+)`, "m").exec(await (await fetch(`${url}/metrics`)).text())?.[1] ?? 0);

  it("sends one digest per subscriber, whichever instance queues it", async () => {
    const now = new Date().toISOString();
    const row = (i: number, areas: string, status: "confirmed" | "pending" = "confirmed") =>
      subscriberRow(i, { prefix: "cluster", areas, at: now, status });
    const rows = [
      ...Array.from({ length: SUBSCRIBERS }, (_, i) => row(i, i % 2 ? "hardware,development" : "hardware")),
      row(SUBSCRIBERS, "design"),
      row(SUBSCRIBERS + 1, "hardware", "pending"),
    ];
    await handle.db.insertInto("alert_subscription").values(rows).execute();
    // Both instances are looking: each has finished passes since the subscribers were stored.
    for (const instance of cluster.instances) {
      const before = await counter(instance.url, "lead_alert_passes_total");
      await expect.poll(() => counter(instance.url, "lead_alert_passes_total"), { timeout: 10_000 }).toBeGreaterThan(before + 1);
    }

    // A new hardware opening, published on the shared database (no instance is told: each finds it).
    const editor = createContentEditor({ db: handle.db, canEdit: () => true });
    const actor = { id: "cluster@lead.example", role: "admin" };
    const { items } = await editor.list(actor, "vacancy", { status: "published", limit: 1 });
    const template = (await editor.get(actor, "vacancy", items[0]!.key)).data as Vacancy;
    const title = { pt: "Hardware no cluster", en: "Hardware on the cluster", es: "Hardware en el clúster" };
    const { key, version } = await editor.create(actor, "vacancy", {
      ...template,
      id: "7001",
      key: "hardware-no-cluster",
      area: "hardware",
      title,
      closingDate: undefined,
    });
    await editor.publish(actor, "vacancy", key, { baseVersion: version });

    const digestsTo = () =>
      smtp.mails.filter((m) => /^Lead: 1 (nova vaga|new opening|nueva vacante)/.test(m.headers.subject ?? ""));
    await expect.poll(() => digestsTo().length, { timeout: 30_000 }).toBe(SUBSCRIBERS);
    // Then both instances go on looking, and the outbox empties: still one each.
    for (const instance of cluster.instances) {
      const before = await counter(instance.url, "lead_alert_passes_total");
      await expect.poll(() => counter(instance.url, "lead_alert_passes_total"), { timeout: 10_000 }).toBeGreaterThan(before + 2);
    }
    await expect.poll(() => counter(cluster.instances[0]!.url, "lead_mail_outbox_pending"), { timeout: 10_000 }).toBe(0);
    const mails = digestsTo();
    expect(mails).toHaveLength(SUBSCRIBERS);
    const recipients = mails.flatMap((m) => m.to);
    expect(new Set(recipients).size).toBe(SUBSCRIBERS);
    expect(recipients).not.toContain(`cluster${SUBSCRIBERS}@example.com`);
    expect(recipients).not.toContain(`cluster${SUBSCRIBERS + 1}@example.com`);
    // Each in its subscriber's language.
    const ofC0 = mails.find((m) => m.to.includes("cluster0@example.com"))!;
    expect(ofC0.text).toContain(title.pt);
    const ofC1 = mails.find((m) => m.to.includes("cluster1@example.com"))!;
    expect(ofC1.text).toContain(title.en);
    // The instances' own counts add up to one digest per subscriber.
    const queued = await Promise.all(cluster.instances.map((i) => counter(i.url, "lead_alert_digests_total")));
    expect(queued.reduce((a, b) => a + b, 0)).toBe(SUBSCRIBERS);
    const stored = await handle.db.selectFrom("alert_digest").select("subscription_id").execute();
    expect(stored).toHaveLength(SUBSCRIBERS);
  }, 120_000);
});

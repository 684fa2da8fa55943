/**
 * `npm run bench:faults`: two instances behind nginx (scripts/cluster/cluster.ts) under faults,
 * on loopback, bounded in time and count. Prints figures; exits 1 when a message was lost or
 * duplicated.
 *
 * 1. Outage: contact writers (each message retried with its Idempotency-Key until acknowledged)
 *    and chat guests run through nginx while PostgreSQL is restarted (stopped, down a few seconds,
 *    started) and then Redis is stopped and started again. Both are private servers started here
 *    on free ports (the machine's own are shared with other people and are never restarted);
 *    without Debian's binaries the instances' connections are cut through a TCP proxy instead,
 *    and the output says which. Figures: messages acknowledged vs rows stored (lost), duplicates,
 *    chat reconnections and a chat round trip for every guest afterwards, and how long each
 *    instance's /readyz took to report the outage and the recovery.
 * 2. Kills: BENCH_SUBMISSIONS (default 1000) contact submissions, BENCH_RATE a second (default
 *    100), by 16 concurrent clients through nginx while a random instance is killed with SIGKILL
 *    at random moments (every 0.2-1.2 s) and restarted; clients retry with their Idempotency-Key. Figures: lost = acknowledged keys with
 *    no stored row, duplicated = submissions stored more than once (by key and by content).
 *
 * The contact rate limit is raised for these runs (every client is 127.0.0.1 behind nginx);
 * the mail outbox has no SMTP server (mail waits, which is not measured here).
 * Environment: BENCH_ONLY=outage|kills, BENCH_SUBMISSIONS (at most 5000), BENCH_OUTAGE_S (how
 * long each outage lasts, default 4).
 */
import { randomInt } from "node:crypto";
import { cpus, loadavg } from "node:os";
import pg from "pg";
import { startCluster, type Cluster, type Instance } from "../cluster/cluster";
import { startTcpProxy, type TcpProxy } from "../cluster/tcp-proxy";
import {
  chatRoundTrip,
  openGuests,
  percentile,
  sampleReadiness,
  sleep,
  submitUntilAcked,
  xsrfToken,
  type Guest,
  type Submission,
} from "./cluster-clients";
import { startPrivatePostgres, startPrivateRedis } from "./private-servers";
import { ensureBuilt, table } from "./server-process";

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
const SUBMISSIONS = clamp(Number(process.env.BENCH_SUBMISSIONS ?? 1000), 10, 5000);
/** Submissions started per second in the kill run. */
const RATE = clamp(Number(process.env.BENCH_RATE ?? 100), 10, 2000);
const OUTAGE_S = clamp(Number(process.env.BENCH_OUTAGE_S ?? 4), 1, 30);
const ONLY = process.env.BENCH_ONLY;
const env = { CONTACT_RATE_LIMIT: "1000000/600" };

const secs = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : "never");

interface Stored {
  rowsForKeys: number;
  lost: string[];
  duplicatedKeys: number;
  duplicatedSubjects: number;
  outboxRowsPerMessageOverOne: number;
}

/** What the database holds for the acknowledged submissions. */
async function storedFor(databaseUrl: string, submissions: Submission[]): Promise<Stored> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const keys = submissions.filter((s) => s.acked).map((s) => s.key);
    const subjects = submissions.map((s) => s.subject);
    const byKey = await client.query<{ idempotency_key: string; n: number }>(
      "select idempotency_key, count(*)::int as n from contact_message where idempotency_key = any($1) group by idempotency_key",
      [keys],
    );
    const present = new Set(byKey.rows.map((r) => r.idempotency_key));
    const bySubject = await client.query<{ n: number }>(
      "select count(*)::int as n from contact_message where subject = any($1) group by subject having count(*) > 1",
      [subjects],
    );
    const outbox = await client.query<{ n: number }>(
      `select count(*)::int as n from mail_outbox o join contact_message m on m.id = o.message_id
        where m.subject = any($1) group by o.message_id having count(*) > 1`,
      [subjects],
    );
    return {
      rowsForKeys: byKey.rows.reduce((a, r) => a + r.n, 0),
      lost: keys.filter((k) => !present.has(k)),
      duplicatedKeys: byKey.rows.filter((r) => r.n > 1).length,
      duplicatedSubjects: bySubject.rows.length,
      outboxRowsPerMessageOverOne: outbox.rows.length,
    };
  } finally {
    await client.end();
  }
}

function statusSummary(submissions: Submission[]): string {
  const totals: Record<string, number> = {};
  for (const s of submissions) for (const [code, n] of Object.entries(s.statuses)) totals[code] = (totals[code] ?? 0) + n;
  return Object.entries(totals)
    .map(([code, n]) => `${code === "0" ? "no answer" : code}: ${n}`)
    .join(", ");
}

function chatSummary(guests: Guest[], roundTrips: boolean[]) {
  return {
    guests: guests.length,
    disconnects: guests.reduce((a, g) => a + g.disconnects, 0),
    reconnects: guests.reduce((a, g) => a + Math.max(0, g.connects - 1), 0),
    "connected at the end": guests.filter((g) => g.socket.connected).length,
    "round trip after": `${roundTrips.filter(Boolean).length}/${guests.length}`,
  };
}

/** An instance that died on its own (not killed here) is a failure: prints its last error lines. */
function reportCrashes(cluster: Cluster): boolean {
  let crashed = false;
  for (const i of cluster.instances) {
    if (i.child.exitCode === null && i.child.signalCode === null) continue;
    crashed = true;
    console.log(`   ${i.name} EXITED (code ${i.child.exitCode}, signal ${i.child.signalCode}); its last lines:`);
    for (const line of i.output.slice(-12)) console.log(`     ${line.slice(0, 400)}`);
  }
  return crashed;
}

/* ------------------------------------------------------------------ 1. outage */

interface Switch {
  label: string;
  down(): Promise<void>;
  up(): Promise<void>;
}

async function outage(): Promise<boolean> {
  const cleanups: Array<() => unknown> = [];
  let cluster: Cluster | undefined;
  try {
    const privatePg = await startPrivatePostgres();
    const privateRedis = await startPrivateRedis();
    let pgSwitch: Switch;
    let redisSwitch: Switch;
    let adminUrl: string | undefined;
    let redisUrl: string | undefined;
    let proxies: { pg?: TcpProxy; redis?: TcpProxy } = {};
    if (privatePg) {
      cleanups.push(() => privatePg.remove());
      adminUrl = privatePg.adminUrl;
      pgSwitch = {
        label: "PostgreSQL restarted for real (a private server on port " + privatePg.port + ", pg_ctl stop -m fast, then start)",
        down: async () => privatePg.stop(),
        up: async () => privatePg.start(),
      };
    } else {
      const proxy = await startTcpProxy({ port: 5432 });
      cleanups.push(() => proxy.close());
      proxies = { ...proxies, pg: proxy };
      pgSwitch = {
        label:
          "PostgreSQL connections cut through a TCP proxy (no private server could be started; the shared one is not restarted)",
        down: () => proxy.cut(),
        up: () => proxy.restore(),
      };
    }
    if (privateRedis) {
      cleanups.push(() => privateRedis.stop());
      redisUrl = privateRedis.url;
      redisSwitch = {
        label: "Redis stopped for real (a private redis-server on port " + privateRedis.port + ", SIGKILL, then started empty)",
        down: () => privateRedis.stop(),
        up: () => privateRedis.start(),
      };
    } else {
      const proxy = await startTcpProxy({ port: 6379 });
      cleanups.push(() => proxy.close());
      proxies = { ...proxies, redis: proxy };
      redisUrl = `redis://127.0.0.1:${proxy.port}`;
      redisSwitch = {
        label: "Redis connections cut through a TCP proxy (no private redis-server could be started)",
        down: () => proxy.cut(),
        up: () => proxy.restore(),
      };
    }
    cluster = await startCluster({
      instances: 2,
      adminUrl,
      redisUrl,
      env,
      instanceEnv: (_i, shared): Record<string, string> => {
        if (!proxies.pg) return {};
        const url = new URL(shared.DATABASE_URL!);
        url.port = String(proxies.pg.port);
        return { DATABASE_URL: url.toString() };
      },
    });
    const c = cluster;
    console.log(`1. Outage: ${pgSwitch.label};\n   then ${redisSwitch.label}. Each outage lasts ${OUTAGE_S} s.\n`);

    const guests = await openGuests(c.url, 20);
    const token = await xsrfToken(c.url);
    const t0 = performance.now();
    const readiness = sampleReadiness(c.instances, t0);
    const submissions: Submission[] = [];
    let writing = true;
    let n = 0;
    const writers = Array.from({ length: 8 }, async () => {
      while (writing) submissions.push(await submitUntilAcked(c.url, token, `outage ${n++}`, { deadlineMs: 60_000 }));
    });

    const marks: Record<string, number> = {};
    await sleep(2000);
    marks.pgDown = performance.now() - t0;
    await pgSwitch.down();
    await sleep(OUTAGE_S * 1000);
    marks.pgUp = performance.now() - t0;
    await pgSwitch.up();
    await sleep(4000);
    marks.redisDown = performance.now() - t0;
    await redisSwitch.down();
    await sleep(OUTAGE_S * 1000);
    marks.redisUp = performance.now() - t0;
    await redisSwitch.up();
    await sleep(4000);
    writing = false;
    await Promise.all(writers);
    await sleep(500);
    readiness.stop();

    const roundTrips = await Promise.all(guests.map((g) => chatRoundTrip(g)));
    const chat = chatSummary(guests, roundTrips);
    for (const g of guests) g.socket.disconnect();
    const stored = await storedFor(c.databaseUrl, submissions);
    const acked = submissions.filter((s) => s.acked);
    const crashed = reportCrashes(c);

    console.log(
      table([
        {
          submitted: submissions.length,
          acknowledged: acked.length,
          "stored (by key)": stored.rowsForKeys,
          lost: stored.lost.length,
          duplicated: stored.duplicatedKeys + stored.duplicatedSubjects,
          "ack time p50": secs(
            percentile(
              acked.map((s) => s.ms),
              50,
            ),
          ),
          "ack time max": secs(Math.max(...acked.map((s) => s.ms))),
        },
      ]),
    );
    console.log(`   answers to all attempts: ${statusSummary(submissions)}\n`);
    console.log(table([chat]));
    console.log("");
    const rows = c.instances.map((i: Instance) => ({
      instance: i.name,
      "pg down → not ready": secs(readiness.firstAt(i.name, false, marks.pgDown!) - marks.pgDown!),
      "pg up → ready": secs(readiness.firstAt(i.name, true, marks.pgUp!) - marks.pgUp!),
      "redis down → not ready": secs(readiness.firstAt(i.name, false, marks.redisDown!) - marks.redisDown!),
      "redis up → ready": secs(readiness.firstAt(i.name, true, marks.redisUp!) - marks.redisUp!),
    }));
    console.log(table(rows));
    const timeline = [...readiness.changes.entries()]
      .map(
        ([name, list]) =>
          `   ${name}: ${list.map(([t, r]) => `${(t / 1000).toFixed(1)}s ${r ? "ready" : "NOT ready"}`).join(" → ")}`,
      )
      .join("\n");
    console.log(
      `   readiness timeline (outages at ${(marks.pgDown! / 1000).toFixed(1)}-${(marks.pgUp! / 1000).toFixed(1)} s and ` +
        `${(marks.redisDown! / 1000).toFixed(1)}-${(marks.redisUp! / 1000).toFixed(1)} s):\n${timeline}\n`,
    );
    const readinessFollowed = c.instances.every((i) =>
      [
        readiness.firstAt(i.name, false, marks.pgDown!),
        readiness.firstAt(i.name, true, marks.pgUp!),
        readiness.firstAt(i.name, false, marks.redisDown!),
        readiness.firstAt(i.name, true, marks.redisUp!),
      ].every(Number.isFinite),
    );
    if (!readinessFollowed) console.log("   readiness did NOT follow every outage and recovery");
    return (
      !crashed &&
      readinessFollowed &&
      stored.lost.length === 0 &&
      stored.duplicatedKeys + stored.duplicatedSubjects === 0 &&
      acked.length === submissions.length
    );
  } finally {
    await cluster?.stop();
    for (const c of cleanups.reverse()) await c();
  }
}

/* ------------------------------------------------------------------ 2. kills */

async function kills(): Promise<boolean> {
  const cluster = await startCluster({ instances: 2, env });
  try {
    console.log(
      `2. Kills: ${SUBMISSIONS} contact submissions (${RATE}/s) by 16 clients through nginx; a random instance gets ` +
        `SIGKILL every 0.2-1.2 s and is restarted; clients retry with their Idempotency-Key.\n`,
    );
    const guests = await openGuests(cluster.url, 20);
    const token = await xsrfToken(cluster.url);
    let next = 0;
    let killCount = 0;
    let done = false;
    // Kills at random moments; an instance is restarted at once (in the background), and one
    // that is still starting is not killed again. Both may be down at once: clients then retry.
    const starting = new Set<Instance>();
    const restarts: Array<Promise<void>> = [];
    const killer = (async () => {
      while (!done) {
        await sleep(randomInt(200, 1200));
        if (done) break;
        const victim = cluster.instances[randomInt(cluster.instances.length)]!;
        if (starting.has(victim)) continue;
        await victim.stop("SIGKILL");
        killCount++;
        starting.add(victim);
        restarts.push(victim.start().finally(() => starting.delete(victim)));
      }
    })();
    const started = performance.now();
    const submissions: Submission[] = [];
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < SUBMISSIONS) {
          const i = next++;
          // Paced, so the kills fall all along the run.
          const due = started + (i * 1000) / RATE;
          if (due > performance.now()) await sleep(due - performance.now());
          submissions.push(await submitUntilAcked(cluster.url, token, `kill ${i}`, { deadlineMs: 120_000 }));
        }
      }),
    );
    const elapsed = performance.now() - started;
    done = true;
    await killer;
    await Promise.all(restarts);
    // Every instance is up again: the guests find one and talk.
    const roundTrips = await Promise.all(guests.map((g) => chatRoundTrip(g)));
    const chat = chatSummary(guests, roundTrips);
    for (const g of guests) g.socket.disconnect();

    const stored = await storedFor(cluster.databaseUrl, submissions);
    const acked = submissions.filter((s) => s.acked);
    const duplicated = stored.duplicatedKeys + stored.duplicatedSubjects;
    console.log(
      table([
        {
          submissions: submissions.length,
          acknowledged: acked.length,
          kills: killCount,
          "retried submissions": submissions.filter((s) => s.attempts > 1).length,
          "acks that were replays": submissions.filter((s) => s.replayed).length,
          "stored (by key)": stored.rowsForKeys,
          took: secs(elapsed),
        },
      ]),
    );
    console.log(`   answers to all attempts: ${statusSummary(submissions)}`);
    console.log(`   outbox rows per message above one: ${stored.outboxRowsPerMessageOverOne}\n`);
    console.log(table([chat]));
    console.log(`\n   lost = ${stored.lost.length}, duplicated = ${duplicated}\n`);
    const crashed = reportCrashes(cluster);
    return !crashed && stored.lost.length === 0 && duplicated === 0 && acked.length === submissions.length;
  } finally {
    await cluster.stop();
  }
}

async function main() {
  await ensureBuilt();
  console.log(
    `bench:faults — two instances behind nginx, loopback. Node ${process.version}, ${cpus().length} CPU(s); load average ` +
      `${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}. Contact rate limit raised to ${env.CONTACT_RATE_LIMIT} for these runs.\n`,
  );
  let ok = true;
  if (!ONLY || ONLY === "outage") ok = (await outage()) && ok;
  if (!ONLY || ONLY === "kills") ok = (await kills()) && ok;
  console.log(ok ? "RESULT: nothing acknowledged was lost or duplicated." : "RESULT: FAILED (see above).");
  process.exit(ok ? 0 : 1);
}

await main();

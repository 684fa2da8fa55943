/**
 * `npm run bench:load`: the site under load, on loopback, bounded in time.
 *
 * 1. Pages and API: autocannon on a page (/portal) and a content endpoint (/api/vacancy/all/visible)
 *    against one instance directly, one instance behind nginx, and two instances behind nginx
 *    (scripts/cluster/cluster.ts: PostgreSQL and Redis of this machine, temporary database).
 *    Prints requests/s, latency p50/p99 and errors (non-2xx answers, failures, timeouts).
 * 2. A flood of contact posts from many client addresses (X-Forwarded-For, trusted for one hop
 *    as nginx would send it, straight to both instances) while a steady page load goes through
 *    nginx: the page p99 under the flood against its unloaded value (target: at most 2x), at
 *    rising flood rates up to "as fast as the connections go". The flood comes from a child
 *    process, so it does not share the measuring process's core (it does share the machine's).
 *
 * Environment: BENCH_DURATION (seconds per run, default 5, at most 30), BENCH_CONNECTIONS
 * (default 32), BENCH_FLOOD_CONNECTIONS (default 32), BENCH_FLOOD_ADDRESSES (default 300),
 * BENCH_PAGE_RATE (page requests/s during the flood comparison, default 200), BENCH_FLOOD_RATES
 * (default "100,200,400,max").
 */
import { fork } from "node:child_process";
import { randomInt } from "node:crypto";
import { cpus, loadavg } from "node:os";
import autocannon from "autocannon";
import { startCluster, type Cluster } from "../cluster/cluster";
import { ensureBuilt, table } from "./server-process";
import { percentile, xsrfToken } from "./cluster-clients";

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
const DURATION = clamp(Number(process.env.BENCH_DURATION ?? 5), 1, 30);
const CONNECTIONS = clamp(Number(process.env.BENCH_CONNECTIONS ?? 32), 1, 512);
const FLOOD_CONNECTIONS = clamp(Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 32), 1, 512);
const FLOOD_ADDRESSES = clamp(Number(process.env.BENCH_FLOOD_ADDRESSES ?? 300), 1, 1_000_000);
const PAGE_RATE = clamp(Number(process.env.BENCH_PAGE_RATE ?? 200), 10, 10_000);
/** Flood rates to try, posts/s in all ("max": as fast as the connections go). */
const FLOOD_RATES = (process.env.BENCH_FLOOD_RATES ?? "100,200,400,max")
  .split(",")
  .map((r) => (r.trim() === "max" ? ("max" as const) : clamp(Number(r), 1, 100_000)));
type Result = Awaited<ReturnType<typeof autocannon>>;
// A language address: the bare /portal answers with a redirect to one (server/http/bare-address.ts).
const PAGE = "/portal?lang=pt";
const API = "/api/vacancy/all/visible";

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

interface Row extends Record<string, string | number> {
  setup: string;
  target: string;
  "req/s": number;
  p50: string;
  p99: string;
  errors: number;
}

async function run(setup: string, target: string, url: string, seconds = DURATION, overallRate?: number): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: 10, overallRate });
  return {
    setup,
    target,
    "req/s": Math.round(result.requests.average),
    p50: fmt(result.latency.p50),
    p99: fmt(result.latency.p99),
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/* ------------------------------------------------------------- the flood (child process) */

interface FloodOrder {
  rate?: number;
  targets: string[];
  token: string;
  seconds: number;
  connections: number;
  addresses: number;
}

async function flood(order: FloodOrder) {
  const base = Math.floor(Math.random() * 200);
  const results = await Promise.all(
    order.targets.map((url) =>
      autocannon({
        url,
        connections: Math.max(1, Math.round(order.connections / order.targets.length)),
        duration: order.seconds,
        timeout: 10,
        overallRate: order.rate ? Math.max(1, Math.round(order.rate / order.targets.length)) : undefined,
        requests: [
          {
            method: "POST",
            path: "/api/contact/",
            headers: {
              "content-type": "application/json",
              "x-xsrf-token": order.token,
              cookie: `XSRF-TOKEN=${order.token}`,
            },
            body: JSON.stringify({ name: "Flood", email: "flood@visitante.example", subject: "flood", message: "x" }),
            // Each post from one of many addresses, as nginx would forward it.
            setupRequest: (req) => {
              const n = randomInt(order.addresses);
              req.headers["x-forwarded-for"] = `10.${base}.${(n >> 8) & 255}.${n & 255}`;
              return req;
            },
          },
        ],
      }),
    ),
  );
  const statuses: Record<string, number> = {};
  for (const r of results)
    for (const [code, { count }] of Object.entries(r.statusCodeStats)) statuses[code] = (statuses[code] ?? 0) + Number(count);
  const total = Object.values(statuses).reduce((a, b) => a + b, 0);
  process.send!({
    total,
    perSecond: total / order.seconds,
    statuses,
    errors: results.reduce((a, r) => a + r.errors + r.timeouts, 0),
  });
}

interface FloodResult {
  total: number;
  perSecond: number;
  statuses: Record<string, number>;
  errors: number;
}

function startFlood(order: FloodOrder): Promise<FloodResult> {
  const child = fork(import.meta.filename, ["--flood"], {
    execArgv: ["--import", import.meta.resolve("tsx")],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", (m) => {
      resolve(m as FloodResult);
      child.kill();
    });
    child.once("exit", (code) => (code ? reject(new Error(`flood exited with ${code}`)) : undefined));
    child.send(order);
  });
}

/* ------------------------------------------------------------- main */

async function main() {
  await ensureBuilt();
  console.log(
    `bench:load — loopback, autocannon, ${CONNECTIONS} connections, ${DURATION} s per run. Node ${process.version}, ` +
      `${cpus().length} CPU(s); load average before: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
  );
  console.log("Load generator, nginx, the instances, PostgreSQL and Redis all share these CPUs.\n");

  const rows: Row[] = [];
  let cluster: Cluster | undefined;
  try {
    // One instance: directly, then behind nginx.
    cluster = await startCluster({ instances: 1 });
    const single = cluster.instances[0]!;
    for (const [target, path] of [
      ["page " + PAGE, PAGE],
      ["API " + API, API],
    ] as const) {
      await run("warm-up", target, `${single.url}${path}`, 1);
      rows.push(await run("1 instance, direct", target, `${single.url}${path}`));
      rows.push(await run("1 instance behind nginx", target, `${cluster.url}${path}`));
    }
    await cluster.stop();
    cluster = undefined;

    cluster = await startCluster({ instances: 2 });
    for (const [target, path] of [
      ["page " + PAGE, PAGE],
      ["API " + API, API],
    ] as const) {
      await run("warm-up", target, `${cluster.url}${path}`, 1);
      rows.push(await run("2 instances behind nginx", target, `${cluster.url}${path}`));
    }
    console.log("1. Pages and API under load (errors: non-2xx answers, failures and timeouts)\n");
    console.log(table(rows));

    // 2. The flood, on the same two instances, at rising rates.
    const token = await xsrfToken(cluster.instances[0]!.url);
    const pageAt = async (seconds: number) =>
      autocannon({ url: `${cluster!.url}${PAGE}`, connections: 8, duration: seconds, timeout: 10, overallRate: PAGE_RATE });
    await pageAt(1);
    // Pages alone before every flood run: the baseline is the median of those runs, so one
    // disturbed run (this machine is shared) does not make or break the comparison.
    const runs: Array<{ rate: number | "max"; alone: Result; loaded: Result; flood: FloodResult }> = [];
    for (const rate of FLOOD_RATES) {
      const alone = await pageAt(DURATION);
      const [loaded, flood] = await Promise.all([
        pageAt(DURATION),
        startFlood({
          targets: cluster.instances.map((i) => i.url),
          token,
          seconds: DURATION,
          connections: FLOOD_CONNECTIONS,
          addresses: FLOOD_ADDRESSES,
          rate: rate === "max" ? undefined : rate,
        }),
      ]);
      runs.push({ rate, alone, loaded, flood });
    }
    const baseline = Math.max(
      1,
      percentile(
        runs.map((r) => r.alone.latency.p99),
        50,
      ),
    );
    /** The highest flood rate reached with every run up to it within 2x. */
    let withinUpTo = 0;
    let stillWithin = true;
    const floodRows = runs.map(({ rate, alone, loaded, flood }) => {
      const ratio = loaded.latency.p99 / baseline;
      stillWithin &&= ratio <= 2;
      if (stillWithin) withinUpTo = Math.max(withinUpTo, flood.perSecond);
      return {
        "flood asked": rate === "max" ? "max" : `${rate}/s`,
        "flood done/s": Math.round(flood.perSecond),
        "stored (201)": flood.statuses["201"] ?? 0,
        "limited (429)": flood.statuses["429"] ?? 0,
        "page p99 alone": fmt(alone.latency.p99),
        "page p50 flooded": fmt(loaded.latency.p50),
        "page p99 flooded": fmt(loaded.latency.p99),
        "page errors": loaded.non2xx + loaded.errors + loaded.timeouts,
        "p99 / unloaded": `${ratio.toFixed(2)}x${ratio <= 2 ? "" : " (over 2x)"}`,
      };
    });
    console.log(
      `\n2. Contact flood from ${FLOOD_ADDRESSES} addresses a run (X-Forwarded-For, one trusted hop; limit 10 per ` +
        `address per 10 min) straight to both instances, ${FLOOD_CONNECTIONS} connections, while ${PAGE} is asked at ` +
        `${PAGE_RATE} req/s through nginx; ${DURATION} s a run\n`,
    );
    console.log(table(floodRows));
    console.log(
      `\nunloaded page p99 (median of the runs alone): ${fmt(baseline)}. Page p99 stays within 2x of it up to a flood ` +
        `of ${Math.round(withinUpTo)} posts/s (201: stored, each address under its limit; 429: over it).`,
    );
    console.log(
      `load average after: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
    );
  } finally {
    await cluster?.stop();
  }
}

if (process.argv.includes("--flood")) {
  process.once("message", (order) => void flood(order as FloodOrder));
} else {
  await main();
}

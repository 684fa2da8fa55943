/**
 * `npm run bench:production`: React's production build under `npm start`. Starts the server the
 * way `npm start` does (scripts/start.mjs, NODE_ENV unset) and the same build with
 * NODE_ENV=production set by hand, then measures the uncached contact page (the page cache
 * bypassed) on each, in rounds back to back, alternating which goes first. Prints req/s, p50/p99
 * and the ratio (target >= 0.9), and which React build each server loaded.
 *
 * BENCH_SAME=1 starts both the npm start way (an A/A check of the measurement itself).
 *
 * Environment: BENCH_DURATION (seconds a run, default 5), BENCH_ROUNDS (default 3),
 * BENCH_CONNECTIONS (default 8), BENCH_PAGE (default /portal/contato?lang=pt).
 */
import autocannon from "autocannon";
import { median, startServerProcess, throughput, table, type StartedServer } from "./server-process";

const duration = Number(process.env.BENCH_DURATION ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const page = process.env.BENCH_PAGE ?? "/portal/contato?lang=pt";

async function run(server: StartedServer) {
  const result = await autocannon({
    url: `${server.url}${page}`,
    connections,
    duration,
    headers: { "x-bench-bypass-cache": "1", "user-agent": "bench" },
  });
  return throughput(result);
}

async function main() {
  // Both at once, so neither has the machine to itself while starting.
  const [npmStart, explicit] = await Promise.all([
    startServerProcess({ BENCH_BASELINE: "1" }),
    process.env.BENCH_SAME
      ? startServerProcess({ BENCH_BASELINE: "1" }) // A/A check: how much the method itself differs
      : startServerProcess({ BENCH_BASELINE: "1", NODE_ENV: "production" }, ["build/server-main.js"]),
  ]);
  try {
    const servers = { "npm start": npmStart, "NODE_ENV=production": explicit };
    // Warm up both (JIT, content snapshot) before measuring.
    for (const s of Object.values(servers))
      await autocannon({ url: `${s.url}${page}`, connections: 4, amount: 200, headers: { "x-bench-bypass-cache": "1" } });
    const samples: Record<string, Array<Awaited<ReturnType<typeof run>>>> = { "npm start": [], "NODE_ENV=production": [] };
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 ? (["NODE_ENV=production", "npm start"] as const) : (["npm start", "NODE_ENV=production"] as const);
      for (const name of order) samples[name]!.push(await run(servers[name]));
      console.error(`  round ${round + 1}/${rounds} done`);
    }
    const baseline = median(samples["NODE_ENV=production"]!.map((s) => s.rps));
    console.log(`Uncached ${page} (page cache bypassed), ${connections} connections, ${duration} s x ${rounds} rounds, medians`);
    console.log(
      table(
        Object.entries(samples).map(([name, runs]) => ({
          start: name,
          react: servers[name as keyof typeof servers].react,
          "req/s": median(runs.map((r) => r.rps)).toFixed(1),
          "p50 ms": median(runs.map((r) => r.p50)),
          "p99 ms": median(runs.map((r) => r.p99)),
          errors: runs.reduce((a, r) => a + r.errors, 0),
          ratio: (median(runs.map((r) => r.rps)) / baseline).toFixed(2),
        })),
      ),
    );
    console.log("target: npm start >= 0.9 of NODE_ENV=production");
  } finally {
    await Promise.all([npmStart.stop(), explicit.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

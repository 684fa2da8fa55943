/**
 * `npm run bench:page-answers`: what one answer from the page cache costs the server (issue 33).
 * Starts the production server (SQLite, a fresh data folder), and for each page reads it 1,000
 * times in a row from one client with each Accept-Encoding a client sends (Chromium's, Node's
 * fetch, none), twice over, alternating the kept gzipped copy (docs/decisions/0047) with the
 * plain copy that the compression middleware compresses for each answer (the header
 * `x-bench-plain-copy`, honoured only with BENCH_BASELINE). It prints the server's CPU time per
 * answer (user + system, from /proc, all its threads: the thread pool's compression included),
 * the client's wall time per answer and the bytes sent, and the ratio gzipped copy / plain.
 *
 * Environment: ROUTES (comma list, default four pages), ANSWERS (default 1000).
 */
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { loadavg } from "node:os";
import { ensureBuilt, startBenchServer } from "./server-process";

const routes = (process.env.ROUTES ?? "/portal,/portal/atuacao,/portal/contato,/portal/trabalhe").split(",");
const ANSWERS = Math.max(50, Math.min(20_000, Number(process.env.ANSWERS ?? 1000) || 1000));
const encodings = { chromium: "gzip, deflate, br, zstd", "node fetch": "gzip, deflate", none: "identity" } as const;

await ensureBuilt();
const server = await startBenchServer({ BENCH_BASELINE: "1" });
const pid = server.child.pid!;
const ticks = 100; // USER_HZ on Linux
const cpuMs = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
};

function get(url: string, headers: Record<string, string>) {
  return new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () => resolve({ bytes, encoding: String(res.headers["content-encoding"] ?? "none") }));
    })
      .on("error", reject)
      .end();
  });
}

async function measure(url: string, headers: Record<string, string>) {
  const cpuBefore = cpuMs();
  const started = performance.now();
  let bytes = 0;
  let encoding = "";
  for (let i = 0; i < ANSWERS; i++) ({ bytes, encoding } = await get(url, headers));
  return { cpu: (cpuMs() - cpuBefore) / ANSWERS, wall: (performance.now() - started) / ANSWERS, bytes, encoding };
}

const rows: Array<Record<string, string>> = [];
try {
  for (const route of routes) {
    const url = `${server.url}${route}${route.includes("?") ? "&" : "?"}lang=pt`;
    const base = { cookie: "lang=pt" };
    // Warm: the page rendered and kept, its parts deflated.
    for (let i = 0; i < 20; i++) await get(url, { ...base, "accept-encoding": "gzip" });
    for (const [client, accept] of Object.entries(encodings)) {
      const kept: Array<Awaited<ReturnType<typeof measure>>> = [];
      const plain: typeof kept = [];
      for (let round = 0; round < 2; round++) {
        kept.push(await measure(url, { ...base, "accept-encoding": accept }));
        plain.push(await measure(url, { ...base, "accept-encoding": accept, "x-bench-plain-copy": "1" }));
      }
      const mean = (list: typeof kept, key: "cpu" | "wall") => list.reduce((sum, m) => sum + m[key], 0) / list.length;
      rows.push({
        page: route,
        client,
        "sent as (kept / plain)": `${kept[0]!.encoding} / ${plain[0]!.encoding}`,
        "bytes (kept / plain)": `${kept[0]!.bytes} / ${plain[0]!.bytes}`,
        "server CPU ms (kept / plain)": `${mean(kept, "cpu").toFixed(2)} / ${mean(plain, "cpu").toFixed(2)}`,
        "CPU ratio": (mean(kept, "cpu") / mean(plain, "cpu")).toFixed(2),
        "wall ms (kept / plain)": `${mean(kept, "wall").toFixed(2)} / ${mean(plain, "wall").toFixed(2)}`,
      });
    }
  }
} finally {
  await server.stop();
}
const columns = Object.keys(rows[0]!);
const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => r[c]!.length)));
console.log(`\nbench:page-answers, ${ANSWERS} answers per cell, one client in a row, production build, SQLite, loopback`);
console.log(columns.map((c, i) => c.padEnd(widths[i]!)).join("  "));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const row of rows) console.log(columns.map((c, i) => row[c]!.padEnd(widths[i]!)).join("  "));
console.log(
  `\nLoad average after: ${loadavg()
    .map((v) => v.toFixed(2))
    .join(", ")}`,
);

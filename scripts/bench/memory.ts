/**
 * `npm run bench:memory`: memory against a flood of made-up addresses. Starts the built server as
 * `npm start` does, warms it up, then sends BENCH_REQUESTS (20,000) requests, each to an address
 * never seen before: /api/… paths, /portal/… pages that do not exist, real pages with made-up
 * query strings (rendered and offered to the page cache), file ids, media names and job openings
 * that do not exist (their 404 page, and a listing card's details, /api/vagas/{key}). Prints the
 * server's resident memory (from /proc, after a full collection and once it settles: what the
 * server keeps) and the size of /metrics before and after.
 * Targets: growth < 20 MB, /metrics < 100 KB.
 *
 * The warm-up first fills what is bounded by design (the page cache) with BENCH_WARM_UNIQUE
 * unique addresses of the same kinds, so the reading before the flood is at those bounds.
 *
 * Environment: BENCH_REQUESTS (default 20000), BENCH_CONCURRENCY (default 16),
 * BENCH_WARM_UNIQUE (default 5000; 0 measures from an empty page cache).
 */
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { startServerProcess, table } from "./server-process";

const total = Number(process.env.BENCH_REQUESTS ?? 20_000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const warmUnique = Number(process.env.BENCH_WARM_UNIQUE ?? 5_000);
const pages = ["/portal", "/portal/institucional", "/portal/atuacao", "/portal/solucoes", "/portal/trabalhe", "/portal/contato"];
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

function rssOf(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0) * 1024;
}

/** The i-th made-up address: six kinds in turn, each unique. */
const kinds = (process.env.BENCH_KINDS ?? "0,1,2,3,4,5").split(",").map(Number);

export function madeUp(i: number): string {
  const tag = `${i.toString(36)}-${((i * 2654435761) >>> 0).toString(16)}`;
  switch (kinds[i % kinds.length]) {
    case 0:
      return `/api/${tag}/items/${i}?q=${tag}&page=${i}`;
    case 1:
      return `/portal/${tag}/detalhe?utm_source=${tag}`;
    case 2:
      return `${pages[i % pages.length]}?lang=pt&ref=${tag}`;
    case 3:
      return `/api/contact/files/${tag}?download=1`;
    case 5:
      // A made-up opening key: its 404 page, or (every other time) a card's request for its details.
      return Math.floor(i / kinds.length) % 2 === 0 ? `/portal/trabalhe/${tag}?lang=pt` : `/api/vagas/${tag}?lang=pt`;
    default:
      return `/media/${tag}.jpg?v=${i}`;
  }
}

/**
 * Waits until the server is idle and its resident memory settles (no new low for 10 s, 60 s at
 * most): V8 collects and returns the flood's garbage when idle (its memory reducer), so this reads
 * what the server keeps, not what it has not collected yet.
 */
async function settled(pid: number): Promise<number> {
  let low = rssOf(pid);
  let since = Date.now();
  const started = Date.now();
  while (Date.now() - since < 10_000 && Date.now() - started < 60_000) {
    await new Promise((r) => setTimeout(r, 500));
    const now = rssOf(pid);
    if (now < low - 256 * 1024) {
      low = now;
      since = Date.now();
    }
  }
  return Math.min(low, rssOf(pid));
}

async function main() {
  // BENCH_BASELINE enables /__bench/gc: a full collection before each reading.
  const server = await startServerProcess({ BENCH_BASELINE: "1" });
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      request(`${server.url}${path}`, { agent, headers: { "user-agent": browser, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      })
        .on("error", reject)
        .end();
    });
  /** `count` requests, `concurrency` at a time; the answers' statuses counted. */
  const flood = async (count: number, address: (i: number) => string, headers: Record<string, string> = {}) => {
    const statuses = new Map<number, number>();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) {
          const { status } = await get(address(next++), headers);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    return statuses;
  };
  try {
    if (server.react !== "production") throw new Error(`the server loaded React's ${server.react} build`);
    // Warm-up: the same six kinds of request, at the same concurrency, over a few addresses
    // asked again and again, so the heap reaches the size that serving (rendering, compressing)
    // needs at this load anyway; what the flood adds after that is what unique addresses cost.
    for (const p of pages) for (const lang of ["pt", "en", "es"]) await get(`${p}?lang=${lang}`);
    // Pages are rendered each time (the cache bypassed), as the flood's new addresses will be.
    await flood(3000, (i) => madeUp(i % 50), { "x-bench-bypass-cache": "1" });
    // Then unique addresses of the same kinds (numbered apart from the flood's), until the stores
    // bounded by design (the page cache, PAGE_CACHE_MAX_MB) are full and the allocator has seen
    // the flood's mix: what the flood adds after that is what grows past the bounds.
    await flood(warmUnique, (i) => madeUp(10_000_000 + i));
    /** A full collection in the server; its heap in use right after it (what is kept). */
    const collect = () =>
      new Promise<number>((resolve, reject) =>
        request(`${server.url}/__bench/gc`, { method: "POST", agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve((JSON.parse(Buffer.concat(chunks).toString("utf8")) as { heapUsed: number }).heapUsed));
        })
          .on("error", reject)
          .end(),
      );
    const rawBefore = rssOf(server.pid);
    const heapBefore = await collect();
    const rssBefore = await settled(server.pid);
    const gauge = (text: string, name: string) => Number(new RegExp(`^lead_nodejs_${name} (\\S+)$`, "m").exec(text)?.[1] ?? 0);
    const breakdown = (text: string) =>
      ["heap_size_total_bytes", "external_memory_bytes"]
        .map((n) => `${n} ${(gauge(text, n) / 1048576).toFixed(1)} MB`)
        .join(", ");
    const first = (await get("/metrics")).body;
    console.error(`before: ${breakdown(first.toString("utf8"))}`);
    const before = { rss: rssBefore, metrics: first.length, heap: heapBefore };

    const started = performance.now();
    const statuses = await flood(total, madeUp);
    const seconds = (performance.now() - started) / 1000;
    const rawAfter = rssOf(server.pid);
    const heapAfter = await collect();
    const rssAfter = await settled(server.pid);
    const metricsText = (await get("/metrics")).body.toString("utf8");
    console.error(`after: ${breakdown(metricsText)}`);
    const after = { rss: rssAfter, metrics: Buffer.byteLength(metricsText), heap: heapAfter };
    const cacheBytes = /lead_page_cache_bytes (\d+)/.exec(metricsText)?.[1];

    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    console.log(
      `${total} requests to unique made-up addresses in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)} req/s), ${concurrency} at a time`,
    );
    console.log(
      `answers: ${[...statuses]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s} x${n}`)
        .join(", ")}`,
    );
    console.log(
      table([
        {
          "": "before",
          "resident MB": mb(before.rss),
          "heap kept MB": mb(before.heap),
          "/metrics KB": (before.metrics / 1024).toFixed(1),
        },
        {
          "": "after",
          "resident MB": mb(after.rss),
          "heap kept MB": mb(after.heap),
          "/metrics KB": (after.metrics / 1024).toFixed(1),
        },
        {
          "": "growth",
          "resident MB": mb(after.rss - before.rss),
          "heap kept MB": mb(after.heap - before.heap),
          "/metrics KB": ((after.metrics - before.metrics) / 1024).toFixed(1),
        },
      ]),
    );
    console.log(
      `resident memory before any collection: ${mb(rawBefore)} MB before, ${mb(rawAfter)} MB after the flood (garbage V8 had not collected yet)`,
    );
    console.log(`page cache holds ${cacheBytes ? mb(Number(cacheBytes)) : "?"} MB (PAGE_CACHE_MAX_MB bounds it)`);
    console.log("targets: growth < 20 MB, /metrics < 100 KB");
  } finally {
    agent.destroy();
    await server.stop();
  }
}

if (process.argv[1] === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

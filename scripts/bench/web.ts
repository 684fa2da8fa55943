/**
 * `npm run bench:web`: the speed budget. Builds if needed, starts the production server, runs
 * Lighthouse (default mobile settings: slow 4G, 4x CPU throttling) on every route in each
 * language with Debian's Chromium, and prints the median of each metric, plus first-load
 * JavaScript and CSS (compressed bytes) and page weight. Then measures server-side rendering
 * throughput against the same server answering the same HTML from memory, and start-to-ready.
 *
 * Options (environment): RUNS (default 3), ROUTES (comma list, default all), LANGS (default pt,en,es),
 * SKIP_LIGHTHOUSE=1, SKIP_THROUGHPUT=1.
 */
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureBuilt, median, startBenchServer, table } from "./server-process";

const runs = Number(process.env.RUNS ?? 3);
const routes = (
  process.env.ROUTES ?? "/portal,/portal/institucional,/portal/atuacao,/portal/solucoes,/portal/trabalhe,/portal/contato"
).split(",");
const langs = (process.env.LANGS ?? "pt,en,es").split(",");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
}

function firstLoadBytes(lhr: Lhr) {
  const items = (lhr.audits["network-requests"]?.details?.items ?? []) as Array<{
    resourceType?: string;
    transferSize?: number;
    url?: string;
  }>;
  const sum = (type: string) => items.filter((i) => i.resourceType === type).reduce((s, i) => s + (i.transferSize ?? 0), 0);
  return { js: sum("Script"), css: sum("Stylesheet"), total: lhr.audits["total-byte-weight"]?.numericValue ?? 0 };
}

async function lighthouseTable(baseUrl: string) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const rows: Array<Record<string, string | number>> = [];
  try {
    // Warm up the server and caches: the first run against a cold server scores lower.
    for (const r of routes) for (const l of langs) await fetch(`${baseUrl}${r}?lang=${l}`).then((res) => res.text());
    for (const route of routes) {
      for (const lang of langs) {
        const samples: Lhr[] = [];
        for (let i = 0; i < runs; i++) {
          const result = await lighthouse(`${baseUrl}${route}?lang=${lang}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          });
          if (result?.lhr) samples.push(result.lhr as unknown as Lhr);
        }
        const m = (f: (l: Lhr) => number) => median(samples.map(f));
        const score = (c: string) => Math.round(m((l) => (l.categories[c]?.score ?? 0) * 100));
        const bytes = samples.map(firstLoadBytes);
        rows.push({
          route: route.replace("/portal", "") || "/",
          lang,
          perf: score("performance"),
          a11y: score("accessibility"),
          bp: score("best-practices"),
          seo: score("seo"),
          "LCP s": (m((l) => l.audits["largest-contentful-paint"]?.numericValue ?? 0) / 1000).toFixed(2),
          "TBT ms": Math.round(m((l) => l.audits["total-blocking-time"]?.numericValue ?? 0)),
          CLS: m((l) => l.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
          "JS KB": (median(bytes.map((b) => b.js)) / 1024).toFixed(1),
          "CSS KB": (median(bytes.map((b) => b.css)) / 1024).toFixed(1),
          "weight KB": (median(bytes.map((b) => b.total)) / 1024).toFixed(0),
        });
        console.error(`  measured ${route}?lang=${lang}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

async function rps(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 20, duration: 8, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  await ensureBuilt();
  const server = await startBenchServer({ BENCH_BASELINE: "1" });
  try {
    console.log(`start to ready: ${server.startToReadyMs.toFixed(0)} ms (process spawn to listening)`);
    if (!process.env.SKIP_LIGHTHOUSE) {
      console.log(`\nLighthouse, mobile defaults, median of ${runs} run(s) per page`);
      console.log(table(await lighthouseTable(server.url)));
      console.log(
        "targets: perf 100, a11y/bp/seo 100, LCP ≤ 1.2 s (1.5 s image), TBT ≤ 50 ms, CLS 0, JS ≤ 120 KB, CSS ≤ 15 KB, home ≤ 350 KB",
      );
    }
    if (!process.env.SKIP_THROUGHPUT) {
      const page = `${server.url}/portal/trabalhe?lang=pt`;
      const html = await (await fetch(page)).text();
      await fetch(`${server.url}/__bench/baseline`, { method: "PUT", body: html });
      const baseline = await rps(`${server.url}/__bench/baseline`);
      const uncached = await rps(page, { "cache-control": "no-cache", "x-bench-bypass-cache": "1" });
      const cached = await rps(page);
      console.log("\nServer-side rendering throughput (/portal/trabalhe, 20 connections, 8 s each)");
      console.log(
        table([
          {
            case: "same HTML from memory (baseline)",
            rps: baseline.rps.toFixed(0),
            "p50 ms": baseline.p50,
            "p99 ms": baseline.p99,
            errors: baseline.errors,
            ratio: "1.00",
          },
          {
            case: "SSR uncached",
            rps: uncached.rps.toFixed(0),
            "p50 ms": uncached.p50,
            "p99 ms": uncached.p99,
            errors: uncached.errors,
            ratio: (uncached.rps / baseline.rps).toFixed(2),
          },
          {
            case: "SSR cached",
            rps: cached.rps.toFixed(0),
            "p50 ms": cached.p50,
            "p99 ms": cached.p99,
            errors: cached.errors,
            ratio: (cached.rps / baseline.rps).toFixed(2),
          },
        ]),
      );
      console.log("targets: uncached ≥ 0.45, cached ≥ 0.9");
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

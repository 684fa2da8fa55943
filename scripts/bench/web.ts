/**
 * `npm run bench:web`: the speed budget. Builds if needed, starts the production server, runs
 * Lighthouse (default mobile settings: slow 4G, 4x CPU throttling) on every route in each
 * language with Debian's Chromium, and prints the median of each metric, plus first-load
 * JavaScript and CSS (compressed bytes) and page weight. Then measures server-side rendering
 * throughput against the same server answering the same HTML from memory, and against React's
 * floor for that page (scripts/bench/react-floor.ts), and start-to-ready.
 *
 * Each page is also measured, in the same run and alternating with it, with its scripts removed
 * (scripts/bench/script-free.ts): its script-free floor on this machine ("floor perf", "floor TBT
 * ms"), and how far the page is above it ("TBT over floor ms", target ≤ 50; issue 36). SKIP_FLOOR=1
 * leaves the floor out.
 *
 * Options (environment): RUNS (default 3), ROUTES (comma list, default all), LANGS (default pt,en,es),
 * SSR_ROUTES (default /portal/trabalhe,/portal/contato), SSR_SECONDS (default 5), SSR_ROUNDS (default 3), SKIP_LIGHTHOUSE=1,
 * SKIP_THROUGHPUT=1, SKIP_BARE=1. Ends with issue 13's table (every page and language with its SSR
 * ratio where measured) and the bare /portal's SEO score.
 */
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { gzipSync } from "node:zlib";
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import vacancies from "../../content/vacancies.json";
import { chromiumArgs } from "../../tests/e2e/harness";
import { startScriptFree } from "./script-free";
import { ensureBuilt, median, startBenchServer, table, throughput } from "./server-process";

const runs = Number(process.env.RUNS ?? 3);
/** An opening's own page stands for all of them. */
const openingPage = `/portal/trabalhe/${vacancies.find((v) => v.visible)!.key}`;
const routes = (
  process.env.ROUTES ??
  `/portal,/portal/institucional,/portal/atuacao,/portal/solucoes,/portal/trabalhe,/portal/contato,/portal/acessibilidade,${openingPage}`
).split(",");
/** Pages whose uncached render is compared with the same bytes served from memory. */
const ssrRoutes = (process.env.SSR_ROUTES ?? "/portal/trabalhe,/portal/contato").split(",");
const ssrSeconds = Number(process.env.SSR_SECONDS ?? 5);
const ssrRounds = Number(process.env.SSR_ROUNDS ?? 3);
const langs = (process.env.LANGS ?? "pt,en,es").split(",");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const chromeFlags = ["--headless", ...chromiumArgs];

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }>;
}

function firstLoadBytes(lhr: Lhr) {
  const items = (lhr.audits["network-requests"]?.details?.items ?? []) as Array<{
    resourceType?: string;
    transferSize?: number;
    resourceSize?: number;
    url?: string;
  }>;
  const sum = (type: string) => items.filter((i) => i.resourceType === type).reduce((s, i) => s + (i.transferSize ?? 0), 0);
  const html = items.find((i) => i.resourceType === "Document")?.resourceSize ?? 0;
  return { js: sum("Script"), css: sum("Stylesheet"), html, total: lhr.audits["total-byte-weight"]?.numericValue ?? 0 };
}

/**
 * The page's CSS, gzip -9, wherever it travels: inline <style> blocks (app/components/PageStyles.tsx)
 * and linked stylesheets alike, so inlining does not hide bytes from the budget.
 */
async function pageCssGzip(baseUrl: string, pathWithQuery: string): Promise<number> {
  const html = await (await fetch(baseUrl + pathWithQuery)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const inline = [...head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  const linked = await Promise.all(
    // A disabled link is never fetched: it only names an inline stylesheet (docs/decisions/0024).
    [...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)]
      .filter(([tag]) => !/\sdisabled(=""|\s|\/?>)/.test(tag))
      .map(([tag]) => /href="([^"]+)"/.exec(tag)![1]!)
      .map(async (href) => (await fetch(baseUrl + href)).text()),
  );
  return gzipSync([...inline, ...linked].join("\n"), { level: 9 }).length;
}

async function lighthouseTable(baseUrl: string) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const rows: Array<Record<string, string | number>> = [];
  const floor = process.env.SKIP_FLOOR ? null : await startScriptFree(baseUrl);
  /** One Lighthouse run of a page; null when it could not finish. */
  const runOnce = async (url: string, label: string): Promise<Lhr | null> => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    const failed = (result?.lhr as { runtimeError?: { code?: string } } | undefined)?.runtimeError;
    if (result?.lhr && !failed) return result.lhr as unknown as Lhr;
    console.error(`  a run of ${label} failed (${failed?.code ?? "no report"}), left out`);
    return null;
  };
  try {
    // Warm up the server and caches: the first run against a cold server scores lower.
    for (const r of routes) for (const l of langs) await fetch(`${baseUrl}${r}?lang=${l}`).then((res) => res.text());
    for (const route of routes) {
      for (const lang of langs) {
        const samples: Lhr[] = [];
        const floorSamples: Lhr[] = [];
        for (let i = 0; i < runs; i++) {
          // The page without its scripts, alternating with it (before on even runs, after on odd).
          const floorRun = async () => {
            if (!floor) return;
            const lhr = await runOnce(`${floor.url}${route}?lang=${lang}`, `${route}?lang=${lang} without scripts`);
            if (lhr) floorSamples.push(lhr);
          };
          if (i % 2 === 0) await floorRun();
          const result = await lighthouse(`${baseUrl}${route}?lang=${lang}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
          });
          // A run Lighthouse could not finish (NO_NAVSTART, NO_FCP…) has no figures: it would turn the
          // median into NaN or a zero, so it is left out and said.
          const failed = (result?.lhr as { runtimeError?: { code?: string } } | undefined)?.runtimeError;
          if (result?.lhr && !failed) samples.push(result.lhr as unknown as Lhr);
          else console.error(`  run ${i + 1} of ${route}?lang=${lang} failed (${failed?.code ?? "no report"}), left out`);
          // LHR_DIR keeps each report, to read which scripts and elements the figures come from.
          if (result?.lhr && process.env.LHR_DIR) {
            mkdirSync(process.env.LHR_DIR, { recursive: true });
            const name = `${route.replace(/\W+/g, "_")}-${lang}-${i}.json`;
            writeFileSync(join(process.env.LHR_DIR, name), JSON.stringify(result.lhr));
          }
          if (i % 2 === 1) await floorRun();
        }
        const m = (f: (l: Lhr) => number) => median(samples.map(f));
        const score = (c: string) => Math.round(m((l) => (l.categories[c]?.score ?? 0) * 100));
        const bytes = samples.map(firstLoadBytes);
        const cssGzip = await pageCssGzip(baseUrl, `${route}?lang=${lang}`);
        const fm = (f: (l: Lhr) => number) => (floorSamples.length ? median(floorSamples.map(f)) : NaN);
        const tbt = m((l) => l.audits["total-blocking-time"]?.numericValue ?? 0);
        const floorTbt = fm((l) => l.audits["total-blocking-time"]?.numericValue ?? 0);
        const floorPerf = fm((l) => (l.categories.performance?.score ?? 0) * 100);
        rows.push({
          route: route.replace("/portal", "") || "/",
          lang,
          perf: score("performance"),
          a11y: score("accessibility"),
          bp: score("best-practices"),
          seo: score("seo"),
          "LCP s": (m((l) => l.audits["largest-contentful-paint"]?.numericValue ?? 0) / 1000).toFixed(2),
          "TBT ms": Math.round(tbt),
          "floor perf": Number.isNaN(floorPerf) ? "-" : Math.round(floorPerf),
          "floor TBT ms": Number.isNaN(floorTbt) ? "-" : Math.round(floorTbt),
          "TBT over floor ms": Number.isNaN(floorTbt) ? "-" : Math.round(tbt - floorTbt),
          CLS: m((l) => l.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
          "JS KB": (median(bytes.map((b) => b.js)) / 1024).toFixed(1),
          "CSS KB": (median(bytes.map((b) => b.css)) / 1024).toFixed(1),
          "CSS gz KB": (cssGzip / 1024).toFixed(1),
          "HTML KB": (median(bytes.map((b) => b.html)) / 1024).toFixed(0),
          "weight KB": (median(bytes.map((b) => b.total)) / 1024).toFixed(0),
        });
        console.error(`  measured ${route}?lang=${lang}`);
      }
    }
    // The bare address (x-default): it redirects to a language address (docs/decisions/0019).
    if (!process.env.SKIP_BARE) {
      const bare = await lighthouse(`${baseUrl}/portal`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["seo", "best-practices"],
      });
      const lhr = bare?.lhr as unknown as Lhr | undefined;
      if (lhr) {
        console.error("  measured /portal (bare)");
        rows.push({
          route: "/ (bare)",
          lang: "-",
          perf: "-",
          a11y: "-",
          bp: Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100),
          seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        });
      }
    }
  } finally {
    await chrome.kill();
    await floor?.stop();
  }
  return rows;
}

const BURST = 50;

/** Milliseconds until `n` simultaneous requests for `url` have all been answered in full. */
async function burst(url: string, n: number, headers: Record<string, string> = {}) {
  const started = performance.now();
  await Promise.all(Array.from({ length: n }, () => fetch(url, { headers }).then((r) => r.arrayBuffer())));
  return performance.now() - started;
}

async function rps(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 20, duration: ssrSeconds, headers });
  return throughput(result);
}

/** scripts/bench/react-floor.ts as a child process, for one page's HTML. */
async function startReactFloor(html: string) {
  const dir = mkdtempSync(join(tmpdir(), "lead-floor-"));
  const file = join(dir, "page.html");
  writeFileSync(file, html);
  const child = spawn(process.execPath, ["--import", "tsx", join(import.meta.dirname, "react-floor.ts"), file], {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout }).once("line", (line) => resolve((JSON.parse(line) as { port: number }).port));
    child.once("exit", (code) => reject(new Error(`react-floor exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop() {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main() {
  await ensureBuilt();
  const server = await startBenchServer({ BENCH_BASELINE: "1" });
  try {
    console.log(`start to ready: ${server.startToReadyMs.toFixed(0)} ms (process spawn to listening)`);
    let lighthouseRows: Array<Record<string, string | number>> = [];
    if (!process.env.SKIP_LIGHTHOUSE) {
      console.log(`\nLighthouse, mobile defaults, median of ${runs} run(s) per page`);
      lighthouseRows = await lighthouseTable(server.url);
      console.log(table(lighthouseRows.filter((r) => r.lang !== "-")));
      console.log(
        "targets: perf 100, a11y/bp/seo 100, LCP ≤ 1.2 s (1.5 s image), TBT ≤ 50 ms and ≤ 50 ms over its script-free floor (issue 36: meet 25 ms), CLS 0, JS ≤ 80 KB, CSS ≤ 15 KB, home ≤ 350 KB",
      );
    }
    const ssrRatio = new Map<string, string>();
    if (!process.env.SKIP_THROUGHPUT) {
      const rowsOut: Array<Record<string, string | number>> = [];
      const burstRows: Array<Record<string, string | number>> = [];
      for (const route of ssrRoutes) {
        const page = `${server.url}${route}?lang=pt`;
        const html = await (await fetch(page)).text();
        await fetch(`${server.url}/__bench/baseline`, { method: "PUT", body: html });
        // Rounds of the three cases back to back, each ratio against its own round's baseline, and
        // the median round kept: a slow moment of a shared machine then moves one round, not the
        // baseline of all.
        type Run = Awaited<ReturnType<typeof rps>>;
        const rounds: Array<{ baseline: Run; uncached: Run; cached: Run; floor: Run; plain: Run }> = [];
        const floor = await startReactFloor(html);
        try {
          for (let round = 0; round < ssrRounds; round++) {
            const baseline = await rps(`${server.url}/__bench/baseline`);
            const uncached = await rps(page, { "cache-control": "no-cache", "x-bench-bypass-cache": "1" });
            const cached = await rps(page);
            const floorRun = await rps(`${floor.url}/render`);
            const plain = await rps(`${floor.url}/static`);
            rounds.push({ baseline, uncached, cached, floor: floorRun, plain });
          }
        } finally {
          floor.stop();
        }
        const ratioOf = (r: (typeof rounds)[number]) => r.uncached.rps / r.baseline.rps;
        const byRatio = [...rounds].sort((a, b) => ratioOf(a) - ratioOf(b));
        const kept = byRatio[Math.floor(byRatio.length / 2)]!;
        type Round = (typeof rounds)[number];
        const row = (name: string, pick: (r: Round) => Run) => ({
          page: route,
          case: name,
          rps: pick(kept).rps.toFixed(0),
          "p50 ms": pick(kept).p50,
          "p99 ms": pick(kept).p99,
          errors: pick(kept).errors,
          ratio: (pick(kept).rps / kept.baseline.rps).toFixed(2),
          "ratio per round": rounds.map((r) => (pick(r).rps / r.baseline.rps).toFixed(2)).join(" "),
        });
        rowsOut.push(
          row("same HTML from memory (baseline)", (r) => r.baseline),
          row("SSR uncached", (r) => r.uncached),
          row("SSR cached", (r) => r.cached),
          row("React alone, same markup (floor)", (r) => r.floor),
          row("node:http alone, same bytes", (r) => r.plain),
        );
        ssrRatio.set(route, ratioOf(kept).toFixed(2));
        // A cold page under a burst (a new content version, a link shared at once): 50 visitors ask
        // for a page no one has asked for yet (a query of its own makes it cold); the page cache
        // renders it once and answers the rest from that render. Against the same burst with the
        // cache bypassed (one render each).
        const coldMs: number[] = [];
        const eachMs: number[] = [];
        for (let round = 0; round < ssrRounds; round++) {
          coldMs.push(await burst(`${page}&cold=${Date.now()}-${round}`, BURST));
          eachMs.push(await burst(page, BURST, { "x-bench-bypass-cache": "1" }));
        }
        burstRows.push({
          page: route,
          [`${BURST} at once, cold, ms`]: median(coldMs).toFixed(0),
          "rendered each, ms": median(eachMs).toFixed(0),
          ratio: (median(eachMs) / median(coldMs)).toFixed(1),
        });
      }
      console.log(
        `\nServer-side rendering throughput (20 connections, ${ssrSeconds} s a case, ${ssrRounds} rounds; the median round by uncached ratio)`,
      );
      console.log(table(rowsOut));
      console.log("targets: uncached ≥ 0.45, cached ≥ 0.9");
      console.log(
        "The floor: React rendering this page's own markup as bare elements (nothing of ours) beside the same bytes, in a plain node:http server (scripts/bench/react-floor.ts): no React render of the page can be cheaper.",
      );
      console.log(`\nA burst of ${BURST} requests for a cold page (median of ${ssrRounds}): time until all are answered`);
      console.log(table(burstRows));
    }
    if (lighthouseRows.length > 0) {
      // Issue 13's table: one row per page and language, with the SSR ratio where it was measured.
      console.log(
        "\nIssue 13 targets (perf 100, LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS 0, JS ≤ 100 KB, CSS gz ≤ 15 KB, HTML trabalhe ≤ 150 KB, SSR ≥ 0.45)",
      );
      console.log(
        table(
          lighthouseRows
            .filter((r) => r.perf !== "-")
            .map((r) => {
              const path = r.route === "/" ? "/portal" : `/portal${String(r.route)}`;
              const keys = [
                "route",
                "lang",
                "perf",
                "LCP s",
                "TBT ms",
                "TBT over floor ms",
                "CLS",
                "JS KB",
                "CSS gz KB",
                "HTML KB",
              ];
              const picked: Record<string, string | number> = Object.fromEntries(keys.map((k) => [k, r[k] ?? "-"]));
              return { ...picked, SSR: ssrRatio.get(path) ?? "-" };
            }),
        ),
      );
      const bare = lighthouseRows.find((r) => r.route === "/ (bare)");
      if (bare) console.log(`bare /portal: SEO ${bare.seo}, best practices ${bare.bp}`);
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

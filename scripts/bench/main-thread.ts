/**
 * `npm run bench:main-thread`: where a page's main-thread time goes while it loads on a slow
 * phone, measured rather than simulated. Loads each page in Debian's Chromium with the CPU slowed
 * 4x (Lighthouse's mobile factor) and a phone's viewport, records a trace until the page has
 * hydrated, and prints the median of RUNS loads: blocking time (the part of every task over 50 ms,
 * to hydration, like TBT but from real tasks), the longest task, and the style, layout and script
 * time inside them. Lighthouse's TBT (bench:web) is simulated from one unthrottled load and moves
 * ±100 ms between identical runs; these figures say which kind of work a change removed.
 *
 * Options (environment): RUNS (default 7), ROUTES (comma list, default the long pages), LANG (pt),
 * WIDTH (412).
 */
import { launchBrowser } from "../../tests/e2e/harness";
import { ensureBuilt, median, startBenchServer, table } from "./server-process";
import { stopTrace, type TraceEvent } from "./trace";

const runs = Number(process.env.RUNS ?? 7);
const routes = (process.env.ROUTES ?? "/portal,/portal/institucional,/portal/atuacao,/portal/trabalhe").split(",");
const lang = process.env.LANG_CODE ?? "pt";
const width = Number(process.env.WIDTH ?? 412);

/** Sums the durations of the named events that lie inside the given top-level tasks. */
function inside(events: TraceEvent[], tasks: TraceEvent[], names: string[]): number {
  let total = 0;
  for (const e of events) {
    if (!names.includes(e.name) || e.ph !== "X" || !e.dur) continue;
    if (tasks.some((t) => t.pid === e.pid && t.tid === e.tid && e.ts >= t.ts && e.ts < t.ts + t.dur!)) total += e.dur;
  }
  return total / 1000;
}

async function main() {
  await ensureBuilt();
  const server = await startBenchServer();
  const browser = await launchBrowser();
  try {
    const rows: Array<Record<string, string | number>> = [];
    for (const route of routes) {
      const samples: Array<{ blocking: number; longest: number; style: number; layout: number; script: number }> = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({ viewport: { width, height: 823 }, deviceScaleFactor: 1.75 });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
        await page.goto(`${server.url}${route}?lang=${lang}`, { waitUntil: "load" });
        await page.waitForSelector("html[data-hydrated]", { state: "attached" });
        const traceEvents = await stopTrace(browser);
        await context.close();
        // The page's main thread: the one that parsed its document.
        const parser = traceEvents.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url?.includes(route));
        if (!parser) throw new Error(`no parsing of ${route} in the trace`);
        const tasks = traceEvents.filter(
          (e) => e.name === "RunTask" && e.ph === "X" && e.pid === parser.pid && e.tid === parser.tid,
        );
        const long = tasks.filter((t) => t.dur! > 50_000);
        samples.push({
          blocking: long.reduce((sum, t) => sum + t.dur! / 1000 - 50, 0),
          longest: Math.max(0, ...tasks.map((t) => t.dur! / 1000)),
          style: inside(traceEvents, long, ["UpdateLayoutTree"]),
          layout: inside(traceEvents, long, ["Layout"]),
          script: inside(traceEvents, long, ["EvaluateScript", "v8.evaluateModule", "FunctionCall", "TimerFire"]),
        });
      }
      const m = (key: keyof (typeof samples)[number]) => median(samples.map((s) => s[key])).toFixed(0);
      rows.push({
        route,
        lang,
        "blocking ms": m("blocking"),
        "longest task ms": m("longest"),
        "style in long tasks ms": m("style"),
        "layout in long tasks ms": m("layout"),
        "script in long tasks ms": m("script"),
        "blocking per run": samples.map((s) => s.blocking.toFixed(0)).join(" "),
      });
      console.log(`  measured ${route}`);
    }
    console.log(`\nMain thread while loading, ${width} px, CPU 4x slower, median of ${runs} loads (to hydration)`);
    console.log(table(rows));
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();

/**
 * `npm run bench:interaction`: a visitor's first seconds on a slow phone (issue 24). Each page is
 * loaded in Debian's Chromium at 412 px with Lighthouse's slow 4G (562.5 ms RTT, 1.47 Mbps down,
 * as DevTools applies it) and the CPU 4x slower, on a cold cache (a new context per load):
 *
 * - first contentful paint;
 * - when the shortcuts answer: Alt+K pressed again and again from the navigation's start until
 *   focus lands on the content (#conteudo);
 * - when hydration is done (`<html data-hydrated>`, seen by a MutationObserver from the start);
 * - the main thread's script time after the first contentful paint, to idle (a trace, a second
 *   load without key presses, until hydrated, the network idle and a quiet half second): script
 *   events on the page's main thread, overlaps merged;
 * - then, on that page, INP for one interaction (Event Timing, durationThreshold 16): the longest
 *   event entry of the action's own interactions (an `interactionId`, as the metric counts: a
 *   press, a release, a click, a key), target <= 100 ms ("<16" when none was reported). Hover
 *   events are not interactions: an island that hydrates under a resting pointer moves what is
 *   under it, and the pointerover it causes waits for the hydration's frame. That frame is printed
 *   beside INP instead: the longest animation frame (Long Animation Frames, 50 ms or more) from
 *   the action until the page is still. An island that sleeps until needed (docs/decisions/0046)
 *   is woken by this interaction: its first touch. A click is a tap as a finger makes it (press,
 *   100 ms, release: `tap`), not Playwright's instant press-and-release.
 *
 * Each page is measured beside the same page with its scripts removed (scripts/bench/script-free.ts),
 * in the same run: the floor of this machine for that HTML and CSS (its FCP and script time; no
 * keys, hydration or interaction to measure there).
 *
 * BREAKDOWN=1 also prints each page's script time after the first paint split by script file;
 * TRACE_OUT=<file> keeps the last traced load's events (chrome://tracing or Perfetto opens them).
 *
 * BASELINE=<commit> builds that commit in a temporary git worktree (scripts/bench/baseline.ts) and
 * measures it too, in the same run, alternating loads, so both sides share the machine's noise;
 * BASELINE=<folder> names a checkout already built. Options: RUNS (3), ROUTES, LANG_CODE (pt), NETWORK=fast,
 * SKIP_FLOOR=1.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, CDPSession, Locator, Page } from "playwright-core";
import { launchBrowser, spawnServer, type SpawnedServer } from "../../tests/e2e/harness";
import { prepareBaseline } from "./baseline";
import { startScriptFree } from "./script-free";
import { ensureBuilt, median, table } from "./server-process";
import { stopTrace, type TraceEvent } from "./trace";

const runs = Number(process.env.RUNS ?? 3);
const lang = process.env.LANG_CODE ?? "pt";
const baselineSpec = process.env.BASELINE;
/**
 * NETWORK=fast: no network throttling, only the CPU's (a slow phone on a good connection). An
 * island's code then arrives at once when a tap wakes it, so its hydration meets the tap's own
 * events, which slow 4G hides behind the download.
 */
const slowNetwork = process.env.NETWORK !== "fast";

/** How long a finger rests on the screen in a tap: Playwright's click presses and releases at once. */
const TAP_MS = 100;

/**
 * A tap as a visitor makes it: press, rest, release, at the element's centre. An instant click
 * hides what runs between the press and the release (an island that wakes on the press hydrating
 * when the release comes: React then hydrates it at once, inside the release, to dispatch it).
 */
async function tap(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error("nothing to tap");
  const mouse = target.page().mouse;
  await mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await mouse.down();
  await new Promise((resolve) => setTimeout(resolve, TAP_MS));
  await mouse.up();
}

/** Each page and the interaction measured on it once it has hydrated. */
const interactions: Record<string, { name: string; act(page: Page): Promise<void> }> = {
  "/portal": {
    name: "open the menu",
    act: async (page) => {
      await tap(page.locator(".mobile-menu__toggle"));
      await page.waitForSelector(".mobile-menu__toggle[aria-expanded=true]", { state: "attached" });
    },
  },
  "/portal/institucional": {
    name: "toggle contrast",
    act: async (page) => {
      await page.locator(".a11y-bar__toggle").click();
      await settle(page);
      await clearEvents(page);
      await tap(page.locator('button[data-pref="contrast"]:visible').first());
      await page.waitForFunction(
        () => document.body.classList.contains("alto-contraste") || document.documentElement.classList.contains("alto-contraste"),
      );
    },
  },
  "/portal/solucoes": {
    name: "larger font",
    act: async (page) => {
      await page.locator(".a11y-bar__toggle").click();
      await settle(page);
      await clearEvents(page);
      await tap(page.locator('button[data-pref="font-increase"]'));
      await page.waitForFunction(() => document.documentElement.getAttribute("data-font") !== "0");
    },
  },
  "/portal/atuacao": {
    name: "filter areas",
    act: async (page) => {
      await tap(page.locator("label.area-tile").first());
      await page.waitForFunction(() => new URL(location.href).searchParams.has("areas"));
    },
  },
  "/portal/trabalhe": {
    name: "filter openings",
    act: async (page) => {
      await page.locator("#filtro-regime").selectOption({ index: 1 });
      await page.waitForFunction(() => new URL(location.href).searchParams.has("regime"));
    },
  },
  "/portal/trabalhe#card": {
    name: "expand a card",
    act: async (page) => {
      await tap(page.locator(".vacancy-card__toggle").first());
      await page.waitForSelector(".vacancy-card__toggle[aria-expanded=true]", { state: "attached" });
    },
  },
  "/portal/contato": {
    name: "choose a file",
    act: async (page) => {
      await page
        .locator("#contato-arquivos")
        .setInputFiles({ name: "foto.jpg", mimeType: "image/jpeg", buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]) });
      await page.waitForSelector(".chosen-files", { state: "attached" });
    },
  },
  "/portal/acessibilidade": {
    name: "open the chat",
    act: async (page) => {
      await tap(page.locator(".chat-launcher:visible"));
      await page.waitForSelector(".chat-launcher[aria-expanded=true], [role=dialog]", { state: "attached" });
    },
  },
};
const routes = process.env.ROUTES?.split(",") ?? Object.keys(interactions);

/** Runs in the untraced load's page before its own scripts: when hydration is done. */
function observeHydration() {
  const w = window as unknown as { __hydratedAt?: number };
  new MutationObserver((_, observer) => {
    if (document.documentElement.hasAttribute("data-hydrated")) {
      w.__hydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
}

/**
 * Runs in every page before its own scripts: every Event Timing entry. Its callback runs only
 * when an event takes 16 ms or more, so the traced load carries none of the bench's script but
 * this (the hydration observer above is the untraced load's: its callback ran in the page at
 * hydration, 2-3 ms at 4x, counted as the page's).
 */
function observeEvents() {
  const w = window as unknown as {
    __events: Array<{ name: string; start: number; duration: number; interaction: number }>;
  };
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      w.__events.push({
        name: e.name,
        start: e.startTime,
        duration: e.duration,
        interaction: (e as PerformanceEntry & { interactionId?: number }).interactionId ?? 0,
      });
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

async function throttled(
  browser: Browser,
  { hydration = false } = {},
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, locale: "pt-BR" });
  const page = await context.newPage();
  if (hydration) await page.addInitScript(observeHydration);
  await page.addInitScript(observeEvents);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  if (slowNetwork)
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { context, page, cdp };
}

const settle = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))),
  );
/**
 * Before the action: the events so far forgotten, and the long animation frames watched from here
 * on (not during the traced load, whose script time would count the observer's).
 */
const clearEvents = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __events: unknown[]; __frames?: number[] };
    w.__events.length = 0;
    if (w.__frames) return void (w.__frames.length = 0);
    const frames: number[] = (w.__frames = []);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) frames.push(e.duration);
    }).observe({ type: "long-animation-frame" });
  });

interface Sample {
  fcp: number;
  keys: number;
  hydrated: number;
  scriptAfterFcp: number;
  inp: number;
  longestFrame: number;
}

const scriptEvents = new Set([
  "EvaluateScript",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
  "EventDispatch",
  "FireAnimationFrame",
  "RunMicrotasks",
  "v8.compileModule",
  "v8.compile",
]);

/** Milliseconds of script on the page's main thread between the first contentful paint and `until` (trace µs). */
function scriptAfterPaint(events: TraceEvent[], url: string, untilTs: number): number {
  const parser = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url?.startsWith(url));
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  if (!parser || !fcp) return NaN;
  const spans = events
    .filter(
      (e) =>
        e.ph === "X" &&
        e.dur &&
        scriptEvents.has(e.name) &&
        e.pid === parser.pid &&
        e.tid === parser.tid &&
        e.ts >= fcp.ts &&
        e.ts < untilTs,
    )
    .map((e) => [e.ts, e.ts + e.dur!] as const)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [from, to] of spans) {
    if (to <= end) continue;
    total += to - Math.max(from, end);
    end = to;
  }
  return total / 1000;
}

/**
 * BREAKDOWN=1: the same script time after the first paint, split by the script it ran in (each
 * outermost script event counted once, by its URL's file name): which module to make do less.
 */
const breakdowns = new Map<string, Map<string, number[]>>();
function scriptByFile(events: TraceEvent[], url: string): Map<string, number> {
  const parser = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url?.startsWith(url));
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  const out = new Map<string, number>();
  if (!parser || !fcp) return out;
  const spans = events
    .filter(
      (e) => e.ph === "X" && e.dur && scriptEvents.has(e.name) && e.pid === parser.pid && e.tid === parser.tid && e.ts >= fcp.ts,
    )
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  let end = -Infinity;
  for (const e of spans) {
    if (e.ts + e.dur! <= end) continue; // inside one already counted
    const from = Math.max(e.ts, end);
    end = e.ts + e.dur!;
    const source = e.args?.data?.url || e.args?.data?.fileName || e.args?.fileName || `(${e.name})`;
    const file = source.startsWith("(") ? source : (source.split("?")[0]!.split("/").pop() ?? source);
    out.set(file, (out.get(file) ?? 0) + (end - from) / 1000);
  }
  return out;
}

/**
 * Waits inside the traced page through the DevTools protocol's own evaluate, a few bytes of
 * script: Playwright's `page.evaluate` first installs its utility script in the page (8-36 ms of
 * "script after the first paint" at 4x, measured in a trace), which is the bench's, not the page's,
 * and would be counted in both the page and its floor.
 */
const inPage = (cdp: CDPSession, expression: string) =>
  cdp.send("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true });

/** Resolves when the page says it has hydrated (`<html data-hydrated>`). */
const hydration = `new Promise(function (resolve) {
  var root = document.documentElement;
  if (root.hasAttribute("data-hydrated")) return resolve();
  new MutationObserver(function (_, observer) {
    if (!root.hasAttribute("data-hydrated")) return;
    observer.disconnect();
    resolve();
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
})`;

/**
 * To idle: the network quiet (no request for half a second, Playwright's `networkidle`), then half
 * a second more, waited here, not in the page: no script of the bench's runs in it meanwhile.
 */
const toIdle = async (page: Page) => {
  await page.waitForLoadState("networkidle", { timeout: 60_000 }).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 500));
};

/**
 * The one script the bench runs in a traced page: the page waits for its hydration; its floor, which
 * never hydrates, for nothing, so both carry the same evaluation of the bench's (the first
 * `Runtime.evaluate` in a page costs several ms at 4x, its context made), and the difference is the page's.
 */
const noWait = `Promise.resolve()`;

/** The page without scripts: its first paint and the script time after it (none of ours runs). */
async function measureFloor(browser: Browser, server: { url: string }, route: string): Promise<Sample> {
  const url = `${server.url}${route.split("#")[0]!}?lang=${lang}`;
  const { context, page, cdp } = await throttled(browser);
  await browser.startTracing(page, { categories: ["devtools.timeline", "loading", "disabled-by-default-devtools.timeline"] });
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  await inPage(cdp, noWait);
  await toIdle(page);
  const traceEvents = await stopTrace(browser);
  const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN);
  await context.close();
  return {
    fcp,
    keys: NaN,
    hydrated: NaN,
    scriptAfterFcp: scriptAfterPaint(traceEvents, url, Infinity),
    inp: NaN,
    longestFrame: NaN,
  };
}

async function measure(browser: Browser, server: { url: string }, route: string): Promise<Sample> {
  const pathOnly = route.split("#")[0]!;
  const url = `${server.url}${pathOnly}?lang=${lang}`;
  // Load 1: first paint, the first answered shortcut, hydration.
  let fcp = NaN;
  let keys = NaN;
  let hydrated = NaN;
  {
    const { context, page } = await throttled(browser, { hydration: true });
    const loading = page.goto(url, { waitUntil: "commit" });
    await loading;
    for (let i = 0; i < 2000 && Number.isNaN(keys); i++) {
      await page.keyboard.press("Alt+k").catch(() => undefined);
      const state = await page
        .evaluate(() => ({ id: document.activeElement?.id ?? "", now: performance.now() }))
        .catch(() => ({ id: "", now: 0 }));
      if (state.id === "conteudo") keys = state.now;
    }
    await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 60_000 });
    ({ fcp, hydrated } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      hydrated: (window as unknown as { __hydratedAt: number }).__hydratedAt,
    })));
    await context.close();
  }
  // Load 2: a trace of the main thread to hydration, then the interaction.
  const { context, page, cdp } = await throttled(browser);
  await browser.startTracing(page, { categories: ["devtools.timeline", "loading", "disabled-by-default-devtools.timeline"] });
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  await inPage(cdp, hydration);
  // To idle, not only to hydration: what wakes when idle counts too.
  await toIdle(page);
  const traceEvents = await stopTrace(browser);
  const scriptAfterFcp = scriptAfterPaint(traceEvents, url, Infinity);
  if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, JSON.stringify(traceEvents));
  if (process.env.BREAKDOWN) {
    const key = `${route} · ${server.url}`;
    const byFile = breakdowns.get(key) ?? new Map<string, number[]>();
    for (const [file, ms] of scriptByFile(traceEvents, url)) byFile.set(file, [...(byFile.get(file) ?? []), ms]);
    breakdowns.set(key, byFile);
  }
  await settle(page);
  await clearEvents(page);
  await interactions[route]!.act(page);
  await settle(page);
  // Event Timing reports an entry in a task after its paint, later still while the page hydrates
  // an island the tap woke: wait for the tap's click (reported when it took 16 ms or more), at
  // most 1.5 s, so a slow entry is not missed.
  await page
    .waitForFunction(
      () => (window as unknown as { __events: Array<{ name: string }> }).__events.some((e) => e.name === "click"),
      null,
      { timeout: 1500 },
    )
    .catch(() => undefined);
  await toIdle(page);
  const { inp, longestFrame } = await page.evaluate(() => {
    const w = window as unknown as { __events: Array<{ duration: number; interaction: number }>; __frames: number[] };
    return {
      inp: Math.max(0, ...w.__events.filter((e) => e.interaction > 0).map((e) => e.duration)),
      longestFrame: Math.max(0, ...w.__frames),
    };
  });
  await context.close();
  return { fcp, keys, hydrated, scriptAfterFcp, inp, longestFrame };
}

async function main() {
  await ensureBuilt();
  const baseline = baselineSpec ? prepareBaseline(baselineSpec) : null;
  type Build = { label: string; server: { url: string; stop(): Promise<void> }; floor: boolean };
  const builds: Build[] = [];
  const add = async (label: string, server: SpawnedServer) => {
    builds.push({ label, server, floor: false });
    if (!process.env.SKIP_FLOOR)
      builds.push({ label: `${label}, no scripts`, server: await startScriptFree(server.url), floor: true });
  };
  await add("this", await spawnServer());
  if (baseline) {
    await add(
      baseline.label,
      await spawnServer({ command: [path.join(baseline.dir, "build", "server-main.js")], cwd: baseline.dir }),
    );
  }
  const browser = await launchBrowser();
  try {
    const rows: Array<Record<string, string | number>> = [];
    for (const route of routes) {
      const samples = new Map<string, Sample[]>(builds.map((b) => [b.label, []]));
      for (let run = 0; run < runs; run++) {
        for (const build of run % 2 ? [...builds].reverse() : builds)
          samples.get(build.label)!.push(await (build.floor ? measureFloor : measure)(browser, build.server, route));
      }
      for (const build of builds) {
        const list = samples.get(build.label)!;
        const m = (key: keyof Sample) => median(list.map((s) => s[key]));
        const inp = m("inp");
        const fixed = (v: number) => (Number.isNaN(v) ? "-" : v.toFixed(0));
        const floor = samples.get(`${build.label}, no scripts`);
        const overFloor = floor ? m("scriptAfterFcp") - median(floor.map((s) => s.scriptAfterFcp)) : NaN;
        rows.push({
          page: route,
          build: build.label,
          "FCP ms": fixed(m("fcp")),
          "keys answer ms": fixed(m("keys")),
          "hydrated ms": fixed(m("hydrated")),
          "script after FCP ms": fixed(m("scriptAfterFcp")),
          "over floor ms": fixed(overFloor),
          interaction: build.floor ? "-" : interactions[route]!.name,
          "INP ms": build.floor ? "-" : inp < 16 ? "<16" : inp.toFixed(0),
          "longest frame after ms": build.floor ? "-" : m("longestFrame") < 50 ? "<50" : m("longestFrame").toFixed(0),
          "script <= 50, INP <= 50": build.floor ? "-" : m("scriptAfterFcp") <= 50 && inp <= 50 ? "yes" : "NO",
        });
      }
      console.log(`  measured ${route}`);
    }
    console.log(
      `\nFirst seconds at 412 px, ${slowNetwork ? "slow 4G" : "unthrottled network"}, CPU 4x, cold cache, median of ${runs} (lang ${lang}); script to idle; "no scripts" is the same page without its scripts`,
    );
    console.log(table(rows));
    for (const [key, byFile] of breakdowns) {
      const medians = [...byFile].map(([file, list]) => ({ file, ms: median(list) })).sort((a, b) => b.ms - a.ms);
      console.log(`\nScript after the first paint by file, median ms (BREAKDOWN=1): ${key}`);
      console.log(table(medians.slice(0, 12).map((m) => ({ file: m.file, "ms (median)": m.ms.toFixed(0) }))));
    }
  } finally {
    await browser.close();
    for (const build of builds) await build.server.stop();
    baseline?.remove();
  }
}

await main();

/**
 * End-to-end harness: each test file starts the built server on a free port with its own data
 * folder (its own SQLite database), and drives Debian's Chromium with playwright-core.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { AxeBuilder } from "@axe-core/playwright";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Response,
} from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";

export const root = path.resolve(import.meta.dirname, "../..");
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** What the server says in its "listening" log line. */
export interface ListeningLine {
  port: number;
  /** The React build it loaded: "production" or "development". */
  react?: string;
  /** host:pid of the process that serves. */
  instance?: string;
}

export interface SpawnedServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  listening: ListeningLine;
  /** Everything the server printed (stdout, and stderr unless inherited), for assertions on logs and failure reports. */
  output: string[];
  stop(): Promise<void>;
}

export interface SpawnOptions {
  env?: Record<string, string>;
  /** The script and its arguments (default build/server-main.js); the benchmarks start scripts/start.mjs. */
  command?: string[];
  /** How long to wait for "listening" (a command that builds first needs longer). */
  timeoutMs?: number;
  /** "inherit" shows the server's stderr (a build's progress) instead of collecting it. */
  stderr?: "collect" | "inherit";
  dataPrefix?: string;
  /** The folder it runs in (default this checkout); a benchmark's baseline build runs in its own. */
  cwd?: string;
}

/**
 * Starts the server as `npm start` does: without NODE_ENV (Vitest sets "test") unless `env` names
 * it, on a free loopback port, with a data folder (and SQLite database) of its own, resolved on
 * its "listening" log line. Shared by the end-to-end tests and the benchmarks.
 */
export async function spawnServer(options: SpawnOptions = {}): Promise<SpawnedServer> {
  const { env = {}, command = [path.join(root, "build", "server-main.js")], timeoutMs = 30_000, stderr = "collect" } = options;
  const dataDir = mkdtempSync(path.join(tmpdir(), options.dataPrefix ?? "lead-e2e-"));
  const { NODE_ENV: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, command, {
    cwd: options.cwd ?? root,
    env: {
      ...inherited,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: path.join(dataDir, "lead.db"),
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", stderr === "inherit" ? "inherit" : "pipe"],
  });
  const output: string[] = [];
  if (child.stderr) createInterface({ input: child.stderr }).on("line", (line) => output.push(line));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const listening = await new Promise<ListeningLine>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join("\n")}`)), timeoutMs);
    createInterface({ input: child.stdout! }).on("line", (line) => {
      output.push(line);
      try {
        const entry = JSON.parse(line) as { msg?: string } & Partial<ListeningLine>;
        if (entry.msg === "Lead Portal listening" && entry.port) {
          clearTimeout(timer);
          resolve({ port: entry.port, react: entry.react, instance: entry.instance });
        }
      } catch {
        // not a log line (a build's output)
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output.join("\n")}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url: `http://127.0.0.1:${listening.port}`, port: listening.port, dataDir, process: child, listening, output, stop };
}

export type RunningServer = SpawnedServer;

/** The built server for a test, which fails if the server chose React's development build. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const server = await spawnServer({ env });
  if (server.listening.react !== "production") {
    await server.stop();
    throw new Error(`the server loaded React's ${server.listening.react} build:\n${server.output.join("\n")}`);
  }
  return server;
}

/** Chromium's flags for every automated run here (tests, screenshots, Lighthouse): no sandbox, GPU or background traffic. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}

export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    reducedMotion: "reduce",
    locale: "pt-BR",
    ...options,
  });
  if (options.javaScriptEnabled !== false) context.on("page", waitForHydrationOnLoad);
  return context;
}

/** Pages whose app scripts a test keeps from loading: their loads do not wait for hydration. */
const neverHydrating = new WeakSet<Page>();

/**
 * For a test that blocks the app's scripts (to see the first paint alone): until `hydrating` is
 * called again, the page's document loads do not wait for a hydration that cannot come.
 */
export function hydrating(page: Page, on: boolean): void {
  if (on) neverHydrating.delete(page);
  else neverHydrating.add(page);
}

/**
 * The page's modules load after its first paint (one module script at the end of the body,
 * docs/decisions/0024), so it
 * hydrates a moment after its load event. A test acting in that moment would drive the server-only
 * page (whose forms and links work, but not its enhanced controls), so every document load through
 * these methods waits until the layout marks <html data-hydrated>, or until it is clear the
 * document has no module script to hydrate it (another site, a page replayed without scripts).
 */
function waitForHydrationOnLoad(page: Page): void {
  for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
    const load = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await load(...args);
        if (response && /text\/html/.test(response.headers()["content-type"] ?? "") && !neverHydrating.has(page)) {
          await page.waitForFunction(
            () =>
              document.documentElement.getAttribute("data-hydrated") === "true" ||
              !document.querySelector('script[type="module"]'),
          );
        }
        return response;
      },
    });
  }
}

/** The server's environment, or a function giving it when the file's own setup (an SMTP port) must run first. */
export type ServerEnv = Record<string, string> | (() => Record<string, string>);

/** The built server for one test file: started before its tests, stopped after them. */
export interface Site {
  readonly server: RunningServer;
}

/** The built server and Chromium for one test file, with a page opener. */
export interface SiteAndBrowser extends Site {
  readonly browser: Browser;
  /** A page in a new context of its own (see newContext); the test closes the context. */
  newPage(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** newPage, then goes to `target`: a path on the server or a full address. */
  open(target: string, options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
}

function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the ${what} is not started yet: use it inside a test or a later hook`);
  return value;
}

const envOf = (env: ServerEnv) => (typeof env === "function" ? env() : env);

/**
 * Starts the server before the file's tests and stops it after them. Hooks registered earlier in
 * the file run before the start (an SMTP server the environment names) and are undone after the stop.
 */
export function useSite(env: ServerEnv = {}): Site {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(envOf(env));
  });
  afterAll(async () => {
    await server?.stop();
  });
  return {
    get server() {
      return started(server, "server");
    },
  };
}

/** As useSite, with Chromium launched alongside the server and closed before it stops. */
export function useSiteAndBrowser(env: ServerEnv = {}): SiteAndBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(envOf(env)), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const site: SiteAndBrowser = {
    get server() {
      return started(server, "server");
    },
    get browser() {
      return started(browser, "browser");
    },
    async newPage(options = {}) {
      const context = await newContext(site.browser, options);
      return { context, page: await context.newPage() };
    },
    async open(target, options = {}) {
      const opened = await site.newPage(options);
      await opened.page.goto(new URL(target, site.server.url).href);
      return opened;
    },
  };
  return site;
}

/** The WCAG tags every page must pass (WCAG 2.0, 2.1 and 2.2, levels A and AA). */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Draws everything that renders only near the screen (the cards of .render-when-near and the
 * sections below the first screen, every `content-visibility: auto`), or gives it back to the
 * browser: for what looks at the whole page at once (axe, a full-page screenshot) as a visitor
 * meets each part on the way down, drawn. (A skipped part has no background for axe to read.)
 */
export async function drawCardsRenderedWhenNear(page: Page, drawn: boolean): Promise<void> {
  await page.evaluate((draw) => {
    type Anchored = Window & { drawnForTestAnchor?: { element: Element; top: number } };
    if (draw) {
      // What the visitor had in the middle of the screen: drawn, the sections above it take their
      // real heights and keep them (the `auto` in their estimates), so once undrawn the page is
      // put back where that element was (a hovered target would otherwise slide from under the pointer).
      const element = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
      if (element) (window as Anchored).drawnForTestAnchor = { element, top: element.getBoundingClientRect().top };
      for (const el of document.querySelectorAll<HTMLElement>("body *"))
        if (getComputedStyle(el).contentVisibility === "auto") {
          el.style.contentVisibility = "visible";
          el.dataset.drawnForTest = "";
        }
    } else {
      for (const el of document.querySelectorAll<HTMLElement>("[data-drawn-for-test]")) {
        el.style.removeProperty("content-visibility");
        delete el.dataset.drawnForTest;
      }
      const anchor = (window as Anchored).drawnForTestAnchor;
      delete (window as Anchored).drawnForTestAnchor;
      if (anchor?.element.isConnected)
        window.scrollBy({ top: anchor.element.getBoundingClientRect().top - anchor.top, behavior: "instant" });
    }
  }, drawn);
}

/** Scans the page with axe and fails with a readable list of what is wrong. */
export async function expectNoAxeViolations(page: Page, context = ""): Promise<void> {
  // A skipped card is never seen or pressed, and axe's geometry checks (target size) would
  // otherwise measure its neighbours at their estimated, not their real, places.
  await drawCardsRenderedWhenNear(page, true);
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  await drawCardsRenderedWhenNear(page, false);
  const report = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.split("\n").join(" ")}`).join("\n")}`,
  );
  expect(report, `axe violations ${context} on ${page.url()}`).toEqual([]);
}

/**
 * axe on a page rendered without JavaScript (where axe, a script, cannot run): the server's HTML
 * of `response`, replayed in a fresh page with its scripts removed.
 */
export async function expectNoAxeViolationsWithoutScripts(browser: Browser, response: Response, context: string) {
  const html = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  const url = response.url();
  const ctx = await newContext(browser);
  const page = await ctx.newPage();
  await page.route("**/*", (route) =>
    route.request().url() === url
      ? route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html })
      : route.request().resourceType() === "script"
        ? route.abort()
        : route.continue(),
  );
  await page.goto(url);
  await expectNoAxeViolations(page, context);
  await ctx.close();
}

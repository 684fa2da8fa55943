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
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { expect } from "vitest";

export const root = path.resolve(import.meta.dirname, "../..");
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed, for assertions on logs and for failure reports. */
  output: string[];
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lead-e2e-"));
  // Started as `npm start` does, without NODE_ENV (Vitest sets "test"): the server must choose
  // React's production build by itself, and says which one it loaded in its "listening" line.
  const { NODE_ENV: _vitestMode, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(root, "build", "server-main.js")], {
    cwd: root,
    env: {
      ...inherited,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: path.join(dataDir, "lead.db"),
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  createInterface({ input: child.stderr! }).on("line", (line) => output.push(line));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join("\n")}`)), 30_000);
    createInterface({ input: child.stdout! }).on("line", (line) => {
      output.push(line);
      try {
        const entry = JSON.parse(line) as { msg?: string; port?: number; react?: string };
        if (entry.msg === "Lead Portal listening" && entry.port) {
          clearTimeout(timer);
          // Every end-to-end test fails on a server that would render with React's development build.
          if (entry.react !== "production") reject(new Error(`the server loaded React's ${entry.react} build:\n${line}`));
          else resolve(entry.port);
        }
      } catch {
        // not a log line
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output.join("\n")}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir,
    process: child,
    output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
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
 * The page's modules load after its first paint (no modulepreload, app/entry.server.tsx), so it
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

/** The WCAG tags every page must pass (WCAG 2.0, 2.1 and 2.2, levels A and AA). */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Scans the page with axe and fails with a readable list of what is wrong. */
export async function expectNoAxeViolations(page: Page, context = ""): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const report = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")} — ${n.failureSummary?.split("\n").join(" ")}`).join("\n")}`,
  );
  expect(report, `axe violations ${context} on ${page.url()}`).toEqual([]);
}

/** Starts the built production server as a child process on a free port, for benchmarks. */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { spawnServer, startServer } from "../../tests/e2e/harness";

export const root = path.resolve(import.meta.dirname, "../..");

export interface BenchServer {
  url: string;
  /** Milliseconds from spawning the process to the "listening" log line. */
  startToReadyMs: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function ensureBuilt(): Promise<void> {
  if (existsSync(path.join(root, "build", "server-main.js"))) return;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "scripts", "build.mjs")], { cwd: root, stdio: "inherit" });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code})`))));
  });
}

/** The end-to-end tests' server start (a fresh data folder, a free port), timed to "listening". */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const started = performance.now();
  const server = await startServer(env);
  return { url: server.url, startToReadyMs: performance.now() - started, child: server.process, stop: server.stop };
}

/** The figures a benchmark table shows of one autocannon run. */
export function throughput(result: {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}) {
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function table(rows: Array<Record<string, string | number>>): string {
  if (!rows.length) return "";
  const headers = Object.keys(rows[0]!);
  const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => String(r[h]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join("  ");
  return [line(headers), line(widths.map((w) => "-".repeat(w))), ...rows.map((r) => line(headers.map((h) => String(r[h]))))].join(
    "\n",
  );
}

export interface StartedServer {
  url: string;
  /** The server process's own id (npm start runs it as a child of scripts/start.mjs). */
  pid: number;
  /** The React build the server says it loaded ("production" or "development"). */
  react: string;
  stop(): Promise<void>;
}

/**
 * Starts the server as `npm start` does (scripts/start.mjs: builds when sources changed, then
 * build/server-main.js), or with `command` instead, on a free port with its own data folder.
 * NODE_ENV is removed from the environment unless `env` names it.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  command: string[] = [path.join(root, "scripts", "start.mjs")],
): Promise<StartedServer> {
  const server = await spawnServer({ env, command, timeoutMs: 120_000, stderr: "inherit", dataPrefix: "lead-bench-" });
  return {
    url: server.url,
    pid: Number(String(server.listening.instance).split(":").pop()),
    react: String(server.listening.react),
    stop: server.stop,
  };
}

/**
 * V8's `--trace-gc` lines in a server's output ("[pid:addr] 1234 ms: Mark-Compact 180.1 (200.3) ->
 * ... 85.2 / 40.1 ms ..."): how many collections of each kind and their median and longest pauses
 * (young-generation collections of several milliseconds mean objects outlive them: ADR 0052), and
 * the lines of those that paused the thread `atLeastMs` or more.
 */
export function longGcPauses(output: string[], atLeastMs = 20): string {
  const pauseOf = (l: string) => Number(/ (\d+(?:\.\d+)?) \/ \d+(?:\.\d+)? ms/.exec(l)?.[1] ?? 0);
  const pauses = output.filter((l) => /(Scavenge|Mark-Compact|Mark-Sweep)/.test(l));
  const kinds = ["Scavenge", "Mark-Compact", "Mark-Sweep"]
    .map((kind) => [kind, pauses.filter((l) => l.includes(`: ${kind} `)).map(pauseOf)] as const)
    .filter(([, ms]) => ms.length > 0)
    .map(([kind, ms]) => `${kind} ${ms.length} (median ${median(ms).toFixed(1)} ms, longest ${Math.max(...ms).toFixed(1)} ms)`);
  const long = pauses.filter((l) => pauseOf(l) >= atLeastMs);
  return (
    `GC: ${pauses.length} collection(s)${kinds.length ? `: ${kinds.join(", ")}` : ""}; ` +
    `${long.length} of ${atLeastMs} ms or more${long.length ? `:\n${long.join("\n")}` : "."}`
  );
}

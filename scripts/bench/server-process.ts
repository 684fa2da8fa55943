/** Starts the built production server as a child process on a free port, for benchmarks. */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { startServer } from "../../tests/e2e/harness";

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

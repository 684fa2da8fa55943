/** Starts the built production server as a child process on a free port, for benchmarks. */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";

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

export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lead-bench-"));
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, "build", "server-main.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: path.join(dataDir, "lead.db"),
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("server did not start in 30 s")), 30_000);
    createInterface({ input: child.stdout! }).on("line", (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; port?: number };
        if (entry.msg === "Lead Portal listening" && entry.port) {
          clearTimeout(timer);
          resolve(entry.port);
        }
      } catch {
        // not a log line
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  const startToReadyMs = performance.now() - started;
  return {
    url: `http://127.0.0.1:${port}`,
    startToReadyMs,
    child,
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

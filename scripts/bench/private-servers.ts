/**
 * A private PostgreSQL and a private Redis on free loopback ports, for fault benchmarks that
 * really restart or stop them: the machine's own servers are shared with other people and their
 * tests, and must never be restarted by a benchmark. Debian's binaries; `initdb` refuses root,
 * so it runs as the postgres user.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

function postgresBin(): string | null {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], "bin") : null;
}

export interface PrivatePostgres {
  /** Admin URL (database postgres); make one database per run with createTemporaryDatabase(adminUrl). */
  adminUrl: string;
  port: number;
  /** Stops the server (fast shutdown: connections are terminated). */
  stop(): void;
  start(): void;
  remove(): void;
}

/** null when Debian's PostgreSQL binaries are not installed. */
export async function startPrivatePostgres(): Promise<PrivatePostgres | null> {
  const bin = postgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(path.join(tmpdir(), "lead-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(spawnSync("id", ["-u", "postgres"]).stdout.toString().trim()), 0);
  const run = (cmd: string, args: string[]) => {
    const full = asRoot
      ? spawnSync("runuser", ["-u", "postgres", "--", path.join(bin, cmd), ...args])
      : spawnSync(path.join(bin, cmd), args);
    if (full.status !== 0) throw new Error(`${cmd} failed: ${full.stderr.toString()}`);
  };
  const port = await freePort();
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const ctl = (action: string) =>
    run("pg_ctl", [
      "-D",
      data,
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
      "-l",
      path.join(dir, "log"),
      "-m",
      "fast",
      "-w",
      action,
    ]);
  ctl("start");
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: () => ctl("stop"),
    start: () => ctl("start"),
    remove() {
      try {
        ctl("stop");
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** null when redis-server is not installed. Nothing is persisted: a restart starts empty. */
export async function startPrivateRedis(): Promise<PrivateRedis | null> {
  if (spawnSync("redis-server", ["--version"]).status !== 0) return null;
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("redis-server did not start")), 10_000);
      child!.stdout!.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes("Ready to accept connections")) {
          clearTimeout(timer);
          resolve();
        }
      });
      child!.once("exit", (code) => reject(new Error(`redis-server exited with ${code}`)));
    });
    child.stdout!.resume();
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    async stop() {
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      const exited = new Promise((resolve) => c.once("exit", resolve));
      c.kill("SIGKILL");
      await exited;
    },
  };
}

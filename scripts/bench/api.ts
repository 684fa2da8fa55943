/**
 * `npm run bench:api`: requests per second of a cached content endpoint against a bare Express
 * route serving the same bytes from memory, measured in the same run, on loopback.
 *
 * A child process serves (so the load generator does not share its core) three HTTP servers over
 * one set of services (SQLite in a temp folder, the repository's content):
 * - bare: a plain `express()` with one route that writes the API's own bytes and headers, kept in
 *   memory, and answers 304 on an exact If-None-Match: the least Express can do;
 * - api: a plain `express()` with the /api router mounted (what the content API itself costs);
 * - app: the whole HTTP assembly of the site (createApp: security headers, compression, static
 *   files, then /api), as production serves it, compared with the bare route behind the same
 *   security headers, metrics and compression (so the ratio shows what the content API adds there).
 * The parent drives them with autocannon (keep-alive connections). Each candidate is measured back
 * to back with the bare route, in several rounds (alternating which goes first), so a busy machine
 * weighs on both alike; it prints medians: rps, p50 and p99 latency, and the ratio against bare.
 *
 * Environment: BENCH_DURATION (seconds a run, default 3), BENCH_ROUNDS (default 5),
 * BENCH_CONNECTIONS (default 32), BENCH_PATH (default /vacancy/all/visible), BENCH_ONLY (run only
 * the candidates whose name contains this text, e.g. "whole app").
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { request, type OutgoingHttpHeaders, type Server } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import compression from "compression";
import express from "express";

const apiPath = process.env.BENCH_PATH ?? "/vacancy/all/visible";
const duration = Number(process.env.BENCH_DURATION ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);

interface Ports {
  bare: number;
  guarded: number;
  api: number;
  app: number;
  etag: string;
  brEtag: string;
  bytes: number;
  brBytes: number;
  build: boolean;
}

/* ---------------------------------------------------------------- child: the servers */

function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    },
  );
}

function listen(app: express.Express): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(0, "127.0.0.1", () => resolve(server));
    server.keepAliveTimeout = 65_000;
  });
}
const portOf = (server: Server) => (server.address() as { port: number }).port;

/** The headers of an answer, as a bare route would set them. */
function headersOf(res: Awaited<ReturnType<typeof get>>): OutgoingHttpHeaders {
  const keep = ["content-type", "content-length", "content-encoding", "etag", "cache-control", "vary"];
  return Object.fromEntries(keep.filter((k) => res.headers[k] !== undefined).map((k) => [k, res.headers[k]]));
}

async function serve() {
  const { loadConfig } = await import("../../server/config");
  const { createServices, projectRoot } = await import("../../server/services");
  const { createApiRouter } = await import("../../server/api/router");
  const { createApp } = await import("../../server/app");
  const { securityHeaders } = await import("../../server/http/security-headers");

  const dataDir = mkdtempSync(path.join(tmpdir(), "lead-bench-"));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    DATABASE_URL: path.join(dataDir, "lead.db"),
    APP_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "silent",
  });
  const services = await createServices(config);

  const apiApp = express();
  apiApp.disable("x-powered-by");
  apiApp.use("/api", createApiRouter(services));

  let build: Parameters<typeof createApp>[1]["build"];
  try {
    build = await import(pathToFileURL(path.join(projectRoot, "build", "server", "index.js")).href);
  } catch {
    build = undefined; // the API needs no pages
  }
  const fullApp = createApp(services, { build });

  const [apiServer, appServer] = await Promise.all([listen(apiApp), listen(fullApp)]);
  const url = `http://127.0.0.1:${portOf(apiServer)}/api${apiPath}`;
  const identity = await get(url);
  if (identity.status !== 200) throw new Error(`${url} answered ${identity.status}`);
  // The compressed form is made in the background after the first answer.
  let br = await get(url, { "Accept-Encoding": "br" });
  for (let i = 0; i < 100 && br.headers["content-encoding"] !== "br"; i++) {
    await new Promise((r) => setTimeout(r, 50));
    br = await get(url, { "Accept-Encoding": "br" });
  }

  const bareApp = express();
  bareApp.disable("x-powered-by");
  const bare = (answer: typeof identity) => {
    const headers = headersOf(answer);
    const etag = String(headers.etag);
    const notModified = { etag, "cache-control": headers["cache-control"], vary: headers.vary };
    return (req: express.Request, res: express.Response) => {
      if (req.headers["if-none-match"] === etag) {
        res.writeHead(304, notModified);
        res.end();
        return;
      }
      res.writeHead(200, headers);
      res.end(answer.body);
    };
  };
  bareApp.get("/bare", bare(identity));
  bareApp.get("/bare-br", bare(br));
  // The same bare route behind the site's own first steps (security headers, metrics,
  // compression), to show what the content API adds inside the whole app.
  const guardedApp = express();
  guardedApp.disable("x-powered-by");
  guardedApp.use(securityHeaders({ dev: false, hsts: config.TRUST_PROXY }));
  guardedApp.use(services.metrics.middleware());
  guardedApp.use(compression());
  guardedApp.get("/bare", bare(identity));
  const [bareServer, guardedServer] = await Promise.all([listen(bareApp), listen(guardedApp)]);
  const servers = [bareServer, guardedServer, apiServer, appServer];

  const ports: Ports = {
    bare: portOf(bareServer),
    guarded: portOf(guardedServer),
    api: portOf(apiServer),
    app: portOf(appServer),
    etag: String(identity.headers.etag),
    brEtag: String(br.headers.etag),
    bytes: identity.body.length,
    brBytes: br.headers["content-encoding"] === "br" ? br.body.length : 0,
    build: Boolean(build),
  };
  console.log(JSON.stringify({ ready: ports }));

  const stop = async () => {
    for (const s of servers) s.closeAllConnections();
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    await services.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.stdin.on("end", () => void stop()); // the parent went away
  process.stdin.resume();
  // The parent asks for this process's CPU time around each run (all servers live here).
  process.on("message", (message: { cpu?: number }) => {
    if (message.cpu !== undefined) process.send?.({ cpu: message.cpu, usage: process.cpuUsage() });
  });
}

/* ---------------------------------------------------------------- parent: the load */

interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  /** The status every answer must have. */
  status: number;
}

interface Row {
  rps: number;
  /** Server CPU time (user + system) per answered request, in microseconds. */
  cpuUs: number;
  p50: number;
  p99: number;
  unexpected: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

let serverCpu: () => Promise<NodeJS.CpuUsage> = () => Promise.reject(new Error("no server"));

async function measure(target: Target, seconds: number): Promise<Row> {
  const before = await serverCpu();
  const result = await autocannon({ url: target.url, headers: target.headers, connections, duration: seconds, timeout: 10 });
  const after = await serverCpu();
  const total = Object.values(result.statusCodeStats).reduce((sum, s) => sum + Number(s.count), 0);
  const expected = Number(result.statusCodeStats[String(target.status)]?.count ?? 0);
  return {
    rps: total / result.duration,
    cpuUs: (after.user - before.user + after.system - before.system) / Math.max(1, total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    unexpected: total - expected + result.errors + result.timeouts,
  };
}

async function main() {
  const child = spawn(process.execPath, ["--import", "tsx", import.meta.filename, "--serve"], {
    cwd: path.resolve(import.meta.dirname, "..", ".."),
    // Before React loads in the child (the whole app imports the page build): its production build.
    env: { ...process.env, NODE_ENV: "production" },
    stdio: ["pipe", "pipe", "inherit", "ipc"],
  });
  let asked = 0;
  serverCpu = () =>
    new Promise((resolve) => {
      const id = ++asked;
      const onMessage = (message: { cpu?: number; usage?: NodeJS.CpuUsage }) => {
        if (message.cpu !== id || !message.usage) return;
        child.off("message", onMessage);
        resolve(message.usage);
      };
      child.on("message", onMessage);
      child.send({ cpu: id });
    });
  const ready = await new Promise<Ports>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the bench server did not start in 60 s")), 60_000);
    createInterface({ input: child.stdout! }).on("line", (line) => {
      try {
        const message = JSON.parse(line) as { ready?: Ports };
        if (message.ready) {
          clearTimeout(timer);
          resolve(message.ready);
        }
      } catch {
        // not ours
      }
    });
    child.once("exit", (code) => reject(new Error(`the bench server exited with ${code}`)));
  });

  const base = (port: number) => `http://127.0.0.1:${port}`;
  const endpoint = `/api${apiPath}`;
  const inm = { "If-None-Match": ready.etag };
  const bare200: Target = { name: "bare Express route, same bytes", url: `${base(ready.bare)}/bare`, status: 200 };
  const bare304: Target = { name: "bare route, If-None-Match → 304", url: `${base(ready.bare)}/bare`, headers: inm, status: 304 };
  const guarded200: Target = {
    name: "bare route behind security headers, metrics, compression",
    url: `${base(ready.guarded)}/bare`,
    status: 200,
  };
  const guarded304: Target = { ...guarded200, name: `${guarded200.name}, If-None-Match → 304`, headers: inm, status: 304 };
  const bareBr: Target = { name: "bare route, the brotli bytes", url: `${base(ready.bare)}/bare-br`, status: 200 };
  /** Each candidate is measured right after its own run of the bare route, so both see the same machine. */
  const pairs: Array<[Target, Target]> = [
    [bare200, { name: `${endpoint} (API router)`, url: `${base(ready.api)}${endpoint}`, status: 200 }],
    [
      bare304,
      { name: `${endpoint} (API router), If-None-Match → 304`, url: `${base(ready.api)}${endpoint}`, headers: inm, status: 304 },
    ],
    [guarded200, { name: `${endpoint} (whole app)`, url: `${base(ready.app)}${endpoint}`, status: 200 }],
    [
      guarded304,
      { name: `${endpoint} (whole app), If-None-Match → 304`, url: `${base(ready.app)}${endpoint}`, headers: inm, status: 304 },
    ],
  ];
  if (ready.brBytes) {
    pairs.push([
      bareBr,
      {
        name: `${endpoint} (API router), Accept-Encoding: br`,
        url: `${base(ready.api)}${endpoint}`,
        headers: { "Accept-Encoding": "br" },
        status: 200,
      },
    ]);
  }

  // BENCH_ONLY=text keeps the pairs whose candidate's name contains the text (for a focused rerun).
  const only = process.env.BENCH_ONLY;
  const chosen = only ? pairs.filter(([, candidate]) => candidate.name.includes(only)) : pairs;
  if (!chosen.length) throw new Error(`BENCH_ONLY=${only} matches no candidate`);
  pairs.splice(0, pairs.length, ...chosen);

  console.log(
    `Content API benchmark: GET ${endpoint} (${ready.bytes} bytes; brotli ${ready.brBytes || "n/a"}), ` +
      `${connections} keep-alive connections, ${rounds} rounds of ${duration} s per run, loopback, autocannon.`,
  );
  console.log(
    `Node ${process.version}, ${cpus().length} CPU(s): ${cpus()[0]?.model ?? "unknown"}; the server runs in a child process.`,
  );
  console.log(
    `Load average before: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );

  // Warm up every target (JIT, caches, compressed forms), then measure each pair in every round,
  // alternating which of the two goes first.
  for (const [a, b] of pairs) {
    await measure(a, 1);
    await measure(b, 1);
  }
  const samples = pairs.map(() => ({
    bare: [] as Row[],
    candidate: [] as Row[],
    rpsRatios: [] as number[],
    cpuRatios: [] as number[],
  }));
  for (let round = 1; round <= rounds; round++) {
    for (const [i, [bareTarget, candidate]] of pairs.entries()) {
      const first = round % 2 ? "bare" : "candidate";
      const bareRow = first === "bare" ? await measure(bareTarget, duration) : undefined;
      const candidateRow = await measure(candidate, duration);
      const bareAfter = bareRow ?? (await measure(bareTarget, duration));
      const sample = samples[i]!;
      sample.bare.push(bareAfter);
      sample.candidate.push(candidateRow);
      sample.rpsRatios.push(candidateRow.rps / bareAfter.rps);
      sample.cpuRatios.push(bareAfter.cpuUs / candidateRow.cpuUs);
    }
    process.stdout.write(`  round ${round}/${rounds} done\n`);
  }

  const summary = (list: Row[]): Row => ({
    rps: median(list.map((r) => r.rps)),
    cpuUs: median(list.map((r) => r.cpuUs)),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    unexpected: list.reduce((sum, r) => sum + r.unexpected, 0),
  });
  const header = ["endpoint", "rps", "p50 ms", "p99 ms", "ratio vs bare", "server CPU µs/req", "CPU ratio"];
  const lines: string[][] = [];
  const cells = (name: string, row: Row, ratio: string, cpuRatio: string) => [
    name + (row.unexpected ? ` (${row.unexpected} unexpected answers!)` : ""),
    Math.round(row.rps).toLocaleString("en-US"),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    ratio,
    row.cpuUs.toFixed(0),
    cpuRatio,
  ];
  const results = pairs.map(([bareTarget, candidate], i) => {
    const rpsRatio = median(samples[i]!.rpsRatios);
    const cpuRatio = median(samples[i]!.cpuRatios);
    lines.push(cells(`  ${bareTarget.name}`, summary(samples[i]!.bare), "1.00", "1.00"));
    lines.push(cells(candidate.name, summary(samples[i]!.candidate), rpsRatio.toFixed(2), cpuRatio.toFixed(2)));
    return { name: candidate.name, rpsRatio, cpuRatio };
  });
  const widths = header.map((h, c) => Math.max(h.length, ...lines.map((l) => l[c]!.length)));
  const format = (row: string[]) =>
    row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join("  ");
  console.log(`\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const line of lines) console.log(format(line));
  console.log(
    "(medians of the rounds. ratio: each round's candidate rps / bare rps, measured back to back. CPU ratio: bare's server\n" +
      " CPU time per request / the candidate's, i.e. requests per CPU-second relative to bare; steadier on a busy machine.)",
  );
  console.log(
    `Load average after: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );

  const target = 0.85;
  console.log(`\nTarget for the cached content API: ≥ ${target} of the bare route. (rps ratio / CPU ratio)`);
  for (const r of results) console.log(`  ${r.rpsRatio.toFixed(2)} / ${r.cpuRatio.toFixed(2)}  ${r.name}`);
  if (samples.some((s) => [...s.bare, ...s.candidate].some((r) => r.unexpected))) process.exitCode = 1;

  child.kill("SIGTERM");
}

if (process.argv.includes("--serve")) {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

/**
 * `npm run bench:pdf`: what a CV's PDF check costs (issue 33).
 *
 * 1. The checker's time against the file's size, in this process, one check at a time (the
 *    median of three): ordinary CVs (this repository's writer, a large photo) and adversarial
 *    files (`stream\nx\nendstream` repeated without dictionaries, the file that took the old
 *    checker its whole 10 s at 1 MB; and a valid file of many small dictionaries). Linear means
 *    the time per MB stays flat as the size grows; the goal for the 1 MB adversarial file is
 *    under 1 s.
 * 2. The built server on SQLite: a visitor reads /portal and /healthz one after the other, first
 *    alone (the baseline), then while 50 clients send a 5 MB PDF CV each, at once, in waves, for
 *    the same time. Prints the visitor's p50/p99 and their ratio to the baseline (goal: p99 at or
 *    under 2x), and what the 50 clients got back: 303→200 (checked, stored, and the page that says
 *    so read with the address, as a browser follows it; ADR 0055), 503 (the queue of checks was
 *    full: PDF_CHECKS at once, four times as many waiting), anything else.
 *
 * The clients run in a process of their own at `nice 19`, as bench:stall's hostile client: on a
 * 2-core machine, building and sending 250 MB at the server's priority would measure this
 * process, not the server (BENCH_PDF_NICE, 0-19: on a machine already busy with other work a
 * client at 19 may get no time at all). Environment: BENCH_PDF_S (seconds per phase, default
 * 10), BENCH_PDF_CLIENTS (default 50), BENCH_PDF_MB (default 5), BENCH_PDF_PARTS ("2" skips
 * the checker's table), BENCH_PDF_SERVER_ARGS (Node's flags for the server, e.g.
 * "--cpu-prof --cpu-prof-dir=/tmp/prof" or "--trace-gc"). With --cpu-prof the bench also tells
 * what the server's thread ran during the quiet phase's reads over its p99 and the busy phase's
 * reads over the goal (slow-reads.ts): the work that makes the tail.
 *
 * Latency ratios are noisy on a shared machine; the work is not: each phase also prints the
 * server's main-thread CPU time (/proc, the thread that runs the event loop; not qpdf, not the
 * libuv pool's disk writes) and the event loop's longest delay (/metrics), and the visitor's own
 * loop delay (its client thread): a quiet baseline's p99 made while the server sat idle is the
 * client's (stop 56: the server was idle 709 of the 801 ms of those reads).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inspectPdf } from "../../server/applications/pdf-check";
import { adversarialStreams, cvOfSize, manyObjects } from "../../server/applications/pdf-corpus";
import { spawnServer, startServer } from "../../tests/e2e/harness";
import { ensureBuilt, longGcPauses, median, root, table } from "./server-process";
import { explainSlowReads, newestProfile } from "./slow-reads";
import { percentile, visitor as visitorOf } from "./visitor";

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, Number.isFinite(v) ? v : min));
const PHASE_S = clamp(Number(process.env.BENCH_PDF_S ?? 10), 3, 120);
const CLIENTS = clamp(Number(process.env.BENCH_PDF_CLIENTS ?? 50), 1, 500);
const CV_MB = clamp(Number(process.env.BENCH_PDF_MB ?? 5), 0.1, 9.5);
const NICE = clamp(Number(process.env.BENCH_PDF_NICE ?? 19), 0, 19);
const PARTS = process.env.BENCH_PDF_PARTS ?? "12";
const SERVER_ARGS = (process.env.BENCH_PDF_SERVER_ARGS ?? "").split(" ").filter(Boolean);
const MB = 1024 * 1024;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");

async function checkerCost() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-pdf-"));
  const rows: Array<Record<string, string | number>> = [];
  try {
    const kinds: Array<[string, (size: number) => Buffer, number[]]> = [
      ["ordinary CV (photo)", cvOfSize, [0.1, 1, 2.5, 5, 9.5]],
      ["adversarial stream\\nx\\nendstream", adversarialStreams, [0.25, 1, 2.5, 5, 9.5]],
      ["adversarial many dictionaries", manyObjects, [0.25, 1, 2.5, 5]],
    ];
    for (const [kind, make, sizes] of kinds) {
      for (const mb of sizes) {
        const bytes = make(Math.round(mb * MB));
        const file = path.join(dir, `${kind.length}-${mb}.pdf`);
        writeFileSync(file, bytes);
        const times: number[] = [];
        let verdict = "";
        for (let i = 0; i < 3; i++) {
          const started = performance.now();
          const v = await inspectPdf(file);
          times.push(performance.now() - started);
          verdict = v.ok ? `accepted, ${v.pages} page(s)` : `refused: ${v.reason}`;
        }
        const ms = median(times);
        rows.push({
          kind,
          "size MB": (bytes.length / MB).toFixed(2),
          "median ms": ms.toFixed(0),
          "ms per MB": (ms / (bytes.length / MB)).toFixed(0),
          verdict,
        });
        console.log(`${kind} ${(bytes.length / MB).toFixed(2)} MB: ${ms.toFixed(0)} ms (${verdict})`);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

const visitor = (url: string, ms: number) => visitorOf(url, ms, "bench-pdf-visitor-bot");

/** CPU milliseconds of the process's main thread (the event loop), user + system, from /proc; NaN elsewhere. */
function mainThreadCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in USER_HZ (100)
  } catch {
    return NaN;
  }
}

/** The event loop's longest delay since the last read, ms (/metrics' gauges reset on each read). */
async function loopMaxMs(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return Number(/^lead_nodejs_eventloop_lag_max_seconds (\S+)/m.exec(text)?.[1] ?? NaN) * 1000;
}

/** The server's own counts of what it cut short (/metrics): to tell the clients' resets apart. */
async function serverRefusals(url: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const read = (name: string) => Number(new RegExp(`^${name} (\\S+)`, "m").exec(text)?.[1] ?? 0);
  return {
    "408 slow body": read("lead_http_slow_bodies_total"),
    "408 headers or request time": read("lead_http_headers_timeouts_total"),
    "503 at the connection ceiling": read("lead_http_connections_refused_total"),
    "closed at the ceiling": read("lead_http_connections_evicted_total"),
  };
}

/**
 * In the clients' process: once loaded and with its CV made, says "ready" and waits for "go
 * <seconds>" on stdin (so its start-up is not part of the phase); then waves of CLIENTS
 * applications at once, each with a CV_MB PDF, until the time is up.
 */
async function clientsMain(spec: { url: string; clients: number; mb: number }) {
  const cv = cvOfSize(Math.round(spec.mb * MB));
  console.log("ready");
  const seconds = await new Promise<number>((resolve) =>
    process.stdin.once("data", (line: Buffer) => resolve(Number(/^go (\d+(?:\.\d+)?)/.exec(line.toString())?.[1] ?? 10))),
  );
  const endsAt = Date.now() + seconds * 1000;
  const page = `${spec.url}/portal/trabalhe/interprete-libras-pleno?lang=pt`;
  const statuses: Record<string, number> = {};
  let waves = 0;
  const one = async (n: number) => {
    try {
      const opened = await fetch(page);
      const cookie = (opened.headers.getSetCookie().find((c) => c.startsWith("XSRF-TOKEN=")) ?? "").split(";")[0]!;
      const token = /name="_xsrf" value="([^"]+)"/.exec(await opened.text())?.[1] ?? "";
      const body = new FormData();
      body.set("_xsrf", token);
      for (const [k, v] of Object.entries({ name: "Bench", email: `bench-${waves}-${n}@example.org`, consent: "sim" }))
        body.set(k, v);
      body.set("cv", new Blob([new Uint8Array(cv)], { type: "application/pdf" }), "cv.pdf");
      const response = await fetch(page, {
        method: "POST",
        body,
        redirect: "manual",
        headers: { cookie, "sec-fetch-site": "same-origin" },
      });
      await response.arrayBuffer();
      if (response.status !== 303) return String(response.status);
      // Stored: a browser follows to the page that says so (ADR 0055), with the cookie that carries the address.
      const sent = (response.headers.getSetCookie().find((c) => c.startsWith("candidatura-enviada=")) ?? "").split(";")[0]!;
      const shown = await fetch(new URL(response.headers.get("location") ?? "", page), {
        headers: { cookie: `${cookie}; ${sent}` },
      });
      const text = await shown.text();
      return shown.status === 200 && text.includes(`bench-${waves}-${n}@example.org`) ? "303→200" : `303→${shown.status}`;
    } catch (error) {
      return `error:${(error as { cause?: { code?: string } }).cause?.code ?? "fetch"}`;
    }
  };
  while (Date.now() < endsAt) {
    const results = await Promise.all(Array.from({ length: spec.clients }, (_, n) => one(n)));
    for (const s of results) statuses[s] = (statuses[s] ?? 0) + 1;
    waves++;
  }
  console.log(JSON.stringify({ waves, statuses }));
  process.exit(0);
}

/** Starts the clients' process and resolves once it is ready; `go(ms)` starts the waves. */
async function clientsProcess(url: string) {
  const tsx = path.join(root, "node_modules", ".bin", "tsx");
  const spec = JSON.stringify({ url, clients: CLIENTS, mb: CV_MB });
  const child = spawn("nice", ["-n", String(NICE), tsx, fileURLToPath(import.meta.url), "--clients", spec], {
    cwd: root,
    stdio: ["pipe", "pipe", "inherit"],
  });
  let out = "";
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("ready")) resolve();
    });
    child.once("error", reject);
  });
  const done = new Promise<{ waves: number; statuses: Record<string, number> }>((resolve, reject) => {
    child.once("exit", (code) => {
      const last = out.trim().split("\n").at(-1) ?? "";
      if (code !== 0 || !last.startsWith("{")) return reject(new Error(`clients exited ${code}: ${out.slice(-500)}`));
      resolve(JSON.parse(last) as { waves: number; statuses: Record<string, number> });
    });
  });
  await ready;
  return {
    go(ms: number) {
      child.stdin.write(`go ${ms / 1000}\n`);
      return done;
    },
  };
}

async function main() {
  console.log(`Load average before: ${load()} on ${availableParallelism()} cores`);
  if (PARTS.includes("1")) {
    console.log("\n1. The checker's time against the file's size (one check at a time, median of 3)\n");
    const cost = await checkerCost();
    console.log(`\n${table(cost)}`);
    // Each adversarial kind at about 1 MB (the many dictionaries' file comes out at 0.99 MB).
    const adversarial1mb = cost.filter((r) => String(r.kind).startsWith("adversarial") && Math.round(Number(r["size MB"])) === 1);
    const slowest = adversarial1mb.reduce((worst, r) => Math.max(worst, Number(r["median ms"])), 0);
    console.log(
      `Goal: each 1 MB adversarial file under 1 s: ${adversarial1mb.length ? `${adversarial1mb.map((r) => `${String(r.kind)} ${String(r["median ms"])} ms`).join(", ")}; ${slowest < 1000 ? "met" : "NOT met"}` : "-"}.`,
    );
  }
  if (!PARTS.includes("2")) return;

  console.log(
    `\n2. The visitor while ${CLIENTS} clients send a ${CV_MB} MB PDF each, at once (${PHASE_S} s a phase; clients at nice ${NICE})\n`,
  );
  await ensureBuilt();
  const env = { APPLICATION_RATE_LIMIT: "1000000/600", PAGE_POST_RATE_LIMIT: "1000000/600" };
  const server = SERVER_ARGS.length
    ? await spawnServer({ env, command: [...SERVER_ARGS, path.join(root, "build", "server-main.js")] })
    : await startServer(env);
  const pid = server.process.pid!;
  // With --cpu-prof, what the server ran during the slow reads is told once its profile is written (at its exit).
  let explain: (() => void) | undefined;
  try {
    for (let i = 0; i < 20; i++) await (await fetch(`${server.url}/portal?lang=pt`)).arrayBuffer();
    await loopMaxMs(server.url);
    let cpu = mainThreadCpuMs(pid);
    const quiet = await visitor(server.url, PHASE_S * 1000);
    const quietWork = { cpu: mainThreadCpuMs(pid) - cpu, loopMax: await loopMaxMs(server.url) };
    const senders = await clientsProcess(server.url);
    await loopMaxMs(server.url);
    const refusedBefore = await serverRefusals(server.url);
    cpu = mainThreadCpuMs(pid);
    const [busy, clients] = await Promise.all([visitor(server.url, PHASE_S * 1000), senders.go(PHASE_S * 1000)]);
    const busyWork = { cpu: mainThreadCpuMs(pid) - cpu, loopMax: await loopMaxMs(server.url) };
    const refusedAfter = await serverRefusals(server.url);
    const cutShort = Object.entries(refusedAfter)
      .map(([kind, n]) => [kind, n - refusedBefore[kind]!] as const)
      .filter(([, n]) => n > 0);
    const base = { p50: percentile(quiet.latencies, 50), p99: percentile(quiet.latencies, 99) };
    const answered = Object.values(clients.statuses).reduce((a, b) => a + b, 0);
    const row = (phase: string, v: typeof quiet, work: typeof quietWork, answers: string) => {
      const p50 = percentile(v.latencies, 50);
      const p99 = percentile(v.latencies, 99);
      return {
        phase,
        "visitor reads": v.latencies.length,
        "p50 ms": p50.toFixed(1),
        "p99 ms": p99.toFixed(1),
        "p50 ratio": (p50 / base.p50).toFixed(2),
        "p99 ratio": (p99 / base.p99).toFixed(2),
        "visitor not 200":
          Object.entries(v.failures)
            .map(([k, n]) => `${k}×${n}`)
            .join(" ") || "-",
        "loop max ms": work.loopMax.toFixed(1),
        "visitor's own loop p99/max ms": `${v.ownLoop.p99.toFixed(1)}/${v.ownLoop.max.toFixed(1)}`,
        "main-thread CPU ms": work.cpu.toFixed(0),
        "clients' answers": answers,
      };
    };
    const answers = `${clients.waves} wave(s): ${Object.entries(clients.statuses)
      .map(([k, n]) => `${k}×${n}`)
      .join(" ")}`;
    const rows = [row("quiet baseline", quiet, quietWork, "-"), row(`${CLIENTS} × ${CV_MB} MB PDFs`, busy, busyWork, answers)];
    console.log(table(rows));
    // The visitor's own share, at the quiet phase's cost per read, is taken out of the busy phase's.
    const visitorShare = (quietWork.cpu / Math.max(1, quiet.latencies.length)) * busy.latencies.length;
    console.log(
      `\nThe uploads' main-thread CPU: ${Math.max(0, busyWork.cpu - visitorShare).toFixed(0)} ms for ${answered} answer(s), ` +
        `${answered ? (Math.max(0, busyWork.cpu - visitorShare) / answered).toFixed(1) : "-"} ms an upload ` +
        `(stored and shown: ${clients.statuses["303→200"] ?? 0}, 503: ${clients.statuses["503"] ?? 0}).`,
    );
    // A client the server answered while it was still sending may see a reset (EPIPE, ECONNRESET)
    // instead of the answer: these are the server's side of those.
    console.log(
      `What the server cut short meanwhile: ${cutShort.map(([kind, n]) => `${kind}×${n}`).join(", ") || "nothing"}; ` +
        `the clients saw ${
          Object.entries(clients.statuses)
            .filter(([k]) => k.startsWith("error:"))
            .map(([k, n]) => `${k}×${n}`)
            .join(" ") || "no reset"
        }.`,
    );
    const ratio = Number(rows[1]!["p99 ratio"]);
    console.log(
      `\nGoal: the visitor's p99 at or under 2x its baseline: ${ratio <= 2 ? "met" : "NOT met"} (${ratio.toFixed(2)}x). ` +
        `Refused by the full queue (503): ${clients.statuses["503"] ?? 0} of ${Object.values(clients.statuses).reduce((a, b) => a + b, 0)}.`,
    );
    explain = () => {
      const dir = /--cpu-prof-dir=(\S+)/.exec(SERVER_ARGS.join(" "))?.[1] ?? root;
      const profile = newestProfile(dir);
      if (!profile) return console.log(`\nNo CPU profile in ${dir}.`);
      console.log(`\nQuiet baseline (${profile}):`);
      console.log(explainSlowReads(profile, quiet, base.p99).join("\n"));
      console.log(`\nWith the uploads, the reads over the goal (2x the baseline's p99):`);
      console.log(explainSlowReads(profile, busy, 2 * base.p99).join("\n"));
    };
    if (SERVER_ARGS.includes("--trace-gc")) console.log(`\n${longGcPauses(server.output)}`);
  } finally {
    await server.stop();
  }
  if (SERVER_ARGS.includes("--cpu-prof")) explain?.();
  console.log(`Load average after: ${load()}`);
}

const clientsAt = process.argv.indexOf("--clients");
(clientsAt === -1 ? main() : clientsMain(JSON.parse(process.argv[clientsAt + 1]!))).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm run bench:stall`: can one hostile client stall the site for everyone else (issue 23)?
 * Builds, starts the production server on SQLite with a fresh data folder, measures a quiet
 * baseline, then runs each hostile kind for `BENCH_KIND_S` seconds (default 10) while a
 * well-behaved visitor reads /portal and /healthz one after the other, and prints per kind:
 *
 * - the server's event-loop delay over the kind (max and p99, from prom-client's
 *   `monitorEventLoopDelay` gauges in /metrics, which reset on each read: read before and after);
 * - the visitor's p50/p99 and their ratio to the quiet baseline of the same run, and any answer
 *   that was not a 200;
 * - the server's resident memory at the end of the kind and its peak so far (/proc);
 * - where the machine's time went over the kind: the server process's CPU (all its threads), the
 *   hostile client's (its own count, the kernel's work of sending included) and every core's busy
 *   share (/proc/stat): a ratio met or missed with the machine full is the machine's as much as
 *   the server's;
 * - what the hostile client got back (statuses, closes).
 *
 * Kinds: `nested-json` (32 MB of `[[[[…` to the contact API), `nested-socket` (chat frames of
 * nested arrays sent without a token: 15 KB, within the packet size, and 1 MB), `big-bodies`
 * (200 MB declared and 120 MB streamed to /preferencias, 100 MB declared to the contact API),
 * `refused-posts` (small applications posted to an opening's page as fast as 8 connections go:
 * past the first few, each refused by the rate limit), `page-posts` (invalid job-alert requests
 * and posts to a page without a form, as fast as 8 connections go: past the client's budget,
 * ADR 0054, each refused), `slow-headers` (500 connections sending a header byte every 2 s),
 * `slow-bodies` (200 bodies
 * trickling a byte every 200 ms), `flood` (up to 20,000 half-sent requests held open; as many as
 * this process may open, which it prints), `host` (forged Host, X-Forwarded-Host, odd characters
 * on pages not in the cache). Loopback only; every loop is bounded by the kind's time.
 *
 * The slow kinds run `SLOW_EXTRA_S` longer than the others, so the 10 s timeouts fall inside them.
 * The server runs with `BENCH_MAX_CONNECTIONS` (3,000) so that the flood passes the ceiling.
 *
 * Three processes share the machine: the server, the visitor (a thread of this one) and the
 * hostile client, a process of its own at `nice 19` (BENCH_HOSTILE_NICE). On a 2-core machine a
 * hostile client at the same priority takes a core from the server and the visitor: building and
 * streaming 120 MB bodies would then show up as the server's slowness. A real attacker's CPU is
 * on another machine; the bytes and connections it sends are what this bench is about.
 *
 * The event-loop delay is prom-client's `monitorEventLoopDelay`, sampled every 10 ms: Node records
 * the whole interval between samples, so an idle loop reads 10 ms. The table prints the delay
 * beyond that interval (the raw maximum minus 10 ms) beside the raw maximum.
 *
 * Environment: BENCH_KIND_S (3-60), BENCH_KINDS (comma list), BENCH_FLOOD (at most 20,000),
 * BENCH_MAX_CONNECTIONS, BENCH_HOSTILE_NICE (0-19, default 19), BENCH_SERVER_ARGS (Node's flags for the
 * server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { spawnServer, startServer } from "../../tests/e2e/harness";
import { longGcPauses, root, table } from "./server-process";
import { percentile, visitor as visitorOf } from "./visitor";

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, Number.isFinite(v) ? v : min));
const KIND_S = clamp(Number(process.env.BENCH_KIND_S ?? 10), 3, 60);
const FLOOD = clamp(Number(process.env.BENCH_FLOOD ?? 20_000), 100, 20_000);
/** At most this long to open the flood's connections, before it is held for the kind's time. */
const FLOOD_OPEN_S = 30;
/**
 * The server's ceiling for this run: low enough that the flood passes it in the time this client
 * needs to open it (the server's own default, 80% of its descriptor limit, is printed beside it).
 */
const MAX_CONNECTIONS = clamp(Number(process.env.BENCH_MAX_CONNECTIONS ?? 3000), 16, 1_000_000);
/** Slow senders are given the headers timeout and the body-rate window (10 s each) and some more. */
const SLOW_EXTRA_S = 6;
const ALL_KINDS = [
  "nested-json",
  "nested-socket",
  "big-bodies",
  "refused-posts",
  "page-posts",
  "slow-headers",
  "slow-bodies",
  "flood",
  "host",
] as const;
type Kind = (typeof ALL_KINDS)[number];
/** Node's flags for the server (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"), to see where its time goes. */
const SERVER_ARGS = (process.env.BENCH_SERVER_ARGS ?? "").split(" ").filter(Boolean);
const HOSTILE_NICE = clamp(Number(process.env.BENCH_HOSTILE_NICE ?? 19), 0, 19);
/** prom-client's sampling interval for the event-loop delay (its default). */
const LOOP_SAMPLING_MS = 10;
const KINDS = (process.env.BENCH_KINDS?.split(",") ?? ALL_KINDS).filter((k): k is Kind =>
  (ALL_KINDS as readonly string[]).includes(k),
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : "-");

/** Counts of what came back to the hostile client, by label. */
class Tally {
  readonly counts = new Map<string, number>();
  add(label: string) {
    this.counts.set(label, (this.counts.get(label) ?? 0) + 1);
  }
  toString() {
    return [...this.counts].map(([k, v]) => `${k}×${v}`).join(" ") || "-";
  }
}

function descriptorLimit(): number {
  const line = readFileSync("/proc/self/limits", "utf8")
    .split("\n")
    .find((l) => l.startsWith("Max open files"));
  return Number(/^Max open files\s+(\d+)/.exec(line ?? "")?.[1] ?? 1024);
}

function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, "scripts", "build.mjs")], { cwd: root, stdio: "inherit" });
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code})`))));
  });
}

/** Resident memory now and its peak, in MB, of a process (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? NaN);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

/** Clock ticks a second in /proc's times (USER_HZ: 100 on Linux's usual builds). */
const TICK_MS = 10;

/** A process's CPU time so far (all its threads, user and system), in ms (Linux /proc). */
function cpuOf(pid: number): number {
  // The command name, in parentheses, may hold spaces: the fields are counted after it.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** The machine's CPU time so far, all cores: busy (everything but idle and I/O wait) and in all (Linux /proc/stat). */
function machineCpu(): { busy: number; all: number } {
  const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
  const n = ticks.slice(0, 8).map(Number);
  const all = n.reduce((a, b) => a + b, 0);
  return { busy: all - n[3]! - n[4]!, all };
}

/**
 * Where the machine's time goes from now: `columns(hostile)` gives the server process's CPU since,
 * the hostile client's (or "-") and every core's busy share. On a shared 2-core machine the
 * visitor's ratio moves with the last two as much as with the server's own work.
 */
function cpuFrom(pid: number) {
  const server = cpuOf(pid);
  const machine = machineCpu();
  return (hostile: number | "-") => {
    const now = machineCpu();
    return {
      "server CPU ms": (cpuOf(pid) - server).toFixed(0),
      "hostile CPU ms": hostile === "-" ? "-" : hostile.toFixed(0),
      "machine busy %": ((100 * (now.busy - machine.busy)) / Math.max(1, now.all - machine.all)).toFixed(0),
    };
  };
}

/**
 * One raw connection: writes `head` (and `body`), optionally trickles more, and resolves with
 * the status line's code (0 when closed without an answer) once the server answers or closes.
 */
function rawExchange(
  port: number,
  head: string,
  options: {
    body?: Buffer | string;
    trickle?: { text: string; everyMs: number };
    until: number;
    sockets?: Set<Socket>;
    /** Told when the connection is made (or fails). */
    settled?: () => void;
  },
): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    options.sockets?.add(socket);
    if (options.settled) {
      socket.once("connect", options.settled);
      socket.once("close", options.settled);
    }
    let received = "";
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearInterval(timer);
      clearTimeout(stop);
      options.sockets?.delete(socket);
      socket.destroy();
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0));
    };
    const stop = setTimeout(finish, Math.max(0, options.until - performance.now()));
    socket.on("connect", () => {
      socket.write(head);
      if (options.body) socket.write(options.body);
      const trickle = options.trickle;
      if (trickle) timer = setInterval(() => socket.writable && socket.write(trickle.text), trickle.everyMs);
    });
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n\r\n")) finish();
    });
    socket.on("error", finish);
    socket.on("close", finish);
  });
}

/** Runs `work` in `parallel` loops until the deadline. */
async function loops(parallel: number, until: number, work: () => Promise<void>) {
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < until) await work().catch(() => undefined);
    }),
  );
}

interface Site {
  url: string;
  port: number;
  pid: number;
}

async function xsrf(site: Site) {
  const response = await fetch(`${site.url}/api/contact/xsrf`);
  const { token } = (await response.json()) as { token: string };
  return { token, cookie: `XSRF-TOKEN=${token}` };
}

/** The hostile kinds: each runs until `until` and tallies what it got back. */
const kinds: Record<Kind, (site: Site, until: number, tally: Tally) => Promise<void>> = {
  async "nested-json"(site, until, tally) {
    const body = Buffer.from(`{"name":${"[".repeat(32 * 1024 * 1024)}`);
    const { token, cookie } = await xsrf(site);
    await loops(2, until, async () => {
      const response = await fetch(`${site.url}/api/contact/`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-xsrf-token": token, cookie },
        body,
      }).catch(() => null);
      tally.add(String(response?.status ?? "reset"));
      await response?.arrayBuffer().catch(() => undefined);
    });
  },

  async "nested-socket"(site, until, tally) {
    const base = `${site.url}/chat/?EIO=4&transport=polling`;
    const frames = [`42["message",${"[".repeat(15 * 1024)}`, `42["message",${"[".repeat(1024 * 1024)}`];
    await loops(2, until, async () => {
      const opened = await (await fetch(base)).text();
      const sid = (JSON.parse(opened.slice(1)) as { sid: string }).sid;
      for (const frame of frames) {
        const response = await fetch(`${base}&sid=${sid}`, {
          method: "POST",
          headers: { "content-type": "text/plain" },
          body: frame,
        }).catch(() => null);
        tally.add(`${frame.length > 100_000 ? "1MB" : "15KB"}:${response?.status ?? "reset"}`);
        await response?.arrayBuffer().catch(() => undefined);
      }
    });
  },

  // One client looping small applications to an opening's page (the form's plain post): past the
  // first few, the rate limit refuses each on its headers (ADR 0053: a copy of a kept page, not a render).
  async "refused-posts"(site, until, tally) {
    const page = `${site.url}/portal/trabalhe/interprete-libras-pleno?lang=pt`;
    await loops(8, until, async () => {
      const body = new FormData();
      body.set("name", "Bench");
      body.set("cv", new Blob(["%PDF-1.4 bench"], { type: "application/pdf" }), "cv.pdf");
      const response = await fetch(page, { method: "POST", body, headers: { "sec-fetch-site": "same-origin" } }).catch(
        () => null,
      );
      tally.add(String(response?.status ?? "reset"));
      await response?.arrayBuffer().catch(() => undefined);
    });
  },

  // One client looping page posts no form accepts: invalid job-alert requests and posts to a page
  // without a form. Each was a whole page rendered; past the client's budget (ADR 0054) each is a
  // copy of a kept page or a short text.
  async "page-posts"(site, until, tally) {
    let n = 0;
    await loops(8, until, async () => {
      const alert = n++ % 2 === 0;
      const response = await fetch(alert ? `${site.url}/portal/trabalhe/alertas?lang=pt` : `${site.url}/portal/institucional`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
        body: alert ? `email=bench-${n}&areas=design&lang=pt&consent=sim` : "a=1",
      }).catch(() => null);
      tally.add(`${alert ? "alert" : "page"}:${response?.status ?? "reset"}`);
      await response?.arrayBuffer().catch(() => undefined);
    });
  },

  async "big-bodies"(site, until, tally) {
    const { token, cookie } = await xsrf(site);
    const megabyte = Buffer.alloc(1024 * 1024, "a");
    await loops(2, until, async () => {
      // 200 MB declared, 1 MB sent: answered on the declaration.
      tally.add(
        `declared-200MB:${await rawExchange(
          site.port,
          `POST /preferencias HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${200 * 1024 * 1024}\r\n\r\n`,
          { body: megabyte, until },
        )}`,
      );
      // 120 MB streamed without a length: judged while reading.
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 120 * 1024 * 1024 || performance.now() > until) return controller.close();
          sent += megabyte.length;
          controller.enqueue(megabyte);
        },
      });
      const streamed = await fetch(`${site.url}/preferencias`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: stream,
        duplex: "half",
      } as RequestInit).catch(() => null);
      tally.add(`streamed-120MB:${streamed?.status ?? "reset"}`);
      await streamed?.arrayBuffer().catch(() => undefined);
      tally.add(
        `contact-100MB:${await rawExchange(
          site.port,
          `POST /api/contact/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-XSRF-TOKEN: ${token}\r\nCookie: ${cookie}\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n`,
          { body: megabyte, until },
        )}`,
      );
    });
  },

  async "slow-headers"(site, until, tally) {
    // 500 connections at a time, each sending one header byte every 2 s; replaced when closed.
    await loops(500, until, async () => {
      const status = await rawExchange(site.port, "GET /portal HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ", {
        trickle: { text: "a", everyMs: 2_000 },
        until,
      });
      tally.add(String(status || (performance.now() >= until ? "held-to-end" : "closed")));
    });
  },

  async "slow-bodies"(site, until, tally) {
    const { token, cookie } = await xsrf(site);
    await loops(200, until, async () => {
      const status = await rawExchange(
        site.port,
        `POST /api/contact/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-XSRF-TOKEN: ${token}\r\nCookie: ${cookie}\r\nContent-Length: 100000\r\n\r\n`,
        { body: '{"name":"', trickle: { text: "a", everyMs: 200 }, until },
      );
      tally.add(String(status || (performance.now() >= until ? "held-to-end" : "closed")));
    });
  },

  async flood(site, until, tally) {
    // As many as this process may open, keeping room for the visitor and the bench's own files.
    const target = Math.min(FLOOD, descriptorLimit() - 200);
    tally.add(`target:${target}`);
    const sockets = new Set<Socket>();
    const outcomes: Array<Promise<number>> = [];
    const openUntil = until - KIND_S * 1000;
    const started = performance.now();
    while (outcomes.length < target && performance.now() < openUntil) {
      // In batches that wait for their connects, so the listen backlog is not overrun (the
      // kernel would drop SYNs and retry a second later).
      const batch = Math.min(500, target - outcomes.length);
      const connected: Array<Promise<void>> = [];
      for (let i = 0; i < batch; i++) {
        connected.push(
          new Promise((settled) =>
            outcomes.push(
              rawExchange(site.port, "GET /portal HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a", { until, sockets, settled }),
            ),
          ),
        );
      }
      await Promise.all(connected);
    }
    tally.add(`opened:${outcomes.length}-in-${((performance.now() - started) / 1000).toFixed(1)}s`);
    let peakHeld = 0;
    while (performance.now() < until) {
      peakHeld = Math.max(peakHeld, sockets.size);
      await sleep(100);
    }
    tally.add(`peak-held:${peakHeld}`);
    for (const status of await Promise.all(outcomes)) tally.add(String(status || "closed-or-held"));
  },

  async host(site, until, tally) {
    const variants: Array<Record<string, string>> = [
      { Host: "attacker.example" },
      { Host: "127.0.0.1", "X-Forwarded-Host": "evil.example:4302" },
      { Host: "a<b" },
      { Host: "a|b" },
    ];
    let n = 0;
    await loops(4, until, async () => {
      const headers = variants[n++ % variants.length]!;
      const lines = Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join("");
      const status = await rawExchange(site.port, `GET /portal?lang=en&q=${n} HTTP/1.1\r\n${lines}Connection: close\r\n\r\n`, {
        until: performance.now() + 10_000,
      });
      tally.add(`${Object.values(headers).at(-1)}:${status}`);
    });
  },
};

/** The well-behaved visitor (visitor.ts), its failures as a tally. */
async function visitor(site: Site, durationMs: number) {
  const { latencies, failures } = await visitorOf(site.url, durationMs, "bench-stall-visitor-bot");
  const tally = new Tally();
  for (const [label, n] of Object.entries(failures)) tally.counts.set(label, n);
  return { latencies, failures: tally };
}

/** The loop's delay since the last read: beyond the sampling interval (max, p99), and the raw maximum. */
async function loopDelay(site: Site): Promise<{ raw: number; max: number; p99: number }> {
  const text = await (await fetch(`${site.url}/metrics`)).text();
  const read = (name: string) => Number(new RegExp(`^${name} (\\S+)`, "m").exec(text)?.[1] ?? NaN) * 1000;
  const raw = read("lead_nodejs_eventloop_lag_max_seconds");
  return {
    raw,
    max: Math.max(0, raw - LOOP_SAMPLING_MS),
    p99: Math.max(0, read("lead_nodejs_eventloop_lag_p99_seconds") - LOOP_SAMPLING_MS),
  };
}

/**
 * Starts one kind in a process of its own, at low priority, and resolves once it is loaded
 * ("ready": on a busy machine a process at nice 19 can take longer to start than a kind lasts,
 * and would then make no request within its window). `go(ms)` starts the kind for `ms` and
 * resolves with its tally.
 */
async function hostileProcess(site: Site, kind: Kind) {
  const tsx = path.join(root, "node_modules", ".bin", "tsx");
  const args = [tsx, fileURLToPath(import.meta.url), "--hostile", JSON.stringify({ site, kind })];
  const child = spawn(
    HOSTILE_NICE > 0 ? "nice" : args.shift()!,
    HOSTILE_NICE > 0 ? ["-n", String(HOSTILE_NICE), ...args] : args,
    { cwd: root, stdio: ["pipe", "pipe", "inherit"] },
  );
  let out = "";
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("ready")) resolve();
    });
    child.once("error", reject);
  });
  const done = new Promise<{ tally: Tally; cpuMs: number }>((resolve, reject) => {
    child.once("exit", (code) => {
      const last = out.trim().split("\n").at(-1) ?? "";
      if (code !== 0 || !last.startsWith("{")) return reject(new Error(`hostile ${kind} exited ${code}: ${out.slice(-500)}`));
      const { counts, cpuMs } = JSON.parse(last) as { counts: Record<string, number>; cpuMs: number };
      const tally = new Tally();
      for (const [label, n] of Object.entries(counts)) tally.counts.set(label, n);
      resolve({ tally, cpuMs });
    });
  });
  await ready;
  return {
    go(ms: number) {
      child.stdin.write(`go ${ms}\n`);
      return done;
    },
  };
}

/**
 * In the hostile process: says "ready", waits for "go <ms>", runs the kind that long, then prints
 * its tally and the CPU time it took (user and system, the kernel's sending included) as JSON.
 */
async function hostileMain(spec: { site: Site; kind: Kind }) {
  const tally = new Tally();
  console.log("ready");
  const ms = await new Promise<number>((resolve) =>
    process.stdin.once("data", (line: Buffer) => resolve(Number(/^go (\d+)/.exec(line.toString())?.[1] ?? KIND_S * 1000))),
  );
  const cpu = process.cpuUsage();
  await kinds[spec.kind](spec.site, performance.now() + ms, tally);
  const used = process.cpuUsage(cpu);
  console.log(JSON.stringify({ counts: Object.fromEntries(tally.counts), cpuMs: (used.user + used.system) / 1000 }));
  process.exit(0);
}

async function main() {
  console.log(
    `Load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")} on ${cpus().length} cores`,
  );
  await build();
  const env = { CONTACT_RATE_LIMIT: "1000000/600", MAX_CONNECTIONS: String(MAX_CONNECTIONS) };
  const server = SERVER_ARGS.length
    ? await spawnServer({ env, command: [...SERVER_ARGS, path.join(root, "build", "server-main.js")] })
    : await startServer(env);
  console.log(
    `Server: MAX_CONNECTIONS=${MAX_CONNECTIONS} (its default here would be ${Math.floor((descriptorLimit() - 256) * 0.8)}); this process may open ${descriptorLimit()} files.`,
  );
  const site: Site = { url: server.url, port: server.port, pid: server.process.pid! };
  const rows: Array<Record<string, string | number>> = [];
  try {
    // Warm the page cache and the visitor's path.
    for (let i = 0; i < 20; i++) await (await fetch(`${site.url}/portal`)).arrayBuffer();

    await loopDelay(site);
    const quietFrom = cpuFrom(site.pid);
    const quiet = await visitor(site, KIND_S * 1000);
    const quietCpu = quietFrom("-");
    const quietDelay = await loopDelay(site);
    const base = { p50: percentile(quiet.latencies, 50), p99: percentile(quiet.latencies, 99) };
    const quietMemory = memoryOf(site.pid);
    rows.push({
      kind: "quiet baseline",
      "loop max ms": ms(quietDelay.max),
      "loop p99 ms": ms(quietDelay.p99),
      "raw max ms": ms(quietDelay.raw),
      "visitor p50 ms": ms(base.p50),
      "visitor p99 ms": ms(base.p99),
      "p50 ratio": "1.00",
      "p99 ratio": "1.00",
      "visitor reads": quiet.latencies.length,
      "visitor not 200": quiet.failures.toString(),
      "RSS MB": quietMemory.rss.toFixed(0),
      "peak RSS MB": quietMemory.peak.toFixed(0),
      ...quietCpu,
      "hostile answers": "-",
    });

    for (const kind of KINDS) {
      await loopDelay(site);
      // The flood first opens its connections (as fast as it can, up to 30 s), then holds them for the kind's time.
      const durationMs =
        (kind === "flood" ? FLOOD_OPEN_S + KIND_S : kind.startsWith("slow-") ? KIND_S + SLOW_EXTRA_S : KIND_S) * 1000;
      const hostile = await hostileProcess(site, kind);
      const kindFrom = cpuFrom(site.pid);
      const [seen, { tally, cpuMs }] = await Promise.all([visitor(site, durationMs), hostile.go(durationMs)]);
      const cpu = kindFrom(cpuMs);
      const delay = await loopDelay(site);
      const memory = memoryOf(site.pid);
      const p50 = percentile(seen.latencies, 50);
      const p99 = percentile(seen.latencies, 99);
      rows.push({
        kind,
        "loop max ms": ms(delay.max),
        "loop p99 ms": ms(delay.p99),
        "raw max ms": ms(delay.raw),
        "visitor p50 ms": ms(p50),
        "visitor p99 ms": ms(p99),
        "p50 ratio": (p50 / base.p50).toFixed(2),
        "p99 ratio": (p99 / base.p99).toFixed(2),
        "visitor reads": seen.latencies.length,
        "visitor not 200": seen.failures.toString(),
        "RSS MB": memory.rss.toFixed(0),
        "peak RSS MB": memory.peak.toFixed(0),
        ...cpu,
        "hostile answers": tally.toString(),
      });
      console.log(`${kind}: done (${tally.toString()})`);
      // Let what the kind left behind (lingering closes, timeouts) settle before the next.
      await sleep(3_000);
    }

    // The machine again without a hostile client: how far the quiet baseline itself moved over
    // the run (other work, the kernel, the collector), the noise every ratio above carries.
    await loopDelay(site);
    const againFrom = cpuFrom(site.pid);
    const again = await visitor(site, KIND_S * 1000);
    const againCpu = againFrom("-");
    const againDelay = await loopDelay(site);
    const againMemory = memoryOf(site.pid);
    rows.push({
      kind: "quiet again",
      "loop max ms": ms(againDelay.max),
      "loop p99 ms": ms(againDelay.p99),
      "raw max ms": ms(againDelay.raw),
      "visitor p50 ms": ms(percentile(again.latencies, 50)),
      "visitor p99 ms": ms(percentile(again.latencies, 99)),
      "p50 ratio": (percentile(again.latencies, 50) / base.p50).toFixed(2),
      "p99 ratio": (percentile(again.latencies, 99) / base.p99).toFixed(2),
      "visitor reads": again.latencies.length,
      "visitor not 200": again.failures.toString(),
      "RSS MB": againMemory.rss.toFixed(0),
      "peak RSS MB": againMemory.peak.toFixed(0),
      ...againCpu,
      "hostile answers": "-",
    });
  } finally {
    await server.stop();
  }
  console.log(
    `\nbench:stall, ${KIND_S} s a kind, SQLite, production build, loopback; hostile client at nice ${HOSTILE_NICE}; loop delay beyond prom-client's ${LOOP_SAMPLING_MS} ms sampling\n`,
  );
  console.log(table(rows));
  if (SERVER_ARGS.includes("--trace-gc"))
    console.log(`\n${longGcPauses(server.output, Number(process.env.BENCH_GC_MS ?? 20))}\n`);
  const failing = rows.filter(
    (r) => !String(r.kind).startsWith("quiet") && (Number(r["loop max ms"]) >= 50 || Number(r["p99 ratio"]) > 2),
  );
  const drift = rows.find((r) => r.kind === "quiet again");
  console.log(
    `\nGoal: event-loop delay under 50 ms and the visitor's p99 within 2x of the baseline for every kind. ${
      failing.length ? `Not met by: ${failing.map((r) => r.kind).join(", ")}.` : "Met by every kind."
    }${drift ? ` The quiet baseline measured again at the end: p99 ratio ${String(drift["p99 ratio"])}, loop max ${String(drift["loop max ms"])} ms (the noise of this run).` : ""}`,
  );
  console.log(
    `Load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`,
  );
}

const hostileAt = process.argv.indexOf("--hostile");
(hostileAt === -1 ? main() : hostileMain(JSON.parse(process.argv[hostileAt + 1]!))).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

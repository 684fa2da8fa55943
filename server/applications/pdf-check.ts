/**
 * Is a CV a plain PDF document? Judged by what a PDF reader would find in it, not by its bytes
 * (docs/decisions/0035-pdf-check-through-qpdf.md):
 *
 * 1. qpdf (a PDF library made for reading and rewriting PDFs, from Debian) reads the file the way
 *    a reader does: the last cross-reference wins (tables, streams, incremental updates), object
 *    streams are unpacked through every standard filter and chain (Flate, LZW, ASCIIHex,
 *    ASCII85, RunLength) and predictor, names are decoded, encryption with an empty user password
 *    is opened. It prints every object (dictionaries, never stream data) as JSON. Recovery of a
 *    damaged file is turned off, and any warning refuses: what it cannot read cleanly is refused.
 * 2. `judgePdf` walks every object of that view (reachable or not) and refuses any action other
 *    than `/GoTo` or `/URI` to an http(s) address (or a plain `mailto:`), wherever it is (the document's open action and
 *    `/AA`, pages', annotations' and fields' `/AA`, link annotations, outline items, `/Next`
 *    chains, names trees), JavaScript, embedded or attached files, rich media, XFA and portfolios.
 * 3. Cost (docs/decisions/0042): qpdf runs from a small runner process of the server's, niced and
 *    under SCHED_IDLE where the system allows it, with an address-space ceiling and a time limit,
 *    its output bounded (the JSON view written to a file under `ulimit -f`); a file of more than
 *    QPDF_MAX_OBJECTS objects is refused from its cross-reference before its JSON view is asked
 *    for; a large view is parsed in a worker thread with its own heap ceiling. Its work is linear
 *    in the file's size. `createPdfChecks` is the site-wide queue: a fixed number of checks at
 *    once (PDF_CHECKS, one per core by default) and a bounded number of requests let in,
 *    counted from before their CV is read; past it, "busy". The same runner hashes the file
 *    (SHA-256) beside the check: the server's thread never reads a CV's bytes twice (ADR 0056).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { availableParallelism, getPriority } from "node:os";
import { Worker } from "node:worker_threads";

export const MAX_PAGES = 100;
/** qpdf's address space: a 10 MB CV needs a few tens of MB; a decompression bomb hits this. */
const QPDF_MEMORY_MB = 96;
/** qpdf's JSON: a CV's dictionaries take well under 1 MB; past this the file is refused. */
const QPDF_OUTPUT_BYTES = 4 * 1024 * 1024;
/**
 * Objects in the cross-reference at most: a CV has hundreds to a few thousand; the JSON bound
 * above holds about 20,000 small ones. Past it, refused before the JSON view is asked for.
 */
export const QPDF_MAX_OBJECTS = 20_000;
/** The worker's heap: the JSON above, parsed. */
const WORKER_HEAP_MB = 64;
/** A JSON view up to this size is parsed and judged on the event loop (about a millisecond). */
const PARSE_HERE_BYTES = 256 * 1024;
/** qpdf's niceness above the server's: the server's own work (the visitor's pages) comes first. */
const QPDF_NICE = 10;
const QPDF_TIME_MS = 8_000;
const TIME_LIMIT_MS = 10_000;

export type PdfRefusal = "active_content" | "encrypted" | "unreadable" | "busy" | "unavailable";
export type PdfVerdict =
  /** `sha256`: the file's, hashed by the runner process alongside the check (absent if it could not). */
  { ok: true; pages: number; sha256?: string } | { ok: false; reason: PdfRefusal; detail?: string };

/** What qpdf's JSON (version 2) holds that the judge reads. */
interface QpdfJson {
  pages?: unknown[];
  qpdf?: [unknown, Record<string, { value?: unknown; stream?: { dict?: unknown } }>];
}

/**
 * The judge: every object of qpdf's JSON view, walked. Self-contained (no imports, no outer
 * names): the worker thread runs its source text.
 */
export function judgePdf(json: QpdfJson, maxPages: number): PdfVerdict {
  /** Actions a reader runs that are refused wherever they appear (every type but GoTo and URI). */
  const actionTypes = new Set(
    "Launch GoToR GoToE GoTo3DView Thread Sound Movie Hide Named SubmitForm ResetForm ImportData JavaScript ECMAScript SetOCGState Rendition Trans RichMediaExecute"
      .split(" ")
      .map((n) => `/${n}`),
  );
  /** Keys that only active content or attachments use. */
  const activeKeys = new Set(
    "JS JavaScript EmbeddedFiles EF XFA RichMediaContent RichMediaSettings RichMediaExecute Collection"
      .split(" ")
      .map((n) => `/${n}`),
  );
  /** Annotation and object types that carry files or media. */
  const activeTypes = new Set("FileAttachment RichMedia Screen Movie Sound 3D EmbeddedFile".split(" ").map((n) => `/${n}`));
  const objects = json.qpdf?.[1];
  if (!objects || typeof objects !== "object") return { ok: false, reason: "unreadable", detail: "no objects" };
  type Dict = Record<string, unknown>;
  const isDict = (v: unknown): v is Dict => typeof v === "object" && v !== null && !Array.isArray(v);
  const resolve = (v: unknown): unknown => {
    if (typeof v !== "string" || !/^\d+ \d+ R$/.test(v)) return v;
    const o = objects[`obj:${v}`];
    return o ? (o.value ?? o.stream?.dict) : null;
  };
  const text = (v: unknown): string | null => {
    if (typeof v !== "string") return null;
    if (v.startsWith("u:")) return v.slice(2);
    if (v.startsWith("b:")) return Buffer.from(v.slice(2), "hex").toString("latin1");
    return null;
  };
  /**
   * A link a reader may follow: an absolute http(s) address (no spaces, backslashes or control
   * characters), or a plain e-mail address (`mailto:` without a query: no `?attach=` or body), which
   * nearly every CV carries and which only opens a new message.
   */
  const allowedUri = (v: unknown) => {
    const s = text(resolve(v));
    // eslint-disable-next-line no-control-regex
    if (s === null || /[\s\\\u0000-\u001f\u007f]/.test(s)) return false;
    if (/^mailto:[^?&<>"@]+@[^?&<>"@]+$/i.test(s)) return true;
    if (!/^https?:\/\//i.test(s) || !URL.canParse(s)) return false;
    return ["http:", "https:"].includes(new URL(s).protocol);
  };
  let found: string | null = null;
  const refuse = (what: string) => (found ??= what);

  /** An action (or a chain of them): only GoTo, and URI to http(s). */
  const checkAction = (value: unknown, where: string, seen: Set<unknown>) => {
    const action = resolve(value);
    if (seen.has(action) || seen.size > 1000) return;
    seen.add(action);
    if (Array.isArray(action)) {
      // /Next may be an array of actions; an open action may be a destination (an array: harmless).
      if (where.endsWith("/Next")) for (const a of action) checkAction(a, where, seen);
      return;
    }
    if (!isDict(action)) return;
    const type = action["/S"];
    if (type === "/URI") {
      if (!allowedUri(action["/URI"])) refuse(`${where}: /URI to ${String(text(resolve(action["/URI"])))}`);
    } else if (type !== "/GoTo") refuse(`${where}: ${String(type)}`);
    if (action["/Next"] !== undefined) checkAction(action["/Next"], `${where} /Next`, seen);
  };

  const walk = (value: unknown, where: string, depth: number) => {
    if (found || depth > 64) return;
    if (Array.isArray(value)) {
      for (const v of value) walk(v, where, depth + 1);
      return;
    }
    if (!isDict(value)) return;
    if (value["/Type"] === "/Action") checkAction(value, where, new Set());
    for (const [key, v] of Object.entries(value)) {
      if (activeKeys.has(key)) refuse(`${where}: ${key}`);
      else if ((key === "/S" || key === "/Type" || key === "/Subtype") && typeof v === "string") {
        if (key === "/S" && actionTypes.has(v)) refuse(`${where}: action ${v}`);
        else if (activeTypes.has(v)) refuse(`${where}: ${key} ${v}`);
      } else if (key === "/A" || key === "/OpenAction" || key === "/PA") {
        // (/Next is followed from an action only: in an outline item it names the next item.)
        checkAction(v, `${where} ${key}`, new Set());
      } else if (key === "/AA") {
        const triggers = resolve(v);
        if (isDict(triggers)) for (const [k, a] of Object.entries(triggers)) checkAction(a, `${where} /AA ${k}`, new Set());
        else if (triggers !== null) refuse(`${where}: /AA`);
      }
      walk(v, where, depth + 1);
    }
  };
  for (const [name, object] of Object.entries(objects)) {
    walk(object.value ?? object.stream?.dict, name.replace(/^obj:/, ""), 0);
    if (found) return { ok: false, reason: "active_content", detail: found };
  }
  const pages = Array.isArray(json.pages) ? json.pages.length : 0;
  if (pages < 1 || pages > maxPages) return { ok: false, reason: "unreadable", detail: `${pages} pages` };
  return { ok: true, pages };
}

/** The result of one qpdf run. */
interface QpdfRun {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderr: string;
  /** Killed: its output passed the bound, or its lines the object limit. */
  overLimit: boolean;
  /** Killed at the deadline. */
  timedOut: boolean;
  error?: string;
}

/**
 * The qpdf runner's code: a small Node process of its own, started once, that spawns each qpdf
 * run and collects its output. Spawning from the server itself forked the server's whole heap
 * each time (tens of milliseconds of its main thread at a few hundred MB, twice a CV: the
 * visitor's p99 under 50 uploads, docs/decisions/0042); forked from this process it costs the
 * server one message each way. Plain JavaScript, run with `-e`.
 */
const runnerCode = String.raw`
const { spawn, spawnSync } = require("node:child_process");
const { existsSync, mkdtempSync, readFile, rmSync, unlink } = require("node:fs");
const { setPriority, tmpdir } = require("node:os");
const { join } = require("node:path");
// qpdf under SCHED_IDLE where the system allows it (chrt, util-linux): it runs only on a core
// nothing else wants, and any waking thread (the server's, a visitor's) takes the core from it at
// once; niceness alone still gives it a share and a wait before the server gets the core back.
const idle = spawnSync("chrt", ["--idle", "0", "true"], { stdio: "ignore", timeout: 5000 }).status === 0;
const run = idle ? 'exec chrt --idle 0 qpdf "$@"' : 'exec qpdf "$@"';
// $0 the memory bound (KB). Into a pipe, or into a file ($1) no larger than $2 blocks of 512 bytes
// (past it the kernel stops qpdf with SIGXFSZ).
const toPipe = 'ulimit -v "$0" && ' + run;
const toFile = 'ulimit -v "$0" && ulimit -f "$2" && out="$1" && shift 2 && ' + run + ' > "$out"';
// A large JSON view goes to a file: qpdf writes it a value at a time (166,000 writes of about 17
// bytes for a file of 12,000 objects), and each write into a pipe woke this process to read it,
// taking the core from an idle-policy qpdf each time (1.2 s instead of 0.3 s for that file).
let folder = null;
const outputFile = (id) => {
  try {
    // Gone since (a temporary-files cleaner): another is made.
    if (folder && !existsSync(folder)) folder = null;
    return join((folder ??= mkdtempSync(join(tmpdir(), "lead-qpdf-" + process.pid + "-"))), id + ".json");
  } catch {
    return null;
  }
};
process.on("disconnect", () => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  process.exit(0);
});
// A file's SHA-256, read and hashed here (ADR 0056): the server's thread hashed each CV as it
// arrived, about a quarter of its work for an upload.
const { createHash } = require("node:crypto");
const { createReadStream } = require("node:fs");
const hashFile = (job) => {
  const nothing = { signal: null, stderr: "", overLimit: false, timedOut: false };
  const hash = createHash("sha256");
  createReadStream(job.path)
    .on("data", (chunk) => hash.update(chunk))
    .once("error", (e) => process.send({ id: job.id, ...nothing, status: 1, stdout: Buffer.alloc(0), error: String(e.code || e.message) }))
    .once("end", () => process.send({ id: job.id, ...nothing, status: 0, stdout: Buffer.from(hash.digest("hex")) }));
};
process.on("message", (job) => {
  if (job.kind === "sha256") return hashFile(job);
  const file = job.toFile ? outputFile(job.id) : null;
  if (job.toFile && !file) {
    // No temporary folder to write into (a full or read-only disk): the server's fault.
    const nothing = { status: null, signal: null, stdout: Buffer.alloc(0), stderr: "", overLimit: false, timedOut: false };
    return process.send({ id: job.id, ...nothing, error: "ENOSPC" });
  }
  const blocks = Math.ceil(job.maxOutput / 512) + 1;
  const args = file ? [toFile, String(job.memoryKb), file, String(blocks), ...job.args] : [toPipe, String(job.memoryKb), ...job.args];
  const child = spawn("/bin/sh", ["-c", ...args], { stdio: ["ignore", file ? "ignore" : "pipe", "pipe"] });
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, job.nice);
    } catch {}
  }
  const chunks = [];
  let size = 0, lines = 0, stderr = "", overLimit = false, timedOut = false, error;
  const kill = () => child.kill("SIGKILL");
  const timer = setTimeout(() => {
    timedOut = true;
    kill();
  }, job.timeoutMs);
  child.stdout?.on("data", (chunk) => {
    if (overLimit) return;
    size += chunk.length;
    if (job.maxLines !== undefined) for (const byte of chunk) if (byte === 10) lines++;
    if (size > job.maxOutput || (job.maxLines !== undefined && lines > job.maxLines)) {
      overLimit = true;
      chunks.length = 0;
      return kill();
    }
    chunks.push(chunk);
  });
  child.stderr.on("data", (chunk) => {
    if (stderr.length < 500) stderr += chunk.toString("utf8").slice(0, 500 - stderr.length);
  });
  child.once("error", (e) => (error = String(e.code || e.message)));
  const answer = (status, signal, stdout) =>
    process.send({ id: job.id, status, signal, stdout, stderr, overLimit, timedOut, error });
  child.once("close", (status, signal) => {
    clearTimeout(timer);
    if (!file) return answer(status, signal, Buffer.concat(chunks));
    // The shell execs qpdf, so qpdf's own signal is reported: SIGXFSZ is the bound passed.
    if (signal === "SIGXFSZ") overLimit = true;
    // A full disk (or no temporary folder) is the server's fault, not the file's.
    if (/no space left|cannot create|read-only file system/i.test(stderr)) error = "ENOSPC";
    if (overLimit || timedOut || error || status !== 0)
      return unlink(file, () => answer(status, signal, Buffer.alloc(0)));
    readFile(file, (readError, stdout) => {
      unlink(file, () => {});
      if (readError) error = String(readError.code || readError.message);
      answer(status, signal, readError ? Buffer.alloc(0) : stdout);
    });
  });
});
`;

/** The runner process (started on the first check, again after it dies) and the runs it owes. */
let runner: ChildProcess | null = null;
const pending = new Map<number, { runner: ChildProcess; done: (run: QpdfRun) => void }>();
let nextRunId = 1;

function startRunner(): ChildProcess {
  const child = spawn(process.execPath, ["-e", runnerCode], {
    stdio: ["ignore", "ignore", "inherit", "ipc"],
    serialization: "advanced",
    windowsHide: true,
  });
  const gone = (error: string) => {
    if (runner === child) runner = null;
    // Not the file's fault: "busy", sent again in a few seconds.
    for (const [id, { runner: owner, done }] of pending) {
      if (owner !== child) continue;
      pending.delete(id);
      done({ status: null, signal: null, stdout: Buffer.alloc(0), stderr: "", overLimit: false, timedOut: true, error });
    }
  };
  child.on("message", (message: Omit<QpdfRun, "stdout"> & { id: number; stdout: Uint8Array }) => {
    const done = pending.get(message.id)?.done;
    if (!done) return;
    pending.delete(message.id);
    if (![...pending.values()].some((p) => p.runner === child)) child.channel?.unref();
    const { id: _id, stdout, ...run } = message;
    done({ ...run, stdout: Buffer.from(stdout.buffer, stdout.byteOffset, stdout.byteLength) });
  });
  child.once("error", (e: NodeJS.ErrnoException) => gone(`runner: ${String(e.code ?? e.message)}`));
  child.once("exit", () => gone("runner exited"));
  // Idle, it keeps no process alive; a run waiting for it does.
  child.unref();
  child.channel?.unref();
  return child;
}

/** The runner's process id while it runs (for tests). */
export const qpdfRunnerPid = (): number | undefined => runner?.pid;

/**
 * Runs qpdf through the runner process, under `ulimit -v` and at a lower CPU priority than the
 * server (the visitor's pages come first; a check waits a little longer), killed when its output
 * passes `maxOutput` bytes or `maxLines` lines, or at `deadline`.
 */
function runQpdf(
  args: string[],
  limits: { maxOutput: number; maxLines?: number; deadline: number; toFile?: boolean; sha256Of?: string },
): Promise<QpdfRun> {
  return new Promise((resolve) => {
    const child = (runner ??= startRunner());
    const id = nextRunId++;
    const timeoutMs = Math.max(0, limits.deadline - performance.now());
    // The runner kills qpdf at the deadline; this answers if the runner itself does not.
    const late = setTimeout(() => {
      if (pending.delete(id))
        resolve({ status: null, signal: null, stdout: Buffer.alloc(0), stderr: "", overLimit: false, timedOut: true });
    }, timeoutMs + 2_000);
    late.unref();
    pending.set(id, {
      runner: child,
      done: (run) => {
        clearTimeout(late);
        resolve(run);
      },
    });
    child.channel?.ref();
    child.send(
      {
        id,
        args,
        memoryKb: QPDF_MEMORY_MB * 1024,
        nice: Math.min(19, getPriority() + QPDF_NICE),
        maxOutput: limits.maxOutput,
        maxLines: limits.maxLines,
        toFile: limits.toFile === true,
        timeoutMs,
        ...(limits.sha256Of === undefined ? {} : { kind: "sha256", path: limits.sha256Of }),
      },
      (error) => {
        if (!error) return;
        const done = pending.get(id)?.done;
        pending.delete(id);
        done?.({
          status: null,
          signal: null,
          stdout: Buffer.alloc(0),
          stderr: "",
          overLimit: false,
          timedOut: true,
          error: "runner: send",
        });
      },
    );
  });
}

/** What a failed run means: the server's fault (qpdf missing, out of time) or the file's. */
function failure(run: QpdfRun, what: string): PdfVerdict | null {
  // A check that ran out of time under load is not the candidate's fault: "try again", not "damaged".
  if (run.timedOut) return { ok: false, reason: "busy", detail: `${what}: time limit` };
  if (run.overLimit) return { ok: false, reason: "unreadable", detail: `${what}: over its limit` };
  // The server's disk, not the file: "try again", as for a check out of time.
  if (run.error === "ENOSPC") return { ok: false, reason: "busy", detail: `${what}: no room for its output` };
  if (run.error) return { ok: false, reason: "unreadable", detail: `${what}: ${run.error}` };
  // sh answers 127 when qpdf is not installed: the server's fault, not the candidate's.
  if (run.status === 127) return { ok: false, reason: "unavailable", detail: run.stderr };
  if (run.status !== 0) {
    const encrypted = /invalid password|unsupported.*(encrypt|security handler)|encryption/i.test(run.stderr);
    return {
      ok: false,
      reason: encrypted ? "encrypted" : "unreadable",
      detail: `${what}: ${run.signal ? `qpdf ${run.signal}` : run.stderr}`,
    };
  }
  return null;
}

/** The worker's code for a large JSON view: parse and judge off the event loop. Plain JavaScript, run with `eval`. */
const workerCode = String.raw`
const { parentPort, workerData } = require("node:worker_threads");
// Some compilers wrap functions in __name(...) to keep their names; here it has nothing to keep.
var __name = (f) => f;
const judgePdf = (${judgePdf.toString()});
let verdict;
try {
  verdict = judgePdf(JSON.parse(Buffer.from(workerData.json).toString("utf8")), workerData.maxPages);
} catch (error) {
  verdict = { ok: false, reason: "unreadable", detail: String(error && error.message) };
}
parentPort.postMessage(verdict);
`;

/** Parses and judges a large JSON view in a worker thread with its own heap ceiling. */
function judgeInWorker(json: Buffer, deadline: number): Promise<PdfVerdict> {
  return new Promise((resolve) => {
    let settled = false;
    const bytes = new Uint8Array(json.buffer, json.byteOffset, json.byteLength);
    const worker = new Worker(workerCode, {
      eval: true,
      workerData: { json: bytes, maxPages: MAX_PAGES },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
      stdout: true,
      stderr: true,
    });
    const finish = (verdict: PdfVerdict) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(verdict);
    };
    const timer = setTimeout(
      () => finish({ ok: false, reason: "busy", detail: "judge: time limit" }),
      Math.max(0, deadline - performance.now()),
    );
    worker.once("message", (verdict: PdfVerdict) => finish(verdict));
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any crash: the file is not one we can vouch for.
    worker.once("error", (error) => finish({ ok: false, reason: "unreadable", detail: error.message }));
    worker.once("exit", () => finish({ ok: false, reason: "unreadable", detail: "worker exited" }));
  });
}

/**
 * Checks the PDF at `path` (already whole on disk), at once. Never throws.
 *
 * 1. `qpdf --show-xref`: the cross-reference as qpdf resolves it, one line an object, read
 *    linearly; more than QPDF_MAX_OBJECTS objects is refused there (a CV has hundreds to a few
 *    thousand), so the full view is never asked for a file of a hundred thousand tiny objects.
 * 2. The JSON view (dictionaries, never stream data), its size bounded.
 * 3. The judge: in this thread when the view is small (an ordinary CV's is a few kilobytes, a
 *    millisecond to parse), in a worker thread when it is large.
 */
export async function inspectPdf(path: string): Promise<PdfVerdict> {
  const deadline = performance.now() + TIME_LIMIT_MS;
  // The file's hash, in the runner beside qpdf's runs (the server's thread does not read the CV).
  const hashing = runQpdf([], { maxOutput: 0, deadline, sha256Of: path }).then((run) =>
    run.status === 0 && /^[0-9a-f]{64}$/.test(run.stdout.toString("latin1")) ? run.stdout.toString("latin1") : undefined,
  );
  const verdict = await judgedPdf(path, deadline);
  const sha256 = await hashing;
  return verdict.ok && sha256 ? { ...verdict, sha256 } : verdict;
}

async function judgedPdf(path: string, deadline: number): Promise<PdfVerdict> {
  try {
    const common = ["--suppress-recovery", "--password="];
    const xref = await runQpdf([...common, "--show-xref", "--", path], {
      maxOutput: QPDF_MAX_OBJECTS * 200,
      maxLines: QPDF_MAX_OBJECTS,
      deadline: Math.min(deadline, performance.now() + QPDF_TIME_MS),
    });
    if (xref.overLimit) return { ok: false, reason: "unreadable", detail: `more than ${QPDF_MAX_OBJECTS} objects` };
    const xrefFailed = failure(xref, "xref");
    if (xrefFailed) return xrefFailed;
    const view = await runQpdf(
      [...common, "--json=2", "--json-key=qpdf", "--json-key=pages", "--json-stream-data=none", "--", path],
      { maxOutput: QPDF_OUTPUT_BYTES, deadline: Math.min(deadline, performance.now() + QPDF_TIME_MS), toFile: true },
    );
    const viewFailed = failure(view, "json");
    if (viewFailed) return viewFailed;
    if (view.stdout.length > PARSE_HERE_BYTES) return await judgeInWorker(view.stdout, deadline);
    return judgePdf(JSON.parse(view.stdout.toString("utf8")) as QpdfJson, MAX_PAGES);
  } catch (error) {
    return { ok: false, reason: "unreadable", detail: String((error as Error).message) };
  }
}

/** A place held in the queue from the moment a request is let in until its check is done. */
export interface PdfCheckTicket {
  /** Waits for a free check and runs it (once; the place is given back when it is done). */
  inspect(path: string): Promise<PdfVerdict>;
  /** Gives the place back without a check (the request ended first). Idempotent. */
  release(): void;
}

export interface PdfChecks {
  /**
   * Holds a place for a request before a byte of its body is read, or null when every place is
   * taken: checks running and waiting, and uploads on their way to a check, all count, so the
   * number of CVs the server reads at once is bounded too, not only the checks.
   */
  reserve(): PdfCheckTicket | null;
  /** Reserves, inspects and gives the place back; "busy" at once when every place is taken. */
  inspect(path: string): Promise<PdfVerdict>;
  /** Whether a new request would be refused now. */
  full(): boolean;
  /** Checks running, places held by requests not yet checking (uploading or waiting), and the refusals so far. */
  stats(): { running: number; waiting: number; refused: number };
  /** Seconds a refused client is told to wait. */
  readonly retryAfterSeconds: number;
}

/** Places for requests uploading or waiting, per concurrent check. */
export const WAITING_PER_CHECK = 4;

/**
 * The site-wide queue of PDF checks: `concurrency` at once, and `WAITING_PER_CHECK` times that
 * more requests let in (uploading their CV or waiting for a free check).
 */
export function createPdfChecks(
  options: { concurrency?: number; waiting?: number; inspect?: (path: string) => Promise<PdfVerdict> } = {},
): PdfChecks {
  const concurrency = Math.max(1, options.concurrency ?? availableParallelism());
  const places = concurrency + (options.waiting ?? concurrency * WAITING_PER_CHECK);
  const run = options.inspect ?? inspectPdf;
  const queue: Array<() => void> = [];
  let held = 0;
  let running = 0;
  let refused = 0;
  const next = () => {
    if (running >= concurrency) return;
    const start = queue.shift();
    if (start) start();
  };
  const reserve = (): PdfCheckTicket | null => {
    if (held >= places) {
      refused++;
      return null;
    }
    held++;
    let released = false;
    let used = false;
    const release = () => {
      if (released) return;
      released = true;
      held--;
    };
    return {
      release,
      inspect(path) {
        if (used || released) return Promise.resolve({ ok: false, reason: "busy", detail: "ticket used" });
        used = true;
        return new Promise<PdfVerdict>((resolve) => {
          queue.push(() => {
            running++;
            // The place is given back before the verdict is told, so whoever hears it finds it free.
            const done = (verdict: PdfVerdict) => {
              running--;
              release();
              next();
              resolve(verdict);
            };
            void run(path).then(done, () => done({ ok: false, reason: "unreadable" }));
          });
          next();
        });
      },
    };
  };
  return {
    retryAfterSeconds: 10,
    reserve,
    full: () => held >= places,
    stats: () => ({ running, waiting: held - running, refused }),
    inspect(path) {
      const ticket = reserve();
      return ticket ? ticket.inspect(path) : Promise.resolve({ ok: false, reason: "busy" });
    },
  };
}

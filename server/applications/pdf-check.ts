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
 * 3. Cost: qpdf runs with an address-space ceiling and a time limit, its output bounded, inside a
 *    worker thread with its own heap ceiling (the JSON is parsed off the event loop). Its work is
 *    linear in the file's size. `createPdfChecks` is the site-wide queue: a fixed number of checks
 *    at once (PDF_CHECKS, one per core by default) and a bounded wait; past it, "busy".
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

export const MAX_PAGES = 100;
/** qpdf's address space: a 10 MB CV needs a few tens of MB; a decompression bomb hits this. */
const QPDF_MEMORY_MB = 96;
/** qpdf's JSON: a CV's dictionaries take well under 1 MB; past this the file is refused. */
const QPDF_OUTPUT_BYTES = 4 * 1024 * 1024;
/** The worker's heap: the JSON above, parsed. */
const WORKER_HEAP_MB = 64;
const QPDF_TIME_MS = 8_000;
const TIME_LIMIT_MS = 10_000;

export type PdfRefusal = "active_content" | "encrypted" | "unreadable" | "busy" | "unavailable";
export type PdfVerdict = { ok: true; pages: number } | { ok: false; reason: PdfRefusal; detail?: string };

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

/** The worker's code: plain JavaScript, run with `eval` so no build step has to know of it. */
const workerCode = String.raw`
const { parentPort, workerData } = require("node:worker_threads");
const { spawnSync } = require("node:child_process");
// Some compilers wrap functions in __name(...) to keep their names; here it has nothing to keep.
var __name = (f) => f;
const judgePdf = (${judgePdf.toString()});
function check() {
  const run = spawnSync(
    "/bin/sh",
    ["-c", 'ulimit -v "$0" && exec qpdf "$@"', String(workerData.memoryKb),
      "--json=2", "--json-key=qpdf", "--json-key=pages", "--json-stream-data=none",
      "--suppress-recovery", "--password=", "--", workerData.path],
    { maxBuffer: workerData.maxOutput, timeout: workerData.timeMs, killSignal: "SIGKILL", windowsHide: true },
  );
  const stderr = String(run.stderr || "").slice(0, 500);
  if (run.error) {
    if (run.error.code === "ENOBUFS") return { ok: false, reason: "unreadable", detail: "qpdf output over its limit" };
    return { ok: false, reason: "unreadable", detail: String(run.error.code || run.error.message) };
  }
  // sh answers 127 when qpdf is not installed: the server's fault, not the candidate's.
  if (run.status === 127) return { ok: false, reason: "unavailable", detail: stderr };
  if (run.status !== 0) {
    const encrypted = /invalid password|unsupported.*(encrypt|security handler)|encryption/i.test(stderr);
    return { ok: false, reason: encrypted ? "encrypted" : "unreadable", detail: run.signal ? "qpdf " + run.signal : stderr };
  }
  return judgePdf(JSON.parse(run.stdout.toString("utf8")), workerData.maxPages);
}
let verdict;
try {
  verdict = check();
} catch (error) {
  verdict = { ok: false, reason: "unreadable", detail: String(error && error.message) };
}
parentPort.postMessage(verdict);
`;

/** Checks the PDF at `path` (already whole on disk), at once. Never throws. */
export function inspectPdf(path: string): Promise<PdfVerdict> {
  return new Promise((resolve) => {
    let settled = false;
    const worker = new Worker(workerCode, {
      eval: true,
      workerData: {
        path,
        maxPages: MAX_PAGES,
        memoryKb: QPDF_MEMORY_MB * 1024,
        maxOutput: QPDF_OUTPUT_BYTES,
        timeMs: QPDF_TIME_MS,
      },
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
    const timer = setTimeout(() => finish({ ok: false, reason: "unreadable", detail: "time limit" }), TIME_LIMIT_MS);
    worker.once("message", (verdict: PdfVerdict) => finish(verdict));
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any crash: the file is not one we can vouch for.
    worker.once("error", (error) => finish({ ok: false, reason: "unreadable", detail: error.message }));
    worker.once("exit", () => finish({ ok: false, reason: "unreadable", detail: "worker exited" }));
  });
}

export interface PdfChecks {
  /** Waits for a free check and runs it; "busy" at once when the wait is full. */
  inspect(path: string): Promise<PdfVerdict>;
  /** Whether a new check would be refused now (judged before a byte of the file is read). */
  full(): boolean;
  /** Checks running and waiting now, and the refusals so far. */
  stats(): { running: number; waiting: number; refused: number };
  /** Seconds a refused client is told to wait. */
  readonly retryAfterSeconds: number;
}

/** Checks waiting for a free one, per concurrent check. */
export const WAITING_PER_CHECK = 4;

/** The site-wide queue of PDF checks: `concurrency` at once, `WAITING_PER_CHECK` times that waiting. */
export function createPdfChecks(
  options: { concurrency?: number; waiting?: number; inspect?: (path: string) => Promise<PdfVerdict> } = {},
): PdfChecks {
  const concurrency = Math.max(1, options.concurrency ?? availableParallelism());
  const maxWaiting = options.waiting ?? concurrency * WAITING_PER_CHECK;
  const run = options.inspect ?? inspectPdf;
  const queue: Array<() => void> = [];
  let running = 0;
  let refused = 0;
  const next = () => {
    if (running >= concurrency) return;
    const start = queue.shift();
    if (start) start();
  };
  return {
    retryAfterSeconds: 10,
    full: () => running >= concurrency && queue.length >= maxWaiting,
    stats: () => ({ running, waiting: queue.length, refused }),
    inspect(path) {
      if (running >= concurrency && queue.length >= maxWaiting) {
        refused++;
        return Promise.resolve({ ok: false, reason: "busy" });
      }
      return new Promise<PdfVerdict>((resolve) => {
        queue.push(() => {
          running++;
          void run(path)
            .then(resolve, () => resolve({ ok: false, reason: "unreadable" }))
            .finally(() => {
              running--;
              next();
            });
        });
        next();
      });
    },
  };
}

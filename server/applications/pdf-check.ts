/**
 * Is a CV a plain PDF document? Decided from its bytes, in a worker thread with its own memory
 * ceiling and a time limit, so that a hostile file can neither stall the event loop nor take the
 * server's memory:
 *
 * 1. Every Flate stream is inflated with one shared output budget (`MAX_INFLATED_BYTES`): a
 *    decompression bomb (a few hundred kilobytes that inflate to gigabytes, the way a PDF hides
 *    one) is refused when the budget runs out, never inflated whole.
 * 2. The raw bytes and every inflated stream (object streams hide whole dictionaries) are read for
 *    the names of active content: JavaScript, launch and submit actions, embedded files, rich
 *    media, XFA forms. Names may be written with `#xx` escapes (`/J#61vaScript`); they are
 *    decoded first.
 * 3. PDF.js (Mozilla's parser, pdfjs-dist) must open the document with errors fatal, find 1 to
 *    `MAX_PAGES` pages, and report no JavaScript action, no attachment and no file-attachment
 *    annotation on any page.
 *
 * The checks are hand-written only where no kept library says it: PDF.js parses, but does not
 * refuse active content or bound inflation; zlib's `maxOutputLength` does the bounding.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

export const MAX_PAGES = 100;
export const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
/** The worker's heap (PDF.js on a 10 MB file needs a few tens of MB). */
const WORKER_HEAP_MB = 160;
const TIME_LIMIT_MS = 10_000;

export type PdfVerdict = { ok: true; pages: number } | { ok: false; reason: "active_content" | "bomb" | "unreadable" };

const pdfjsUrl = pathToFileURL(createRequire(import.meta.url).resolve("pdfjs-dist/legacy/build/pdf.mjs")).href;

/** The worker's code: plain JavaScript, run with `eval` so no build step has to know of it. */
const workerCode = String.raw`
const { parentPort, workerData } = require("node:worker_threads");
const zlib = require("node:zlib");
const { readFileSync } = require("node:fs");

const ACTIVE = new Set(["JavaScript", "JS", "Launch", "EmbeddedFile", "EmbeddedFiles", "RichMedia", "XFA", "SubmitForm", "ImportData", "GoToE"]);
function activeName(text) {
  const names = text.match(/\/(?:[A-Za-z0-9_.+-]|#[0-9A-Fa-f]{2})+/g) || [];
  for (const raw of names) {
    const name = raw.slice(1).replace(/#([0-9A-Fa-f]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
    if (ACTIVE.has(name)) return name;
  }
  return null;
}

async function check() {
  const bytes = readFileSync(workerData.path);
  const latin = bytes.toString("latin1");
  if (activeName(latin)) return { ok: false, reason: "active_content" };
  let budget = workerData.maxInflated;
  const streamStart = /stream\r?\n/g;
  let match;
  while ((match = streamStart.exec(latin))) {
    const from = match.index + match[0].length;
    const end = latin.indexOf("endstream", from);
    if (end === -1) break;
    const dictFrom = Math.max(0, latin.lastIndexOf("<<", match.index - 1) - 2048);
    const dict = latin.slice(dictFrom, match.index);
    streamStart.lastIndex = end + "endstream".length;
    if (!/\/FlateDecode|\/Fl\b/.test(dict)) continue;
    let inflated;
    try {
      inflated = zlib.inflateSync(bytes.subarray(from, end), { maxOutputLength: Math.max(1, budget), finishFlush: zlib.constants.Z_SYNC_FLUSH });
    } catch (error) {
      if (error && error.code === "ERR_BUFFER_TOO_LARGE") return { ok: false, reason: "bomb" };
      continue;
    }
    budget -= inflated.length;
    if (budget <= 0) return { ok: false, reason: "bomb" };
    if (activeName(inflated.toString("latin1"))) return { ok: false, reason: "active_content" };
  }
  const pdfjs = await import(workerData.pdfjs);
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    stopAtErrors: true,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  if (doc.numPages < 1 || doc.numPages > workerData.maxPages) return { ok: false, reason: "unreadable" };
  if ((await doc.getJSActions()) || (await doc.getAttachments())) return { ok: false, reason: "active_content" };
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    if (await page.getJSActions()) return { ok: false, reason: "active_content" };
    const annotations = await page.getAnnotations();
    if (annotations.some((a) => a.subtype === "FileAttachment" || a.actions)) return { ok: false, reason: "active_content" };
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { ok: true, pages };
}
check().then(
  (verdict) => parentPort.postMessage(verdict),
  () => parentPort.postMessage({ ok: false, reason: "unreadable" }),
);
`;

/** Checks the PDF at `path` (already whole on disk). Never throws: a failure is "unreadable". */
export function inspectPdf(path: string): Promise<PdfVerdict> {
  return new Promise((resolve) => {
    let settled = false;
    const worker = new Worker(workerCode, {
      eval: true,
      workerData: { path, pdfjs: pdfjsUrl, maxInflated: MAX_INFLATED_BYTES, maxPages: MAX_PAGES },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 32 },
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
    const timer = setTimeout(() => finish({ ok: false, reason: "unreadable" }), TIME_LIMIT_MS);
    worker.once("message", (verdict: PdfVerdict) => finish(verdict));
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or any crash: the file is not one we can vouch for.
    worker.once("error", () => finish({ ok: false, reason: "unreadable" }));
    worker.once("exit", () => finish({ ok: false, reason: "unreadable" }));
  });
}

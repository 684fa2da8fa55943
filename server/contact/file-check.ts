/**
 * What a file really is, decided from its bytes, never from its name or declared type.
 * `file-type` names the format from the first bytes; then the file must be whole and be that
 * format all the way through: a JPEG must decode completely (sharp, libjpeg), an MP4 must be an
 * ISO base-media file whose first box is `ftyp` and whose top-level boxes follow each other
 * exactly up to the end of the file, one of them a `moov`. So JPEG's three magic bytes followed by
 * HTML, a truncated video or trailing garbage are refused. The form accepts JPEG and MP4 only.
 */
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { randomUUID } from "node:crypto";
import { unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AcceptedFileType } from "../../common/contact/schema";
import { inspectPdf, type PdfVerdict } from "../applications/pdf-check";

/** What a file may be found to be: the contact form's types, or a CV's PDF. */
export type SniffedType = AcceptedFileType | "application/pdf";

export interface SniffResult {
  /** The accepted type the bytes are, or null. */
  type: SniffedType | null;
  /** Refused because it claims an accepted format but is not whole (as opposed to another format). */
  damaged?: boolean;
  /** Why the bytes were refused, for logs. */
  reason?: string;
  /** Not judged: the server could not check it now (the PDF checks' queue was full, or qpdf missing). */
  unchecked?: "busy" | "unavailable";
  /** The file's SHA-256, when the check computed it (a PDF's, by the check's runner process). */
  sha256?: string;
}

export interface FileInspector {
  /** Its verdict on an accepted file carries the file's hash: the receiver need not hash the bytes itself. */
  readonly hashesAccepted: boolean;
  push(chunk: Uint8Array): void;
  /** The verdict, once every byte was pushed; `source` is where the bytes are (for the decode). */
  finish(source: string | Buffer): Promise<SniffResult>;
}

/** file-type reads at most this many bytes of a file's start. */
const HEAD_BYTES = 4100;
/**
 * A decode bomb guard: a JPEG under 25 MB can claim a huge canvas. 100 megapixels is above any
 * phone camera and bounds the decoder's memory (it decodes line by line: sequentialRead).
 */
const MAX_PIXELS = 100_000_000;

/**
 * `accept`: the formats this form takes. The contact form: JPEG and MP4 (the default); a CV:
 * PDF only, checked by inspectPdf (server/applications/pdf-check.ts: qpdf, run by a small runner process).
 */
export function createFileInspector(
  accept: readonly SniffedType[] = ["image/jpeg", "video/mp4"],
  /** How a PDF is checked: the site-wide queue (pdf-check.ts createPdfChecks), or at once. */
  checkPdf: (path: string) => Promise<PdfVerdict> = inspectPdf,
): FileInspector {
  const chunks: Buffer[] = [];
  let headSize = 0;
  const mp4 = createMp4Walker();
  return {
    // A CV's inspector (PDF only): inspectPdf's runner hashes the file beside the check.
    hashesAccepted: accept.length === 1 && accept[0] === "application/pdf",
    push(chunk) {
      if (headSize < HEAD_BYTES) {
        const part = Buffer.from(chunk.subarray(0, HEAD_BYTES - headSize));
        chunks.push(part);
        headSize += part.length;
      }
      mp4.push(chunk);
    },
    async finish(source) {
      const head = Buffer.concat(chunks);
      const found = head.length ? await fileTypeFromBuffer(head).catch(() => undefined) : undefined;
      if (found && !(accept as readonly string[]).includes(found.mime))
        return { type: null, reason: `not accepted: ${found.mime}` };
      if (found?.mime === "application/pdf") {
        const verdict = await inspectPdfAt(source, checkPdf);
        if (verdict.ok) return { type: "application/pdf", ...(verdict.sha256 ? { sha256: verdict.sha256 } : {}) };
        const reason = `pdf refused: ${verdict.reason}${verdict.detail ? ` (${verdict.detail})` : ""}`;
        if (verdict.reason === "busy" || verdict.reason === "unavailable")
          return { type: null, unchecked: verdict.reason, reason };
        return { type: null, damaged: true, reason };
      }
      if (found?.mime === "image/jpeg") {
        try {
          // stats() decodes every pixel without keeping the image; failOn "warning" also
          // refuses premature ends and corrupt data that libjpeg would otherwise paper over.
          await sharp(source, { failOn: "warning", limitInputPixels: MAX_PIXELS, sequentialRead: true }).stats();
          return { type: "image/jpeg" };
        } catch (error) {
          return { type: null, damaged: true, reason: `jpeg does not decode: ${(error as Error).message}` };
        }
      }
      if (found?.mime === "video/mp4") {
        const verdict = mp4.finish();
        return verdict.type ? verdict : { ...verdict, damaged: true };
      }
      return { type: null, reason: found ? `not accepted: ${found.mime}` : "unknown format" };
    },
  };
}

/** The PDF check reads a file: bytes held in memory are written to a temporary one first. */
async function inspectPdfAt(source: string | Buffer, checkPdf: (path: string) => Promise<PdfVerdict>): Promise<PdfVerdict> {
  if (typeof source === "string") return checkPdf(source);
  const file = path.join(tmpdir(), `lead-pdf-${randomUUID()}.pdf`);
  await writeFile(file, source, { mode: 0o600 });
  try {
    return await checkPdf(file);
  } finally {
    await unlink(file).catch(() => undefined);
  }
}

/** Checks a whole file held in memory (tests, data URLs). */
export async function inspectBytes(bytes: Buffer, accept?: readonly SniffedType[]): Promise<SniffResult> {
  const inspector = createFileInspector(accept);
  inspector.push(bytes);
  return inspector.finish(bytes);
}

const printable = (b: number) => b >= 0x20 && b <= 0x7e;

/** The MP4 box walk, fed chunk by chunk while the file streams to disk. */
function createMp4Walker() {
  let seen = 0;
  const head: number[] = [];
  let kind: "unknown" | "mp4" | "other" = "unknown";
  // MP4 box walk: where the next top-level box header starts, and the header being collected.
  let nextBox = 0;
  let header: number[] | null = null;
  let headerNeed = 8;
  let toEnd = false;
  let broken: string | undefined;
  const boxes: string[] = [];

  function decide() {
    if (head.length >= 8 && String.fromCharCode(...head.slice(4, 8)) === "ftyp") kind = "mp4";
    else if (head.length >= 8) kind = "other";
  }

  function boxHeader(bytes: number[]) {
    const view = Buffer.from(bytes);
    const size32 = view.readUInt32BE(0);
    const type = String.fromCharCode(...bytes.slice(4, 8));
    if (!bytes.slice(4, 8).every(printable)) return (broken = "box type is not text");
    if (boxes.length === 0 && type !== "ftyp") return (broken = "first box is not ftyp");
    let size: number;
    if (size32 === 1) {
      if (bytes.length < 16) {
        headerNeed = 16;
        return;
      }
      const big = view.readBigUInt64BE(8);
      if (big > BigInt(Number.MAX_SAFE_INTEGER)) return (broken = "box too large");
      size = Number(big);
      if (size < 16) return (broken = "box smaller than its header");
    } else if (size32 === 0) {
      toEnd = true;
      size = 0;
    } else {
      size = size32;
      if (size < 8) return (broken = "box smaller than its header");
    }
    if (boxes.length === 0 && (size < 16 || size > 4096)) return (broken = "implausible ftyp size");
    boxes.push(type);
    header = null;
    headerNeed = 8;
    if (!toEnd) nextBox += size;
  }

  function walk(chunk: Uint8Array, start: number) {
    let i = 0;
    while (i < chunk.length && !broken && !toEnd) {
      if (header) {
        while (i < chunk.length && header.length < headerNeed) header.push(chunk[i++]!);
        if (header.length < headerNeed) return;
        boxHeader(header);
        continue;
      }
      const at = nextBox - start;
      if (at >= chunk.length) return;
      i = at;
      header = [];
    }
  }

  return {
    push(chunk: Uint8Array) {
      const start = seen;
      seen += chunk.length;
      for (let i = 0; head.length < 12 && i < chunk.length; i++) head.push(chunk[i]!);
      if (kind === "unknown") decide();
      if (kind === "mp4" || (kind === "unknown" && head.length < 8)) walk(chunk, start);
    },
    finish(): SniffResult {
      if (kind === "unknown") decide();
      if (kind !== "mp4") return { type: null, reason: "no ftyp box" };
      if (broken) return { type: null, reason: broken };
      if (header) return { type: null, reason: "truncated box header" };
      if (!toEnd && nextBox !== seen) return { type: null, reason: nextBox > seen ? "truncated" : "trailing bytes" };
      if (!boxes.includes("moov")) return { type: null, reason: "no moov box" };
      return { type: "video/mp4" };
    },
  };
}

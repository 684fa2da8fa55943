/**
 * What a file really is, from its bytes, fed chunk by chunk while it streams to disk.
 * JPEG: the magic FF D8 FF. MP4: an ISO base-media file whose first box is `ftyp` (at offset 4)
 * and whose top-level boxes follow each other exactly up to the end of the file, one of them a
 * `moov`. A truncated MP4 (a box running past the end) or trailing garbage is refused.
 */
import type { AcceptedFileType } from "../../common/contact/schema";

export interface SniffResult {
  type: AcceptedFileType | null;
  /** Why the bytes were refused, for logs. */
  reason?: string;
}

export interface Sniffer {
  push(chunk: Uint8Array): void;
  finish(): SniffResult;
}

const printable = (b: number) => b >= 0x20 && b <= 0x7e;

export function createSniffer(): Sniffer {
  let seen = 0;
  const head: number[] = [];
  let kind: "unknown" | "jpeg" | "mp4" | "other" = "unknown";
  // MP4 box walk: where the next top-level box header starts, and the header being collected.
  let nextBox = 0;
  let header: number[] | null = null;
  let headerNeed = 8;
  let toEnd = false;
  let broken: string | undefined;
  const boxes: string[] = [];

  function decide() {
    if (head.length < 3) return;
    if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) kind = "jpeg";
    else if (head.length >= 8 && String.fromCharCode(...head.slice(4, 8)) === "ftyp") kind = "mp4";
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
    push(chunk) {
      const start = seen;
      seen += chunk.length;
      for (let i = 0; head.length < 12 && i < chunk.length; i++) head.push(chunk[i]!);
      if (kind === "unknown") decide();
      if (kind === "mp4" || (kind === "unknown" && head.length < 8)) walk(chunk, start);
    },
    finish() {
      if (kind === "unknown") decide();
      if (kind === "jpeg") return { type: "image/jpeg" };
      if (kind !== "mp4") return { type: null, reason: "unknown signature" };
      if (broken) return { type: null, reason: broken };
      if (header) return { type: null, reason: "truncated box header" };
      if (!toEnd && nextBox !== seen) return { type: null, reason: nextBox > seen ? "truncated" : "trailing bytes" };
      if (!boxes.includes("moov")) return { type: null, reason: "no moov box" };
      return { type: "video/mp4" };
    },
  };
}

export function sniff(bytes: Uint8Array): SniffResult {
  const s = createSniffer();
  s.push(bytes);
  return s.finish();
}

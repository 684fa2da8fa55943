/**
 * Receives one editor upload (multipart/form-data: one file and a few text fields) with busboy,
 * enforcing every limit while the bytes stream: the file's size (busboy's fileSize), the number
 * and size of fields, the number of files and parts. The bytes go to a temporary file whose name
 * is generated here; the upload's own file name is never used for anything. On any refusal the
 * temporary file is deleted and the rest of the body read and thrown away.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, unlink } from "node:fs/promises";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";
import type { Readable } from "node:stream";
import busboy from "busboy";
import type { UploadError } from "../../../common/editor/upload-strings";

export interface ReceivedUpload {
  fields: Map<string, string>;
  /** `name` is the sender's own file name, cleaned: a label for the picker's list, never a path. */
  file: { tmpPath: string; size: number; sha256: string; head: Buffer; mp4: Mp4Verdict; name: string };
}

/** The contact form's MP4 walk (server/contact/file-check.ts), fed chunk by chunk. */
export interface Mp4Verdict {
  push(chunk: Uint8Array): void;
  finish(source: string | Buffer): Promise<{ type: string | null; reason?: string }>;
}

export interface ReceiveLimits {
  maxFileBytes: number;
  /** Names of the text fields the upload may carry (anything else is refused by name). */
  fieldNames: readonly string[];
  maxFieldBytes: number;
}

export type ReceiveResult =
  { ok: true; upload: ReceivedUpload } | { ok: false; status: 400 | 413; error: UploadError; detail?: string };

/** file-type reads at most this many bytes of a file's start. */
const HEAD_BYTES = 4100;

/** A generated name: lowercase letters and digits, usable as a media name and as a file name. */
export const generatedId = () => `u${Date.now().toString(36)}${randomBytes(6).toString("hex")}`;

export function receiveUpload(options: {
  headers: IncomingHttpHeaders;
  body: Readable;
  tmpDir: string;
  limits: ReceiveLimits;
  inspector: () => Mp4Verdict;
  /** The file field's name in the form. */
  fileField: string;
}): Promise<ReceiveResult> {
  const { body, limits } = options;
  return new Promise<ReceiveResult>((resolve) => {
    const fields = new Map<string, string>();
    let settled = false;
    let tmpPath: string | undefined;
    let fileSeen = false;
    let fileDone: Promise<ReceivedUpload["file"] | undefined> = Promise.resolve(undefined);

    const finish = (result: ReceiveResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    let refused = false;
    const refuse = (status: 400 | 413, error: UploadError, detail?: string) => {
      if (settled || refused) return;
      refused = true;
      body.unpipe(bb);
      // Ends the file's stream too, so its writer closes and deletes what it wrote; after the
      // current event (busboy still touches the file stream once its 'limit' listeners return).
      setImmediate(() => bb.destroy());
      body.on("data", () => undefined);
      body.resume();
      // The file's writer stops at its next chunk (or when its stream ends) and deletes what it wrote.
      const path = tmpPath;
      void fileDone
        .catch(() => undefined)
        .then(() => (path ? unlink(path).catch(() => undefined) : undefined))
        .then(() => finish({ ok: false, status, error, detail }));
    };

    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: options.headers,
        limits: {
          fileSize: limits.maxFileBytes,
          files: 1,
          // One over what the form has: busboy's limits count from zero; names and repeats are checked below.
          fields: limits.fieldNames.length + 1,
          fieldSize: limits.maxFieldBytes,
          parts: limits.fieldNames.length + 2,
          headerPairs: 20,
        },
      });
    } catch {
      body.resume();
      finish({ ok: false, status: 400, error: "not_multipart" });
      return;
    }

    bb.on("field", (name, value, info) => {
      if (!limits.fieldNames.includes(name)) return refuse(400, "unknown_field", name.slice(0, 80));
      if (info.valueTruncated) return refuse(413, "field_too_long", name);
      if (fields.has(name)) return refuse(400, "repeated_field", name);
      fields.set(name, value);
    });
    bb.on("file", (name, stream, info) => {
      // A refusal destroys busboy, which ends an unfinished file's stream with an error; until the
      // writer below iterates it (after the temporary file opens) nothing else would hear that
      // error, and an unheard one stops the server. The refusal itself is answered by refuse().
      stream.on("error", () => undefined);
      if (name !== options.fileField || fileSeen) {
        stream.resume();
        return refuse(400, name !== options.fileField ? "unknown_field" : "too_many_files", name.slice(0, 80));
      }
      fileSeen = true;
      const target = path.join(options.tmpDir, `${generatedId()}.part`);
      tmpPath = target;
      const mp4 = options.inspector();
      fileDone = (async () => {
        let spooled: Spooled;
        try {
          spooled = await spoolFile(stream, target, mp4, () => refused);
        } finally {
          if (refused) await unlink(target).catch(() => undefined);
        }
        if ((stream as unknown as { truncated?: boolean }).truncated) return undefined;
        return { tmpPath: target, ...spooled, mp4, name: cleanName(info.filename) };
      })();
      fileDone.catch(() => refuse(400, "not_received"));
      stream.on("limit", () => refuse(413, "file_too_large"));
    });
    bb.on("filesLimit", () => refuse(400, "too_many_files"));
    bb.on("fieldsLimit", () => refuse(400, "too_many_fields"));
    bb.on("partsLimit", () => refuse(400, "too_many_fields"));
    bb.on("error", () => refuse(400, "not_received"));
    bb.on("close", () => {
      void fileDone.then(
        (file) => {
          if (settled) return;
          if (!file) return refuse(400, fileSeen ? "file_too_large" : "no_file");
          // A file input left empty still sends a part, with no name and no bytes.
          if (file.size === 0) return refuse(400, "no_file");
          finish({ ok: true, upload: { fields, file } });
        },
        () => refuse(400, "not_received"),
      );
    });
    body.on("error", () => refuse(400, "not_received"));
    body.pipe(bb);
  });
}

export interface Spooled {
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  /** The first bytes, for file-type. */
  head: Buffer;
}

/**
 * Writes a sent file's stream to a new temporary file (`target`, never an existing one), hashing
 * it, keeping its first bytes and feeding the MP4 walk as the chunks pass; stops at the next chunk
 * once `stopped()` is true. Shared by the picker's upload (receiveUpload) and the item form's
 * (item-form.ts).
 */
export async function spoolFile(stream: Readable, target: string, mp4: Mp4Verdict, stopped: () => boolean): Promise<Spooled> {
  await mkdir(path.dirname(target), { recursive: true });
  const handle = await open(target, "wx", 0o600);
  const hash = createHash("sha256");
  const heads: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (stopped()) break;
      hash.update(chunk);
      mp4.push(chunk);
      if (headSize < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headSize);
        heads.push(Buffer.from(part));
        headSize += part.length;
      }
      size += chunk.length;
      await handle.write(chunk);
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  return { size, sha256: hash.digest("hex"), head: Buffer.concat(heads) };
}

/** The last segment of a sent file name, without control characters, at most 120 characters. */
export function cleanName(sent: string | undefined): string {
  const base = (sent ?? "").split(/[\\/]/).pop() ?? "";
  return [...base]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join("")
    .trim()
    .slice(0, 120);
}

/**
 * Receiving a contact message's files. Bytes go straight to a temporary file in
 * DATA_DIR/uploads/tmp while their hash and type (file-check.ts) are computed (a CV's hash comes
 * with its check, from the checker's runner process: ADR 0056); the size limit is
 * enforced as they stream (busboy's fileSize), so a file at the limit is refused at once and
 * its partial copy deleted. Each limit is refused with its own error (too many fields, text too
 * long, too many files, file too large, total too large); a refused body is never destroyed
 * here (that would reset the connection before the answer): what is left is read and thrown
 * away, and the answer closes the connection (server/http/refusals.ts). Nothing here is a committed message: store.ts moves the files to
 * their place and writes the rows only after everything is valid.
 */
import { createHash, type Hash } from "node:crypto";
import { createReadStream } from "node:fs";
import type { IncomingHttpHeaders } from "node:http";
import { mkdir, open, unlink } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import busboy from "busboy";
import { CONTACT_LIMITS, type FieldErrors } from "../../common/contact/schema";
import type { ContactRequestError } from "../../common/contact/messages";
import { createFileInspector, type FileInspector, type SniffResult } from "./file-check";
import { randomId } from "./signing";
import { createDepthScanner } from "../http/json-depth";
import { paced } from "../http/turns";

export interface ReceivedFile {
  tmpPath: string;
  filename: string;
  declaredType: string;
  size: number;
  sha256: string;
  sniffed: SniffResult;
}

export interface UploadProblem {
  status: 400 | 403 | 413 | 415;
  error: ContactRequestError | "honeypot";
  fields?: FieldErrors;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
  problem?: UploadProblem;
}

/** The file field's name, in the form and in multipart API requests. */
export const FILE_FIELD = "attachments";
/** Everything a request may carry: the files at their limit plus generous room for the fields. */
export const MAX_MULTIPART_BYTES = CONTACT_LIMITS.maxFiles * CONTACT_LIMITS.maxFileBytes + 1_000_000;
/** A JSON message carries its files as base64 data URLs (4/3 of their size): one large file fits. */
export const MAX_JSON_BYTES = Math.ceil((CONTACT_LIMITS.maxFileBytes * 4) / 3) + 256_000;

export async function removeFiles(files: Array<{ tmpPath: string }>): Promise<void> {
  await Promise.all(files.map((f) => unlink(f.tmpPath).catch(() => undefined)));
}

/** Keeps a file name readable and harmless: no path, no control characters, bounded length. */
export function cleanFilename(name: string, type: string | null): string {
  let base = path
    .basename(name.replace(/\\/g, "/"))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|*?:]/g, "")
    .trim();
  if (!base || base === "." || base === "..") base = "arquivo";
  if (base.length > 120) base = base.slice(0, 100) + base.slice(-20);
  const ext =
    type === "image/jpeg"
      ? /\.(jpe?g)$/i
      : type === "video/mp4"
        ? /\.(mp4|m4v)$/i
        : type === "application/pdf"
          ? /\.pdf$/i
          : null;
  if (ext && !ext.test(base)) base += type === "image/jpeg" ? ".jpg" : type === "video/mp4" ? ".mp4" : ".pdf";
  return base;
}

/** How much of a file is kept in memory before it is written (at most one batch per file being received). */
const WRITE_BATCH_BYTES = 256 * 1024;
/** …or this many pieces, whichever comes first: a body cut into tiny parts keeps few objects waiting. */
const WRITE_BATCH_PIECES = 64;

class TempFile {
  readonly tmpPath: string;
  /** Hashed as it arrives, unless the inspector's verdict brings the hash (a CV's: ADR 0056). */
  readonly hash: Hash | null;
  size = 0;
  discarded = false;
  private handle: Promise<Awaited<ReturnType<typeof open>>> | undefined;
  constructor(
    dir: string,
    readonly inspector: FileInspector = createFileInspector(),
  ) {
    this.tmpPath = path.join(dir, `${randomId(12)}.part`);
    this.hash = inspector.hashesAccepted ? null : createHash("sha256");
  }
  private file() {
    if (this.discarded) throw new Error("temporary file discarded");
    return (this.handle ??= open(this.tmpPath, "wx", 0o600));
  }
  /** Bytes received and not yet handed to the disk: written together, a few hundred kilobytes at a time. */
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  async write(chunk: Buffer) {
    this.hash?.update(chunk);
    this.inspector.push(chunk);
    this.size += chunk.length;
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    if (this.pendingBytes >= WRITE_BATCH_BYTES || this.pending.length >= WRITE_BATCH_PIECES) await this.flush();
  }
  /**
   * One write for many of the parser's pieces (a few kilobytes each): each write is a trip through
   * libuv's pool and back on the event loop, the server's one thread, which the visitor's pages share.
   */
  private async flush() {
    const handle = await this.file();
    const pieces = this.pending;
    this.pending = [];
    this.pendingBytes = 0;
    if (pieces.length) await handle.writev(pieces);
  }
  /** Flushes the bytes to the disk itself (fsync) before anyone is told they are safe. */
  async commit(): Promise<void> {
    await this.flush();
    const handle = await this.file();
    await handle.sync();
    await handle.close();
  }
  /** Idempotent: closes (after pending writes) and deletes the partial file. */
  async discard(): Promise<void> {
    this.discarded = true;
    const handle = this.handle;
    this.handle = undefined;
    if (handle) await (await handle.catch(() => undefined))?.close().catch(() => undefined);
    await unlink(this.tmpPath).catch(() => undefined);
  }
  /** After commit(): what the bytes are (decoding them from the file on disk). */
  async result(filename: string, declaredType: string): Promise<ReceivedFile> {
    const sniffed = await this.inspector.finish(this.tmpPath);
    // Without a hash of its own, a file accepted without one (its check's runner failed to read it)
    // is hashed from the disk here; a refused file is removed, its hash never needed.
    const sha256 = this.hash?.digest("hex") ?? sniffed.sha256 ?? (sniffed.type ? await hashOfFile(this.tmpPath) : "");
    return { tmpPath: this.tmpPath, filename, declaredType, size: this.size, sha256, sniffed };
  }
}

async function hashOfFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

const tooLarge = (field = FILE_FIELD): UploadProblem => ({
  status: 413,
  error: "file_too_large",
  fields: { [field]: ["file_size"] } as FieldErrors,
});
const tooMany = (field = FILE_FIELD): UploadProblem => ({
  status: 413,
  error: "too_many_files",
  fields: { [field]: ["too_many_files"] } as FieldErrors,
});
const tooManyFields = (): UploadProblem => ({ status: 413, error: "too_many_fields" });
const totalTooLarge = (): UploadProblem => ({ status: 413, error: "body_too_large" });

/** Form fields a request may carry: the form has eight; room for a few more, not for a flood. */
export const MAX_FIELDS = 20;
/** One text field's bytes (a 5,000-character message in UTF-8 is at most 20 KB). */
export const MAX_FIELD_BYTES = 64 * 1024;
/**
 * Everything that is not a file's bytes (fields, part headers, boundaries). busboy reports an
 * oversized field only when its part ends, so a field that never ends is caught by this count.
 */
export const MAX_NON_FILE_BYTES = MAX_FIELDS * MAX_FIELD_BYTES + 256 * 1024;

/**
 * Judged before reading: a declared length over the limit is refused at once (a 100 GB
 * Content-Length gets its answer without a byte being read).
 */
export function declaredTooLarge(contentLength: string | null, limit: number): boolean {
  if (!contentLength) return false;
  const n = Number(contentLength);
  return !Number.isFinite(n) || n > limit;
}

/**
 * Reads a multipart/form-data body. `gate` runs when the first file starts (the fields before it
 * have arrived: the form puts its hidden XSRF and honeypot fields first), so a request without a
 * valid token never writes a byte. Resolves as soon as the request is refused; what is left of the
 * body is read and thrown away.
 */
/** What one form's files may be: the contact form's by default (see MultipartLimits' users). */
export interface MultipartLimits {
  fileField: string;
  maxFileBytes: number;
  maxFiles: number;
  maxTotalBytes: number;
  /** Makes the inspector that decides what each file is. */
  inspector: () => FileInspector;
}

export const CONTACT_MULTIPART: MultipartLimits = {
  fileField: FILE_FIELD,
  maxFileBytes: CONTACT_LIMITS.maxFileBytes,
  maxFiles: CONTACT_LIMITS.maxFiles,
  maxTotalBytes: MAX_MULTIPART_BYTES,
  inspector: () => createFileInspector(),
};

export function receiveMultipart(options: {
  headers: Record<string, string | undefined>;
  body: Readable;
  tmpDir: string;
  gate?: (fields: Record<string, string>) => UploadProblem | null;
  limits?: MultipartLimits;
}): Promise<ReceivedForm> {
  const { tmpDir } = options;
  // Each piece in a turn of the loop's own: fifty uploads at once never hold up a visitor's page.
  const body = paced(options.body);
  const limits = options.limits ?? CONTACT_MULTIPART;
  return new Promise<ReceivedForm>((resolve) => {
    const fields: Record<string, string> = {};
    const files: ReceivedFile[] = [];
    const jobs: Promise<void>[] = [];
    let problem: UploadProblem | undefined;
    let settled = false;
    let gateChecked = false;
    // Files finish (fsync) in any order; they are reported in the order they were sent.
    let order = 0;
    const positions = new Map<string, number>();

    const settle = (form: ReceivedForm) => {
      if (settled) return;
      settled = true;
      resolve(form);
    };
    const live = new Set<TempFile>();
    // On the first problem: delete every file of this request (finished or still streaming), then answer.
    const fail = (p: UploadProblem) => {
      if (problem) return;
      problem = p;
      // Stop parsing and reading: the answer closes the connection, and what the client still
      // sends is thrown away after it (server/http/refusals.ts, closeUnreadBodies), not here.
      body.unpipe(bb);
      body.pause();
      void Promise.allSettled([...live].map((t) => t.discard()))
        .then(() => removeFiles(files))
        .then(() => settle({ fields, files: [], problem: p }));
    };

    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: options.headers as IncomingHttpHeaders,
        limits: {
          // busboy flags a file the moment it reaches this many bytes: exactly the rule
          // "under 25,000,000 bytes" (24,999,999 passes, 25,000,000 is refused at that byte).
          fileSize: limits.maxFileBytes,
          files: limits.maxFiles,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
          parts: MAX_FIELDS + limits.maxFiles,
          headerPairs: 20,
        },
      });
    } catch {
      body.resume();
      settle({ fields, files, problem: { status: 400, error: "bad_request" } });
      return;
    }

    let received = 0;
    let fileBytes = 0;
    body.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.maxTotalBytes) fail(totalTooLarge());
      // Files are consumed a little behind the body: their buffered bytes are part of the margin.
      else if (received - fileBytes > MAX_NON_FILE_BYTES) fail({ status: 413, error: "text_too_long" });
    });

    bb.on("field", (name, value, info) => {
      if (problem) return;
      if (info.valueTruncated || info.nameTruncated) {
        fail({ status: 413, error: "text_too_long", fields: { [name]: ["too_long"] } as FieldErrors });
        return;
      }
      if (!(name in fields)) fields[name] = value;
    });

    bb.on("file", (name, stream, info) => {
      if (problem || name !== limits.fileField) {
        stream.on("data", (chunk: Buffer) => (fileBytes += chunk.length));
        stream.resume();
        return;
      }
      if (!gateChecked) {
        gateChecked = true;
        const refused = options.gate?.(fields);
        if (refused) {
          stream.resume();
          fail(refused);
          return;
        }
      }
      const temp = new TempFile(tmpDir, limits.inspector());
      const position = order++;
      live.add(temp);
      // Refused the moment the file reaches the limit, not when its part ends.
      stream.on("limit", () => fail(tooLarge(limits.fileField)));
      const job = (async () => {
        try {
          for await (const chunk of stream as AsyncIterable<Buffer>) {
            fileBytes += chunk.length;
            if (!problem && !temp.discarded) await temp.write(chunk);
          }
          if (problem || (!info.filename && temp.size === 0)) {
            await temp.discard();
            return;
          }
          await temp.commit();
          if (problem) return await temp.discard();
          const received = await temp.result(info.filename ?? "", info.mimeType);
          if (problem) return await temp.discard();
          files.push(received);
          positions.set(temp.tmpPath, position);
        } catch {
          await temp.discard();
          fail({ status: 400, error: "bad_request" });
        } finally {
          if (temp.discarded) live.delete(temp);
        }
      })();
      jobs.push(job);
    });

    bb.on("filesLimit", () => fail(tooMany(limits.fileField)));
    bb.on("fieldsLimit", () => fail(tooManyFields()));
    bb.on("partsLimit", () => fail(tooManyFields()));
    bb.on("error", () => fail({ status: 400, error: "bad_request" }));
    bb.on("close", () => {
      if (problem) return;
      if (!gateChecked) {
        const refused = options.gate?.(fields);
        if (refused) return fail(refused);
      }
      void Promise.allSettled([...jobs]).then(() => {
        if (!problem) settle({ fields, files: files.sort((a, b) => positions.get(a.tmpPath)! - positions.get(b.tmpPath)!) });
      });
    });
    body.on("error", () => fail({ status: 400, error: "bad_request" }));
    body.pipe(bb);
  });
}

/**
 * Reads a JSON body up to `limit` bytes, refusing as soon as it is over (413) or nests deeper
 * than MAX_JSON_DEPTH (400): both are judged on each piece as it arrives, so the refusal comes
 * without waiting for the rest, and JSON.parse never sees a deep text.
 */
export function readJsonBody(body: Readable, limit = MAX_JSON_BYTES): Promise<{ value?: unknown; problem?: UploadProblem }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const depth = createDepthScanner();
    let size = 0;
    let done = false;
    const refuse = (problem: UploadProblem) => {
      done = true;
      chunks.length = 0;
      resolve({ problem });
      // The rest is read and thrown away while the answer goes out (server/http/refusals.ts).
      body.resume();
    };
    body.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) return refuse({ status: 413, error: "body_too_large" });
      if (!depth.feed(chunk)) return refuse({ status: 400, error: "too_deep" });
      chunks.push(chunk);
    });
    body.on("end", () => {
      if (done) return;
      done = true;
      try {
        resolve({ value: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
      } catch {
        resolve({ problem: { status: 400, error: "bad_request" } });
      }
    });
    body.on("error", () => {
      if (!done) resolve({ problem: { status: 400, error: "bad_request" } });
      done = true;
    });
  });
}

/**
 * JSON attachments ({ filename, path: data URL, cid }) written to temporary files,
 * through the same checks as uploaded files. The size is checked from the data URL's length
 * before decoding, so an oversized file is never written.
 */
export async function receiveDataUrlAttachments(list: unknown, tmpDir: string): Promise<ReceivedForm> {
  if (list === undefined || list === null) return { fields: {}, files: [] };
  if (!Array.isArray(list)) return { fields: {}, files: [], problem: { status: 400, error: "bad_request" } };
  if (list.length > CONTACT_LIMITS.maxFiles) return { fields: {}, files: [], problem: tooMany() };
  const files: ReceivedFile[] = [];
  for (const item of list as Array<Record<string, unknown>>) {
    const url = typeof item?.path === "string" ? item.path : "";
    const match = /^data:([\w.+/-]*)((?:;[\w.+-]+=[\w.+-]+)*)(;base64)?,/.exec(url.slice(0, 300));
    if (!match) {
      await removeFiles(files);
      return {
        fields: {},
        files: [],
        problem: { status: 400, error: "validation_failed", fields: { attachments: ["file_type"] } },
      };
    }
    const payload = url.slice(match[0].length);
    const estimated = match[3]
      ? Math.floor((payload.length * 3) / 4) - (payload.endsWith("==") ? 2 : payload.endsWith("=") ? 1 : 0)
      : payload.length;
    if (estimated >= CONTACT_LIMITS.maxFileBytes) {
      await removeFiles(files);
      return { fields: {}, files: [], problem: tooLarge() };
    }
    const bytes = match[3] ? Buffer.from(payload, "base64") : Buffer.from(decodeURIComponent(payload), "utf8");
    if (bytes.length >= CONTACT_LIMITS.maxFileBytes) {
      await removeFiles(files);
      return { fields: {}, files: [], problem: tooLarge() };
    }
    const temp = new TempFile(tmpDir);
    try {
      await temp.write(bytes);
      await temp.commit();
    } catch (error) {
      await temp.discard();
      await removeFiles(files);
      throw error;
    }
    files.push(await temp.result(typeof item.filename === "string" ? item.filename : "", match[1] ?? ""));
  }
  return { fields: {}, files };
}

export async function ensureDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
}

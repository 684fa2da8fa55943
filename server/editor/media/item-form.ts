/**
 * The item form posted as multipart/form-data: how a picture or clip is attached without
 * JavaScript. Each picker (app/editor/forms/MediaField.tsx) has a plain file input named
 * `media-upload:<field>` beside the field's hidden input `<field>` (the media's name). The whole
 * form streams through busboy: text fields within the item form's budgets, files to temporary
 * files in DATA_DIR within the upload limits. Only after the caller has checked the CSRF token is
 * each file made into the site's media (uploads.ts) and stored; its new name then replaces the
 * field's value, so the form reads as if the picture had been chosen. A refused file keeps the
 * field's old value and gives an error named by the field, for the form to show.
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { uploadMessage, type UploadError } from "../../../common/editor/upload-strings";
import { createFileInspector } from "../../contact/file-check";
import { cleanName, generatedId, spoolFile } from "./receive";
import type { EditorMedia } from "./uploads";

/** The file input's name for a field: `media-upload:image.file`, `media-upload:libras` (common/editor/media-picker.ts). */
export const UPLOAD_PREFIX = "media-upload:";

export interface UploadFieldError {
  name: string;
  message: { pt: string; en: string };
}

const uploadErrors = new WeakMap<FormData, UploadFieldError[]>();
/** The files of a multipart item form that were refused (empty for any other form). */
export const uploadErrorsOf = (form: FormData): UploadFieldError[] => uploadErrors.get(form) ?? [];

interface Received {
  field: string;
  tmpPath: string;
  size: number;
  sha256: string;
  head: Buffer;
  name: string;
  mp4: ReturnType<typeof createFileInspector>;
}

export type MultipartRead =
  { ok: true; form: FormData; files: Received[] } | { ok: false; status: 400 | 413; error: UploadError; field?: string };

/** At most this many files in one form (every picture and clip field of an item, with room). */
const MAX_FILES = 20;
/** Reads the multipart body: fields into a FormData, files to temporary files (nothing made yet). */
export function readMultipartForm(
  request: { headers: Headers; body: ReadableStream<Uint8Array> | null },
  options: { media: EditorMedia; maxFieldBytes: number; maxFields: number; maxTotalFieldBytes: number },
): Promise<MultipartRead> {
  const headers = Object.fromEntries(request.headers.entries());
  const { limits } = options.media;
  const maxFileBytes = Math.max(limits.maxImageBytes, limits.maxClipBytes);
  const tmpDir = options.media.stagingDir;
  return new Promise((resolve) => {
    const form = new FormData();
    const files: Received[] = [];
    const writes: Array<Promise<void>> = [];
    let fieldBytes = 0;
    let settled = false;
    let bb: busboy.Busboy;
    const body = request.body ? Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>) : Readable.from([]);
    const fail = (status: 400 | 413, error: UploadError, field?: string) => {
      if (settled) return;
      settled = true;
      body.unpipe(bb);
      setImmediate(() => bb.destroy());
      body.resume();
      void Promise.allSettled(writes).then(async () => {
        await Promise.all(files.map((f) => rm(f.tmpPath, { force: true })));
        resolve({ ok: false, status, error, field });
      });
    };
    try {
      bb = busboy({
        headers,
        limits: {
          fileSize: maxFileBytes,
          files: MAX_FILES,
          fields: options.maxFields,
          fieldSize: options.maxFieldBytes,
          headerPairs: 20,
        },
      });
    } catch {
      body.resume();
      resolve({ ok: false, status: 400, error: "not_multipart" });
      return;
    }
    bb.on("field", (name, value, info) => {
      if (info.valueTruncated) return fail(413, "field_too_long", name.slice(0, 80));
      fieldBytes += value.length + name.length;
      if (fieldBytes > options.maxTotalFieldBytes) return fail(413, "too_many_fields");
      form.append(name, value);
    });
    bb.on("file", (name, stream, info) => {
      // As in receive.ts: fail() destroys busboy, which ends an unfinished file's stream with an
      // error before its writer may be listening; fail() answers, this keeps the error heard.
      stream.on("error", () => undefined);
      if (!name.startsWith(UPLOAD_PREFIX)) {
        stream.resume();
        return fail(400, "unknown_field", name.slice(0, 80));
      }
      const field = name.slice(UPLOAD_PREFIX.length);
      const target = path.join(tmpDir, `${generatedId()}.part`);
      const mp4 = createFileInspector();
      const write = (async () => {
        const spooled = await spoolFile(stream, target, mp4, () => settled).catch(async (error: unknown) => {
          await rm(target, { force: true });
          throw error;
        });
        const received = { field, tmpPath: target, ...spooled, name: cleanName(info.filename), mp4 };
        // An input left empty sends a part with no name and no bytes: nothing chosen.
        if (spooled.size === 0) await rm(target, { force: true });
        else files.push(received);
      })();
      writes.push(write.catch(() => fail(400, "not_received")));
      stream.on("limit", () => fail(413, "file_too_large", field));
    });
    bb.on("filesLimit", () => fail(400, "too_many_files"));
    bb.on("fieldsLimit", () => fail(400, "too_many_fields"));
    bb.on("error", () => fail(400, "not_received"));
    bb.on("close", () => {
      void Promise.all(writes).then(() => {
        if (settled) return;
        settled = true;
        resolve({ ok: true, form, files });
      });
    });
    body.on("error", () => fail(400, "not_received"));
    body.pipe(bb);
  });
}

/**
 * Makes and stores each received file, then puts its new name in its field; a refused file leaves
 * the field as it was and an error under the field's name (uploadErrorsOf). Temporary files go.
 */
export async function attachUploads(
  read: Extract<MultipartRead, { ok: true }>,
  media: EditorMedia,
  by: string,
): Promise<FormData> {
  const errors: UploadFieldError[] = [];
  const { form } = read;
  for (const file of read.files) {
    try {
      const upload = { fields: new Map<string, string>(), file: { ...file } };
      const kind = file.field.endsWith(".file") ? "image" : "clip";
      const result = kind === "image" ? await media.makeImage(upload, by) : await media.makeClip(upload, by);
      if (result.ok) form.set(file.field, result.name);
      else errors.push({ name: file.field, message: uploadMessage(result.error) });
    } finally {
      await rm(file.tmpPath, { force: true });
    }
  }
  uploadErrors.set(form, errors);
  return form;
}

/** Removes what a refused form (a wrong CSRF token) received. */
export async function discardUploads(read: Extract<MultipartRead, { ok: true }>): Promise<void> {
  await Promise.all(read.files.map((f) => rm(f.tmpPath, { force: true })));
}

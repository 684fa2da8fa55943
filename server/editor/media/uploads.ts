/**
 * The editor's media uploads: an image (JPEG, PNG or WebP) becomes the site's responsive variants
 * (the widths, formats and encoder settings of ./encoding.ts), a Libras clip (MP4) becomes the
 * site's clip (the same file's H.264 settings, 480×360, and a WebP poster). What a file is, is
 * decided from its bytes: file-type names the format, then the image must decode completely
 * (sharp, with a pixel limit against decode bombs) or the MP4's boxes must walk to its end (the
 * contact form's check) and ffprobe must find a video stream.
 *
 * Nothing half-made is public: every output is made under a staging folder (in DATA_DIR) named by
 * a generated id, then stored in the shared store (./store.ts, the database) in one transaction.
 * Names come from the id, never from the upload; the sender's file name is kept as a label only.
 *
 * The routes behind the editor's session and CSRF check (./http.ts, ./item-form.ts) call
 * `receiveImage` / `receiveClip`; `imageHandler` / `clipHandler` answer JSON (tests).
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";
import type { Readable } from "node:stream";
import type { Request, Response } from "express";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import {
  CLIP_H,
  CLIP_W,
  dominant,
  encode,
  ENCODER,
  EXT,
  FFMPEG_OUT,
  FORMATS,
  FPS,
  POSTER_WEBP,
  widthsFor,
  type Format,
} from "./encoding";
import { formLangs, type FormLang } from "../../../common/editor/form-model";
import { uploadMessage, type UploadError } from "../../../common/editor/upload-strings";
import type { Localized } from "../../../common/content/schema";
import { createFileInspector } from "../../contact/file-check";
import { generatedId, receiveUpload, type ReceiveResult, type ReceivedUpload } from "./receive";
import type { MediaStore, UploadedClip, UploadedImage } from "./store";

export interface MediaLimits {
  maxImageBytes: number;
  /** Decode-bomb guard: a small file may claim a huge canvas; libvips refuses before allocating it. */
  maxImagePixels: number;
  minImageWidth: number;
  maxClipBytes: number;
  maxClipSeconds: number;
}

export const defaultMediaLimits: MediaLimits = {
  maxImageBytes: 15 * 1024 * 1024,
  maxImagePixels: 40_000_000,
  minImageWidth: 320,
  maxClipBytes: 200 * 1024 * 1024,
  maxClipSeconds: 600,
};

/** The upload forms' field names. */
export const UPLOAD_FILE_FIELD = "file";
export const altFieldNames = formLangs.map((l) => `alt.${l}`);

type Src = { w: number; src: string };
export type { UploadedClip, UploadedImage };

export type UploadFailure = { ok: false; status: 400 | 413 | 415 | 500; error: UploadError; detail?: string };
export type ImageUploadResult = { ok: true; name: string; image: UploadedImage; alt: Partial<Localized> } | UploadFailure;
export type ClipUploadResult = { ok: true; name: string; clip: UploadedClip } | UploadFailure;

interface UploadRequest {
  headers: IncomingHttpHeaders;
  body: Readable;
  /** Who uploads (the editor's e-mail), kept with the media. */
  by?: string;
}

const imageTypes = new Set(["image/jpeg", "image/png", "image/webp"]);
const languageNames: Record<FormLang, string> = { pt: "português", en: "English", es: "español" };

export function createEditorMedia(options: {
  /** The shared store the made files go to (./store.ts). */
  store: MediaStore;
  /** Where uploads are received and made (in DATA_DIR; never the code folder). */
  stagingDir: string;
  limits?: Partial<MediaLimits>;
  /** Alt texts the image upload must carry (the old separate form asked for all three). */
  requireAlt?: boolean;
}) {
  const limits = { ...defaultMediaLimits, ...options.limits };
  const staging = path.resolve(options.stagingDir);
  const { store } = options;

  /** Makes the outputs in staging/<id>/, then stores them whole; the folder goes either way. */
  async function publishFolder(
    id: string,
    make: (dir: string) => Promise<void>,
    keep: (dir: string) => Promise<void>,
  ): Promise<void> {
    const work = path.join(staging, id);
    await mkdir(work, { recursive: true });
    try {
      await make(work);
      await keep(work);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  async function receiveImage(req: UploadRequest): Promise<ImageUploadResult> {
    const received = await receiveUpload({
      headers: req.headers,
      body: req.body,
      tmpDir: staging,
      limits: { maxFileBytes: limits.maxImageBytes, fieldNames: altFieldNames, maxFieldBytes: 2000 },
      inspector: createFileInspector,
      fileField: UPLOAD_FILE_FIELD,
    });
    if (!received.ok) return received;
    return makeImage(received.upload, req.by);
  }

  /** An image already received (from the upload route or the item form's own file field). */
  async function makeImage(upload: ReceivedUpload, by?: string): Promise<ImageUploadResult> {
    const { file, fields } = upload;
    try {
      const missing = formLangs.filter((l) => !(fields.get(`alt.${l}`) ?? "").trim());
      if (options.requireAlt && missing.length)
        return { ok: false, status: 400, error: "alt_missing", detail: missing.map((l) => languageNames[l]).join(", ") };
      const found = await fileTypeFromBuffer(file.head).catch(() => undefined);
      if (!found || !imageTypes.has(found.mime)) return { ok: false, status: 415, error: "image_type", detail: found?.mime };
      try {
        // Every pixel decoded (stats) without keeping the image; a premature end or corrupt data fails.
        await sharp(file.tmpPath, { failOn: "warning", limitInputPixels: limits.maxImagePixels, sequentialRead: true }).stats();
      } catch (error) {
        const message = (error as Error).message;
        return /pixel limit/i.test(message)
          ? { ok: false, status: 413, error: "image_too_many_pixels" }
          : { ok: false, status: 415, error: "image_damaged", detail: message };
      }
      const id = generatedId();
      const name = `editor/${id}`;
      const fp = createHash("sha256")
        .update(`${file.sha256}\u0000${JSON.stringify(ENCODER)}`)
        .digest("hex")
        .slice(0, 8);
      // The base: upright (EXIF orientation), on white as the site's variants are, no wider than the largest variant.
      const { data: base, info } = await sharp(file.tmpPath, { limitInputPixels: limits.maxImagePixels })
        .rotate()
        .resize({ width: 1280, withoutEnlargement: true })
        .flatten({ background: "#ffffff" })
        .png({ compressionLevel: 1 })
        .toBuffer({ resolveWithObject: true });
      if (info.width < limits.minImageWidth) return { ok: false, status: 400, error: "image_too_small" };
      const folder = `img/editor/${id}`;
      const sources = {} as Record<Format, Src[]>;
      for (const fmt of FORMATS)
        sources[fmt] = widthsFor(info.width).map((w) => ({ w, src: `${folder}/${id}.${fp}.${w}.${EXT[fmt]}` }));
      const image: UploadedImage = { width: info.width, height: info.height, color: "#ffffff", sources };
      await publishFolder(
        id,
        async (work) => {
          for (const fmt of FORMATS) {
            for (const s of sources[fmt]) {
              const h = Math.round((info.height * s.w) / info.width);
              await writeFile(path.join(work, path.basename(s.src)), await encode(base, s.w, h, fmt));
            }
          }
          image.color = await dominant(await readFile(path.join(work, path.basename(sources.jpeg[0]!.src))));
        },
        (work) =>
          store.save({
            name,
            kind: "image",
            entry: image,
            label: file.name,
            createdBy: by,
            files: FORMATS.flatMap((fmt) => sources[fmt].map((s) => s.src)),
            dir: work,
          }),
      );
      const alt = Object.fromEntries(
        formLangs.map((l) => [l, (fields.get(`alt.${l}`) ?? "").trim()]).filter(([, v]) => v),
      ) as Partial<Localized>;
      return { ok: true, name, image, alt };
    } catch (error) {
      return { ok: false, status: 500, error: "processing_failed", detail: (error as Error).message };
    } finally {
      await rm(file.tmpPath, { force: true });
    }
  }

  async function receiveClip(req: UploadRequest): Promise<ClipUploadResult> {
    const received: ReceiveResult = await receiveUpload({
      headers: req.headers,
      body: req.body,
      tmpDir: staging,
      limits: { maxFileBytes: limits.maxClipBytes, fieldNames: [], maxFieldBytes: 1 },
      inspector: createFileInspector,
      fileField: UPLOAD_FILE_FIELD,
    });
    if (!received.ok) return received;
    return makeClip(received.upload, req.by);
  }

  /** A clip already received (from the upload route or the item form's own file field). */
  async function makeClip(upload: ReceivedUpload, by?: string): Promise<ClipUploadResult> {
    const { file } = upload;
    try {
      const verdict = await file.mp4.finish(file.tmpPath);
      if (verdict.type !== "video/mp4") {
        const claimsMp4 = (await fileTypeFromBuffer(file.head).catch(() => undefined))?.mime === "video/mp4";
        return { ok: false, status: 415, error: claimsMp4 ? "clip_damaged" : "clip_type", detail: verdict.reason };
      }
      const probe = await probeVideo(file.tmpPath);
      if (!probe) return { ok: false, status: 415, error: "clip_damaged", detail: "ffprobe found no video stream" };
      if (probe.duration > limits.maxClipSeconds) return { ok: false, status: 400, error: "clip_too_long" };
      const id = generatedId();
      const name = `editor/${id}`;
      const fp = createHash("sha256")
        .update(`${file.sha256}\u0000${FFMPEG_OUT.join(" ")}`)
        .digest("hex")
        .slice(0, 8);
      const folder = `libras/editor/${id}`;
      const clip: UploadedClip = { mp4: `${folder}/${id}.${fp}.mp4`, poster: `${folder}/${id}.${fp}.webp`, duration: 0 };
      await publishFolder(
        id,
        async (work) => {
          const mp4 = path.join(work, path.basename(clip.mp4));
          await transcode(file.tmpPath, mp4);
          const made = await probeVideo(mp4);
          if (!made) throw new Error("transcoded clip has no video");
          clip.duration = Math.round(made.duration * 10) / 10;
          const frame = await run("ffmpeg", [
            "-hide_banner",
            "-loglevel",
            "error",
            "-ss",
            String(made.duration * 0.42),
            "-i",
            mp4,
            "-frames:v",
            "1",
            "-f",
            "image2pipe",
            "-c:v",
            "png",
            "-",
          ]);
          // The site's posters: WebP at the pipeline's settings, as scripts/media/clips.ts's posterOf.
          await sharp(frame)
            .webp(POSTER_WEBP)
            .toFile(path.join(work, path.basename(clip.poster)));
        },
        (work) =>
          store.save({
            name,
            kind: "clip",
            entry: clip,
            label: file.name,
            createdBy: by,
            files: [clip.mp4, clip.poster],
            dir: work,
          }),
      );
      return { ok: true, name, clip };
    } catch (error) {
      return { ok: false, status: 500, error: "processing_failed", detail: (error as Error).message };
    } finally {
      await rm(file.tmpPath, { force: true });
    }
  }

  /** Express handlers answering JSON: 201 with the new media, or the refusal with both messages. */
  const answer = (res: Response, result: ImageUploadResult | ClipUploadResult) => {
    if (result.ok) return res.status(201).json(result);
    return res.status(result.status).json({
      ok: false,
      error: result.error,
      message: uploadMessage(
        result.error,
        result.detail &&
          result.error !== "processing_failed" &&
          result.error !== "image_damaged" &&
          result.error !== "clip_damaged"
          ? result.detail
          : undefined,
      ),
    });
  };

  return {
    store,
    stagingDir: staging,
    limits,
    receiveImage,
    receiveClip,
    makeImage,
    makeClip,
    imageHandler: async (req: Request, res: Response) => answer(res, await receiveImage({ headers: req.headers, body: req })),
    clipHandler: async (req: Request, res: Response) => answer(res, await receiveClip({ headers: req.headers, body: req })),
  };
}
export type EditorMedia = ReturnType<typeof createEditorMedia>;

/** Runs a tool and resolves with its standard output; rejects on a non-zero exit or after `timeoutMs`. */
function run(command: string, args: string[], timeoutMs = 10 * 60_000): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    let err = "";
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.stdout.on("data", (d: Buffer) => out.push(d));
    child.stderr.on("data", (d: Buffer) => (err = (err + d.toString()).slice(-2000)));
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`${command} failed (${code}): ${err}`));
    });
  });
}

async function probeVideo(file: string): Promise<{ duration: number; width: number; height: number } | undefined> {
  try {
    const out = await run(
      "ffprobe",
      ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height:format=duration", "-of", "json", file],
      60_000,
    );
    const data = JSON.parse(out.toString()) as {
      streams?: Array<{ width?: number; height?: number }>;
      format?: { duration?: string };
    };
    const stream = data.streams?.[0];
    const duration = Number(data.format?.duration);
    if (!stream?.width || !stream.height || !Number.isFinite(duration) || duration <= 0) return undefined;
    return { duration, width: stream.width, height: stream.height };
  } catch {
    return undefined;
  }
}

/** The site's clip settings: 480×360 (letterboxed on white), 25 fps, H.264 main, faststart, no audio. */
function transcode(input: string, output: string): Promise<Buffer> {
  const fit = `scale=${CLIP_W}:${CLIP_H}:force_original_aspect_ratio=decrease,pad=${CLIP_W}:${CLIP_H}:(ow-iw)/2:(oh-ih)/2:white,fps=${FPS}`;
  return run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", "-i", input, "-vf", fit, ...FFMPEG_OUT, "-f", "mp4", output]);
}

/**
 * The editor's media uploads: an image (JPEG, PNG or WebP) becomes the site's responsive variants
 * (the widths, formats and encoder settings of scripts/media/raster.ts), a Libras clip (MP4)
 * becomes the site's clip (the H.264 settings of scripts/media/clips.ts, 480×360, and a WebP
 * poster). What a file is, is decided from its bytes: file-type names the format, then the image
 * must decode completely (sharp, with a pixel limit against decode bombs) or the MP4's boxes must
 * walk to its end (the contact form's check) and ffprobe must find a video stream.
 *
 * Nothing half-made is public: every output is written under a staging folder named by a
 * generated id, and the whole folder is renamed into the media folder only when complete; then the
 * entry is added to `editor-manifest.json` (written to a temporary file and renamed). Names come
 * from the id, never from the upload.
 *
 * The lead mounts `imageHandler` / `clipHandler` on Express routes behind the editor's session
 * and CSRF check; `receiveImage` / `receiveClip` give the same results to a route that renders.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import type { IncomingHttpHeaders } from "node:http";
import path from "node:path";
import type { Readable } from "node:stream";
import type { Request, Response } from "express";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { FFMPEG_OUT, CLIP_H, CLIP_W, FPS } from "../../../scripts/media/clips.ts";
import { dominant, encode, ENCODER, EXT, FORMATS, widthsFor, type Format } from "../../../scripts/media/raster.ts";
import { formLangs, type FormLang } from "../../../common/editor/form-model";
import { uploadMessage, type UploadError } from "../../../common/editor/upload-strings";
import type { Localized } from "../../../common/content/schema";
import { createFileInspector } from "../../contact/file-check";
import { generatedId, receiveUpload, type ReceiveResult } from "./receive";

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
export interface UploadedImage {
  width: number;
  height: number;
  color: string;
  sources: Record<Format, Src[]>;
}
export interface UploadedClip {
  mp4: string;
  poster: string;
  duration: number;
}
export interface EditorManifest {
  images: Record<string, UploadedImage>;
  clips: Record<string, UploadedClip>;
}

export type UploadFailure = { ok: false; status: 400 | 413 | 415 | 500; error: UploadError; detail?: string };
export type ImageUploadResult = { ok: true; name: string; image: UploadedImage; alt: Localized } | UploadFailure;
export type ClipUploadResult = { ok: true; name: string; clip: UploadedClip } | UploadFailure;

interface UploadRequest {
  headers: IncomingHttpHeaders;
  body: Readable;
}

const imageTypes = new Set(["image/jpeg", "image/png", "image/webp"]);
const languageNames: Record<FormLang, string> = { pt: "português", en: "English", es: "español" };

export function createEditorMedia(options: {
  /** The site's media folder (content/media): variants go under img/editor/ and libras/editor/. */
  mediaDir: string;
  /** Where uploads are received and made; on the media folder's file system (renames). */
  stagingDir?: string;
  limits?: Partial<MediaLimits>;
}) {
  const limits = { ...defaultMediaLimits, ...options.limits };
  const mediaDir = path.resolve(options.mediaDir);
  const staging = path.resolve(options.stagingDir ?? path.join(mediaDir, ".staging"));
  const manifestFile = path.join(mediaDir, "editor-manifest.json");
  let manifestQueue: Promise<unknown> = Promise.resolve();

  /** Adds entries to the editor's manifest, one writer at a time, atomically. */
  function record(update: (m: EditorManifest) => void): Promise<void> {
    const next = manifestQueue.then(async () => {
      const manifest = await readManifest(manifestFile);
      update(manifest);
      const tmp = `${manifestFile}.${generatedId()}.tmp`;
      await writeFile(tmp, JSON.stringify(manifest, null, 2) + "\n");
      await rename(tmp, manifestFile);
    });
    manifestQueue = next.catch(() => undefined);
    return next;
  }

  /** Makes the outputs in staging/<id>/, then renames that folder into place as a whole. */
  async function publishFolder(id: string, destination: string, make: (dir: string) => Promise<void>): Promise<void> {
    const work = path.join(staging, id);
    await mkdir(work, { recursive: true });
    try {
      await make(work);
      await mkdir(path.dirname(destination), { recursive: true });
      await rename(work, destination);
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
    const { file, fields } = received.upload;
    try {
      const missing = formLangs.filter((l) => !(fields.get(`alt.${l}`) ?? "").trim());
      if (missing.length)
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
      let color = "#ffffff";
      await publishFolder(id, path.join(mediaDir, folder), async (work) => {
        for (const fmt of FORMATS) {
          for (const s of sources[fmt]) {
            const h = Math.round((info.height * s.w) / info.width);
            await writeFile(path.join(work, path.basename(s.src)), await encode(base, s.w, h, fmt));
          }
        }
        color = await dominant(await readFile(path.join(work, path.basename(sources.jpeg[0]!.src))));
      });
      const image: UploadedImage = { width: info.width, height: info.height, color, sources };
      await record((m) => {
        m.images[name] = image;
      });
      const alt = Object.fromEntries(formLangs.map((l) => [l, fields.get(`alt.${l}`)!.trim()])) as Localized;
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
    const { file } = received.upload;
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
      await publishFolder(id, path.join(mediaDir, folder), async (work) => {
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
        // The site's posters: WebP at the same settings as scripts/media/clips.ts's posterOf.
        await sharp(frame)
          .webp({ quality: 78, effort: 6 })
          .toFile(path.join(work, path.basename(clip.poster)));
      });
      await record((m) => {
        m.clips[name] = clip;
      });
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
    manifestFile,
    receiveImage,
    receiveClip,
    imageHandler: async (req: Request, res: Response) => answer(res, await receiveImage({ headers: req.headers, body: req })),
    clipHandler: async (req: Request, res: Response) => answer(res, await receiveClip({ headers: req.headers, body: req })),
  };
}
export type EditorMedia = ReturnType<typeof createEditorMedia>;

async function readManifest(file: string): Promise<EditorManifest> {
  try {
    const data = JSON.parse(await readFile(file, "utf8")) as Partial<EditorManifest>;
    return { images: data.images ?? {}, clips: data.clips ?? {} };
  } catch {
    return { images: {}, clips: {} };
  }
}

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

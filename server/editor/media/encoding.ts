/**
 * The site's one encoding pipeline for pictures and Libras clips: the responsive widths, the
 * formats and their encoder settings, the clip's size, frame rate and H.264 settings, the poster's
 * WebP settings. The editor's uploads (uploads.ts) and `npm run media:generate` (scripts/media/)
 * both use these, so scripts call the product and never the other way round. The settings are part
 * of every file's fingerprint: change one and every file is made again.
 */
import sharp from "sharp";

export const WIDTHS = [320, 640, 960, 1280];
export const FORMATS = ["avif", "webp", "jpeg"] as const;
export type Format = (typeof FORMATS)[number];
export const EXT: Record<Format, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** Settings are part of the fingerprint: change them and every file is regenerated. */
export const ENCODER = {
  avif: { quality: 60, effort: 4, chromaSubsampling: "4:2:0" },
  webp: { quality: 90, effort: 5, smartSubsample: true },
  jpeg: { quality: 85, mozjpeg: true, progressive: true },
} as const;

/** Widths from WIDTHS below the intrinsic width, plus the intrinsic width itself (at most 1280). */
export function widthsFor(w: number): number[] {
  const ws = WIDTHS.filter((x) => x < w);
  if (w <= 1280) ws.push(w);
  else ws.push(1280);
  return ws;
}

/** One variant of a base image (PNG, flattened on white) at one width and format. */
export async function encode(base: Buffer, width: number, height: number, fmt: Format): Promise<Buffer> {
  let img = sharp(base).resize(width, height, { kernel: "lanczos3" });
  if (fmt === "avif") img = img.avif(ENCODER.avif);
  else if (fmt === "webp") img = img.webp(ENCODER.webp);
  else img = img.jpeg(ENCODER.jpeg);
  return img.toBuffer();
}

/** The image's dominant colour (#rrggbb), painted while it loads. */
export async function dominant(buf: Buffer): Promise<string> {
  const { dominant: d } = await sharp(buf).stats();
  return "#" + [d.r, d.g, d.b].map((v) => v.toString(16).padStart(2, "0")).join("");
}

/** Libras clips: 480×360, 25 frames a second. */
export const CLIP_W = 480;
export const CLIP_H = 360;
export const FPS = 25;
/** A key frame every 100 frames (the sample clips' whole length of 4 s). */
export const CLIP_GOP = 100;

/** ffmpeg's output settings of every clip; part of each clip's fingerprint. */
// prettier-ignore
export const FFMPEG_OUT = [
  "-an", "-c:v", "libx264", "-preset", "slow", "-tune", "animation", "-crf", "30",
  "-profile:v", "main", "-level", "3.0", "-pix_fmt", "yuv420p", "-g", String(CLIP_GOP),
  "-threads", "1", "-x264-params", "threads=1",
  "-movflags", "+faststart", "-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact",
];

/** A clip's poster: one frame as WebP. */
export const POSTER_WEBP = { quality: 78, effort: 6 } as const;

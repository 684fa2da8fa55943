/** Rasterises an SVG to responsive AVIF / WebP / JPEG variants with sharp. */
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

/** Widths from WIDTHS below the intrinsic width, plus the intrinsic width itself. */
export function widthsFor(w: number): number[] {
  const ws = WIDTHS.filter((x) => x < w);
  if (w <= 1280) ws.push(w);
  else ws.push(1280);
  return ws;
}

export async function renderBase(svg: string, w: number, h: number): Promise<Buffer> {
  // render at the intrinsic size; flatten on white (JPEG has no alpha)
  return sharp(Buffer.from(svg), { density: 72 })
    .resize(w, h)
    .flatten({ background: "#ffffff" })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

export async function encode(base: Buffer, width: number, height: number, fmt: Format): Promise<Buffer> {
  let img = sharp(base).resize(width, height, { kernel: "lanczos3" });
  if (fmt === "avif") img = img.avif(ENCODER.avif);
  else if (fmt === "webp") img = img.webp(ENCODER.webp);
  else img = img.jpeg(ENCODER.jpeg);
  return img.toBuffer();
}

export async function dominant(buf: Buffer): Promise<string> {
  const { dominant: d } = await sharp(buf).stats();
  return "#" + [d.r, d.g, d.b].map((v) => v.toString(16).padStart(2, "0")).join("");
}

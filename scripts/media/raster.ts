/**
 * Rasterises an SVG to the base image the responsive AVIF / WebP / JPEG variants are made from;
 * the widths, formats and encoder settings are the product's (server/editor/media/encoding.ts).
 */
import sharp from "sharp";

export { ENCODER, EXT, FORMATS, WIDTHS, dominant, encode, widthsFor, type Format } from "../../server/editor/media/encoding.ts";

export async function renderBase(svg: string, w: number, h: number): Promise<Buffer> {
  // render at the intrinsic size; flatten on white (JPEG has no alpha)
  return sharp(Buffer.from(svg), { density: 72 })
    .resize(w, h)
    .flatten({ background: "#ffffff" })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

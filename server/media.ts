/**
 * Resolves logical media names (from content) to the fingerprinted files listed in
 * content/media/manifest.json, made by `npm run media:generate` and committed, and to what
 * editors uploaded (`editor/<id>`), which live in the shared store (server/editor/media/store.ts:
 * the database, indexed in memory on every instance and read again every second), never in the
 * code folder. Both are served under the same base (/media), with fingerprinted names.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ImageRef } from "../common/content/schema";
import type { Lang } from "../common/i18n/languages";
import type { LibrasVideo, ResolvedImage } from "../common/media";

interface Manifest {
  images: Record<
    string,
    { width: number; height: number; color: string; sources: Record<"avif" | "webp" | "jpeg", Array<{ w: number; src: string }>> }
  >;
  clips: Record<string, { mp4: string; poster: string; duration: number }>;
  assets: Record<string, string>;
}

/** The uploaded media's entries by name (the shared store's in-memory index). */
export interface UploadedMedia {
  image(name: string): Manifest["images"][string] | undefined;
  clip(name: string): Manifest["clips"][string] | undefined;
}

export function createMedia(options: { mediaDir: string; baseUrl: string; uploads?: UploadedMedia }) {
  const manifestFile = path.join(options.mediaDir, "manifest.json");
  const manifest: Manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest)
    : { images: {}, clips: {}, assets: {} };
  // Uploads exported with the content (npm run content:export; server/editor/media/export.ts).
  const exportedFile = path.join(options.mediaDir, "uploads.json");
  const exported = existsSync(exportedFile)
    ? (JSON.parse(readFileSync(exportedFile, "utf8")) as Pick<Manifest, "images" | "clips">)
    : { images: {}, clips: {} };
  Object.assign(manifest.images, exported.images);
  Object.assign(manifest.clips, exported.clips);
  const isEditorName = (name: string) => name.startsWith("editor/");
  const imageEntry = (name: string) => manifest.images[name] ?? (isEditorName(name) ? options.uploads?.image(name) : undefined);
  const clipEntry = (name: string) => manifest.clips[name] ?? (isEditorName(name) ? options.uploads?.clip(name) : undefined);
  const base = options.baseUrl.replace(/\/+$/, "");
  const url = (src: string) => `${base}/${src}`;
  const srcset = (list: Array<{ w: number; src: string }>) => list.map((s) => `${url(s.src)} ${s.w}w`).join(", ");

  return {
    dir: options.mediaDir,
    baseUrl: base,
    image(ref: ImageRef, lang: Lang): ResolvedImage | null {
      const entry = imageEntry(ref.file);
      if (!entry) return null;
      const jpeg = entry.sources.jpeg;
      const middle = jpeg[Math.min(1, jpeg.length - 1)] ?? jpeg[0];
      return {
        alt: ref.alt[lang],
        width: entry.width,
        height: entry.height,
        color: entry.color,
        avif: srcset(entry.sources.avif),
        webp: srcset(entry.sources.webp),
        jpeg: srcset(jpeg),
        src: middle ? url(middle.src) : "",
      };
    },
    /** A clip as a Libras video event carries it: the path relative to the media base, aws false. */
    clip(name: string | undefined): (LibrasVideo & { poster: string }) | null {
      if (!name) return null;
      const entry = clipEntry(name);
      if (!entry) return null;
      return { urlVideo: entry.mp4, aws: false, poster: url(entry.poster) };
    },
    /**
     * An image as the content API names it: `filename` is the path under the media base without
     * its extension, `filenameExtension` the lowercase extension. The largest JPEG is chosen, the
     * fallback format every client can show. Null when the manifest does not list the image.
     */
    imageFile(name: string): MediaFile | null {
      const jpeg = imageEntry(name)?.sources.jpeg ?? [];
      const largest = jpeg.reduce<{ w: number; src: string } | undefined>((a, b) => (!a || b.w > a.w ? b : a), undefined);
      return largest ? splitFile(largest.src) : null;
    },
    /** A Libras clip (its MP4) as the content API names it; null when absent. */
    clipFile(name: string | undefined): MediaFile | null {
      const entry = name ? clipEntry(name) : undefined;
      return entry ? splitFile(entry.mp4) : null;
    },
    asset(name: string): string {
      const src = manifest.assets[name];
      return src ? url(src) : "";
    },
  };
}
export type Media = ReturnType<typeof createMedia>;

/** A media file split the way the content API carries it. */
export interface MediaFile {
  filename: string;
  filenameExtension: string;
}

function splitFile(src: string): MediaFile {
  const clean = src.replace(/^\/+/, "");
  const dot = clean.lastIndexOf(".");
  const slash = clean.lastIndexOf("/");
  if (dot <= slash + 1) return { filename: clean, filenameExtension: "" };
  return { filename: clean.slice(0, dot), filenameExtension: clean.slice(dot + 1).toLowerCase() };
}

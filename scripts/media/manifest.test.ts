/**
 * The media manifest covers the content: every image and Libras clip the content files name is
 * in content/media/manifest.json, and every file the manifest names exists.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collect } from "./collect.ts";

const root = join(import.meta.dirname, "..", "..");
const content = join(root, "content");
const media = join(content, "media");
const manifestPath = join(media, "manifest.json");

interface Src {
  w: number;
  src: string;
}
interface Manifest {
  images: Record<string, { width: number; height: number; color: string; sources: Record<string, Src[]>; svg?: string }>;
  clips: Record<string, { mp4: string; poster: string; duration: number }>;
  assets: Record<string, string>;
}

const manifest: Manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const needs = collect(content);

describe("media manifest", () => {
  it("lists every image the content references", () => {
    const missing = [...needs.images.keys()].filter((n) => !manifest.images[n]);
    expect(missing).toEqual([]);
  });

  it("lists every Libras clip the content references", () => {
    const missing = [...needs.clips.keys()].filter((n) => !manifest.clips[n]);
    expect(missing).toEqual([]);
  });

  it("has the fixed assets", () => {
    for (const k of [
      "logo",
      "logoDark",
      "logoMono",
      "favicon",
      "appleTouch",
      "badgeWcag",
      "badgeHtml",
      "social/linkedin",
      "social/instagram",
      "social/youtube",
      "social/facebook",
      "ogImage",
      "releasePdf",
      "logosZip",
    ])
      expect(manifest.assets[k], k).toBeTruthy();
    for (const n of ["contato/mapa-desktop", "contato/mapa-mobile"]) expect(manifest.images[n], n).toBeTruthy();
  });

  it("names only files that exist and are not empty", () => {
    const files: string[] = [];
    for (const img of Object.values(manifest.images)) {
      expect(img.width).toBeGreaterThan(0);
      expect(img.height).toBeGreaterThan(0);
      expect(img.color).toMatch(/^#[0-9a-f]{6}$/);
      for (const fmt of ["avif", "webp", "jpeg"]) {
        expect(img.sources[fmt]?.length, fmt).toBeGreaterThan(0);
        for (const s of img.sources[fmt] ?? []) files.push(s.src);
      }
      if (img.svg) files.push(img.svg);
    }
    for (const c of Object.values(manifest.clips)) files.push(c.mp4, c.poster);
    files.push(...Object.values(manifest.assets));
    const missing = files.filter((f) => !existsSync(join(media, f)) || statSync(join(media, f)).size === 0);
    expect(missing).toEqual([]);
  });

  it("uses fingerprinted, relative paths", () => {
    const all = [
      ...Object.values(manifest.images).flatMap((i) =>
        Object.values(i.sources)
          .flat()
          .map((s) => s.src),
      ),
      ...Object.values(manifest.clips).flatMap((c) => [c.mp4, c.poster]),
      ...Object.values(manifest.assets),
    ];
    for (const p of all) expect(p).toMatch(/^[a-z0-9][a-z0-9/._-]*\.[0-9a-f]{8}\.[a-z0-9.]+$/);
  });
});

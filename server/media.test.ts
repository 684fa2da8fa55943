/**
 * Media names resolve through the generated manifest and through the editor's uploads
 * (editor-manifest.json), which change while the server runs: an upload is served as soon as its
 * manifest entry is written, without a restart.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createMedia } from "./media";

const dir = mkdtempSync(path.join(tmpdir(), "lead-media-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const image = (src: string) => ({
  width: 640,
  height: 480,
  color: "#123456",
  sources: {
    avif: [{ w: 320, src: `${src}.avif` }],
    webp: [{ w: 320, src: `${src}.webp` }],
    jpeg: [{ w: 320, src: `${src}.jpg` }],
  },
});
const alt = { pt: "Foto", en: "Photo", es: "Foto" };

describe("media names", () => {
  it("serves what the editor uploaded, read again when its manifest changes", () => {
    writeFileSync(
      path.join(dir, "manifest.json"),
      JSON.stringify({ images: { logo: image("img/logo") }, clips: {}, assets: {} }),
    );
    const media = createMedia({ mediaDir: dir, baseUrl: "/media" });
    expect(media.image({ file: "logo", alt }, "pt")?.src).toBe("/media/img/logo.jpg");
    expect(media.image({ file: "editor/u1", alt }, "pt")).toBeNull();

    writeFileSync(
      path.join(dir, "editor-manifest.json"),
      JSON.stringify({ images: { "editor/u1": image("img/editor/u1/u1") }, clips: {} }),
    );
    expect(media.image({ file: "editor/u1", alt }, "en")).toMatchObject({ alt: "Photo", src: "/media/img/editor/u1/u1.jpg" });
    expect(media.imageFile("editor/u1")).toEqual({ filename: "img/editor/u1/u1", filenameExtension: "jpg" });

    const clip = { mp4: "libras/editor/u2/u2.mp4", poster: "libras/editor/u2/u2.webp", duration: 3 };
    writeFileSync(
      path.join(dir, "editor-manifest.json"),
      JSON.stringify({ images: { "editor/u1": image("img/editor/u1/u1") }, clips: { "editor/u2": clip } }),
    );
    // A new modification time: the same size is fine, the file is read again.
    expect(media.clip("editor/u2")).toEqual({ urlVideo: clip.mp4, aws: false, poster: "/media/libras/editor/u2/u2.webp" });
    // Only editor/ names are looked up there.
    expect(media.clip("u2")).toBeNull();
  });
});

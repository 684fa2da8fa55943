/**
 * Media names resolve through the generated manifest and through the editor's uploads (the shared
 * store's index, server/editor/media/store.ts), which change while the server runs: an upload is
 * resolved as soon as the index knows it, without a restart.
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
  it("serves what the editor uploaded, as soon as the store's index knows it", () => {
    writeFileSync(
      path.join(dir, "manifest.json"),
      JSON.stringify({ images: { logo: image("img/logo") }, clips: {}, assets: {} }),
    );
    const images = new Map<string, ReturnType<typeof image>>();
    const clips = new Map<string, { mp4: string; poster: string; duration: number }>();
    const media = createMedia({
      mediaDir: dir,
      baseUrl: "/media",
      uploads: { image: (n) => images.get(n), clip: (n) => clips.get(n) },
    });
    expect(media.image({ file: "logo", alt }, "pt")?.src).toBe("/media/img/logo.jpg");
    expect(media.image({ file: "editor/u1", alt }, "pt")).toBeNull();

    images.set("editor/u1", image("img/editor/u1/u1"));
    expect(media.image({ file: "editor/u1", alt }, "en")).toMatchObject({ alt: "Photo", src: "/media/img/editor/u1/u1.jpg" });
    expect(media.imageFile("editor/u1")).toEqual({ filename: "img/editor/u1/u1", filenameExtension: "jpg" });

    const clip = { mp4: "libras/editor/u2/u2.mp4", poster: "libras/editor/u2/u2.webp", duration: 3 };
    clips.set("editor/u2", clip);
    clips.set("u2", clip);
    expect(media.clip("editor/u2")).toEqual({ urlVideo: clip.mp4, aws: false, poster: "/media/libras/editor/u2/u2.webp" });
    // Only editor/ names are looked up there.
    expect(media.clip("u2")).toBeNull();
  });
});

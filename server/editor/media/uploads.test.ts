/**
 * The editor's uploads over real HTTP (Express, fetch with FormData), real sharp and ffmpeg and a
 * real SQLite store: a good image becomes the site's variants, stored in the database and cached; files that lie about their type, a
 * truncated JPEG, a decode bomb, an oversized file, missing alt texts and path tricks in the file
 * name are refused or made harmless, and nothing of a refused upload is left anywhere.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../db/database";
import { migrateToLatest } from "../../db/migrate";
import { createMediaStore, type MediaStore } from "./store";
import { createEditorMedia } from "./uploads";

let root: string;
let dbDir: string;
let mediaDir: string;
let base: string;
let close: () => void;
let handle: DatabaseHandle;
let store: MediaStore;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "editor-media-"));
  dbDir = mkdtempSync(path.join(tmpdir(), "editor-media-db-"));
  // What the site serves: this instance's cache of the database's files.
  mediaDir = path.join(root, "media");
  handle = openDatabase({ database: { kind: "sqlite", file: path.join(dbDir, "lead.db") } });
  await migrateToLatest(handle);
  store = createMediaStore({ db: handle.db, cacheDir: mediaDir });
  const media = createEditorMedia({
    store,
    stagingDir: path.join(root, "staging"),
    requireAlt: true,
    limits: { maxImageBytes: 2_000_000, maxClipBytes: 3_000_000 },
  });
  const app = express();
  app.post("/image", media.imageHandler);
  app.post("/clip", media.clipHandler);
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await handle.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(dbDir, { recursive: true, force: true });
});

const alt = {
  "alt.pt": "Equipe reunida no laboratório",
  "alt.en": "Team gathered in the lab",
  "alt.es": "Equipo reunido en el laboratorio",
};

async function upload(
  kind: "image" | "clip",
  bytes: Buffer,
  filename: string,
  type: string,
  fields: Record<string, string> = kind === "image" ? alt : {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), filename);
  const res = await fetch(`${base}/${kind}`, { method: "POST", body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { message?: { pt: string; en: string } } };
}

/** Every file under the test's folder, relative to it (to prove nothing was left or escaped). */
const allFiles = (dir = root): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => statSync(path.join(dir, f)).isFile())
    .sort();
/** The stored files' rows: a refusal adds none. */
const storedFiles = async () => (await handle.db.selectFrom("media_file").select("path").execute()).length;

const photo = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${w}" height="${h}"><circle cx="${w / 2}" cy="${h / 2}" r="${h / 3}" fill="#fc0"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();

/** A PNG whose header claims width × height pixels, with a few bytes of data: a decode bomb's shape. */
function claimedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("images", () => {
  it("makes a good PNG into the site's variants, stored in the database and cached on disk", async () => {
    const { status, body } = await upload("image", await photo(1600, 900), "foto.png", "image/png");
    expect(status).toBe(201);
    const name = body.name as string;
    expect(name).toMatch(/^editor\/u[a-z0-9]+$/);
    const entry = store.image(name)!;
    expect([entry.width, entry.height]).toEqual([1280, 720]);
    expect(Object.keys(entry.sources)).toEqual(["avif", "webp", "jpeg"]);
    expect(entry.sources.jpeg.map((s) => s.w)).toEqual([320, 640, 960, 1280]);
    for (const s of Object.values(entry.sources).flat()) {
      const meta = await sharp(path.join(mediaDir, s.src)).metadata();
      expect(meta.width).toBe(s.w);
    }
    expect(entry.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(body.alt).toEqual({ pt: alt["alt.pt"], en: alt["alt.en"], es: alt["alt.es"] });
    // Nothing left in staging.
    expect(allFiles().filter((f) => f.startsWith("staging"))).toEqual([]);
    // The database holds every file whole: a fresh instance's cache is filled from it, byte for byte.
    const other = createMediaStore({ db: handle.db, cacheDir: path.join(dbDir, "other-cache") });
    await other.refresh();
    expect(other.image(name)).toEqual(entry);
    for (const s of Object.values(entry.sources).flat()) {
      const stream = await other.open(s.src);
      const chunks: Buffer[] = [];
      for await (const c of stream!) chunks.push(c as Buffer);
      expect(Buffer.concat(chunks).equals(readFileSync(path.join(mediaDir, s.src))), s.src).toBe(true);
    }
  });

  it("accepts JPEG and WebP too", async () => {
    const jpeg = await sharp(await photo(800, 600))
      .jpeg()
      .toBuffer();
    const webp = await sharp(await photo(800, 600))
      .webp()
      .toBuffer();
    expect((await upload("image", jpeg, "a.jpg", "image/jpeg")).status).toBe(201);
    expect((await upload("image", webp, "a.webp", "image/webp")).status).toBe(201);
  });

  describe("refusals leave nothing behind", () => {
    let before: string[];
    let rows: number;
    const expectNothingNew = async () => {
      expect(allFiles()).toEqual(before);
      expect(await storedFiles()).toBe(rows);
    };

    it("a PNG that is really HTML", async () => {
      before = allFiles();
      rows = await storedFiles();
      const { status, body } = await upload(
        "image",
        Buffer.from("<html><script>alert(1)</script></html>"),
        "foto.png",
        "image/png",
      );
      expect(status).toBe(415);
      expect(body.message).toEqual({
        pt: "A imagem precisa ser JPEG, PNG ou WebP (o conteúdo do arquivo, não só o nome).",
        en: "The image must be JPEG, PNG or WebP (the file's content, not just its name).",
      });
      await expectNothingNew();
    });

    it("a truncated JPEG", async () => {
      before = allFiles();
      rows = await storedFiles();
      const jpeg = await sharp(await photo(800, 600))
        .jpeg()
        .toBuffer();
      const { status, body } = await upload("image", jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), "cut.jpg", "image/jpeg");
      expect(status).toBe(415);
      expect(body.error).toBe("image_damaged");
      expect(body.message!.en).toBe("The image is damaged or incomplete and could not be read.");
      await expectNothingNew();
    });

    it("a decode bomb: a small PNG claiming 50,000 × 50,000 pixels", async () => {
      before = allFiles();
      rows = await storedFiles();
      const bomb = claimedPng(50_000, 50_000);
      expect(bomb.length).toBeLessThan(2000);
      const { status, body } = await upload("image", bomb, "bomb.png", "image/png");
      expect(status).toBe(413);
      expect(body.error).toBe("image_too_many_pixels");
      await expectNothingNew();
    });

    it("a file over the size limit, refused while it streams", async () => {
      before = allFiles();
      rows = await storedFiles();
      const big = Buffer.concat([await photo(400, 300), Buffer.alloc(2_100_000)]);
      const { status, body } = await upload("image", big, "big.png", "image/png");
      expect(status).toBe(413);
      expect(body.message!.pt).toBe("O arquivo passa do tamanho máximo.");
      await expectNothingNew();
    });

    it("an image without its alt text in every language", async () => {
      before = allFiles();
      rows = await storedFiles();
      const { status, body } = await upload("image", await photo(800, 600), "a.png", "image/png", {
        "alt.pt": "Uma foto",
        "alt.en": "A photo",
        "alt.es": "  ",
      });
      expect(status).toBe(400);
      expect(body.message).toEqual({
        pt: "Escreva o texto alternativo em español.",
        en: "Write the alternative text in español.",
      });
      await expectNothingNew();
    });

    it("a field the upload form does not have", async () => {
      before = allFiles();
      rows = await storedFiles();
      const { status, body } = await upload("image", await photo(800, 600), "a.png", "image/png", { ...alt, "../name": "x" });
      expect(status).toBe(400);
      expect(body.message!.en).toBe("The upload carried a field this form does not have: “../name”.");
      await expectNothingNew();
    });
  });

  it("path tricks in the file name are harmless: the stored names are generated", async () => {
    const before = allFiles();
    // A NUL in the part's header is not a valid multipart body at all: refused (nothing written).
    expect((await upload("image", await photo(640, 480), "a\u0000b.png", "image/png")).status).toBe(400);
    for (const trick of ["../../../etc/passwd.png", "..\\..\\evil.png", "/tmp/abs.png", "%2e%2e%2fx.png", "x.png/../../y"]) {
      const { status, body } = await upload("image", await photo(640, 480), trick, "image/png");
      expect(status, trick).toBe(201);
      expect(body.name as string).toMatch(/^editor\/u[a-z0-9]+$/);
    }
    const added = allFiles().filter((f) => !before.includes(f));
    expect(added.length).toBeGreaterThan(0);
    for (const f of added)
      expect(f, f).toMatch(/^media\/img\/editor\/u[a-z0-9]+\/u[a-z0-9]+\.[0-9a-f]{8}\.\d+\.(avif|webp|jpg)$/);
    expect(existsSync(path.join(root, "etc"))).toBe(false);
  });
});

describe("Libras clips", () => {
  const clipFile = (args: string[]) => {
    const out = path.join(root, `source-${Date.now()}.mp4`);
    execFileSync("ffmpeg", [
      "-hide_banner",
      "-loglevel",
      "error",
      "-f",
      "lavfi",
      "-i",
      "testsrc=size=320x240:rate=25:duration=1",
      ...args,
      "-pix_fmt",
      "yuv420p",
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      out,
    ]);
    const bytes = readFileSync(out);
    rmSync(out);
    return bytes;
  };

  it("transcodes a good MP4 into the site's clip and poster", async () => {
    const { status, body } = await upload("clip", clipFile([]), "sinal.mp4", "video/mp4");
    expect(status, JSON.stringify(body)).toBe(201);
    const clip = store.clip(body.name as string)!;
    expect(clip.mp4).toMatch(/^libras\/editor\/u[a-z0-9]+\/u[a-z0-9]+\.[0-9a-f]{8}\.mp4$/);
    expect(clip.duration).toBeCloseTo(1, 0);
    const probe = JSON.parse(
      execFileSync("ffprobe", [
        "-v",
        "error",
        "-show_entries",
        "stream=codec_name,width,height",
        "-of",
        "json",
        path.join(mediaDir, clip.mp4),
      ]).toString(),
    ) as { streams: Array<{ codec_name: string; width: number; height: number }> };
    expect(probe.streams).toEqual([{ codec_name: "h264", width: 480, height: 360 }]);
    expect((await sharp(path.join(mediaDir, clip.poster)).metadata()).format).toBe("webp");
  }, 120_000);

  it("an MP4 that lies: a JPEG named .mp4, an ftyp box followed by garbage", async () => {
    const before = allFiles();
    const jpeg = await sharp(await photo(400, 300))
      .jpeg()
      .toBuffer();
    const lie = await upload("clip", jpeg, "sinal.mp4", "video/mp4");
    expect(lie.status).toBe(415);
    expect(lie.body.message!.en).toBe("The clip must be MP4 (the file's content, not just its name).");

    const good = clipFile([]);
    const truncated = await upload("clip", good.subarray(0, Math.floor(good.length / 2)), "cut.mp4", "video/mp4");
    expect(truncated.status).toBe(415);
    expect(truncated.body.error).toBe("clip_damaged");

    const ftyp = Buffer.from("000000186674797069736f6d0000020069736f6d69736f32", "hex");
    const garbage = await upload(
      "clip",
      Buffer.concat([ftyp, Buffer.from("<script>alert(1)</script>".repeat(40))]),
      "x.mp4",
      "video/mp4",
    );
    expect(garbage.status).toBe(415);
    expect(allFiles()).toEqual(before);
  }, 60_000);
});

import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { elfBytes, tinyJpeg, tinyMp4 } from "../../tests/support/contact";
import { createFileInspector, inspectBytes as sniff } from "./file-check";

function inChunks(bytes: Buffer, size: number) {
  const s = createFileInspector();
  for (let i = 0; i < bytes.length; i += size) s.push(bytes.subarray(i, i + size));
  return s.finish(bytes);
}

function box(type: string, body: Buffer, size = 8 + body.length) {
  const h = Buffer.alloc(8);
  h.writeUInt32BE(size, 0);
  h.write(type, 4, "latin1");
  return Buffer.concat([h, body]);
}

describe("file check", () => {
  it("recognises a real JPEG and a real MP4, whatever the chunking", async () => {
    const jpeg = await tinyJpeg();
    const mp4 = tinyMp4();
    expect((await sniff(jpeg)).type).toBe("image/jpeg");
    expect((await sniff(mp4)).type).toBe("video/mp4");
    for (const size of [1, 3, 7, 8, 13, 64]) {
      expect((await inChunks(jpeg, size)).type, `jpeg in ${size}-byte chunks`).toBe("image/jpeg");
      expect((await inChunks(mp4, size)).type, `mp4 in ${size}-byte chunks`).toBe("video/mp4");
    }
  });

  it("refuses an executable, HTML and empty files", async () => {
    expect((await sniff(elfBytes())).type).toBeNull();
    expect((await sniff(Buffer.from("<!doctype html><html><script>alert(1)</script></html>"))).type).toBeNull();
    expect((await sniff(Buffer.alloc(0))).type).toBeNull();
    expect((await sniff(Buffer.from([0xff, 0xd8]))).type).toBeNull();
  });

  it("refuses a truncated MP4, trailing bytes and an MP4 without moov", async () => {
    const mp4 = tinyMp4();
    for (const cut of [1, 10, mp4.length - 30]) {
      expect(await sniff(mp4.subarray(0, mp4.length - cut)), `cut ${cut}`).toMatchObject({ type: null });
    }
    expect(await sniff(Buffer.concat([mp4, Buffer.from("junk")]))).toMatchObject({ type: null });
    expect(await sniff(Buffer.concat([mp4, Buffer.from("junkjunkjunk")]))).toMatchObject({ type: null });
    const ftyp = mp4.subarray(0, mp4.readUInt32BE(0));
    expect(await sniff(Buffer.concat([ftyp, box("mdat", Buffer.alloc(20))]))).toMatchObject({
      type: null,
      reason: "no moov box",
    });
    expect(await sniff(Buffer.concat([box("free", Buffer.alloc(8)), mp4]))).toMatchObject({ type: null });
  });

  it("accepts a last box that runs to the end (size 0) and a 64-bit box size", async () => {
    const mp4 = tinyMp4();
    const withoutMdat = mp4.subarray(0, mp4.length - 30);
    const open = Buffer.concat([withoutMdat, box("mdat", Buffer.alloc(40), 0)]);
    expect((await sniff(open)).type).toBe("video/mp4");
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1, 0);
    large.write("mdat", 4, "latin1");
    large.writeBigUInt64BE(BigInt(16 + 24), 8);
    expect((await sniff(Buffer.concat([withoutMdat, large, Buffer.alloc(24)]))).type).toBe("video/mp4");
    expect((await sniff(Buffer.concat([withoutMdat, large, Buffer.alloc(23)]))).type).toBeNull();
  });

  it("refuses boxes smaller than their header", async () => {
    const mp4 = tinyMp4();
    const ftyp = mp4.subarray(0, mp4.readUInt32BE(0));
    const bad = Buffer.alloc(8);
    bad.writeUInt32BE(4, 0);
    bad.write("moov", 4, "latin1");
    expect((await sniff(Buffer.concat([ftyp, bad]))).type).toBeNull();
  });

  it("refuses JPEG's magic bytes followed by HTML, a truncated JPEG and other formats, saying which were damaged", async () => {
    const jpeg = await tinyJpeg();
    const polyglot = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from("<html><script>alert(1)</script></html>"),
    ]);
    expect(await sniff(polyglot)).toMatchObject({ type: null, damaged: true });
    expect(await sniff(jpeg.subarray(0, jpeg.length - 40))).toMatchObject({ type: null, damaged: true });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect(await sniff(png)).toMatchObject({ type: null, reason: "not accepted: image/png" });
    expect((await sniff(png)).damaged).toBeUndefined();
    const pdf = Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    expect(await sniff(pdf)).toMatchObject({ type: null });
  });

  it("refuses a JPEG whose canvas claims more than 100 megapixels", async () => {
    const jpeg = await tinyJpeg();
    // Rewrite the frame header (SOF0) to claim 20000×20000 pixels.
    const huge = Buffer.from(jpeg);
    const sof = huge.indexOf(Buffer.from([0xff, 0xc0]));
    huge.writeUInt16BE(20000, sof + 5);
    huge.writeUInt16BE(20000, sof + 7);
    expect(await sniff(huge)).toMatchObject({ type: null, damaged: true });
  });
});

import { describe, expect, it } from "vitest";
import { elfBytes, tinyJpeg, tinyMp4 } from "../../tests/support/contact";
import { createSniffer, sniff } from "./sniff";

function inChunks(bytes: Buffer, size: number) {
  const s = createSniffer();
  for (let i = 0; i < bytes.length; i += size) s.push(bytes.subarray(i, i + size));
  return s.finish();
}

function box(type: string, body: Buffer, size = 8 + body.length) {
  const h = Buffer.alloc(8);
  h.writeUInt32BE(size, 0);
  h.write(type, 4, "latin1");
  return Buffer.concat([h, body]);
}

describe("sniff", () => {
  it("recognises a real JPEG and a real MP4, whatever the chunking", async () => {
    const jpeg = await tinyJpeg();
    const mp4 = tinyMp4();
    expect(sniff(jpeg).type).toBe("image/jpeg");
    expect(sniff(mp4).type).toBe("video/mp4");
    for (const size of [1, 3, 7, 8, 13, 64]) {
      expect(inChunks(jpeg, size).type, `jpeg in ${size}-byte chunks`).toBe("image/jpeg");
      expect(inChunks(mp4, size).type, `mp4 in ${size}-byte chunks`).toBe("video/mp4");
    }
  });

  it("refuses an executable, HTML and empty files", () => {
    expect(sniff(elfBytes()).type).toBeNull();
    expect(sniff(Buffer.from("<!doctype html><html><script>alert(1)</script></html>")).type).toBeNull();
    expect(sniff(Buffer.alloc(0)).type).toBeNull();
    expect(sniff(Buffer.from([0xff, 0xd8])).type).toBeNull();
  });

  it("refuses a truncated MP4, trailing bytes and an MP4 without moov", () => {
    const mp4 = tinyMp4();
    for (const cut of [1, 10, mp4.length - 30]) {
      expect(sniff(mp4.subarray(0, mp4.length - cut)), `cut ${cut}`).toMatchObject({ type: null });
    }
    expect(sniff(Buffer.concat([mp4, Buffer.from("junk")]))).toMatchObject({ type: null });
    expect(sniff(Buffer.concat([mp4, Buffer.from("junkjunkjunk")]))).toMatchObject({ type: null });
    const ftyp = mp4.subarray(0, mp4.readUInt32BE(0));
    expect(sniff(Buffer.concat([ftyp, box("mdat", Buffer.alloc(20))]))).toMatchObject({ type: null, reason: "no moov box" });
    expect(sniff(Buffer.concat([box("free", Buffer.alloc(8)), mp4]))).toMatchObject({ type: null });
  });

  it("accepts a last box that runs to the end (size 0) and a 64-bit box size", () => {
    const mp4 = tinyMp4();
    const withoutMdat = mp4.subarray(0, mp4.length - 30);
    const open = Buffer.concat([withoutMdat, box("mdat", Buffer.alloc(40), 0)]);
    expect(sniff(open).type).toBe("video/mp4");
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1, 0);
    large.write("mdat", 4, "latin1");
    large.writeBigUInt64BE(BigInt(16 + 24), 8);
    expect(sniff(Buffer.concat([withoutMdat, large, Buffer.alloc(24)])).type).toBe("video/mp4");
    expect(sniff(Buffer.concat([withoutMdat, large, Buffer.alloc(23)])).type).toBeNull();
  });

  it("refuses boxes smaller than their header", () => {
    const mp4 = tinyMp4();
    const ftyp = mp4.subarray(0, mp4.readUInt32BE(0));
    const bad = Buffer.alloc(8);
    bad.writeUInt32BE(4, 0);
    bad.write("moov", 4, "latin1");
    expect(sniff(Buffer.concat([ftyp, bad])).type).toBeNull();
  });
});

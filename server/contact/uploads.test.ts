import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { FILE_FIELD, receiveMultipart } from "./uploads";
import { cvMultipart } from "../applications/intake";
import { inspectPdf, type PdfVerdict } from "../applications/pdf-check";
import { plainPdf } from "../testing/pdf-fixtures";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Bytes that differ everywhere (a shifted or lost piece would show), JPEG-signed. */
function patterned(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 8)) & 0xff;
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return bytes;
}

function multipartBody(files: Buffer[]) {
  const boundary = "----uploads-test";
  const parts = files.flatMap((file, i) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${FILE_FIELD}"; filename="foto-${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from("\r\n"),
  ]);
  return {
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** The body in pieces of the given sizes, in turn (as a network hands them over). */
function inPieces(body: Buffer, sizes: number[]): Readable {
  let at = 0;
  let turn = 0;
  return new Readable({
    read() {
      if (at >= body.length) return void this.push(null);
      const size = sizes[turn++ % sizes.length]!;
      this.push(body.subarray(at, at + size));
      at += size;
    },
  });
}

describe("receiveMultipart", () => {
  it.each([
    ["one-byte pieces", [1]],
    ["odd small pieces", [7, 300, 4093, 1]],
    ["network-sized pieces", [65_536]],
  ])("stores each file byte for byte, with its SHA-256, whatever the pieces it arrives in (%s)", async (_name, sizes) => {
    const tmpDir = mkdtempSync(path.join(tmpdir(), "uploads-test-"));
    dirs.push(tmpDir);
    // Sizes around the write batch (256 KB, or 64 pieces): under, over, and far over it.
    const files = sizes[0] === 1 ? [patterned(70_001)] : [patterned(1_000), patterned(262_145), patterned(3_000_017)];
    const { body, headers } = multipartBody(files);
    const form = await receiveMultipart({ headers, body: inPieces(body, sizes), tmpDir });
    expect(form.problem).toBeUndefined();
    expect(form.files.map((f) => f.size)).toEqual(files.map((f) => f.length));
    form.files.forEach((received, i) => {
      const stored = readFileSync(received.tmpPath);
      expect(stored.equals(files[i]!)).toBe(true);
      expect(received.sha256).toBe(createHash("sha256").update(files[i]!).digest("hex"));
    });
  });

  it("a CV's hash comes from its check's runner process, and from the disk when the check brought none", async () => {
    const tmpDir = mkdtempSync(path.join(tmpdir(), "uploads-test-"));
    dirs.push(tmpDir);
    const cv = plainPdf("Curriculo");
    const boundary = "----cv-test";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      cv,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = { "content-type": `multipart/form-data; boundary=${boundary}` };
    const expected = createHash("sha256").update(cv).digest("hex");
    const verdicts: PdfVerdict[] = [];
    const checked = async (file: string) => {
      const verdict = await inspectPdf(file);
      verdicts.push(verdict);
      return verdict;
    };
    const form = await receiveMultipart({
      headers,
      body: Readable.from([body]),
      tmpDir,
      limits: cvMultipart({ inspect: checked }),
    });
    expect(verdicts).toEqual([{ ok: true, pages: 1, sha256: expected }]);
    expect(form.files[0]!.sha256).toBe(expected);
    // A check whose runner could not hash the file: the receiver reads it back from the disk.
    const unhashed = async (file: string): Promise<PdfVerdict> => ({ ok: true, pages: (await inspectPdf(file)).ok ? 1 : 0 });
    const again = await receiveMultipart({
      headers,
      body: Readable.from([body]),
      tmpDir,
      limits: cvMultipart({ inspect: unhashed }),
    });
    expect(again.files[0]!.sha256).toBe(expected);
  });
});

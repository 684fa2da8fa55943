/**
 * A refusal that comes while the file's part is still being opened on disk: busboy ends the
 * file's stream with an error when the upload is cut short, and nothing may be left listening
 * to no one (an uncaught error would stop the server).
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readMultipartForm, UPLOAD_PREFIX } from "./item-form";
import { receiveUpload, type Mp4Verdict } from "./receive";
import type { EditorMedia } from "./uploads";

const boundary = "----lead-test-boundary";
/** One multipart body: `parts` in order, each a field or a file, then the closing boundary. */
function multipart(parts: Array<{ name: string; value: string; filename?: string }>): Buffer {
  const text = parts
    .map(
      (p) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"\r\nContent-Type: image/png` : ""}\r\n\r\n${p.value}\r\n`,
    )
    .join("");
  return Buffer.from(`${text}--${boundary}--\r\n`);
}

const inspector = (): Mp4Verdict => ({ push: () => undefined, finish: async () => ({ type: null }) });

describe("receiving an editor upload", () => {
  let dir: string;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "lead-receive-"));
    uncaught.length = 0;
    process.on("uncaughtException", onUncaught);
  });
  afterEach(() => {
    process.off("uncaughtException", onUncaught);
    rmSync(dir, { recursive: true, force: true });
  });

  const receive = (body: Buffer | Buffer[]) =>
    receiveUpload({
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      // The body in the pieces given: what one piece holds, busboy reads in one go, before the
      // file's temporary file is open.
      body: Readable.from(Array.isArray(body) ? body : [body]),
      tmpDir: path.join(dir, "staging"),
      limits: { maxFileBytes: 1024 * 1024, fieldNames: ["alt"], maxFieldBytes: 1000 },
      inspector,
      fileField: "file",
    });

  /** Long enough for the temporary file's open and busboy's end to have happened. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

  it("an unknown field after the file's part: refused by name, no uncaught error, nothing left on disk", async () => {
    const result = await receive(
      multipart([
        { name: "file", value: "x".repeat(5000), filename: "a.png" },
        { name: "../name", value: "x" },
      ]),
    );
    expect(result).toEqual({ ok: false, status: 400, error: "unknown_field", detail: "../name" });
    await settle();
    expect(uncaught).toEqual([]);
    expect(readdirSync(path.join(dir, "staging"), { recursive: true }).filter((f) => String(f).endsWith(".part"))).toEqual([]);
  });

  it("an unknown field before the file, the file's part cut across two pieces: refused, no uncaught error", async () => {
    const whole = multipart([
      { name: "../name", value: "x" },
      { name: "file", value: "x".repeat(50_000), filename: "a.png" },
    ]);
    // The first piece holds the field and the start of the file: busboy opens the file's stream,
    // and the refusal ends it while its temporary file is still being opened.
    const result = await receive([whole.subarray(0, 20_000), whole.subarray(20_000)]);
    expect(result).toEqual({ ok: false, status: 400, error: "unknown_field", detail: "../name" });
    await settle();
    expect(uncaught).toEqual([]);
    expect(readdirSync(path.join(dir, "staging"), { recursive: true }).filter((f) => String(f).endsWith(".part"))).toEqual([]);
  });

  it("a second file in the same upload: refused, no uncaught error", async () => {
    const result = await receive(
      multipart([
        { name: "file", value: "x".repeat(5000), filename: "a.png" },
        { name: "other", value: "y".repeat(5000), filename: "b.png" },
        { name: "alt", value: "z" },
      ]),
    );
    expect(result).toMatchObject({ ok: false, status: 400, error: "too_many_files" });
    await settle();
    expect(uncaught).toEqual([]);
  });

  it("the item form: a field too long before a picture's part cut across two pieces, refused, no uncaught error", async () => {
    const whole = multipart([
      { name: "title.pt", value: "t".repeat(2_000) },
      { name: `${UPLOAD_PREFIX}cover.file`, value: "x".repeat(50_000), filename: "a.png" },
    ]);
    const media = {
      limits: { maxImageBytes: 1024 * 1024, maxClipBytes: 1024 * 1024 },
      stagingDir: path.join(dir, "staging"),
    } as unknown as EditorMedia;
    const result = await readMultipartForm(
      {
        headers: new Headers({ "content-type": `multipart/form-data; boundary=${boundary}` }),
        body: Readable.toWeb(Readable.from([whole.subarray(0, 20_000), whole.subarray(20_000)])) as ReadableStream<Uint8Array>,
      },
      { media, maxFieldBytes: 1_000, maxFields: 50, maxTotalFieldBytes: 100_000 },
    );
    expect(result).toEqual({ ok: false, status: 413, error: "field_too_long", field: "title.pt" });
    await settle();
    expect(uncaught).toEqual([]);
  });
});

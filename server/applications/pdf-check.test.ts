import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fakePdf, pdfBomb, pdfWithHiddenScript, pdfWithScript, plainPdf } from "../testing/pdf-fixtures";
import { inspectBytes } from "../contact/file-check";
import { inspectPdf } from "./pdf-check";

const dir = mkdtempSync(path.join(tmpdir(), "pdf-check-"));
const file = (name: string, bytes: Buffer) => {
  const at = path.join(dir, name);
  writeFileSync(at, bytes);
  return at;
};

describe("inspectPdf", () => {
  it("accepts a plain PDF and counts its pages", async () => {
    expect(await inspectPdf(file("cv.pdf", plainPdf()))).toEqual({ ok: true, pages: 1 });
  });

  it("refuses a script run on opening, written in the open or hidden in a compressed object stream", async () => {
    expect(await inspectPdf(file("js.pdf", pdfWithScript()))).toEqual({ ok: false, reason: "active_content" });
    expect(await inspectPdf(file("hidden.pdf", pdfWithHiddenScript()))).toEqual({ ok: false, reason: "active_content" });
  });

  it("refuses a decompression bomb without inflating it whole", async () => {
    const bomb = pdfBomb(100);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await inspectPdf(file("bomb.pdf", bomb))).toEqual({ ok: false, reason: "bomb" });
  });

  it("refuses what only starts like a PDF, and a file that is not there", async () => {
    expect(await inspectPdf(file("fake.pdf", fakePdf()))).toEqual({ ok: false, reason: "unreadable" });
    expect(await inspectPdf(path.join(dir, "missing.pdf"))).toEqual({ ok: false, reason: "unreadable" });
  });
});

describe("a CV's file check", () => {
  it("names a plain PDF application/pdf, and a scripted one damaged", async () => {
    expect((await inspectBytes(plainPdf(), ["application/pdf"])).type).toBe("application/pdf");
    expect(await inspectBytes(pdfWithScript(), ["application/pdf"])).toMatchObject({ type: null, damaged: true });
  });

  it("refuses a JPEG where a PDF is asked for, and a PDF where the contact form asks for photos and videos", async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    expect(await inspectBytes(jpeg, ["application/pdf"])).toMatchObject({ type: null, reason: "not accepted: image/jpeg" });
    expect(await inspectBytes(plainPdf())).toMatchObject({ type: null, reason: "not accepted: application/pdf" });
  });
});

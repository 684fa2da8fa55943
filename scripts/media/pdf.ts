/**
 * A minimal PDF 1.4 writer: standard Helvetica fonts (WinAnsi), vector drawing, one embedded
 * JPEG, Flate-compressed content streams. Deterministic (no dates, fixed ID).
 */
import { deflateSync } from "node:zlib";
import { createHash } from "node:crypto";
import { foldAccents } from "../../common/text/fold";

const WIDTHS: Record<string, number> = {};
// Helvetica advance widths (1/1000 em) for ASCII 32..126
const HELV = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778,
  722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222,
  500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVB = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778,
  722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278,
  556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
void WIDTHS;

const SPECIAL: Record<string, number> = {
  "—": 0x97,
  "–": 0x96,
  "“": 0x93,
  "”": 0x94,
  "‘": 0x91,
  "’": 0x92,
  "•": 0x95,
  "…": 0x85,
  "€": 0x80,
};

/** Encodes text to WinAnsi bytes (unknown characters become '?'). */
export function winAnsi(s: string): Buffer {
  const out: number[] = [];
  for (const ch of s.normalize("NFC")) {
    const c = ch.codePointAt(0)!;
    if (SPECIAL[ch]) out.push(SPECIAL[ch]);
    else if (c < 256 && (c >= 32 || c === 10)) out.push(c);
    else out.push(63);
  }
  return Buffer.from(out);
}

function base(ch: string): string {
  return foldAccents(ch)[0] ?? ch;
}

export function textWidth(s: string, size: number, bold = false): number {
  const t = bold ? HELVB : HELV;
  let w = 0;
  for (const ch of s) {
    const b = base(ch);
    const c = b.charCodeAt(0);
    w += c >= 32 && c <= 126 ? t[c - 32]! : ch === "—" ? 1000 : 556;
  }
  return (w * size) / 1000;
}

export function wrap(s: string, size: number, max: number, bold = false): string[] {
  const lines: string[] = [];
  let cur = "";
  for (const word of s.split(/\s+/).filter(Boolean)) {
    const next = cur ? cur + " " + word : word;
    if (textWidth(next, size, bold) > max && cur) {
      lines.push(cur);
      cur = word;
    } else cur = next;
  }
  if (cur) lines.push(cur);
  return lines;
}

function esc(b: Buffer): Buffer {
  const out: number[] = [];
  for (const c of b) {
    if (c === 0x28 || c === 0x29 || c === 0x5c) out.push(0x5c);
    out.push(c);
  }
  return Buffer.from(out);
}

const n = (x: number) => (Math.round(x * 100) / 100).toString();

/** Content stream builder. Coordinates: points, origin bottom-left. */
export class Page {
  parts: Buffer[] = [];
  raw(s: string): this {
    this.parts.push(Buffer.from(s + "\n", "latin1"));
    return this;
  }
  rgb(hex: string, fill = true): this {
    const v = parseInt(hex.slice(1), 16);
    const c = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((x) => n(x / 255)).join(" ");
    return this.raw(`${c} ${fill ? "rg" : "RG"}`);
  }
  text(x: number, y: number, size: number, s: string, bold = false, color = "#0f1b2d"): this {
    this.rgb(color);
    this.parts.push(
      Buffer.from(`BT /${bold ? "F2" : "F1"} ${n(size)} Tf ${n(x)} ${n(y)} Td (`, "latin1"),
      esc(winAnsi(s)),
      Buffer.from(") Tj ET\n", "latin1"),
    );
    return this;
  }
  rect(x: number, y: number, w: number, h: number, color: string): this {
    return this.rgb(color).raw(`${n(x)} ${n(y)} ${n(w)} ${n(h)} re f`);
  }
  /** Rounded rectangle path (no paint operator). */
  rrectPath(x: number, y: number, w: number, h: number, r: number): this {
    const k = 0.5523 * r;
    return this.raw(
      `${n(x + r)} ${n(y)} m ${n(x + w - r)} ${n(y)} l ${n(x + w - r + k)} ${n(y)} ${n(x + w)} ${n(y + r - k)} ${n(x + w)} ${n(y + r)} c ` +
        `${n(x + w)} ${n(y + h - r)} l ${n(x + w)} ${n(y + h - r + k)} ${n(x + w - r + k)} ${n(y + h)} ${n(x + w - r)} ${n(y + h)} c ` +
        `${n(x + r)} ${n(y + h)} l ${n(x + r - k)} ${n(y + h)} ${n(x)} ${n(y + h - r + k)} ${n(x)} ${n(y + h - r)} c ` +
        `${n(x)} ${n(y + r)} l ${n(x)} ${n(y + r - k)} ${n(x + r - k)} ${n(y)} ${n(x + r)} ${n(y)} c h`,
    );
  }
  rrect(x: number, y: number, w: number, h: number, r: number, color: string): this {
    this.rgb(color);
    return this.rrectPath(x, y, w, h, Math.min(r, w / 2, h / 2)).raw("f");
  }
  /** Circular arc path from angle a0 to a1 (radians, counter-clockwise positive). */
  arcPath(cx: number, cy: number, r: number, a0: number, a1: number, move = true): this {
    const segs = Math.ceil(Math.abs(a1 - a0) / (Math.PI / 2));
    const d = (a1 - a0) / segs;
    const k = (4 / 3) * Math.tan(d / 4) * r;
    let a = a0;
    if (move) this.raw(`${n(cx + r * Math.cos(a))} ${n(cy + r * Math.sin(a))} m`);
    for (let i = 0; i < segs; i++) {
      const b = a + d;
      const p1: [number, number] = [cx + r * Math.cos(a) - k * Math.sin(a), cy + r * Math.sin(a) + k * Math.cos(a)];
      const p2: [number, number] = [cx + r * Math.cos(b) + k * Math.sin(b), cy + r * Math.sin(b) - k * Math.cos(b)];
      this.raw(`${n(p1[0])} ${n(p1[1])} ${n(p2[0])} ${n(p2[1])} ${n(cx + r * Math.cos(b))} ${n(cy + r * Math.sin(b))} c`);
      a = b;
    }
    return this;
  }
  image(name: string, x: number, y: number, w: number, h: number): this {
    return this.raw(`q ${n(w)} 0 0 ${n(h)} ${n(x)} ${n(y)} cm /${name} Do Q`);
  }
  bytes(): Buffer {
    return Buffer.concat(this.parts);
  }
}

export interface PdfImage {
  name: string;
  jpeg: Buffer;
  width: number;
  height: number;
}

export function buildPdf(
  pages: Page[],
  images: PdfImage[],
  meta: { title: string; author: string },
  pageSize = [595.28, 841.89],
): Buffer {
  const objs: Buffer[] = [];
  const add = (b: Buffer | string) => {
    objs.push(typeof b === "string" ? Buffer.from(b, "latin1") : b);
    return objs.length;
  };
  const catalog = add("");
  const pagesObj = add("");
  const f1 = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const f2 = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const imgRefs = images.map((im) =>
    add(
      Buffer.concat([
        Buffer.from(
          `<< /Type /XObject /Subtype /Image /Width ${im.width} /Height ${im.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${im.jpeg.length} >>\nstream\n`,
          "latin1",
        ),
        im.jpeg,
        Buffer.from("\nendstream", "latin1"),
      ]),
    ),
  );
  const xobj = images.map((im, i) => `/${im.name} ${imgRefs[i]} 0 R`).join(" ");
  const pageIds: number[] = [];
  for (const p of pages) {
    const data = deflateSync(p.bytes(), { level: 9 });
    const content = add(
      Buffer.concat([
        Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, "latin1"),
        data,
        Buffer.from("\nendstream", "latin1"),
      ]),
    );
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${pageSize[0]} ${pageSize[1]}] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> /XObject << ${xobj} >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objs[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesObj} 0 R /Lang (pt-BR) >>`, "latin1");
  objs[pagesObj - 1] = Buffer.from(
    `<< /Type /Pages /Kids [${pageIds.map((i) => `${i} 0 R`).join(" ")}] /Count ${pageIds.length} >>`,
    "latin1",
  );
  // document strings: UTF-16BE with a byte-order mark
  const u16 = (s: string) =>
    "<FEFF" +
    s
      .split("")
      .map((c) => c.charCodeAt(0).toString(16).padStart(4, "0"))
      .join("")
      .toUpperCase() +
    ">";
  const info = add(`<< /Title ${u16(meta.title)} /Author ${u16(meta.author)} /Producer (Lead media generator) >>`);
  const chunks: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let pos = chunks[0]!.length;
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(pos);
    const b = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, "latin1"), o, Buffer.from("\nendobj\n", "latin1")]);
    chunks.push(b);
    pos += b.length;
  });
  const id = createHash("md5").update(Buffer.concat(chunks)).digest("hex");
  const xref = [
    `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`),
  ].join("");
  chunks.push(
    Buffer.from(
      xref +
        `trailer\n<< /Size ${objs.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${pos}\n%%EOF\n`,
      "latin1",
    ),
  );
  return Buffer.concat(chunks);
}

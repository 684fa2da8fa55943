/**
 * PDF files made here for tests: a plain one-page CV, and the hostile ones (a script run on open,
 * the same script hidden in a compressed object stream, a decompression bomb, HTML that claims to
 * be a PDF). Written byte by byte, so each is exactly what its name says.
 */
import { deflateSync } from "node:zlib";

const HEADER = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1");

/** A PDF with a classic cross-reference table. */
function withXrefTable(objects: Buffer[]): Buffer {
  const parts: Buffer[] = [HEADER];
  let length = HEADER.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from("\nendobj\n")]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`),
  ];
  parts.push(
    Buffer.from(`${xref.join("")}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`),
  );
  return Buffer.concat(parts);
}

/** A PDF whose cross-references are a stream, with object `hidden` kept compressed inside object stream `inside`. */
function withXrefStream(objects: Buffer[], hidden: number, inside: number): Buffer {
  const parts: Buffer[] = [HEADER];
  let length = HEADER.length;
  const offsets = new Map<number, number>();
  objects.forEach((body, i) => {
    if (i + 1 === hidden) return;
    offsets.set(i + 1, length);
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from("\nendobj\n")]);
    parts.push(object);
    length += object.length;
  });
  const rows: number[] = [0, 0, 0, 0, 0, 0xff];
  const row = (type: number, field: number, index: number) =>
    rows.push(type, (field >>> 24) & 0xff, (field >>> 16) & 0xff, (field >>> 8) & 0xff, field & 0xff, index);
  for (let n = 1; n <= objects.length; n++) {
    if (n === hidden) row(2, inside, 0);
    else row(1, offsets.get(n)!, 0);
  }
  row(1, length, 0);
  const table = Buffer.from(rows);
  const n = objects.length + 1;
  parts.push(
    Buffer.from(`${n} 0 obj\n<< /Type /XRef /Size ${n + 1} /W [1 4 1] /Root 1 0 R /Length ${table.length} >>\nstream\n`),
    table,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${length}\n%%EOF\n`),
  );
  return Buffer.concat(parts);
}

const stream = (dict: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, Buffer.from("\nendstream")]);

function page(catalogExtra = "", text = "Curriculo de Maria Silva"): Buffer[] {
  const content = Buffer.from(`BT /F1 18 Tf 72 720 Td (${text}) Tj ET`);
  return [
    Buffer.from(`<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`),
    Buffer.from("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    Buffer.from("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>"),
    stream("", content),
    Buffer.from("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"),
  ];
}

/** A plain one-page CV. */
export const plainPdf = (text?: string) => withXrefTable(page("", text));

/** Runs a script when opened (an OpenAction of JavaScript), written in the open. */
export const pdfWithScript = () =>
  withXrefTable([...page("/OpenAction 6 0 R "), Buffer.from("<< /Type /Action /S /JavaScript /JS (app.alert\\(1\\)) >>")]);

/** The same script, its action compressed inside an object stream and its name written with escapes. */
export function pdfWithHiddenScript(): Buffer {
  const action = Buffer.from("<< /Type /Action /S /J#61vaScript /JS (app.alert\\(2\\)) >>");
  const header = Buffer.from("6 0 ");
  const packed = deflateSync(Buffer.concat([header, action]));
  return withXrefStream(
    [
      ...page("/OpenAction 6 0 R "),
      Buffer.from("null"),
      stream(`/Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode`, packed),
    ],
    6,
    7,
  );
}

/** An object stream of a few hundred kilobytes that inflates to `megabytes` MB. */
export function pdfBomb(megabytes = 400): Buffer {
  const header = Buffer.from("6 0 ");
  const inflated = Buffer.concat([header, Buffer.from("<< /A "), Buffer.alloc(megabytes * 1024 * 1024, 0x20), Buffer.from(">>")]);
  const packed = deflateSync(inflated, { level: 9 });
  return withXrefStream(
    [
      ...page("/Extra 6 0 R "),
      Buffer.from("null"),
      stream(`/Type /ObjStm /N 1 /First ${header.length} /Filter /FlateDecode`, packed),
    ],
    6,
    7,
  );
}

/** HTML behind a PDF's first line. */
export const fakePdf = () => Buffer.from("%PDF-1.4\n<html><script>alert(1)</script></html>\n");

/**
 * Test helpers for the contact feature: tiny real media files, a real SMTP server (smtp-server on
 * a loopback port) with a small MIME reader, and services on a temporary data folder.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { SMTPServer } from "smtp-server";

/** A real 16×16 JPEG. */
export function tinyJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: "#1747a6" } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

/** A minimal, well-formed ISO base-media (MP4) file: ftyp, moov (with mvhd) and mdat. */
export function tinyMp4(): Buffer {
  const ftyp = box("ftyp", Buffer.from("isom"), Buffer.from([0, 0, 2, 0]), Buffer.from("isomiso2mp41"));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(0, 16); // duration
  mvhd.writeUInt32BE(0x00010000, 20); // rate 1.0
  mvhd.writeUInt16BE(0x0100, 24); // volume 1.0
  const matrix = [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000];
  matrix.forEach((v, i) => mvhd.writeUInt32BE(v, 36 + i * 4));
  mvhd.writeUInt32BE(2, 96); // next track id
  const moov = box("moov", box("mvhd", mvhd));
  const mdat = box("mdat", Buffer.from("lead-portal test media"));
  return Buffer.concat([ftyp, moov, mdat]);
}

/** An ELF executable header (what a renamed program starts with). */
export const elfBytes = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);

/** A JPEG-signed file of exactly `size` bytes (the rest zeros): not a real image. */
export function jpegOfSize(size: number): Buffer {
  const b = Buffer.alloc(size);
  b[0] = 0xff;
  b[1] = 0xd8;
  b[2] = 0xff;
  b[3] = 0xe0;
  return b;
}

/**
 * A real JPEG (it decodes) of exactly `size` bytes: the tiny image with application segments
 * (APP15, which decoders skip) of padding inserted after its start marker.
 */
export async function realJpegOfSize(size: number): Promise<Buffer> {
  const jpeg = await tinyJpeg();
  let remaining = size - jpeg.length;
  if (remaining !== 0 && remaining < 4) throw new Error("size too close to the tiny JPEG's own");
  const segments: Buffer[] = [];
  while (remaining > 0) {
    let length = Math.min(remaining, 65_537);
    if (remaining - length > 0 && remaining - length < 4) length -= 4;
    const segment = Buffer.alloc(length);
    segment[0] = 0xff;
    segment[1] = 0xef;
    segment.writeUInt16BE(length - 2, 2);
    segments.push(segment);
    remaining -= length;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  text: string;
  /** The HTML part, when the mail has one. */
  html?: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

function decodeWords(value: string): string {
  return value.replace(/(\?=)\s+(?==\?)/g, "$1").replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
    enc.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9a-f]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  if (/base64/i.test(encoding ?? "")) return Buffer.from(body.replace(/\s+/g, ""), "base64");
  if (/quoted-printable/i.test(encoding ?? "")) {
    const soft = body.replace(/=\r\n/g, "");
    return Buffer.from(
      soft.replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      "latin1",
    );
  }
  return Buffer.from(body, "utf8");
}

/** Reads a raw message: headers, the text part, and the attachments (multipart/mixed). */
export function parseMail(raw: string): Omit<ReceivedMail, "from" | "to" | "raw"> {
  const split = raw.indexOf("\r\n\r\n");
  const headers = parseHeaders(raw.slice(0, split));
  for (const k of Object.keys(headers)) headers[k] = decodeWords(headers[k]!);
  const body = raw.slice(split + 4);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers["content-type"] ?? "")?.[1];
  const attachments: ReceivedMail["attachments"] = [];
  let text = "";
  let html: string | undefined;
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [];
  const visit = (part: string) => {
    const at = part.indexOf("\r\n\r\n");
    const h = parseHeaders(part.slice(0, at).replace(/^\r\n/, ""));
    const content = part.slice(at + 4).replace(/\r\n$/, "");
    const nested = /boundary="?([^";]+)"?/i.exec(h["content-type"] ?? "")?.[1];
    if (nested) return content.split(`--${nested}`).slice(1, -1).forEach(visit);
    const decoded = decodeBody(content, h["content-transfer-encoding"]);
    const filename = /filename="?([^";\r\n]+)"?/i.exec(h["content-disposition"] ?? h["content-type"] ?? "")?.[1];
    if (filename) {
      attachments.push({
        filename: decodeWords(filename),
        contentType: (h["content-type"] ?? "").split(";")[0]!,
        content: decoded,
      });
    } else if (/text\/plain/i.test(h["content-type"] ?? "")) text = decoded.toString("utf8").replace(/\r\n/g, "\n");
    else if (/text\/html/i.test(h["content-type"] ?? "")) html = decoded.toString("utf8");
  };
  if (boundary) parts.forEach(visit);
  else text = decodeBody(body, headers["content-transfer-encoding"]).toString("utf8").replace(/\r\n/g, "\n");
  return { headers, text, ...(html === undefined ? {} : { html }), attachments };
}

export interface TestSmtp {
  port: number;
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/** A free loopback port (for an SMTP server that starts later). */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startSmtp(port = 0): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    size: 200 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("latin1");
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const actual = (server.server.address() as { port: number }).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function tempDir(prefix = "lead-contact-"): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Every file under a folder (recursively): what a refused request must not leave behind. */
export function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let entries: string[] = [];
    try {
      entries = readdirSync(d);
    } catch {
      return;
    }
    for (const name of entries) {
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(p);
    }
  };
  walk(dir);
  return out;
}

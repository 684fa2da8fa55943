/**
 * The hostile-input corpus' runner: one server (the built one, as `npm start` runs it) with a
 * real SMTP receiver, and one function that plays a case and checks what every refusal owes the
 * visitor: the status, the message in the visitor's language (and not in another), nothing
 * stored (the SQLite file in the server's data folder, the uploads folder) or mailed, and the
 * server still answering /portal afterwards.
 *
 * Tables of cases live in sibling files (hostile.e2e.ts for HTTP; socket payloads can get their
 * own table file using the same runner).
 */
import { connect } from "node:net";
import path from "node:path";
import Database from "../../server/db/sqlite-driver";
import { expect } from "vitest";
import { langCodes, type Lang } from "../../common/i18n/languages";
import { startServer, type RunningServer } from "./harness";
import { filesUnder, startSmtp, type TestSmtp } from "../support/contact";

export interface HostileEnv {
  server: RunningServer;
  smtp: TestSmtp;
  /** A fresh XSRF token and its cookie (the contact API's double submit). */
  xsrf(): Promise<{ token: string; cookie: string }>;
  stop(): Promise<void>;
}

export async function startHostileEnv(env: Record<string, string> = {}): Promise<HostileEnv> {
  const smtp = await startSmtp();
  // A generous rate limit: the corpus sends many requests from one address on purpose.
  const server = await startServer({
    SMTP_URL: smtp.url,
    CONTACT_RATE_LIMIT: "10000/600",
    PAGE_POST_RATE_LIMIT: "10000/600",
    ...env,
  });
  return {
    server,
    smtp,
    async xsrf() {
      const response = await fetch(`${server.url}/api/contact/xsrf`);
      const { token } = (await response.json()) as { token: string };
      return { token, cookie: `XSRF-TOKEN=${token}` };
    },
    async stop() {
      await server.stop();
      await smtp.close();
    },
  };
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The connection was reset before the whole answer arrived. */
  reset?: boolean;
  /** Milliseconds from the first byte sent to the whole answer. */
  ms?: number;
}

export interface HostileCase {
  name: string;
  /** The visitor's language the answer must be in (the case sends it by ?lang=, cookie or header). */
  lang: Lang;
  send(env: HostileEnv): Promise<Answer>;
  status: number | number[];
  /**
   * Texts the answer must contain, in `lang` (JSON: any string value contains it; HTML: the page
   * text). The same texts in the other languages must not appear. Null: a protocol-level refusal
   * (Node's parser answers before any route), where no language is known.
   */
  messages: ((lang: Lang) => string[]) | null;
  /** The connection must be closed after the answer (an unread body). */
  closes?: boolean;
  /** The answer must arrive within this many ms although the body was not (fully) sent. */
  within?: number;
  /** Extra checks on the answer. */
  check?(answer: Answer): void;
  /**
   * A well-behaved visitor reads /portal over and over while the case is sent: every read must
   * be answered 200 (the case does not stall or fill the server for others).
   */
  meanwhile?: boolean;
}

/** Reads /portal in a loop until `until` settles; every answer's status (a crawler's agent, so no page view is counted). */
async function readPortalWhile(env: HostileEnv, until: Promise<unknown>): Promise<number[]> {
  let settled = false;
  void until.finally(() => (settled = true));
  const statuses: number[] = [];
  do {
    const response = await fetch(`${env.server.url}/portal`, { headers: { "user-agent": "hostile-runner-bot" } }).catch(
      () => null,
    );
    statuses.push(response?.status ?? 0);
    await response?.arrayBuffer();
  } while (!settled);
  return statuses;
}

export interface StoredState {
  messages: number;
  attachments: number;
  outbox: number;
  guests: number;
  pageViews: number;
  files: number;
  mails: number;
  /** Job-alert subscriptions (issue 25). */
  alerts: number;
}

export function storedState(env: HostileEnv): StoredState {
  const db = new Database(path.join(env.server.dataDir, "lead.db"), { readonly: true, fileMustExist: true });
  try {
    const count = (table: string) => (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    return {
      messages: count("contact_message"),
      attachments: count("contact_attachment"),
      outbox: count("mail_outbox"),
      guests: count("chat_guest"),
      pageViews: count("page_view"),
      files: filesUnder(path.join(env.server.dataDir, "uploads")).length,
      mails: env.smtp.mails.length,
      alerts: count("alert_subscription"),
    };
  } finally {
    db.close();
  }
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", nbsp: "\u00a0" };
const decodeHtml = (html: string) => html.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_m, e: string) => entities[e]!);

/** Every string an answer carries: JSON string values, or an HTML page's text. */
export function answerTexts(answer: Answer): string {
  const type = answer.headers["content-type"] ?? "";
  if (type.includes("json")) {
    const out: string[] = [];
    const walk = (v: unknown) => {
      if (typeof v === "string") out.push(v);
      else if (v && typeof v === "object") Object.values(v).forEach(walk);
    };
    try {
      walk(JSON.parse(answer.text));
    } catch {
      out.push(answer.text);
    }
    return out.join("\n");
  }
  return decodeHtml(answer.text);
}

/** Plays one case and checks everything a refusal owes; returns the answer for extra checks. */
export async function runHostileCase(env: HostileEnv, c: HostileCase): Promise<Answer> {
  const before = storedState(env);
  const sending = c.send(env);
  const portalMeanwhile = c.meanwhile ? readPortalWhile(env, sending) : Promise.resolve([]);
  const answer = await sending;
  const portalStatuses = await portalMeanwhile;
  expect(
    portalStatuses.filter((status) => status !== 200),
    `${c.name}: /portal answered while it was sent (${portalStatuses.length} reads)`,
  ).toEqual([]);
  const why = `${c.name}: ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.reset, `${c.name}: the connection was reset before the answer`).toBeFalsy();
  const statuses = Array.isArray(c.status) ? c.status : [c.status];
  expect(statuses, why).toContain(answer.status);
  if (c.messages) {
    const text = answerTexts(answer);
    for (const message of c.messages(c.lang)) expect(text, `${c.name}: message in ${c.lang}`).toContain(message);
    for (const other of langCodes.filter((l) => l !== c.lang)) {
      for (const message of c.messages(other)) {
        if (!c.messages(c.lang).includes(message)) expect(text, `${c.name}: no ${other} text`).not.toContain(message);
      }
    }
  }
  if (c.closes) expect(answer.headers.connection, `${c.name}: Connection header`).toBe("close");
  if (c.within !== undefined) expect(answer.ms, `${c.name}: answered at once`).toBeLessThan(c.within);
  c.check?.(answer);
  // Nothing stored or mailed; the outbox worker sends at once, so give a stray mail a moment.
  await new Promise((resolve) => setImmediate(resolve));
  expect(storedState(env), `${c.name}: nothing stored or mailed`).toEqual(before);
  const portal = await fetch(`${env.server.url}/portal`);
  expect(portal.status, `${c.name}: /portal still answers`).toBe(200);
  await portal.arrayBuffer();
  return answer;
}

// ---- Sending -------------------------------------------------------------------------------

/** A fetch answer in the runner's shape. */
export async function fetched(url: string, init?: RequestInit & { duplex?: "half" }): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    return { status: response.status, headers: Object.fromEntries(response.headers), text, ms: performance.now() - started };
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
    return { status: 0, headers: {}, text: `fetch failed: ${code}`, reset: true };
  }
}

/**
 * A body sent in pieces without Content-Length (chunked): the server can only judge it while reading.
 *
 * Each piece waits for the event loop's next turn, so the client reads the answer while it sends,
 * as a browser does. Without it, undici's loop over a web stream writes on microtasks alone and
 * reads nothing until the socket's buffers fill: against the server, a loaded client (40 ms a
 * piece) had read nothing after 5 MB and 3.2 s, past the 2 s lingering close, and its write failed
 * (EPIPE) before the answer waiting for it was read, 3 times in 3: the CI's "fetch failed" on the
 * 40 MB part. Yielding a turn a piece, the same client read its 413 after 1.6 MB, 3 times in 3.
 */
export function streamed(total: number, piece: Buffer | string = "a".repeat(64 * 1024), prefix = "", suffix = "") {
  const chunk = Buffer.from(piece);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (prefix) controller.enqueue(Buffer.from(prefix));
    },
    async pull(controller) {
      await new Promise((resolve) => setImmediate(resolve));
      if (sent >= total) {
        if (suffix) controller.enqueue(Buffer.from(suffix));
        controller.close();
        return;
      }
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

/**
 * A request written on a raw socket: headers exactly as given (a 100 GB Content-Length, odd
 * methods, literal `..`), then `body` (only part of what the headers promise, if so). Resolves
 * with the answer once it is whole, or when the server closes.
 */
export function rawRequest(
  env: HostileEnv,
  head: string,
  body: Buffer | string = "",
  options: { timeoutMs?: number; trickle?: { bytes: number; everyMs: number }; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve) => {
    const started = performance.now();
    // Any 127.x address is this machine: a test can play a proxy at 127.0.0.2 without leaving loopback.
    const socket = connect({ port: env.server.port, host: "127.0.0.1", localAddress: options.localAddress });
    let data = Buffer.alloc(0);
    let done = false;
    let trickling: NodeJS.Timeout | undefined;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearInterval(trickling);
      socket.destroy();
      const parsed = parseResponse(data);
      resolve(
        parsed ? { ...parsed, ms: performance.now() - started } : { status: 0, headers: {}, text: data.toString(), reset: true },
      );
    };
    const timer = setTimeout(() => finish(), options.timeoutMs ?? 10_000);
    socket.on("connect", () => {
      socket.write(head);
      if (body.length) socket.write(body);
      // The rest of the body, a few bytes at a time (a client sending as slowly as it can).
      const { trickle } = options;
      if (trickle) trickling = setInterval(() => socket.write("a".repeat(trickle.bytes)), trickle.everyMs);
    });
    socket.on("data", (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      if (parseResponse(data)?.whole) finish();
    });
    socket.on("error", () => finish());
    socket.on("close", () => finish());
  });
}

function parseResponse(data: Buffer): (Answer & { whole: boolean }) | null {
  const end = data.indexOf("\r\n\r\n");
  if (end < 0) return null;
  const lines = data.subarray(0, end).toString("latin1").split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? "")?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  let rest = data.subarray(end + 4);
  if (headers["transfer-encoding"] === "chunked") {
    const parts: Buffer[] = [];
    for (;;) {
      const lineEnd = rest.indexOf("\r\n");
      if (lineEnd < 0) return { status, headers, text: Buffer.concat(parts).toString("utf8"), whole: false };
      const size = parseInt(rest.subarray(0, lineEnd).toString("latin1"), 16);
      if (size === 0) return { status, headers, text: Buffer.concat(parts).toString("utf8"), whole: true };
      if (rest.length < lineEnd + 2 + size + 2)
        return { status, headers, text: Buffer.concat(parts).toString("utf8"), whole: false };
      parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      rest = rest.subarray(lineEnd + 2 + size + 2);
    }
  }
  const length = headers["content-length"] === undefined ? null : Number(headers["content-length"]);
  if (length !== null) rest = rest.subarray(0, length);
  return { status, headers, text: rest.toString("utf8"), whole: length !== null && rest.length >= length };
}

/** A request head with CRLF line ends. */
export function requestHead(method: string, target: string, headers: Record<string, string> = {}): string {
  const lines = [`${method} ${target} HTTP/1.1`, "Host: 127.0.0.1", ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return lines.join("\r\n") + "\r\n\r\n";
}

/** A multipart body built by hand (so parts, headers and sizes can be anything). */
export function multipart(
  parts: Array<{ name: string; value?: string | Buffer; filename?: string; type?: string }>,
  boundary = "----hostile" + "x".repeat(16),
): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ""}`;
    const headers = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ""}\r\n`;
    chunks.push(Buffer.from(headers), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value ?? ""), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

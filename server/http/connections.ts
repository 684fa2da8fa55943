/**
 * Limits on connections, for the HTTP server as a whole (issue 23): one client must not be able
 * to hold every descriptor or every slot by opening connections and sending slowly.
 *
 * - A ceiling on open connections, below the process's descriptor limit. At the ceiling, a new
 *   connection takes the place of the oldest one that has been waiting for a request's headers
 *   longer than `evictWaitingAfterMs` (an idle keep-alive, or one sending its headers slowly:
 *   what a flood holds); a visitor's request completes its headers in milliseconds, so it is
 *   never the one taken. With none to take, the new connection gets `503` with `Retry-After`
 *   and a short message, written on the socket before any of its bytes is read (no HTTP parser
 *   is attached to it), and is closed: refused, not dropped.
 * - Headers within `headersTimeout`, answered 408 with a message and closed. This module's own
 *   sweep does it, once a second, oldest first and `SWEEP_BATCH` at a time with a turn of the event
 *   loop between batches: Node's sweep (kept at twice the bound, as a backstop) answers every
 *   expired connection in one go, and a flood's thousands expiring together held the loop for
 *   about 180 ms (bench:stall).
 * - A minimum body rate: a request whose body arrives slower than `minBodyBytesPerSecond`,
 *   judged over `bodyRateWindowMs`, is answered 408 in the visitor's language and closed. Node's
 *   `requestTimeout` bounds a request's total time, not its rate.
 * - Idle keep-alive connections closed after `keepAliveTimeout`.
 *
 * Each refusal is counted (read by /metrics) and logged as one line with counts per interval,
 * never one line per connection: a flood of 20,000 connections makes a handful of lines.
 */
import { readFileSync } from "node:fs";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { resolveRequestLang, type Lang } from "../../common/i18n/languages";
import { readCookie } from "../../common/http/cookies";
import type { Logger } from "../log";
import type { Metrics } from "./metrics";

export interface ConnectionLimits {
  /** Open connections at most; the next is answered 503. */
  maxConnections: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  requestTimeoutMs: number;
  /** A body slower than this (bytes per second, over the window) is answered 408. */
  minBodyBytesPerSecond: number;
  bodyRateWindowMs: number;
  /** At the ceiling, a connection waiting this long for a request's headers makes room for a new one. */
  evictWaitingAfterMs: number;
  /** Seconds the 503 asks a client to wait. */
  retryAfterSeconds: number;
  /** How often refusals are summed up in the log. */
  logIntervalMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: Omit<ConnectionLimits, "maxConnections"> = {
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  // The whole request, a 125 MB upload included: kept long, the body rate below is what bounds a slow one.
  requestTimeoutMs: 300_000,
  minBodyBytesPerSecond: 1024,
  bodyRateWindowMs: 10_000,
  evictWaitingAfterMs: 1_000,
  retryAfterSeconds: 5,
  logIntervalMs: 10_000,
};

/** Descriptors kept for everything that is not a client connection (database, files, logs, Redis, SMTP). */
export const RESERVED_DESCRIPTORS = 256;

/** The process's soft limit on open files (Linux /proc), or null where it cannot be read. */
export function descriptorLimit(limitsFile = "/proc/self/limits"): number | null {
  try {
    const line = readFileSync(limitsFile, "utf8")
      .split("\n")
      .find((l) => l.startsWith("Max open files"));
    const soft = line ? /^Max open files\s+(\S+)/.exec(line)?.[1] : undefined;
    if (!soft) return null;
    return soft === "unlimited" ? Number.POSITIVE_INFINITY : Number(soft);
  } catch {
    return null;
  }
}

/**
 * The ceiling to use: the configured one, else 80% of what the descriptor limit leaves after
 * the reserve; never more than that (a ceiling above it would never be reached before accept()
 * starts failing, which is the silent dropping this replaces).
 */
export function connectionCeiling(configured: number | undefined, limit: number | null): { ceiling: number; clamped: boolean } {
  const room = limit === null || !Number.isFinite(limit) ? null : Math.max(16, limit - RESERVED_DESCRIPTORS);
  if (configured === undefined) return { ceiling: room === null ? 4096 : Math.floor(room * 0.8), clamped: false };
  if (room !== null && configured > room) return { ceiling: room, clamped: true };
  return { ceiling: configured, clamped: false };
}

export const slowBodyMessages: Record<Lang, string> = {
  pt: "O corpo do pedido chegou devagar demais e foi interrompido. Verifique a conexão e envie novamente.",
  en: "The request body arrived too slowly and was cut off. Check the connection and send again.",
  es: "El cuerpo de la solicitud llegó demasiado despacio y se interrumpió. Revisa la conexión y envía de nuevo.",
};

/** Before any byte is read the language is unknown: the short message says it in all three. */
export const headersTimeoutMessage =
  "Os cabeçalhos do pedido não chegaram a tempo. / The request's headers did not arrive in time. / Los encabezados de la solicitud no llegaron a tiempo.";

/** Connections answered per turn of the event loop by the headers sweep. */
export const SWEEP_BATCH = 100;
/**
 * Slow bodies answered per turn: fewer than the headers sweep's, as each costs more (a request
 * under way, its handler's stream ended, its connection lingering): about 0.3 ms each here.
 */
export const BODY_SWEEP_BATCH = 25;

export const busyMessage =
  "Servidor ocupado: tente novamente em alguns segundos. / Server busy: try again in a few seconds. / Servidor ocupado: inténtalo de nuevo en unos segundos.";

function rawAnswer(status: string, headers: Record<string, string>, body: string): string {
  const bytes = Buffer.byteLength(body);
  const lines = Object.entries({
    ...headers,
    "Content-Type": "text/plain; charset=utf-8",
    "Content-Length": String(bytes),
    "Cache-Control": "no-store",
    Connection: "close",
  }).map(([k, v]) => `${k}: ${v}`);
  return `HTTP/1.1 ${status}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}

function langOf(req: IncomingMessage): Lang {
  let queryLang: string | null = null;
  try {
    queryLang = new URL(req.url ?? "/", "http://x").searchParams.get("lang");
  } catch {
    // An unparsable target: the cookie and Accept-Language still say something.
  }
  return resolveRequestLang({
    queryLang,
    cookieLang: readCookie(req.headers.cookie, "lang"),
    acceptLanguage: req.headers["accept-language"],
  });
}

/** How long a refused socket may keep reading (and discarding) after its answer, so the answer is not reset. */
const LINGER_MS = 1_000;
/** Refused sockets lingering at once, at most (each holds a descriptor); past it they close at once. */
const MAX_LINGERING = RESERVED_DESCRIPTORS / 2;
let lingering = 0;

/** Writes the answer, half-closes, discards what still arrives for a moment, then closes. */
function answerAndClose(socket: Socket, answer: string) {
  socket.on("error", () => undefined);
  if (socket.writable) socket.end(answer);
  if (lingering >= MAX_LINGERING) {
    socket.destroySoon();
    return;
  }
  lingering++;
  const timer = setTimeout(() => socket.destroy(), LINGER_MS);
  timer.unref();
  socket.once("close", () => {
    lingering--;
    clearTimeout(timer);
  });
}

export interface ConnectionCounts {
  open: number;
  refusedAtCeiling: number;
  /** Connections closed at the ceiling to make room (idle, or their headers too slow). */
  evicted: number;
  /** accept() failures (descriptors exhausted despite the ceiling). */
  acceptFailed: number;
  headersTimedOut: number;
  slowBodies: number;
}

interface TrackedBody {
  req: IncomingMessage;
  res: ServerResponse;
  socket: Socket;
  bytesAtMark: number;
  markedAt: number;
}

export function guardConnections(
  server: Server,
  limits: ConnectionLimits,
  deps: { log: Logger; now?: () => number },
): { counts(): ConnectionCounts; stop(): void } {
  const now = deps.now ?? (() => performance.now());
  // Node's own check is the backstop: this module's sweep (below) answers first, spread out.
  server.headersTimeout = limits.headersTimeoutMs * 2;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // Node checks headers and request timeouts on this interval (30 s by default): a 10 s limit
  // would otherwise be enforced anywhere between 10 and 40 s. Read when the server starts listening.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.min(
    1_000,
    limits.headersTimeoutMs * 2,
  );

  const counts: ConnectionCounts = {
    open: 0,
    refusedAtCeiling: 0,
    evicted: 0,
    acceptFailed: 0,
    headersTimedOut: 0,
    slowBodies: 0,
  };
  /** Refusals since the last log line. */
  const pending = { refusedAtCeiling: 0, evicted: 0, acceptFailed: 0, headersTimedOut: 0, slowBodies: 0 };
  let logTimer: NodeJS.Timeout | undefined;
  const note = (kind: keyof typeof pending) => {
    counts[kind]++;
    pending[kind]++;
    logTimer ??= setTimeout(flushLog, limits.logIntervalMs);
    logTimer.unref();
  };
  function flushLog() {
    logTimer = undefined;
    deps.log.warn("connections refused", {
      ...pending,
      open: counts.open,
      ceiling: limits.maxConnections,
      intervalS: limits.logIntervalMs / 1000,
    });
    for (const key of Object.keys(pending) as Array<keyof typeof pending>) pending[key] = 0;
  }

  /**
   * Connections waiting for a request's headers (just opened, or idle between keep-alive
   * requests), oldest first: a Map keeps insertion order, and a connection is re-added when it
   * starts waiting again.
   */
  const waiting = new Map<Socket, number>();
  const startWaiting = (socket: Socket) => {
    waiting.delete(socket);
    if (!socket.destroyed) waiting.set(socket, now());
  };

  /** The oldest connection waiting past the bound, closed to make room; false when there is none. */
  const evictOne = (): boolean => {
    const oldest = waiting.entries().next().value;
    if (!oldest || now() - oldest[1] < limits.evictWaitingAfterMs) return false;
    const [socket] = oldest;
    waiting.delete(socket);
    note("evicted");
    // No answer owed: it is idle between requests, or has not finished asking in a second.
    socket.destroy();
    return true;
  };

  /**
   * Answers 408 to the connections that have waited past the bound for a request's headers,
   * oldest first (the Map's order), a batch per turn of the event loop so that visitors' requests
   * are served in between; stops at the first that has not waited long enough.
   */
  let sweeping = false;
  /** Answered by the sweep and lingering: Node's backstop must not answer (or count) them again. */
  const swept = new WeakSet<Socket>();
  const sweepBatch = () => {
    const at = now();
    let answered = 0;
    for (const [socket, since] of waiting) {
      if (at - since < limits.headersTimeoutMs) {
        sweeping = false;
        return;
      }
      if (answered === SWEEP_BATCH) {
        setImmediate(sweepBatch);
        return;
      }
      waiting.delete(socket);
      answered++;
      note("headersTimedOut");
      swept.add(socket);
      answerAndClose(socket, rawAnswer("408 Request Timeout", {}, headersTimeoutMessage));
    }
    sweeping = false;
  };
  const headersTimer = setInterval(
    () => {
      if (sweeping || waiting.size === 0) return;
      sweeping = true;
      sweepBatch();
    },
    // Within a quarter of the bound, so a connection is answered here long before Node's backstop.
    Math.min(1_000, limits.headersTimeoutMs / 4),
  );
  headersTimer.unref();

  // The ceiling is judged before Node's HTTP server sees the connection, so a refused one gets
  // no parser and costs nothing but its answer.
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean;
  server.emit = function guardedEmit(event: string | symbol, ...args: unknown[]): boolean {
    if (event !== "connection") return emit(event, ...args);
    const socket = args[0] as Socket;
    if (counts.open >= limits.maxConnections && !evictOne()) {
      note("refusedAtCeiling");
      answerAndClose(
        socket,
        rawAnswer("503 Service Unavailable", { "Retry-After": String(limits.retryAfterSeconds) }, busyMessage),
      );
      socket.resume();
      return true;
    }
    counts.open++;
    startWaiting(socket);
    socket.once("close", () => {
      counts.open--;
      waiting.delete(socket);
    });
    return emit(event, ...args);
  } as Server["emit"];

  // A request's headers arrived: it is no longer waiting, until its answer is sent.
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    waiting.delete(req.socket);
    res.once("finish", () => startWaiting(req.socket));
  });
  // A WebSocket (the chat) is in use from its upgrade on.
  server.prependListener("upgrade", (_req: IncomingMessage, socket: Socket) => void waiting.delete(socket));

  // accept() failing (no descriptor left despite the ceiling) is counted, not fatal; anything
  // else (the port taken at start) stays an error.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.syscall !== "accept") throw error;
    note("acceptFailed");
  });

  // Node's own answer to a timeout (its default when nobody listens for clientError), counted.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (swept.has(socket)) return void socket.destroy();
    const timedOut = error.code === "ERR_HTTP_REQUEST_TIMEOUT";
    if (timedOut) note("headersTimedOut");
    if (socket.writable && socket.bytesWritten === 0) {
      const status =
        error.code === "HPE_HEADER_OVERFLOW"
          ? "431 Request Header Fields Too Large"
          : timedOut
            ? "408 Request Timeout"
            : "400 Bad Request";
      socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`);
    }
    socket.destroy();
  });

  // The body rate: every request with a body is looked at once a second until it is whole.
  const bodies = new Set<TrackedBody>();
  /** Whole, answered or gone: nothing left to judge or refuse. */
  const settled = ({ req, res, socket }: TrackedBody) => req.complete || res.headersSent || socket.destroyed;
  let rateTimer: NodeJS.Timeout | undefined;
  const checkRates = () => {
    const at = now();
    const slow: TrackedBody[] = [];
    for (const body of bodies) {
      const { req, socket } = body;
      if (settled(body)) {
        bodies.delete(body);
        continue;
      }
      // The server itself is not reading (its handler paused the body, or has not consumed what
      // arrived: an application waiting for a free PDF check): not the client's slowness, the
      // window starts again.
      if (req.isPaused() || req.readableLength >= req.readableHighWaterMark) {
        body.bytesAtMark = socket.bytesRead;
        body.markedAt = at;
        continue;
      }
      if (at - body.markedAt < limits.bodyRateWindowMs) continue;
      const received = socket.bytesRead - body.bytesAtMark;
      const needed = (limits.minBodyBytesPerSecond * (at - body.markedAt)) / 1000;
      if (received >= needed) {
        body.bytesAtMark = socket.bytesRead;
        body.markedAt = at;
        continue;
      }
      bodies.delete(body);
      slow.push(body);
    }
    answerSlowBodies(slow);
    if (bodies.size === 0 && rateTimer) {
      clearInterval(rateTimer);
      rateTimer = undefined;
    }
  };
  /**
   * 408 to the bodies found too slow, BODY_SWEEP_BATCH per turn of the event loop: bodies sent
   * slowly together are judged at the same tick, and two hundred answered in one turn held every
   * visitor's request for 60 ms (bench:stall's slow-bodies kind).
   */
  const answerSlowBodies = (queue: TrackedBody[]) => {
    for (const body of queue.splice(0, BODY_SWEEP_BATCH)) {
      // It may have settled while it waited for this turn.
      if (settled(body)) continue;
      note("slowBodies");
      // Raw, so that whatever the handler writes later goes nowhere: the socket is closing.
      answerAndClose(body.socket, rawAnswer("408 Request Timeout", {}, slowBodyMessages[langOf(body.req)]));
    }
    if (queue.length > 0) setImmediate(() => answerSlowBodies(queue));
  };
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
    if (!hasBody || req.complete) return;
    bodies.add({ req, res, socket: req.socket, bytesAtMark: req.socket.bytesRead, markedAt: now() });
    rateTimer ??= setInterval(checkRates, Math.min(1_000, limits.bodyRateWindowMs));
    rateTimer.unref();
  });

  return {
    counts: () => ({ ...counts }),
    stop() {
      clearInterval(headersTimer);
      if (rateTimer) clearInterval(rateTimer);
      if (logTimer) {
        clearTimeout(logTimer);
        flushLog();
      }
    },
  };
}

/** The counts in /metrics: open connections, the ceiling, and each kind of refusal since start. */
export function countConnections(metrics: Metrics, counts: () => ConnectionCounts, ceiling: number): void {
  metrics.gauge("lead_http_connections_open", "Open HTTP connections (chat sockets included).", () => counts().open);
  metrics.gauge("lead_http_connections_ceiling", "Open connections at most (MAX_CONNECTIONS).", () => ceiling);
  metrics.counter(
    "lead_http_connections_refused_total",
    "Connections answered 503 because the ceiling was reached.",
    () => counts().refusedAtCeiling,
  );
  metrics.counter(
    "lead_http_connections_evicted_total",
    "Connections closed at the ceiling to make room (idle, or waiting over a second for their headers).",
    () => counts().evicted,
  );
  metrics.counter(
    "lead_http_accept_failures_total",
    "Connections the operating system could not accept (no descriptor left).",
    () => counts().acceptFailed,
  );
  metrics.counter(
    "lead_http_headers_timeouts_total",
    "Requests answered 408 because their headers (or the whole request) took too long.",
    () => counts().headersTimedOut,
  );
  metrics.counter(
    "lead_http_slow_bodies_total",
    "Requests answered 408 because their body arrived below the minimum rate.",
    () => counts().slowBodies,
  );
}

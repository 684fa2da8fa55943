/**
 * Refusing a request whose body is not read (too large, wrong type, refused before reading) so
 * that the client still gets the answer:
 *
 * - The answer says `Connection: close` whenever a large or unknown remainder of the body is
 *   still unread: keeping the connection would mean reading (and discarding) all of it first.
 * - Closing a socket with unread bytes in its receive buffer makes the kernel send a reset, and
 *   a reset can destroy the answer before the client has read it. So, like a web server's
 *   "lingering close", the server half-closes (FIN after the answer), keeps reading and
 *   discarding for a short while (bounded in time and bytes), then closes.
 *
 * Also the generic refusals of the JSON endpoints under /api, in the visitor's language.
 */
import type { Socket } from "node:net";
import type { Request, RequestHandler, Response } from "express";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { resolveRequestLang, type Lang } from "../../common/i18n/languages";
import { readCookie } from "../../common/http/cookies";
import { createDepthScanner, MAX_JSON_DEPTH } from "./json-depth";
import { bulkTurn } from "./turns";

/** An unread remainder up to this size is read by Node itself to keep the connection. */
const KEEP_ALIVE_REMAINDER = 64 * 1024;
/**
 * After the answer: how long the server goes on reading before it closes. Bounded by time, as
 * Apache's lingering close is: a cap on bytes would reset a fast sender within milliseconds,
 * before a loaded client has read its answer. What is read meanwhile goes at a rate all the
 * lingering closes share (LINGER_READ_BYTES_PER_S); `bench:stall`'s big bodies measure the cost.
 */
export const LINGER_MS = 2_000;

/**
 * What every lingering close together reads in a second. One client finishing a refused upload
 * reads at this rate (a 30 MB remainder in under a second, within LINGER_MS; over a real network
 * the upload is slower than this anyway); a flood of refused bodies shares it, and what it sends
 * beyond waits in the kernel until the close. Read unbounded, a loopback flood of 413s cost the
 * server's thread 80% of a core in the kernel's copies, and a visitor's reads 3-4x their quiet
 * time (`bench:stall`, big-bodies); at 64 MB a second the nested-json and big-bodies kinds still
 * reached 1.6-2.15x on a 2-core machine, at 32 MB 1.26-1.58x (stop 55, ADR 0016).
 */
export const LINGER_READ_BYTES_PER_S = 32 * 1024 * 1024;

/**
 * The lingering closes' shared reading, `bytesPerSecond` together: `read(socket, bytes)` counts
 * a piece read after an answer, and past the second's share pauses its socket until the next.
 */
function createLingeringReads(bytesPerSecond: number) {
  const limiter = new RateLimiterMemory({ points: bytesPerSecond, duration: 1 });
  const key = "lingering reads";
  /** Sockets waiting for the next second's share, in the order they ran out. */
  const waiting = new Set<Socket>();
  let refill: NodeJS.Timeout | undefined;

  /**
   * The waiting sockets read again one per turn of the loop, not all at once: hundreds resumed
   * together would each read their backlog in the same turn, the visitors' pages behind them.
   */
  async function resumeInTurns(): Promise<void> {
    refill = undefined;
    for (const socket of waiting) {
      const left = await limiter.get(key);
      if (left && left.remainingPoints <= 0) {
        refill = setTimeout(() => void resumeInTurns(), left.msBeforeNext).unref();
        return;
      }
      waiting.delete(socket);
      if (!socket.destroyed) socket.resume();
      await bulkTurn();
    }
  }

  return function read(socket: Socket, bytes: number): void {
    limiter.consume(key, bytes).catch((refusal: unknown) => {
      if (!(refusal instanceof RateLimiterRes) || socket.destroyed) return;
      socket.pause();
      if (!waiting.has(socket)) {
        waiting.add(socket);
        // Closed while waiting (the linger's end): gone from the queue, even if no share comes.
        socket.once("close", () => waiting.delete(socket));
      }
      refill ??= setTimeout(() => void resumeInTurns(), refusal.msBeforeNext).unref();
    });
  };
}

const lingering = Symbol("lingering close installed");

function installLingeringClose(socket: Socket & { [lingering]?: true }) {
  if (socket[lingering]) return;
  socket[lingering] = true;
  // Node's HTTP server closes a `Connection: close` socket with destroySoon() once the answer
  // is written; replace that with: FIN, drain for a moment, then destroy.
  socket.destroySoon = function lingerThenClose(this: Socket) {
    if (this.writable) this.end();
    const done = () => this.destroy();
    const timer = setTimeout(done, LINGER_MS);
    timer.unref();
    this.once("end", done);
    this.once("close", () => clearTimeout(timer));
    this.resume();
  };
}

export function closeUnreadBodies(options: { lingerBytesPerSecond?: number } = {}): RequestHandler {
  const lingeringRead = createLingeringReads(options.lingerBytesPerSecond ?? LINGER_READ_BYTES_PER_S);
  return (req, res, next) => {
    // A request without a body (no Content-Length or Transfer-Encoding, or Content-Length 0) has
    // nothing left to read. Node marks it complete only after the 'request' event, so a handler
    // answering in the same tick would otherwise close a keep-alive connection for nothing.
    const hasBody = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
    if (req.complete || !hasBody) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      // A body refused as too large closes its connection whether or not the rest had arrived
      // by the time of the answer (a race between the client and the answer's render).
      const status = typeof args[0] === "number" ? args[0] : res.statusCode;
      if (status === 413 && !res.headersSent) res.setHeader("Connection", "close");
      if (!req.complete && !res.headersSent) {
        const declared = Number(req.headers["content-length"] ?? NaN);
        const remainderLarge = !(declared <= KEEP_ALIVE_REMAINDER);
        // A reader that paused (a web stream that stopped pulling) would never let Node drain it.
        if (remainderLarge || req.readableFlowing === false || req.isPaused()) res.setHeader("Connection", "close");
        // Now, not on "finish": Node closes the socket in its own "finish" listener, which runs first.
        if (String(res.getHeader("Connection")).toLowerCase() === "close") {
          installLingeringClose(req.socket);
          // A body nobody read: read it here, so that Node does not discard it unheard once the
          // answer is out (its dump reads at full speed, which the shared rate could not count).
          if (req.listenerCount("data") === 0 && req.readableFlowing === null) {
            req.on("data", (chunk: Buffer) => lingeringRead(req.socket, chunk.length));
            req.resume();
          }
        }
      }
      return writeHead.apply(this, args) as Response;
    } as Response["writeHead"];
    res.once("finish", () => {
      if (req.complete) return;
      // Whoever was reading stopped: read the rest and throw it away (bounded by the linger, at
      // the lingering closes' shared rate).
      req.unpipe();
      req.removeAllListeners("data");
      req.on("data", (chunk: Buffer) => lingeringRead(req.socket, chunk.length));
      req.resume();
    });
    next();
  };
}

/**
 * Judged before reading: a declared length over the limit is refused at once (a 100 GB
 * Content-Length gets its answer without a byte being read).
 */
export function declaredTooLarge(contentLength: string | null | undefined, limit: number): boolean {
  if (!contentLength) return false;
  const n = Number(contentLength);
  return !Number.isFinite(n) || n > limit;
}

const httpError = (status: number, message: string, type?: string) => Object.assign(new Error(message), { status, type });

/**
 * A JSON body parser for the /api endpoints, in place of express.json: that one reads an
 * oversized body to its end before it answers (so a 100 GB body, or an endless chunked one,
 * never gets its 413), and parses any depth. This one refuses nesting past MAX_JSON_DEPTH, and on Content-Length before reading and on the stream the
 * moment the limit is passed; the answer then closes the connection (closeUnreadBodies).
 */
export function jsonBody(limit: number): RequestHandler {
  return (req, _res, next) => {
    const type = (req.headers["content-type"] ?? "").toLowerCase();
    if (!type.startsWith("application/json")) return next();
    const charset = /charset\s*=\s*"?([^";]+)/.exec(type)?.[1]?.trim();
    if (charset && charset !== "utf-8" && charset !== "utf8") return next(httpError(415, "unsupported charset"));
    if (declaredTooLarge(req.headers["content-length"], limit)) return next(httpError(413, "body too large"));
    const chunks: Buffer[] = [];
    const depth = createDepthScanner();
    let size = 0;
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      chunks.length = 0;
      next(error);
    };
    req.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) return finish(httpError(413, "body too large"));
      // Judged on each piece, so JSON.parse never sees a deep text (it is recursive and slow on one).
      if (!depth.feed(chunk)) return finish(httpError(400, "JSON nested too deeply", "entity.too.deep"));
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (done) return;
      const text = Buffer.concat(chunks).toString("utf8");
      try {
        if (text.trim()) req.body = JSON.parse(text) as unknown;
      } catch {
        return finish(httpError(400, "invalid JSON", "entity.parse.failed"));
      }
      finish();
    });
    req.on("error", () => finish(httpError(400, "request aborted")));
  };
}

export const apiRefusalMessages = {
  pt: {
    payload_too_large: "O corpo do pedido é grande demais para este endereço.",
    bad_json: "O corpo do pedido não é um JSON válido.",
    too_deep: `O JSON do pedido tem níveis aninhados demais (no máximo ${MAX_JSON_DEPTH}).`,
    unsupported_media_type: "Formato do corpo não aceito: envie application/json.",
    bad_request: "O pedido não pôde ser lido.",
    not_found: "Este endereço da API não existe.",
    method_not_allowed: "Método não aceito nas páginas: use GET, HEAD ou POST.",
    cross_site: "Este pedido veio de outro site e foi recusado: envie o formulário a partir da página do Lead.",
    too_many_posts: "Muitos formulários enviados deste endereço de rede em pouco tempo. Aguarde um minuto e tente de novo.",
  },
  en: {
    payload_too_large: "The request body is too large for this address.",
    bad_json: "The request body is not valid JSON.",
    too_deep: `The request's JSON is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
    unsupported_media_type: "Body format not accepted: send application/json.",
    bad_request: "The request could not be read.",
    not_found: "No such API address.",
    method_not_allowed: "Method not accepted on pages: use GET, HEAD or POST.",
    cross_site: "This request came from another site and was refused: send the form from the Lead page.",
    too_many_posts: "Too many forms sent from this network address in a short time. Wait a minute and try again.",
  },
  es: {
    payload_too_large: "El cuerpo de la solicitud es demasiado grande para esta dirección.",
    bad_json: "El cuerpo de la solicitud no es un JSON válido.",
    too_deep: `El JSON de la solicitud tiene demasiados niveles anidados (como máximo ${MAX_JSON_DEPTH}).`,
    unsupported_media_type: "Formato del cuerpo no aceptado: envía application/json.",
    bad_request: "No fue posible leer la solicitud.",
    not_found: "Esta dirección de la API no existe.",
    method_not_allowed: "Método no aceptado en las páginas: usa GET, HEAD o POST.",
    cross_site: "Esta solicitud vino de otro sitio y fue rechazada: envía el formulario desde la página de Lead.",
    too_many_posts:
      "Demasiados formularios enviados desde esta dirección de red en poco tiempo. Espera un minuto e inténtalo de nuevo.",
  },
} as const satisfies Record<Lang, Record<string, string>>;

export function requestLang(req: Request): Lang {
  return resolveRequestLang({
    queryLang: typeof req.query.lang === "string" ? req.query.lang : null,
    cookieLang: readCookie(req.headers.cookie, "lang"),
    acceptLanguage: req.headers["accept-language"],
  });
}

const PAGE_METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS"]);

/**
 * Pages answer GET, HEAD and POST (forms). Anything else (TRACE, CONNECT, made-up methods) is a
 * 405 here: the page handler builds a fetch Request, which throws on such methods (a 500).
 */
export function pageMethodsOnly(): RequestHandler {
  return (req, res, next) => {
    if (PAGE_METHODS.has(req.method)) return next();
    res.setHeader("Allow", "GET, HEAD, POST");
    res.status(405).type("text/plain").send(apiRefusalMessages[requestLang(req)].method_not_allowed);
  };
}

/**
 * A page form posted from another origin. React Router refuses it too (an Origin that is not the
 * Host), but with a bare English "Bad Request"; here it is a 403 in the visitor's language. An
 * absent or "null" Origin passes (old or privacy-minded browsers; each form has its own check).
 * Placed after the host guard, so the Host compared with is one this site answers.
 */
export function pagePostsFromThisSite(publicOrigin: () => string): RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (req.method !== "POST" || !origin || origin === "null") return next();
    // An Origin that is no address at all is the form's own to answer ("bad origin").
    const host = URL.canParse(origin) ? new URL(origin).host : "";
    if (!host || host === req.headers.host || new URL(origin).origin === publicOrigin()) return next();
    res
      .status(403)
      .type("text/plain")
      .setHeader("Cache-Control", "no-store")
      .send(apiRefusalMessages[requestLang(req)].cross_site);
  };
}

/**
 * The 4xx answers of body parsers (express.json: 413 over the limit, judged on Content-Length
 * before reading and on the stream while reading; 400 broken JSON; 415 an unknown charset) as
 * JSON in the visitor's language. Returns false for anything else.
 */
export function answerBodyParserError(error: unknown, req: Request, res: Response): boolean {
  const e = error as { status?: number; type?: string };
  const lang = requestLang(req);
  const code =
    e.status === 413
      ? "payload_too_large"
      : e.status === 415
        ? "unsupported_media_type"
        : e.type === "entity.parse.failed"
          ? "bad_json"
          : e.type === "entity.too.deep"
            ? "too_deep"
            : e.status === 400
              ? "bad_request"
              : null;
  if (!code || res.headersSent) return false;
  res.setHeader("Cache-Control", "no-store");
  res.status(e.status!).json({ error: code, message: apiRefusalMessages[lang][code] });
  return true;
}

/**
 * The rendered-page cache. A page depends only on its path and query, the visitor's language,
 * their interface preferences (contrast, font size, Libras mode) and the content version, so
 * the server keeps the HTML (and the client-navigation data) it rendered under that key and
 * answers the next identical request from memory. The CSP nonce differs on every response: the
 * cached copy's nonce is replaced by the new one, and so are the values a page declares as made for
 * one visitor (declarePerVisitor: the contact form's XSRF token, with its cookie, and idempotency
 * key), each made anew for every hit; such a page keeps its own Cache-Control (private, no-store:
 * browsers never keep one visitor's values). Responses that set any other cookie or ask not to
 * be stored without declaring why are never cached, with one exception: the saved-language
 * cookie, which depends only on the request (its ?lang= against its cookie), is left out of the
 * stored copy and added again to every answer that needs it.
 *
 * A kept page is also kept gzipped, so a hit costs no compression (docs/decisions/0047): each
 * part between the per-response values is deflated once, in the thread pool, when the page is
 * first asked for again (a made-up query, asked once, never costs a deflate); a hit joins those
 * parts with the fresh values as stored (uncompressed) blocks and wraps them in gzip's header and
 * trailer (CRC-32 and length of the whole). Until the parts are ready, and for clients that do
 * not accept gzip, the plain copy goes through the compression middleware as before.
 *
 * Given `compress`, the cache applies compression itself, and only to what it answers uncompressed
 * (a plain copy, a render): the site's compression then skips the requests the cache takes
 * (`compressionForTheRest`). Wrapping every answer cost each gzipped hit about 15% of what it allocates
 * (closures, on-headers, vary) for nothing (ADR 0049, stop 51).
 *
 * A post refused on its headers (an upload form's, ADR 0053, or any form's past its client's
 * budget, ADR 0054) comes here as its page's GET with the refusal in `res.locals.pageRefusal`:
 * its page is kept beside the page, under the key plus the refusal, with the refusal's status.
 * The page after a stored application (ADR 0055) is kept beside its page too (`variant`): it shows
 * the candidate's own address, which is not a random token and could stand elsewhere in the page,
 * so the page is rendered with a stand-in the cache makes (`placeholder`), cut there only, and every
 * answer, the render's own too, gets its visitor's value in its place.
 *
 * The key holds the whole query a visitor sends (pages print it back in their links), so the
 * store is an LRU bounded by bytes and by entries: made-up queries push out the least used pages,
 * never the memory limit.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { constants as zlibConstants, crc32, deflateRaw } from "node:zlib";
import { LRUCache } from "lru-cache";
import { LANG_COOKIE, langCookie, resolveRequestLang, toLang } from "../../common/i18n/languages";
import { readCookie, readCookies } from "../../common/http/cookies";
import { parsePreferences, PREFERENCES_COOKIE, serializePreferences } from "../../common/a11y/preferences";
import { hasDismissals } from "../../common/home/dismissal-hint";

interface Entry {
  version: string;
  status: number;
  contentType: string;
  /** The stylesheet preload header of the page, if any (see app/entry.server.tsx). */
  link: string | null;
  /** The page's own Cache-Control when it carries per-visitor values (what browsers may keep of it). */
  cacheControl: string | null;
  /**
   * The body cut at each occurrence of a value made for one response (the nonce, per-visitor
   * values), so a hit only copies bytes; `glue[i]` names what goes between parts i and i + 1.
   */
  parts: Buffer[];
  glue: string[];
  /** The byte length of each value between parts when stored (the gzipped copy holds for values of these lengths)… */
  glueLengths: number[];
  /** …but for those of any length (a stand-in's: an e-mail address), which the parts after them never refer across. */
  glueVaries: boolean[];
  /** Each part deflated on its own and ended with a sync flush (byte-aligned, not final); null until ready. */
  deflated: Buffer[] | null;
  size: number;
}

const NONCE = "nonce";

/** A post refused on its headers, as server/contact/page-admission.ts and server/http/page-post-budget.ts mark it. */
const refusalOf = (res: Response) => res.locals.pageRefusal as { status: number; error: string } | undefined;

/** Splits a body at every occurrence of any of `values` (by kind), remembering which went where. */
function cutAt(body: Buffer, values: Array<{ kind: string; value: string }>): Pick<Entry, "parts" | "glue" | "glueLengths"> {
  const markers = values.filter((v) => v.value).map((v) => ({ kind: v.kind, bytes: Buffer.from(v.value, "utf8") }));
  const parts: Buffer[] = [];
  const glue: string[] = [];
  const glueLengths: number[] = [];
  let from = 0;
  for (;;) {
    let next: { at: number; marker: (typeof markers)[number] } | null = null;
    for (const marker of markers) {
      const at = body.indexOf(marker.bytes, from);
      if (at !== -1 && (next === null || at < next.at)) next = { at, marker };
    }
    if (!next) break;
    parts.push(body.subarray(from, next.at));
    glue.push(next.marker.kind);
    glueLengths.push(next.marker.bytes.length);
    from = next.at + next.marker.bytes.length;
  }
  parts.push(body.subarray(from));
  return { parts, glue, glueLengths };
}

/** The values that go between the parts for one response: each kind made once. */
function valuesFor(glue: string[], valueOf: (kind: string) => string): Buffer[] {
  const made = new Map<string, Buffer>();
  return glue.map((kind) => {
    let value = made.get(kind);
    if (!value) made.set(kind, (value = Buffer.from(valueOf(kind), "utf8")));
    return value;
  });
}

function join(parts: Buffer[], values: Buffer[]): Buffer {
  if (parts.length === 1) return parts[0]!;
  return Buffer.concat(parts.flatMap((part, index) => (index > 0 ? [values[index - 1]!, part] : [part])));
}

const deflatePart = promisify(deflateRaw);
/** deflate's window: how far back a part may refer. */
const WINDOW = 32 * 1024;

/**
 * Deflates each part on its own, ended by a sync flush (byte-aligned, not final), so that any
 * values may go between them as stored blocks. Once per page and content version, in the thread
 * pool: the best ratio costs nothing per answer.
 *
 * A part may still refer back to the parts before it (most of a page's repetition is across
 * them): it is compressed with the 32 KB that precede it as its dictionary, each value's place
 * filled with NUL bytes. A part holding no NUL can never match across a filled place, so its
 * references land on bytes every answer repeats, at the same distances as long as each value
 * keeps its stored length (a hit checks; HTML holds no NUL, and a part that did would be
 * compressed without a dictionary). A value whose length varies (`glueVaries`) ends the
 * dictionary instead: the part after it starts one of its own.
 */
export async function deflateParts(parts: Buffer[], glueLengths: number[], glueVaries: boolean[] = []): Promise<Buffer[]> {
  const options = { level: zlibConstants.Z_BEST_COMPRESSION, finishFlush: zlibConstants.Z_SYNC_FLUSH };
  let before = Buffer.alloc(0);
  return Promise.all(
    parts.map((part, index) => {
      const dictionary = index > 0 && !part.includes(0) ? before : null;
      // After a value whose length varies, the distances back across it vary too: what follows
      // starts a dictionary of its own (from there on, as before).
      if (glueVaries[index]) before = Buffer.alloc(0);
      else if (index < parts.length - 1)
        before = Buffer.concat([before, part, Buffer.alloc(glueLengths[index]!)]).subarray(-WINDOW);
      return deflatePart(part, dictionary?.length ? { ...options, dictionary } : options);
    }),
  );
}
/** ID1 ID2, deflate, no flags, no time, no extra flags, OS unknown (RFC 1952, 2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block with fixed codes: BFINAL 1, BTYPE 01, end-of-block (RFC 1951, 3.2.3). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/** `value` as stored deflate blocks (RFC 1951, 3.2.4) of at most 65,535 bytes each, none final. */
function storedBlocks(value: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let from = 0; from < value.length; from += 0xffff) {
    const piece = value.subarray(from, from + 0xffff);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(piece.length, 1);
    header.writeUInt16LE(~piece.length & 0xffff, 3);
    blocks.push(header, piece);
  }
  return blocks;
}

/** The gzip answer for one response: the deflated parts, this response's values between them, the trailer. */
export function gzipJoin(parts: Buffer[], deflated: Buffer[], values: Buffer[]): Buffer {
  const pieces: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      const value = values[index - 1]!;
      pieces.push(...storedBlocks(value));
      crc = crc32(value, crc);
      length += value.length;
    }
    pieces.push(deflated[index]!);
    crc = crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return Buffer.concat(pieces);
}

/**
 * A value of this response made for this visitor alone (see PageCacheOptions.perVisitor): the
 * route declares it, the cache cuts it out of the stored copy and makes a new one for each hit.
 */
export function declarePerVisitor(res: Response, kind: string, value: string) {
  ((res.locals.perVisitor as Array<{ kind: string; value: string }> | undefined) ??= []).push({ kind, value });
}

/** How the cache makes a fresh per-visitor value for a hit, and the cookie that goes with it. */
export interface PerVisitorValue {
  /**
   * Returns the value; may set its cookie on `res` (not on a miss: the page has set its own, and
   * its headers are written by then).
   */
  make: (req: Request, res: Response, miss: boolean) => string;
  /** The cookie a miss may set along with the value (allowed on a response the cache keeps). */
  cookie?: string;
  /**
   * The page is rendered with a stand-in the cache makes (`placeholderOf`), unique to the render,
   * and every answer, the render's own too, gets the value `make` gives in its place: for a value
   * that, unlike a random token, could also stand elsewhere in the page (an e-mail address), so
   * the copy is cut only where the page wrote it. The value must read the same in HTML and in the
   * page's data (no character either escapes).
   */
  placeholder?: boolean;
}

export interface PageCacheOptions {
  /** The current content version; entries of another version are stale. */
  version: () => Promise<string>;
  /** At most this many pages (default 2000)… */
  maxEntries?: number;
  /** …and this many bytes of HTML and keys (default 8 MB, PAGE_CACHE_MAX_MB). */
  maxBytes?: number;
  /** Benchmarks may bypass the cache with this request header. */
  bypassHeader?: string;
  /** Benchmarks may ask for the plain copy (compressed per answer, as before the gzipped copies) with this header. */
  plainHeader?: string;
  /** Cookies get the Secure flag (behind a TLS proxy). */
  secureCookies?: boolean;
  /** Per-visitor values a page may declare (declarePerVisitor); a page with any other is not kept. */
  perVisitor?: Record<string, PerVisitorValue>;
  /**
   * What else a page depends on, from the request (added to its key): the application's "sent"
   * page is the page's GET with a cookie (server/applications/sent-notice.ts).
   */
  variant?: (req: Request) => string;
  /** Requests the cache neither answers from a copy nor keeps: rendered for their visitor alone. */
  renderAlone?: (req: Request) => boolean;
  /**
   * The compression middleware, for what the cache answers uncompressed: given, the cache applies
   * it (and the site's goes through `compressionForTheRest`); else the app's compression wraps every answer.
   */
  compress?: RequestHandler;
}

/** The requests the cache answers or renders: GET and HEAD of /portal and the pages under it. */
const takesRequest = (req: Request) =>
  (req.method === "GET" || req.method === "HEAD") && (req.path === "/portal" || req.path.startsWith("/portal/"));

/** The site's compression for every request but those the cache takes (it applies `compress` to them itself). */
export const compressionForTheRest =
  (compress: RequestHandler): RequestHandler =>
  (req, res, next) =>
    takesRequest(req) ? next() : compress(req, res, next);

/** How long a request waits for another's render of the same page before rendering it itself. */
const FOLLOW_MS = 10_000;

/** Waits for a render to end or `ms` to pass, and clears its timer either way (a burst of waits keeps no timers). */
async function endedWithin(render: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([render, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * No cookie, or only the saved-language one (which every hit adds back when the request needs
 * it) and those of the page's per-visitor values (which every hit makes anew).
 */
function onlyCookiesMadeAgain(header: ReturnType<Response["getHeader"]>, names: string[]): boolean {
  if (header === undefined) return true;
  const values = Array.isArray(header) ? header : [String(header)];
  return values.every((value) => [LANG_COOKIE, ...names].some((name) => value.startsWith(`${name}=`)));
}

export function createPageCache(options: PageCacheOptions) {
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries ?? 2000,
    maxSize: options.maxBytes ?? 8 * 1024 * 1024,
    // The key is the visitor's text too: count it with the body.
    sizeCalculation: (entry, key) => entry.size + key.length + 200,
  });
  let hits = 0;
  let misses = 0;
  /** Renders under way, by key: at most one per request in progress. */
  const rendering = new Map<string, Promise<void>>();

  /** Kept pages whose parts are being deflated. */
  const deflating = new WeakSet<Entry>();
  /** Deflates a kept page's parts off the main thread; the entry takes them if it is still the one kept. */
  let deflatesUnderWay = 0;
  async function gzipLater(key: string, entry: Entry) {
    deflatesUnderWay++;
    try {
      const deflated = await deflateParts(entry.parts, entry.glueLengths, entry.glueVaries);
      if (entries.peek(key) !== entry) return;
      const size = entry.size + deflated.reduce((sum, part) => sum + part.length, 0);
      entries.set(key, { ...entry, deflated, size });
    } catch {
      // Left plain: the compression middleware answers as it did before.
    } finally {
      deflatesUnderWay--;
    }
  }

  function keyOf(req: Request, res: Response): string {
    // One parse of the header for the three cookies the key reads (each hit makes a key).
    const cookies = readCookies(req.headers.cookie);
    const lang = resolveRequestLang({
      queryLang: typeof req.query.lang === "string" ? req.query.lang : null,
      cookieLang: cookies[LANG_COOKIE] ?? null,
      acceptLanguage: req.headers["accept-language"],
    });
    // The preferences as the page reads them, not the cookie's text: made-up cookie values are
    // one of a few pages, not each a page of their own.
    const prefs = serializePreferences(parsePreferences(cookies[PREFERENCES_COOKIE] ?? null));
    // The home page restores the notes a visitor closed only for a browser that says it has some.
    // A post refused on its headers is its page with the refusal's message (server/contact/page-admission.ts).
    const refusal = refusalOf(res);
    return `${req.originalUrl}|${lang}|${prefs}${hasDismissals(cookies) ? "|dismissals" : ""}${refusal ? `|refused:${refusal.error}` : ""}${options.variant?.(req) ?? ""}`;
  }

  /** Runs `then` with compression applied to `res`, when the cache applies it (options.compress). */
  const compressed = (req: Request, res: Response, then: () => void) =>
    options.compress ? void options.compress(req, res, then) : then();

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    if (!takesRequest(req)) return next();
    if (options.bypassHeader && req.headers[options.bypassHeader]) return compressed(req, res, next);
    if (options.renderAlone?.(req)) return compressed(req, res, next);
    // An explicit ?lang= that differs from the saved choice becomes the saved choice.
    const queryLang = typeof req.query.lang === "string" ? req.query.lang : null;
    const saveLang =
      queryLang !== null && readCookie(req.headers.cookie, LANG_COOKIE) !== toLang(queryLang)
        ? langCookie(toLang(queryLang), { secure: Boolean(options.secureCookies) })
        : null;
    const nonce = res.locals.cspNonce as string;
    let version: string;
    try {
      version = await options.version();
    } catch {
      return compressed(req, res, next);
    }
    const key = keyOf(req, res);
    let hit = entries.get(key);
    // A page being rendered for the same key: wait for that render instead of starting another,
    // so a burst of visitors on a page no one has asked for yet (a cold cache, a new content
    // version) costs one render, not one each. Bounded: a render that has not ended within
    // FOLLOW_MS, or one whose answer could not be kept (an error, a cookie), is not waited for again.
    const pending = !(hit && hit.version === version) ? rendering.get(key) : undefined;
    if (pending) {
      await endedWithin(pending, FOLLOW_MS);
      hit = entries.get(key);
    }
    if (hit && hit.version === version) {
      hits++;
      // Deflated once a page is asked for again: a made-up query, asked once, never costs a deflate.
      if (hit.deflated === null && !deflating.has(hit)) {
        deflating.add(hit);
        void gzipLater(key, hit);
      }
      const values = valuesFor(hit.glue, (kind) => (kind === NONCE ? nonce : options.perVisitor![kind]!.make(req, res, false)));
      const gzipped =
        hit.deflated !== null &&
        !(options.plainHeader && req.headers[options.plainHeader]) &&
        values.every((value, index) => hit!.glueVaries[index] || value.length === hit!.glueLengths[index]) &&
        req.acceptsEncodings("gzip", "identity") === "gzip";
      const body = gzipped ? gzipJoin(hit.parts, hit.deflated!, values) : join(hit.parts, values);
      const kept = hit;
      const answer = () => {
        res.status(kept.status).setHeader("Content-Type", kept.contentType);
        res.setHeader("Vary", "Accept-Encoding, Accept-Language, Cookie");
        if (gzipped) res.setHeader("Content-Encoding", "gzip");
        res.setHeader("Cache-Control", kept.cacheControl ?? "no-cache");
        res.setHeader("X-Page-Cache", "hit");
        if (kept.link) res.setHeader("Link", kept.link);
        if (saveLang) res.append("Set-Cookie", saveLang);
        res.end(req.method === "HEAD" ? undefined : body);
      };
      // Gzipped already: nothing for compression to do, so it does not wrap the answer.
      return gzipped ? answer() : compressed(req, res, answer);
    }
    misses++;
    if (!rendering.has(key)) {
      let settle = () => {};
      const done = new Promise<void>((resolve) => (settle = resolve));
      rendering.set(key, done);
      // After "finish" the answer is stored (end() stores it before sending); "close" covers a
      // client that left first.
      const release = () => {
        if (rendering.get(key) === done) rendering.delete(key);
        settle();
      };
      res.once("finish", release);
      res.once("close", release);
    }
    // Compression first, so what is kept below is the page as rendered, before compression.
    compressed(req, res, () => collectAndRender(req, res, next, key, version, nonce));
  };

  /** A miss: the page is rendered (next), and kept when it can be, as its answer ends. */
  function collectAndRender(req: Request, res: Response, next: NextFunction, key: string, version: string, nonce: string) {
    res.setHeader("X-Page-Cache", "miss");
    res.setHeader("Vary", "Accept-Language, Cookie");
    const chunks: Buffer[] = [];
    // The page's loader asks for its stand-ins here (app/context.ts, `placeholder`): only an answer
    // the cache collects has them.
    res.locals.placeholderOf = (kind: string) => {
      if (!options.perVisitor?.[kind]?.placeholder) return undefined;
      const stand = `${kind}-${randomUUID()}`.toLowerCase().replace(/[^a-z0-9-]/g, "");
      declarePerVisitor(res, kind, stand);
      return stand;
    };
    const declaredNow = () => (res.locals.perVisitor as Array<{ kind: string; value: string }> | undefined) ?? [];
    // An answer with stand-ins is held whole, to be written with its visitor's values at its end.
    const holds = () => declaredNow().some((d) => options.perVisitor?.[d.kind]?.placeholder);
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"),
      );
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      if (holds()) {
        const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
        if (callback) process.nextTick(callback);
        return true;
      }
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      const contentType = String(res.getHeader("Content-Type") ?? "");
      const cacheControl = String(res.getHeader("Cache-Control") ?? "");
      const declared = declaredNow();
      const known = declared.every((d) => d.kind !== NONCE && options.perVisitor?.[d.kind]);
      const cookies = declared.flatMap((d) => options.perVisitor?.[d.kind]?.cookie ?? []);
      // A refused post's page keeps the refusal's status; any other page is kept when it is a 200.
      const status = refusalOf(res)?.status ?? 200;
      const cacheable =
        req.method === "GET" &&
        res.statusCode === status &&
        known &&
        onlyCookiesMadeAgain(res.getHeader("Set-Cookie"), cookies) &&
        // "private" and "no-store" keep browsers and shared caches from holding one visitor's
        // values; a page that declares them all is kept here without them, and answers with its
        // own Cache-Control.
        (!/no-store|private/.test(cacheControl) || declared.length > 0) &&
        (contentType.startsWith("text/html") || contentType.startsWith("text/x-script"));
      const held = holds();
      if (cacheable || held) {
        const body = Buffer.concat(chunks);
        const link = res.getHeader("Link");
        const cut = cutAt(body, [{ kind: NONCE, value: nonce }, ...declared]);
        const entry: Entry = {
          version,
          status,
          contentType,
          link: link === undefined ? null : String(link),
          cacheControl: declared.length > 0 && cacheControl ? cacheControl : null,
          ...cut,
          glueVaries: cut.glue.map((kind) => Boolean(options.perVisitor?.[kind]?.placeholder)),
          deflated: null,
          size: body.length,
        };
        if (cacheable) entries.set(key, entry);
        if (held) {
          // This answer too gets its visitor's values where the stand-ins are; the rest as rendered.
          const rendered = new Map(declared.map((d) => [d.kind, d.value]));
          const values = valuesFor(entry.glue, (kind) =>
            kind === NONCE
              ? nonce
              : options.perVisitor?.[kind]?.placeholder
                ? options.perVisitor[kind].make(req, res, true)
                : rendered.get(kind)!,
          );
          const callback = rest.find((arg) => typeof arg === "function");
          return end(req.method === "HEAD" ? undefined : join(entry.parts, values), ...(callback ? [callback] : []));
        }
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  }

  return {
    middleware,
    stats: () => ({
      entries: entries.size,
      bytes: entries.calculatedSize,
      hits,
      misses,
      rendering: rendering.size,
      /** Kept pages whose gzipped parts are ready, and those being deflated. */
      gzipped: [...entries.values()].filter((entry) => entry.deflated !== null).length,
      deflating: deflatesUnderWay,
    }),
    clear() {
      entries.clear();
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;

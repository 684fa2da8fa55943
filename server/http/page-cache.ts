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
 * The key holds the whole query a visitor sends (pages print it back in their links), so the
 * store is an LRU bounded by bytes and by entries: made-up queries push out the least used pages,
 * never the memory limit.
 */
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import { LANG_COOKIE, langCookie, resolveRequestLang, toLang } from "../../common/i18n/languages";
import { readCookie } from "../../common/http/cookies";
import { parsePreferences, PREFERENCES_COOKIE, serializePreferences } from "../../common/a11y/preferences";

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
  size: number;
}

const NONCE = "nonce";

/** Splits a body at every occurrence of any of `values` (by kind), remembering which went where. */
function cutAt(body: Buffer, values: Array<{ kind: string; value: string }>): Pick<Entry, "parts" | "glue"> {
  const markers = values.filter((v) => v.value).map((v) => ({ kind: v.kind, bytes: Buffer.from(v.value, "utf8") }));
  const parts: Buffer[] = [];
  const glue: string[] = [];
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
    from = next.at + next.marker.bytes.length;
  }
  parts.push(body.subarray(from));
  return { parts, glue };
}

function join(entry: Pick<Entry, "parts" | "glue">, valueOf: (kind: string) => string): Buffer {
  if (entry.parts.length === 1) return entry.parts[0]!;
  const values = new Map<string, Buffer>();
  const pieces: Buffer[] = [];
  entry.parts.forEach((part, index) => {
    if (index > 0) {
      const kind = entry.glue[index - 1]!;
      let value = values.get(kind);
      if (!value) values.set(kind, (value = Buffer.from(valueOf(kind), "utf8")));
      pieces.push(value);
    }
    pieces.push(part);
  });
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
  /** Returns the value; may set its cookie on `res`. */
  make: (req: Request, res: Response) => string;
  /** The cookie a miss may set along with the value (allowed on a response the cache keeps). */
  cookie?: string;
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
  /** Cookies get the Secure flag (behind a TLS proxy). */
  secureCookies?: boolean;
  /** Per-visitor values a page may declare (declarePerVisitor); a page with any other is not kept. */
  perVisitor?: Record<string, PerVisitorValue>;
}

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

  function keyOf(req: Request): string {
    const lang = resolveRequestLang({
      queryLang: typeof req.query.lang === "string" ? req.query.lang : null,
      cookieLang: readCookie(req.headers.cookie, "lang"),
      acceptLanguage: req.headers["accept-language"],
    });
    // The preferences as the page reads them, not the cookie's text: made-up cookie values are
    // one of a few pages, not each a page of their own.
    const prefs = serializePreferences(parsePreferences(readCookie(req.headers.cookie, PREFERENCES_COOKIE)));
    return `${req.originalUrl}|${lang}|${prefs}`;
  }

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.path.startsWith("/portal")) return next();
    if (options.bypassHeader && req.headers[options.bypassHeader]) return next();
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
      return next();
    }
    const key = keyOf(req);
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
      const body = join(hit, (kind) => (kind === NONCE ? nonce : options.perVisitor![kind]!.make(req, res)));
      res.status(hit.status).setHeader("Content-Type", hit.contentType);
      res.setHeader("Vary", "Accept-Language, Cookie");
      res.setHeader("Cache-Control", hit.cacheControl ?? "no-cache");
      res.setHeader("X-Page-Cache", "hit");
      if (hit.link) res.setHeader("Link", hit.link);
      if (saveLang) res.append("Set-Cookie", saveLang);
      res.end(req.method === "HEAD" ? undefined : body);
      return;
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
    res.setHeader("X-Page-Cache", "miss");
    res.setHeader("Vary", "Accept-Language, Cookie");
    const chunks: Buffer[] = [];
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
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      const contentType = String(res.getHeader("Content-Type") ?? "");
      const cacheControl = String(res.getHeader("Cache-Control") ?? "");
      const declared = (res.locals.perVisitor as Array<{ kind: string; value: string }> | undefined) ?? [];
      const known = declared.every((d) => d.kind !== NONCE && options.perVisitor?.[d.kind]);
      const cookies = declared.flatMap((d) => options.perVisitor?.[d.kind]?.cookie ?? []);
      const cacheable =
        req.method === "GET" &&
        res.statusCode === 200 &&
        known &&
        onlyCookiesMadeAgain(res.getHeader("Set-Cookie"), cookies) &&
        // "private" and "no-store" keep browsers and shared caches from holding one visitor's
        // values; a page that declares them all is kept here without them, and answers with its
        // own Cache-Control.
        (!/no-store|private/.test(cacheControl) || declared.length > 0) &&
        (contentType.startsWith("text/html") || contentType.startsWith("text/x-script"));
      if (cacheable) {
        const body = Buffer.concat(chunks);
        const link = res.getHeader("Link");
        entries.set(key, {
          version,
          status: 200,
          contentType,
          link: link === undefined ? null : String(link),
          cacheControl: declared.length > 0 && cacheControl ? cacheControl : null,
          ...cutAt(body, [{ kind: NONCE, value: nonce }, ...declared]),
          size: body.length,
        });
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  };

  return {
    middleware,
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize, hits, misses, rendering: rendering.size }),
    clear() {
      entries.clear();
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;

/**
 * The rendered-page cache. A page depends only on its path and query, the visitor's language,
 * their interface preferences (contrast, font size, Libras mode) and the content version, so
 * the server keeps the HTML (and the client-navigation data) it rendered under that key and
 * answers the next identical request from memory. The CSP nonce differs on every response: the
 * cached copy's nonce is replaced by the new one. Responses that set a cookie or ask not to be
 * stored (the contact form, with its per-visitor token) are never cached, with one exception:
 * the saved-language cookie, which depends only on the request (its ?lang= against its cookie),
 * is left out of the stored copy and added again to every answer that needs it.
 *
 * The key holds the whole query a visitor sends (pages print it back in their links), so the
 * store is an LRU bounded by bytes and by entries: made-up queries push out the least used pages,
 * never the memory limit.
 */
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import { LANG_COOKIE, langCookie, resolveRequestLang, toLang } from "../../common/i18n/languages";
import { readCookie } from "../../common/http/cookies";

interface Entry {
  version: string;
  status: number;
  contentType: string;
  /** The stylesheet preload header of the page, if any (see app/entry.server.tsx). */
  link: string | null;
  /** The body cut at each occurrence of the nonce it was rendered with, so a hit only copies bytes. */
  parts: Buffer[];
  size: number;
}

/** Splits a body at every occurrence of `nonce` (no nonce: one part). */
function cutAtNonce(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body];
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(nonce, from, "utf8"); at !== -1; at = body.indexOf(nonce, from, "utf8")) {
    parts.push(body.subarray(from, at));
    from = at + Buffer.byteLength(nonce);
  }
  parts.push(body.subarray(from));
  return parts;
}

function joinWithNonce(parts: Buffer[], nonce: string): Buffer {
  if (parts.length === 1) return parts[0]!;
  const glue = Buffer.from(nonce, "utf8");
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(glue);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
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
}

/** How long a request waits for another's render of the same page before rendering it itself. */
const FOLLOW_MS = 10_000;

/** No cookie, or only the saved-language one (which every hit adds back when the request needs it). */
function onlyTheLangCookie(header: ReturnType<Response["getHeader"]>): boolean {
  if (header === undefined) return true;
  const values = Array.isArray(header) ? header : [String(header)];
  return values.every((value) => value.startsWith(`${LANG_COOKIE}=`));
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
    return `${req.originalUrl}|${lang}|${readCookie(req.headers.cookie, "prefs") ?? ""}`;
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
      await Promise.race([pending, new Promise((resolve) => setTimeout(resolve, FOLLOW_MS).unref())]);
      hit = entries.get(key);
    }
    if (hit && hit.version === version) {
      hits++;
      const body = joinWithNonce(hit.parts, nonce);
      res.status(hit.status).setHeader("Content-Type", hit.contentType);
      res.setHeader("Vary", "Accept-Language, Cookie");
      res.setHeader("Cache-Control", "no-cache");
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
      const cacheable =
        req.method === "GET" &&
        res.statusCode === 200 &&
        onlyTheLangCookie(res.getHeader("Set-Cookie")) &&
        !/no-store|private/.test(cacheControl) &&
        (contentType.startsWith("text/html") || contentType.startsWith("text/x-script"));
      if (cacheable) {
        const body = Buffer.concat(chunks);
        const link = res.getHeader("Link");
        entries.set(key, {
          version,
          status: 200,
          contentType,
          link: link === undefined ? null : String(link),
          parts: cutAtNonce(body, nonce),
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

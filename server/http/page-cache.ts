/**
 * The rendered-page cache. A page depends only on its path and query, the visitor's language,
 * their interface preferences (contrast, font size, Libras mode) and the content version, so
 * the server keeps the HTML (and the client-navigation data) it rendered under that key and
 * answers the next identical request from memory. The CSP nonce differs on every response: the
 * cached copy's nonce is replaced by the new one. Responses that set a cookie or ask not to be
 * stored (the contact form, with its per-visitor token) are never cached.
 */
import type { NextFunction, Request, Response } from "express";
import { resolveRequestLang, toLang } from "../../common/i18n/languages";
import { readCookie } from "./cookies";

interface Entry {
  version: string;
  status: number;
  contentType: string;
  body: Buffer;
  nonce: string;
}

export interface PageCacheOptions {
  /** The current content version; entries of another version are stale. */
  version: () => Promise<string>;
  maxEntries?: number;
  maxBytes?: number;
  /** Benchmarks may bypass the cache with this request header. */
  bypassHeader?: string;
}

export function createPageCache(options: PageCacheOptions) {
  const maxEntries = options.maxEntries ?? 1000;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  const evict = () => {
    while (entries.size > maxEntries || bytes > maxBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      bytes -= entries.get(oldest)!.body.length;
      entries.delete(oldest);
    }
  };

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
    // An explicit ?lang= that differs from the saved choice must reach the app, which saves it.
    const queryLang = typeof req.query.lang === "string" ? req.query.lang : null;
    if (queryLang !== null && readCookie(req.headers.cookie, "lang") !== toLang(queryLang)) return next();
    const nonce = res.locals.cspNonce as string;
    let version: string;
    try {
      version = await options.version();
    } catch {
      return next();
    }
    const key = keyOf(req);
    const hit = entries.get(key);
    if (hit && hit.version === version) {
      hits++;
      // Refresh its place in the LRU order.
      entries.delete(key);
      entries.set(key, hit);
      const body = hit.nonce ? Buffer.from(hit.body.toString("utf8").replaceAll(hit.nonce, nonce)) : hit.body;
      res.status(hit.status).setHeader("Content-Type", hit.contentType);
      res.setHeader("Vary", "Accept-Language, Cookie");
      res.setHeader("Cache-Control", "no-cache");
      res.setHeader("X-Page-Cache", "hit");
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    misses++;
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
        !res.getHeader("Set-Cookie") &&
        !/no-store|private/.test(cacheControl) &&
        (contentType.startsWith("text/html") || contentType.startsWith("text/x-script"));
      if (cacheable) {
        const body = Buffer.concat(chunks);
        const previous = entries.get(key);
        if (previous) bytes -= previous.body.length;
        entries.set(key, { version, status: 200, contentType, body, nonce });
        bytes += body.length;
        evict();
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  };

  return {
    middleware,
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
    clear() {
      entries.clear();
      bytes = 0;
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;

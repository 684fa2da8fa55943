/**
 * A page's address keeps only the query parameters that page reads (common/paths.ts,
 * PAGE_QUERY_PARAMS), and `lang` only when it names a language: `/portal?lang=en&x=1` is
 * `/portal?lang=en`, and `?lang=zz` is a bare address (redirected to the visitor's language).
 *
 * The page cache's key is the address, so without this each made-up parameter (`?q=1`, `?q=2`,
 * …) was a page new to the cache: a render of tens of milliseconds on the event loop, paid by
 * everyone waiting behind it, and 150 of them pushed every page out of the 8 MB cache. Pages
 * also print their query back in their links (the language switcher), so the parameters are
 * removed from the request itself, not only from the key: the page never sees them.
 */
import type { NextFunction, Request, Response } from "express";
import { isLang } from "../../common/i18n/languages";
import { PAGE_QUERY_PARAMS, PORTAL } from "../../common/paths";

/** The query kept of `search` for the page at `path` (with its `?`, or "" when nothing is kept). */
export function keptPageQuery(path: string, search: string): string {
  // React Router's data request for a page (/portal/x.data) reads the page's parameters and the
  // routes it asks for.
  const data = path.endsWith(".data");
  const page = data ? path.slice(0, -".data".length) : path;
  const read = [...(PAGE_QUERY_PARAMS[page.length > 1 ? page.replace(/\/+$/, "") : page] ?? []), ...(data ? ["_routes"] : [])];
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, value] of params) {
    if (name !== "lang" && !read.includes(name)) continue;
    if (name === "lang" && !isLang(value)) continue;
    kept.append(name, value);
  }
  // Untouched when nothing was dropped: the page's own encoding (areas=1,4) stays as sent.
  if ([...kept].length === [...params].length) return search;
  const text = kept.toString().replaceAll("%2C", ",");
  return text ? `?${text}` : "";
}

export function pageQueryOnly(req: Request, _res: Response, next: NextFunction): void {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  if (req.path !== PORTAL && !req.path.startsWith(`${PORTAL}/`)) return next();
  const at = req.url.indexOf("?");
  if (at === -1) return next();
  const search = req.url.slice(at);
  const kept = keptPageQuery(req.path, search);
  if (kept !== search) {
    const url = req.url.slice(0, at) + kept;
    req.url = url;
    req.originalUrl = url;
  }
  next();
}

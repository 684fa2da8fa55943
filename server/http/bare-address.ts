/**
 * Bare addresses (a page without ?lang=, e.g. /portal) are the x-default of every page: they
 * answer with a 302 to the address of the language the visitor would get (the saved choice,
 * then Accept-Language, then pt), with `Vary: Cookie, Accept-Language`. So no page is ever
 * rendered at an address whose canonical points elsewhere, and search engines see one
 * language-neutral selector per page (docs/decisions/0019-bare-address-redirect.md).
 */
import type { NextFunction, Request, Response } from "express";
import { resolveRequestLang } from "../../common/i18n/languages";
import { PORTAL, withLang } from "../../common/paths";
import { readCookie } from "../../common/http/cookies";

export function isBarePageRequest(req: Request): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  // The pages live under /portal; React Router's client data requests (*.data) carry no
  // language of their own and must not be redirected.
  if (req.path !== PORTAL && !req.path.startsWith(`${PORTAL}/`)) return false;
  if (req.path.endsWith(".data")) return false;
  const lang = req.query.lang;
  return lang === undefined || lang === "";
}

export function bareAddressRedirect(req: Request, res: Response, next: NextFunction): void {
  if (!isBarePageRequest(req)) return next();
  const lang = resolveRequestLang({
    queryLang: null,
    cookieLang: readCookie(req.headers.cookie, "lang"),
    acceptLanguage: req.headers["accept-language"],
  });
  const location = withLang(req.originalUrl, lang);
  res.writeHead(302, {
    Location: location,
    Vary: "Cookie, Accept-Language",
    "Cache-Control": "private, no-cache",
    "Content-Type": "text/plain; charset=utf-8",
  });
  res.end(req.method === "HEAD" ? undefined : `Found: ${location}`);
}

/**
 * Page views over HTTP, two ways in and never both for one view:
 * - the page request itself (countPageRequests): a GET of a page of the route table that answered
 *   200, from a browser (`isbot` excludes crawlers), prefetches left out — this counts visits
 *   without JavaScript too, and every first page of a visit;
 * - POST /api/analytics/page-view from the site's own script, sent only for client-side
 *   navigations (app/chrome/RouteEffects.tsx), which never reach the server as a page request.
 * Neither reads or sets a cookie. The endpoint answers only its own origin, is rate-limited per
 * client address, and stores only pages of the route table; every refusal is JSON with a message
 * in the visitor's language.
 */
import { jsonBody } from "../http/refusals";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { isbot } from "isbot";
import { isLang, resolveRequestLang, type Lang } from "../../common/i18n/languages";
import { readCookie } from "../../common/http/cookies";
import { pageRouteOf } from "../http/route-table";
import type { Services } from "../services";

type Refusal = "cross_site" | "rate_limited" | "invalid_path" | "unknown_page" | "invalid_body" | "too_large";

export const analyticsRefusalMessages: Record<Refusal, Record<Lang, string>> = {
  cross_site: {
    pt: "Só as páginas deste site podem registrar visitas.",
    en: "Only this site's own pages may report views.",
    es: "Solo las páginas de este sitio pueden registrar visitas.",
  },
  rate_limited: {
    pt: "Visitas demais registradas deste endereço. Tente de novo em instantes.",
    en: "Too many views reported from this address. Try again shortly.",
    es: "Demasiadas visitas registradas desde esta dirección. Inténtelo de nuevo en unos instantes.",
  },
  invalid_path: {
    pt: "Informe o caminho da página: um endereço que começa com / e tem até 300 caracteres.",
    en: "Send the page's path: an address starting with / of at most 300 characters.",
    es: "Indique la ruta de la página: una dirección que empiece por / y tenga hasta 300 caracteres.",
  },
  unknown_page: {
    pt: "Esta página não existe no site; a visita não foi registrada.",
    en: "This page does not exist on the site; the view was not stored.",
    es: "Esta página no existe en el sitio; la visita no se registró.",
  },
  invalid_body: {
    pt: 'O corpo deve ser JSON pequeno com o caminho da página, por exemplo {"path":"/portal"}.',
    en: 'The body must be a small JSON object with the page\'s path, e.g. {"path":"/portal"}.',
    es: 'El cuerpo debe ser un JSON pequeño con la ruta de la página, por ejemplo {"path":"/portal"}.',
  },
  too_large: {
    pt: "O registro de visita é grande demais: envie só o caminho e o idioma.",
    en: "The view report is too large: send only the path and the language.",
    es: "El registro de visita es demasiado grande: envíe solo la ruta y el idioma.",
  },
};

const statusOf: Record<Refusal, number> = {
  cross_site: 403,
  rate_limited: 429,
  invalid_path: 400,
  unknown_page: 422,
  invalid_body: 400,
  too_large: 413,
};

function requestLang(req: Request): Lang {
  const bodyLang = (req.body as { lang?: unknown } | undefined)?.lang;
  if (typeof bodyLang === "string" && isLang(bodyLang)) return bodyLang;
  return resolveRequestLang({
    queryLang: typeof req.query.lang === "string" ? req.query.lang : null,
    cookieLang: readCookie(req.headers.cookie, "lang"),
    acceptLanguage: req.headers["accept-language"],
  });
}

function refuse(req: Request, res: Response, refusal: Refusal) {
  res.status(statusOf[refusal]).json({ error: refusal, message: analyticsRefusalMessages[refusal][requestLang(req)] });
}

/**
 * Same origin: a browser's POST carries Sec-Fetch-Site, Origin or both; each present must say
 * this site. Neither (a script, not a browser page) is refused too.
 */
function sameOrigin(req: Request, publicUrl: string | undefined): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin") return false;
  const origin = req.headers.origin;
  if (origin === undefined) return site === "same-origin";
  const own = new Set([`${req.protocol}://${req.headers.host ?? ""}`]);
  if (publicUrl) own.add(new URL(publicUrl).origin);
  return own.has(origin);
}

export function createAnalyticsApi(services: Services) {
  const router = express.Router();
  router.post(
    "/page-view",
    (req, res, next) => {
      if (!sameOrigin(req, services.config.PUBLIC_URL)) return refuse(req, res, "cross_site");
      services.rateLimits.analytics
        .consume(req.ip ?? "unknown")
        .then((verdict) => {
          if (verdict.allowed) return next();
          res.setHeader("Retry-After", String(verdict.retryAfterSeconds));
          refuse(req, res, "rate_limited");
        })
        .catch(next);
    },
    // sendBeacon's Blob is application/json; a few hundred bytes is all a report needs, and a
    // larger or endless body is refused without being read to its end.
    jsonBody(2 * 1024),
    (req, res) => {
      const body = req.body as { path?: unknown } | undefined;
      if (typeof body?.path !== "string" || !body.path.startsWith("/") || body.path.length > 300)
        return refuse(req, res, "invalid_path");
      const route = pageRouteOf(body.path);
      if (!route) return refuse(req, res, "unknown_page");
      const path = services.pageViews.record(route, requestLang(req));
      res.status(202).json({ path });
    },
  );
  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    const status = (error as { status?: number }).status;
    if (status === 413) return refuse(req, res, "too_large");
    if (status === 400) return refuse(req, res, "invalid_body");
    next(error);
  });
  return router;
}

/** Counts a page request as a view when it answers a page (see above). Before the page cache. */
export function countPageRequests(services: Services): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" || req.path.endsWith(".data")) return next();
    const route = pageRouteOf(req.path);
    if (!route) return next();
    const agent = req.headers["user-agent"];
    if (!agent || isbot(agent)) return next();
    // Link prefetches and speculative loads are not visits.
    const purpose = req.headers["sec-purpose"] ?? req.headers.purpose;
    if (typeof purpose === "string" && /prefetch|prerender/i.test(purpose)) return next();
    res.on("finish", () => {
      if (res.statusCode === 200) services.pageViews.record(route, requestLang(req));
    });
    next();
  };
}

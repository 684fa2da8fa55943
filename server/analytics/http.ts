/**
 * Page views over HTTP, counted from the page request itself (countPageRequests): a GET of a page
 * of the route table that answered 200, from a browser (`isbot` excludes crawlers), prefetches
 * left out, in the page's language (?lang=, else the saved choice, else the browser's). Links are
 * plain links (docs/decisions/0024), so every page view is a page request, visits without
 * JavaScript included; the browser's own report of client-side navigations (POST
 * /api/analytics/page-view) went away with them. No cookie is set; the language one is read.
 */
import type { RequestHandler } from "express";
import { isbot } from "isbot";
import { requestLang } from "../http/refusals";
import { pageRouteOf } from "../http/route-table";
import type { Services } from "../services";

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

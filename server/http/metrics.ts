/**
 * Prometheus metrics with prom-client, one registry per set of services (tests build several).
 * Labels come from fixed sets only, so a flood of made-up addresses cannot grow them: the route
 * is a template of the route table (server/http/route-table.ts) or "other", the method one of
 * the HTTP methods the site knows or "other", the status its class (2xx…5xx).
 */
import type { NextFunction, Request, Response } from "express";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { langCodes, type Lang } from "../../common/i18n/languages";
import { routeOf } from "./route-table";

const knownMethods = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]);
const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export const methodLabel = (method: string) => (knownMethods.has(method) ? method : "other");
export const statusLabel = (status: number) => `${Math.min(Math.max(Math.floor(status / 100), 1), 5)}xx`;

export function createMetrics(options: { defaultMetrics?: boolean } = {}) {
  const registry = new Registry();
  // Process metrics (CPU, resident memory, heap, event loop lag, handles) under their usual names.
  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry, prefix: "lead_" });

  const requests = new Counter({
    name: "lead_http_requests_total",
    help: "HTTP requests by method, route template and status class.",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "lead_http_request_duration_seconds",
    help: "HTTP request duration by route template.",
    labelNames: ["route"] as const,
    buckets,
    registers: [registry],
  });
  const pageViews = new Counter({
    name: "page_views_total",
    help: "Page views counted by this instance (from page requests), by route and language.",
    labelNames: ["route", "lang"] as const,
    registers: [registry],
  });

  /** A metric registered again (a second app on the same services) replaces the first. */
  const fresh = (name: string) => {
    if (registry.getSingleMetric(name)) registry.removeSingleMetric(name);
  };

  return {
    registry,
    middleware() {
      return (req: Request, res: Response, next: NextFunction) => {
        const end = duration.startTimer();
        res.on("finish", () => {
          const route = routeOf(req.originalUrl);
          end({ route });
          requests.inc({ method: methodLabel(req.method), route, status: statusLabel(res.statusCode) });
        });
        next();
      };
    },
    /** Counts one page view; `route` must be a template of the route table. */
    pageView(route: string, lang: Lang) {
      pageViews.inc({ route, lang: langCodes.includes(lang) ? lang : "other" });
    },
    gauge(name: string, help: string, read: () => number | Promise<number>) {
      fresh(name);
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(
            await Promise.resolve()
              .then(read)
              .catch(() => Number.NaN),
          );
        },
      });
    },
    /** A value that only grows (name it *_total), read when /metrics is asked. */
    counter(name: string, help: string, read: () => number | Promise<number>) {
      fresh(name);
      new Counter({
        name,
        help,
        registers: [registry],
        async collect() {
          const value = await Promise.resolve()
            .then(read)
            .catch(() => Number.NaN);
          this.reset();
          if (Number.isFinite(value) && value > 0) this.inc(value);
        },
      });
    },
    contentType: registry.contentType,
    render: () => registry.metrics(),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

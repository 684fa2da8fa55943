/**
 * Operations endpoints: liveness (/healthz: the process answers), readiness (/readyz: the
 * database answers, and Redis when configured — a load balancer stops sending traffic while it
 * is false) and Prometheus metrics (/metrics).
 *
 * Each readiness check has a deadline: a database behind a dead connection may never answer,
 * and a probe that hangs is read by the balancer as a timeout rather than a clear "not ready".
 */
import { timingSafeEqual } from "node:crypto";
import express from "express";
import { resolveRequestLang, type Lang } from "../../common/i18n/languages";
import { readCookie } from "../../common/http/cookies";
import type { Services } from "../services";
import type { Metrics } from "./metrics";

export interface ReadinessCheck {
  name: string;
  check: () => Promise<boolean>;
}

/** How long one readiness check may take before it counts as failed. */
export const READINESS_TIMEOUT_MS = 2000;

/** The checks readiness runs: the database always, Redis when configured. */
export function readinessChecks(services: Pick<Services, "database" | "redis">): ReadinessCheck[] {
  const checks: ReadinessCheck[] = [{ name: "database", check: () => services.database.ping() }];
  const redis = services.redis;
  if (redis) checks.push({ name: "redis", check: async () => redis.status === "ready" && (await redis.ping()) === "PONG" });
  return checks;
}

async function withDeadline(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([check().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

export function createOpsRouter(services: Services, metrics: Metrics, extraChecks: ReadinessCheck[] = []) {
  const router = express.Router();
  const noStore = (res: express.Response) => res.setHeader("Cache-Control", "no-store");

  router.get("/healthz", (_req, res) => {
    noStore(res);
    res.json({ status: "ok" });
  });

  router.get("/readyz", async (_req, res) => {
    noStore(res);
    const checks = [...readinessChecks(services), ...extraChecks];
    const results = await Promise.all(
      checks.map(async (c) => [c.name, await withDeadline(c.check, READINESS_TIMEOUT_MS)] as const),
    );
    const ready = !services.shuttingDown && results.every(([, ok]) => ok);
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "not_ready", checks: Object.fromEntries(results) });
  });

  router.get("/metrics", async (req, res) => {
    noStore(res);
    const token = services.config.METRICS_TOKEN;
    // req.ip is the client as the trusted proxies (TRUST_PROXY's addresses) report it, not the
    // socket's peer: behind a proxy on the same host every socket is loopback. A direct client's
    // own X-Forwarded-For is not read.
    const allowed = isLoopback(req.ip) || (token !== undefined && bearerMatches(req.headers.authorization, token));
    if (!allowed) {
      const lang = resolveRequestLang({
        cookieLang: readCookie(req.headers.cookie, "lang"),
        acceptLanguage: req.headers["accept-language"],
      });
      if (token) res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      res.status(token ? 401 : 403).json({ error: "forbidden", message: metricsRefusal[lang] });
      return;
    }
    res.type(metrics.contentType).send(await metrics.render());
  });
  return router;
}

export const metricsRefusal: Record<Lang, string> = {
  pt: "As métricas não são públicas: peça-as do próprio servidor ou com o token de métricas.",
  en: "Metrics are not public: ask from the server itself or with the metrics token.",
  es: "Las métricas no son públicas: pídalas desde el propio servidor o con el token de métricas.",
};

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function isLoopback(address: string | undefined): boolean {
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}

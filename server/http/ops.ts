/**
 * Operations endpoints: liveness (/healthz: the process answers), readiness (/readyz: the
 * database answers, and Redis when configured — a load balancer stops sending traffic while it
 * is false) and Prometheus metrics (/metrics).
 *
 * Each readiness check has a deadline: a database behind a dead connection may never answer,
 * and a probe that hangs is read by the balancer as a timeout rather than a clear "not ready".
 */
import express from "express";
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
    const allowed = token ? req.headers.authorization === `Bearer ${token}` : isLoopback(req.socket.remoteAddress);
    if (!allowed) {
      res.status(token ? 401 : 403).json({ error: "forbidden", message: "Metrics are not public." });
      return;
    }
    res.type("text/plain; version=0.0.4").send(await metrics.render());
  });
  return router;
}

function isLoopback(address: string | undefined): boolean {
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}

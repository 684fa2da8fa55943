import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../testing/test-app";
import { READINESS_TIMEOUT_MS } from "./ops";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe("operations endpoints", () => {
  it("reports liveness", async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers probes without compression's wrapping, which the API and pages keep (server/app.ts)", async () => {
    for (const path of ["/healthz", "/metrics"]) {
      const response = await fetch(`${app.url}${path}`, { headers: { "accept-encoding": "gzip" } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-encoding"), path).toBeNull();
      expect(response.headers.get("vary") ?? "", path).not.toMatch(/accept-encoding/i);
    }
  });

  it("reports readiness with the database check, and not-ready while shutting down", async () => {
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", checks: { database: true } });
    app.services.shuttingDown = true;
    const draining = await fetch(`${app.url}/readyz`);
    expect(draining.status).toBe(503);
    app.services.shuttingDown = false;
  });

  it("answers not-ready within its deadline when the database never answers", async () => {
    const ping = app.services.database.ping;
    app.services.database.ping = () => new Promise<boolean>(() => {});
    try {
      const started = Date.now();
      const response = await fetch(`${app.url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "not_ready", checks: { database: false } });
      expect(Date.now() - started).toBeLessThan(READINESS_TIMEOUT_MS + 1000);
    } finally {
      app.services.database.ping = ping;
    }
  });

  it("serves Prometheus metrics on loopback, counting requests by route template", async () => {
    await fetch(`${app.url}/api/unknown-endpoint`);
    await fetch(`${app.url}/healthz`);
    const response = await fetch(`${app.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("# TYPE lead_http_requests_total counter");
    // An address the site does not have is "other", never its own label.
    expect(text).toMatch(/lead_http_requests_total\{method="GET",route="other",status="4xx"\} 1/);
    expect(text).toMatch(/lead_http_requests_total\{method="GET",route="\/healthz",status="2xx"\} [1-9]/);
    expect(text).not.toContain("unknown-endpoint");
    expect(text).toMatch(/lead_process_resident_memory_bytes \d+/);
    // The outbox worker's polls, so a test or an operator can see it is alive.
    expect(text).toMatch(/# TYPE lead_mail_outbox_passes_total counter\nlead_mail_outbox_passes_total [1-9]\d*/);
  });

  it("sends the security headers on every response", async () => {
    const response = await fetch(`${app.url}/healthz`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-powered-by")).toBeNull();
  });
});

describe("readiness with Redis configured", () => {
  it("includes Redis, and is false while Redis cannot be reached", async () => {
    // A port nobody listens on.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));

    const down = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    try {
      const response = await fetch(`${down.url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: "not_ready", checks: { database: true, redis: false } });
    } finally {
      await down.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../testing/test-app";

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

  it("reports readiness with the database check, and not-ready while shutting down", async () => {
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", checks: { database: true } });
    app.services.shuttingDown = true;
    const draining = await fetch(`${app.url}/readyz`);
    expect(draining.status).toBe(503);
    app.services.shuttingDown = false;
  });

  it("serves Prometheus metrics on loopback, counting requests by route", async () => {
    await fetch(`${app.url}/api/unknown-endpoint`);
    const response = await fetch(`${app.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("# TYPE lead_http_requests_total counter");
    expect(text).toMatch(/lead_http_requests_total\{method="GET",route="\/api\/unknown-endpoint",status="404"\} 1/);
    expect(text).toMatch(/lead_process_resident_memory_bytes \d+/);
  });

  it("sends the security headers on every response", async () => {
    const response = await fetch(`${app.url}/healthz`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-powered-by")).toBeNull();
  });
});

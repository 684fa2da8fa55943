/**
 * /metrics with prom-client: a flood of made-up addresses, methods and ids leaves the label set
 * as it was, and access is decided on the client after the trusted proxies, or a bearer token.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../testing/test-app";
import { pageRouteOf, routeOf, UNKNOWN_ROUTE, VACANCY_ROUTE } from "./route-table";

const seriesOf = (text: string, name: string) => text.split("\n").filter((line) => line.startsWith(`${name}{`));

describe("route templates", () => {
  it("turn paths into the route table's templates, and everything else into one label", () => {
    expect(routeOf("/portal/institucional?lang=en")).toBe("/portal/institucional");
    expect(routeOf("/portal/contato/")).toBe("/portal/contato");
    expect(routeOf("/portal/trabalhe/analista-de-dados")).toBe(VACANCY_ROUTE);
    expect(routeOf("/portal/atuacao.data")).toBe("/portal/atuacao");
    expect(routeOf("/api/contact/files/3f2a9c")).toBe("/api/contact/files/:id");
    expect(routeOf("/media/clips/abc.mp4")).toBe("/media");
    expect(routeOf("/assets/entry-1234.js")).toBe("/assets");
    expect(routeOf("/chat/?EIO=4&transport=polling")).toBe("/chat");
    for (const made of ["/portal/<script>", "/api/users/42", "/wp-login.php", "/portal/nope/deeper", "/portalx"])
      expect(routeOf(made)).toBe(UNKNOWN_ROUTE);
    expect(pageRouteOf("/api/contact")).toBeNull();
    expect(pageRouteOf("/portal/")).toBe("/portal");
  });
});

describe("/metrics", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1", METRICS_TOKEN: "metrics-token-for-tests" });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("keeps a fixed label set however many unique addresses and methods arrive", async () => {
    const paths = Array.from({ length: 300 }, (_, i) => [
      `/api/made-up/${i}?q=${i}`,
      `/portal/made-up-${i}`,
      `/api/contact/files/${i}x`,
    ]).flat();
    for (let i = 0; i < paths.length; i += 50)
      await Promise.all(
        paths.slice(i, i + 50).map((p) => fetch(`${app.url}${p}`, { redirect: "manual" }).then((r) => r.arrayBuffer())),
      );
    await fetch(`${app.url}/healthz`, { method: "PROPFIND" }).catch(() => undefined);
    const text = await (await fetch(`${app.url}/metrics`)).text();
    const requests = seriesOf(text, "lead_http_requests_total");
    expect(text).not.toMatch(/made-up|\/files\/\d/);
    for (const line of requests) {
      const [, method, route, status] = /method="([^"]*)",route="([^"]*)",status="([^"]*)"/.exec(line) ?? [];
      expect(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "other"]).toContain(method);
      expect(route === UNKNOWN_ROUTE || route!.startsWith("/")).toBe(true);
      expect(status).toMatch(/^[1-5]xx$/);
    }
    expect(requests.length).toBeLessThan(12);
    expect(text.length).toBeLessThan(100_000);
  });

  it("refuses a client behind the trusted proxy, in its language, even though the socket is loopback", async () => {
    const response = await fetch(`${app.url}/metrics`, {
      headers: { "x-forwarded-for": "203.0.113.9", "accept-language": "es" },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toContain("Bearer");
    expect(await response.json()).toEqual({ error: "forbidden", message: expect.stringContaining("no son públicas") });
    const wrong = await fetch(`${app.url}/metrics`, {
      headers: { "x-forwarded-for": "203.0.113.9", authorization: "Bearer nope" },
    });
    expect(wrong.status).toBe(401);
  });

  it("answers that client with the token, and the proxy's own host without one", async () => {
    const withToken = await fetch(`${app.url}/metrics`, {
      headers: { "x-forwarded-for": "203.0.113.9", authorization: "Bearer metrics-token-for-tests" },
    });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain("lead_http_requests_total");
    const local = await fetch(`${app.url}/metrics`, { headers: { "x-forwarded-for": "127.0.0.1" } });
    expect(local.status).toBe(200);
  });
});

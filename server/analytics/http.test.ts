/**
 * Page views through the real app: the browser's report (same origin, rate-limited, pages of the
 * route table only, refusals in the visitor's language) and the page request itself (browsers
 * only, no JavaScript needed); the buffer's bound and the retention period.
 */
import { createServer } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../log";
import { startTestApp, type TestApp } from "../testing/test-app";
import { countPageRequests } from "./http";
import { createPageViews } from "./page-views";

const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RETENTION_DAYS: "30" });
});
afterAll(async () => {
  await app?.close();
});

async function storedPaths(): Promise<string[]> {
  await app.services.pageViews.flush();
  const rows = await app.services.database.db.selectFrom("page_view").select("path").orderBy("id").execute();
  return rows.map((r) => r.path);
}

function report(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${app.url}/api/analytics/page-view`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: app.url, "sec-fetch-site": "same-origin", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

describe("POST /api/analytics/page-view", () => {
  it("stores a page of the route table as its path after /portal, and counts it on /metrics", async () => {
    const before = await storedPaths();
    const response = await report({ path: "/portal/atuacao", lang: "en" });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ path: "/atuacao" });
    const vacancy = await report({ path: "/portal/trabalhe/some-opening", lang: "pt" });
    expect(await vacancy.json()).toEqual({ path: "/trabalhe/:key" });
    expect((await storedPaths()).slice(before.length)).toEqual(["/atuacao", "/trabalhe/:key"]);
    const metrics = await (await fetch(`${app.url}/metrics`)).text();
    expect(metrics).toMatch(/page_views_total\{route="\/portal\/atuacao",lang="en"\} 1/);
  });

  it.each([
    ["another site's Origin", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }],
    ["a cross-site fetch without Origin", { origin: "", "sec-fetch-site": "cross-site" }],
    ["a same-site subdomain", { "sec-fetch-site": "same-site" }],
    ["neither header (not a browser page)", { origin: "", "sec-fetch-site": "" }],
  ])("refuses %s with 403, in the visitor's language, storing nothing", async (_name, headers) => {
    const before = await storedPaths();
    const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ""));
    const response = await fetch(`${app.url}/api/analytics/page-view`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "es-ES,es;q=0.9", ...clean },
      body: JSON.stringify({ path: "/portal" }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: "cross_site",
      message: "Solo las páginas de este sitio pueden registrar visitas.",
    });
    expect(await storedPaths()).toEqual(before);
  });

  it("refuses paths that are no page of the site, and malformed or large bodies, with a message", async () => {
    const before = await storedPaths();
    const script = await report({ path: "/<script>alert(1)</script>", lang: "pt" });
    expect(script.status).toBe(422);
    expect(await script.json()).toEqual({
      error: "unknown_page",
      message: "Esta página não existe no site; a visita não foi registrada.",
    });
    const madeUp = await report({ path: "/portal/made-up-page", lang: "en" });
    expect(await madeUp.json()).toMatchObject({ error: "unknown_page", message: expect.stringContaining("does not exist") });
    const relative = await report({ path: "portal", lang: "en" });
    expect([relative.status, ((await relative.json()) as { error: string }).error]).toEqual([400, "invalid_path"]);
    const broken = await report("{not json", { "accept-language": "en" });
    expect([broken.status, ((await broken.json()) as { error: string }).error]).toEqual([400, "invalid_body"]);
    const large = await report({ path: "/portal", padding: "x".repeat(5000) }, { "accept-language": "en" });
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ error: "too_large", message: expect.stringContaining("too large") });
    expect(await storedPaths()).toEqual(before);
  });

  it("is rate-limited per client address, with Retry-After and a message", async () => {
    const own = await startTestApp();
    try {
      const post = () =>
        fetch(`${own.url}/api/analytics/page-view`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: own.url, "accept-language": "pt-BR" },
          body: JSON.stringify({ path: "/portal" }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 120; i += 20)
        statuses.push(...(await Promise.all(Array.from({ length: 20 }, post))).map((r) => r.status));
      expect(statuses.every((s) => s === 202)).toBe(true);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ error: "rate_limited", message: expect.stringContaining("Tente de novo") });
    } finally {
      await own.close();
    }
  });
});

describe("page requests counted on the server", () => {
  it("counts a browser's page answered 200, not crawlers, client-navigation data, prefetches or unknown pages", async () => {
    const site = express();
    site.use(countPageRequests(app.services));
    site.get("/portal/{*rest}", (req, res) => {
      if (req.path === "/portal/missing") res.status(404);
      res.type("text/html").send("<p>page</p>");
    });
    const server = createServer(site);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const before = await storedPaths();
      const get = (path: string, headers: Record<string, string> = {}) =>
        fetch(`${base}${path}`, { headers: { "user-agent": browser, ...headers } }).then((r) => r.text());
      await get("/portal/institucional?lang=es");
      await get("/portal/?lang=en");
      await get("/portal/solucoes", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" });
      await get("/portal/solucoes", { "user-agent": "curl/8.5.0" });
      await get("/portal/solucoes.data");
      await get("/portal/solucoes", { "sec-purpose": "prefetch" });
      await get("/portal/missing");
      await get("/portal/contato/../../etc");
      expect((await storedPaths()).slice(before.length)).toEqual(["/institucional", "/"]);
      const rows = await app.services.database.db
        .selectFrom("page_view")
        .select(["path", "lang"])
        .orderBy("id", "desc")
        .limit(2)
        .execute();
      expect(rows.map((r) => r.lang)).toEqual(["en", "es"]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("the page-view buffer and retention", () => {
  it("holds at most its bound while the database does not keep up, counting what it drops", async () => {
    const views = createPageViews({
      db: app.services.database.db,
      log: createLogger("silent"),
      retentionDays: 30,
      maxPending: 100,
    });
    for (let i = 0; i < 20_000; i++) views.record(i % 2 ? "/portal" : "/portal/contato", i % 3 ? "pt" : "en");
    expect(views.stats()).toEqual({ pending: 100, dropped: 19_900 });
    expect(await views.flush()).toBe(100);
    expect(views.stats().pending).toBe(0);
  });

  it("deletes views older than RETENTION_DAYS and keeps the rest", async () => {
    const db = app.services.database.db;
    const day = 24 * 3600_000;
    await db
      .insertInto("page_view")
      .values([
        { path: "/old", lang: "pt", created_at: new Date(Date.now() - 31 * day).toISOString() },
        { path: "/recent", lang: "pt", created_at: new Date(Date.now() - 29 * day).toISOString() },
      ])
      .execute();
    expect(await app.services.pageViews.applyRetention()).toBe(1);
    const paths = await storedPaths();
    expect(paths).toContain("/recent");
    expect(paths).not.toContain("/old");
  });
});

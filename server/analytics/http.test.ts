/**
 * Page views through the real app: counted from the page request itself (browsers only, no
 * JavaScript needed), the old report address gone; the buffer's bound and the retention period.
 */
import { createServer } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRefusalMessages } from "../http/refusals";
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

describe("the page-view report, removed (every page view is a page request)", () => {
  it("answers a POST to its old address with the API's JSON 404 in the visitor's language, storing nothing", async () => {
    const before = await storedPaths();
    const response = await fetch(`${app.url}/api/analytics/page-view`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: app.url,
        "sec-fetch-site": "same-origin",
        "accept-language": "es-ES,es;q=0.9",
      },
      body: JSON.stringify({ path: "/portal/atuacao", lang: "es" }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "not_found", message: apiRefusalMessages.es.not_found });
    expect(await storedPaths()).toEqual(before);
  });
});

describe("page requests counted on the server", () => {
  it("counts a browser's page answered 200, not crawlers, data requests (.data), prefetches or unknown pages", async () => {
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

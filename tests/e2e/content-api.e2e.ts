/**
 * The content API as production serves it: the built server (build/server-main.js), started the
 * way `npm start` does, answers the content API's paths with cached JSON. The shapes, ordering and
 * caching rules are tested in depth in server/api/content.test.ts; this proves the bundle.
 */
import { describe, expect, it } from "vitest";
import { pickLanguage } from "../../common/content/language-entry";
import { apiListSchemas, type ApiItem, type ApiPath } from "../../server/content/api-schemas";
import { useSite } from "./harness";

const e2e = useSite();

describe("content API on the built server", () => {
  it("answers every endpoint with 200, JSON, a strong ETag and Cache-Control", async () => {
    for (const path of Object.keys(apiListSchemas) as ApiPath[]) {
      const res = await fetch(`${e2e.server.url}/api${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(res.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]+(-br|-gzip)?"$/);
      expect(res.headers.get("cache-control")).toContain("max-age=60");
      const body = (await res.json()) as unknown[];
      expect(body.length).toBeGreaterThan(0);
      for (const item of body) expect(apiListSchemas[path].safeParse(item).success, path).toBe(true);
    }
  });

  it("serves the visible openings in the visitor's language and a 304 when nothing changed", async () => {
    const res = await fetch(`${e2e.server.url}/api/vacancy/all/visible`);
    const vacancies = (await res.json()) as Array<ApiItem<"/vacancy/all/visible">>;
    expect(pickLanguage(vacancies[0]!.vacancyLanguage, "es")?.localization).toBe("Fortaleza - CE");
    const again = await fetch(`${e2e.server.url}/api/vacancy/all/visible`, {
      headers: { "If-None-Match": res.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });

  it("serves portal-main.json at the root with a cache-busting query, and JSON 404s under /api", async () => {
    const main = await fetch(`${e2e.server.url}/portal-main.json?t=${Date.now()}`);
    expect(main.status).toBe(200);
    expect(Object.keys((await main.json()) as object)).toContain("vacancies");
    const missing = await fetch(`${e2e.server.url}/api/does-not-exist`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: "not_found" });
  });
});

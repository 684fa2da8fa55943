/**
 * The content API over real HTTP, against SQLite and against PostgreSQL (127.0.0.1:5432, a fresh
 * database per run, dropped after; skipped with a printed line when PostgreSQL does not answer).
 * The server is the real HTTP assembly (createApp) on a loopback port.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { pickLanguage } from "../../common/content/language-entry";
import type { ContentOf } from "../../common/content/content-types";
import { apiListSchemas, type ApiItem, type ApiPath } from "../content/api-schemas";
import { loadContentFiles } from "../content/load-files";
import { importContent } from "../content/import";
import {
  contentCopy,
  createPostgresDatabase,
  postgresAnswers,
  rawRequest,
  startApi,
  type Engine,
  type RawResponse,
  type RunningApi,
} from "../content/test-support";

const copy = contentCopy();
const read = <T>(file: string) => JSON.parse(readFileSync(path.join(copy.dir, file), "utf8")) as T;
const vacancies = read<ContentOf<"vacancies.json">>("vacancies.json");
const socialActions = read<ContentOf<"social-actions.json">>("social-actions.json");
const awards = read<ContentOf<"awards.json">>("awards.json");

/** How many items each endpoint answers with, from the content files. */
const expectedCount: Record<ApiPath, number> = {
  "/banner/all": 3,
  "/about/all": 1,
  "/partner/all": 1,
  "/awards/all": awards.length,
  "/news/all": read<unknown[]>("news.json").length,
  "/social-actions/all": socialActions.length,
  "/areas-activity/all": 10,
  "/research/summary": 7,
  "/solutions/all": 4,
  "/benefits/all": 4,
  "/vacancy/all/visible": vacancies.filter((v) => v.visible).length,
  "/gallery-portal/all": 6,
};
const paths = Object.keys(apiListSchemas) as ApiPath[];

const pgUp = await postgresAnswers();
if (!pgUp) console.log("PostgreSQL did not answer at 127.0.0.1:5432: the PostgreSQL content API tests are skipped.");
const engines: Engine[] = pgUp ? ["sqlite", "postgres"] : ["sqlite"];

const servers = new Map<Engine, RunningApi>();
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  for (const engine of engines) {
    let databaseUrl = "sqlite";
    if (engine === "postgres") {
      const database = await createPostgresDatabase();
      cleanups.push(() => database.drop());
      databaseUrl = database.url;
    }
    const api = await startApi({ databaseUrl, contentDir: copy.dir });
    cleanups.unshift(() => api.close());
    servers.set(engine, api);
  }
});

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  copy.cleanup();
});

async function getJson<T = unknown>(engine: Engine, url: string, headers: Record<string, string> = {}) {
  const res = await rawRequest(servers.get(engine)!.url + url, { headers });
  return { ...res, json: JSON.parse(res.body.toString("utf8")) as T };
}

function decode(res: RawResponse): Buffer {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.body);
  if (encoding === "gzip") return gunzipSync(res.body);
  return res.body;
}

/** Values under these keys are images; with a complete media set none may be null. */
const imageKeys = new Set(["image", "brandLead", "mobileImage"]);
function nullImages(value: unknown, at = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => nullImages(v, `${at}[${i}]`));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([k, v]) =>
    imageKeys.has(k) && v === null ? [`${at}.${k}`] : nullImages(v, `${at}.${k}`),
  );
}

describe.each(engines)("content API on %s", (engine) => {
  it.each(paths)("GET /api%s answers 200 with the documented shape", async (p) => {
    const res = await getJson<unknown[]>(engine, `/api${p}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    const parsed = z.array(apiListSchemas[p]).safeParse(res.json);
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 5)).toEqual([]);
    expect(res.json).toHaveLength(expectedCount[p]);
    expect(nullImages(res.json)).toEqual([]);
  });

  it("lists awards by id, descending", async () => {
    const { json } = await getJson<Array<ApiItem<"/awards/all">>>(engine, "/api/awards/all");
    const ids = json.map((a) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(awards.length);
    // The first is the content's highest premiacaoN, in every language.
    const newest = awards.find((a) => a.id === `premiacao${ids[0]}`)!;
    for (const lang of ["pt", "en", "es"] as const) {
      expect(pickLanguage(json[0]!.awardsLanguage, lang)?.title).toBe(newest.title[lang]);
    }
  });

  it("lists social actions newest first (id and date descending), supportText as the title", async () => {
    const { json } = await getJson<Array<ApiItem<"/social-actions/all">>>(engine, "/api/social-actions/all");
    const ids = json.map((s) => s.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const dates = json.map((s) => socialActions.find((c) => c.id === `acaosocial${s.id}`)!.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = socialActions.find((c) => c.id === `acaosocial${ids[0]}`)!;
    expect(pickLanguage(json[0]!.socialActionsLanguage, "es")?.supportText).toBe(first.title.es);
  });

  it("serves only visible vacancies, in content order, with the text of each language", async () => {
    const { json } = await getJson<Array<ApiItem<"/vacancy/all/visible">>>(engine, "/api/vacancy/all/visible");
    const visible = vacancies.filter((v) => v.visible);
    const hidden = vacancies.filter((v) => !v.visible);
    expect(hidden.length).toBeGreaterThan(0);
    expect(json.map((v) => v.id)).toEqual(visible.map((v) => v.id));
    for (const lang of ["pt", "en", "es"] as const) {
      const titles = json.map((v) => pickLanguage(v.vacancyLanguage, lang)?.title);
      expect(titles).toEqual(visible.map((v) => v.title[lang]));
      for (const h of hidden) expect(titles).not.toContain(h.title[lang]);
    }
    const first = pickLanguage(json[0]!.vacancyLanguage, "en")!;
    expect(first.requirements.split("\n")).toEqual(visible[0]!.requirements.map((r) => r.en));
    expect(first.formation).toBe(visible[0]!.education.en);
    expect(first.benefits).toMatch(/^<ul>(<li>[^<]+<\/li>)+<\/ul>$/);
    expect(first.footer).toBe("*Benefits may vary according to the position.");
    // A Libras clip exactly where the content has one.
    json.forEach((v, i) => expect(v.vacancyLanguage[0]!.videoLibras !== null).toBe(Boolean(visible[i]!.libras)));
  });

  it("gives the gallery's descriptions in the asked language (pt by default and for unknown values)", async () => {
    const gallery = read<ContentOf<"gallery.json">>("gallery.json");
    const descriptions = async (query: string) =>
      (await getJson<Array<ApiItem<"/gallery-portal/all">>>(engine, `/api/gallery-portal/all${query}`)).json.map(
        (g) => g.image?.description,
      );
    expect(await descriptions("")).toEqual(gallery.map((g) => g.image.alt.pt));
    expect(await descriptions("?lang=en")).toEqual(gallery.map((g) => g.image.alt.en));
    expect(await descriptions("?lang=es")).toEqual(gallery.map((g) => g.image.alt.es));
    expect(await descriptions("?lang=fr")).toEqual(gallery.map((g) => g.image.alt.pt));
  });

  it("resolves media names to the manifest's files: path under the media base, lowercase extension", async () => {
    const { json } = await getJson<Array<ApiItem<"/about/all">>>(engine, "/api/about/all");
    const en = pickLanguage(json[0]!.aboutLanguage, "en")!;
    expect(en.languageTag).toBe("en-US");
    expect(en.brandLead).toEqual({
      filename: expect.stringMatching(/^img\/marca\/lead\.[0-9a-f]+-960$/),
      filenameExtension: "jpg",
      description: read<ContentOf<"about.json">>("about.json").brand.alt.en,
    });
    expect(en.videoLibras).toEqual({
      filename: expect.stringMatching(/^libras\/institucional\/sobre\./),
      filenameExtension: "mp4",
    });
  });

  it("sends a strong ETag (a hash of the bytes) and Cache-Control, and the same bytes every time", async () => {
    for (const p of [...paths, "/portal-main.json"]) {
      const first = await rawRequest(`${servers.get(engine)!.url}/api${p}`);
      const again = await rawRequest(`${servers.get(engine)!.url}/api${p}`);
      const etag = first.headers.etag!;
      expect(etag, p).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
      expect(etag).toBe(`"${createHash("sha256").update(first.body).digest("base64url").slice(0, 27)}"`);
      expect(first.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=600, no-transform");
      expect(first.headers.vary).toContain("Accept-Encoding");
      expect(again.headers.etag).toBe(etag);
      expect(again.body.equals(first.body)).toBe(true);
    }
  });

  it("answers 304 with no body to a matching If-None-Match (strong, weak or a list), 200 otherwise", async () => {
    const url = `${servers.get(engine)!.url}/api/vacancy/all/visible`;
    const { headers } = await rawRequest(url);
    const etag = headers.etag!;
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const res = await rawRequest(url, { headers: { "If-None-Match": inm } });
      expect(res.status, inm).toBe(304);
      expect(res.body.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers["cache-control"]).toContain("max-age=60");
    }
    const stale = await rawRequest(url, { headers: { "If-None-Match": '"not-this-one"' } });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBeGreaterThan(1000);
  });

  it("answers HEAD with the headers and no body", async () => {
    const url = `${servers.get(engine)!.url}/api/benefits/all`;
    const get = await rawRequest(url);
    const head = await rawRequest(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(Number(head.headers["content-length"])).toBe(get.body.length);
  });

  it("serves brotli and gzip forms of the same bytes, each with its own ETag", async () => {
    const url = `${servers.get(engine)!.url}/api/research/summary`;
    const identity = await rawRequest(url);
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ] as const) {
      // The compressed forms are made in the background after the first answer.
      await expect
        .poll(async () => (await rawRequest(url, { headers: { "Accept-Encoding": accept } })).headers["content-encoding"])
        .toBe(encoding);
      const res = await rawRequest(url, { headers: { "Accept-Encoding": accept } });
      expect(res.body.length).toBeLessThan(identity.body.length / 3);
      expect(decode(res).equals(identity.body)).toBe(true);
      expect(res.headers.etag).not.toBe(identity.headers.etag);
      // The client holding any form of this version gets a 304.
      const again = await rawRequest(url, { headers: { "Accept-Encoding": accept, "If-None-Match": identity.headers.etag! } });
      expect(again.status).toBe(304);
    }
  });

  it("serves portal-main.json at /api and at the root, ignoring a cache-busting query", async () => {
    const api = await rawRequest(`${servers.get(engine)!.url}/api/portal-main.json?t=1700000000000`);
    const root = await rawRequest(`${servers.get(engine)!.url}/portal-main.json?t=123`);
    expect(api.status).toBe(200);
    expect(root.status).toBe(200);
    expect(root.headers.etag).toBe(api.headers.etag);
    expect(root.headers["cache-control"]).toContain("max-age=60");
    const main = JSON.parse(api.body.toString("utf8")) as Record<string, unknown> & { vacancies: Array<{ visible: boolean }> };
    expect(Object.keys(main)).toEqual(
      expect.arrayContaining([
        "version",
        "site",
        "pages",
        "areas",
        "research",
        "solutions",
        "news",
        "awards",
        "benefits",
        "gallery",
      ]),
    );
    expect(main.vacancies).toHaveLength(expectedCount["/vacancy/all/visible"]);
    expect(main.vacancies.every((v) => v.visible)).toBe(true);
    const notModified = await rawRequest(`${servers.get(engine)!.url}/portal-main.json?t=456`, {
      headers: { "If-None-Match": api.headers.etag! },
    });
    expect(notModified.status).toBe(304);
  });

  it("answers unknown paths under /api with a JSON 404, and other methods with a JSON 405", async () => {
    for (const p of ["/api/nope", "/api/vacancy/all", "/api/awards/all/extra"]) {
      const res = await getJson<{ error: string; message: string }>(engine, p);
      expect(res.status, p).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json.error).toBe("not_found");
    }
    const post = await rawRequest(`${servers.get(engine)!.url}/api/vacancy/all/visible`, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
    expect(JSON.parse(post.body.toString("utf8"))).toMatchObject({ error: "method_not_allowed" });
  });

  it("serialises again when the content version changes: new ETag, new text", async () => {
    const { services, url } = servers.get(engine)!;
    const before = await rawRequest(`${url}/api/awards/all`);
    const { content } = await loadContentFiles(copy.dir);
    const changed = structuredClone(content);
    changed["awards.json"][0]!.title.en = `${content["awards.json"][0]!.title.en} (updated)`;
    try {
      await importContent(services.database.db, changed, "test-changed-version");
      services.content.invalidate();
      const after = await getJson<Array<ApiItem<"/awards/all">>>(engine, "/api/awards/all", {
        "If-None-Match": before.headers.etag!,
      });
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const titles = after.json.map((a) => pickLanguage(a.awardsLanguage, "en")?.title);
      expect(titles).toContain(`${content["awards.json"][0]!.title.en} (updated)`);
    } finally {
      const original = await loadContentFiles(copy.dir);
      await importContent(services.database.db, original.content, original.hash);
      services.content.invalidate();
    }
    const restored = await rawRequest(`${url}/api/awards/all`);
    expect(restored.headers.etag).toBe(before.headers.etag);
  });
});

describe.skipIf(!pgUp)("SQLite and PostgreSQL", () => {
  it("give byte-identical answers on every list endpoint", async () => {
    for (const p of paths) {
      const [a, b] = await Promise.all(engines.map((e) => rawRequest(`${servers.get(e)!.url}/api${p}`)));
      expect(b!.headers.etag, p).toBe(a!.headers.etag);
    }
  });
});

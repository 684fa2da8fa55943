/**
 * GET /api/vagas/{key}?lang=…, one opening's details for a listing card, over real HTTP: the real
 * assembly (createApp) on a loopback port with its own SQLite database and a copy of the content.
 * The details are the opening page's (the same query function), in the asked language; refusals
 * have the /api shape and speak the visitor's language.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentOf } from "../../common/content/content-types";
import type { Lang } from "../../common/i18n/languages";
import { trabalheStrings } from "../../app/pages/trabalhe/strings";
import { vacancyData } from "../../app/pages/trabalhe/trabalhe.server";
import { fetchVacancyDetails } from "../../app/pages/trabalhe/use-vacancy-details";
import { vacancyDetailsHref } from "../../app/pages/trabalhe/vacancy-details";
import { contentCopy, rawRequest, startApi, type RunningApi } from "../content/test-support";
import { apiRefusalMessages } from "../http/refusals";
import { contentCacheControl } from "./content";
import { vacancyApiMessages, VACANCY_KEY_MAX_LENGTH } from "./vacancies";

const copy = contentCopy();
const vacancies = JSON.parse(readFileSync(path.join(copy.dir, "vacancies.json"), "utf8")) as ContentOf<"vacancies.json">;
const visible = vacancies.filter((v) => v.visible);
const hidden = vacancies.filter((v) => !v.visible);
/** An opening with everything a card shows: desirable skills and a Libras clip. */
const job = visible.find((v) => v.desirable.length > 0 && v.libras)!;
const langs: Lang[] = ["pt", "en", "es"];

let api: RunningApi;

beforeAll(async () => {
  api = await startApi({ databaseUrl: "sqlite", contentDir: copy.dir });
});

afterAll(async () => {
  await api?.close();
  copy.cleanup();
});

async function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  const res = await rawRequest(api.url + url, { headers, method });
  const text = res.body.toString("utf8");
  return { ...res, text, json: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

describe("GET /api/vagas/{key}", () => {
  it("has the content's test data it needs", () => {
    expect(job).toBeDefined();
    expect(hidden.length).toBeGreaterThan(0);
  });

  it.each(langs)("answers an opening's details in %s, the opening page's own data", async (lang) => {
    const res = await get(`/api/vagas/${job.key}?lang=${lang}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe(contentCacheControl);
    expect(Object.keys(res.json!)).toEqual(["vacancy"]);
    const vacancy = res.json!.vacancy as Record<string, unknown>;
    expect(vacancy).toMatchObject({
      key: job.key,
      id: job.id,
      title: job.title[lang],
      place: job.place,
      regime: job.regime,
      area: job.area,
      areaText: job.areas[lang],
      education: job.education[lang],
      requirements: job.requirements.map((r) => r[lang]),
      desirable: job.desirable.map((d) => d[lang]),
      activities: job.activities.map((a) => a[lang]),
      datePosted: job.datePosted,
      libras: { urlVideo: expect.stringContaining("libras/"), aws: false, poster: expect.any(String) },
    });
    // Exactly what the opening's page gets (vacancyData), so the two cannot differ.
    const page = await vacancyData({ services: api.services, lang, cspNonce: "" }, job.key);
    expect(vacancy).toEqual(JSON.parse(JSON.stringify(page!.vacancy)));
  });

  it("answers every visible opening, at the address the card asks", async () => {
    for (const v of visible) {
      const res = await get(vacancyDetailsHref(v.key, "es"));
      expect(res.status, v.key).toBe(200);
      expect((res.json!.vacancy as { title: string }).title).toBe(v.title.es);
    }
  });

  it("answers in Portuguese without ?lang=, whatever the browser's language", async () => {
    const res = await get(`/api/vagas/${job.key}`, { "accept-language": "en", cookie: "lang=es" });
    expect(res.status).toBe(200);
    expect((res.json!.vacancy as { title: string }).title).toBe(job.title.pt);
  });

  it.each(langs)("answers 404 in %s for an unknown opening and for a hidden one", async (lang) => {
    for (const key of ["vaga-inventada-que-nao-existe", hidden[0]!.key]) {
      const res = await get(`/api/vagas/${key}?lang=${lang}`);
      expect(res.status, key).toBe(404);
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(res.json).toEqual({ error: "not_found", message: trabalheStrings[lang].opening.notFoundText });
      expect(res.text).not.toContain(hidden[0]!.title[lang]);
    }
  });

  it("refuses a language other than pt, en or es with 400, in the browser's language", async () => {
    for (const query of ["lang=fr", "lang=PT", "lang=en-US", "lang=", "lang=pt&lang=en", "lang=%ff"]) {
      const res = await get(`/api/vagas/${job.key}?${query}`, { "accept-language": "es-ES,es;q=0.9" });
      expect(res.status, query).toBe(400);
      expect(res.headers["cache-control"], query).toBe("no-store");
      expect(res.json, query).toEqual({ error: "invalid_language", message: vacancyApiMessages.es.invalid_language });
    }
    const saved = await get(`/api/vagas/${job.key}?lang=xx`, { cookie: "lang=en" });
    expect(saved.json).toEqual({ error: "invalid_language", message: vacancyApiMessages.en.invalid_language });
  });

  it("refuses what cannot be an opening's key with 400, in the asked language, before any lookup", async () => {
    const bad = [
      "Desenvolvedor-Web-Junior",
      "vaga_inventada",
      "-vaga",
      "vaga--dupla",
      "k".repeat(VACANCY_KEY_MAX_LENGTH + 1),
      "..%2f..%2fpackage.json",
      "vaga%00",
      "vaga%0d%0aX-Injected:%201",
      "vaga%ff%fe",
      "%E0%A4%A",
      "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "%F0%9F%92%A9",
    ];
    for (const key of bad) {
      const res = await get(`/api/vagas/${key}?lang=en`);
      expect(res.status, key).toBe(400);
      expect(res.json, key).toEqual({ error: "invalid_key", message: vacancyApiMessages.en.invalid_key });
      expect(res.headers["x-injected"]).toBeUndefined();
    }
    // At the bound, a key is looked up (and is simply unknown).
    expect((await get(`/api/vagas/${"k".repeat(VACANCY_KEY_MAX_LENGTH)}?lang=pt`)).status).toBe(404);
  });

  it("answers /api/vagas?lang= with every visible opening's search words, folded, in that language", async () => {
    const res = await get("/api/vagas?lang=en");
    expect(res.status).toBe(200);
    const words = (res.json as { words: Record<string, string> }).words;
    expect(Object.keys(words)).toContain(job.key);
    // Folded as the filter folds what is typed: lower case, no accents.
    expect(words[job.key]).toBe(words[job.key]!.toLowerCase().normalize("NFD").replace(/\p{M}/gu, ""));
    expect((await get("/api/vagas?lang=xx")).status).toBe(400);
  });

  it("leaves other addresses under /api/vagas to the API's JSON 404", async () => {
    // Encoded dot segments resolve as in any address (to /api/), before the endpoint sees them.
    for (const url of [`/api/vagas/${job.key}/extra?lang=pt`, "/api/vagas/%2e%2e"]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.json, url).toEqual({ error: "not_found", message: apiRefusalMessages.pt.not_found });
    }
  });

  it("answers HEAD without a body, 304 to a matching If-None-Match, and 405 to other methods", async () => {
    const url = `/api/vagas/${job.key}?lang=pt`;
    const first = await get(url);
    const head = await get(url, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toBe(first.headers.etag);
    const again = await get(url, { "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    for (const method of ["POST", "PUT", "DELETE"]) {
      const res = await get(url, {}, method);
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD");
      expect(res.json).toEqual({ error: "method_not_allowed", message: vacancyApiMessages.pt.method_not_allowed });
    }
  });

  it("is read by the card's request as the card expects: details, a status, or 0 for no answer", async () => {
    expect(await fetchVacancyDetails(api.url + vacancyDetailsHref(job.key, "en"))).toEqual({
      vacancy: expect.objectContaining({ key: job.key, title: job.title.en }),
    });
    expect(await fetchVacancyDetails(api.url + vacancyDetailsHref("vaga-inventada", "pt"))).toEqual({ failed: 404 });
    expect(await fetchVacancyDetails(api.url + vacancyDetailsHref("Vaga", "pt"))).toEqual({ failed: 400 });
    // Nothing listens on port 9 of loopback here: no answer.
    expect(await fetchVacancyDetails(`http://127.0.0.1:9${vacancyDetailsHref(job.key, "pt")}`)).toEqual({ failed: 0 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languages } from "../../common/i18n/languages";
import { startTestApp, type TestApp } from "../testing/test-app";
import { indexablePages } from "./routes";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: "https://lead.example" });
});
afterAll(async () => {
  await app?.close();
});

describe("robots.txt", () => {
  it("allows crawling, hides the API and points to the sitemap", async () => {
    const text = await (await fetch(`${app.url}/robots.txt`)).text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain("Sitemap: https://lead.example/sitemap.xml");
  });
});

describe("sitemap.xml", () => {
  it("lists every indexable page in every language with reciprocal alternates and lastmod", async () => {
    const response = await fetch(`${app.url}/sitemap.xml`);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const openings = await app.services.content.visibleVacancies();
    expect(openings.length).toBeGreaterThan(0);
    // The pages, the accessibility page and one page per visible opening, each in every language.
    expect(urls.length).toBe((indexablePages.length + 1 + openings.length) * languages.length);
    const locs = urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)![1]!.replace(/&amp;/g, "&"));
    expect(new Set(locs).size).toBe(locs.length);
    for (const u of urls) {
      expect(u).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      const alternates = [...u.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]!.replace(/&amp;/g, "&")]);
      expect(alternates.map((a) => a[0]).sort()).toEqual(["en-US", "es-ES", "pt-BR", "x-default"]);
      // Reciprocity: every alternate of a language version is itself listed.
      for (const [tag, href] of alternates) if (tag !== "x-default") expect(locs).toContain(href);
    }
    expect(locs).toContain("https://lead.example/portal/trabalhe?lang=es");
    for (const opening of openings)
      for (const lang of languages)
        expect(locs).toContain(`https://lead.example/portal/trabalhe/${opening.key}?lang=${lang.code}`);
    expect(locs.some((l) => l.includes("colaborador"))).toBe(false);
  });
});

describe("news feed", () => {
  it.each(languages.map((l) => l.code))("is valid RSS 2.0 in %s with every news item", async (lang) => {
    const response = await fetch(`${app.url}/feeds/noticias.xml?lang=${lang}`);
    expect(response.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
    const news = await app.services.content.news();
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    expect(items.length).toBe(news.length);
    for (const item of items) {
      expect(item).toMatch(/<title>[^<]+<\/title>/);
      expect(item).toMatch(/<link>https?:\/\/[^<]+<\/link>/);
      expect(new Date(/<pubDate>([^<]+)<\/pubDate>/.exec(item)![1]!).getTime()).not.toBeNaN();
    }
    const titles = items.map((i) => /<title>([^<]+)<\/title>/.exec(i)![1]);
    expect(titles).toContain(news[0]!.title[lang].replace(/&/g, "&amp;"));
  });
});

describe("the openings' feed", () => {
  it("lists every open position, newest first, each linking to its page in the feed's language", async () => {
    const response = await fetch(`${app.url}/feeds/vagas.xml?lang=en`);
    expect(response.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await response.text();
    const openings = await app.services.content.visibleVacancies();
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]!);
    expect(items).toHaveLength(openings.length);
    expect(xml).toContain("<title>Lead · Open positions</title>");
    const first = openings.find((o) => items[0]!.includes(`<guid isPermaLink="false">lead-vaga-${o.key}</guid>`))!;
    expect(items[0]).toContain(`<link>https://lead.example/portal/trabalhe/${first.key}?lang=en</link>`);
    expect(items[0]).toContain(first.title.en.replaceAll("&", "&amp;"));
    const dates = items.map((i) => Date.parse(/<pubDate>([^<]+)<\/pubDate>/.exec(i)![1]!));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it("narrows to one job area, and answers an area that does not exist with 404 in the visitor's language", async () => {
    const xml = await (await fetch(`${app.url}/feeds/vagas.xml?lang=pt&area=accessibility`)).text();
    const openings = (await app.services.content.visibleVacancies()).filter((o) => o.area === "accessibility");
    expect([...xml.matchAll(/<item>/g)]).toHaveLength(openings.length);
    expect(xml).toContain("<title>Lead · Vagas abertas: Acessibilidade</title>");
    expect(xml).toContain("<category>Acessibilidade</category>");
    const unknown = await fetch(`${app.url}/feeds/vagas.xml?lang=es&area=%3Cscript%3E`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe("No hay un área de vacantes con este nombre. Las áreas están en /portal/trabalhe.");
  });
});

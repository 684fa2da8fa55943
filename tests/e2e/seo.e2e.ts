/**
 * Search presence, over HTTP against the built server: hreflang reciprocity and canonical links
 * on every page in every language, and the structured data (JobPosting for every visible opening,
 * NewsArticle for news, the Organization).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languages } from "../../common/i18n/languages";
import { root, startServer, type RunningServer } from "./harness";

let server: RunningServer;
const origin = "https://lead.example";
beforeAll(async () => {
  server = await startServer({ PUBLIC_URL: origin });
});
afterAll(async () => {
  await server?.stop();
});

const pages = [
  "/portal",
  "/portal/institucional",
  "/portal/atuacao",
  "/portal/solucoes",
  "/portal/trabalhe",
  "/portal/contato",
  "/portal/acessibilidade",
];
const decode = (s: string) => s.replace(/&amp;/g, "&");

async function head(pathWithQuery: string) {
  const html = await (await fetch(server.url + pathWithQuery)).text();
  const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => ({
    tag: m[1]!,
    href: decode(m[2]!),
  }));
  const canonical = decode(/<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1] ?? "");
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as unknown,
  );
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  return { html, alternates, canonical, jsonLd, title };
}

describe("hreflang", () => {
  it("every page in every language lists all three languages and x-default, reciprocally", async () => {
    const titles = new Set<string>();
    for (const page of pages) {
      for (const lang of languages) {
        const { alternates, canonical, title } = await head(`${page}?lang=${lang.code}`);
        titles.add(title);
        expect(canonical, page).toBe(`${origin}${page}?lang=${lang.code}`);
        expect(alternates.map((a) => a.tag).sort(), page).toEqual(["en-US", "es-ES", "pt-BR", "x-default"]);
        expect(alternates.find((a) => a.tag === lang.htmlLang)?.href).toBe(canonical);
        // Reciprocity: each alternate names this page back.
        for (const alternate of alternates.filter((a) => a.tag !== "x-default")) {
          const other = await head(alternate.href.replace(origin, ""));
          expect(other.alternates.find((a) => a.tag === lang.htmlLang)?.href, `${alternate.href} → ${lang.code}`).toBe(canonical);
        }
      }
    }
    // A unique title per page and language.
    expect(titles.size).toBe(pages.length * languages.length);
  });
});

describe("structured data", () => {
  const vacancies = JSON.parse(readFileSync(path.join(root, "content", "vacancies.json"), "utf8")) as Array<{
    visible: boolean;
    title: Record<string, string>;
  }>;
  const visible = vacancies.filter((v) => v.visible);

  it.each(languages.map((l) => l.code))(
    "has a JobPosting with the required fields for every visible opening (%s)",
    async (lang) => {
      const { jsonLd } = await head(`/portal/trabalhe?lang=${lang}`);
      const postings = jsonLd.flat().filter((d) => (d as { "@type"?: string })["@type"] === "JobPosting") as Array<
        Record<string, unknown>
      >;
      expect(postings.length).toBe(visible.length);
      for (const p of postings) {
        for (const field of [
          "title",
          "description",
          "datePosted",
          "validThrough",
          "hiringOrganization",
          "jobLocation",
          "employmentType",
        ]) {
          expect(p[field], `${String(p.title)}: ${field}`).toBeTruthy();
        }
        expect((p.jobLocation as { address: { addressLocality: string } }).address.addressLocality).toBe("Fortaleza");
        expect(Number.isNaN(Date.parse(String(p.validThrough)))).toBe(false);
      }
      expect(postings.map((p) => p.title).sort()).toEqual(visible.map((v) => v.title[lang]).sort());
    },
  );

  it("describes the organisation on every page and news articles on the institutional page", async () => {
    const { jsonLd } = await head("/portal?lang=en");
    expect(jsonLd.some((d) => (d as { "@type"?: string })["@type"] === "ResearchOrganization")).toBe(true);
    const institutional = await head("/portal/institucional?lang=es");
    const articles = institutional.jsonLd.flat().filter((d) => (d as { "@type"?: string })["@type"] === "NewsArticle");
    expect(articles.length).toBeGreaterThanOrEqual(3);
    for (const a of articles as Array<Record<string, string>>) expect(a.headline && a.datePublished && a.inLanguage).toBeTruthy();
  });
});

describe("first paint", () => {
  it("announces each page's stylesheets in a Link header, the same from the page cache", async () => {
    for (const page of ["/portal?lang=en", "/portal/trabalhe?lang=es"]) {
      const html = await (await fetch(server.url + page)).text();
      const linked = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
      expect(linked.length, page).toBeGreaterThan(0);
      for (const answer of [await fetch(server.url + page), await fetch(server.url + page)]) {
        const header = answer.headers.get("link") ?? "";
        for (const href of linked) expect(header, page).toContain(`<${href}>; rel=preload; as=style`);
      }
    }
  });
});

/**
 * Search presence, over HTTP against the built server: hreflang reciprocity and canonical links
 * on every page in every language, and the structured data (JobPosting for every visible opening,
 * NewsArticle for news, the Organization).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LAYOUT_PAGES } from "../../common/a11y/test-matrix";
import { languages } from "../../common/i18n/languages";
import { root, useSite } from "./harness";
import { headTags, jobPostingFields } from "./head-tags";

const origin = "https://lead.example";
const e2e = useSite({ PUBLIC_URL: origin });

/** Every page search engines index: all the site's but the staff's (noindex, out of the sitemap). */
const pages = LAYOUT_PAGES.filter((page) => page !== "/portal/colaborador");
async function head(pathWithQuery: string) {
  const html = await (await fetch(e2e.server.url + pathWithQuery)).text();
  return { html, ...headTags(html) };
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

describe("bare addresses", () => {
  it("send search engines and visitors to a language address, pt when nothing else speaks", async () => {
    for (const page of [...pages, "/portal/trabalhe/desenvolvedor-web-pleno"]) {
      const bare = await fetch(e2e.server.url + page, { redirect: "manual" });
      expect(bare.status, page).toBe(302);
      expect(bare.headers.get("location"), page).toBe(`${page}?lang=pt`);
      expect(bare.headers.get("vary"), page).toContain("Accept-Language");
      expect(bare.headers.get("vary"), page).toContain("Cookie");
      // Where it lands, the canonical is the address itself and x-default names the bare one.
      const { canonical, alternates } = await head(bare.headers.get("location")!);
      expect(canonical, page).toBe(`${origin}${page}?lang=pt`);
      expect(alternates.find((a) => a.tag === "x-default")?.href, page).toBe(`${origin}${page}`);
      expect(alternates.find((a) => a.tag === "pt-BR")?.href, page).toBe(canonical);
    }
    const english = await fetch(`${e2e.server.url}/portal/atuacao`, {
      redirect: "manual",
      headers: { "accept-language": "en-GB,en;q=0.8" },
    });
    expect(english.headers.get("location")).toBe("/portal/atuacao?lang=en");
    const saved = await fetch(`${e2e.server.url}/portal`, {
      redirect: "manual",
      headers: { cookie: "lang=es", "accept-language": "en" },
    });
    expect(saved.headers.get("location")).toBe("/portal?lang=es");
  });
});

describe("structured data", () => {
  const vacancies = JSON.parse(readFileSync(path.join(root, "content", "vacancies.json"), "utf8")) as Array<{
    key: string;
    visible: boolean;
    title: Record<string, string>;
  }>;
  const visible = vacancies.filter((v) => v.visible);

  it.each(languages.map((l) => l.code))(
    "has one JobPosting with the required fields on every visible opening's page, none on the listing (%s)",
    async (lang) => {
      const listing = await head(`/portal/trabalhe?lang=${lang}`);
      expect(listing.jsonLd.flat().some((d) => (d as { "@type"?: string })["@type"] === "JobPosting")).toBe(false);
      const titles: unknown[] = [];
      for (const v of visible) {
        const { jsonLd } = await head(`/portal/trabalhe/${v.key}?lang=${lang}`);
        const postings = jsonLd.flat().filter((d) => (d as { "@type"?: string })["@type"] === "JobPosting") as Array<
          Record<string, unknown>
        >;
        expect(postings.length, v.key).toBe(1);
        const p = postings[0]!;
        for (const field of jobPostingFields) expect(p[field], `${String(p.title)}: ${field}`).toBeTruthy();
        expect((p.jobLocation as { address: { addressLocality: string } }).address.addressLocality).toBe("Fortaleza");
        expect(Number.isNaN(Date.parse(String(p.validThrough)))).toBe(false);
        expect(p.url).toBe(`${origin}/portal/trabalhe/${v.key}?lang=${lang}`);
        titles.push(p.title);
      }
      expect(titles).toEqual(visible.map((v) => v.title[lang]));
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
  it("needs nothing but the HTML: the page's stylesheets are inline under the CSP nonce, from the page cache too", async () => {
    for (const page of ["/portal?lang=en", "/portal/trabalhe?lang=es", "/portal/trabalhe/desenvolvedor-web-pleno?lang=pt"]) {
      for (const answer of [await fetch(e2e.server.url + page), await fetch(e2e.server.url + page)]) {
        const html = await answer.text();
        const head = html.slice(0, html.indexOf("</head>"));
        // The only stylesheet links are disabled ones (never fetched), each naming a stylesheet
        // that is inline, so loading the page's module does not fetch it again.
        const links = [...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
        const inline = [...head.matchAll(/<style data-href="([^"]+)"/g)].map(([, href]) => href);
        expect(links.length, page).toBe(inline.length);
        for (const link of links) {
          expect(link, page).toMatch(/ disabled=""/);
          expect(inline, page).toContain(/href="([^"]+)"/.exec(link)?.[1]);
        }
        expect(answer.headers.get("link") ?? "", page).not.toContain("as=style");
        const nonce = /'nonce-([^']+)'/.exec(answer.headers.get("content-security-policy") ?? "")?.[1];
        expect(nonce, page).toBeTruthy();
        const styles = [...head.matchAll(/<style data-href="([^"]+)" nonce="([^"]+)">([^<]*)<\/style>/g)];
        expect(styles.length, page).toBeGreaterThan(0);
        for (const [, href, styleNonce, css] of styles) {
          expect(styleNonce, href).toBe(nonce);
          expect(css!.length, href).toBeGreaterThan(100);
        }
        // No stylesheet waits behind the scripts: nothing but inline styles comes before the first paint.
        expect(html.indexOf("<style data-href=")).toBeGreaterThan(0);
      }
    }
  });
});

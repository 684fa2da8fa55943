/**
 * Search presence: robots.txt, sitemap.xml (every page in every language, with hreflang
 * alternates and lastmod) and an RSS feed of news per language.
 */
import express from "express";
import { languages, toLang, type Lang } from "../../common/i18n/languages";
import { escapeHtml } from "../../common/text/escape";
import { portalPath, vacancyPath, withLang, type PortalPage } from "../../common/paths";
import type { Services } from "../services";

/** The indexable pages. The collaborator placeholder is left out on purpose. */
export const indexablePages: PortalPage[] = ["", "institucional", "atuacao", "solucoes", "trabalhe", "contato"];
const extraIndexable = ["/portal/acessibilidade"];

/** The configured public origin, never the request's Host (docs/decisions/0027-hosts-and-proxies.md). */
export function originOf(services: Services, _req?: express.Request): string {
  return services.config.publicOrigin;
}

export function createSeoRouter(services: Services, options: { extraPaths?: string[] } = {}) {
  const router = express.Router();
  const paths = [...indexablePages.map((p) => portalPath(p)), ...(options.extraPaths ?? extraIndexable)];

  router.get("/robots.txt", (req, res) => {
    const origin = originOf(services, req);
    res
      .type("text/plain")
      .setHeader("Cache-Control", "public, max-age=3600")
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /portal/colaborador\n\nSitemap: ${origin}/sitemap.xml\n`);
  });

  router.get("/sitemap.xml", async (req, res) => {
    const origin = originOf(services, req);
    const snapshot = await services.content.snapshot();
    const lastmod = (snapshot.updatedAt || new Date().toISOString()).slice(0, 10);
    // Every visible job opening has its own page.
    const openings = snapshot.vacancies.filter((v) => v.visible).map((v) => vacancyPath(v.key));
    const urls = [...paths, ...openings].flatMap((path) =>
      languages.map((l) => {
        const alternates = [
          ...languages.map(
            (a) =>
              `    <xhtml:link rel="alternate" hreflang="${a.htmlLang}" href="${escapeHtml(origin + withLang(path, a.code))}"/>`,
          ),
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + path)}"/>`,
        ];
        return `  <url>\n    <loc>${escapeHtml(origin + withLang(path, l.code))}</loc>\n    <lastmod>${lastmod}</lastmod>\n${alternates.join("\n")}\n  </url>`;
      }),
    );
    res
      .type("application/xml")
      .setHeader("Cache-Control", "public, max-age=3600")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
      );
  });

  router.get("/feeds/noticias.xml", async (req, res) => {
    const lang: Lang = toLang(typeof req.query.lang === "string" ? req.query.lang : "pt");
    const origin = originOf(services, req);
    const news = [...(await services.content.news())].sort((a, b) => b.date.localeCompare(a.date));
    const site = withLang(portalPath("institucional"), lang);
    const title = { pt: "Lead · Notícias", en: "Lead · News", es: "Lead · Noticias" }[lang];
    const description = {
      pt: "Notícias do Lead, centro de pesquisa, desenvolvimento e inovação em tecnologia acessível.",
      en: "News from Lead, a research, development and innovation centre for accessible technology.",
      es: "Noticias de Lead, centro de investigación, desarrollo e innovación en tecnología accesible.",
    }[lang];
    const absolute = (url: string) => (url.startsWith("http") ? url : origin + withLang(url, lang));
    const items = news.map(
      (n) => `    <item>
      <title>${escapeHtml(n.title[lang])}</title>
      <link>${escapeHtml(absolute(n.url))}</link>
      <guid isPermaLink="false">lead-${n.id}</guid>
      <pubDate>${new Date(`${n.date}T12:00:00Z`).toUTCString()}</pubDate>
      <description>${escapeHtml(n.summary[lang])}</description>
    </item>`,
    );
    res
      .type("application/rss+xml")
      .setHeader("Cache-Control", "public, max-age=900")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeHtml(title)}</title>
    <link>${escapeHtml(origin + site)}</link>
    <description>${escapeHtml(description)}</description>
    <language>${languages.find((l) => l.code === lang)!.htmlLang.toLowerCase()}</language>
    <atom:link href="${escapeHtml(`${origin}/feeds/noticias.xml?lang=${lang}`)}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`,
      );
  });
  return router;
}

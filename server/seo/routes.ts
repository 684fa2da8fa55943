/**
 * Search presence: robots.txt, sitemap.xml (every page in every language, with hreflang
 * alternates and lastmod), an RSS feed of news per language, and one of the open positions per
 * language, whole or per job area (issue 25: for those who prefer a reader to e-mail alerts).
 */
import express from "express";
import { languages, toLang, type Lang } from "../../common/i18n/languages";
import { escapeHtml } from "../../common/text/escape";
import { portalPath, vacancyHref, vacancyPath, withLang, type PortalPage } from "../../common/paths";
import { jobAreaLabels, jobAreas, type JobArea } from "../../common/content/job-areas";
import { fill } from "../../common/i18n/plural";
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
    const items = news.map((n) => ({
      title: n.title[lang],
      link: absolute(n.url),
      guid: `lead-${n.id}`,
      date: `${n.date}T12:00:00Z`,
      description: n.summary[lang],
    }));
    sendRss(res, { title, link: origin + site, description, lang, self: `${origin}/feeds/noticias.xml?lang=${lang}`, items });
  });

  router.get("/feeds/vagas.xml", async (req, res) => {
    const lang: Lang = toLang(typeof req.query.lang === "string" ? req.query.lang : "pt");
    const asked = typeof req.query.area === "string" ? req.query.area : null;
    if (asked !== null && !(jobAreas as readonly string[]).includes(asked)) {
      res.status(404).type("text/plain").setHeader("Cache-Control", "no-store").send(feedText[lang].unknownArea);
      return;
    }
    const area = asked as JobArea | null;
    const origin = originOf(services, req);
    const openings = (await services.content.visibleVacancies())
      .filter((v) => area === null || v.area === area)
      .sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a.key.localeCompare(b.key));
    const t = feedText[lang];
    const title = area ? fill(t.areaTitle, { area: jobAreaLabels[lang][area] }) : t.title;
    const self = `${origin}/feeds/vagas.xml?lang=${lang}${area ? `&area=${area}` : ""}`;
    const list = `${origin}${withLang(portalPath("trabalhe"), lang)}${area ? `&area=${area}` : ""}#vagas`;
    const items = openings.map((v) => {
      const area = jobAreaLabels[lang][v.area as JobArea];
      return {
        title: v.title[lang],
        link: origin + vacancyHref(v.key, lang),
        guid: `lead-vaga-${v.key}`,
        date: `${v.datePosted}T12:00:00Z`,
        category: area,
        description: [area, v.regime, v.place, v.pay?.[lang]].filter(Boolean).join(" · "),
      };
    });
    sendRss(res, { title, link: list, description: t.description, lang, self, items });
  });
  return router;
}

interface RssItem {
  title: string;
  link: string;
  guid: string;
  /** ISO date and time. */
  date: string;
  category?: string;
  description: string;
}

/** An RSS 2.0 document (the news and the openings), every text escaped, cached 15 minutes. */
function sendRss(
  res: express.Response,
  feed: { title: string; link: string; description: string; lang: Lang; self: string; items: RssItem[] },
) {
  const items = feed.items.map(
    (i) => `    <item>
      <title>${escapeHtml(i.title)}</title>
      <link>${escapeHtml(i.link)}</link>
      <guid isPermaLink="false">${escapeHtml(i.guid)}</guid>
      <pubDate>${new Date(i.date).toUTCString()}</pubDate>${i.category ? `\n      <category>${escapeHtml(i.category)}</category>` : ""}
      <description>${escapeHtml(i.description)}</description>
    </item>`,
  );
  res
    .type("application/rss+xml")
    .setHeader("Cache-Control", "public, max-age=900")
    .send(
      `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeHtml(feed.title)}</title>
    <link>${escapeHtml(feed.link)}</link>
    <description>${escapeHtml(feed.description)}</description>
    <language>${languages.find((l) => l.code === feed.lang)!.htmlLang.toLowerCase()}</language>
    <atom:link href="${escapeHtml(feed.self)}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`,
    );
}

const feedText = {
  pt: {
    title: "Lead · Vagas abertas",
    areaTitle: "Lead · Vagas abertas: {area}",
    description: "As vagas abertas no Lead, com área, regime, local e remuneração, cada uma com a página onde se candidatar.",
    unknownArea: "Não há área de vagas com este nome. As áreas estão em /portal/trabalhe.",
  },
  en: {
    title: "Lead · Open positions",
    areaTitle: "Lead · Open positions: {area}",
    description: "Lead's open positions, with area, contract, place and pay, each with the page where you apply.",
    unknownArea: "There is no job area with this name. The areas are listed on /portal/trabalhe.",
  },
  es: {
    title: "Lead · Vacantes abiertas",
    areaTitle: "Lead · Vacantes abiertas: {area}",
    description:
      "Las vacantes abiertas del Lead, con área, régimen, lugar y remuneración, cada una con la página donde postularse.",
    unknownArea: "No hay un área de vacantes con este nombre. Las áreas están en /portal/trabalhe.",
  },
} satisfies Record<Lang, Record<string, string>>;

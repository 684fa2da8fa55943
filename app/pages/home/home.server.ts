/** The home page's data, localised on the server: only what the page shows, in one language. */
import type { AppLoadContext } from "react-router";
import { homeStrings } from "./strings";

export async function homeData({ services, lang }: AppLoadContext) {
  const [pages, highlight, sections, research, site] = await Promise.all([
    services.content.pages(),
    services.content.shownHighlight(),
    services.content.homeSections(),
    services.content.research(),
    services.content.site(),
  ]);
  const publications = research
    .flatMap((r) => r.publications.map((p) => ({ ...p, research: r.id })))
    .sort((a, b) => b.year - a.year || idNumber(b.id) - idNumber(a.id))
    .slice(0, 3)
    .map((p) => ({
      id: p.id,
      title: p.title[lang],
      event: p.event[lang],
      institution: p.institution,
      researchers: p.researchers,
      year: p.year,
      link: p.link,
      libras: services.media.clip(p.libras),
    }));
  return {
    strings: homeStrings[lang],
    welcome: { text: pages.welcomeNotification.text[lang], href: pages.welcomeNotification.href },
    /** Null from the highlight's end (`endsAt`, the content store's clock) on: nothing in its place. */
    highlight: highlight
      ? {
          href: highlight.href,
          host: hostOf(highlight.href),
          title: highlight.title[lang],
          description: highlight.description[lang],
          // The square composition: beside the text on wide screens, below the action on phones.
          image: services.media.image(highlight.images[lang].mobile, lang),
        }
      : null,
    claims: site.claims,
    sections: sections.map((s) => ({
      id: s.id,
      title: s.title[lang],
      description: s.description[lang],
      buttonText: s.buttonText[lang],
      route: s.route,
      image: services.media.image(s.image, lang),
      libras: services.media.clip(s.libras),
    })),
    jobTeaser: {
      title: pages.jobTeaser.title[lang],
      html: pages.jobTeaser.text[lang],
      libras: services.media.clip(pages.jobTeaser.libras),
    },
    publications,
  };
}

export type HomeData = Awaited<ReturnType<typeof homeData>>;

/** "selecao.lead.example": where the highlight's link leads, said beside it. */
function hostOf(href: string): string {
  try {
    return new URL(href).host;
  } catch {
    return href;
  }
}

function idNumber(id: string): number {
  return Number(/\d+/.exec(id)?.[0] ?? 0);
}

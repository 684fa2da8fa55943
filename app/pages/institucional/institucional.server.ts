/** The institutional page's data, localised on the server: only what the page shows. */
import type { AppLoadContext } from "react-router";
import { tagOf } from "../../../common/i18n/languages";
import { institucionalStrings } from "./strings";

/** Social actions shown: the three newest (highest id). */
export const SOCIAL_ACTIONS_MAX = 3;

export async function institucionalData({ services, lang }: AppLoadContext) {
  const [about, release, partners, awards, socialActions, news, site] = await Promise.all([
    services.content.about(),
    services.content.release(),
    services.content.partners(),
    services.content.awards(),
    services.content.socialActions(),
    services.content.news(),
    services.content.site(),
  ]);
  const dateFormat = new Intl.DateTimeFormat(tagOf(lang), { dateStyle: "long", timeZone: "UTC" });
  const story = (item: (typeof news)[number] | (typeof socialActions)[number]) => ({
    id: item.id,
    date: item.date,
    dateText: dateFormat.format(new Date(`${item.date}T00:00:00Z`)),
    title: item.title[lang],
    summary: item.summary[lang],
    url: item.url,
    image: services.media.image(item.image, lang),
    libras: services.media.clip(item.libras),
  });
  return {
    strings: institucionalStrings[lang],
    about: {
      title: about.sessionTitle[lang],
      html: about.supportText[lang],
      brand: services.media.image(about.brand, lang),
      libras: services.media.clip(about.libras),
    },
    release: {
      title: release.title[lang],
      paragraphs: release.paragraphs.map((p) => p[lang]),
      downloadReleaseLabel: release.downloadReleaseLabel[lang],
      downloadLogosLabel: release.downloadLogosLabel[lang],
      releaseHref: services.media.asset("releasePdf"),
      logosHref: services.media.asset("logosZip"),
      image: services.media.image(release.image, lang),
      libras: services.media.clip(release.libras),
    },
    partners: {
      title: partners.sessionTitle[lang],
      text: partners.supportText[lang],
      libras: services.media.clip(partners.libras),
      list: partners.partners.map((p) => {
        const logo = services.media.image(p.logo, lang);
        // The logo's text alternative is the partner's name: the link it sits in goes to that partner.
        return { id: p.id, name: p.name, url: p.url, logo: logo ? { ...logo, alt: p.name } : null };
      }),
    },
    // Already id-descending (newest first) from the store.
    awards: awards.map((a) => ({
      id: a.id,
      year: a.year,
      title: a.title[lang],
      description: a.description[lang],
      image: services.media.image(a.image, lang),
      libras: services.media.clip(a.libras),
    })),
    socialActions: socialActions.slice(0, SOCIAL_ACTIONS_MAX).map(story),
    news: [...news].sort((a, b) => b.date.localeCompare(a.date)).map(story),
    professionalNetwork: site.links.professionalNetwork,
  };
}

export type InstitucionalData = Awaited<ReturnType<typeof institucionalData>>;

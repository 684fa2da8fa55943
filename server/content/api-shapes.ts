/**
 * From our content model to the response shapes of the public content API (docs/product.md):
 * one function per endpoint, each reading through the content store's query function, the same
 * one the page loaders call, so a page and its endpoint cannot disagree.
 *
 * Mapping rules (docs/decisions/0006-content-api-shapes.md):
 * - Every Localized field becomes a per-language list (`xxxLanguage`), one entry per content
 *   tag (pt-BR, en-US, es-ES), each naming its language as `language: { tag }`.
 * - Ids of the form "premiacao3" / "pub-3" become the number 3 (server entities have numeric ids);
 *   vacancy ids stay strings (some repeat, e.g. two openings "49").
 * - Images and clips are resolved through the media manifest to { filename, filenameExtension }
 *   (path under the media base, lowercase extension); an image or clip the media set lacks is null.
 */
import type { ContentData, ContentOf } from "../../common/content/content-types";
import type { ImageRef, Localized } from "../../common/content/schema";
import { languages, type Lang, type LangTag } from "../../common/i18n/languages";
import { escapeHtml } from "../../common/text/escape";
import type { Media } from "../media";
import type { ApiBannerImage, ApiImage, ApiItem, ApiPath, ApiVideo } from "./api-schemas";
import { apiStrings } from "./api-strings";
import type { ContentStore } from "./store";

export interface ShapeDeps {
  content: ContentStore;
  media: Media;
}

type Tagged = { language: { tag: LangTag } };

/** One entry per language, in the registry's order. */
function perLanguage<T>(make: (lang: Lang, tag: LangTag) => T): Array<T & Tagged> {
  return languages.map((l) => ({ language: { tag: l.tag }, ...make(l.code, l.tag) }));
}

/** "premiacao3" → 3, "pub-12" → 12, 7 → 7. */
export function numericId(id: string | number): number {
  if (typeof id === "number") return id;
  const match = /(\d+)$/.exec(id);
  if (!match) throw new Error(`content id ${id} has no number to serve as the API id`);
  return Number(match[1]);
}

function imageOf(media: Media, ref: ImageRef | undefined, lang: Lang): ApiImage | null {
  if (!ref) return null;
  const file = media.imageFile(ref.file);
  return file ? { ...file, description: ref.alt[lang] } : null;
}

function videoOf(media: Media, clip: string | undefined): ApiVideo | null {
  return media.clipFile(clip);
}

function lines(items: Localized[], lang: Lang): string {
  return items.map((item) => item[lang]).join("\n");
}

export async function banners({ content, media }: ShapeDeps): Promise<Array<ApiItem<"/banner/all">>> {
  // From the highlight's end (endsAt) the API has no banner, as the home page has none.
  const highlight = await content.shownHighlight();
  if (!highlight) return [];
  const bannerImage = (ref: ImageRef): ApiBannerImage | null => {
    const file = media.imageFile(ref.file);
    if (!file) return null;
    return {
      fullPath: `${media.baseUrl}/${file.filename}.${file.filenameExtension}`,
      descriptions: languages.flatMap((l) => [
        { field: "TITLE" as const, value: highlight.title[l.code], language: { tag: l.tag } },
        { field: "DESCRIPTION" as const, value: ref.alt[l.code], language: { tag: l.tag } },
      ]),
    };
  };
  return languages.map((l, index) => ({
    id: index + 1,
    link: highlight.href,
    language: { tag: l.tag },
    image: bannerImage(highlight.images[l.code].desktop),
    mobileImage: bannerImage(highlight.images[l.code].mobile),
  }));
}

export async function about({ content, media }: ShapeDeps): Promise<Array<ApiItem<"/about/all">>> {
  const a = await content.about();
  return [
    {
      id: 1,
      aboutLanguage: languages.map((l) => ({
        languageTag: l.tag,
        language: { tag: l.tag },
        buttonLink: a.buttonLink,
        brandLead: imageOf(media, a.brand, l.code),
        videoLibras: videoOf(media, a.libras),
        sessionTitle: a.sessionTitle[l.code],
        supportText: a.supportText[l.code],
      })),
    },
  ];
}

export async function partners({ content, media }: ShapeDeps): Promise<Array<ApiItem<"/partner/all">>> {
  const p = await content.partners();
  return [
    {
      id: 1,
      partnerLanguage: perLanguage((lang) => ({
        brandPartner: p.partners.map((partner) => ({
          id: partner.id,
          name: partner.name,
          link: partner.url,
          image: imageOf(media, partner.logo, lang),
        })),
        videoLibras: videoOf(media, p.libras),
        sessionTitle: p.sessionTitle[lang],
        supportText: p.supportText[lang],
      })),
    },
  ];
}

/** Newest first (id descending), as the store orders them. */
export async function awards({ content, media }: ShapeDeps): Promise<Array<ApiItem<"/awards/all">>> {
  return (await content.awards()).map((a) => ({
    id: numericId(a.id),
    awardsLanguage: perLanguage((lang) => ({
      image: imageOf(media, a.image, lang),
      title: a.title[lang],
      description: a.description[lang],
      videoLibras: videoOf(media, a.libras),
    })),
  }));
}

export async function news({ content, media }: ShapeDeps): Promise<Array<ApiItem<"/news/all">>> {
  return (await content.news()).map((n) => ({
    id: numericId(n.id),
    newsLanguage: perLanguage((lang) => ({
      title: n.title[lang],
      image: imageOf(media, n.image, lang),
      linkButton: n.url,
      videoLibras: videoOf(media, n.libras),
    })),
  }));
}

/** Newest first (id descending), as the store orders them; the client keeps the first three. */
export async function socialActions({ content, media }: ShapeDeps): Promise<Array<ApiItem<"/social-actions/all">>> {
  return (await content.socialActions()).map((s) => ({
    id: numericId(s.id),
    socialActionsLanguage: perLanguage((lang) => ({
      supportText: s.title[lang],
      image: imageOf(media, s.image, lang),
      linkButton: s.url,
      videoLibras: videoOf(media, s.libras),
    })),
  }));
}

function areaShape(media: Media, a: ContentOf<"areas.json">[number]): ApiItem<"/areas-activity/all"> {
  return {
    id: a.id,
    areasActivityLanguage: perLanguage((lang) => ({
      title: a.title[lang],
      image: imageOf(media, a.image, lang),
      videoLibras: videoOf(media, a.libras),
    })),
  };
}

export async function areasActivity({ content, media }: ShapeDeps): Promise<Array<ApiItem<"/areas-activity/all">>> {
  return (await content.areas()).map((a) => areaShape(media, a));
}

export async function researchSummary({ content, media }: ShapeDeps): Promise<Array<ApiItem<"/research/summary">>> {
  const [research, areas] = await Promise.all([content.research(), content.areas()]);
  const areaById = new Map(areas.map((a) => [a.id, a]));
  return research.map((r) => ({
    id: numericId(r.id),
    areasActivities: r.areas.flatMap((id) => {
      const area = areaById.get(id);
      return area ? [areaShape(media, area)] : [];
    }),
    researchLanguages: perLanguage((lang) => ({
      title: r.title[lang],
      summary: r.summary[lang],
      publications: r.publications.map((p) => ({
        id: numericId(p.id),
        title: p.title[lang],
        institution: p.institution,
        researcher: p.researchers,
        link: p.link,
        videoLibras: videoOf(media, p.libras),
      })),
    })),
  }));
}

export async function solutions({ content, media }: ShapeDeps): Promise<Array<ApiItem<"/solutions/all">>> {
  return (await content.solutions()).map((s) => ({
    id: s.id,
    solutionsLanguage: perLanguage((lang) => ({
      title: s.title[lang],
      description: s.description[lang],
      image: imageOf(media, s.image, lang),
      link: s.link,
      videoLibras: videoOf(media, s.libras),
    })),
  }));
}

export async function benefits({ content, media }: ShapeDeps): Promise<Array<ApiItem<"/benefits/all">>> {
  return (await content.benefits()).map((b) => ({
    id: b.id,
    benefitsLanguage: perLanguage((lang) => ({
      title: b.title[lang],
      image: imageOf(media, b.image, lang),
      videoLibras: videoOf(media, b.libras),
    })),
  }));
}

/** Visible openings only. Lists become plain text, one item a line; benefits become an HTML list. */
export async function visibleVacancies({ content, media }: ShapeDeps): Promise<Array<ApiItem<"/vacancy/all/visible">>> {
  const [vacancies, benefitList] = await Promise.all([content.visibleVacancies(), content.benefits()]);
  const benefitsHtml = (lang: Lang) => `<ul>${benefitList.map((b) => `<li>${escapeHtml(b.title[lang])}</li>`).join("")}</ul>`;
  return vacancies.map((v) => ({
    id: v.id,
    vacancyLanguage: perLanguage((lang) => ({
      title: v.title[lang],
      formation: v.education[lang],
      requirements: lines(v.requirements, lang),
      desirable: lines(v.desirable, lang),
      activities: lines(v.activities, lang),
      benefits: benefitsHtml(lang),
      footer: apiStrings[lang].vacancyFooter,
      localization: v.place,
      contractingRegime: v.regime,
      occupationArea: v.areas[lang],
      videoLibras: videoOf(media, v.libras),
    })),
  }));
}

/** Gallery photos have no per-language list, so the description is in the asked language. */
export async function galleryPortal({ content, media }: ShapeDeps, lang: Lang): Promise<Array<ApiItem<"/gallery-portal/all">>> {
  return (await content.gallery()).map((g) => ({ id: g.id, image: imageOf(media, g.image, lang) }));
}

/** Every endpoint by its path under /api: its shape function, and whether `?lang=` changes the answer. */
export const apiEndpoints: {
  [P in ApiPath]: { build: (deps: ShapeDeps, lang: Lang) => Promise<Array<ApiItem<P>>>; byLanguage: boolean };
} = {
  "/banner/all": { build: banners, byLanguage: false },
  "/about/all": { build: about, byLanguage: false },
  "/partner/all": { build: partners, byLanguage: false },
  "/awards/all": { build: awards, byLanguage: false },
  "/news/all": { build: news, byLanguage: false },
  "/social-actions/all": { build: socialActions, byLanguage: false },
  "/areas-activity/all": { build: areasActivity, byLanguage: false },
  "/research/summary": { build: researchSummary, byLanguage: false },
  "/solutions/all": { build: solutions, byLanguage: false },
  "/benefits/all": { build: benefits, byLanguage: false },
  "/vacancy/all/visible": { build: visibleVacancies, byLanguage: false },
  // Its shape has no per-language list, so the language is asked for.
  "/gallery-portal/all": { build: galleryPortal, byLanguage: true },
};

/**
 * portal-main.json's content types, in the order the file has always had them (its bytes, and so
 * its ETag, keep that order); the two chat types go under `chat`.
 */
export const portalMainOrder = [
  "site",
  "pages",
  "homeSections",
  "newsHighlight",
  "about",
  "release",
  "partners",
  "awards",
  "socialActions",
  "news",
  "areas",
  "research",
  "solutions",
  "benefits",
  "vacancies",
  "gallery",
  "shortcuts",
] as const satisfies ReadonlyArray<keyof ContentData>;

function pick<T, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;
}

/**
 * The static content file of the old client's CDN call: the whole content model at its current
 * version as the pages show it (visible openings only, actions and awards newest first), plus the
 * media base to which image and clip names are relative.
 */
export async function portalMain({ content, media }: ShapeDeps) {
  const [snapshot, socialActionList, awardList, vacancies, highlight] = await Promise.all([
    content.snapshot(),
    content.socialActions(),
    content.awards(),
    content.visibleVacancies(),
    // The query the home page and /banner/all use: null from the highlight's end (endsAt) on.
    content.shownHighlight(),
  ]);
  const shown: ContentData = { ...snapshot, socialActions: socialActionList, awards: awardList, vacancies };
  return {
    version: snapshot.version,
    updatedAt: snapshot.updatedAt,
    mediaBaseUrl: media.baseUrl,
    // In the file's order; the highlight as the home page shows it (none past its end).
    ...pick(shown, portalMainOrder),
    newsHighlight: highlight,
    chat: { questions: shown.chatQuestions, inappropriateWords: shown.inappropriateWords },
  };
}

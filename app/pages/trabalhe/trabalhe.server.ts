/**
 * Data of /portal/trabalhe and of each opening's page, /portal/trabalhe/{key}, in the visitor's
 * language only. The listing carries summaries (the filter answers at once in the browser, the
 * URL carries the choice); an opening's details live on its own page.
 */
import type { AppLoadContext } from "react-router";
import { openingDetails, openingSummary } from "../../../common/content/openings";
import { jobAreas } from "./job-filter";
import { trabalheStrings } from "./strings";

export async function trabalheData(context: AppLoadContext) {
  const { services, lang } = context;
  const [benefits, vacancies, gallery] = await Promise.all([
    services.content.benefits(),
    services.content.visibleVacancies(),
    services.content.gallery(),
  ]);
  const present = new Set(vacancies.map((v) => v.area));
  return {
    strings: trabalheStrings[lang],
    benefits: benefits.map((b) => ({
      id: b.id,
      title: b.title[lang],
      description: b.description[lang],
      image: services.media.image(b.image, lang),
      libras: services.media.clip(b.libras),
    })),
    vacancies: vacancies.map((v) => openingSummary(v, lang, services.media.clip)),
    /** The filter offers only areas that have openings, in a fixed order. */
    jobAreas: jobAreas.filter((a) => present.has(a)),
    gallery: gallery.map((photo) => ({
      id: photo.id,
      caption: photo.caption?.[lang] ?? null,
      image: services.media.image(photo.image, lang),
    })),
  };
}

/**
 * One visible opening with its details, or null: the same store query (content.visibleVacancy)
 * and the same shaping (common/content/openings.ts) answer the page and the /api/vagas endpoint.
 */
export async function vacancyData(context: AppLoadContext, key: string) {
  const { services, lang } = context;
  const [vacancy, site] = await Promise.all([services.content.visibleVacancy(key), services.content.site()]);
  if (!vacancy) return null;
  return {
    vacancy: openingDetails(vacancy, lang, services.media.clip),
    email: site.email,
    strings: trabalheStrings[lang],
  };
}

export type TrabalheData = Awaited<ReturnType<typeof trabalheData>>;
export type BenefitData = TrabalheData["benefits"][number];
export type VacancySummary = TrabalheData["vacancies"][number];
export type VacancyDetails = NonNullable<Awaited<ReturnType<typeof vacancyData>>>["vacancy"];
export type GalleryPhotoData = TrabalheData["gallery"][number];

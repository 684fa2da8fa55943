/**
 * Data of /portal/trabalhe in the visitor's language only: benefits, the visible job openings
 * (all of them: the filter answers at once in the browser, the URL carries the choice) and the
 * gallery photos.
 */
import type { AppLoadContext } from "react-router";
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
    vacancies: vacancies.map((v) => ({
      key: v.key,
      id: v.id,
      title: v.title[lang],
      place: v.place,
      regime: v.regime,
      area: v.area,
      areaText: v.areas[lang],
      education: v.education[lang],
      requirements: v.requirements.map((r) => r[lang]),
      desirable: v.desirable.map((d) => d[lang]),
      activities: v.activities.map((a) => a[lang]),
      libras: services.media.clip(v.libras),
    })),
    /** The filter offers only areas that have openings, in a fixed order. */
    jobAreas: jobAreas.filter((a) => present.has(a)),
    gallery: gallery.map((photo) => ({ id: photo.id, image: services.media.image(photo.image, lang) })),
  };
}

export type TrabalheData = Awaited<ReturnType<typeof trabalheData>>;
export type BenefitData = TrabalheData["benefits"][number];
export type VacancyData = TrabalheData["vacancies"][number];
export type GalleryPhotoData = TrabalheData["gallery"][number];

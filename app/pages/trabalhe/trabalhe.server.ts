/**
 * Data of /portal/trabalhe and of each opening's page, /portal/trabalhe/{key}, in the visitor's
 * language only. The listing carries summaries (the filter answers at once in the browser, the
 * URL carries the choice); an opening's details live on its own page.
 */
import { redirect, type AppLoadContext } from "react-router";
import type { ActionArgs, LoaderArgs } from "../../context";
import { vacancyPath } from "../../../common/paths";
import { redirectTarget } from "../../../server/editor/content/redirects";
import { fortalezaDay, openingDetails, openingSummary } from "../../../common/content/openings";
import { openingWordsOf } from "../../../common/content/opening-words";
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
  const today = fortalezaDay(services.content.now());
  return {
    strings: trabalheStrings[lang],
    benefits: benefits.map((b) => ({
      id: b.id,
      title: b.title[lang],
      description: b.description[lang],
      image: services.media.image(b.image, lang),
      libras: services.media.clip(b.libras),
    })),
    /** Newest first; each with its closing date (or none), its "new" mark and its searchable words. */
    vacancies: [...vacancies]
      .sort((a, b) => b.datePosted.localeCompare(a.datePosted))
      .map((v) => {
        const details = openingDetails(v, lang, services.media.clip);
        return {
          ...openingSummary(v, lang, services.media.clip),
          closingDateText: details.closingDateText,
          isNew: isNewOn(v.datePosted, today),
          words: openingWordsOf(details) as string | undefined,
        };
      }),
    /** The filter offers only areas that have openings, in a fixed order. */
    jobAreas: jobAreas.filter((a) => present.has(a)),
    gallery: gallery.map((photo) => ({
      id: photo.id,
      caption: photo.caption?.[lang] ?? null,
      image: services.media.image(photo.image, lang),
    })),
  };
}

/** Days an opening carries its "new" mark after it was posted. */
export const NEW_FOR_DAYS = 14;

/** Whether an opening posted on `datePosted` is new on `today` (both Fortaleza days, YYYY-MM-DD). */
export function isNewOn(datePosted: string, today: string): boolean {
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${datePosted}T00:00:00Z`)) / 86_400_000;
  return days >= 0 && days < NEW_FOR_DAYS;
}

/**
 * One visible opening with its details, or null: the same store query (content.visibleVacancy)
 * and the same shaping (common/content/openings.ts) answer the page and the /api/vagas endpoint.
 */
export async function vacancyData(context: AppLoadContext, key: string) {
  const { services, lang } = context;
  const vacancy = await services.content.visibleVacancy(key);
  if (!vacancy) return null;
  return {
    vacancy: openingDetails(vacancy, lang, services.media.clip),
    // "Prefer e-mail?": Human Resources' inbox, where the form's applications go (the colaborador page's HR address).
    email: services.config.APPLICATIONS_INBOX,
    strings: trabalheStrings[lang],
  };
}

export type TrabalheData = Awaited<ReturnType<typeof trabalheData>>;
export type BenefitData = TrabalheData["benefits"][number];
export type VacancySummary = TrabalheData["vacancies"][number];
export type VacancyDetails = NonNullable<Awaited<ReturnType<typeof vacancyData>>>["vacancy"];
export type GalleryPhotoData = TrabalheData["gallery"][number];

/** An opening's old key (its key changed in the editor, docs/decisions/0043): a 308 to its address now, query kept. */
export async function movedOpening(args: LoaderArgs | ActionArgs, key: string): Promise<void> {
  const target = await redirectTarget(args.context.services.database.db, "vacancy", key);
  if (target) throw redirect(`${vacancyPath(target)}${new URL(args.request.url).search}`, 308);
}

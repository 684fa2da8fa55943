/**
 * A listing card's details come from the JSON endpoint GET /api/vagas/{key}?lang=…
 * (server/api/vacancies.ts), fetched when the card is first expanded (use-vacancy-details.ts):
 * the listing's HTML carries summaries only. The endpoint answers with the opening page's own
 * query function, so the card shows what the page does.
 */
import type { Lang } from "../../../common/i18n/languages";
import type { VacancyDetails } from "./trabalhe.server";

/** The address a card loads its details from, in the visitor's language. */
export function vacancyDetailsHref(key: string, lang: Lang): string {
  return `/api/vagas/${encodeURIComponent(key)}?lang=${lang}`;
}

/** What a card receives: the opening's details, or the failure's HTTP status (0: no answer). */
export type VacancyDetailsResult = { vacancy: VacancyDetails } | { failed: number };

/**
 * A listing card's details are the opening page's own loader data, fetched when the card is first
 * expanded (the listing's HTML carries summaries only). The card's request is marked so the
 * opening's route answers it with data instead of throwing: a fetcher's error would otherwise
 * replace the whole listing with the error page.
 */
import type { Lang } from "../../../common/i18n/languages";
import { vacancyHref } from "../../../common/paths";
import type { VacancyDetails } from "./trabalhe.server";

const CARD_PARAM = "cartao";

/** The address a card loads its details from: the opening's page, in the visitor's language. */
export function vacancyDetailsHref(key: string, lang: Lang): string {
  return `${vacancyHref(key, lang)}&${CARD_PARAM}=1`;
}

export function isCardDetailsRequest(url: string): boolean {
  return new URL(url).searchParams.has(CARD_PARAM);
}

/** What a card receives: the opening's details, or the failure's HTTP status (0: no answer). */
export type VacancyDetailsResult = { vacancy: VacancyDetails } | { failed: number };

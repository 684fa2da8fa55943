/**
 * A job opening as the site shows it, shared by its page (app/pages/trabalhe/trabalhe.server.ts)
 * and the JSON endpoint a listing card loads (server/api/vacancies.ts), so the two cannot drift
 * apart; and when an opening is open.
 *
 * When a job opening is open. Its closing date is a day in Fortaleza's time (UTC-3, no daylight
 * saving): it takes applications through that day and leaves the site when the next one starts.
 */

import type { ContentOf } from "./content-types";
import { tagOf, type Lang } from "../i18n/languages";

type Opening = ContentOf<"vacancies.json">[number];

/** What a listing card shows of an opening, in one language; `clipOf` resolves its Libras clip. */
export function openingSummary<Clip>(v: Opening, lang: Lang, clipOf: (name: string | undefined) => Clip) {
  return {
    key: v.key,
    id: v.id,
    title: v.title[lang],
    place: v.place,
    regime: v.regime,
    area: v.area,
    areaText: v.areas[lang],
    libras: clipOf(v.libras),
  };
}

/** An opening's details (its page, an expanded card), in one language. */
export function openingDetails<Clip>(v: Opening, lang: Lang, clipOf: (name: string | undefined) => Clip) {
  return {
    ...openingSummary(v, lang, clipOf),
    education: v.education[lang],
    requirements: v.requirements.map((r) => r[lang]),
    desirable: v.desirable.map((d) => d[lang]),
    activities: v.activities.map((a) => a[lang]),
    datePosted: v.datePosted,
    closingDate: v.closingDate ?? null,
    /** The last day of applications, written out in the language ("10 de janeiro de 2027"). */
    closingDateText: v.closingDate
      ? new Intl.DateTimeFormat(tagOf(lang), { dateStyle: "long", timeZone: "UTC" }).format(
          new Date(`${v.closingDate}T00:00:00Z`),
        )
      : null,
    pay: v.pay?.[lang] ?? null,
    workMode: v.workMode ?? null,
    selectionSteps: (v.selectionSteps ?? []).map((step) => step[lang]),
    accommodations: v.accommodations?.[lang] ?? null,
  };
}

/** Said of an opening that is not on the site: unknown, hidden, unpublished or past its closing date. */
export const openingNotFound = {
  pt: {
    title: "Vaga não encontrada",
    text: "Esta vaga não existe ou não está mais aberta. Veja as vagas abertas no Lead.",
  },
  en: {
    title: "Job opening not found",
    text: "This opening does not exist or is no longer open. See the openings at Lead.",
  },
  es: {
    title: "Vacante no encontrada",
    text: "Esta vacante no existe o ya no está abierta. Vea las vacantes abiertas en Lead.",
  },
} as const satisfies Record<Lang, { title: string; text: string }>;

/** Fortaleza is UTC-3 all year. */
const FORTALEZA_OFFSET_MS = -3 * 3600 * 1000;

/** The day it is in Fortaleza at `nowMs`, as YYYY-MM-DD. */
export function fortalezaDay(nowMs: number): string {
  return new Date(nowMs + FORTALEZA_OFFSET_MS).toISOString().slice(0, 10);
}

/** True when an opening's closing date has passed on `today` (a Fortaleza day). */
export function isPastClosing(opening: { closingDate?: string }, today: string): boolean {
  return opening.closingDate !== undefined && opening.closingDate < today;
}

/** The last instant an opening takes applications: the end of its closing day in Fortaleza. */
export function closingInstant(closingDate: string): string {
  return `${closingDate}T23:59:59-03:00`;
}

/**
 * An opening's searchable words (the openings filter's `q`, app/pages/trabalhe/job-filter.ts): the
 * listing's server render and the no-JavaScript filter use them, and the browser's filter loads them
 * from GET /api/vagas?lang= the first time words are searched (docs/decisions/0046), so the page's
 * data does not carry them.
 */
import { foldCase } from "../text/fold";

/** The searched words: folded (accents, case), split on anything but letters and digits. */
export function searchWords(text: string): string[] {
  return foldCase(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** An opening's searchable words, once each, space-separated: what filterJobs looks in. */
export function openingWords(texts: readonly string[]): string {
  return [...new Set(texts.flatMap(searchWords))].join(" ");
}

/** The words of an opening's details: title, area, education, requirements, desirable skills, activities. */
export function openingWordsOf(details: {
  title: string;
  areaText: string;
  education: string;
  requirements: readonly string[];
  desirable: readonly string[];
  activities: readonly string[];
}): string {
  return openingWords([
    details.title,
    details.areaText,
    details.education,
    ...details.requirements,
    ...details.desirable,
    ...details.activities,
  ]);
}

/**
 * The names the editor shows for a choice's values: the public site's own names (its tables are
 * reused, not copied: the job areas and contract types of common/content/job-areas.ts, the work
 * modes of the openings' page, the site's menu for a home section's target page). A code never
 * reaches a person; a value without a name (none today: a test walks every schema) shows as is.
 */
import type { z } from "zod";
import { contentTypeRows } from "../../common/content/content-types";
import { jobAreaLabels, regimeLabels } from "../../common/content/job-areas";
import type { UiLang } from "../../common/editor/strings";
import { uiStrings } from "../i18n/ui";
import { trabalheStrings } from "../pages/trabalhe/strings";

/** Each choice field (by schema key) and the public names of its values. */
const choiceNames: Record<string, (lang: UiLang) => Record<string, string>> = {
  area: (lang) => jobAreaLabels[lang],
  regime: (lang) => regimeLabels[lang],
  workMode: (lang) => trabalheStrings[lang].vacancies.workModes,
  route: (lang) => ({
    institucional: uiStrings[lang].nav.institucional,
    atuacao: uiStrings[lang].nav.atuacao,
    solucoes: uiStrings[lang].nav.solucoes,
  }),
};

/** Whether a choice field's value has a public name (a test checks every value of every schema). */
export const hasChoiceLabel = (key: string, value: string | number): boolean =>
  Boolean(choiceNames[key]?.("pt")[String(value)] && choiceNames[key]?.("en")[String(value)]);

/** The name of a choice's value in the editor's language, e.g. `analysis` → "Análise de requisitos". */
export function choiceLabel(key: string | number | undefined, value: string | number, lang: UiLang): string {
  const names = typeof key === "string" ? choiceNames[key]?.(lang) : undefined;
  return names?.[String(value)] ?? String(value);
}

/** Every name a choice can show, in one language (the strings check reads them). */
export const allChoiceLabels = (lang: UiLang): string[] =>
  Object.values(choiceNames).flatMap((names) => Object.values(names(lang)));

/** The content type whose item (a list's element, or a single value) this schema is. */
export function typeOfItemSchema(schema: z.ZodType): string | undefined {
  for (const row of contentTypeRows) {
    const item = row.key ? (row.schema as unknown as z.ZodArray<z.ZodType>).element : row.schema;
    if (item === schema) return row.type;
  }
  return undefined;
}

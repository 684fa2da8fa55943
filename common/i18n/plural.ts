/**
 * Counted phrases ("1 vaga encontrada", "12 vagas encontradas") with the language's plural rules
 * (Intl.PluralRules), so every language gets its proper forms. `{n}` in a form is the count.
 */
import { languageOf, type Lang } from "./languages";

export interface PluralForms {
  /** Used for 0 when given ("Nenhuma vaga encontrada"); otherwise the rules pick the form. */
  zero?: string;
  one: string;
  other: string;
}

/** Building Intl objects costs tens of microseconds and a page counts many things: one per language. */
const formatters = new Map<Lang, { rules: Intl.PluralRules; numbers: Intl.NumberFormat }>();
function formattersOf(lang: Lang) {
  let found = formatters.get(lang);
  if (!found) {
    const tag = languageOf(lang).htmlLang;
    found = { rules: new Intl.PluralRules(tag), numbers: new Intl.NumberFormat(tag) };
    formatters.set(lang, found);
  }
  return found;
}

export function plural(lang: Lang, count: number, forms: PluralForms): string {
  if (count === 0 && forms.zero) return forms.zero.replaceAll("{n}", "0");
  const { rules, numbers } = formattersOf(lang);
  const form = rules.select(count) === "one" ? forms.one : forms.other;
  return form.replaceAll("{n}", numbers.format(count));
}

/** Fills `{name}` placeholders of a phrase. */
export function fill(phrase: string, values: Record<string, string | number>): string {
  return phrase.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

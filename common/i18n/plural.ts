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

export function plural(lang: Lang, count: number, forms: PluralForms): string {
  if (count === 0 && forms.zero) return forms.zero.replaceAll("{n}", "0");
  const rule = new Intl.PluralRules(languageOf(lang).htmlLang).select(count);
  const form = rule === "one" ? forms.one : forms.other;
  return form.replaceAll("{n}", new Intl.NumberFormat(languageOf(lang).htmlLang).format(count));
}

/** Fills `{name}` placeholders of a phrase. */
export function fill(phrase: string, values: Record<string, string | number>): string {
  return phrase.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

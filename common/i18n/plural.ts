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
const rulesByLang = new Map<Lang, Intl.PluralRules>();
const numbersByLang = new Map<Lang, Intl.NumberFormat>();

function cached<T>(map: Map<Lang, T>, lang: Lang, make: (tag: string) => T): T {
  let found = map.get(lang);
  if (found === undefined) {
    found = make(languageOf(lang).htmlLang);
    map.set(lang, found);
  }
  return found;
}

/**
 * A count in the language's digits and grouping. Below 1,000 an integer is its plain digits in
 * every language here (the test compares all of them with Intl), and the page's first number
 * format is not built: in the browser it loads the locale's number data, ~55 ms of a slow
 * phone's main thread while the page hydrates (the listing's "37 vagas encontradas").
 */
export function formatCount(lang: Lang, count: number): string {
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count);
  return cached(numbersByLang, lang, (tag) => new Intl.NumberFormat(tag)).format(count);
}

export function plural(lang: Lang, count: number, forms: PluralForms): string {
  if (count === 0 && forms.zero) return forms.zero.replaceAll("{n}", "0");
  const rules = cached(rulesByLang, lang, (tag) => new Intl.PluralRules(tag));
  const form = rules.select(count) === "one" ? forms.one : forms.other;
  return form.replaceAll("{n}", formatCount(lang, count));
}

/** Fills `{name}` placeholders of a phrase. */
export function fill(phrase: string, values: Record<string, string | number>): string {
  return phrase.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

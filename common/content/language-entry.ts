/**
 * The language rule for the server's per-language lists (aboutLanguage, vacancyLanguage,
 * researchLanguages…): the entry whose tag matches the visitor's language is used (pt → pt-BR,
 * en → en-US, es → es-ES); when none matches, the caller shows 'Nenhuma informação encontrada!'
 * (`ui[lang].fallback.missing` in app/i18n/ui.ts). There is deliberately no fallback to another
 * language here: a visitor gets the notice, not Portuguese text under an English page.
 *
 * An entry names its language either as `languageTag: "en-US"` or as `language: { tag: "en-US" }`
 * (both occur in the About shape); tags are compared without regard to case.
 */
import { tagOf, toLang, type Lang } from "../i18n/languages";

export interface LanguageKeyed {
  languageTag?: string | null;
  language?: { tag?: string | null } | null;
}

/** The tag an entry declares, or undefined when it declares none. */
export function entryTag(entry: LanguageKeyed | null | undefined): string | undefined {
  if (!entry) return undefined;
  const tag = entry.language?.tag ?? entry.languageTag;
  return typeof tag === "string" && tag.trim() ? tag.trim() : undefined;
}

/**
 * The entry of `list` for `lang` ("pt", "en", "es"; a tag such as "en-US" is accepted too, and
 * anything else counts as pt, the rule for unknown values). Undefined when the list is
 * missing or holds no entry with that tag.
 */
export function pickLanguage<T extends LanguageKeyed>(list: readonly T[] | null | undefined, lang: Lang | string): T | undefined {
  if (!Array.isArray(list)) return undefined;
  const wanted = tagOf(toLang(lang)).toLowerCase();
  return list.find((entry) => entryTag(entry)?.toLowerCase() === wanted);
}

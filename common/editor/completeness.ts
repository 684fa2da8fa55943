/**
 * How complete an item is in each language: how many of the texts it needs in pt, en and es hold
 * words. A pt/en/es field counts once per language (an optional one only once something is in
 * it); a plain text under a language's column (chat phrasings) counts for that language. Rich text
 * with no words counts as empty, as the content check counts it.
 */
import type { z } from "zod";
import { formLangs, formModel, type FieldNode, type FormLang } from "./form-model";

export type Completeness = Record<FormLang, { filled: number; required: number }>;

export function languageCompleteness(schema: z.ZodType, item: unknown): Completeness {
  const counts = Object.fromEntries(formLangs.map((l) => [l, { filled: 0, required: 0 }])) as Completeness;
  count(formModel(schema), item, undefined, counts);
  return counts;
}

/** Whether an item has every text it needs in every language. */
export const isComplete = (c: Completeness) => formLangs.every((l) => c[l].filled === c[l].required);

function count(node: FieldNode, value: unknown, lang: FormLang | undefined, counts: Completeness): void {
  const present = value !== undefined && value !== null;
  if (node.optional && !present) return;
  switch (node.kind) {
    case "languages": {
      const obj = (present && typeof value === "object" ? value : {}) as Record<string, unknown>;
      for (const l of formLangs) {
        counts[l].required++;
        if (hasWords(obj[l])) counts[l].filled++;
      }
      return;
    }
    case "text":
      if (lang && !node.format) {
        counts[lang].required++;
        if (hasWords(value)) counts[lang].filled++;
      }
      return;
    case "list": {
      const items = Array.isArray(value) ? value : [];
      // An empty list in a language's column still needs its first text.
      if (lang && !items.length && (node.min ?? 0) > 0) counts[lang].required++;
      for (const v of items) count(node.item, v, lang, counts);
      return;
    }
    case "object": {
      const obj = (present && typeof value === "object" ? value : {}) as Record<string, unknown>;
      for (const [key, field] of node.fields) {
        const fieldLang = node.languageColumns ? (key as FormLang) : lang;
        count(field, obj[key], fieldLang, counts);
      }
      return;
    }
    default:
      return;
  }
}

/** The words of a value, without markup, entities or surrounding space. */
export function hasWords(value: unknown): boolean {
  if (typeof value !== "string") return false;
  return (
    value
      .replace(/<[^>]*>/g, " ")
      .replace(/&nbsp;|&#160;/g, " ")
      .trim() !== ""
  );
}

/**
 * Errors that say what to fix (issue 34): every message names its field as the form labels it
 * («Título», «Requisitos, item 2») and, for a text, the language ("Escreva «Título» em inglês.").
 * A zod issue is mapped by its kind; a kind without its own sentence falls back to the field's
 * name and the codec's plain message, so neither a pattern, a code list nor a library's words
 * reach a person.
 */
import type { z } from "zod";
import { formLangs, parseFieldName, rootPath, type FieldNode, type FormLang } from "./form-model";
import { fieldLabel, namedFieldMessages, type UiLang } from "./strings";

const uiLangs: readonly UiLang[] = ["pt", "en"];

/** What a field's error is about: a missing text, an empty field, a choice not made, a short list, or something else. */
export type ErrorKind = "requiredText" | "required" | "choice" | "minItems" | "other" | "exact";

/**
 * The field a posted name belongs to, as the form labels it (the content type's own label first:
 * an opening's «Área (filtro de vagas)»), and the language of a text's input.
 */
export function fieldTitle(root: FieldNode, name: string, ui: UiLang, type?: string): { title: string; lang?: FormLang } {
  const path = parseFieldName(name) ?? [];
  const rest = path.slice(rootPath(root).length);
  const m = namedFieldMessages[ui];
  const parts: string[] = [];
  let lang: FormLang | undefined;
  let node: FieldNode | undefined = root;
  for (const key of rest) {
    if (node?.kind === "languages" && typeof key === "string" && (formLangs as readonly string[]).includes(key)) {
      lang = key as FormLang;
      node = undefined;
    } else if (node?.kind === "list" && typeof key === "number") {
      const list = parts.pop() ?? "";
      parts.push(m.item(list, key + 1));
      node = node.item;
    } else if (node?.kind === "object" && typeof key === "string") {
      if (node.languageColumns && (formLangs as readonly string[]).includes(key)) lang = key as FormLang;
      else parts.push(fieldLabel(key, ui, type));
      node = node.fields.find(([k]) => k === key)?.[1];
    } else {
      parts.push(fieldLabel(key, ui, type));
      node = undefined;
    }
  }
  return { title: parts.join(" › ") || fieldLabel("value", ui, type), lang };
}

/**
 * The message of an error of `kind` at the field `name`, in both interface languages; `plain` is
 * the fallback's wording, `n` the number a list needs, `type` the content type whose labels the form shows.
 */
export function namedMessage(
  root: FieldNode,
  name: string,
  kind: ErrorKind,
  plain: Record<UiLang, string>,
  { n = 1, type }: { n?: number; type?: string } = {},
): Record<UiLang, string> {
  const out = {} as Record<UiLang, string>;
  for (const ui of uiLangs) {
    const m = namedFieldMessages[ui];
    if (!name) {
      out[ui] = plain[ui];
      continue;
    }
    const { title, lang } = fieldTitle(root, name, ui, type);
    const inLang = lang ? m.inLanguage[lang] : undefined;
    switch (kind) {
      case "requiredText":
        out[ui] = inLang ? m.requiredText(title, inLang) : m.required(title);
        break;
      case "required":
        out[ui] = inLang ? m.requiredText(title, inLang) : m.required(title);
        break;
      case "choice":
        out[ui] = m.choice(title);
        break;
      case "minItems":
        out[ui] = m.minItems(title, n);
        break;
      case "exact":
        out[ui] = plain[ui];
        break;
      default:
        out[ui] = inLang ? m.otherInLanguage(title, inLang, plain[ui]) : m.other(title, plain[ui]);
    }
  }
  return out;
}

/** The kind of a zod issue on a value (blank or not), and the number it names for a list. */
export function issueKind(issue: z.core.$ZodIssue, value: unknown): { kind: ErrorKind; n?: number } {
  const blank = value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  switch (issue.code) {
    case "invalid_type":
      return { kind: blank ? "required" : "other" };
    case "too_small":
      if (issue.origin === "string") return { kind: "requiredText" };
      if (issue.origin === "array") return { kind: "minItems", n: Number(issue.minimum) };
      return { kind: "other" };
    case "invalid_value":
      return { kind: blank ? "choice" : "other" };
    case "invalid_format":
      return { kind: blank ? "required" : "other" };
    default:
      return { kind: "other" };
  }
}

/** A choice field's empty value is "choose", not "fill in". */
export function refineKind(kind: ErrorKind, node: FieldNode | undefined): ErrorKind {
  if (kind === "required" && node?.kind === "choice") return "choice";
  return kind;
}

/** The message for an address key the rule refuses (common/content/item-key.ts), or one already taken. */
export function keyMessage(problem: "empty" | "format" | "too-long" | "reserved" | "taken", key: string, max: number) {
  const out = {} as Record<UiLang, string>;
  for (const ui of uiLangs) {
    const k = namedFieldMessages[ui].key;
    out[ui] =
      problem === "too-long" ? k["too-long"](max) : problem === "reserved" || problem === "taken" ? k[problem](key) : k[problem];
  }
  return out;
}

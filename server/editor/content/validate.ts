/**
 * An item checked by the same schemas as the content files (common/content/), in two strengths:
 *
 * - a draft may be incomplete: language texts and lists may be empty or missing, but every value
 *   must have the right type, and no field the schema does not have is accepted;
 * - publishing needs the item valid as in the content files, every language's text present.
 */
import type { z } from "zod";
import { contentTypeRows, type ContentTypeRow } from "../../../common/content/content-types";
import { issueKind, type ErrorKind } from "../../../common/editor/field-errors";
import { issueMessage } from "../../../common/editor/form-data";
import type { Lang } from "../../../common/i18n/languages";
import { translationProblems } from "../../content/completeness";
import { formatFieldPath } from "../../content/field-path";

export const LANGS: readonly Lang[] = ["pt", "en", "es"];

export interface FieldProblem {
  /** As content messages show it: `requirements[1].en`. */
  path: string;
  /** For logs and the command line; a person reads `kind` and `plain` through the editor's named messages. */
  message: string;
  /** What the problem is about (common/editor/field-errors.ts), and the number a list's minimum names. */
  kind?: ErrorKind;
  n?: number;
  /** The codec's plain wording of the problem, in the editor's languages (never the library's). */
  plain?: Record<"pt" | "en", string>;
}

/** The table's row for a stored type name ("vacancy", "site", …); undefined for an unknown one. */
export function contentTypeOf(type: string): ContentTypeRow | undefined {
  return contentTypeRows.find((row) => row.type === type);
}

/** The schema of one item: a list's element, or a single value's whole schema. */
export function itemSchemaOf(row: ContentTypeRow): z.ZodType {
  return row.key ? (row.schema as z.ZodArray<z.ZodType>).element : row.schema;
}

const isLang = (segment: PropertyKey | undefined) => segment === "pt" || segment === "en" || segment === "es";

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const segment of path) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<PropertyKey, unknown>)[segment];
  }
  return at;
}

/**
 * An issue a draft may have: an empty text or list, a language's text not written yet, or any
 * value not given yet (a choice not made: a new opening's draft without Regime or Área is saved).
 */
function allowedInDraft(issue: z.core.$ZodIssue, input: unknown): boolean {
  if (issue.code === "too_small" && (issue.origin === "string" || issue.origin === "array")) return true;
  if (issue.code === "unrecognized_keys") return false;
  const value = valueAt(input, issue.path);
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) return true;
  return issue.code === "invalid_type" && isLang(issue.path.at(-1)) && value === undefined;
}

export type Checked = { ok: true; data: unknown } | { ok: false; problems: FieldProblem[] };

const problemsOf = (issues: z.core.$ZodIssue[], input: unknown): FieldProblem[] =>
  issues.map((issue) => {
    const value = valueAt(input, issue.path);
    return {
      path: formatFieldPath(issue.path) || "(root)",
      message: issue.message,
      ...issueKind(issue, value),
      plain: issueMessage(issue, value),
    };
  });

/** A draft: right types, no unknown fields; incomplete texts and lists allowed. */
export function checkDraft(row: ContentTypeRow, input: unknown): Checked {
  const parsed = itemSchemaOf(row).safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const refused = parsed.error.issues.filter((issue) => !allowedInDraft(issue, input));
  return refused.length ? { ok: false, problems: problemsOf(refused, input) } : { ok: true, data: input };
}

/** Ready to publish: valid as in the content files, and complete in pt, en and es. */
export function checkPublishable(row: ContentTypeRow, input: unknown): Checked {
  const parsed = itemSchemaOf(row).safeParse(input);
  if (!parsed.success) return { ok: false, problems: problemsOf(parsed.error.issues, input) };
  const missing = missingTexts(parsed.data);
  if (missing.length) return { ok: false, problems: missing };
  return { ok: true, data: parsed.data };
}

/** Texts with no words in some language ("title.en: empty text"). Same text in two languages is not counted. */
function missingTexts(value: unknown): FieldProblem[] {
  return translationProblems(value)
    .filter((line) => /: (empty|missing) (text|list)$/.test(line))
    .map((line) => {
      const cut = line.lastIndexOf(": ");
      const message = line.slice(cut + 2);
      return {
        path: line.slice(0, cut),
        message,
        kind: message.endsWith("list") ? ("minItems" as const) : ("requiredText" as const),
      };
    });
}

/** Whether every text of the item is written in each language, and which are not. */
export function languageCompleteness(value: unknown): Record<Lang, { complete: boolean; missing: string[] }> {
  const result = Object.fromEntries(LANGS.map((l) => [l, { complete: true, missing: [] as string[] }])) as Record<
    Lang,
    { complete: boolean; missing: string[] }
  >;
  for (const problem of missingTexts(value)) {
    const lang = /(?:^|\.)(pt|en|es)(?:\[\d+\])?$/.exec(problem.path)?.[1] as Lang | undefined;
    if (!lang) continue;
    result[lang].complete = false;
    result[lang].missing.push(problem.path);
  }
  // A Localized object missing a language entirely: the walk reports "missing text" above; a
  // missing whole object (a draft's absent title) shows as no text in any language.
  return result;
}

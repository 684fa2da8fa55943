/**
 * Checks that content is complete in the three languages, beyond what the schema can say:
 * every pt/en/es value has visible text (rich text with no words counts as empty), and no
 * language repeats another's text where a translation belongs (the old site left many en and es
 * fields in Portuguese). Used by `scripts/content-check.ts` and by the content tests.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeRows, type ContentFileName } from "../../common/content/content-types";
import { formatFieldPath } from "./field-path";

type FieldPath = Array<string | number>;
const langs = ["pt", "en", "es"] as const;

/** The words of a value, without markup, entities or surrounding space. */
function visibleText(value: string): string {
  return value
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const same = (a: string, b: string) => visibleText(a).toLowerCase() === visibleText(b).toLowerCase();

/**
 * Walks any content value and reports, as "field.path: problem":
 * - a pt/en/es object (Localized text, or lists of phrasings) with an empty value;
 * - an en or es value equal to the pt one, or en equal to es (ignoring case, markup and spacing).
 */
export function translationProblems(value: unknown, at: FieldPath = []): string[] {
  const out: string[] = [];
  walk(value, at, out);
  return out;
}

function walk(value: unknown, at: FieldPath, out: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => walk(item, [...at, i], out));
    return;
  }
  if (value === null || typeof value !== "object") return;
  const obj = value as Record<string, unknown>;
  // A language object holds text (or lists of phrasings) under pt, en and es; other objects keyed
  // by language (news-highlight images) are walked like any other.
  const textual = (v: unknown) => v === undefined || typeof v === "string" || Array.isArray(v);
  if (langs.some((l) => l in obj) && langs.every((l) => textual(obj[l]))) {
    checkLocalized(obj, at, out);
    return;
  }
  for (const [key, child] of Object.entries(obj)) walk(child, [...at, key], out);
}

function checkLocalized(obj: Record<string, unknown>, at: FieldPath, out: string[]): void {
  for (const lang of langs) {
    const v = obj[lang];
    if (typeof v === "string") {
      if (!visibleText(v)) out.push(`${formatFieldPath([...at, lang])}: empty text`);
    } else if (Array.isArray(v)) {
      if (!v.length) out.push(`${formatFieldPath([...at, lang])}: empty list`);
      v.forEach((item, i) => {
        if (typeof item !== "string" || !visibleText(item)) out.push(`${formatFieldPath([...at, lang, i])}: empty text`);
      });
    } else {
      out.push(`${formatFieldPath([...at, lang])}: missing text`);
    }
  }
  const pairs = [
    ["en", "pt"],
    ["es", "pt"],
    ["es", "en"],
  ] as const;
  for (const [lang, other] of pairs) {
    const a = obj[lang];
    const b = obj[other];
    if (typeof a === "string" && typeof b === "string" && visibleText(a) && same(a, b)) {
      out.push(`${formatFieldPath([...at, lang])}: same text as ${other}`);
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      a.forEach((item, i) => {
        if (typeof item === "string" && visibleText(item) && b.some((o) => typeof o === "string" && same(o, item))) {
          out.push(`${formatFieldPath([...at, lang, i])}: same text as a ${other} value`);
        }
      });
    }
  }
}

export interface FileReport {
  /** The file's name inside the content folder, e.g. "chat/questions.json". */
  file: ContentFileName;
  /** False when the file does not exist (yet). */
  present: boolean;
  /** "field.path: problem" lines: JSON, schema and translation problems. */
  problems: string[];
}

/** Checks every content file of `dir` against its schema and the translation rules. */
export async function checkContentDir(dir: string): Promise<FileReport[]> {
  const reports: FileReport[] = [];
  for (const { file, schema } of contentTypeRows) {
    const full = path.join(dir, file);
    if (!existsSync(full)) {
      reports.push({ file, present: false, problems: [] });
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(await readFile(full, "utf8"));
    } catch (error) {
      reports.push({ file, present: true, problems: [`(root): not valid JSON (${(error as Error).message})`] });
      continue;
    }
    const problems: string[] = [];
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${formatFieldPath(issue.path) || "(root)"}: ${issue.message}`);
    }
    problems.push(...translationProblems(data));
    reports.push({ file, present: true, problems });
  }
  return reports;
}

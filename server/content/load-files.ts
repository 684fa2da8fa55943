/**
 * Reads and validates every file of `content/`. A problem is reported with the file, the field
 * path and what is wrong, e.g. `content/vacancies.json: [3].title.en: Too small: expected string to have >=1 characters`.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeRows, type ContentFileName, type ContentOf } from "../../common/content/content-types";
import { formatFieldPath } from "./field-path";

export type Content = { [F in ContentFileName]: ContentOf<F> };

export class ContentError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Content is invalid:\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "ContentError";
  }
}

export async function loadContentFiles(dir: string): Promise<{ content: Content; hash: string }> {
  const problems: string[] = [];
  const result: Partial<Record<ContentFileName, unknown>> = {};
  const hash = createHash("sha256");
  for (const { file: name, schema } of contentTypeRows) {
    const file = path.join(dir, name);
    const shown = shownName(dir, name);
    let raw: string;
    try {
      raw = await readFile(file, "utf8");
    } catch {
      problems.push(`${shown}: the file is missing`);
      continue;
    }
    hash.update(name).update("\0").update(raw).update("\0");
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (error) {
      problems.push(`${shown}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push(`${shown}: ${formatFieldPath(issue.path) || "(root)"}: ${issue.message}`);
      }
      continue;
    }
    result[name] = parsed.data;
  }
  if (problems.length) throw new ContentError(problems);
  const content = result as Content;
  problems.push(...crossChecks(content, (name) => shownName(dir, name)));
  if (problems.length) throw new ContentError(problems);
  return { content, hash: hash.digest("hex").slice(0, 16) };
}

/** A file as messages name it: relative to the working folder when inside it, else its full path. */
function shownName(dir: string, name: string): string {
  const file = path.resolve(dir, name);
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file;
}

/** Rules that span files or items: unique keys, references between files. */
function crossChecks(c: Content, shown: (name: ContentFileName) => string): string[] {
  const problems: string[] = [];
  const areaIds = new Set(c["areas.json"].map((a) => a.id));
  c["research.json"].forEach((r, i) =>
    r.areas.forEach((id, j) => {
      if (!areaIds.has(id)) problems.push(`${shown("research.json")}: [${i}].areas[${j}]: unknown area id ${id}`);
    }),
  );
  const unique = <T>(file: string, items: T[], keyOf: (t: T) => string | number) => {
    const seen = new Set<string | number>();
    items.forEach((item, i) => {
      const key = keyOf(item);
      if (seen.has(key)) problems.push(`${file}: [${i}]: duplicate key ${key}`);
      seen.add(key);
    });
  };
  unique(shown("vacancies.json"), c["vacancies.json"], (v) => v.key);
  unique(shown("research.json"), c["research.json"], (r) => r.id);
  unique(shown("areas.json"), c["areas.json"], (a) => a.id);
  unique(shown("news.json"), c["news.json"], (n) => n.id);
  unique(shown("chat/questions.json"), c["chat/questions.json"], (q) => q.id);
  const options = c["chat/questions.json"]
    .map((q) => q.option)
    .filter((o): o is number => o !== undefined)
    .sort();
  if (options.join(",") !== "1,2,3,4") {
    problems.push(
      `${shown("chat/questions.json")}: options: exactly one question each must carry option 1, 2, 3 and 4 (found ${options.join(",") || "none"})`,
    );
  }
  return problems;
}

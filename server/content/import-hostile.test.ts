/**
 * The content import (npm run content:import, and every start-up) refuses what the editor refuses
 * (issue 33): an opening's reserved, overlong or malformed key, and a forbidden character in any
 * text, each named by file, item and field; nothing is loaded.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ContentError, loadContentFiles } from "./load-files";

const contentDir = path.join(import.meta.dirname, "..", "..", "content");
let dir = "";
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A copy of content/ whose vacancies.json has `change` applied to its first and second openings. */
async function problemsWith(change: (openings: Array<Record<string, unknown>>) => void): Promise<string[]> {
  dir = mkdtempSync(path.join(tmpdir(), "lead-import-hostile-"));
  cpSync(contentDir, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}media${path.sep}`) });
  const file = path.join(dir, "vacancies.json");
  const openings = JSON.parse(readFileSync(file, "utf8")) as Array<Record<string, unknown>>;
  change(openings);
  writeFileSync(file, JSON.stringify(openings));
  try {
    await loadContentFiles(dir);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.problems.map((p) => p.slice(p.indexOf("vacancies.json")));
  }
}

describe("the import's key and text rules", () => {
  it("every key in content/ passes the rule", async () => {
    await expect(loadContentFiles(contentDir)).resolves.toBeDefined();
  });

  it("refuses reserved, overlong and malformed keys by item", async () => {
    const problems = await problemsWith((o) => {
      o[0]!.key = "novo";
      o[1]!.key = "a".repeat(300);
      o[2]!.key = "a/b";
      o[3]!.key = "historico";
    });
    expect(problems).toEqual([
      `vacancies.json: [0].key: "novo" is a word the editor's own addresses use`,
      "vacancies.json: [1].key: the key has 300 characters; at most 80",
      "vacancies.json: [2].key: use lower-case words of letters and digits joined by single hyphens (no '/', no accents)",
      `vacancies.json: [3].key: "historico" is a word the editor's own addresses use`,
    ]);
  });

  it("refuses a forbidden character in any text, naming the field, language and position", async () => {
    const problems = await problemsWith((o) => {
      (o[0]!.title as Record<string, string>).en = "Dev\u000bWeb";
      (o[1]!.requirements as Array<Record<string, string>>)[0]!.es = "\ufffeX";
      (o[2]!.education as Record<string, string>).pt = "a\u0000";
    });
    expect(problems).toEqual([
      "vacancies.json: [0].title.en: contains an invisible character that is not allowed (U+000B, position 4)",
      "vacancies.json: [1].requirements[0].es: contains an invisible character that is not allowed (U+FFFE, position 1)",
      "vacancies.json: [2].education.pt: contains an invisible character that is not allowed (U+0000, position 2)",
    ]);
  });
});

import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { contentTypeRows } from "./content-types";

const contentDir = fileURLToPath(new URL("../../content", import.meta.url));

/** Every JSON file of content/ but the generated media set, as "chat/questions.json". */
function contentFiles(dir = contentDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return entry.name === "media" ? [] : contentFiles(path.join(dir, entry.name));
    }
    return entry.name.endsWith(".json") ? [path.relative(contentDir, path.join(dir, entry.name))] : [];
  });
}

describe("the table of content types", () => {
  it("has every content file exactly once", () => {
    const files = contentTypeRows.map((row) => row.file);
    expect([...files].sort()).toEqual(contentFiles().sort());
    expect(new Set(files).size).toBe(files.length);
  });

  it("gives each file its own stored type name and snapshot name", () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(contentTypeRows.map((row) => row.type))).toBe(true);
    expect(unique(contentTypeRows.map((row) => row.snapshot))).toBe(true);
  });

  it("keeps its order and stored type names, which the content version and the stored rows depend on", () => {
    expect(contentTypeRows.map((row) => [row.file, row.type, row.key ? "list" : "single"])).toEqual([
      ["site.json", "site", "single"],
      ["pages.json", "pages", "single"],
      ["areas.json", "area", "list"],
      ["research.json", "research", "list"],
      ["solutions.json", "solution", "list"],
      ["news.json", "news", "list"],
      ["news-highlight.json", "news-highlight", "single"],
      ["social-actions.json", "social-action", "list"],
      ["awards.json", "award", "list"],
      ["partners.json", "partners", "single"],
      ["about.json", "about", "single"],
      ["release.json", "release", "single"],
      ["benefits.json", "benefit", "list"],
      ["vacancies.json", "vacancy", "list"],
      ["gallery.json", "gallery", "list"],
      ["home-sections.json", "home-section", "list"],
      ["shortcuts.json", "shortcut", "list"],
      ["chat/questions.json", "chat-question", "list"],
      ["chat/inappropriate-words.json", "inappropriate-word", "list"],
    ]);
  });
});

import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { contentTypes } from "../../common/content/content-types";
import { projectRoot } from "../services";
import { checkContentDir, translationProblems } from "./completeness";
import { contentCopy, realContentDir } from "./test-support";

describe("the centre's content", () => {
  it("has every file, valid, with text in pt, en and es and no language repeating another", async () => {
    const reports = await checkContentDir(realContentDir);
    expect(reports.map((r) => r.file).sort()).toEqual(Object.keys(contentTypes).sort());
    expect(reports.filter((r) => !r.present).map((r) => r.file)).toEqual([]);
    expect(reports.flatMap((r) => r.problems.map((p) => `${r.file}: ${p}`))).toEqual([]);
  });
});

describe("translationProblems", () => {
  it("flags en or es text equal to pt, and es equal to en, ignoring case, markup and spacing", () => {
    const problems = translationProblems({
      title: { pt: "Vagas abertas", en: "vagas  abertas", es: "Vacantes abiertas" },
      text: { pt: "<p>Sobre</p>", en: "<p>About</p>", es: "About" },
    });
    expect(problems).toEqual(["title.en: same text as pt", "text.es: same text as en"]);
  });

  it("flags empty text, rich text with no words, and missing languages, with the field path", () => {
    const problems = translationProblems([
      { requirements: [{ pt: "Git", en: "", es: "Git avanzado" }] },
      { supportText: { pt: "<p>Olá</p>", en: "<p> &nbsp; </p>", es: "<p>Hola</p>" } },
      { title: { pt: "Só português" } },
    ]);
    expect(problems).toEqual([
      "[0].requirements[0].en: empty text",
      "[1].supportText.en: empty text",
      "[2].title.en: missing text",
      "[2].title.es: missing text",
    ]);
  });

  it("checks lists of phrasings item by item", () => {
    const problems = translationProblems({
      phrasings: { pt: ["Quais as vagas?", "Vagas"], en: ["Which openings?", "Vagas"], es: ["¿Qué vacantes hay?", ""] },
    });
    expect(problems).toEqual(["phrasings.es[1]: empty text", "phrasings.en[1]: same text as a pt value"]);
  });

  it("walks objects keyed by language that hold more than text (news-highlight images) like any other", () => {
    const image = (file: string) => ({ file, alt: { pt: "Banner", en: "Banner image", es: "Imagen del banner" } });
    const problems = translationProblems({
      images: { pt: { desktop: image("a") }, en: { desktop: image("b") }, es: { desktop: image("c") } },
    });
    expect(problems).toEqual([]);
  });
});

describe("scripts/content-check.ts", () => {
  it("prints each problem as file: field: problem and exits 1", async () => {
    const copy = contentCopy();
    try {
      writeFileSync(
        path.join(copy.dir, "benefits.json"),
        JSON.stringify([{ id: 1, title: { pt: "Vale-refeição", en: "Vale-refeição", es: "Vales de comida" } }]),
      );
      const result = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/content-check.ts", copy.dir], {
        cwd: projectRoot,
      }).then(
        (r) => ({ code: 0, stdout: r.stdout }),
        (e: { code: number; stdout: string }) => e,
      );
      expect(result.code).toBe(1);
      expect(result.stdout).toContain("benefits.json: [0].title.en: same text as pt");
      expect(result.stdout).toContain("benefits.json: [0].description: Invalid input");
      expect(result.stdout).toContain("areas.json: ok");
    } finally {
      copy.cleanup();
    }
  }, 60_000);
});

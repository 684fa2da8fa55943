import { describe, expect, it } from "vitest";
import { createBot } from "../bot";
import { contentFromFiles } from "./content-files";
import { evaluate, isRight } from "./evaluate";
import { questionSet } from "./question-set";

describe("the question set", () => {
  it("has at least 50 questions per language and 150 in all", () => {
    expect(questionSet.length).toBeGreaterThanOrEqual(150);
    for (const lang of ["pt", "en", "es"] as const) {
      expect(questionSet.filter((q) => q.lang === lang).length).toBeGreaterThanOrEqual(50);
    }
  });

  it("is answered right at the first reply at least 90% of the time in each language", () => {
    const result = evaluate(createBot(contentFromFiles), questionSet);
    const line = (["pt", "en", "es"] as const)
      .map((l) => `${l} ${(result.accuracy[l] * 100).toFixed(1)}% of ${result.total[l]}`)
      .join(", ");
    console.log(`question-set top-1 accuracy: ${line}`);
    for (const f of result.failures)
      console.log(`  wrong [${f.question.lang}] ${f.question.text} → ${f.reply.text.slice(0, 100)}`);
    for (const lang of ["pt", "en", "es"] as const) expect(result.accuracy[lang]).toBeGreaterThanOrEqual(0.9);
  });

  it("counts a reply as wrong when it is in another language, misses the name or the link", () => {
    const q = { lang: "pt" as const, text: "x", names: ["Python"], link: "/portal/trabalhe/desenvolvedor-python" };
    const reply = { kind: "answer" as const, score: 1, detected: true, lang: "pt" as const };
    expect(isRight(q, { ...reply, text: "[link:/portal/trabalhe/desenvolvedor-python-junior?lang=pt|Python Jr]" })).toBe(true);
    expect(
      isRight(q, { ...reply, lang: "en", text: "[link:/portal/trabalhe/desenvolvedor-python-junior?lang=pt|Python Jr]" }),
    ).toBe(false);
    expect(isRight(q, { ...reply, text: "[link:/portal/trabalhe|Python]" })).toBe(false);
    expect(isRight(q, { ...reply, text: "[link:/portal/trabalhe/desenvolvedor-python-junior|Júnior]" })).toBe(false);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import words from "../../content/chat/inappropriate-words.json";
import { createWordFilter } from "../../common/chat/word-filter";
import { lookalikeLetter } from "./lookalikes";

const filter = createWordFilter(words, { lookalike: lookalikeLetter });

/** Every string of every content file but the word list itself. */
function contentTexts(): string[] {
  const root = path.resolve("content");
  const files = [
    ...readdirSync(root).filter((f) => f.endsWith(".json")),
    ...readdirSync(path.join(root, "chat"))
      .filter((f) => f.endsWith(".json") && f !== "inappropriate-words.json")
      .map((f) => `chat/${f}`),
  ];
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  for (const file of files) walk(JSON.parse(readFileSync(path.join(root, file), "utf8")));
  return texts;
}

describe("look-alike letters (Unicode confusables)", () => {
  it.each([
    ["m\u0435rda", "Cyrillic e"],
    ["\u0456diota", "Cyrillic i"],
    ["p\u043Erra", "Cyrillic o"],
    ["b\u0430b\u0430c\u0430", "Cyrillic a"],
    ["\u0455hit", "Cyrillic dze"],
    ["idi\u03BFta", "Greek omicron"],
  ])("masks %s (%s)", (text) => {
    expect(filter.clean(text)).toBe("*".repeat(Array.from(text).length));
  });

  it("leaves ASCII letters as they are written", () => {
    expect(lookalikeLetter("I")).toBeUndefined();
    expect(lookalikeLetter("m")).toBeUndefined();
    expect(lookalikeLetter("\u0435")).toBe("e");
  });

  it("finds no listed word in any of the site's own texts, in any language", () => {
    const texts = contentTexts();
    expect(texts.length).toBeGreaterThan(1000);
    const flagged = texts.filter((t) => filter.test(t));
    expect(flagged).toEqual([]);
  });
});

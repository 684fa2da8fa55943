/**
 * The news-highlight banner draws no words (issue 15): its title and text are real text on the
 * page, so the picture is an illustration only, and one picture serves every language.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collect } from "./collect.ts";
import { imageJob } from "./generate.ts";

const needs = collect(join(import.meta.dirname, "..", "..", "content"));
const banners = [...needs.images.values()].filter((n) => n.kind === "destaque");

describe("news-highlight banner", () => {
  it("is in the content", () => {
    expect(banners.length).toBeGreaterThan(0);
  });

  it("has no text drawn into its desktop or mobile picture", () => {
    for (const need of banners) {
      const { svg, w, h } = imageJob(need);
      expect(svg, need.name).not.toMatch(/<text\b/);
      expect([w, h], need.name).toEqual(/-mobile\b/.test(need.name) ? [600, 600] : [1200, 400]);
    }
  });

  it("draws the same picture whatever the language suffix", () => {
    for (const v of ["desktop", "mobile"]) {
      const svgs = ["", "-pt", "-en", "-es"].map((l) => imageJob({ name: `destaque/x-${v}${l}`, kind: "destaque", alt: "" }).svg);
      expect(new Set(svgs).size, v).toBe(1);
    }
  });
});

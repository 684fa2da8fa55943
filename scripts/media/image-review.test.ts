/**
 * Every image the content uses has a reviewed alt: a row in docs/image-review.md whose alt texts
 * equal the content's and whose picture (motif) is the one the generator draws now. And no
 * picture serves two subjects (issue 26): the only pictures drawn for more than one image are
 * the news banner's desktop and mobile compositions of one subject (SHARED_ON_PURPOSE).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SHARED_ON_PURPOSE, contentImages, pictureOf, tableIn } from "./review.ts";

const root = join(import.meta.dirname, "..", "..");
const doc = readFileSync(join(root, "docs", "image-review.md"), "utf8");
const images = contentImages(join(root, "content"));

interface Row {
  picture: string;
  pt: string;
  en: string;
  es: string;
}
const rows = new Map<string, Row>();
for (const line of tableIn(doc).split("\n").slice(2)) {
  const cells = line
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((c) => c.trim().replace(/\\\|/g, "|"));
  rows.set(cells[0]!.replace(/`/g, ""), { picture: cells[1]!, pt: cells[2]!, en: cells[3]!, es: cells[4]! });
}

describe("image review", () => {
  it("finds the content's images", () => {
    expect(images.length).toBeGreaterThan(50);
  });

  it("has a reviewed row, with the same alt in pt, en and es, for every image the content uses", () => {
    const problems: string[] = [];
    for (const img of images) {
      const row = rows.get(img.name);
      if (!row) problems.push(`${img.name}: no row in docs/image-review.md`);
      else
        for (const l of ["pt", "en", "es"] as const)
          if (row[l] !== img.alt[l]) problems.push(`${img.name} (${l}): alt changed since the review`);
    }
    expect(problems).toEqual([]);
  });

  it("still draws, for every image, the picture that was reviewed", () => {
    const changed = images
      .filter((i) => rows.get(i.name)?.picture !== pictureOf(i.name, i.alt.en))
      .map((i) => `${i.name}: reviewed ${rows.get(i.name)?.picture}, now ${pictureOf(i.name, i.alt.en)}`);
    expect(changed).toEqual([]);
  });

  it("uses no picture for two subjects", () => {
    const byPicture = new Map<string, string[]>();
    for (const i of images) {
      const p = pictureOf(i.name, i.alt.en);
      if (!SHARED_ON_PURPOSE.has(p)) byPicture.set(p, [...(byPicture.get(p) ?? []), i.name]);
    }
    const repeated = [...byPicture].filter(([, names]) => names.length > 1).map(([p, names]) => `${p}: ${names.join(", ")}`);
    expect(repeated).toEqual([]);
  });

  it("would fail on a repeat: a second subject drawn with a picture already in use", () => {
    const [first] = images.filter((i) => !SHARED_ON_PURPOSE.has(pictureOf(i.name, i.alt.en)));
    const pictures = images.map((i) => pictureOf(i.name, i.alt.en));
    pictures.push(pictureOf(first!.name, first!.alt.en));
    const counts = new Map<string, number>();
    for (const p of pictures) if (!SHARED_ON_PURPOSE.has(p)) counts.set(p, (counts.get(p) ?? 0) + 1);
    expect([...counts.values()].some((n) => n > 1)).toBe(true);
  });

  it("gives no two different pictures the same alt text", () => {
    const seen = new Map<string, string>();
    const dup: string[] = [];
    for (const i of images) {
      const p = pictureOf(i.name, i.alt.en);
      if (p === "banner") continue;
      const prev = seen.get(i.alt.en);
      if (prev && prev !== p) dup.push(`${i.name} and an image drawn as ${prev}`);
      seen.set(i.alt.en, p);
    }
    expect(dup).toEqual([]);
  });
});

/**
 * The motif rules (scripts/media/motifs.ts) keep drawing the pictures the committed images were
 * made with. motif-choices.json was recorded once from the code as it was before the rules were
 * typed and pruned (issue 16): for every image the generator illustrates, from the content and
 * from the provisional list collect.ts falls back to, the motif chooseMotif gave with the same
 * inputs and seeding as illustration() in illustrate.ts.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { collect, provisional, type ImageNeed, type Needs } from "./collect.ts";
import { palette } from "./illustrate.ts";
import { GENERIC, KIND_DEFAULT, MOTIFS, MOTIF_FOR, RULES, chooseMotif, deaccent } from "./motifs.ts";
import { Rng } from "./util.ts";

const root = join(import.meta.dirname, "..", "..");
const recorded = JSON.parse(readFileSync(join(import.meta.dirname, "motif-choices.json"), "utf8")) as {
  content: Record<string, string>;
  provisional: Record<string, string>;
};

/** The images imageJob() in generate.ts draws with illustration(), i.e. with a motif. */
const illustrated = (n: ImageNeed): boolean =>
  !(n.kind === "destaque" && /-(desktop|mobile)-(pt|en|es)$/.test(n.name)) &&
  !(n.kind === "contato" && /mapa/.test(n.name)) &&
  !["parceiros", "pesquisadores", "pessoas", "equipe"].includes(n.kind);

/** The motif illustration() draws: same generator, consumed by the palette first. */
function motifOf(n: ImageNeed): string {
  const r = new Rng(n.name);
  palette(r);
  return chooseMotif(n.name, n.kind, n.alt, r);
}

const choices = (images: Iterable<ImageNeed>): Record<string, string> =>
  Object.fromEntries(
    [...images]
      .filter(illustrated)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((n) => [n.name, motifOf(n)]),
  );

describe("motif choices", () => {
  it("draws every content image with the motif it was generated with", () => {
    const content = collect(join(root, "content"));
    expect(Object.keys(recorded.content).length).toBeGreaterThan(40);
    expect(choices(content.images.values())).toEqual(recorded.content);
  });

  it("draws the provisional images (used while content is missing) as before", () => {
    const needs: Needs = { images: new Map(), clips: new Map(), files: [], provisional: true };
    provisional(needs);
    expect(choices(needs.images.values())).toEqual(recorded.provisional);
  });
});

describe("motif names", () => {
  const named = {
    RULES: RULES.map(([m]) => m),
    KIND_DEFAULT: Object.values(KIND_DEFAULT).flat(),
    GENERIC,
    MOTIF_FOR: Object.values(MOTIF_FOR),
    premios: ["trophy", "medal"],
  };

  it("names only motifs that exist", () => {
    const unknown = Object.entries(named).flatMap(([where, ms]) =>
      ms.filter((m) => !Object.hasOwn(MOTIFS, m)).map((m) => `${where}: ${m}`),
    );
    expect(unknown).toEqual([]);
  });

  it("can reach every motif from a rule, a default or a hand-made choice", () => {
    const reachable = new Set<string>(Object.values(named).flat());
    expect(Object.keys(MOTIFS).filter((m) => !reachable.has(m))).toEqual([]);
  });
});

describe("deaccent", () => {
  it("gives the rules lowercase accent-free words separated by single spaces", () => {
    expect(deaccent("Ação & Educação — São Paulo!")).toBe("acao educacao sao paulo ");
    expect(deaccent("Señas: lengua_de-SEÑAS")).toBe("senas lengua de senas");
    expect(deaccent("Processo seletivo 2026")).toBe("processo seletivo 2026");
  });
});

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
import { GENERIC, KIND_DEFAULT, MOTIFS, MOTIF_FOR, RULES, chooseMotif, deaccent, type MotifName } from "./motifs.ts";
import { Rng } from "./util.ts";

const root = join(import.meta.dirname, "..", "..");
const doc = readFileSync(join(root, "docs", "image-review.md"), "utf8");
const recorded = JSON.parse(readFileSync(join(import.meta.dirname, "motif-choices.json"), "utf8")) as {
  content: Record<string, string>;
  provisional: Record<string, string>;
};

/** The images imageJob() in generate.ts draws with illustration(), i.e. with a motif. */
const illustrated = (n: ImageNeed): boolean =>
  !(n.kind === "destaque" && /-(desktop|mobile)(?:-(?:pt|en|es))?$/.test(n.name)) &&
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

/**
 * One phrase per entry of RULES, in the same order, that this entry (and no earlier one) matches:
 * proof that no rule is shadowed by the ones before it.
 */
const SAMPLES: Array<[MotifName, string]> = [
  ["arHeadset", "Óculos de realidade aumentada"],
  ["exoskeleton", "Exoesqueleto para levantar carga"],
  ["soundLight", "Alerta sonoro que acende uma luz"],
  ["headCursor", "Mouse controlado pela cabeça"],
  ["micNav", "Comandos de voz"],
  ["browserA11y", "Extensão de navegador"],
  ["robotTutor", "Tutor inteligente"],
  ["aiNetwork", "Inteligência artificial"],
  ["nlpBubbles", "Processamento de linguagem natural"],
  ["cube3d", "Manipulação de objetos 3D"],
  ["contentProduction", "Produção de conteúdo em vídeo"],
  ["booksClasses", "Aulas de inglês e Libras"],
  ["cityView", "Vista da Aldeota"],
  ["handsSigning", "Intérprete de Libras"],
  ["exoskeleton", "Operário na fábrica"],
  ["elearning", "Curso a distância"],
  ["meeting", "Reunião da equipe"],
  ["hardwareBench", "Bancada de eletrônica"],
  ["trophy", "Prêmio de inovação"],
  ["handshake", "Acordo de parceria"],
  ["heartCommunity", "Campanha de doação"],
  ["school", "Escola da comunidade"],
  ["mapPin", "Mapa com o endereço"],
  ["mealPlate", "Vale-refeição"],
  ["health", "Plano de saúde"],
  ["booksClasses", "Spanish lessons"],
  ["dressCode", "Sem código de vestimenta"],
  ["briefcase", "Processo seletivo"],
  ["megaphoneNews", "Notícias do evento"],
  ["diversity", "Diversidade e inclusão"],
  ["bulbIdea", "Ideias para o futuro"],
  ["laptopCode", "Desenvolvimento de software"],
  ["brandMark", "Logo da marca"],
  ["workspace", "Escritório"],
];

describe("motif rules", () => {
  it("has one sample per rule", () => {
    expect(SAMPLES.map(([m]) => m)).toEqual(RULES.map(([m]) => m));
  });

  it("can reach every rule: its sample is matched by it first and chooseMotif draws its motif", () => {
    const wrong: string[] = [];
    SAMPLES.forEach(([motif, phrase], i) => {
      const words = " " + deaccent(phrase) + " ";
      const first = RULES.findIndex(([, re]) => re.test(words));
      // the name's last part carries no keyword, so the alt text decides
      const drawn = chooseMotif(`amostra/${i}`, "areas", phrase, new Rng(phrase));
      if (first !== i || drawn !== motif) wrong.push(`rule ${i} (${motif}): "${phrase}" → rule ${first}, ${drawn}`);
    });
    expect(wrong).toEqual([]);
  });

  it("has no alternative inside a rule that an earlier rule or alternative always matches first", () => {
    // The rules see words of [a-z0-9] between single spaces; each alternative is a literal with
    // optional \b at its ends. An alternative is alive when, with some neighbouring letters (or a
    // space where it needs a word boundary), it matches and nothing before it does.
    const around = [" ", "e", "s", "x"];
    const shadowed: string[] = [];
    RULES.forEach(([motif, re], i) => {
      const alts = re.source.split("|");
      alts.forEach((alt, k) => {
        const literal = alt.replace(/^\\b|\\b$/g, "");
        expect(literal, `rule ${i} (${motif}) alternative ${alt}`).toMatch(/^[a-z0-9 ]+$/);
        const before = alts.slice(0, k).map((a) => new RegExp(a));
        const alive = (alt.startsWith("\\b") ? [" "] : around).some((l) =>
          (alt.endsWith("\\b") ? [" "] : around).some((r) => {
            const words = (" " + l + literal + r + " ").replace(/ +/g, " ");
            return (
              new RegExp(alt).test(words) &&
              !before.some((b) => b.test(words)) &&
              !RULES.slice(0, i).some(([, earlier]) => earlier.test(words))
            );
          }),
        );
        if (!alive) shadowed.push(`rule ${i} (${motif}): ${alt}`);
      });
    });
    expect(shadowed).toEqual([]);
  });

  it("tells medals from trophies for awards", () => {
    expect(chooseMotif("premios/selo-empresa-amiga", "premios", "", new Rng("x"))).toBe("medal");
    expect(chooseMotif("premios/x", "premios", "A gold medal", new Rng("x"))).toBe("medal");
    expect(chooseMotif("premios/inovacao", "premios", "Prêmio de inovação", new Rng("x"))).toBe("trophy");
  });
});

describe("hand-made choices", () => {
  /** "| motif | a, b, c |" rows of the review document's "Pictures still shared" section. */
  const shared = new Map<string, string[]>();
  const section = doc.slice(doc.indexOf("## Pictures still shared"), doc.indexOf("## Table"));
  for (const m of section.matchAll(/^\| (\w+) \| ([a-z0-9/ ,-]+) \|$/gm))
    shared.set(
      m[1]!,
      m[2]!.split(",").map((x) => x.trim()),
    );
  const sharedOnPurpose = (motif: string, names: string[]) => names.every((n) => (shared.get(motif) ?? []).includes(n));

  it("gives each subject in MOTIF_FOR a picture no other subject in it has", () => {
    const byMotif = new Map<string, string[]>();
    for (const [name, m] of Object.entries(MOTIF_FOR)) byMotif.set(m, [...(byMotif.get(m) ?? []), name]);
    const clashes = [...byMotif]
      .filter(([m, names]) => names.length > 1 && !sharedOnPurpose(m, names))
      .map(([m, names]) => `${m}: ${names.join(", ")}`);
    expect(clashes).toEqual([]);
  });

  it("gives each subject in MOTIF_FOR a picture no other content image is drawn with", () => {
    const drawn = choices(collect(join(root, "content")).images.values());
    const clashes = Object.entries(MOTIF_FOR).flatMap(([name, m]) => {
      const same = Object.keys(drawn).filter((n) => drawn[n] === m);
      return same.length > 1 && !sharedOnPurpose(m, same) ? [`${name} (${m}): ${same.join(", ")}`] : [];
    });
    expect(clashes).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { languages } from "./languages";
import { fill, formatCount, plural } from "./plural";

const forms = { zero: "Nenhuma vaga", one: "{n} vaga encontrada", other: "{n} vagas encontradas" };

describe("plural", () => {
  it("picks the zero, one and other forms", () => {
    expect(plural("pt", 0, forms)).toBe("Nenhuma vaga");
    expect(plural("pt", 1, forms)).toBe("1 vaga encontrada");
    expect(plural("pt", 12, forms)).toBe("12 vagas encontradas");
  });
  it("falls back to the rules for 0 when there is no zero form", () => {
    expect(plural("en", 0, { one: "{n} opening", other: "{n} openings" })).toBe("0 openings");
    expect(plural("es", 1, { one: "{n} vacante", other: "{n} vacantes" })).toBe("1 vacante");
  });
  it("formats large counts in the language's way", () => {
    expect(plural("pt", 1200, forms)).toBe("1.200 vagas encontradas");
    expect(plural("en", 1200, { one: "{n} x", other: "{n} xs" })).toBe("1,200 xs");
  });
  it("writes every count as the language's number format does, below 1,000 without building one", () => {
    for (const { code: lang, htmlLang } of languages) {
      const intl = new Intl.NumberFormat(htmlLang);
      for (const n of [...Array.from({ length: 1000 }, (_, i) => i), 1000, 12_345, 2.5]) {
        expect(formatCount(lang, n), `${lang} ${n}`).toBe(intl.format(n));
      }
    }
  });
});

describe("fill", () => {
  it("replaces known placeholders and keeps unknown ones", () => {
    expect(fill("Fotos {from} a {to} de {total}", { from: 1, to: 3, total: 6 })).toBe("Fotos 1 a 3 de 6");
    expect(fill("{a} {b}", { a: "x" })).toBe("x {b}");
  });
});

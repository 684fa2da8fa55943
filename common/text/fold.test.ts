import { describe, expect, it } from "vitest";
import { foldAccents, foldCase } from "./fold";

describe("foldAccents", () => {
  it("drops the accents of pt and es letters, keeping the case", () => {
    expect(foldAccents("Ação, Índice, Niño, Pingüino")).toBe("Acao, Indice, Nino, Pinguino");
  });
  it("folds a precomposed letter and the same letter written with a combining mark alike", () => {
    expect(foldAccents("e\u0301")).toBe(foldAccents("\u00e9"));
  });
  it("leaves letters without a decomposition as they are", () => {
    expect(foldAccents("ß ø æ")).toBe("ß ø æ");
  });
});

describe("foldCase", () => {
  it("folds and lowercases", () => {
    expect(foldCase("ESTÚPIDO")).toBe("estupido");
  });
});

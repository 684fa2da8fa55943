import { describe, expect, it } from "vitest";
import { uiStrings } from "../../app/i18n/ui";
import { langCodes } from "../i18n/languages";
import { entryTag, pickLanguage } from "./language-entry";

const nested = [
  { language: { tag: "pt-BR" }, title: "Vaga" },
  { language: { tag: "en-US" }, title: "Opening" },
  { language: { tag: "es-ES" }, title: "Vacante" },
];

describe("pickLanguage", () => {
  it("maps pt, en and es to pt-BR, en-US and es-ES entries (nested language.tag)", () => {
    expect(pickLanguage(nested, "pt")?.title).toBe("Vaga");
    expect(pickLanguage(nested, "en")?.title).toBe("Opening");
    expect(pickLanguage(nested, "es")?.title).toBe("Vacante");
  });

  it("reads languageTag too, in any order and case", () => {
    const flat = [
      { languageTag: "es-es", sessionTitle: "Acerca de" },
      { languageTag: "EN-us", sessionTitle: "About" },
      { languageTag: "pt-BR", sessionTitle: "Sobre" },
    ];
    expect(pickLanguage(flat, "en")?.sessionTitle).toBe("About");
    expect(pickLanguage(flat, "es")?.sessionTitle).toBe("Acerca de");
    expect(pickLanguage(flat, "pt")?.sessionTitle).toBe("Sobre");
  });

  it("prefers the nested tag when an entry carries both", () => {
    expect(entryTag({ languageTag: "pt-BR", language: { tag: "en-US" } })).toBe("en-US");
    expect(entryTag({ languageTag: "pt-BR", language: null })).toBe("pt-BR");
    expect(entryTag({ language: { tag: "  " } })).toBeUndefined();
  });

  it("accepts a content tag as the language and treats unknown values as pt", () => {
    expect(pickLanguage(nested, "es-ES")?.title).toBe("Vacante");
    expect(pickLanguage(nested, "fr")?.title).toBe("Vaga");
    expect(pickLanguage(nested, "")?.title).toBe("Vaga");
  });

  it("returns undefined when no entry has the language, instead of borrowing another", () => {
    const onlyPt = [{ language: { tag: "pt-BR" }, title: "Vaga" }];
    expect(pickLanguage(onlyPt, "en")).toBeUndefined();
    const untagged: Array<{ title: string; languageTag?: string }> = [{ title: "no tag" }];
    expect(pickLanguage(untagged, "pt")).toBeUndefined();
    expect(pickLanguage([], "pt")).toBeUndefined();
    expect(pickLanguage(undefined, "pt")).toBeUndefined();
    expect(pickLanguage(null, "en")).toBeUndefined();
  });

  it("has the notice the page shows instead, in every language", () => {
    expect(uiStrings.pt.fallback.missing).toBe("Nenhuma informação encontrada!");
    for (const lang of langCodes) expect(uiStrings[lang].fallback.missing.trim()).not.toBe("");
    expect(new Set(langCodes.map((l) => uiStrings[l].fallback.missing)).size).toBe(3);
  });
});

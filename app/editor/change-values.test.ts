/**
 * The history's values in the staff's words: a whole object added to a list (a publication, a
 * benefit) reads as its fields, one "Rótulo: valor" line each, labelled as the form labels them;
 * never as JSON.
 */
import { describe, expect, it } from "vitest";
import { changeText } from "./change-values";

const publication = {
  id: "pub9",
  title: { pt: "Glossário de Libras para computação", en: "A Libras glossary for computing", es: "" },
  institution: "UFC",
  event: { pt: "Simpósio de IHC", en: "HCI Symposium", es: "Simposio de IHC" },
  researchers: "Ana Lima; Bruno Sá",
  year: 2018,
  link: "https://example.org/artigo",
};

describe("a changed value as text", () => {
  it("shows a publication added to a research as its labelled fields, one per line, the empty ones left out", () => {
    expect(changeText(publication, "publications[1]", "research", "pt").split("\n")).toEqual([
      "Número: pub9",
      "Título (português): Glossário de Libras para computação",
      "Título (inglês): A Libras glossary for computing",
      "Instituição: UFC",
      "Evento (português): Simpósio de IHC",
      "Evento (inglês): HCI Symposium",
      "Evento (espanhol): Simposio de IHC",
      "Pesquisadores: Ana Lima; Bruno Sá",
      "Ano: 2018",
      "Link: https://example.org/artigo",
    ]);
  });

  it("shows a benefit's rich text as its words, and its picture's fields by their labels", () => {
    const benefit = {
      id: 3,
      title: { pt: "Plano de saúde", en: "Health plan", es: "Plan de salud" },
      description: { pt: "<p>Para <strong>todos</strong> &amp; dependentes</p>", en: "", es: "" },
      image: { file: "beneficios/saude.jpg", alt: { pt: "Consultório", en: "", es: "" } },
    };
    const text = changeText(benefit, "(item)", "benefit", "pt");
    expect(text).toContain("Descrição (português): Para todos & dependentes");
    expect(text).toContain("Imagem › Descrição da imagem (texto alternativo) (português): Consultório");
    expect(text).not.toMatch(/[{}"]|<p>/);
  });

  it("keeps a long value on its label's line, for the cell to wrap", () => {
    const long = "palavra ".repeat(60).trim();
    expect(changeText({ title: { pt: long } }, "items[0]", "vacancy", "pt")).toBe(`Título (português): ${long}`);
  });

  it("names a text's languages alone, joins a list of words, lists objects by item, and says yes or no", () => {
    expect(changeText({ pt: "a", en: "b", es: "c" }, "requirements[2]", "vacancy", "pt")).toBe(
      "Português: a\nInglês: b\nEspanhol: c",
    );
    expect(changeText(["Python", "Kotlin"], "skills", "vacancy", "pt")).toBe("Python; Kotlin");
    expect(changeText([{ name: "Ana" }, { name: "Bruno" }], "researchers", "research", "pt")).toBe(
      "Item 1 › Nome: Ana\nItem 2 › Nome: Bruno",
    );
    expect(changeText({ pt: "a", en: "b" }, "x", "vacancy", "en")).toBe("Portuguese: a\nEnglish: b");
    expect(changeText(true, "remote", "vacancy", "pt")).toBe("sim");
  });

  it("names a picture inside an object by its description, or says it has none, when told which fields are pictures", () => {
    const gallery = { photo: { file: "galeria/a.jpg", alt: { pt: " ", en: "", es: "" } } };
    const kind = (path: Array<string | number>) => (path.join(".") === "photo" ? "image" : undefined);
    expect(changeText(gallery, "items[0]", "gallery", "pt", kind)).toMatch(/: Imagem sem descrição$/);
  });

  it("leaves a text as it is and an absent value empty", () => {
    expect(changeText("Olá", "title.pt", "vacancy", "pt")).toBe("Olá");
    expect(changeText(undefined, "title.pt", "vacancy", "pt")).toBe("");
    expect(changeText({}, "benefits[0]", "benefit", "pt")).toBe("");
  });
});

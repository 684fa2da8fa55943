import { describe, expect, it } from "vitest";
import words from "../../content/chat/inappropriate-words.json";
import { createWordFilter, foldWord } from "./word-filter";

const filter = createWordFilter(words);

describe("word filter", () => {
  it("folds listed words to bare lowercase letters", () => {
    expect(foldWord("Otário")).toBe("otario");
    expect(foldWord("imbécil")).toBe("imbecil");
    expect(foldWord("dumb-ass")).toBe("dumbass");
  });

  it.each([
    ["Você é um idiota", "Você é um ******"],
    ["VOCÊ É UM IDIOTA", "VOCÊ É UM ******"],
    ["que estupido", "que ********"],
    ["QUE ESTÚPIDO!", "QUE ********!"],
    ["seu otario", "seu ******"],
    ["Idióta", "******"],
    ["you are an idiot.", "you are an *****."],
    ["eres un pendejo", "eres un *******"],
    ["¡Qué mierda!", "¡Qué ******!"],
  ])("masks case- and accent-insensitively: %s", (input, expected) => {
    expect(filter.clean(input)).toBe(expected);
  });

  it.each([
    ["m.e.r.d.a", "*****"],
    ["s h i t happens", "**** happens"],
    ["i-d-i-o-t-a!", "******!"],
    ["sh_it", "****"],
  ])("tolerates non-letters between letters: %s", (input, expected) => {
    expect(filter.clean(input)).toBe(expected);
  });

  it.each([
    ["ｍｅｒｄａ", "*****"],
    ["𝐦𝐞𝐫𝐝𝐚!", "*****!"],
    ["ⓜⓔⓡⓓⓐ", "*****"],
    ["p0rra", "*****"],
    ["m3rda", "*****"],
    ["merd@", "*****"],
    ["$hit", "****"],
    ["1diota", "******"],
    ["merdaaaa", "********"],
    ["iiidiiiota", "**********"],
    ["m e r d a a a", "*******"],
    ["p.0.r.r.a", "*****"],
    ["mer\u200Bda", "*****"],
  ])("catches compatibility forms, substitutes and repeats: %s", (input, expected) => {
    expect(filter.clean(input)).toBe(expected);
  });

  it("removes bidirectional overrides, which make a text show other than it says", () => {
    expect(filter.clean("ok \u202Eadrem")).toBe("ok adrem");
    expect(filter.clean("m\u2066erda")).toBe("*****");
    expect(filter.clean("tudo \u2067bem\u2069")).toBe("tudo bem");
  });

  it("takes look-alike letters of other scripts from the table it is given", () => {
    const cyrillicE = "\u0435";
    expect(filter.clean(`m${cyrillicE}rda`)).toBe(`m${cyrillicE}rda`);
    const withTable = createWordFilter(words, { lookalike: (c) => (c === cyrillicE ? "e" : undefined) });
    expect(withTable.clean(`m${cyrillicE}rda`)).toBe("*****");
  });

  it("stays linear on long runs of letters, substitutes and separators", () => {
    // Would take minutes if two parts of the pattern could take the same characters.
    const text = "m" + "e".repeat(400) + "3".repeat(400) + ".".repeat(199);
    expect(filter.clean(text)).toBe(text);
    expect(filter.clean("p" + "o0".repeat(300) + "rr")).toBe("p" + "o0".repeat(300) + "rr");
  });

  it("masks each match by asterisks of its own length, several per text", () => {
    expect(filter.clean("merda,porra e babaca")).toBe("*****,***** e ******");
    expect(filter.clean("idiotas e jerks")).toBe("******* e *****");
  });

  it("keeps characters outside the basic plane in place", () => {
    expect(filter.clean("💩shit💩 ok")).toBe("💩****💩 ok");
  });

  it.each([
    "Adoro shitake no almoço",
    "beef jerky",
    "a leather jerkin",
    "o cretinismo é uma condição médica",
    "que idiotice",
    "levou uma porrada no jogo",
    "Moronic is not on the list",
    "a s hit parade",
    "this hit song",
    "Scunthorpe United",
    "babacaria",
    "mierdoso no existe",
    "o imbecilizado",
    "R$ 300,00 por mês",
    "Sala 101, bloco 3",
    "passou 1 ano e 4 meses",
    "a porrada 2",
    "100% acessível",
  ])("leaves innocent text alone: %s", (input) => {
    expect(filter.clean(input)).toBe(input);
    expect(filter.test(input)).toBe(false);
  });

  it("does nothing with an empty list", () => {
    expect(createWordFilter([]).clean("idiota")).toBe("idiota");
  });
});

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
    ["p0rra", "p0rra"],
  ])("tolerates non-letters between letters: %s", (input, expected) => {
    expect(filter.clean(input)).toBe(expected);
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
  ])("leaves innocent text alone: %s", (input) => {
    expect(filter.clean(input)).toBe(input);
    expect(filter.test(input)).toBe(false);
  });

  it("does nothing with an empty list", () => {
    expect(createWordFilter([]).clean("idiota")).toBe("idiota");
  });
});

import { describe, expect, it } from "vitest";
import { fontLevel } from "../../common/a11y/preferences";
import { a11yStrings, fontAnnouncement } from "./strings";

describe("the font announcements ('increased N times', 'decreased N times', 'default size')", () => {
  it("say how many steps, in each language", () => {
    const say = (lang: "pt" | "en" | "es", font: number) => fontAnnouncement(fontLevel(font), a11yStrings[lang]);
    expect(say("pt", 2)).toBe("Fonte aumentada 1 vez");
    expect(say("pt", 4)).toBe("Fonte aumentada 2 vezes");
    expect(say("pt", -4)).toBe("Fonte diminuída 2 vezes");
    expect(say("pt", 0)).toBe("Tamanho padrão");
    expect(say("en", 4)).toBe("Font increased 2 times");
    expect(say("en", -2)).toBe("Font decreased 1 time");
    expect(say("en", 0)).toBe("Default size");
    expect(say("es", 4)).toBe("Letra aumentada 2 veces");
    expect(say("es", -2)).toBe("Letra reducida 1 vez");
    expect(say("es", 0)).toBe("Tamaño predeterminado");
  });
  it("tell when the largest or smallest size is reached", () => {
    expect(fontAnnouncement(fontLevel(6), a11yStrings.pt)).toBe("Fonte aumentada 3 vezes (tamanho máximo)");
    expect(fontAnnouncement(fontLevel(-6), a11yStrings.en)).toBe("Font decreased 3 times (smallest size)");
  });
});

import { describe, expect, it } from "vitest";
import questions from "../../content/chat/questions.json";
import type { Lang } from "../../common/i18n/languages";
import { botStrings, contentTokens, createBot, damerauLevenshtein, normalize, wordSimilarity, type BotQuestion } from "./bot";

const bot = createBot(questions as BotQuestion[]);

describe("text helpers", () => {
  it("normalises case, accents and punctuation", () => {
    expect(normalize("¿Dónde QUEDA o Lead?!")).toBe("donde queda o lead");
  });
  it("keeps the words that carry meaning, expanding chat shorthand", () => {
    expect(contentTokens("Vcs têm vagas?")).toEqual(["vaga"]);
    expect(contentTokens("Quem é você?")).toEqual(["quem", "e", "voce"]);
  });
  it("measures Damerau-Levenshtein distance with swaps costing one", () => {
    expect(damerauLevenshtein("qual", "qaul")).toBe(1);
    expect(damerauLevenshtein("vaga", "vga")).toBe(1);
    expect(damerauLevenshtein("kitten", "sitting")).toBe(3);
  });
  it("scores close words and refuses short or distant ones", () => {
    expect(wordSimilarity("beneficio", "benefisio")).toBeGreaterThan(0.8);
    expect(wordSimilarity("candidato", "candidatar")).toBeGreaterThan(0.6);
    expect(wordSimilarity("de", "da")).toBe(0);
    expect(wordSimilarity("conta", "contato")).toBe(0);
  });
});

describe("every phrasing of the content finds its own question", () => {
  for (const q of questions as BotQuestion[]) {
    for (const lang of ["pt", "en", "es"] as Lang[]) {
      it(`${q.id} (${lang})`, () => {
        for (const text of q.phrasings[lang]) {
          const reply = bot.reply(text, lang);
          expect(reply.kind, text).toBe("answer");
          expect(reply.questionId, text).toBe(q.id);
          expect(reply.text, text).toBe(q.answer[lang]);
        }
      });
    }
  }
});

describe("free text with typos and another word order, in three languages", () => {
  // [language chosen on the site, text, expected question, expected reply language]
  const cases: Array<[Lang, string, string, Lang]> = [
    ["pt", "cmo me candidto a uma vaga", "como-se-candidatar", "pt"],
    ["pt", "qaul o endereço", "onde-fica", "pt"],
    ["pt", "horario de funsionamento", "horario", "pt"],
    ["pt", "Vcs tem plano de saúde?", "beneficios", "pt"],
    ["pt", "lead o que é?", "o-que-e-o-lead", "pt"],
    ["pt", "libras curso tem?", "cursos", "pt"],
    ["pt", "exoesqueleto", "areas-de-pesquisa", "pt"],
    ["en", "how do i aplly for a job", "como-se-candidatar", "en"],
    ["en", "wher is lead locatd", "onde-fica", "en"],
    ["en", "how do i turn on hihg contrast", "alto-contraste", "en"],
    ["en", "openings job any?", "como-se-candidatar", "en"],
    ["en", "what time do you open", "horario", "en"],
    ["en", "I want to send my resume", "como-se-candidatar", "en"],
    ["es", "vacante como me postulo", "como-se-candidatar", "es"],
    ["es", "¿cuales son los benefisios?", "beneficios", "es"],
    ["es", "donde qeda lead", "onde-fica", "es"],
    ["es", "quiero hacer un curzo", "cursos", "es"],
    ["es", "¿tienen becas para estudiantes?", "bolsa-para-estudantes", "es"],
  ];
  it.each(cases)("(%s) %s → %s", (chosen, text, id, lang) => {
    const reply = bot.reply(text, chosen);
    expect(reply.kind).toBe("answer");
    expect(reply.questionId).toBe(id);
    expect(reply.lang).toBe(lang);
  });
});

describe("the language of the reply", () => {
  it("follows the language the visitor writes in when it is clear", () => {
    expect(bot.reply("how do I apply for a job?", "pt")).toMatchObject({ lang: "en", detected: true });
    expect(bot.reply("¿Dónde queda Lead?", "en")).toMatchObject({ lang: "es", detected: true });
    expect(bot.reply("quero trabalhar no lead", "es")).toMatchObject({ lang: "pt", detected: true });
  });
  it("keeps the chosen language when the text does not say", () => {
    for (const lang of ["pt", "en", "es"] as Lang[]) {
      const reply = bot.reply("Lead", lang);
      expect(reply).toMatchObject({ lang, detected: false });
      expect(reply.text).toBe((questions as BotQuestion[]).find((q) => q.id === reply.questionId)!.answer[lang]);
    }
  });
});

describe("when nothing matches", () => {
  it.each([
    ["qual a capital da frança?", "pt"],
    ["me conta uma piada", "pt"],
    ["what's the weather like today", "en"],
    ["asdfgh qwerty", "pt"],
    ["cuál es tu color favorito", "es"],
  ] as const)("says so and offers the options: %s", (text, lang) => {
    const reply = bot.reply(text, "pt");
    expect(reply.kind).toBe("fallback");
    expect(reply.lang).toBe(lang);
    expect(reply.text).toBe(botStrings[lang].fallback);
    expect(reply.text).toContain("[opcaoacao]");
  });
});

describe("greetings and thanks", () => {
  it.each([
    ["Oi!", "pt", "greeting"],
    ["hello", "en", "greeting"],
    ["Hola", "es", "greeting"],
    ["obrigado", "pt", "thanks"],
    ["Thank you", "en", "thanks"],
    ["¡Muchas gracias!", "es", "thanks"],
  ] as const)("%s", (text, lang, kind) => {
    const reply = bot.reply(text, "pt");
    expect(reply).toMatchObject({ kind, lang });
    expect(reply.text).toBe(botStrings[lang][kind]);
  });
});

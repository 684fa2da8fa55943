import { describe, expect, it } from "vitest";
import questions from "../../content/chat/questions.json";
import type { Lang } from "../../common/i18n/languages";
import { botStrings, contentTokens, createBot, normalize, type BotQuestion } from "./bot";
import { contentFromFiles } from "./knowledge/content-files";

// The bot as the server builds it: the question list and the rest of the site's content.
const bot = createBot(contentFromFiles);

describe("text helpers", () => {
  it("normalises case, accents and punctuation", () => {
    expect(normalize("¿Dónde QUEDA o Lead?!")).toBe("donde queda o lead");
  });
  it("keeps the words that carry meaning, expanding chat shorthand", () => {
    expect(contentTokens("Vcs têm vagas?")).toEqual(["vaga"]);
    // A text of function words only keeps them; the lone "é" is a single letter once accents go.
    expect(contentTokens("Quem é você?")).toEqual(["quem", "voce"]);
  });
  it("drops single letters left by apostrophes and keeps digits", () => {
    expect(contentTokens("what's your e-mail?")).toEqual(["mail"]);
    expect(contentTokens("objetos 3D")).toEqual(["objeto", "3d"]);
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
    // "cmo me candidto a uma vaga" (two typos in four words) now falls back: half its words are unknown.
    ["pt", "cmo me candidatar a uma vaga", "como-se-candidatar", "pt"],
    ["pt", "qaul o endereço", "onde-fica", "pt"],
    ["pt", "horario de funsionamento", "horario", "pt"],
    ["pt", "Vcs tem plano de saúde?", "beneficios", "pt"],
    ["pt", "lead o que é?", "o-que-e-o-lead", "pt"],
    ["pt", "libras curso tem?", "cursos", "pt"],
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
    // "exoesqueleto" used to land on the research-areas question; it now names the project (see below).
    const reply = bot.reply(text, chosen);
    expect(reply.kind).toBe("answer");
    expect(reply.questionId).toBe(id);
    expect(reply.lang).toBe(lang);
  });
});

describe("answers from the site's content", () => {
  it("lists the openings that ask for a skill, each linked to its own page with its regime", () => {
    const reply = bot.reply("Vocês têm vaga para desenvolvedor Python?", "pt");
    expect(reply.source).toEqual({ kind: "vacancy", refs: expect.arrayContaining(["desenvolvedor-python-junior"]) });
    expect(reply.text).toContain(
      "[link:/portal/trabalhe/desenvolvedor-python-junior?lang=pt|Desenvolvedor(a) Python Júnior (bolsista)]",
    );
    expect(reply.text).toContain("Bolsa (bolsa de pesquisa)");
    expect(reply.text).toContain("CLT (contrato de trabalho)");
  });
  it("names at most five openings, then links to the listing with its filter", () => {
    const reply = bot.reply("developer jobs", "en");
    expect(reply.lang).toBe("en");
    expect(reply.text.match(/\[link:\/portal\/trabalhe\/[^|]+\|/g)).toHaveLength(5);
    expect(reply.text).toContain("[link:/portal/trabalhe?area=development&lang=en#vagas|Work with us]");
  });
  it("keeps to the regime asked for", () => {
    const reply = bot.reply("hay beca para estudiantes de python?", "pt");
    expect(reply.lang).toBe("es");
    expect(reply.source?.refs[0]).toBe("desenvolvedor-python-junior");
    expect(reply.text).toContain("Bolsa (beca de investigación)");
    expect(reply.text).not.toContain("CLT");
  });
  it("comes with the Libras clip of the item when it has one", () => {
    expect(bot.reply("vcs pesquisam exoesqueleto?", "pt").text).toMatch(
      /\[link:\/portal\/atuacao\?lang=pt#pesquisa3\|Atuação\]\. \[videolibras:pesquisas\/exoesqueleto\]$/,
    );
    expect(bot.reply("vaga de unity pleno", "pt").text).toContain("[videolibras:vagas/desenvolvedor-unity-pleno]");
  });
  it("answers a research area with its projects, and the address from the site's data", () => {
    const area = bot.reply("inteligencia artificial", "es");
    expect(area).toMatchObject({ kind: "answer", lang: "es", source: { kind: "area", refs: ["4"] } });
    expect(area.text).toContain("[link:/portal/atuacao?lang=es#pesquisa7|Tutor inteligente para la plataforma de aprendizaje]");
    const contact = bot.reply("Where is your office?", "pt");
    expect(contact).toMatchObject({ lang: "en", source: { kind: "contact" } });
    expect(contact.text).toContain("Av. Santos Dumont, 2456");
    expect(contact.text).toContain("[link:/portal/contato?lang=en|Contact]");
  });
  it("does not list hidden openings", () => {
    expect(bot.reply("vaga de unity senior", "pt").source?.refs).not.toContain("desenvolvedor-unity-senior");
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

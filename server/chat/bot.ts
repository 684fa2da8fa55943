/**
 * Stuart, the assistant: answers free text from everything the site shows — the question list
 * in content/chat/, the job openings, the research projects and their publications, the
 * research areas, the solutions, the benefits and the address — in the visitor's language.
 * A pure module: no I/O, so it is tested on its own (the chat service builds it from the
 * content snapshot, again whenever the content version changes).
 *
 * 1. The visitor's text goes through knowledge/text.ts (accents, punctuation, chat shorthand
 *    such as "vc", "pra", "q", function words of the three languages).
 * 2. A search library (MiniSearch; see docs/decisions/0018-chat-knowledge-search.md) ranks the
 *    documents of knowledge/documents.ts, tolerating typos and prefixes.
 * 3. The best item answers when enough of the visitor's words reached it; a question about jobs
 *    ("vaga", "jobs", "vacante") with other words lists the matching openings (at most five,
 *    then a link to the filtered listing). Otherwise the bot says it did not understand and
 *    offers the options and the e-mail flow.
 *
 * The reply's language is the language the visitor writes in when that is clear (function
 * words, letters such as ñ or ã, the language of the matching documents), else the language
 * they chose on the site.
 */
import type { Lang } from "../../common/i18n/languages";
import {
  areaAnswer,
  benefitAnswer,
  contactAnswer,
  publicationAnswer,
  researchAnswer,
  solutionAnswer,
  vacanciesAnswer,
} from "./knowledge/answers";
import { buildDocuments, LANGS, type DocKind, type KnowledgeContent, type KnowledgeQuestion } from "./knowledge/documents";
import { createMiniSearchEngine, type EngineFactory, type SearchHit } from "./knowledge/engines";
import { contentTokens, normalize } from "./knowledge/text";

export { contentTokens, normalize } from "./knowledge/text";

export type BotQuestion = KnowledgeQuestion;

export type ReplyKind = "answer" | "greeting" | "thanks" | "fallback";

/** What an answer was about: a question of the list or an item of the content. */
export type AnswerSource = Exclude<DocKind, "answer">;

export interface BotReply {
  kind: ReplyKind;
  /** The matched question, for answers from the question list. */
  questionId?: string;
  /** What the answer names: the kind of item and its ids (several openings for a job search). */
  source?: { kind: AnswerSource; refs: string[] };
  /** How much of the visitor's text the answer covers (0..1), for diagnostics and tests. */
  score: number;
  /** The language of the reply. */
  lang: Lang;
  /** Whether the language was detected from the text (true) or taken from the visitor's choice. */
  detected: boolean;
  /** The reply text, with markers ([link:…|…], [videolibras:…], common/chat/markers.ts). */
  text: string;
}

/** The bot's own sentences (not content): greeting, thanks and "not understood". */
export const botStrings: Record<Lang, Record<Exclude<ReplyKind, "answer">, string>> = {
  pt: {
    greeting: "Olá! Sou o Stuart, assistente virtual do Lead. Em que posso ajudar? Escolha um assunto: [opcaoacao]",
    thanks: "Por nada! Posso ajudar em mais alguma coisa? [opcaoacao]",
    fallback:
      'Desculpe, não encontrei uma resposta para isso. Escolha um dos assuntos abaixo ou selecione "Outros assuntos" para enviar um e-mail à nossa equipe. [opcaoacao]',
  },
  en: {
    greeting: "Hello! I'm Stuart, Lead's virtual assistant. How can I help? Pick a topic: [opcaoacao]",
    thanks: "You're welcome! Can I help with anything else? [opcaoacao]",
    fallback:
      'Sorry, I could not find an answer to that. Pick one of the topics below or choose "Other subjects" to send an e-mail to our team. [opcaoacao]',
  },
  es: {
    greeting: "¡Hola! Soy Stuart, el asistente virtual de Lead. ¿En qué puedo ayudar? Elija un tema: [opcaoacao]",
    thanks: "¡De nada! ¿Puedo ayudar con algo más? [opcaoacao]",
    fallback:
      'Lo siento, no encontré una respuesta para eso. Elija uno de los temas de abajo o seleccione "Otros asuntos" para enviar un correo a nuestro equipo. [opcaoacao]',
  },
};

/** Words only one language uses (after normalisation), for language detection. */
const languageMarkers: Record<Lang, Set<string>> = {
  pt: new Set(
    (
      "voce voces vc vcs nao sim tem sao estao fica uma um do da dos das na nas meu minha quero posso obrigado " +
      "obrigada oi ola isso essa esse sou estou tenho pra ao vaga vagas ate tambem onde qual quais quem " +
      "endereco ja muito trabalhar fazer falar ajuda gostaria preciso quando curriculo candidatar inscrevo " +
      "chego abre funciona diferenca sabe escuro letra aumento mudo tenho duvida aula fala conta " +
      "emprego desenvolvedor pesquisam pesquisa escritorio telefone procurando cade ativo"
    ).split(/\s+/),
  ),
  en: new Set(
    (
      "the is are do does you your i im an of in on at for and what where how who which can my it there " +
      "any have has with about want need job jobs open hello hi hey thanks thank please courses work apply " +
      "get address phone offer take sign up language bigger smaller change turn contrast tell who " +
      "position positions opening openings developer developers hiring vacancy internship research papers " +
      "paper number office students u ur r whats"
    ).split(/\s+/),
  ),
  es: new Set(
    (
      "usted ustedes tienen tiene hay donde cual cuales el los las del una un estoy tengo quiero puedo gracias " +
      "hola soy por hacer hablar ayuda trabajo trabajar vacante vacantes sitio correo y lo le muy mas " +
      "tambien cuando llego queda postulo ofrecen senas cambio agrandar pantalla " +
      "direccion cuentame estan abren es eres quien " +
      "empleo desarrollador desarrolladores investigan oficina telefono buscan estudiantes con proyecto articulo"
    ).split(/\s+/),
  ),
};

/** Markers that name the thing asked in one language only ("vacantes"): they count twice. */
const strongMarkers = new Set(["vaga", "vagas", "vacante", "vacantes", "jobs", "openings", "vcs", "ustedes", "voces"]);

const greetingWords: Record<Lang, string[]> = {
  pt: ["oi", "ola", "bom dia", "boa tarde", "boa noite", "e ai", "opa", "ola stuart", "oi stuart"],
  en: ["hi", "hello", "hey", "good morning", "good afternoon", "good evening", "hi stuart", "hello stuart"],
  es: ["hola", "buenos dias", "buenas tardes", "buenas noches", "hola stuart", "buenas"],
};
const thanksWords: Record<Lang, string[]> = {
  pt: ["obrigado", "obrigada", "valeu", "muito obrigado", "muito obrigada", "obg", "brigado", "brigada"],
  en: ["thanks", "thank you", "thx", "thank you very much", "thanks a lot", "many thanks"],
  es: ["gracias", "muchas gracias", "mil gracias"],
};

/** Words that ask for a job without saying which (after text.ts). */
const jobWords = new Set(
  (
    "vaga emprego oportunidade trabalho contratando contratacao cargo " +
    "job opening position vacancy vacancie hiring career " +
    "vacante empleo puesto plaza trabajo contratando"
  ).split(" "),
);
/** Words that ask for one regime: research scholarship or employment contract. */
const regimeWords: Record<string, string> = {
  bolsa: "Bolsa",
  bolsista: "Bolsa",
  estagio: "Bolsa",
  estagiario: "Bolsa",
  scholarship: "Bolsa",
  internship: "Bolsa",
  intern: "Bolsa",
  beca: "Bolsa",
  becario: "Bolsa",
  pasantia: "Bolsa",
  clt: "CLT",
  efetivo: "CLT",
};
/** The visitor's words searched at most (fuzzy search costs per word). */
const MAX_TERMS = 12;

/** Words every item shares, so they decide nothing. */
const neutralWords = new Set(["lead"]);

export interface BotOptions {
  /** Which library ranks the documents (the benchmark compares both). */
  engine?: EngineFactory;
  /** Part of the visitor's words an answer must cover (0..1). */
  minCoverage?: number;
}

interface ItemScore {
  kind: AnswerSource;
  ref: string;
  score: number;
  /** The visitor's words that reached the item, each with its weight (1 or WEAK). */
  matched: Map<string, number>;
  byLang: Record<Lang, number>;
  titleRecall: number;
}

/** How much a word found only in a long text (a description, an answer) counts, against 1 in a title or keywords. */
const WEAK = 0.5;
/** A word found only in a question's answer counts less still: answers mention many things in passing. */
const WEAK_ANSWER = 0.4;

/**
 * Hits grouped by item (a question's phrasings and its answer are one item). `strong` are the
 * hits of the same search on titles and keywords only: the words they matched count fully.
 */
function groupHits(hits: readonly SearchHit[], strong: readonly SearchHit[]): ItemScore[] {
  const items = new Map<string, ItemScore>();
  const keyOf = (hit: SearchHit) => `${hit.doc.kind === "answer" ? "question" : hit.doc.kind}:${hit.doc.ref}`;
  for (const hit of hits) {
    const kind: AnswerSource = hit.doc.kind === "answer" ? "question" : hit.doc.kind;
    const key = keyOf(hit);
    let item = items.get(key);
    if (!item) {
      item = { kind, ref: hit.doc.ref, score: 0, matched: new Map(), byLang: { pt: 0, en: 0, es: 0 }, titleRecall: 0 };
      items.set(key, item);
    }
    // An answer's long text is weaker evidence than a phrasing the visitor could have written.
    const score = hit.doc.kind === "answer" ? hit.score * WEAK : hit.score;
    item.score = Math.max(item.score, score);
    item.byLang[hit.doc.lang] = Math.max(item.byLang[hit.doc.lang], score);
    const weak = hit.doc.kind === "answer" ? WEAK_ANSWER : WEAK;
    for (const m of hit.matched) if ((item.matched.get(m) ?? 0) < weak) item.matched.set(m, weak);
  }
  for (const hit of strong) {
    const item = items.get(keyOf(hit));
    if (!item || hit.doc.kind === "answer") continue;
    for (const m of hit.matched) item.matched.set(m, 1);
    // How much of the title the visitor named: "plataforma de aprendizagem" is the solution of
    // that name more than the project whose longer title contains it.
    const title = new Set(contentTokens(hit.doc.title));
    const named = hit.matched.filter((m) => title.has(m)).length;
    if (title.size) item.titleRecall = Math.max(item.titleRecall, named / title.size);
  }
  return [...items.values()];
}

/** Accepts the question list alone (as before) or the whole content. */
export function createBot(source: readonly BotQuestion[] | KnowledgeContent, options: BotOptions = {}) {
  const content: KnowledgeContent = Array.isArray(source)
    ? { chatQuestions: source as readonly BotQuestion[] }
    : (source as KnowledgeContent);
  const minCoverage = options.minCoverage ?? 0.5;
  const engine = (options.engine ?? createMiniSearchEngine)(buildDocuments(content));
  const questions = new Map(content.chatQuestions.map((q) => [q.id, q]));
  const vacancies = new Map((content.vacancies ?? []).filter((v) => v.visible).map((v) => [v.key, v]));
  const research = new Map((content.research ?? []).map((r) => [r.id, r]));
  const areas = new Map((content.areas ?? []).map((a) => [String(a.id), a]));
  const solutions = new Map((content.solutions ?? []).map((s) => [s.slug, s]));
  const benefits = new Map((content.benefits ?? []).map((b) => [String(b.id), b]));

  /** The openings the visitor's other words point to, best first, with the listing's filter. */
  function findVacancies(terms: string[]) {
    const regimes = new Set(terms.map((t) => regimeWords[t]).filter(Boolean));
    const regime = regimes.size === 1 ? [...regimes][0]! : null;
    const words = terms.filter((t) => !jobWords.has(t) && !regimeWords[t] && !neutralWords.has(t));
    // "Bolsa" or "jobs" alone is a question about how applying works: the question list answers it.
    if (words.length === 0) return null;
    // Titles, areas and skills only: "react" in a description of activities is not a skill asked for.
    const hits = engine.search(words, { kinds: ["vacancy"], strong: true, limit: 300 });
    const items = groupHits(hits, hits);
    const most = Math.max(0, ...items.map((i) => i.matched.size));
    if (most === 0 || most / words.length < minCoverage) return null;
    // Every opening that matches as many of the visitor's words as the best one does.
    let found = items
      .filter((i) => i.matched.size === most)
      .sort((a, b) => b.score - a.score)
      .map((i) => vacancies.get(i.ref)!);
    if (regime) found = found.filter((v) => v.regime === regime);
    if (found.length === 0) return null;
    // The listing's area filter when (nearly) all of them share one: "desenvolvedor" finds the
    // development openings and also the hardware developers.
    const counts = new Map<string, number>();
    for (const v of found) counts.set(v.area, (counts.get(v.area) ?? 0) + 1);
    const [area, count] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    return {
      found,
      filter: { area: count / found.length >= 0.75 ? area : null, regime },
      byLang: items.sort((a, b) => b.score - a.score)[0]!.byLang,
    };
  }

  function render(item: ItemScore, lang: Lang): string {
    switch (item.kind) {
      case "question":
        return questions.get(item.ref)!.answer[lang];
      case "research":
        return researchAnswer(research.get(item.ref)!, lang);
      case "publication": {
        const [researchId, pubId] = item.ref.split("/");
        const r = research.get(researchId!)!;
        return publicationAnswer(
          r,
          r.publications.find((p) => p.id === pubId)!,
          lang,
        );
      }
      case "area": {
        const area = areas.get(item.ref)!;
        const projects = [...research.values()].filter((r) => r.areas.includes(area.id));
        return areaAnswer(area, projects, lang);
      }
      case "solution":
        return solutionAnswer(solutions.get(item.ref)!, lang);
      case "benefit":
        return benefitAnswer(benefits.get(item.ref)!, lang);
      case "contact":
        return contactAnswer(content.site!, lang);
      case "vacancy": {
        const v = vacancies.get(item.ref)!;
        return vacanciesAnswer([v], { area: v.area }, lang);
      }
    }
  }

  interface Match {
    kind: AnswerSource;
    refs: string[];
    coverage: number;
    byLang: Record<Lang, number>;
    render: (lang: Lang) => string;
  }

  /** An item reached only through job words ("vaga", "bolsa") does not outrank a job search. */
  function asksForJobOnly(item: ItemScore): boolean {
    return [...item.matched.keys()].every((t) => jobWords.has(t) || regimeWords[t] || neutralWords.has(t));
  }

  function match(text: string): Match | null {
    // A question has a handful of words; a 1,000-character paste must not cost a search per word.
    const terms = [...new Set(contentTokens(text))].slice(0, MAX_TERMS);
    if (terms.length === 0) return null;
    const items = groupHits(engine.search(terms), engine.search(terms, { strong: true }));
    const asksForJob = terms.some((t) => jobWords.has(t) || regimeWords[t]);
    // "lead" alone still asks about Lead; next to other words it decides nothing.
    const neutral = terms.every((t) => neutralWords.has(t)) ? new Set<string>() : neutralWords;
    const considered = terms.filter((t) => !neutral.has(t)).length;
    const coverage = (i: ItemScore) => {
      let sum = 0;
      for (const [term, weight] of i.matched) if (!neutral.has(term)) sum += weight;
      return sum / Math.max(1, considered);
    };
    // Rank by how much of the question an item covers first, then by the library's score,
    // raised by how much of the item's title the visitor named.
    const rank = (i: ItemScore) => i.score * (1 + i.titleRecall);
    // A phrasing of the question list written out in full is the question, even when an item of
    // the content shares its words ("tem plano de saúde?" is the benefits question).
    const exact = (i: ItemScore) => (i.kind === "question" && i.titleRecall === 1 && coverage(i) === 1 ? 1 : 0);
    items.sort((a, b) => coverage(b) - coverage(a) || exact(b) - exact(a) || rank(b) - rank(a));
    const top = items[0];
    // A job search unless a question of the list covers every word ("What are your opening hours?").
    const questionCoversAll = top && top.kind !== "vacancy" && coverage(top) === 1 && !asksForJobOnly(top);
    if ((asksForJob && !questionCoversAll) || top?.kind === "vacancy") {
      const jobs = findVacancies(terms);
      if (jobs) {
        return {
          kind: "vacancy",
          refs: jobs.found.map((v) => v.key),
          // Asked for a job: the openings found are the answer. Otherwise they must cover the text.
          coverage: asksForJob ? 1 : coverage(top!),
          byLang: jobs.byLang,
          render: (lang) => vacanciesAnswer(jobs.found, jobs.filter, lang),
        };
      }
    }
    if (!top) return null;
    const best = top.kind === "vacancy" ? items.find((i) => i.kind !== "vacancy") : top;
    if (!best) return null;
    return {
      kind: best.kind,
      refs: [best.ref],
      coverage: coverage(best),
      byLang: best.byLang,
      render: (lang) => render(best, lang),
    };
  }

  /** The language the text is written in, or undefined when that is not clear. */
  function detectLanguage(text: string, matched: Match | null): Lang | undefined {
    const scores: Record<Lang, number> = { pt: 0, en: 0, es: 0 };
    const lower = text.toLowerCase();
    if (/[ñ¿¡]/u.test(lower)) scores.es += 2;
    if (/[ãõç]/u.test(lower)) scores.pt += 2;
    const words = normalize(text).split(" ").filter(Boolean);
    for (const w of words) {
      for (const lang of LANGS) if (languageMarkers[lang].has(w)) scores[lang] += strongMarkers.has(w) ? 2 : 1;
    }
    // Documents that match clearly better in one language are evidence too.
    if (matched && matched.coverage >= minCoverage) {
      const ranked = [...LANGS].sort((a, b) => matched.byLang[b] - matched.byLang[a]);
      const [first, second] = [matched.byLang[ranked[0]!], matched.byLang[ranked[1]!]];
      if (first > 0 && first >= second * 1.3) scores[ranked[0]!] += 1.5;
    }
    const ranked = LANGS.map((l) => [l, scores[l]] as const).sort((a, b) => b[1] - a[1]);
    const [first, second] = ranked as [readonly [Lang, number], readonly [Lang, number]];
    if (first[1] === 0) return undefined;
    if (first[1] - second[1] >= 1 && first[1] >= 2 * second[1]) return first[0];
    return undefined;
  }

  function phraseKind(text: string): { kind: "greeting" | "thanks"; lang: Lang } | null {
    const n = normalize(text).replace(/\s+/g, " ");
    for (const lang of LANGS) {
      if (greetingWords[lang].includes(n)) return { kind: "greeting", lang };
      if (thanksWords[lang].includes(n)) return { kind: "thanks", lang };
    }
    return null;
  }

  function reply(text: string, chosenLang: Lang): BotReply {
    const social = phraseKind(text);
    if (social) {
      // "oi" and "hola" say which language; "ola" could be Spanish without its h, but pt is the guess.
      return { kind: social.kind, score: 1, lang: social.lang, detected: true, text: botStrings[social.lang][social.kind] };
    }
    const matched = match(text);
    const detected = detectLanguage(text, matched);
    const lang = detected ?? chosenLang;
    // Half of the words is not enough ("me conta uma piada" shares "conta" with a lot).
    if (matched && matched.coverage > minCoverage) {
      return {
        kind: "answer",
        ...(matched.kind === "question" ? { questionId: matched.refs[0] } : {}),
        source: { kind: matched.kind, refs: matched.refs },
        score: matched.coverage,
        lang,
        detected: Boolean(detected),
        text: matched.render(lang),
      };
    }
    return {
      kind: "fallback",
      score: matched?.coverage ?? 0,
      lang,
      detected: Boolean(detected),
      text: botStrings[lang].fallback,
    };
  }

  return { reply, engine: engine.name, detectLanguage: (text: string) => detectLanguage(text, match(text)) };
}

export type Bot = ReturnType<typeof createBot>;

/**
 * Stuart, the assistant: answers free text from the trilingual question list in content/chat/
 * (services.content.chatQuestions()). A pure module: no I/O, so it is tested on its own.
 *
 * Matching tolerates accents, typos and word order:
 * 1. normalise (lowercase, no accents, no punctuation), expand chat abbreviations ("vc", "pq"),
 *    drop function words, strip a plural "s";
 * 2. compare the visitor's words with each phrasing of each question, in every language: two
 *    words match when they are equal or close (Damerau-Levenshtein distance within a budget
 *    that grows with length, or a long common prefix), scored 0..1;
 * 3. weight words by how rare they are across questions (IDF), and score a phrasing by the
 *    F-measure of the weighted matches (precision over the visitor's words, recall over the
 *    phrasing's words); the question's score is its best phrasing's.
 * The best question answers when it scores at least `threshold`; otherwise the bot says it did
 * not understand and offers the options and the e-mail flow.
 *
 * The reply's language is the language the visitor writes in when that is clear (function
 * words, letters such as ñ or ã, the language of a clearly matching phrasing), else the
 * language they chose on the site.
 */
import type { Lang } from "../../common/i18n/languages";

export interface BotQuestion {
  id: string;
  option?: number;
  phrasings: Record<Lang, string[]>;
  answer: Record<Lang, string>;
  libras?: string;
}

export type ReplyKind = "answer" | "greeting" | "thanks" | "fallback";

export interface BotReply {
  kind: ReplyKind;
  /** The matched question, for kind "answer". */
  questionId?: string;
  /** The best score found (0..1), for diagnostics and tests. */
  score: number;
  /** The language of the reply. */
  lang: Lang;
  /** Whether the language was detected from the text (true) or taken from the visitor's choice. */
  detected: boolean;
  /** The reply text, with the spec's markers. */
  text: string;
}

const LANGS: Lang[] = ["pt", "en", "es"];

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

// ---------- Text normalisation ----------

/** Lowercase, accents removed, punctuation to spaces. */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Chat shorthand, expanded before matching. */
const abbreviations: Record<string, string> = {
  vc: "voce",
  vcs: "voces",
  voce: "voce",
  q: "que",
  oq: "que",
  pq: "porque",
  tb: "tambem",
  tbm: "tambem",
  pra: "para",
  pro: "para",
  qdo: "quando",
  u: "you",
  r: "are",
  ur: "your",
  pls: "please",
  plz: "please",
  im: "i",
  cv: "curriculo",
  resume: "curriculo",
  curriculum: "curriculo",
  email: "mail",
  "e-mail": "mail",
  correo: "mail",
};

/** Words that carry no topic, in the three languages (after normalisation). */
const stopwords = new Set(
  // pt
  (
    "a o os as um uma uns umas de do da dos das em no na nos nas num numa por para com e ou que se me te eu " +
    "voce voces meu minha meus minhas seu sua seus suas ao aos esse essa isso este esta isto ele ela eles elas " +
    "lhe mim ja muito mais so tambem la aqui ai entao sobre porque qual quais como quando quem e sao " +
    "tem ter ha ser estar estou sou fazer posso pode podem gostaria queria quero preciso vou vai " +
    // en
    "the an of to in on at for and or is are am was be been do does did you your yours i me my mine we our us " +
    "it its this that these those there here what which who whom how when why can could would should " +
    "will with about from have has had any some please want need get tell " +
    // es
    "el la los las un una unos unas del al en y o que de por para con mi mis tu tus su sus es son esta estan " +
    "estoy soy ser hay como cuando cual cuales quien usted ustedes yo le les lo nos ese esa eso este esto " +
    "muy mas tambien sobre porque tengo tiene tienen puedo puede quiero necesito hacer"
  ).split(/\s+/),
);

/** Words only one language uses (after normalisation), for language detection. */
const languageMarkers: Record<Lang, Set<string>> = {
  pt: new Set(
    (
      "voce voces vc vcs nao sim tem sao estao fica uma um do da dos das na nas meu minha quero posso obrigado " +
      "obrigada oi ola isso essa esse sou estou tenho pra ao vaga vagas ate tambem onde qual quais quem " +
      "endereco ja muito trabalhar fazer falar ajuda gostaria preciso quando curriculo candidatar inscrevo " +
      "chego abre funciona diferenca sabe escuro letra aumento mudo tenho duvida aula fala conta"
    ).split(/\s+/),
  ),
  en: new Set(
    (
      "the is are do does you your i im an of to in on at for and what where how who which can my it there " +
      "any have has with about want need job jobs open hello hi hey thanks thank please courses work apply " +
      "get address phone offer take sign up language bigger smaller change turn contrast tell who"
    ).split(/\s+/),
  ),
  es: new Set(
    (
      "usted ustedes tienen tiene hay donde cual cuales el los las del una un estoy tengo quiero puedo gracias " +
      "hola soy por hacer hablar ayuda trabajo trabajar vacante vacantes sitio correo y lo le muy mas " +
      "tambien cuando llego queda postulo ofrecen senas cambio agrandar pantalla " +
      "direccion cuentame estan abren es eres quien"
    ).split(/\s+/),
  ),
};

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

function stem(token: string): string {
  if (token.length > 3 && token.endsWith("s") && !token.endsWith("ss")) return token.slice(0, -1);
  return token;
}

/**
 * The words of a text that carry meaning: expanded, without function words, stemmed. A text
 * made only of function words ("Quem é você?") keeps them all.
 */
export function contentTokens(text: string): string[] {
  const all: string[] = [];
  const meaningful: string[] = [];
  for (const raw of normalize(text).split(" ")) {
    if (!raw) continue;
    const word = abbreviations[raw] ?? raw;
    all.push(stem(word));
    if (!stopwords.has(word)) meaningful.push(stem(word));
  }
  return meaningful.length ? meaningful : all;
}

// ---------- Word similarity ----------

/**
 * Optimal-string-alignment Damerau-Levenshtein distance (a swap of neighbours costs 1). With
 * `max`, stops as soon as the distance must exceed it and returns max + 1.
 */
export function damerauLevenshtein(a: string, b: string, max = Infinity): number {
  const n = a.length;
  const m = b.length;
  if (n === 0) return m;
  if (m === 0) return n;
  // Three rolling rows: two back (for swaps), previous, current.
  let twoBack = new Array<number>(m + 1).fill(0);
  let previous = Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Array<number>(m + 1).fill(0);
  let previousMin = 0;
  for (let i = 1; i <= n; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, twoBack[j - 2]! + 1);
      current[j] = v;
      if (v < rowMin) rowMin = v;
    }
    // A swap reaches back two rows, so stop only when both rows are over the limit.
    if (rowMin > max && previousMin > max) return max + 1;
    previousMin = rowMin;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  return previous[m]!;
}

/** How alike two words are, 0..1. Short words must match exactly. */
export function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const shorter = Math.min(a.length, b.length);
  const longer = Math.max(a.length, b.length);
  if (shorter < 3) return 0;
  let best = 0;
  const budget = shorter <= 7 ? 1 : shorter <= 11 ? 2 : 3;
  // The distance is at least the difference in length: skip the table when that is over budget.
  if (longer - shorter <= budget) {
    const distance = damerauLevenshtein(a, b, budget);
    if (distance <= budget) best = 1 - distance / longer;
  }
  // A long shared beginning: "candidatar" / "candidato", "inscrevo" / "inscricao".
  if (shorter >= 6 && a.charCodeAt(0) === b.charCodeAt(0)) {
    let prefix = 0;
    while (prefix < shorter && a[prefix] === b[prefix]) prefix++;
    if (prefix >= 6 && prefix / shorter >= 0.75) best = Math.max(best, 0.6 + 0.3 * (prefix / longer));
  }
  return best;
}

// ---------- The matcher ----------

interface Phrasing {
  questionId: string;
  lang: Lang;
  tokens: string[];
  /** The sum of the weights of its words. */
  total: number;
  /** An answer text rather than a phrasing: weaker evidence, scored on the visitor's words only. */
  answer?: boolean;
}

/** How much a match against an answer's words counts, against a phrasing's (1). */
const ANSWER_WEIGHT = 0.55;

/** The words of an answer without its markers: "[link:/portal/x|Label]" keeps "Label". */
function answerText(answer: string): string {
  return answer.replace(/\[link:[^\]|]+\|([^\]]+)\]/g, "$1").replace(/\[[^\]]*\]/g, " ");
}

export interface BotOptions {
  /** Minimum score for an answer (0..1). */
  threshold?: number;
}

export interface MatchResult {
  questionId: string;
  score: number;
  /** The language of the best phrasing of that question. */
  lang: Lang;
  /** The best score reached by a phrasing in each language. */
  byLang: Record<Lang, number>;
}

export function createBot(questions: readonly BotQuestion[], options: BotOptions = {}) {
  const threshold = options.threshold ?? 0.45;
  const byId = new Map(questions.map((q) => [q.id, q]));
  const phrasings: Phrasing[] = [];
  const docFreq = new Map<string, number>();
  for (const q of questions) {
    const seen = new Set<string>();
    for (const lang of LANGS) {
      for (const text of q.phrasings[lang]) {
        const tokens = contentTokens(text);
        if (tokens.length) phrasings.push({ questionId: q.id, lang, tokens, total: 0 });
        tokens.forEach((t) => seen.add(t));
      }
      const answerTokens = [...new Set(contentTokens(answerText(q.answer[lang])))];
      phrasings.push({ questionId: q.id, lang, tokens: answerTokens, total: 0, answer: true });
      // Answers are long: their words count for matching, not for how rare a word is.
      answerTokens.forEach((t) => {
        if (!docFreq.has(t)) docFreq.set(t, 0);
      });
    }
    for (const t of seen) docFreq.set(t, (docFreq.get(t) ?? 0) + 1);
  }
  const total = questions.length;
  const vocabulary = [...docFreq.keys()];
  const idf = (token: string) => Math.log(1 + total / Math.max(docFreq.get(token) ?? 0, 0.5));
  const unknownWeight = Math.log(1 + total / 1) * 0.8;
  const postings = new Map<string, number[]>();
  phrasings.forEach((p, index) => {
    p.tokens = [...new Set(p.tokens)];
    p.total = p.tokens.reduce((sum, t) => sum + idf(t), 0);
    for (const t of p.tokens) {
      const list = postings.get(t) ?? [];
      list.push(index);
      postings.set(t, list);
    }
  });

  /** Each query word's closest vocabulary word (cached: the vocabulary is a few hundred words). */
  const closestCache = new Map<string, Array<{ word: string; sim: number }>>();
  function closest(token: string): Array<{ word: string; sim: number }> {
    let hit = closestCache.get(token);
    if (!hit) {
      hit = [];
      for (const word of vocabulary) {
        const sim = wordSimilarity(token, word);
        if (sim >= 0.6) hit.push({ word, sim });
      }
      if (closestCache.size > 5000) closestCache.clear();
      closestCache.set(token, hit);
    }
    return hit;
  }

  function match(text: string): MatchResult | null {
    const query = [...new Set(contentTokens(text))];
    if (query.length === 0) return null;
    const candidates = query.map((q) => closest(q));
    const queryWeights = candidates.map((c) =>
      c.length ? Math.max(...c.map((x) => idf(x.word) * x.sim)) / Math.max(...c.map((x) => x.sim)) : unknownWeight,
    );
    const queryTotal = queryWeights.reduce((a, b) => a + b, 0);

    // Only the phrasings that share a (close) word with the query are scored.
    const touched = new Map<number, { perQuery: number[]; perWord: Map<string, number> }>();
    candidates.forEach((cands, i) => {
      for (const c of cands) {
        for (const index of postings.get(c.word) ?? []) {
          let entry = touched.get(index);
          if (!entry) {
            entry = { perQuery: new Array<number>(query.length).fill(0), perWord: new Map() };
            touched.set(index, entry);
          }
          if (c.sim > entry.perQuery[i]!) entry.perQuery[i] = c.sim;
          if (c.sim > (entry.perWord.get(c.word) ?? 0)) entry.perWord.set(c.word, c.sim);
        }
      }
    });

    const best = new Map<string, MatchResult>();
    for (const [index, entry] of touched) {
      const p = phrasings[index]!;
      let matchedQuery = 0;
      entry.perQuery.forEach((sim, i) => (matchedQuery += sim * queryWeights[i]!));
      let matchedPhrasing = 0;
      for (const [word, sim] of entry.perWord) matchedPhrasing += sim * idf(word);
      const precision = matchedQuery / queryTotal;
      const recall = matchedPhrasing / p.total;
      const score = p.answer ? ANSWER_WEIGHT * precision : (2 * precision * recall) / (precision + recall);
      const current = best.get(p.questionId);
      if (!current) {
        const byLang = { pt: 0, en: 0, es: 0 } as Record<Lang, number>;
        byLang[p.lang] = score;
        best.set(p.questionId, { questionId: p.questionId, score, lang: p.lang, byLang });
      } else {
        current.byLang[p.lang] = Math.max(current.byLang[p.lang], score);
        if (score > current.score) {
          current.score = score;
          current.lang = p.lang;
        }
      }
    }
    let top: MatchResult | null = null;
    for (const r of best.values()) if (!top || r.score > top.score) top = r;
    return top;
  }

  /** The language the text is written in, or undefined when that is not clear. */
  function detectLanguage(text: string, matched: MatchResult | null): Lang | undefined {
    const scores: Record<Lang, number> = { pt: 0, en: 0, es: 0 };
    const lower = text.toLowerCase();
    if (/[ñ¿¡]/u.test(lower)) scores.es += 2;
    if (/[ãõç]/u.test(lower)) scores.pt += 2;
    const words = normalize(text).split(" ").filter(Boolean);
    for (const w of words) for (const lang of LANGS) if (languageMarkers[lang].has(w)) scores[lang] += 1;
    // A phrasing that clearly matches in one language only is evidence too.
    if (matched && matched.score >= threshold) {
      const sorted = LANGS.map((l) => matched.byLang[l]).sort((a, b) => b - a);
      if (sorted[0]! - sorted[1]! >= 0.15) scores[matched.lang] += 1.5;
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
    if (matched && matched.score >= threshold) {
      const question = byId.get(matched.questionId)!;
      return {
        kind: "answer",
        questionId: question.id,
        score: matched.score,
        lang,
        detected: Boolean(detected),
        text: question.answer[lang],
      };
    }
    return { kind: "fallback", score: matched?.score ?? 0, lang, detected: Boolean(detected), text: botStrings[lang].fallback };
  }

  return { reply, match, detectLanguage: (text: string) => detectLanguage(text, match(text)) };
}

export type Bot = ReturnType<typeof createBot>;

/**
 * The text pipeline shared by the index and the visitor's question, so both sides of a match are
 * written the same way: lowercase, no accents or punctuation, chat shorthand expanded ("vc",
 * "pra", "q"), function words of the three languages dropped, a plural "s" stripped.
 * The search library then adds what this does not do: typo tolerance and prefixes.
 */

import { foldCase } from "../../../common/text/fold";

/** Lowercase, accents removed, punctuation to spaces. */
export function normalize(text: string): string {
  return foldCase(text)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Chat shorthand, expanded before matching (after normalisation). */
const abbreviations: Record<string, string> = {
  vc: "voce",
  vcs: "voces",
  q: "que",
  // Frequent slips of function words, so they are dropped like the words they stand for.
  cmo: "como",
  cm: "como",
  qaul: "qual",
  oque: "o que",
  wat: "what",
  whats: "what",
  wht: "what",
  oq: "que",
  pq: "porque",
  tb: "tambem",
  tbm: "tambem",
  pra: "para",
  pro: "para",
  qdo: "quando",
  qto: "quanto",
  msm: "mesmo",
  mt: "muito",
  mto: "muito",
  td: "tudo",
  hj: "hoje",
  cmg: "comigo",
  u: "you",
  r: "are",
  ur: "your",
  pls: "please",
  plz: "please",
  im: "i",
  ya: "you",
  xq: "porque",
  k: "que",
  ud: "usted",
  uds: "ustedes",
  tmb: "tambien",
  cv: "curriculo",
  resume: "curriculo",
  curriculum: "curriculo",
  email: "mail",
  correo: "mail",
  dev: "desenvolvedor",
  devs: "desenvolvedor",
  developer: "desenvolvedor",
  desarrollador: "desenvolvedor",
  desarrolladores: "desenvolvedor",
  desenvolvedores: "desenvolvedor",
  developers: "desenvolvedor",
  programadores: "desenvolvedor",
  programmers: "desenvolvedor",
  programador: "desenvolvedor",
  programmer: "desenvolvedor",
  // Common spellings of the skills the openings ask for.
  js: "javascript",
  ts: "typescript",
  nodejs: "node",
  ia: "inteligencia artificial",
  ai: "artificial intelligence",
  ml: "machine learning",
};

/** Words that carry no topic, in the three languages (after normalisation). */
export const stopwords = new Set(
  // pt
  (
    "a o os as um uma uns umas de do da dos das em no na nos nas num numa por para com e ou que se me te eu " +
    "voce voces meu minha meus minhas seu sua seus suas ao aos esse essa isso este esta isto ele ela eles elas " +
    "lhe mim ja muito mais so tambem la aqui ai entao sobre porque qual quais como quando quem e sao " +
    "tem ter ha ser estar estou sou fazer posso pode podem gostaria queria quero preciso vou vai " +
    "algum alguma alguns algumas tudo nada coisa " +
    // en
    "the an of to in on at for and or is are am was be been do does did you your yours i me my mine we our us " +
    "it its this that these those there here what which who whom how when why can could would should " +
    "will with about from have has had any some please want need get tell guys " +
    // es
    "el la los las un una unos unas del al en y o que de por para con mi mis tu tus su sus es son esta estan " +
    "estoy soy ser hay como cuando cual cuales quien usted ustedes yo le les lo nos ese esa eso este esto " +
    "muy mas tambien sobre porque tengo tiene tienen puedo puede quiero necesito hacer alguna alguno algun"
  ).split(/\s+/),
);

function stem(token: string): string {
  if (token.length > 3 && token.endsWith("s") && !token.endsWith("ss")) return token.slice(0, -1);
  return token;
}

/** One normalised word, shorthand expanded (no stopword check). */
export function expandWord(raw: string): string {
  return abbreviations[raw] ?? raw;
}

/**
 * The words of a text that carry meaning: expanded, without function words, stemmed. A text
 * made only of function words ("Quem é você?") keeps them all.
 */
export function contentTokens(text: string): string[] {
  const all: string[] = [];
  const meaningful: string[] = [];
  for (const raw of normalize(text).split(" ")) {
    // Single letters ("what's" → "what s") carry nothing; digits do ("3D" is "3d").
    if (!raw || (raw.length === 1 && !/\d/.test(raw))) continue;
    const word = expandWord(raw);
    for (const part of word.split(" ")) {
      all.push(stem(part));
      if (!stopwords.has(part)) meaningful.push(stem(part));
    }
  }
  return meaningful.length ? meaningful : all;
}

/** The tokens an indexed text is stored as: the same pipeline as the visitor's text. */
export const indexTokens = contentTokens;

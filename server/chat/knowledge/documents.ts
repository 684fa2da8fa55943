/**
 * What Stuart can answer from: the content the site shows, turned into search documents, one
 * per item and language (so the language of the best match is evidence of the visitor's
 * language). Built from a content snapshot; pure, so tests feed it the JSON files directly.
 */
import { markerWords } from "../../../common/chat/markers";
import type { Lang } from "../../../common/i18n/languages";

export type Localized = Record<Lang, string>;

export interface KnowledgeQuestion {
  id: string;
  option?: number;
  phrasings: Record<Lang, string[]>;
  answer: Localized;
  libras?: string;
}
export interface KnowledgeVacancy {
  key: string;
  visible: boolean;
  title: Localized;
  place: string;
  regime: string;
  area: string;
  areas: Localized;
  education?: Localized;
  requirements: Localized[];
  desirable: Localized[];
  activities: Localized[];
  libras?: string;
}
export interface KnowledgePublication {
  id: string;
  title: Localized;
  event: Localized;
  year: number;
  researchers: string;
}
export interface KnowledgeResearch {
  id: string;
  areas: number[];
  title: Localized;
  summary: Localized;
  researchers: Array<{ name: string }>;
  publications: KnowledgePublication[];
  libras?: string;
}
export interface KnowledgeArea {
  id: number;
  slug: string;
  title: Localized;
  description: Localized;
  libras?: string;
}
export interface KnowledgeSolution {
  slug: string;
  title: Localized;
  description: Localized;
  botText: Localized;
  libras?: string;
}
export interface KnowledgeBenefit {
  id: number;
  title: Localized;
  description: Localized;
  libras?: string;
}
export interface KnowledgeSite {
  address: {
    street: string;
    complement: Localized;
    district: string;
    city: string;
    region: string;
    postalCode: string;
  };
  phone: string;
  email: string;
  mailboxes: Array<{ id: string; label: Localized; email: string }>;
}

/** The part of the content snapshot the bot reads. Everything but the questions is optional. */
export interface KnowledgeContent {
  chatQuestions: readonly KnowledgeQuestion[];
  vacancies?: readonly KnowledgeVacancy[];
  research?: readonly KnowledgeResearch[];
  areas?: readonly KnowledgeArea[];
  solutions?: readonly KnowledgeSolution[];
  benefits?: readonly KnowledgeBenefit[];
  site?: KnowledgeSite;
}

export type DocKind =
  "question" | "answer" | "vacancy" | "research" | "publication" | "area" | "solution" | "benefit" | "contact";

/** One searchable document. `title` weighs most, then `keywords`, then `body`. */
export interface KnowledgeDoc {
  id: string;
  kind: DocKind;
  /** The item's id within its kind (question id, vacancy key, research id, …). */
  ref: string;
  lang: Lang;
  title: string;
  keywords: string;
  body: string;
}

export const LANGS: readonly Lang[] = ["pt", "en", "es"];

/** Words a visitor uses for each kind of item, in each language, so "where is your office" finds the address. */
const contactWords: Localized = {
  pt: "endereço localização onde fica escritório sede telefone número e-mail contato ligar como chegar",
  en: "address location where office headquarters phone telephone number e-mail contact call find directions",
  es: "dirección ubicación dónde queda oficina sede teléfono número correo contacto llamar cómo llegar",
};
const benefitWords: Localized = {
  pt: "benefício",
  en: "benefit perk",
  es: "beneficio",
};
const researchWords: Localized = {
  pt: "pesquisa pesquisam pesquisar projeto",
  en: "research researching project study",
  es: "investigación investigan investigar proyecto",
};
const publicationWords: Localized = {
  pt: "publicação artigo",
  en: "publication paper article",
  es: "publicación artículo",
};
const solutionWords: Localized = {
  pt: "solução produto oferecem",
  en: "solution product offer",
  es: "solución producto ofrecen",
};

export function buildDocuments(content: KnowledgeContent): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  const add = (kind: DocKind, ref: string, lang: Lang, title: string, keywords: string, body: string, n = 0) =>
    docs.push({ id: `${kind}:${ref}:${lang}:${n}`, kind, ref, lang, title, keywords, body });

  for (const q of content.chatQuestions) {
    for (const lang of LANGS) {
      // Each phrasing on its own: short texts, so a short question is not drowned by a long list.
      q.phrasings[lang].forEach((text, n) => add("question", q.id, lang, text, "", "", n));
      add("answer", q.id, lang, "", "", answerWords(q.answer[lang]));
    }
  }
  for (const v of content.vacancies ?? []) {
    if (!v.visible) continue;
    for (const lang of LANGS) {
      const skills = [...v.requirements, ...v.desirable].map((r) => r[lang]).join(" ");
      add("vacancy", v.key, lang, v.title[lang], `${v.areas[lang]} ${skills}`, v.activities.map((a) => a[lang]).join(" "));
    }
  }
  const areaTitles = new Map((content.areas ?? []).map((a) => [a.id, a.title]));
  for (const r of content.research ?? []) {
    for (const lang of LANGS) {
      const areas = r.areas.map((id) => areaTitles.get(id)?.[lang] ?? "").join(" ");
      add("research", r.id, lang, r.title[lang], `${researchWords[lang]} ${areas}`, r.summary[lang]);
      for (const p of r.publications) {
        add("publication", `${r.id}/${p.id}`, lang, p.title[lang], `${publicationWords[lang]} ${p.researchers}`, p.event[lang]);
      }
    }
  }
  for (const a of content.areas ?? []) {
    for (const lang of LANGS) add("area", String(a.id), lang, a.title[lang], researchWords[lang], a.description[lang]);
  }
  for (const s of content.solutions ?? []) {
    for (const lang of LANGS) add("solution", s.slug, lang, s.title[lang], solutionWords[lang], s.description[lang]);
  }
  for (const b of content.benefits ?? []) {
    for (const lang of LANGS) add("benefit", String(b.id), lang, b.title[lang], benefitWords[lang], b.description[lang]);
  }
  if (content.site) {
    const { address } = content.site;
    for (const lang of LANGS) {
      add(
        "contact",
        "site",
        lang,
        contactWords[lang],
        `${address.street} ${address.district} ${address.city}`,
        content.site.mailboxes.map((m) => m.label[lang]).join(" "),
      );
    }
  }
  return docs;
}

/** An answer's words without its markers: "[link:/portal/x|Label]" keeps "Label". */
export function answerWords(answer: string): string {
  return markerWords(answer);
}

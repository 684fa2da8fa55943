/**
 * Stuart's sentences for what the search found, in the visitor's language, with the chat's
 * markers: [link:target|label] for every item named, [videolibras:clip] when the item has a
 * clip (the chat service turns clip names into addresses and drops clips the media lacks).
 */
import { formatMarker } from "../../../common/chat/markers";
import type { Lang } from "../../../common/i18n/languages";
import { pageHref, vacancyHref, withLang } from "../../../common/paths";
import type {
  KnowledgeArea,
  KnowledgeBenefit,
  KnowledgePublication,
  KnowledgeResearch,
  KnowledgeSite,
  KnowledgeSolution,
  KnowledgeVacancy,
  Localized,
} from "./documents";

/** At most this many openings are named; past it, the answer links to the filtered listing. */
export const MAX_LISTED_VACANCIES = 5;

const link = (href: string, label: string) => formatMarker({ kind: "link", target: href, label: label.replace(/[[\]|]/g, " ") });
const clip = (name: string | undefined) => (name ? ` ${formatMarker({ kind: "video", clip: name })}` : "");

/** The regime as the openings page names it (app/pages/trabalhe/strings.ts). */
export const regimeLabels: Record<string, Localized> = {
  CLT: { pt: "CLT (contrato de trabalho)", en: "CLT (employment contract)", es: "CLT (contrato de trabajo)" },
  Bolsa: { pt: "Bolsa (bolsa de pesquisa)", en: "Bolsa (research scholarship)", es: "Bolsa (beca de investigación)" },
};

/**
 * The openings listing with a filter, in the query the listing itself reads
 * (app/pages/trabalhe/job-filter.ts: `area`, `regime` in lowercase), at its #vagas section.
 */
export function listingHref(filter: { area?: string | null; regime?: string | null }, lang: Lang): string {
  const params = new URLSearchParams();
  if (filter.area) params.set("area", filter.area);
  if (filter.regime) params.set("regime", filter.regime.toLowerCase());
  const query = params.toString();
  return withLang(`/portal/trabalhe${query ? `?${query}` : ""}#vagas`, lang);
}

/** The anchor of a research project's card on /portal/atuacao. */
export const researchHref = (id: string, lang: Lang) => pageHref("atuacao", lang, id);

const firstSentence = (text: string) => {
  const match = /^.*?[.!?](\s|$)/.exec(text);
  return (match ? match[0] : text).trim();
};

const t = {
  vacancies: {
    pt: (n: number) => (n === 1 ? "Encontrei esta vaga:" : `Encontrei ${n} vagas:`),
    en: (n: number) => (n === 1 ? "I found this opening:" : `I found ${n} openings:`),
    es: (n: number) => (n === 1 ? "Encontré esta vacante:" : `Encontré ${n} vacantes:`),
  },
  more: { pt: "Veja todas em", en: "See them all on", es: "Véalas todas en" },
  listing: { pt: "Trabalhe conosco", en: "Work with us", es: "Trabaja con nosotros" },
  apply: {
    pt: "Cada vaga tem requisitos e atividades na sua página.",
    en: "Each opening lists its requirements and activities on its page.",
    es: "Cada vacante tiene sus requisitos y actividades en su página.",
  },
  research: { pt: "Veja o projeto em", en: "See the project on", es: "Vea el proyecto en" },
  atuacao: { pt: "Atuação", en: "Research", es: "Actuación" },
  areaIntro: { pt: "Sim, atuamos em", en: "Yes, we work on", es: "Sí, trabajamos en" },
  areaProjects: { pt: "Projetos nessa área:", en: "Projects in this area:", es: "Proyectos en esta área:" },
  publication: {
    pt: (title: string, event: string, year: number) => `A publicação “${title}” (${event}, ${year}) é da pesquisa`,
    en: (title: string, event: string, year: number) => `The publication “${title}” (${event}, ${year}) belongs to the project`,
    es: (title: string, event: string, year: number) => `La publicación “${title}” (${event}, ${year}) es del proyecto`,
  },
  solution: { pt: "Detalhes em", en: "Details on", es: "Detalles en" },
  solutions: { pt: "Soluções", en: "Solutions", es: "Soluciones" },
  benefit: { pt: "Veja todos os benefícios em", en: "See all the benefits on", es: "Vea todos los beneficios en" },
  contact: {
    pt: (address: string, phone: string, email: string) =>
      `Estamos na ${address}. Telefone: ${phone}. E-mail: ${email}. O mapa e o formulário estão na página`,
    en: (address: string, phone: string, email: string) =>
      `We are at ${address}. Phone: ${phone}. E-mail: ${email}. The map and the contact form are on the`,
    es: (address: string, phone: string, email: string) =>
      `Estamos en ${address}. Teléfono: ${phone}. Correo: ${email}. El mapa y el formulario están en la página`,
  },
  contactPage: { pt: "Contato", en: "Contact", es: "Contacto" },
  /** What follows the page's link: "on the Contact page". */
  contactAfter: { pt: ".", en: " page.", es: "." },
};

export function vacanciesAnswer(
  found: readonly KnowledgeVacancy[],
  filter: { area?: string | null; regime?: string | null },
  lang: Lang,
): string {
  const listed = found.slice(0, MAX_LISTED_VACANCIES);
  const items = listed.map(
    (v) => `${link(vacancyHref(v.key, lang), v.title[lang])} — ${regimeLabels[v.regime]?.[lang] ?? v.regime}`,
  );
  const parts = [t.vacancies[lang](found.length), `${items.join("; ")}.`];
  if (found.length > listed.length) parts.push(`${t.more[lang]} ${link(listingHref(filter, lang), t.listing[lang])}.`);
  else parts.push(t.apply[lang]);
  return parts.join(" ") + clip(listed.find((v) => v.libras)?.libras);
}

export function researchAnswer(r: KnowledgeResearch, lang: Lang): string {
  return `${r.title[lang]}: ${firstSentence(r.summary[lang])} ${t.research[lang]} ${link(researchHref(r.id, lang), t.atuacao[lang])}.${clip(r.libras)}`;
}

export function publicationAnswer(r: KnowledgeResearch, p: KnowledgePublication, lang: Lang): string {
  return `${t.publication[lang](p.title[lang], p.event[lang], p.year)} ${link(researchHref(r.id, lang), r.title[lang])}.${clip(r.libras)}`;
}

export function areaAnswer(area: KnowledgeArea, projects: readonly KnowledgeResearch[], lang: Lang): string {
  const list = projects.map((r) => link(researchHref(r.id, lang), r.title[lang])).join("; ");
  const more = list
    ? ` ${t.areaProjects[lang]} ${list}.`
    : ` ${t.research[lang]} ${link(withLang(`/portal/atuacao?areas=${area.id}#pesquisas`, lang), t.atuacao[lang])}.`;
  return `${t.areaIntro[lang]} ${area.title[lang]}: ${area.description[lang]}${more}${clip(area.libras)}`;
}

export function solutionAnswer(s: KnowledgeSolution, lang: Lang): string {
  return `${s.botText[lang]} ${t.solution[lang]} ${link(pageHref("solucoes", lang, `solucao-${s.slug}`), s.title[lang])}.${clip(s.libras)}`;
}

export function benefitAnswer(b: KnowledgeBenefit, lang: Lang): string {
  return `${b.title[lang]}: ${b.description[lang]} ${t.benefit[lang]} ${link(pageHref("trabalhe", lang), t.listing[lang])}.${clip(b.libras)}`;
}

export function contactAnswer(site: KnowledgeSite, lang: Lang): string {
  const a = site.address;
  const address = `${a.street}, ${a.complement[lang]}, ${a.district}, ${a.city} – ${a.region}, CEP ${a.postalCode}`;
  return `${t.contact[lang](address, site.phone, site.email)} ${link(pageHref("contato", lang), t.contactPage[lang])}${t.contactAfter[lang]}`;
}

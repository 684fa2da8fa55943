/**
 * The solutions page's own strings: the button says 'Acessar' when the solution has a link and
 * 'Em Breve Disponível' when it has none (en Access / Coming Soon, es Acceso / Próximamente disponible).
 * The loader sends only the visitor's language.
 */
import type { Lang } from "../../../common/i18n/languages";

const pt = {
  access: "Acessar",
  comingSoon: "Em Breve Disponível",
  available: "Disponível",
  inDevelopment: "Em desenvolvimento",
  notifyLink: "Quero ser avisado quando abrir",
  notifySubject: "Aviso de lançamento",
};

export type SolucoesStrings = { [K in keyof typeof pt]: string };

const en: SolucoesStrings = {
  access: "Access",
  comingSoon: "Coming Soon",
  available: "Available",
  inDevelopment: "In development",
  notifyLink: "Tell me when it opens",
  notifySubject: "Launch notice",
};

const es: SolucoesStrings = {
  access: "Acceso",
  comingSoon: "Próximamente disponible",
  available: "Disponible",
  inDevelopment: "En desarrollo",
  notifyLink: "Quiero saber cuándo abre",
  notifySubject: "Aviso de lanzamiento",
};

export const solucoesStrings: Record<Lang, SolucoesStrings> = { pt, en, es };

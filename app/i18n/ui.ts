/**
 * Every string the interface itself shows (not content), per language. Keys are named after the
 * component that uses them. pt is the reference: en and es must have the same keys (typed).
 * Only the visitor's language is sent to the browser, in the root loader's data.
 */
import type { Lang } from "../../common/i18n/languages";

const pt = {
  meta: {
    siteName: "Lead",
    tagline: "Pesquisa, desenvolvimento e inovação em tecnologia acessível",
    titleSuffix: "Lead · Pesquisa e Inovação",
  },
  skip: {
    toContent: "Ir para o conteúdo",
    toMenu: "Ir para o menu",
    toAccessibility: "Ir para a barra de acessibilidade",
    toFooter: "Ir para o rodapé",
  },
  a11yBar: {
    label: "Barra de acessibilidade",
    toggle: "Acessibilidade",
    contrast: "Alto contraste",
    contrastOn: "Alto contraste ativado",
    fontIncrease: "Aumentar fonte",
    fontDecrease: "Diminuir fonte",
    fontDefault: "Tamanho padrão da fonte",
    libras: "Tradução em Libras",
    accessibilityPage: "Acessibilidade",
    language: "Idioma",
  },
  nav: {
    label: "Menu principal",
    home: "Início",
    institucional: "Institucional",
    atuacao: "Atuação",
    solucoes: "Soluções",
    trabalhe: "Trabalhe conosco",
    contato: "Contato",
    openMenu: "Abrir menu",
    closeMenu: "Fechar menu",
    menu: "Menu",
    brandHome: "Lead, página inicial",
  },
  language: {
    switcherLabel: "Escolha o idioma",
    current: "idioma atual",
  },
  page: {
    start: "Início do conteúdo",
    end: "Fim do conteúdo",
    backToTop: "Voltar ao topo",
    loadedAnnouncement: "Página carregada:",
  },
  footer: {
    label: "Rodapé",
    contactEmail: "E-mail de contato",
    phone: "Telefone",
    social: "Redes sociais",
    rights: "Todos os direitos reservados.",
    /** The badge names the guidelines and says what the statement says, nothing more (issue 35). */
    badgeWcag: "WCAG 2.2",
    badgeWcagStatus: "Parcialmente conforme: veja a declaração",
    brandHint: "Lead: centro de pesquisa, desenvolvimento e inovação",
    newTab: "(abre em nova aba)",
    accessibilityStatement: "Declaração de acessibilidade",
  },
  collaborator: {
    title: "Seja Bem Vindo ao Lead",
    text: "Tela do Colaborador",
  },
  fallback: {
    missing: "Nenhuma informação encontrada!",
  },
} as const;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type UiStrings = Shape<typeof pt>;

const en: UiStrings = {
  meta: {
    siteName: "Lead",
    tagline: "Research, development and innovation in accessible technology",
    titleSuffix: "Lead · Research and Innovation",
  },
  skip: {
    toContent: "Skip to content",
    toMenu: "Skip to menu",
    toAccessibility: "Skip to the accessibility bar",
    toFooter: "Skip to footer",
  },
  a11yBar: {
    label: "Accessibility bar",
    toggle: "Accessibility",
    contrast: "High contrast",
    contrastOn: "High contrast on",
    fontIncrease: "Increase font size",
    fontDecrease: "Decrease font size",
    fontDefault: "Default font size",
    libras: "Libras translation",
    accessibilityPage: "Accessibility",
    language: "Language",
  },
  nav: {
    label: "Main menu",
    home: "Home",
    institucional: "About us",
    atuacao: "Research",
    solucoes: "Solutions",
    trabalhe: "Work with us",
    contato: "Contact",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menu: "Menu",
    brandHome: "Lead, home page",
  },
  language: {
    switcherLabel: "Choose a language",
    current: "current language",
  },
  page: {
    start: "Start of content",
    end: "End of content",
    backToTop: "Back to top",
    loadedAnnouncement: "Page loaded:",
  },
  footer: {
    label: "Footer",
    contactEmail: "Contact e-mail",
    phone: "Phone",
    social: "Social networks",
    rights: "All rights reserved.",
    badgeWcag: "WCAG 2.2",
    badgeWcagStatus: "Partially conformant: see the statement",
    brandHint: "Lead: research, development and innovation centre",
    newTab: "(opens in a new tab)",
    accessibilityStatement: "Accessibility statement",
  },
  collaborator: {
    title: "Welcome to Lead",
    text: "Collaborator screen",
  },
  fallback: {
    missing: "No information found!",
  },
};

const es: UiStrings = {
  meta: {
    siteName: "Lead",
    tagline: "Investigación, desarrollo e innovación en tecnología accesible",
    titleSuffix: "Lead · Investigación e Innovación",
  },
  skip: {
    toContent: "Ir al contenido",
    toMenu: "Ir al menú",
    toAccessibility: "Ir a la barra de accesibilidad",
    toFooter: "Ir al pie de página",
  },
  a11yBar: {
    label: "Barra de accesibilidad",
    toggle: "Accesibilidad",
    contrast: "Alto contraste",
    contrastOn: "Alto contraste activado",
    fontIncrease: "Aumentar la letra",
    fontDecrease: "Reducir la letra",
    fontDefault: "Tamaño de letra predeterminado",
    libras: "Traducción en Libras",
    accessibilityPage: "Accesibilidad",
    language: "Idioma",
  },
  nav: {
    label: "Menú principal",
    home: "Inicio",
    institucional: "Institucional",
    atuacao: "Actuación",
    solucoes: "Soluciones",
    trabalhe: "Trabaje con nosotros",
    contato: "Contacto",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    menu: "Menú",
    brandHome: "Lead, página de inicio",
  },
  language: {
    switcherLabel: "Elija el idioma",
    current: "idioma actual",
  },
  page: {
    start: "Inicio del contenido",
    end: "Fin del contenido",
    backToTop: "Volver arriba",
    loadedAnnouncement: "Página cargada:",
  },
  footer: {
    label: "Pie de página",
    contactEmail: "Correo de contacto",
    phone: "Teléfono",
    social: "Redes sociales",
    rights: "Todos los derechos reservados.",
    badgeWcag: "WCAG 2.2",
    badgeWcagStatus: "Parcialmente conforme: vea la declaración",
    brandHint: "Lead: centro de investigación, desarrollo e innovación",
    newTab: "(se abre en una nueva pestaña)",
    accessibilityStatement: "Declaración de accesibilidad",
  },
  collaborator: {
    title: "Bienvenido a Lead",
    text: "Pantalla del colaborador",
  },
  fallback: {
    missing: "¡No se encontró información!",
  },
};

export const uiStrings: Record<Lang, UiStrings> = { pt, en, es };

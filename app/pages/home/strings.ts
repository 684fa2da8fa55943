/**
 * The home page's own interface strings (content lives in content/). pt is the reference; en and
 * es must have the same keys. Only the visitor's language is sent to the browser (the loader
 * picks it), so this module stays on the server.
 */
import type { Lang } from "../../../common/i18n/languages";

const pt = {
  /** The presentation headers: Lead, Innovation, Technology, Diversity, Contact, Our Publications. */
  headers: {
    lead: "Lead",
    innovation: "Inovação",
    technology: "Tecnologia",
    diversity: "Diversidade",
    contact: "Contato",
    publications: "Nossas Publicações",
  },
  welcome: {
    label: "Aviso de boas-vindas",
    link: "Cursos e processos seletivos",
    close: "Fechar o aviso de boas-vindas",
    closed: "Aviso de boas-vindas fechado. Ele volta a aparecer em cerca de 22 horas.",
  },
  highlight: {
    eyebrow: "Destaque",
    cta: "Ver o processo seletivo",
    leaves: "Abre outro site em nova aba:",
    close: "Fechar o destaque",
    closed: "Destaque fechado. Ele volta a aparecer em cerca de 22 horas.",
  },
  lead: {
    text: "Pesquisa, desenvolvimento e inovação em tecnologia acessível, feitos em Fortaleza com as pessoas que vão usá-la.",
    approval: "de aprovação dos estudantes",
    hoursPrefix: "mais de",
    hours: "horas de conteúdo bilíngue em Libras e português",
    courses: "cursos na plataforma de ensino",
  },
  sections: {
    eyebrow: "O que nos move",
  },
  jobs: {
    eyebrow: "Carreiras",
    button: "Ver vagas abertas",
  },
  publications: {
    lead: "Resultados das nossas pesquisas apresentados em eventos científicos.",
    view: "Ver publicação",
    all: "Conheça todas as pesquisas",
  },
  contact: {
    lead: "Quer conversar sobre uma pesquisa, uma parceria ou uma vaga? Fale com a gente.",
    address: "Endereço",
    phone: "Telefone",
    email: "E-mail",
    button: "Fale conosco",
    map: "Ver no mapa",
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type HomeStrings = Shape<typeof pt>;

const en: HomeStrings = {
  headers: {
    lead: "Lead",
    innovation: "Innovation",
    technology: "Technology",
    diversity: "Diversity",
    contact: "Contact",
    publications: "Our Publications",
  },
  welcome: {
    label: "Welcome notice",
    link: "Courses and selection processes",
    close: "Close the welcome notice",
    closed: "Welcome notice closed. It will show again in about 22 hours.",
  },
  highlight: {
    eyebrow: "Featured",
    cta: "See the selection process",
    leaves: "Opens another site in a new tab:",
    close: "Close the featured banner",
    closed: "Featured banner closed. It will show again in about 22 hours.",
  },
  lead: {
    text: "Research, development and innovation in accessible technology, made in Fortaleza with the people who will use it.",
    /** "aprovação": the share of students who pass, not their satisfaction (issue 35). */
    approval: "student pass rate",
    hoursPrefix: "over",
    hours: "hours of bilingual content in Libras and Portuguese",
    courses: "courses on the learning platform",
  },
  sections: {
    eyebrow: "What drives us",
  },
  jobs: {
    eyebrow: "Careers",
    button: "See open positions",
  },
  publications: {
    lead: "Results of our research presented at scientific events.",
    view: "View publication",
    all: "See all our research",
  },
  contact: {
    lead: "Want to talk about research, a partnership or a job? Get in touch.",
    address: "Address",
    phone: "Phone",
    email: "E-mail",
    button: "Contact us",
    map: "See on the map",
  },
};

const es: HomeStrings = {
  headers: {
    lead: "Lead",
    innovation: "Innovación",
    technology: "Tecnología",
    diversity: "Diversidad",
    contact: "Contacto",
    publications: "Nuestras Publicaciones",
  },
  welcome: {
    label: "Aviso de bienvenida",
    link: "Cursos y procesos de selección",
    close: "Cerrar el aviso de bienvenida",
    closed: "Aviso de bienvenida cerrado. Volverá a aparecer en unas 22 horas.",
  },
  highlight: {
    eyebrow: "Destacado",
    cta: "Ver el proceso de selección",
    leaves: "Abre otro sitio en una nueva pestaña:",
    close: "Cerrar el destacado",
    closed: "Destacado cerrado. Volverá a aparecer en unas 22 horas.",
  },
  lead: {
    text: "Investigación, desarrollo e innovación en tecnología accesible, hechos en Fortaleza con las personas que la van a usar.",
    approval: "de los estudiantes aprobados",
    hoursPrefix: "más de",
    hours: "horas de contenido bilingüe en Libras y portugués",
    courses: "cursos en la plataforma de enseñanza",
  },
  sections: {
    eyebrow: "Lo que nos mueve",
  },
  jobs: {
    eyebrow: "Carreras",
    button: "Ver vacantes abiertas",
  },
  publications: {
    lead: "Resultados de nuestras investigaciones presentados en eventos científicos.",
    view: "Ver publicación",
    all: "Conozca todas las investigaciones",
  },
  contact: {
    lead: "¿Quiere hablar sobre una investigación, una alianza o una vacante? Escríbanos.",
    address: "Dirección",
    phone: "Teléfono",
    email: "Correo electrónico",
    button: "Contáctenos",
    map: "Ver en el mapa",
  },
};

export const homeStrings: Record<Lang, HomeStrings> = { pt, en, es };

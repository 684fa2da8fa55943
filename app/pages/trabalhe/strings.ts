/**
 * The interface strings of /portal/trabalhe (content comes from content/). The loader sends only
 * the visitor's language; tests read the same table.
 */
import type { Lang } from "../../../common/i18n/languages";
import type { StringsShape } from "../strings-shape";

const pt = {
  benefits: {
    title: "Benefícios*",
    note: "*Os benefícios podem variar de acordo com a vaga.",
  },
  vacancies: {
    title: "Vagas",
    filterLegend: "Filtrar vagas",
    area: "Área",
    regime: "Regime de contratação",
    anyArea: "Todas as áreas",
    anyRegime: "Todos os regimes",
    apply: "Aplicar filtro",
    clear: "Limpar filtros",
    count: { zero: "Nenhuma vaga encontrada", one: "{n} vaga encontrada", other: "{n} vagas encontradas" },
    emptyTitle: "Nenhuma vaga corresponde a estes filtros.",
    emptyText: "Experimente outra área ou outro regime de contratação, ou veja todas as vagas abertas.",
    showDetails: "Ver detalhes",
    hideDetails: "Ocultar detalhes",
    place: "Local",
    education: "Formação",
    requirements: "Requisitos",
    desirable: "Desejável",
    activities: "Atividades",
  },
  regimes: {
    CLT: {
      label: "CLT",
      option: "CLT (contrato de trabalho)",
      explanation: "Contrato de trabalho com carteira assinada, pela Consolidação das Leis do Trabalho.",
    },
    Bolsa: {
      label: "Bolsa",
      option: "Bolsa (bolsa de pesquisa)",
      explanation: "Bolsa de pesquisa para estudantes, sem vínculo empregatício.",
    },
  },
  jobAreas: {
    development: "Desenvolvimento",
    design: "Design",
    quality: "Qualidade e testes",
    accessibility: "Acessibilidade",
    hardware: "Hardware",
    management: "Gestão de projetos",
    education: "Educação",
    security: "Segurança da informação",
    architecture: "Arquitetura de software",
    analysis: "Análise de requisitos",
  },
  gallery: {
    title: "Nosso dia a dia",
    intro: "Um pouco do laboratório, das reuniões e das aulas que fazem parte da rotina no Lead.",
    previous: "Fotos anteriores",
    next: "Próximas fotos",
    position: { one: "Foto {from} de {total}", other: "Fotos {from} a {to} de {total}" },
  },
} as const;

export type TrabalheStrings = StringsShape<typeof pt>;

const en: TrabalheStrings = {
  benefits: {
    title: "Benefits*",
    note: "*Benefits may vary according to the position.",
  },
  vacancies: {
    title: "Job Openings",
    filterLegend: "Filter job openings",
    area: "Area",
    regime: "Type of contract",
    anyArea: "All areas",
    anyRegime: "All types",
    apply: "Apply filter",
    clear: "Clear filters",
    count: { zero: "No job openings found", one: "{n} job opening found", other: "{n} job openings found" },
    emptyTitle: "No job opening matches these filters.",
    emptyText: "Try another area or type of contract, or see every open position.",
    showDetails: "Show details",
    hideDetails: "Hide details",
    place: "Location",
    education: "Education",
    requirements: "Requirements",
    desirable: "Nice to have",
    activities: "Activities",
  },
  regimes: {
    CLT: {
      label: "CLT",
      option: "CLT (employment contract)",
      explanation: "An employment contract under Brazilian labour law (Consolidação das Leis do Trabalho).",
    },
    Bolsa: {
      label: "Bolsa",
      option: "Bolsa (research scholarship)",
      explanation: "A research scholarship for students, not an employment contract.",
    },
  },
  jobAreas: {
    development: "Development",
    design: "Design",
    quality: "Quality and testing",
    accessibility: "Accessibility",
    hardware: "Hardware",
    management: "Project management",
    education: "Education",
    security: "Information security",
    architecture: "Software architecture",
    analysis: "Requirements analysis",
  },
  gallery: {
    title: "Life at Lead",
    intro: "A glimpse of the lab, the meetings and the classes that make up a day at Lead.",
    previous: "Previous photos",
    next: "Next photos",
    position: { one: "Photo {from} of {total}", other: "Photos {from} to {to} of {total}" },
  },
};

const es: TrabalheStrings = {
  benefits: {
    title: "Beneficios*",
    note: "*Los beneficios pueden variar según la vacante.",
  },
  vacancies: {
    title: "Vacantes",
    filterLegend: "Filtrar vacantes",
    area: "Área",
    regime: "Tipo de contratación",
    anyArea: "Todas las áreas",
    anyRegime: "Todos los tipos",
    apply: "Aplicar filtro",
    clear: "Borrar filtros",
    count: { zero: "Ninguna vacante encontrada", one: "{n} vacante encontrada", other: "{n} vacantes encontradas" },
    emptyTitle: "Ninguna vacante coincide con estos filtros.",
    emptyText: "Pruebe otra área u otro tipo de contratación, o vea todas las vacantes abiertas.",
    showDetails: "Ver detalles",
    hideDetails: "Ocultar detalles",
    place: "Lugar",
    education: "Formación",
    requirements: "Requisitos",
    desirable: "Deseable",
    activities: "Actividades",
  },
  regimes: {
    CLT: {
      label: "CLT",
      option: "CLT (contrato de trabajo)",
      explanation: "Contrato de trabajo según la legislación laboral brasileña (Consolidação das Leis do Trabalho).",
    },
    Bolsa: {
      label: "Bolsa",
      option: "Bolsa (beca de investigación)",
      explanation: "Beca de investigación para estudiantes, sin relación laboral.",
    },
  },
  jobAreas: {
    development: "Desarrollo",
    design: "Diseño",
    quality: "Calidad y pruebas",
    accessibility: "Accesibilidad",
    hardware: "Hardware",
    management: "Gestión de proyectos",
    education: "Educación",
    security: "Seguridad de la información",
    architecture: "Arquitectura de software",
    analysis: "Análisis de requisitos",
  },
  gallery: {
    title: "Nuestro día a día",
    intro: "Un poco del laboratorio, las reuniones y las clases que forman parte de la rutina en Lead.",
    previous: "Fotos anteriores",
    next: "Fotos siguientes",
    position: { one: "Foto {from} de {total}", other: "Fotos {from} a {to} de {total}" },
  },
};

export const trabalheStrings: Record<Lang, TrabalheStrings> = { pt, en, es };

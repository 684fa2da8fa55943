import type { Lang } from "../i18n/languages";
/** The areas a job opening belongs to: the content schema checks them, the job filter offers them. */
export const jobAreas = [
  "development",
  "design",
  "quality",
  "accessibility",
  "hardware",
  "management",
  "education",
  "security",
  "architecture",
  "analysis",
] as const;
export type JobArea = (typeof jobAreas)[number];

/** The contract types of an opening. */
export const regimes = ["CLT", "Bolsa"] as const;
export type Regime = (typeof regimes)[number];

/** Each regime's short name, per language: the cards, the feeds, the alerts' mail. */
export const regimeLabels: Record<Lang, Record<Regime, string>> = {
  pt: { CLT: "CLT", Bolsa: "Bolsa" },
  en: { CLT: "Employee (CLT)", Bolsa: "Research scholarship" },
  es: { CLT: "Contrato (CLT)", Bolsa: "Beca de investigación" },
};

/** Where the work happens: at the centre, partly remote, or remote. */
export const workModes = ["onsite", "hybrid", "remote"] as const;
export type WorkMode = (typeof workModes)[number];

/** The job areas' names, per language: the openings' filter, their feeds and alerts. */
export const jobAreaLabels: Record<Lang, Record<JobArea, string>> = {
  pt: {
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
  en: {
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
  es: {
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
};

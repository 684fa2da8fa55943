/**
 * Each page the browser hydrates, by id, as a module of its own: the hydration entry loads only
 * the page it is on. The server renders the same components through the route modules
 * (HydratedPage), which name the id.
 */
export const pages = {
  home: () => import("../pages/home/HomePage"),
  institucional: () => import("../pages/institucional/InstitucionalPage"),
  atuacao: () => import("../pages/atuacao/AtuacaoPage"),
  solucoes: () => import("../pages/solucoes/SolucoesPage"),
  trabalhe: () => import("../pages/trabalhe/TrabalhePage"),
  vaga: () => import("../pages/trabalhe/VacancyPage"),
  "vaga-nao-encontrada": () => import("../pages/trabalhe/VacancyNotFoundPage"),
  alertas: () => import("../pages/trabalhe/AlertsPage"),
  contato: () => import("../pages/contato/ContatoPage"),
  colaborador: () => import("../pages/colaborador/CollaboratorPage"),
  acessibilidade: () => import("../pages/acessibilidade/AccessibilityPage"),
  // The editor's pages, in their own frame (no public chrome: see entry.client.tsx).
  editor: () => import("../editor/EditorPage"),
} as const;

export type PageId = keyof typeof pages;

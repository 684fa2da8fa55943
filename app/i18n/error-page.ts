import type { Lang } from "../../common/i18n/languages";

/** The error page's texts: a 404 (an address no page has) and anything else. */
export const errorPageStrings = {
  pt: {
    title: "Algo deu errado",
    body: "Não foi possível mostrar esta página agora. Tente novamente em alguns instantes.",
    notFoundTitle: "Página não encontrada",
    notFoundBody: "Este endereço não corresponde a nenhuma página do portal.",
    home: "Ir para a página inicial",
  },
  en: {
    title: "Something went wrong",
    body: "We could not show this page right now. Please try again in a moment.",
    notFoundTitle: "Page not found",
    notFoundBody: "This address does not match any page of the portal.",
    home: "Go to the home page",
  },
  es: {
    title: "Algo salió mal",
    body: "No fue posible mostrar esta página ahora. Inténtelo de nuevo en unos instantes.",
    notFoundTitle: "Página no encontrada",
    notFoundBody: "Esta dirección no corresponde a ninguna página del portal.",
    home: "Ir a la página de inicio",
  },
} as const satisfies Record<Lang, Record<string, string>>;

import type { PortalPage } from "../../common/paths";
import type { UiStrings } from "../i18n/ui";

/** The desktop navigation: the five sections (home is left out: the logo leads there). */
export const desktopNavItems = [
  "institucional",
  "atuacao",
  "solucoes",
  "trabalhe",
  "contato",
] as const satisfies readonly PortalPage[];
/** The mobile menu: home first, then the five sections. */
export const mobileNavItems = ["", ...desktopNavItems] as const satisfies readonly PortalPage[];

export function navLabel(ui: UiStrings, page: PortalPage): string {
  return page === "" ? ui.nav.home : page === "colaborador" ? ui.collaborator.title : ui.nav[page];
}

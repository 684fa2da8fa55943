import { IslandPage } from "../site/hydration";
import CollaboratorPage, { type CollaboratorPageProps } from "../pages/colaborador/CollaboratorPage";
import type { LoaderArgs } from "../context";
import { portalPath } from "../../common/paths";
import { uiStrings } from "../i18n/ui";
import { pageMeta } from "../seo-meta";
import type { Seo } from "../seo";

/** A placeholder page for the centre's staff; it has no access control (the site has no login). */
export function loader({ context }: LoaderArgs) {
  const { lang, services } = context;
  const ui = uiStrings[lang];
  const seo: Seo = {
    title: ui.collaborator.title,
    description: ui.collaborator.text,
    path: portalPath("colaborador"),
    lang,
    origin: services.config.publicOrigin,
  };
  return { title: ui.collaborator.title, text: ui.collaborator.text, seo };
}

export const meta = pageMeta;

export default function Route({ loaderData }: CollaboratorPageProps) {
  return <IslandPage id="colaborador" page={CollaboratorPage} props={{ loaderData }} />;
}

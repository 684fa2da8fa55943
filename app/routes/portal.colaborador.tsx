import { IslandPage } from "../site/hydration";
import CollaboratorPage, { type CollaboratorPageProps } from "../pages/colaborador/CollaboratorPage";
import type { LoaderArgs } from "../context";
import { portalPath } from "../../common/paths";
import { uiStrings } from "../i18n/ui";
import { pageMeta } from "../seo-meta";
import type { Seo } from "../seo";
import type { MetaArgs } from "react-router";
import { collaboratorStrings } from "../pages/colaborador/strings";
import "../pages/colaborador/colaborador.css";

/**
 * The centre's staff's page: the spec's title and text, then the editor's door, the editors' guide
 * and the internal contacts. No access control (the site has no login); not in the sitemap, noindex.
 */
export async function loader({ context }: LoaderArgs) {
  const { lang, services } = context;
  const ui = uiStrings[lang];
  const seo: Seo = {
    title: ui.collaborator.title,
    description: ui.collaborator.text,
    path: portalPath("colaborador"),
    lang,
    origin: services.config.publicOrigin,
  };
  return {
    title: ui.collaborator.title,
    text: ui.collaborator.text,
    strings: collaboratorStrings[lang],
    editorHref: "/editor/entrar",
    // Human Resources: the inbox applications go to.
    hrEmail: services.config.APPLICATIONS_INBOX,
    // Information Technology: the content's (content/site.json), beside the public mailboxes. A
    // database seeded before the field existed has none until its content is re-imported or edited:
    // the line is left out rather than showing an empty address.
    itEmail: ((await services.content.site()) as { itEmail?: string }).itEmail ?? null,
    seo,
  };
}

/** The page's tags, and kept out of search engines (it is for the staff). */
export function meta(args: MetaArgs) {
  return [...pageMeta(args), { name: "robots", content: "noindex" }];
}

export default function Route({ loaderData }: CollaboratorPageProps) {
  return <IslandPage id="colaborador" page={CollaboratorPage} props={{ loaderData }} />;
}

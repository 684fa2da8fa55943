import type { LoaderArgs } from "../context";
import { useLoaderData } from "react-router";
import { portalPath } from "../../common/paths";
import { uiStrings } from "../i18n/ui";
import { PageFrame } from "../chrome/PageFrame";
import { pageMeta } from "../seo-meta";
import type { Seo } from "../seo";

/** A placeholder page for the centre's staff; it has no access control (the site has no login). */
export function loader({ context, request }: LoaderArgs) {
  const { lang, services } = context;
  const ui = uiStrings[lang];
  const seo: Seo = {
    title: ui.collaborator.title,
    description: ui.collaborator.text,
    path: portalPath("colaborador"),
    lang,
    origin: services.config.PUBLIC_URL?.replace(/\/+$/, "") ?? new URL(request.url).origin,
  };
  return { title: ui.collaborator.title, text: ui.collaborator.text, seo };
}

export const meta = pageMeta;

export default function CollaboratorPage() {
  const { title, text } = useLoaderData<typeof loader>();
  return (
    <PageFrame pageId="colaborador">
      <section className="page-intro" aria-labelledby="titulo-pagina">
        <div className="container page-intro__inner">
          <h1 id="titulo-pagina" className="page-intro__title">
            {title}
          </h1>
          <p className="page-intro__text">{text}</p>
        </div>
      </section>
    </PageFrame>
  );
}

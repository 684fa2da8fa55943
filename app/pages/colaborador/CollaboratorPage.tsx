import type { DataOf } from "../../site/page-props";
import type { loader } from "../../routes/portal.colaborador";
import { PageFrame } from "../../chrome/PageFrame";

export interface CollaboratorPageProps {
  loaderData: DataOf<typeof loader>;
}

export default function CollaboratorPage({ loaderData }: CollaboratorPageProps) {
  const { title, text } = loaderData;
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

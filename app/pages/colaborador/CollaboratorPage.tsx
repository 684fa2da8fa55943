import type { DataOf } from "../../site/page-props";
import type { loader } from "../../routes/portal.colaborador";
import { PageFrame } from "../../chrome/PageFrame";
import { UiIcon } from "../../components/UiIcon";

export interface CollaboratorPageProps {
  loaderData: DataOf<typeof loader>;
}

/**
 * The staff's page: the spec's title and text, then what a member of staff came for: the way into
 * the editor, the editors' guide in short, and Human Resources' and IT's addresses (issue 35).
 * Not in the sitemap, noindex.
 */
export default function CollaboratorPage({ loaderData }: CollaboratorPageProps) {
  const { title, text, strings, editorHref, hrEmail, itEmail } = loaderData;
  return (
    <PageFrame pageId="colaborador">
      <section className="page-intro" aria-labelledby="titulo-pagina">
        <div className="container page-intro__inner">
          <h1 id="titulo-pagina" className="page-intro__title">
            {title}
          </h1>
          <p className="page-intro__text">{text}</p>
          <p>{strings.lead}</p>
        </div>
      </section>
      <div className="section">
        <div className="container staff-grid">
          <section className="staff-card" aria-labelledby="colaborador-editor">
            <h2 id="colaborador-editor">{strings.editorTitle}</h2>
            <p>{strings.editorText}</p>
            <p>
              <a className="button" href={editorHref}>
                {strings.editorSignIn}
                <UiIcon name="arrow-right" size={18} weight={2.2} />
              </a>
            </p>
          </section>
          <section className="staff-card" aria-labelledby="colaborador-guia">
            <h2 id="colaborador-guia">{strings.guideTitle}</h2>
            <ul>
              {strings.guideItems.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section className="staff-card" aria-labelledby="colaborador-contatos">
            <h2 id="colaborador-contatos">{strings.contactsTitle}</h2>
            <dl className="staff-contacts">
              <div>
                <dt>{strings.hr}</dt>
                <dd>
                  <a href={`mailto:${hrEmail}`}>{hrEmail}</a>
                </dd>
              </div>
              {itEmail && (
                <div>
                  <dt>{strings.it}</dt>
                  <dd>
                    <a href={`mailto:${itEmail}`}>{itEmail}</a>
                  </dd>
                </div>
              )}
            </dl>
          </section>
        </div>
      </div>
    </PageFrame>
  );
}

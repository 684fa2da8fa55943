import type { DataOf } from "../../site/page-props";
import type { loader } from "../../routes/portal.trabalhe.vaga";
import { alertsHref, pageHref } from "../../../common/paths";
import { fill } from "../../../common/i18n/plural";
import { librasAttrs } from "../../accessibility/libras-attrs";
import { PageFrame } from "../../chrome/PageFrame";
import { JsonLd } from "../../components/JsonLd";
import { UiIcon } from "../../components/UiIcon";
import { useUi } from "../../site/site-context";
import { VacancyFacts, VacancyKeyFacts, VacancyTags } from "./VacancyCard";
import { ApplicationForm } from "../../contact/ApplicationForm";
import type { ApplicationFormState } from "../../contact/application-form.server";
import "../../components/controls.css";
import "./trabalhe.css";

export interface VacancyPageProps {
  loaderData: DataOf<typeof loader>;
  /** The application form's answer, after a post without JavaScript. */
  actionData?: ApplicationFormState;
}

export default function VacancyPage({ loaderData, actionData }: VacancyPageProps) {
  const { vacancy, strings, email } = loaderData;
  const { lang } = useUi();
  const o = strings.opening;
  const s = strings.vacancies;
  return (
    <PageFrame pageId="vaga">
      <JsonLd name="jobPosting" />
      <article aria-labelledby="titulo-pagina">
        <header className="page-intro" {...librasAttrs(vacancy.libras, vacancy.title)}>
          <div className="container page-intro__inner">
            <p className="vacancy-page__back">
              <a href={pageHref("trabalhe", lang, "vagas")} className="text-button">
                <UiIcon name="chevron-left" size={18} />
                {o.allOpenings}
              </a>
            </p>
            <h1 id="titulo-pagina" className="page-intro__title">
              {vacancy.title}
            </h1>
            <VacancyTags vacancy={vacancy} strings={strings} />
            <p className="vacancy-page__apply">
              <a className="button" href="#vaga-candidatura">
                {o.apply}
              </a>
            </p>
          </div>
        </header>
        {/* Wide screens: the text and the form in two thirds, a summary beside them that stays in
            view while reading (ADR 0041); narrower, or zoomed in, one column, the summary left out
            (the header and the facts say the same). */}
        <div className="container vacancy-layout">
          <div className="vacancy-layout__main">
            <div className="section">
              <div className="vacancy-page">
                <VacancyFacts vacancy={vacancy} strings={strings} heading="h2" />
                <p className="alerts-invite">
                  <UiIcon name="mail" size={18} />
                  <a href={alertsHref(lang, vacancy.area)}>
                    {fill(s.alertsInviteArea, { area: strings.jobAreas[vacancy.area] })}
                  </a>
                </p>
              </div>
            </div>
            <section className="section vacancy-apply-section" aria-labelledby="vaga-candidatura">
              <div className="vacancy-apply">
                <h2 id="vaga-candidatura" className="section__title">
                  {o.applyTitle}
                </h2>
                {vacancy.selectionSteps.length > 0 ? (
                  <>
                    <h3>{o.selectionTitle}</h3>
                    <ol className="vacancy-apply__steps">
                      {vacancy.selectionSteps.map((step) => (
                        <li key={step}>{step}</li>
                      ))}
                    </ol>
                  </>
                ) : null}
                {vacancy.accommodations ? (
                  <>
                    <h3>{o.accommodationsTitle}</h3>
                    <p>{vacancy.accommodations}</p>
                  </>
                ) : null}
                <ApplicationForm form={actionData ?? loaderData.application} strings={strings} email={email} />
              </div>
            </section>
          </div>
          <aside className="vacancy-summary" aria-labelledby="vaga-resumo-titulo">
            <h2 id="vaga-resumo-titulo" className="vacancy-summary__title">
              {vacancy.title}
            </h2>
            <dl className="vacancy-summary__facts">
              <VacancyKeyFacts vacancy={vacancy} strings={strings} />
            </dl>
            <a className="button vacancy-summary__apply" href="#vaga-candidatura">
              {o.apply}
            </a>
          </aside>
        </div>
      </article>
    </PageFrame>
  );
}

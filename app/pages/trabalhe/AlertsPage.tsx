/**
 * /portal/trabalhe/alertas: what the job alerts are, and the form (every subscribe form posts
 * here, so its answer, the errors or "request received", shows on this page).
 */
import { pageHref } from "../../../common/paths";
import { PageFrame } from "../../chrome/PageFrame";
import { UiIcon } from "../../components/UiIcon";
import { AlertForm } from "../../contact/AlertForm";
import { useUi } from "../../site/site-context";
import type { AlertStrings } from "./alert-strings";
import type { AlertFormState } from "./alerts.server";
import "../../components/controls.css";
import "./trabalhe.css";

export interface AlertsPageProps {
  loaderData: { strings: AlertStrings; form: AlertFormState };
  actionData?: AlertFormState;
}

export default function AlertsPage({ loaderData, actionData }: AlertsPageProps) {
  const { strings } = loaderData;
  const { lang } = useUi();
  return (
    <PageFrame pageId="alertas">
      <section className="page-intro" aria-labelledby="titulo-pagina">
        <div className="container page-intro__inner">
          <p className="vacancy-page__back">
            <a href={pageHref("trabalhe", lang, "vagas")} className="text-button">
              <UiIcon name="chevron-left" size={18} />
              {strings.backToOpenings}
            </a>
          </p>
          <h1 id="titulo-pagina" className="page-intro__title">
            {strings.pageTitle}
          </h1>
          <p>{strings.pageIntro}</p>
        </div>
      </section>
      <div className="section">
        <div className="container">
          <div className="alerts-page">
            <AlertForm form={actionData ?? loaderData.form} strings={strings} headingId="titulo-pagina" />
          </div>
        </div>
      </div>
    </PageFrame>
  );
}

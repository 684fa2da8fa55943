/**
 * "Receive new openings by e-mail": the job-alert form as a section of /portal/trabalhe and of
 * each opening's page (with its area ticked). Server HTML, a plain form: it posts to the alerts
 * page, which shows the answer.
 */
import { AlertForm } from "../../contact/AlertForm";
import type { AlertStrings } from "./alert-strings";
import type { AlertFormState } from "./alerts.server";

export interface AlertsSectionData {
  strings: AlertStrings;
  form: AlertFormState;
}

export function AlertsSection({ alerts, grey = false }: { alerts: AlertsSectionData; grey?: boolean }) {
  const { strings } = alerts;
  return (
    <section className={`section${grey ? " section--grey" : ""} alerts-section`} id="alertas" aria-labelledby="alertas-titulo">
      <div className="container">
        <div className="alerts-section__inner">
          <h2 id="alertas-titulo" className="section__title">
            {strings.sectionTitle}
          </h2>
          <p>{strings.sectionText}</p>
          <AlertForm form={alerts.form} strings={strings} headingId="alertas-titulo" />
        </div>
      </div>
    </section>
  );
}

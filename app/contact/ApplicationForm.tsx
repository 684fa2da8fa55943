/**
 * The application form on an opening's page (issue 25): a plain multipart form posted to the page
 * itself, read and judged on the server, so it works the same with and without JavaScript. Errors
 * follow the contact form's pattern (GOV.UK): a summary that takes focus when the answer loads and
 * links to each field, and each field's message tied to it by aria-describedby.
 */
import { ErrorSummary } from "./ErrorSummary";
import { applicationFields, CONSENT_VALUE, CV_FIELD, type ApplicationField } from "../../common/applications/schema";
import { fill } from "../../common/i18n/plural";
import type { ApplicationFormState } from "./application-form.server";
import type { TrabalheStrings } from "../pages/trabalhe/strings";
import "./contact-form.css";
import { Island } from "../site/islands";
import { CvField } from "./CvField";

const ids: Record<ApplicationField, string> = {
  name: "candidatura-nome",
  email: "candidatura-email",
  phone: "candidatura-telefone",
  cv: "candidatura-curriculo",
  message: "candidatura-mensagem",
  accommodations: "candidatura-adaptacoes",
  consent: "candidatura-consentimento",
};

export function ApplicationForm({
  form,
  strings,
  email,
}: {
  form: ApplicationFormState;
  strings: TrabalheStrings;
  email: string;
}) {
  const ui = strings.application;
  const { errors } = form;
  const label: Record<ApplicationField, string> = {
    name: ui.name,
    email: ui.email,
    phone: ui.phone,
    cv: ui.cv,
    message: ui.message,
    accommodations: ui.accommodations,
    consent: ui.consent,
  };
  const hint: Partial<Record<ApplicationField, string>> = {
    email: ui.emailHint,
    phone: ui.phoneHint,
    cv: ui.cvHint,
    message: ui.messageHint,
    accommodations: ui.accommodationsHint,
  };
  const invalid = (field: ApplicationField) => Boolean(errors[field]?.length);
  const describedBy = (field: ApplicationField) =>
    [hint[field] ? `${ids[field]}-dica` : "", invalid(field) ? `${ids[field]}-erro` : ""].filter(Boolean).join(" ") || undefined;
  const errorFor = (field: ApplicationField) =>
    invalid(field) ? (
      <p id={`${ids[field]}-erro`} className="field__error">
        {errors[field]!.map((code) => form.errorTexts[code]).join(" ")}
      </p>
    ) : null;
  const hintFor = (field: ApplicationField) =>
    hint[field] ? (
      <p id={`${ids[field]}-dica`} className="field__hint">
        {hint[field]}
      </p>
    ) : null;
  const optional = <span className="field__optional">{ui.optional}</span>;
  const fieldClass = (field: ApplicationField) => `field${invalid(field) ? " field--error" : ""}`;
  const textField = (field: "name" | "email" | "phone", type: string, autoComplete: string, required: boolean) => (
    <div className={fieldClass(field)}>
      <label className="field__label" htmlFor={ids[field]}>
        {label[field]} {required ? null : optional}
      </label>
      {hintFor(field)}
      {errorFor(field)}
      <input
        id={ids[field]}
        name={field}
        type={type}
        className="field__input"
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={invalid(field) || undefined}
        aria-describedby={describedBy(field)}
        defaultValue={form.values[field]}
      />
    </div>
  );
  const textArea = (field: "message" | "accommodations") => (
    <div className={fieldClass(field)}>
      <label className="field__label" htmlFor={ids[field]}>
        {label[field]} {optional}
      </label>
      {hintFor(field)}
      {errorFor(field)}
      <textarea
        id={ids[field]}
        name={field}
        className="field__input field__textarea"
        rows={field === "message" ? 6 : 3}
        aria-invalid={invalid(field) || undefined}
        aria-describedby={describedBy(field)}
        defaultValue={form.values[field]}
      />
    </div>
  );

  if (form.status === "sent") {
    return (
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the server's answer to a sent application: the news comes first
      <div className="sent-message application-sent" role="status" tabIndex={-1} autoFocus>
        <p className="sent-message__title">{ui.sentTitle}</p>
        <p className="sent-message__detail">{fill(ui.sentDetail, { email: form.sentTo ?? "" })}</p>
      </div>
    );
  }

  const hasErrors = applicationFields.some(invalid);
  return (
    <div className="application-form">
      <h3 id="candidatura-titulo">{ui.title}</h3>
      <p className="contact-form__note">{ui.requiredNote}</p>
      {hasErrors || form.formError ? (
        <ErrorSummary
          titleId="candidatura-resumo-titulo"
          titleAs="h4"
          title={ui.summaryTitle}
          text={form.formError ? form.requestTexts[form.formError] : null}
          items={applicationFields.flatMap((field) =>
            (errors[field] ?? []).map((code) => ({
              fieldId: ids[field],
              text: field === "consent" ? form.errorTexts[code] : `${label[field]}: ${form.errorTexts[code]}`,
            })),
          )}
        />
      ) : null}
      <form
        className="contact-form__form"
        method="post"
        encType="multipart/form-data"
        action={form.action}
        noValidate
        aria-labelledby="candidatura-titulo"
      >
        {/* First in the form, so the server reads them before the file. */}
        <input type="hidden" name="_xsrf" value={form.xsrfToken} />
        <input type="hidden" name="idempotencyKey" value={form.idempotencyKey} />
        <div className="contact-form__hp">
          <label htmlFor="candidatura-website">{ui.honeypot}</label>
          <input id="candidatura-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        {textField("name", "text", "name", true)}
        {textField("email", "email", "email", true)}
        {textField("phone", "tel", "tel", false)}
        <div className={fieldClass("cv")}>
          <label className="field__label" htmlFor={ids.cv}>
            {label.cv}
          </label>
          {hintFor("cv")}
          {errorFor("cv")}
          {/* The site's one file field: native in this page's server HTML, in the page's language once
              its island wakes (near the screen, so the page loads no script for it). */}
          <Island
            id="cv-field"
            component={CvField}
            props={{
              id: ids.cv,
              name: CV_FIELD,
              accept: "application/pdf,.pdf",
              invalid: invalid("cv"),
              describedBy: describedBy("cv"),
              button: ui.cvButton,
              none: ui.cvNone,
            }}
            wake="visible"
          />
        </div>
        {textArea("message")}
        {textArea("accommodations")}
        <div className="privacy-note">
          <h4 className="privacy-note__title">{ui.consentTitle}</h4>
          <p>{fill(ui.consentText, { days: form.retentionDays })}</p>
        </div>
        <div className={`${fieldClass("consent")} field--check`}>
          {errorFor("consent")}
          <input
            className="field__checkbox"
            id={ids.consent}
            name="consent"
            type="checkbox"
            value={CONSENT_VALUE}
            aria-required
            aria-invalid={invalid("consent") || undefined}
            aria-describedby={invalid("consent") ? `${ids.consent}-erro` : undefined}
          />
          <label htmlFor={ids.consent}>{label.consent}</label>
        </div>
        <div className="contact-form__actions">
          <button type="submit" className="button">
            {ui.submit}
          </button>
        </div>
      </form>
      <p className="application-form__email">
        {ui.orEmail.split("{email}")[0]}
        <a href={`mailto:${email}`}>{email}</a>
        {ui.orEmail.split("{email}")[1]}
      </p>
    </div>
  );
}

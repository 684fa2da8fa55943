/**
 * The job-alert form (issue 25): e-mail, areas, the e-mails' language and the LGPD consent. A
 * plain form posted to /portal/trabalhe/alertas, so it works without JavaScript and is the same
 * on /portal/trabalhe, each opening's page and the alerts page. Errors follow the contact form's
 * pattern: a summary that takes focus and links to each field, each message tied to its field.
 * The manage page reuses its areas and language choices.
 */
import { ErrorSummary } from "./ErrorSummary";
import { fill } from "../../common/i18n/plural";
import { alertFields, type AlertErrors, type AlertField } from "../../common/alerts/schema";
import type { AlertFormState } from "../pages/trabalhe/alerts.server";
import type { AlertStrings } from "../pages/trabalhe/alert-strings";
import "./contact-form.css";

const ids: Record<AlertField, string> = {
  email: "alerta-email",
  areas: "alerta-areas",
  lang: "alerta-idioma",
  consent: "alerta-consentimento",
};

function ErrorText({ field, errors, texts }: { field: AlertField; errors: AlertErrors; texts: AlertFormState["errorTexts"] }) {
  const codes = errors[field];
  if (!codes?.length) return null;
  return (
    <p id={`${ids[field]}-erro`} className="field__error">
      {codes.map((code) => texts[code]).join(" ")}
    </p>
  );
}

/** The areas as checkboxes in a fieldset: its legend names the group, its error is tied to it. */
export function AreaChoices({ form, errors, strings }: { form: AlertFormState; errors: AlertErrors; strings: AlertStrings }) {
  const invalid = Boolean(errors.areas?.length);
  return (
    <fieldset
      className={`field alert-areas${invalid ? " field--error" : ""}`}
      id={ids.areas}
      tabIndex={-1}
      aria-describedby={[`${ids.areas}-dica`, invalid ? `${ids.areas}-erro` : ""].filter(Boolean).join(" ")}
    >
      <legend className="field__label">{strings.areas}</legend>
      <p id={`${ids.areas}-dica`} className="field__hint">
        {strings.areasHint}
      </p>
      <ErrorText field="areas" errors={errors} texts={form.errorTexts} />
      <ul className="alert-areas__list">
        {form.areaOptions.map((area) => (
          <li key={area.id} className="alert-areas__item">
            <input
              className="field__checkbox"
              type="checkbox"
              id={`alerta-area-${area.id}`}
              name="areas"
              value={area.id}
              defaultChecked={form.values.areas.includes(area.id)}
            />
            <label htmlFor={`alerta-area-${area.id}`}>{area.label}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The e-mails' language: each name in its own language, the page's chosen by default. */
export function LangChoice({ form, errors, strings }: { form: AlertFormState; errors: AlertErrors; strings: AlertStrings }) {
  const invalid = Boolean(errors.lang?.length);
  return (
    <div className={`field${invalid ? " field--error" : ""}`}>
      <label className="field__label" htmlFor={ids.lang}>
        {strings.lang}
      </label>
      <ErrorText field="lang" errors={errors} texts={form.errorTexts} />
      <select
        id={ids.lang}
        name="lang"
        className="field__input alert-lang"
        defaultValue={form.values.lang}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${ids.lang}-erro` : undefined}
      >
        {form.langOptions.map((l) => (
          <option key={l.code} value={l.code} lang={l.htmlLang}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function AlertForm({
  form,
  strings,
  headingId,
  heading,
}: {
  form: AlertFormState;
  strings: AlertStrings;
  /** The id of the heading that names the form (the section's, or the page's). */
  headingId: string;
  /** A heading of the form's own, when the page does not give one. */
  heading?: React.ReactNode;
}) {
  const { errors } = form;
  if (form.status === "sent") {
    return (
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the server's answer to a request: the news comes first
      <div className="sent-message alert-sent" role="status" tabIndex={-1} autoFocus>
        <p className="sent-message__title">{strings.sentTitle}</p>
        <p className="sent-message__detail">{fill(strings.sentDetail, { hours: form.linkHours })}</p>
      </div>
    );
  }
  const label: Record<AlertField, string> = {
    email: strings.email,
    areas: strings.areas,
    lang: strings.lang,
    consent: strings.consent,
  };
  const invalid = (field: AlertField) => Boolean(errors[field]?.length);
  const summary = alertFields.flatMap((field) =>
    (errors[field] ?? []).map((code) => ({
      fieldId: field === "areas" ? `alerta-area-${form.areaOptions[0]!.id}` : ids[field],
      text: field === "consent" ? form.errorTexts[code] : `${label[field]}: ${form.errorTexts[code]}`,
    })),
  );
  return (
    <div className="alert-form">
      {heading}
      {summary.length || form.refusal ? (
        <ErrorSummary titleId="alerta-resumo-titulo" title={strings.summaryTitle} text={form.refusal} items={summary} />
      ) : null}
      <form className="contact-form__form" method="post" action={form.action} noValidate aria-labelledby={headingId}>
        <p className="contact-form__note">{strings.requiredNote}</p>
        <div className={`field${invalid("email") ? " field--error" : ""}`}>
          <label className="field__label" htmlFor={ids.email}>
            {strings.email}
          </label>
          <p id={`${ids.email}-dica`} className="field__hint">
            {strings.emailHint}
          </p>
          <ErrorText field="email" errors={errors} texts={form.errorTexts} />
          <input
            id={ids.email}
            name="email"
            type="email"
            className="field__input"
            autoComplete="email"
            spellCheck={false}
            aria-required
            aria-invalid={invalid("email") || undefined}
            aria-describedby={[`${ids.email}-dica`, invalid("email") ? `${ids.email}-erro` : ""].filter(Boolean).join(" ")}
            defaultValue={form.values.email}
          />
        </div>
        <AreaChoices form={form} errors={errors} strings={strings} />
        <LangChoice form={form} errors={errors} strings={strings} />
        <div className="privacy-note">
          <p className="privacy-note__title">{strings.consentTitle}</p>
          <p>{fill(strings.consentText, { days: form.pendingDays })}</p>
        </div>
        <div className={`field field--check${invalid("consent") ? " field--error" : ""}`}>
          <ErrorText field="consent" errors={errors} texts={form.errorTexts} />
          <input
            className="field__checkbox"
            id={ids.consent}
            name="consent"
            type="checkbox"
            value={form.consentValue}
            aria-required
            aria-invalid={invalid("consent") || undefined}
            aria-describedby={invalid("consent") ? `${ids.consent}-erro` : undefined}
          />
          <label htmlFor={ids.consent}>{strings.consent}</label>
        </div>
        <div className="contact-form__actions">
          <button type="submit" className="button">
            {strings.submit}
          </button>
        </div>
      </form>
    </div>
  );
}

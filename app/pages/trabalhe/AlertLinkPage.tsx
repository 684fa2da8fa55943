/**
 * The pages a job alert's links open: /portal/trabalhe/alertas/confirmar (the confirmation's
 * button) and /portal/trabalhe/alertas/gerenciar (change the areas and language, or leave). Each
 * state says what happened in a status or a refusal that takes focus when it is the server's
 * answer to a post, and leads on (to the manage page, to the form).
 */
import { fill } from "../../../common/i18n/plural";
import { alertsHref, pageHref } from "../../../common/paths";
import { PageFrame } from "../../chrome/PageFrame";
import { AreaChoices, LangChoice } from "../../contact/AlertForm";
import { ErrorSummary } from "../../contact/ErrorSummary";
import { useUi } from "../../site/site-context";
import type { AlertStrings } from "./alert-strings";
import type { AlertLinkState } from "./alerts.server";
import "../../components/controls.css";
import "./trabalhe.css";

export interface AlertLinkPageProps {
  loaderData: { strings: AlertStrings; state: AlertLinkState };
  actionData?: { strings: AlertStrings; state: AlertLinkState };
}

const titleOf = (s: AlertStrings, state: AlertLinkState) =>
  ({
    refused: s.refusalTitle,
    confirm: s.confirmTitle,
    confirmed: s.confirmedTitle,
    manage: s.manageTitle,
    left: s.leftTitle,
  })[state.kind];

export default function AlertLinkPage({ loaderData, actionData }: AlertLinkPageProps) {
  const { strings: s } = loaderData;
  const state = (actionData ?? loaderData).state;
  const { lang } = useUi();
  const answered = Boolean(actionData);
  return (
    <PageFrame pageId="alertas">
      <section className="page-intro" aria-labelledby="titulo-pagina">
        <div className="container page-intro__inner">
          <h1 id="titulo-pagina" className="page-intro__title">
            {titleOf(s, state)}
          </h1>
        </div>
      </section>
      <div className="section">
        <div className="container">
          <div className="alerts-page">
            <Body state={state} s={s} lang={lang} answered={answered} />
          </div>
        </div>
      </div>
    </PageFrame>
  );
}

function Body({
  state,
  s,
  lang,
  answered,
}: {
  state: AlertLinkState;
  s: AlertStrings;
  lang: "pt" | "en" | "es";
  answered: boolean;
}) {
  const askAgain = (
    <p>
      <a className="button" href={alertsHref(lang)}>
        {s.askAgain}
      </a>
    </p>
  );
  switch (state.kind) {
    case "refused":
      return (
        <>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the refusal is the page's news */}
          <p className="alert-refusal" role="alert" tabIndex={-1} autoFocus={answered}>
            {state.refusal}
          </p>
          {askAgain}
        </>
      );
    case "confirm":
      return (
        <>
          <p>{fill(s.confirmText, { email: state.view.email, lang: state.view.langName })}</p>
          <ul>
            {state.view.areaLabels.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
          <form method="post" action={state.action}>
            <input type="hidden" name="t" value={state.link.t} />
            <input type="hidden" name="e" value={state.link.e} />
            <input type="hidden" name="s" value={state.link.s} />
            <button type="submit" className="button">
              {s.confirmButton}
            </button>
          </form>
        </>
      );
    case "confirmed":
      return (
        <>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the server's answer to the button: the news comes first */}
          <div className="sent-message" role="status" tabIndex={-1} autoFocus={answered}>
            <p className="sent-message__detail">{s.confirmedText}</p>
          </div>
          {state.manageHref ? (
            <p>
              <a href={state.manageHref}>{s.manageLink}</a>
            </p>
          ) : null}
          <p>
            <a href={pageHref("trabalhe", lang, "vagas")}>{s.backToOpenings}</a>
          </p>
        </>
      );
    case "left":
      return (
        <>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the server's answer to the button: the news comes first */}
          <div className="sent-message" role="status" tabIndex={-1} autoFocus>
            <p className="sent-message__detail">{s.leftText}</p>
          </div>
          {askAgain}
        </>
      );
    case "manage": {
      const items = (["areas", "lang"] as const).flatMap((field) =>
        (state.errors[field] ?? []).map((code) => ({
          fieldId: field === "areas" ? `alerta-area-${state.form.areaOptions[0]!.id}` : "alerta-idioma",
          text: `${field === "areas" ? s.areas : s.lang}: ${state.form.errorTexts[code]}`,
        })),
      );
      return (
        <>
          {items.length ? <ErrorSummary titleId="alerta-resumo-titulo" title={s.summaryTitle} items={items} /> : null}
          {state.saved ? (
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the server's answer to the button: the news comes first
            <div className="sent-message" role="status" tabIndex={-1} autoFocus>
              <p className="sent-message__title">{s.savedTitle}</p>
              <p className="sent-message__detail">{s.savedText}</p>
            </div>
          ) : null}
          <p>{fill(s.manageText, { email: state.view.email })}</p>
          {state.pending ? <p>{s.pendingNote}</p> : null}
          <form className="contact-form__form" method="post" action={state.action} aria-labelledby="titulo-pagina">
            <input type="hidden" name="t" value={state.link.t} />
            <input type="hidden" name="s" value={state.link.s} />
            <AreaChoices form={state.form} errors={state.errors} strings={s} />
            <LangChoice form={state.form} errors={state.errors} strings={s} />
            <div className="contact-form__actions">
              <button type="submit" className="button" name="acao" value="salvar">
                {s.save}
              </button>
            </div>
          </form>
          <section className="alert-leave" aria-labelledby="alerta-sair-titulo">
            <h2 id="alerta-sair-titulo">{s.leaveTitle}</h2>
            <p>{s.leaveText}</p>
            <form method="post" action={state.action}>
              <input type="hidden" name="t" value={state.link.t} />
              <input type="hidden" name="s" value={state.link.s} />
              <button type="submit" className="button button--secondary" name="acao" value="sair">
                {s.leaveButton}
              </button>
            </form>
          </section>
        </>
      );
    }
  }
}

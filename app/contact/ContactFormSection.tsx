/**
 * The contact form: name, e-mail and subject required; message and JPEG/MP4 files optional.
 * Without JavaScript it is a plain multipart form posted to this page's action. With JavaScript
 * the same form is validated in the browser with the shared schema, sent to POST /api/contact/
 * with upload progress, and reports through the header's notification banner. Errors follow the
 * GOV.UK pattern: a summary that takes focus and links to each field, and each field's message linked by aria-describedby with a hidden prefix.
 */
import { ErrorSummary } from "./ErrorSummary";
import { useEffect, useRef, useState } from "react";
import { CONTACT_LIMITS, requiredFieldMissing, type ContactErrorCode, type FieldErrors } from "../../common/contact/limits";
import type { ContactRequestError } from "../../common/contact/messages";
import type * as ContactSchema from "../../common/contact/schema";
import { notify } from "../chrome/notify";
import { useHydrated } from "../components/use-hydrated";
import { readCookie } from "../../common/http/cookies";
import { xsrfCookieName, xsrfHeaderName } from "../http/client";
import type { ContactFormState } from "./contact-form.server";
import "./contact-form.css";
import { FileField } from "./FileField";

type TextField = "name" | "email" | "subject" | "message";
const ids: Record<TextField | "attachments", string> = {
  name: "contato-nome",
  email: "contato-email",
  subject: "contato-assunto",
  message: "contato-mensagem",
  attachments: "contato-arquivos",
};
const fieldOrder = ["name", "email", "subject", "message", "attachments"] as const;

function newKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

const currentXsrfToken = () => readCookie(document.cookie, xsrfCookieName);

function formatBytes(bytes: number, lang: string): string {
  const mb = bytes / 1_000_000;
  const locale = lang === "en" ? "en-US" : lang === "es" ? "es-ES" : "pt-BR";
  return mb >= 1
    ? `${mb.toLocaleString(locale, { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1000)).toLocaleString(locale)} kB`;
}

interface SendResult {
  status: number;
  body: { success?: boolean; error?: ContactRequestError; codes?: FieldErrors } | null;
}

function send(url: string, body: FormData, headers: Record<string, string>, onProgress: (p: number) => void) {
  return new Promise<SendResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.response as SendResult["body"] });
    xhr.onerror = () => reject(new Error("network"));
    xhr.onabort = () => reject(new Error("aborted"));
    xhr.send(body);
  });
}

/**
 * The form's schema (zod) is not part of any page's first load: it is asked for on the form's first
 * focus (or a file chosen, or a submit), and awaited where it is used (docs/decisions/0046).
 */
let schemaModule: Promise<typeof ContactSchema> | undefined;
function loadSchema() {
  schemaModule ??= import("../../common/contact/schema");
  schemaModule.catch(() => (schemaModule = undefined));
  return schemaModule;
}

export function ContactFormSection({ data }: { data: ContactFormState }) {
  const { ui, errorTexts, requestTexts, lang } = data;
  const [errors, setErrors] = useState<FieldErrors>(data.errors);
  const [incomplete, setIncomplete] = useState(data.incomplete);
  const [status, setStatus] = useState(data.status);
  const [formError, setFormError] = useState<ContactRequestError | null>(data.formError);
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [key, setKey] = useState(data.idempotencyKey);
  // False while server-rendering and hydrating, true once the script runs.
  const enhanced = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const focusTimer = useRef<number | undefined>(undefined);
  const [summaryVersion, setSummaryVersion] = useState(0);

  // A new answer from the server replaces the form's state (adjusting state while rendering).
  const [answered, setAnswered] = useState(data);
  if (answered !== data) {
    setAnswered(data);
    setErrors(data.errors);
    setIncomplete(data.incomplete);
    setStatus(data.status);
    setFormError(data.formError);
    setKey(data.idempotencyKey);
  }
  useEffect(() => () => window.clearTimeout(focusTimer.current), []);

  // The summary takes focus when it appears after a failed submit: at once, or after 1 s when a
  // required field is empty ('the form must be filled in before it is sent' is then its title).
  useEffect(() => {
    if (!summaryVersion) return;
    window.clearTimeout(focusTimer.current);
    focusTimer.current = window.setTimeout(() => summaryRef.current?.focus(), incomplete ? 1000 : 0);
  }, [summaryVersion, incomplete]);

  const hasErrors = fieldOrder.some((f) => errors[f]?.length);
  const showSummary = hasErrors || (status === "failed" && formError);

  const srText = (field: (typeof fieldOrder)[number], code: ContactErrorCode): string => {
    if (code === "required" && field === "name") return ui.srNameRequired;
    if (code === "required" && field === "email") return ui.srEmailRequired;
    if (code === "invalid_email") return ui.srEmailInvalid;
    if (code === "required" && field === "subject") return ui.srSubjectRequired;
    const label = field === "attachments" ? ui.files : ui[field];
    return `${label}: ${errorTexts[code]}`;
  };

  async function addFiles(chosen: File[]) {
    const { validateContact } = await loadSchema();
    const problems: ContactErrorCode[] = [];
    const accepted: File[] = [];
    for (const file of chosen) {
      const check = validateContact({
        name: "x",
        email: "x@x.xx",
        subject: "x",
        attachments: [{ filename: file.name, type: file.type || null, size: file.size }],
      });
      if (check.ok) accepted.push(file);
      else for (const code of check.errors.attachments ?? []) if (!problems.includes(code)) problems.push(code);
    }
    const next = [...files, ...accepted];
    if (next.length > CONTACT_LIMITS.maxFiles) problems.push("too_many_files");
    setFiles(next.slice(0, CONTACT_LIMITS.maxFiles));
    setErrors((e) => ({ ...e, attachments: problems.length ? problems : undefined }));
    if (status === "sent") setStatus("idle");
  }

  function onFilesChosen(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = "";
    void addFiles(chosen);
  }

  // Files chosen before the page hydrated are in the (native) input, not in the list the
  // enhanced form sends: adopt them once it is enhanced, as if chosen now.
  useEffect(() => {
    // Focus came in before the island woke (its first touch): the schema is asked for now.
    if (enhanced && formRef.current?.contains(document.activeElement)) void loadSchema().catch(() => {});
    const input = fileInput.current;
    if (!enhanced || !input?.files?.length) return;
    const chosen = Array.from(input.files);
    input.value = "";
    void addFiles(chosen);
    // Only when the form becomes enhanced.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enhanced]);

  function removeFile(index: number) {
    setFiles((list) => list.filter((_, i) => i !== index));
    setErrors((e) => ({ ...e, attachments: undefined }));
    fileInput.current?.focus();
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const body = new FormData(form);
    const { validateContact } = await loadSchema();
    const text = (name: string) => String(body.get(name) ?? "");
    const checked = validateContact({
      name: text("name"),
      email: text("email"),
      subject: text("subject"),
      message: text("message"),
      attachments: files.map((f) => ({ filename: f.name, type: f.type || null, size: f.size })),
    });
    setFormError(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      setIncomplete(requiredFieldMissing(checked.errors));
      setStatus("invalid");
      setSummaryVersion((v) => v + 1);
      return;
    }
    setErrors({});
    setIncomplete(false);
    setStatus("idle");
    body.delete("attachments");
    for (const file of files) body.append("attachments", file, file.name);

    setSending(true);
    setProgress(0);
    notify("informacao");
    try {
      // XMLHttpRequest rather than the shared fetch client (app/http/client.ts): only it reports
      // upload progress. The conventions are the same: the XSRF cookie goes back as the header.
      const headers = (token: string) => ({ [xsrfHeaderName]: token, "Idempotency-Key": key, Accept: "application/json" });
      let token = currentXsrfToken() ?? data.xsrfToken;
      let result = await send(data.api, body, headers(token), setProgress);
      // The token had expired: the answer carries a fresh cookie; try once more with it.
      if (result.status === 403 && result.body?.error === "xsrf_failed") {
        token = currentXsrfToken() ?? token;
        result = await send(data.api, body, headers(token), setProgress);
      }
      if (result.status === 201 && result.body?.success) {
        form.reset();
        setFiles([]);
        setKey(newKey());
        setStatus("sent");
        notify("sucesso");
        return;
      }
      notify("erro");
      const codes = result.body?.codes;
      // A refused limit (too many files, a file too large) also names its field: show it there too.
      if (codes) {
        setErrors(codes);
        setIncomplete(requiredFieldMissing(codes));
      }
      if (result.body?.error === "validation_failed" && codes) {
        setStatus("invalid");
      } else {
        // A proxy may answer before the app does (an HTML 413 or 429): still say what happened.
        const fallback = result.status === 413 ? "body_too_large" : result.status === 429 ? "rate_limited" : "server_error";
        setFormError(result.body?.error ?? fallback);
        setStatus("failed");
      }
      setSummaryVersion((v) => v + 1);
    } catch {
      notify("erro");
      setFormError("server_error");
      setStatus("failed");
      setSummaryVersion((v) => v + 1);
    } finally {
      setSending(false);
      setProgress(null);
    }
  }

  const describedBy = (field: (typeof fieldOrder)[number], hint?: boolean) =>
    [hint ? `${ids[field]}-dica` : null, errors[field]?.length ? `${ids[field]}-erro` : null].filter(Boolean).join(" ") ||
    undefined;

  const errorFor = (field: (typeof fieldOrder)[number]) =>
    errors[field]?.length ? (
      <p id={`${ids[field]}-erro`} className="field__error">
        <span className="visually-hidden">{ui.errorPrefix} </span>
        {errors[field]!.map((c) => errorTexts[c]).join(" ")}
      </p>
    ) : null;

  const textInput = (field: Exclude<TextField, "message">, type: string, autoComplete: string, hint?: string) => (
    <div className={`field${errors[field]?.length ? " field--error" : ""}`}>
      <label className="field__label" htmlFor={ids[field]}>
        {ui[field]}
      </label>
      {hint ? (
        <p id={`${ids[field]}-dica`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {errorFor(field)}
      <input
        id={ids[field]}
        name={field}
        type={type}
        className="field__input"
        autoComplete={autoComplete}
        spellCheck={field === "email" ? false : undefined}
        required
        aria-invalid={errors[field]?.length ? true : undefined}
        aria-describedby={describedBy(field, Boolean(hint))}
        defaultValue={data.values[field]}
        maxLength={
          field === "name"
            ? CONTACT_LIMITS.nameChars
            : field === "email"
              ? CONTACT_LIMITS.emailChars
              : CONTACT_LIMITS.subjectChars
        }
      />
    </div>
  );

  return (
    <section className="section contact-form" id="formulario-contato" aria-labelledby="contato-form-titulo">
      <div className="container">
        <div className="contact-form__inner">
          <h2 id="contato-form-titulo" className="section__title">
            {ui.title}
          </h2>
          <p className="contact-form__note">{ui.requiredNote}</p>

          {showSummary ? (
            <ErrorSummary
              key={summaryVersion}
              summaryRef={summaryRef}
              titleId="contato-resumo-titulo"
              titleAs="h3"
              title={incomplete ? ui.incomplete : ui.summaryTitle}
              text={formError ? requestTexts[formError] : null}
              // Without JavaScript the answered page focuses the summary as it loads (GOV.UK pattern).
              focusOnLoad={!enhanced}
              items={fieldOrder.flatMap((field) =>
                (errors[field] ?? []).map((code) => ({ fieldId: ids[field], text: srText(field, code) })),
              )}
            />
          ) : null}

          <form
            ref={formRef}
            className="contact-form__form"
            method="post"
            encType="multipart/form-data"
            action={data.action}
            noValidate
            onSubmit={onSubmit}
            onFocus={() => void loadSchema().catch(() => {})}
            aria-labelledby="contato-form-titulo"
            data-enhanced={enhanced ? "true" : undefined}
          >
            {/* First in the form, so the server reads them before any file. */}
            <input type="hidden" name="_xsrf" value={data.xsrfToken} />
            <input type="hidden" name="idempotencyKey" value={key} />
            <div className="contact-form__hp">
              <label htmlFor="contato-website">{ui.honeypot}</label>
              <input id="contato-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>

            {textInput("name", "text", "name")}
            {textInput("email", "email", "email", ui.emailHint)}
            {textInput("subject", "text", "off")}

            <div className={`field${errors.message?.length ? " field--error" : ""}`}>
              <label className="field__label" htmlFor={ids.message}>
                {ui.message} <span className="field__optional">{ui.optional}</span>
              </label>
              {errorFor("message")}
              <textarea
                id={ids.message}
                name="message"
                className="field__input field__textarea"
                rows={6}
                maxLength={CONTACT_LIMITS.messageChars}
                aria-invalid={errors.message?.length ? true : undefined}
                aria-describedby={describedBy("message")}
                defaultValue={data.values.message}
              />
            </div>

            <div className={`field${errors.attachments?.length ? " field--error" : ""}`}>
              <label className="field__label" htmlFor={ids.attachments}>
                {ui.files} <span className="field__optional">{ui.optional}</span>
              </label>
              <p id={`${ids.attachments}-dica`} className="field__hint">
                {ui.filesHint}
              </p>
              {errorFor("attachments")}
              {/* The site's one file field (FileField): in the page's language with JavaScript. */}
              <FileField
                inputRef={fileInput}
                id={ids.attachments}
                name="attachments"
                accept="image/jpeg,video/mp4,.jpg,.jpeg,.mp4"
                multiple
                invalid={Boolean(errors.attachments?.length)}
                describedBy={describedBy("attachments", true)}
                enhanced={enhanced}
                button={ui.chooseFiles}
                status={files.length ? `${ui.chosenFiles}: ${files.length}` : ui.noFiles}
                onChange={enhanced ? onFilesChosen : undefined}
              />
              {files.length ? (
                <div className="chosen-files">
                  <h3 className="chosen-files__title" id="contato-escolhidos">
                    {ui.chosenFiles}
                  </h3>
                  <ul className="chosen-files__list" aria-labelledby="contato-escolhidos">
                    {files.map((file, index) => (
                      <li key={`${file.name}-${index}`} className="chosen-files__item">
                        <span className="chosen-files__name">{file.name}</span>
                        <span className="chosen-files__size">{formatBytes(file.size, lang)}</span>
                        <button
                          type="button"
                          className="chosen-files__remove"
                          onClick={() => removeFile(index)}
                          aria-label={`${ui.remove} ${file.name}`}
                        >
                          {ui.remove}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>

            <div className="privacy-note">
              <h3 className="privacy-note__title">{ui.privacyTitle}</h3>
              <p>{ui.privacyText.replace("{days}", String(data.retentionDays))}</p>
            </div>

            <div className="contact-form__actions">
              <button type="submit" className="button contact-form__submit" aria-disabled={sending ? true : undefined}>
                {sending ? ui.sending : ui.submit}
              </button>
              {progress !== null ? (
                <div className="upload-progress">
                  <label htmlFor="contato-progresso">{ui.progress}</label>
                  <progress id="contato-progresso" max={100} value={progress}>
                    {progress}%
                  </progress>
                  <span aria-hidden="true">{progress}%</span>
                </div>
              ) : null}
            </div>
            <div className="contact-form__status" role="status">
              {status === "sent" ? (
                <div
                  className="sent-message"
                  tabIndex={-1}
                  // eslint-disable-next-line jsx-a11y/no-autofocus -- only on the server's answer to a successful send
                  autoFocus={!enhanced}
                >
                  <p className="sent-message__title">{requestTexts.sent}</p>
                  <p className="sent-message__detail">{ui.sentDetail}</p>
                </div>
              ) : null}
            </div>
          </form>
        </div>
      </div>
    </section>
  );
}

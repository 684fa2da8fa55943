/**
 * Loader data and action of the contact form on /portal/contato. The action is the form's
 * no-JavaScript path: a plain multipart POST, answered with the same page showing the field
 * errors (400, 403, 413, 429) or the success, in the visitor's language. Both paths go through
 * services.contact.intake, like the API.
 */
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { randomUUID } from "node:crypto";
import { data } from "react-router";
import type { ActionArgs, LoaderArgs } from "../context";
import type { Lang } from "../../common/i18n/languages";
import { CONTACT_SUBJECT_PARAM, pageHref } from "../../common/paths";
import { contactErrorMessages, contactRequestMessages, type ContactRequestError } from "../../common/contact/messages";
import { CONTACT_LIMITS, type FieldErrors } from "../../common/contact/schema";
import { readCookie } from "../../common/http/cookies";
import { XSRF_COOKIE } from "../../server/contact/signing";
import { bulkTurn } from "../../server/http/turns";
import { contactUiStrings, type ContactUiStrings } from "./strings";

export interface ContactFormState {
  lang: Lang;
  ui: ContactUiStrings;
  errorTexts: (typeof contactErrorMessages)[Lang];
  requestTexts: (typeof contactRequestMessages)[Lang];
  /** Where the form posts without JavaScript, and the API it posts to with it. */
  action: string;
  api: string;
  xsrfToken: string;
  idempotencyKey: string;
  values: { name: string; email: string; subject: string; message: string };
  errors: FieldErrors;
  /** idle: a fresh form; invalid: field errors; sent: the message is stored; failed: a request-level problem. */
  status: "idle" | "invalid" | "sent" | "failed";
  formError: ContactRequestError | null;
  /** Name, e-mail or subject was empty ('O formulário precisa ser preenchido antes de enviado.'). */
  incomplete: boolean;
  retentionDays: number;
  limits: { maxFiles: number; maxFileBytes: number };
}

const emptyValues = { name: "", email: "", subject: "", message: "" };

function baseState(args: LoaderArgs | ActionArgs, xsrfToken: string): ContactFormState {
  const { lang, services } = args.context;
  return {
    lang,
    ui: contactUiStrings[lang],
    errorTexts: contactErrorMessages[lang],
    requestTexts: contactRequestMessages[lang],
    // No fragment: the answered page focuses its summary (autofocus), which a fragment would cancel.
    action: pageHref("contato", lang),
    api: `/api/contact/?lang=${lang}`,
    xsrfToken,
    idempotencyKey: randomUUID(),
    values: emptyValues,
    errors: {},
    status: "idle",
    formError: null,
    incomplete: false,
    retentionDays: services.config.RETENTION_DAYS,
    limits: { maxFiles: CONTACT_LIMITS.maxFiles, maxFileBytes: CONTACT_LIMITS.maxFileBytes },
  };
}

/** The visitor's XSRF token, and the answer's headers carrying its cookie when one is set. */
export function xsrfFor(args: LoaderArgs | ActionArgs): { token: string; headers: Headers } {
  const headers = new Headers();
  const token = args.context.services.contact.xsrf.tokenForRequest(args.request.headers.get("cookie"), (c) =>
    headers.append("Set-Cookie", c),
  );
  return { token, headers };
}

/**
 * The body of a visitor's upload post: Node's own request stream when budgetPageBodies handed it
 * over (server/http/page-bodies.ts), else the adapter's web stream.
 */
export function uploadPostBody(args: ActionArgs): Readable {
  const { request, context } = args;
  if (context.uploadBody) return context.uploadBody;
  return request.body ? Readable.fromWeb(request.body as NodeReadableStream) : Readable.from([]);
}

/**
 * The answer page of one visitor's post is rendered in a turn of its own, after the I/O that
 * was waiting (server/http/turns.ts): fifty uploads ending together do not render back to back.
 */
export const answerTurn = bulkTurn;

/** A suggested subject from the address: one line, trimmed, never longer than the field allows. */
export function suggestedSubject(request: Request): string {
  const raw = new URL(request.url).searchParams.get(CONTACT_SUBJECT_PARAM) ?? "";
  return raw
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, CONTACT_LIMITS.subjectChars);
}

/**
 * The form's data, the XSRF cookie to set when the visitor has none (or an old one), and the
 * page's status: 200, or a post's refused on its headers (server/contact/page-admission.ts), whose
 * page is this one with the refusal's message over an empty form.
 */
export async function contactFormData(args: LoaderArgs): Promise<{ data: ContactFormState; headers: Headers; status: number }> {
  const { token, headers } = xsrfFor(args);
  const state = baseState(args, token);
  // The page cache writes a fresh token (and its cookie) and key into every copy it serves.
  args.context.perVisitor?.("xsrf", token);
  args.context.perVisitor?.("idempotency", state.idempotencyKey);
  const refusal = args.context.refusal;
  if (refusal) {
    const failed: ContactFormState = {
      ...state,
      errors: (refusal.fields ?? {}) as FieldErrors,
      status: "failed",
      formError: refusal.error as ContactRequestError,
    };
    return { data: failed, headers, status: refusal.status };
  }
  const subject = suggestedSubject(args.request);
  return { data: subject ? { ...state, values: { ...state.values, subject } } : state, headers, status: 200 };
}

export async function contactFormAction(args: ActionArgs) {
  const { request, context } = args;
  const cookieToken = readCookie(request.headers.get("cookie"), XSRF_COOKIE);
  const outcome = await context.services.contact.intake.contact({
    header: (name) => request.headers.get(name),
    body: uploadPostBody(args),
    ip: context.clientIp ?? "unknown",
    mode: "page",
    xsrfCookie: cookieToken,
    lang: context.lang,
    admitted: context.contactAdmitted,
  });
  await answerTurn();
  const { token, headers } = xsrfFor(args);
  const state = baseState(args, token);
  if (outcome.ok) {
    return data<ContactFormState>({ ...state, status: "sent" }, { status: 200, headers });
  }
  if (outcome.retryAfter) headers.set("Retry-After", String(outcome.retryAfter));
  // A 413 answers before the body is read: server/http/refusals.ts closes the connection after it.
  const invalid = outcome.error === "validation_failed";
  return data<ContactFormState>(
    {
      ...state,
      values: { ...emptyValues, ...pickValues(outcome.values) },
      errors: outcome.fields ?? {},
      status: invalid ? "invalid" : "failed",
      formError: invalid ? null : outcome.error,
      incomplete: Boolean(outcome.incomplete),
    },
    { status: outcome.status, headers },
  );
}

function pickValues(values: Record<string, string> | undefined) {
  if (!values) return {};
  const { name = "", email = "", subject = "", message = "" } = values;
  return { name, email, subject, message };
}

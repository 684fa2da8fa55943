/**
 * The application form of an opening's page (issue 25): its loader data and its action, a plain
 * multipart POST to the page itself, so it works without JavaScript. The action answers with the
 * same page and the field errors (400, 403, 413, 429, 503) in the visitor's language, or, once the
 * application is stored, 303 to the page's GET, which says where the acknowledgement went.
 * Everything is decided by services.contact.applications (server/applications/intake.ts).
 */
import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { applicationErrorMessages } from "../../common/applications/messages";
import { APPLICATION_LIMITS, type ApplicationErrors } from "../../common/applications/schema";
import { contactRequestMessages, type ContactRequestError } from "../../common/contact/messages";
import { readCookie } from "../../common/http/cookies";
import type { Lang } from "../../common/i18n/languages";
import { vacancyHref } from "../../common/paths";
import { XSRF_COOKIE } from "../../server/contact/signing";
import type { ActionArgs, LoaderArgs } from "../context";
import { answerTurn, uploadPostBody, xsrfFor } from "./contact-form.server";

export interface ApplicationFormState {
  /** Where the form posts: the opening's page, in the visitor's language. */
  action: string;
  xsrfToken: string;
  idempotencyKey: string;
  values: { name: string; email: string; phone: string; message: string; accommodations: string };
  errors: ApplicationErrors;
  status: "idle" | "invalid" | "sent" | "failed";
  formError: ContactRequestError | null;
  /** The address the acknowledgement went to, once sent. */
  sentTo: string | null;
  retentionDays: number;
  errorTexts: (typeof applicationErrorMessages)[Lang];
  requestTexts: Pick<(typeof contactRequestMessages)[Lang], ContactRequestError>;
  maxCvBytes: number;
}

const emptyValues = { name: "", email: "", phone: "", message: "", accommodations: "" };

function baseState(args: LoaderArgs | ActionArgs, key: string, xsrfToken: string): ApplicationFormState {
  const { lang, services } = args.context;
  return {
    action: vacancyHref(key, lang),
    xsrfToken,
    idempotencyKey: randomUUID(),
    values: emptyValues,
    errors: {},
    status: "idle",
    formError: null,
    sentTo: null,
    retentionDays: services.config.RETENTION_DAYS,
    errorTexts: applicationErrorMessages[lang],
    requestTexts: contactRequestMessages[lang],
    maxCvBytes: APPLICATION_LIMITS.maxCvBytes,
  };
}

/**
 * The form's data, the XSRF cookie to set when the visitor has none, and the page's status: 200,
 * or a post's refused on its headers (server/contact/page-admission.ts), whose page is this one
 * with the refusal's message over an empty form (nothing of the body was read into it).
 */
export function applicationFormData(
  args: LoaderArgs,
  key: string,
): { state: ApplicationFormState; headers: Headers; status: number } {
  const { token, headers } = xsrfFor(args);
  const base = baseState(args, key, token);
  // The page cache writes a fresh token (and its cookie) and key into every copy it serves.
  args.context.perVisitor?.("xsrf", token);
  args.context.perVisitor?.("idempotency", base.idempotencyKey);
  // Stored a moment ago: the redirect after the post brought the address the acknowledgement went
  // to (server/applications/sent-notice.ts), shown once. A post refused now says why instead.
  const { sentNotice } = args.context.services.contact;
  const cookie = args.request.headers.get("cookie");
  if (sentNotice.present(cookie) && !args.context.refusal) {
    headers.append("Set-Cookie", sentNotice.clear(key));
    const sent = sentNotice.read(cookie, key);
    if (sent) {
      const sentTo = (sent.plain && args.context.placeholder?.("sentTo")) || sent.email;
      return { state: { ...base, status: "sent", sentTo }, headers, status: 200 };
    }
  }
  const refusal = args.context.refusal;
  if (!refusal) return { state: base, headers, status: 200 };
  const state: ApplicationFormState = {
    ...base,
    errors: (refusal.fields ?? {}) as ApplicationErrors,
    status: "failed",
    formError: refusal.error as ContactRequestError,
  };
  return { state, headers, status: refusal.status };
}

export async function applicationAction(
  args: ActionArgs,
  opening: { key: string; titlePt: string; title: string },
): Promise<ReturnType<typeof data<ApplicationFormState>>> {
  const { request, context } = args;
  const { services, lang } = context;
  const outcome = await services.contact.applications(
    {
      header: (name) => request.headers.get(name),
      body: uploadPostBody(args),
      ip: context.clientIp ?? "unknown",
      xsrfCookie: readCookie(request.headers.get("cookie"), XSRF_COOKIE),
      lang,
    },
    { ...opening, url: `${services.config.publicOrigin}${vacancyHref(opening.key, lang)}` },
    // The place in the queue of checks its admission took on the headers, if it did.
    context.applicationAdmission?.take(),
  );
  if (outcome.ok) {
    // Post, redirect, get (ADR 0055): the page that says "sent" is the page's GET, a kept copy, and
    // a reload does not send the CV again.
    throw redirect(vacancyHref(opening.key, lang), {
      status: 303,
      headers: { "Set-Cookie": services.contact.sentNotice.cookie(opening.key, outcome.email) },
    });
  }
  await answerTurn();
  const { token, headers } = xsrfFor(args);
  const state = baseState(args, opening.key, token);
  if (outcome.retryAfter) headers.set("Retry-After", String(outcome.retryAfter));
  const invalid = outcome.error === "validation_failed";
  return data<ApplicationFormState>(
    {
      ...state,
      values: { ...emptyValues, ...pick(outcome.values) },
      errors: outcome.fields ?? {},
      status: invalid ? "invalid" : "failed",
      formError: invalid ? null : outcome.error,
    },
    { status: outcome.status, headers },
  );
}

function pick(values: Record<string, string> | undefined) {
  if (!values) return {};
  const { name = "", email = "", phone = "", message = "", accommodations = "" } = values;
  return { name, email, phone, message, accommodations };
}

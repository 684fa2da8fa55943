/**
 * The one validation schema of a job-alert request (issue 25): the subscribe form on
 * /portal/trabalhe, on every opening's page and on /portal/trabalhe/alertas, and the areas and
 * language a subscriber changes on the manage page. The server checks every request with it;
 * issues carry codes, messages.ts says them in the visitor's language. The e-mail rule is the
 * contact form's (no line breaks, commas or brackets: nothing that could become a second address
 * or a header).
 */
import * as z from "zod/mini";
import { CONTACT_LIMITS, singleLine } from "../contact/schema";
import { jobAreas, type JobArea } from "../content/job-areas";
import { isLang, type Lang } from "../i18n/languages";

export const ALERT_LIMITS = {
  /** A confirmation link is good for two days. */
  confirmLinkHours: 48,
  /** Requests never confirmed are deleted after a week. */
  pendingDays: 7,
  /** At most one confirmation mail a day per address, whatever is asked. */
  confirmationEveryHours: 24,
} as const;

export const alertFields = ["email", "areas", "lang", "consent"] as const;
export type AlertField = (typeof alertFields)[number];

export type AlertErrorCode =
  | "required"
  | "invalid_email"
  | "too_long"
  | "line_break"
  | "invisible_char"
  | "areas_required"
  | "unknown_area"
  | "unknown_lang"
  | "consent_required";
export type AlertErrors = Partial<Record<AlertField, AlertErrorCode[]>>;

export const ALERT_CONSENT_VALUE = "sim";

/** A form sends one value per ticked box; the API may send a list. Anything else is no area. */
const areas = z.pipe(
  z.transform((v: unknown) => (Array.isArray(v) ? v : typeof v === "string" ? [v] : []).filter((a) => typeof a === "string")),
  z.array(z.string()).check(
    z.superRefine((list: string[], ctx) => {
      if (list.length === 0) ctx.addIssue({ code: "custom", message: "areas_required", input: list });
      else if (list.length > jobAreas.length || list.some((a) => !(jobAreas as readonly string[]).includes(a)))
        ctx.addIssue({ code: "custom", message: "unknown_area", input: list });
    }),
  ),
);

const lang = z.pipe(
  z.transform((v: unknown) => (typeof v === "string" ? v.trim() : "")),
  z.string().check(z.refine((v) => isLang(v), "unknown_lang")),
);

/** The areas and language of a subscription (the manage page changes these). */
export const alertPreferencesSchema = z.object({ areas, lang });

export const alertRequestSchema = z.object({
  email: singleLine(CONTACT_LIMITS.emailChars, { required: true, email: true }),
  areas,
  lang,
  consent: z.pipe(
    z.transform((v: unknown) => v === ALERT_CONSENT_VALUE || v === true),
    z.boolean().check(z.refine((v) => v, "consent_required")),
  ),
});

export interface AlertPreferences {
  areas: JobArea[];
  lang: Lang;
}
export interface AlertRequest extends AlertPreferences {
  email: string;
}

/** The field errors of a failed check, each field's codes without repeats. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): AlertErrors {
  const errors: AlertErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0]) as AlertField;
    const list = (errors[field] ??= []);
    const code = issue.message as AlertErrorCode;
    if (!list.includes(code)) list.push(code);
  }
  return errors;
}

/** Checks a request; the areas come back in the fixed order and without repeats. */
export function checkAlertRequest(
  input: Record<string, unknown>,
): { ok: true; value: AlertRequest } | { ok: false; errors: AlertErrors } {
  const result = z.safeParse(alertRequestSchema, input);
  if (!result.success) return { ok: false, errors: errorsOf(result.error.issues) };
  const { email, areas: list, lang: chosen } = result.data;
  return { ok: true, value: { email: email.toLowerCase(), areas: inOrder(list), lang: chosen as Lang } };
}

export function checkAlertPreferences(
  input: Record<string, unknown>,
): { ok: true; value: AlertPreferences } | { ok: false; errors: AlertErrors } {
  const result = z.safeParse(alertPreferencesSchema, input);
  if (!result.success) return { ok: false, errors: errorsOf(result.error.issues) };
  return { ok: true, value: { areas: inOrder(result.data.areas), lang: result.data.lang as Lang } };
}

function inOrder(list: string[]): JobArea[] {
  return jobAreas.filter((a) => list.includes(a));
}

/** Areas as stored: "development,design". Unknown names (an area removed since) are dropped. */
export const areasToText = (list: readonly JobArea[]) => list.join(",");
export const areasFromText = (text: string): JobArea[] => inOrder(text.split(","));

/**
 * The one validation schema of an application to a job opening (issue 25), used by the browser
 * before sending and by the server on every request. Issues carry codes; messages.ts says them in
 * the visitor's language. The text rules (one line, no control characters, lengths, the e-mail
 * rule) are the contact form's.
 */
import * as z from "zod/mini";
import { CONTACT_LIMITS, multiLine, singleLine } from "../contact/schema";

export const APPLICATION_LIMITS = {
  /** A CV must be under this many bytes (10 MB). */
  maxCvBytes: 10_000_000,
  phoneChars: 30,
  messageChars: CONTACT_LIMITS.messageChars,
  accommodationsChars: 2000,
} as const;

/** The form's fields, in the order they are shown (and in which the error summary lists them). */
export const applicationFields = ["name", "email", "phone", "cv", "message", "accommodations", "consent"] as const;
export type ApplicationField = (typeof applicationFields)[number];

export type ApplicationErrorCode =
  | "required"
  | "invalid_email"
  | "too_long"
  | "line_break"
  | "invisible_char"
  | "invalid_phone"
  | "cv_required"
  | "cv_type"
  | "cv_damaged"
  | "cv_busy"
  | "cv_size"
  | "consent_required";

export type ApplicationErrors = Partial<Record<ApplicationField, ApplicationErrorCode[]>>;

/** The form's file field, and the value its consent checkbox sends. */
export const CV_FIELD = "cv";
export const CONSENT_VALUE = "sim";

/** Digits with the usual separators: "+55 85 3033-2456", "(85) 99999-0000". */
const PHONE = /^\+?[\d\s().-]{8,}$/;

const phone = singleLine(APPLICATION_LIMITS.phoneChars, { required: false }).check(
  z.superRefine((value: string, ctx) => {
    if (value && !PHONE.test(value)) ctx.addIssue({ code: "custom", message: "invalid_phone", input: value });
  }),
);

/** The CV as validation sees it: in the browser, what the browser declares; on the server, what the bytes are. */
const cvMeta = z.nullable(
  z.object({
    filename: z.string(),
    type: z.nullable(z.string()),
    size: z.number(),
    damaged: z.optional(z.boolean()),
  }),
);

const cv = cvMeta.check(
  z.superRefine((file: z.output<typeof cvMeta>, ctx) => {
    const add = (message: ApplicationErrorCode) => ctx.addIssue({ code: "custom", message, input: file });
    if (!file || file.size === 0) return add("cv_required");
    if (file.damaged) add("cv_damaged");
    else if (file.type !== "application/pdf") add("cv_type");
    if (file.size >= APPLICATION_LIMITS.maxCvBytes) add("cv_size");
  }),
);

export const applicationSchema = z.object({
  name: singleLine(CONTACT_LIMITS.nameChars, { required: true }),
  email: singleLine(CONTACT_LIMITS.emailChars, { required: true, email: true }),
  phone,
  cv,
  message: multiLine(APPLICATION_LIMITS.messageChars, { required: false }),
  accommodations: multiLine(APPLICATION_LIMITS.accommodationsChars, { required: false }),
  consent: z.pipe(
    z.transform((v: unknown) => v === CONSENT_VALUE || v === true),
    z.boolean().check(z.refine((v) => v, "consent_required")),
  ),
});

export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationValues = z.output<typeof applicationSchema>;

export type ApplicationValidation = { ok: true; value: ApplicationValues } | { ok: false; errors: ApplicationErrors };

export function validateApplication(input: Record<string, unknown>): ApplicationValidation {
  const result = applicationSchema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: ApplicationErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ApplicationField | undefined;
    if (!field) continue;
    const list = (errors[field] ??= []);
    const code = (issue.message || "required") as ApplicationErrorCode;
    if (!list.includes(code)) list.push(code);
  }
  return { ok: false, errors };
}

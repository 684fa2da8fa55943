/**
 * The one validation schema of the contact form, used by the browser before
 * sending and by the server on every request (API and the no-JavaScript form). Issues carry
 * error codes, never texts: messages.ts turns them into the visitor's language.
 */
// zod/mini: the same engine as zod, tree-shakable, so the browser bundle stays small.
import * as z from "zod/mini";
import { hasForbiddenChar, normalizeNewlines } from "../text/control-chars";
import { CONTACT_LIMITS, type ContactErrorCode, type FieldErrors } from "./limits";

// Without zod, for the browser's form before its first focus (docs/decisions/0046).
export {
  CONTACT_LIMITS,
  contactFields,
  requiredFieldMissing,
  type ContactErrorCode,
  type ContactField,
  type FieldErrors,
} from "./limits";

export const ACCEPTED_FILE_TYPES = ["image/jpeg", "video/mp4"] as const;
export type AcceptedFileType = (typeof ACCEPTED_FILE_TYPES)[number];

/**
 * The e-mail rule, literally: at least 1 character before the @, at least 3 after it, no
 * second @, no spaces, and a dot in the domain that is neither its first nor its last character
 * (the first dot is not at position 0, the last dot is not last). Plus what would let one field
 * become several addresses or a malformed header (the address ends up in Reply-To): no commas,
 * semicolons, angle brackets, double quotes, parentheses, backslashes or whitespace of any kind.
 */
export function isValidContactEmail(value: string): boolean {
  const at = value.indexOf("@");
  if (at < 0) return false;
  const user = value.slice(0, at);
  const domain = value.slice(at + 1);
  return (
    user.length >= 1 &&
    domain.length >= 3 &&
    !domain.includes("@") &&
    !ADDRESS_BREAKERS.test(value) &&
    domain.includes(".") &&
    domain.indexOf(".") >= 1 &&
    domain.lastIndexOf(".") < domain.length - 1
  );
}

// \s covers Unicode spaces (NBSP, ideographic space…); the rest split or quote an address list.
const ADDRESS_BREAKERS = /[\s,;<>"()\\[\]\u200b-\u200d\u2060\ufeff]/;

/** Line breaks (CR, LF) in a header-bound field would be header injection. */
const LINE_BREAK = /[\r\n]/;

/** Form values arrive as strings, or missing: missing is empty. Surrounding spaces are dropped. */
const text = z.pipe(
  z.transform((v: unknown) => (typeof v === "string" ? v.trim() : "")),
  z.string(),
);

export function singleLine(max: number, options: { required: boolean; email?: boolean }) {
  return text.check(
    z.superRefine((value: string, ctx) => {
      const add = (message: ContactErrorCode) => ctx.addIssue({ code: "custom", message, input: value });
      if (!value) {
        if (options.required) add("required");
        return;
      }
      if (LINE_BREAK.test(value)) return add("line_break");
      // The site's one rule (common/text/control-chars.ts), and a tab has no place in one line either.
      if (hasForbiddenChar(value) || value.includes("\t")) return add("invisible_char");
      if (value.length > max) return add("too_long");
      if (options.email && !isValidContactEmail(value)) add("invalid_email");
    }),
  );
}

/** Multi-line text: line endings normalised (forms send CRLF) before counting and storing. */
const lines = z.pipe(
  z.transform((v: unknown) => (typeof v === "string" ? normalizeNewlines(v).trim() : "")),
  z.string(),
);

export function multiLine(max: number, options: { required: boolean }) {
  return lines.check(
    z.superRefine((value: string, ctx) => {
      const add = (message: ContactErrorCode) => ctx.addIssue({ code: "custom", message, input: value });
      if (!value) {
        if (options.required) add("required");
        return;
      }
      if (hasForbiddenChar(value)) return add("invisible_char");
      if (value.length > max) add("too_long");
    }),
  );
}

/**
 * A file as validation sees it. In the browser `type` is what the browser declares; on the
 * server it is what the bytes are (sniffed), never the name or the declared type.
 */
const fileMeta = z.object({
  filename: z.string(),
  type: z.nullable(z.string()),
  size: z.number(),
  /** Server only: the bytes claim an accepted format but are not whole (they do not decode). */
  damaged: z.optional(z.boolean()),
});
export const attachmentSchema = fileMeta.check(
  z.superRefine((file: z.output<typeof fileMeta>, ctx) => {
    if (file.damaged) {
      ctx.addIssue({ code: "custom", message: "file_damaged" satisfies ContactErrorCode, input: file });
    } else if (!(ACCEPTED_FILE_TYPES as readonly string[]).includes(file.type ?? "")) {
      ctx.addIssue({ code: "custom", message: "file_type" satisfies ContactErrorCode, input: file });
    }
    if (file.size >= CONTACT_LIMITS.maxFileBytes) {
      ctx.addIssue({ code: "custom", message: "file_size" satisfies ContactErrorCode, input: file });
    }
  }),
);

export const contactSchema = z.object({
  name: singleLine(CONTACT_LIMITS.nameChars, { required: true }),
  email: singleLine(CONTACT_LIMITS.emailChars, { required: true, email: true }),
  subject: singleLine(CONTACT_LIMITS.subjectChars, { required: true }),
  message: multiLine(CONTACT_LIMITS.messageChars, { required: false }),
  attachments: z._default(z.array(attachmentSchema).check(z.maxLength(CONTACT_LIMITS.maxFiles, "too_many_files")), []),
});

/** The chat's e-mail request: receiver, name, email, message. */
export const stuartContactSchema = z.object({
  receiver: singleLine(CONTACT_LIMITS.emailChars, { required: true }),
  name: singleLine(CONTACT_LIMITS.nameChars, { required: true }),
  email: singleLine(CONTACT_LIMITS.emailChars, { required: true, email: true }),
  message: multiLine(CONTACT_LIMITS.messageChars, { required: true }),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
export type StuartContactValues = z.output<typeof stuartContactSchema>;

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

function collect(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as keyof FieldErrors | undefined;
    if (!field) continue;
    const code = (issue.message || "required") as ContactErrorCode;
    const list = (errors[field] ??= []);
    if (!list.includes(code)) list.push(code);
  }
  return errors;
}

export function validateContact(input: Record<string, unknown>): Validation<ContactValues> {
  const result = contactSchema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: collect(result.error) };
}

export function validateStuartContact(input: Record<string, unknown>): Validation<StuartContactValues> {
  const result = stuartContactSchema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: collect(result.error) };
}

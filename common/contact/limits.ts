/**
 * The contact form's limits, fields and error codes, without zod: the browser's form reads them at
 * load, and loads the schema itself (schema.ts, which re-exports these) on its first focus
 * (docs/decisions/0046).
 */
export const CONTACT_LIMITS = {
  /** A file must be under this many bytes (25 MB; the message says 'Exceeded file size - 25mb.'). */
  maxFileBytes: 25_000_000,
  maxFiles: 5,
  nameChars: 120,
  emailChars: 254,
  subjectChars: 150,
  messageChars: 5000,
  /** Attachments above this size reach the centre as signed, expiring links instead of inline. */
  inlineAttachmentMaxBytes: 2 * 1024 * 1024,
} as const;

export type ContactErrorCode =
  | "required"
  | "invalid_email"
  | "file_type"
  | "file_damaged"
  | "file_size"
  | "too_many_files"
  | "too_long"
  | "line_break"
  | "invisible_char"
  | "invalid_receiver";

export const contactFields = ["name", "email", "subject", "message", "attachments"] as const;
export type ContactField = (typeof contactFields)[number];
export type FieldErrors = Partial<Record<ContactField | "receiver", ContactErrorCode[]>>;

/** True when one of the required fields (name, e-mail, subject) is empty. */
export function requiredFieldMissing(errors: FieldErrors): boolean {
  return (["name", "email", "subject"] as const).some((f) => errors[f]?.includes("required"));
}

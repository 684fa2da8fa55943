/**
 * The editor's account forms, one schema each, used by the server to decide and by the pages to
 * name each field's error. Error messages are codes; the pages translate them (app/editor/strings.ts).
 */
import { z } from "zod";
import { EDITOR_ROLES } from "./roles";

/** A single line address: no spaces or line breaks (nothing can reach a mail header), at most 254 characters. */
export const editorEmail = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required" })
  .max(254, { error: "invalid_email" })
  .toLowerCase()
  .pipe(z.email({ error: "invalid_email" }));

export const signInLinkForm = z.object({ email: editorEmail });

export const inviteForm = z.object({
  email: editorEmail,
  role: z.enum(EDITOR_ROLES, { error: "invalid_role" }),
});

export const roleForm = z.object({
  account: z.coerce.number({ error: "invalid_account" }).int().positive({ error: "invalid_account" }),
  role: z.enum(EDITOR_ROLES, { error: "invalid_role" }),
});

export const accountForm = z.object({
  account: z.coerce.number({ error: "invalid_account" }).int().positive({ error: "invalid_account" }),
});

export type FieldErrors = Partial<Record<string, string>>;

/** Each field's first error code, from a failed parse. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    out[field] ??= issue.message;
  }
  return out;
}

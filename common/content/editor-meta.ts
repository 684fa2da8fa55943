/**
 * What the editor needs to know about a field that its schema's shape cannot say: that a
 * pt/en/es text holds rich text (sanitised HTML), that an object is an image reference, that a
 * media name is a Libras clip. Kept in a zod registry beside the schemas (not a parallel table),
 * so a new content type built from these pieces gets its editor for free. Registering copies the
 * schema: validation is unchanged and the shared pieces (`localized`, `mediaName`) stay unmarked.
 */
import { z } from "zod";

export interface EditorMeta {
  /** rich-text: a pt/en/es object of sanitised HTML; image: `{ file, alt }`; clip: a Libras clip name. */
  kind: "rich-text" | "image" | "clip";
}

export const editorMeta = z.registry<EditorMeta>();

/** A copy of `schema` that validates the same and carries `meta` in the editor's registry. */
export function withEditorMeta<S extends z.ZodType>(schema: S, meta: EditorMeta): S {
  const copy = schema.clone() as S;
  editorMeta.add(copy as z.ZodType, meta);
  return copy;
}

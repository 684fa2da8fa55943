/**
 * The server's reading of a posted editor form: every rich-text input (a field marked rich in the
 * schema's editor registry) is sanitised by the site's own sanitiser (server/content/rich-text.ts)
 * first, then the shared codec (common/editor/form-data.ts) reads and validates the result, so what
 * is validated is what will be stored, and a field of nothing but markup counts as empty.
 */
import type { z } from "zod";
import { defaultLimits, parseItemForm, type ParseOptions, type ParseResult } from "../../../common/editor/form-data";
import { namedMessage } from "../../../common/editor/field-errors";
import { hasWords } from "../../../common/editor/completeness";
import { formLangs, formModel, type FieldNode } from "../../../common/editor/form-model";
import { fieldMessages } from "../../../common/editor/strings";
import type { Lang } from "../../../common/i18n/languages";
import { sanitizeRichText } from "../../content/rich-text";

type Posted = URLSearchParams | FormData | Iterable<readonly [string, FormDataEntryValue]>;

export function parseEditorForm(schema: z.ZodType, posted: Posted, options: ParseOptions): ParseResult {
  const rich = richFieldPatterns(schema);
  const model = formModel(schema);
  const maxValueLength = options.limits?.maxValueLength ?? defaultLimits.maxValueLength;
  const entries: Array<[string, FormDataEntryValue]> = [];
  const richNames: string[] = [];
  for (const [name, value] of posted as Iterable<readonly [string, FormDataEntryValue]>) {
    const cut = name.lastIndexOf(".");
    const lang = name.slice(cut + 1);
    const isRich =
      cut > 0 && (formLangs as readonly string[]).includes(lang) && rich.has(name.slice(0, cut).replace(/\[\d+\]/g, "[]"));
    // An oversized value is refused by the codec; it is not worth sanitising first.
    const clean =
      isRich && typeof value === "string" && value.length <= maxValueLength ? sanitizeRichText(value, lang as Lang) : value;
    entries.push([name, clean]);
    if (isRich) richNames.push(name);
  }
  const result = parseItemForm(schema, entries, options);
  if (options.mode !== "publish" || (!result.ok && result.refused)) return result;
  // Publishing needs words: rich text of nothing but markup ("<p> </p>") is an empty text.
  const values = result.values;
  const empty = richNames.filter(
    (name) => !hasWords(values.get(name)) && !(result.ok === false && result.errors.some((e) => e.name === name)),
  );
  if (!empty.length) return result;
  const errors = [
    ...(result.ok ? [] : result.errors),
    ...empty.map((name) => ({
      name,
      message: namedMessage(model, name, "requiredText", {
        pt: fieldMessages.pt.requiredText,
        en: fieldMessages.en.requiredText,
      }),
    })),
  ];
  return { ok: false, refused: false, errors, item: result.item, values };
}

/** Names of a schema's rich-text fields, list indices as `[]`: `supportText`, `home.text`, `items[].body`. */
export function richFieldPatterns(schema: z.ZodType): Set<string> {
  const out = new Set<string>();
  collect(formModel(schema), "", out);
  return out;
}

function collect(node: FieldNode, prefix: string, out: Set<string>): void {
  if (node.kind === "languages" && node.rich) out.add(prefix);
  else if (node.kind === "list") collect(node.item, `${prefix}[]`, out);
  else if (node.kind === "object") for (const [key, field] of node.fields) collect(field, prefix ? `${prefix}.${key}` : key, out);
}

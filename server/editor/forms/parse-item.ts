/**
 * The server's reading of a posted editor form: every rich-text input (a field marked rich in the
 * schema's editor registry) is sanitised by the site's own sanitiser (server/content/rich-text.ts)
 * first, then the shared codec (common/editor/form-data.ts) reads and validates the result, so what
 * is validated is what will be stored, and a field of nothing but markup counts as empty.
 *
 * Before that, the text rules every input obeys (common/text/): line endings become LF, and a
 * field holding a forbidden character (a control, DEL, a lone surrogate, U+FFFE/U+FFFF) is
 * refused by name and language, rich text included; an item's address key follows the one key
 * rule (common/content/item-key.ts), with a message that says which part of it is wrong.
 */
import type { z } from "zod";
import {
  defaultLimits,
  parseItemForm,
  type FieldError,
  type ParseOptions,
  type ParseResult,
} from "../../../common/editor/form-data";
import { namedMessage } from "../../../common/editor/field-errors";
import { hasWords } from "../../../common/editor/completeness";
import { formLangs, formModel, parseFieldName, type FieldNode } from "../../../common/editor/form-model";
import { fieldLabel, fieldMessages, type UiLang } from "../../../common/editor/strings";
import { checkItemKey, type ItemKeyProblem } from "../../../common/content/item-key";
import { itemKey } from "../../../common/content/schema";
import type { Lang } from "../../../common/i18n/languages";
import { findForbiddenChar, normalizeNewlines, type ForbiddenChar } from "../../../common/text/control-chars";
import { editorTextMessages } from "../../../common/text/hygiene-strings";
import { sanitizeRichText } from "../../content/rich-text";

type Posted = URLSearchParams | FormData | Iterable<readonly [string, FormDataEntryValue]>;

export function parseEditorForm(schema: z.ZodType, posted: Posted, options: ParseOptions): ParseResult {
  const maxValueLength = options.limits?.maxValueLength ?? defaultLimits.maxValueLength;
  const entries: Array<[string, FormDataEntryValue]> = [];
  const refusals: FieldError[] = [];
  for (const [name, value] of posted as Iterable<readonly [string, FormDataEntryValue]>) {
    if (typeof value !== "string" || value.length > maxValueLength) {
      entries.push([name, value]);
      continue;
    }
    const normal = normalizeNewlines(value);
    const found = findForbiddenChar(normal);
    if (found && !options.controlNames?.includes(name)) refusals.push(invisibleCharError(name, found, options.type));
    entries.push([name, normal]);
  }
  const result = parseSanitised(schema, entries, options);
  if (!result.ok && result.refused) return result;
  const values = result.values;
  for (const name of itemKeyFields(schema)) {
    const key = values.get(name) ?? "";
    const problem = key === "" ? null : checkItemKey(key);
    if (problem && !refusals.some((e) => e.name === name)) refusals.push(itemKeyError(name, problem, key));
  }
  if (!refusals.length) return result;
  // These messages replace the schema's generic ones for the same fields.
  const named = new Set(refusals.map((e) => e.name));
  const errors = [...refusals, ...(result.ok ? [] : result.errors.filter((e) => !named.has(e.name)))];
  return { ok: false, refused: false, errors, item: result.item, values };
}

function invisibleCharError(name: string, found: ForbiddenChar, type?: string): FieldError {
  const path = parseFieldName(name) ?? [name];
  const last = path.at(-1);
  const lang =
    typeof last === "string" && (formLangs as readonly string[]).includes(last) && path.length > 1 ? (last as Lang) : null;
  const labelled = lang ? path.slice(0, -1) : path;
  const label = (ui: UiLang) => labelled.map((key) => fieldLabel(key, ui, type)).join(" › ");
  return {
    name,
    message: {
      pt: editorTextMessages.pt.invisibleChar(label("pt"), lang, found.codePoint, found.position),
      en: editorTextMessages.en.invisibleChar(label("en"), lang, found.codePoint, found.position),
    },
  };
}

function itemKeyError(name: string, problem: ItemKeyProblem, key: string): FieldError {
  const length = [...key].length;
  return {
    name,
    message: { pt: editorTextMessages.pt.itemKey(problem, key, length), en: editorTextMessages.en.itemKey(problem, key, length) },
  };
}

/** The posted names of a schema's address keys (fields whose schema is the content's `itemKey`). */
export function itemKeyFields(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { _zod: { def: { shape?: Record<string, z.ZodType> } } })._zod.def.shape;
  return shape ? Object.keys(shape).filter((key) => shape[key] === itemKey) : [];
}

function parseSanitised(schema: z.ZodType, posted: Array<[string, FormDataEntryValue]>, options: ParseOptions): ParseResult {
  const rich = richFieldPatterns(schema);
  const model = formModel(schema);
  const maxValueLength = options.limits?.maxValueLength ?? defaultLimits.maxValueLength;
  const entries: Array<[string, FormDataEntryValue]> = [];
  const richNames: string[] = [];
  for (const [name, value] of posted) {
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
      message: namedMessage(
        model,
        name,
        "requiredText",
        { pt: fieldMessages.pt.requiredText, en: fieldMessages.en.requiredText },
        { type: options.type },
      ),
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

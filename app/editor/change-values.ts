/**
 * A changed value as the history shows it, in the staff's words: rich text as its words, a date as
 * people write it, a choice by its public name, and a whole object (a benefit or a publication
 * added to a list) as its fields, one "Rótulo: valor" line each, never as JSON. Shared by the
 * server, which turns the values into text, and the page, which names the top-level choices.
 */
import { formatDate, formatDateTime } from "../../common/editor/format-date";
import { parseFieldName } from "../../common/editor/form-model";
import { contentLangNames, fieldPathLabel } from "../../common/editor/strings";
import { choiceLabel } from "./choice-labels";
import { itemStrings } from "./item-strings";
import type { EditorLang } from "./strings";

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Rich text read as its words: tags become spaces, the few entities the sanitiser writes are decoded. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

/** A text value before or after a change, at `path`: a choice by its public name, a date as people write it. */
export function shownValue(type: string, path: string, value: string, lang: EditorLang): string {
  if (isoDay.test(value)) return formatDate(value, lang);
  if (isoInstant.test(value)) return formatDateTime(value, lang);
  const key = parseFieldName(path)?.findLast((k) => typeof k === "string");
  return typeof key === "string" ? choiceLabel(key, value, lang) : value;
}

type Key = string | number;
type Primitive = string | number | boolean;
const isPrimitive = (v: unknown): v is Primitive => ["string", "number", "boolean"].includes(typeof v);
const isEmpty = (v: unknown) =>
  v === undefined ||
  v === null ||
  v === "" ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === "object" && !Object.keys(v).length);
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One value inside an object, named by the key it sits at. */
function leafText(value: Primitive, key: Key | undefined, lang: EditorLang): string {
  if (typeof value === "boolean") return value ? itemStrings[lang].history.yes : itemStrings[lang].history.no;
  if (typeof value === "number") return choiceLabel(key, value, lang);
  if (/<[a-z][^>]*>/i.test(value)) return plainText(value);
  if (isoDay.test(value)) return formatDate(value, lang);
  if (isoInstant.test(value)) return formatDateTime(value, lang);
  return choiceLabel(key, value, lang);
}

/** A list of words (areas, authors): each as above, joined on one line. */
const joined = (values: Primitive[], key: Key | undefined, lang: EditorLang) =>
  values.map((v) => leafText(v, key, lang)).join("; ");

/** A field's label inside the object: "Título (português)", "Autores", a text's language alone as "Inglês". */
function label(path: Key[], lang: EditorLang, type: string): string {
  const last = path.at(-1);
  if (path.length === 1 && typeof last === "string" && last in contentLangNames[lang]) {
    return capitalised(contentLangNames[lang][last]!);
  }
  return capitalised(fieldPathLabel(path, lang, type));
}

/** Which fields inside a changed value are a picture or a Libras clip (by the item's schema), at their path in it. */
export type MediaKindAt = (path: Key[]) => "image" | "clip" | undefined;

/** A picture by the description staff wrote, never the name it is stored under (issue 34). */
function pictureText(picture: { alt?: unknown }, lang: EditorLang): string {
  const alt = (picture.alt ?? {}) as Record<string, unknown>;
  const said = [alt[lang], alt.pt].find((t): t is string => typeof t === "string" && t.trim() !== "");
  return said?.trim() ?? itemStrings[lang].history.pictureWithoutDescription;
}

/** The "label: value" lines of an object's filled fields, in its own order; nested objects and lists of objects by their paths. */
function lines(value: object, at: Key[], lang: EditorLang, type: string, mediaKind?: MediaKindAt): string[] {
  const entries: [Key, unknown][] = Array.isArray(value) ? value.map((v, n) => [n, v]) : Object.entries(value);
  return entries.flatMap(([key, v]) => {
    const path = [...at, key];
    const named = path.findLast((k) => typeof k === "string" && !(k in contentLangNames[lang]));
    if (isEmpty(v)) return [];
    const media = mediaKind?.(path);
    if (media === "image" && typeof v === "object" && v !== null) return [`${label(path, lang, type)}: ${pictureText(v, lang)}`];
    if (media === "clip") return [`${label(path, lang, type)}: ${itemStrings[lang].history.yes}`];
    if (isPrimitive(v)) return [`${label(path, lang, type)}: ${leafText(v, named, lang)}`];
    if (Array.isArray(v) && v.every(isPrimitive)) return [`${label(path, lang, type)}: ${joined(v, named, lang)}`];
    return typeof v === "object" ? lines(v as object, path, lang, type, mediaKind) : [];
  });
}

/**
 * A changed value as text for the history's cell (issue 34's words, not the stored form): a text
 * as it reads, a list of words joined, an object as one "label: value" line per filled field,
 * labelled as the form labels them; a picture in it by its description and a clip as there, never
 * by a stored name (`mediaKind` says which fields they are). Dates and choices at the top are
 * named by the page (`shownValue`, which knows the field); inside an object, here.
 */
export function changeText(value: unknown, path: string, type: string, lang: EditorLang, mediaKind?: MediaKindAt): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return /<[a-z][^>]*>/i.test(value) ? plainText(value) : value;
  const key = parseFieldName(path)?.findLast((k) => typeof k === "string");
  if (isPrimitive(value)) return leafText(value, key, lang);
  if (Array.isArray(value) && value.every(isPrimitive)) return joined(value, key, lang);
  return lines(value as object, [], lang, type, mediaKind).join("\n");
}

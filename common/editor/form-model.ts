/**
 * The editor's view of a content schema: one field kind per schema shape, read from the zod 4
 * schema itself (its `_zod.def`) and from the editor registry (`common/content/editor-meta.ts`)
 * where the shape alone cannot tell (rich text, an image, a Libras clip). The renderer, the form
 * data codec and the completeness count all walk this one tree, so a new content type built from
 * the same zod pieces gets its editor without a line of form code.
 */
import type { z } from "zod";
import { editorMeta } from "../content/editor-meta";

export const formLangs = ["pt", "en", "es"] as const;
export type FormLang = (typeof formLangs)[number];

interface Common {
  /** The field may be left out (zod optional): an empty input means "absent". */
  optional: boolean;
  /** The field may be null (zod nullable): an empty input means null. */
  nullable: boolean;
}

export type FieldNode = Common &
  (
    | { kind: "languages"; rich: boolean }
    | { kind: "text"; format?: "url" | "email" | "media-name" | "pattern" }
    | { kind: "date" }
    /** A moment (ISO with offset), typed as a Fortaleza date and time (common/editor/schedule-time.ts). */
    | { kind: "datetime" }
    | { kind: "clip" }
    | { kind: "number"; integer: boolean; min?: number; max?: number }
    | { kind: "boolean" }
    | { kind: "choice"; options: ReadonlyArray<string | number> }
    | { kind: "fixed"; value: string | number | boolean | null }
    | { kind: "object"; fields: ReadonlyArray<readonly [string, FieldNode]>; image: boolean; languageColumns: boolean }
    | { kind: "list"; item: FieldNode; min?: number; max?: number }
  );

export type FieldKind = FieldNode["kind"];
export type NodeOf<K extends FieldKind> = Extract<FieldNode, { kind: K }>;

/** A schema shape the editor does not know (a union, a record…): named so a new type fails loudly. */
export class UnsupportedSchemaError extends Error {}

type Def = { type: string; [k: string]: unknown };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
type Check = {
  check?: string;
  format?: string;
  value?: unknown;
  inclusive?: boolean;
  length?: unknown;
  minimum?: unknown;
  maximum?: unknown;
};
/** The definitions of a schema's checks (min, max, length, int…). */
const checksOf = (def: Def): Check[] =>
  ((def.checks as Array<{ _zod: { def: Check } }> | undefined) ?? []).map((c) => c._zod.def);

const cache = new WeakMap<z.ZodType, FieldNode>();

/** The field tree of a schema (cached per schema object). */
export function formModel(schema: z.ZodType): FieldNode {
  let node = cache.get(schema);
  if (!node) {
    node = build(schema, { optional: false, nullable: false });
    cache.set(schema, node);
  }
  return node;
}

function build(schema: z.ZodType, common: Common): FieldNode {
  const def = defOf(schema);
  const meta = editorMeta.get(schema);
  switch (def.type) {
    case "optional":
      return build(def.innerType as z.ZodType, { ...common, optional: true });
    case "nullable":
      return build(def.innerType as z.ZodType, { ...common, nullable: true });
    case "default":
      return build(def.innerType as z.ZodType, { ...common, optional: true });
    case "string": {
      if (meta?.kind === "clip") return { ...common, kind: "clip" };
      const format = def.format as string | undefined;
      if (format === "date") return { ...common, kind: "date" };
      if (format === "datetime") return { ...common, kind: "datetime" };
      if (format === "url" || format === "email") return { ...common, kind: "text", format };
      const checks = (def.checks as Array<{ _zod: { def: { format?: string; pattern?: RegExp } } }> | undefined) ?? [];
      const pattern = checks.find((c) => c._zod.def.format === "regex")?._zod.def.pattern;
      if (pattern) return { ...common, kind: "text", format: pattern.source === mediaNamePattern ? "media-name" : "pattern" };
      return { ...common, kind: "text" };
    }
    case "number": {
      const checks = checksOf(def);
      const integer = checks.some((c) => c.check === "number_format" && (c.format === "safeint" || c.format === "int32"));
      const min = finite(checks.find((c) => c.check === "greater_than" && c.inclusive)?.value);
      const max = finite(checks.find((c) => c.check === "less_than" && c.inclusive)?.value);
      return { ...common, kind: "number", integer, ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
    }
    case "boolean":
      return { ...common, kind: "boolean" };
    case "enum":
      return { ...common, kind: "choice", options: Object.values(def.entries as Record<string, string | number>) };
    case "literal": {
      const values = def.values as Array<string | number | boolean | null>;
      if (values.length === 1) return { ...common, kind: "fixed", value: values[0]! };
      return {
        ...common,
        kind: "choice",
        options: values.filter((v): v is string | number => typeof v === "string" || typeof v === "number"),
      };
    }
    case "array": {
      const checks = checksOf(def);
      const exact = finite(checks.find((c) => c.check === "length_equals")?.length);
      const min = exact ?? finite(checks.find((c) => c.check === "min_length")?.minimum);
      const max = exact ?? finite(checks.find((c) => c.check === "max_length")?.maximum);
      const item = build(def.element as z.ZodType, { optional: false, nullable: false });
      return { ...common, kind: "list", item, ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
    }
    case "object": {
      const shape = def.shape as Record<string, z.ZodType>;
      const keys = Object.keys(shape);
      const fields = keys.map((key) => [key, build(shape[key]!, { optional: false, nullable: false })] as const);
      const isLanguageKeyed = keys.length === formLangs.length && formLangs.every((l) => keys.includes(l));
      if (isLanguageKeyed && fields.every(([, f]) => f.kind === "text" && !f.format && !f.optional)) {
        return { ...common, kind: "languages", rich: meta?.kind === "rich-text" };
      }
      return { ...common, kind: "object", fields, image: meta?.kind === "image", languageColumns: isLanguageKeyed };
    }
    default:
      throw new UnsupportedSchemaError(`the editor has no field kind for a zod "${def.type}" schema`);
  }
}

const finite = (v: unknown) =>
  typeof v === "number" && Number.isFinite(v) && Math.abs(v) < Number.MAX_SAFE_INTEGER ? v : undefined;

/** The pattern of content's media names; a field that uses it is a logical file name. */
const mediaNamePattern = "^[a-z0-9]+(?:[-/][a-z0-9]+)*$";

// --- field names ---------------------------------------------------------------------------

export type FieldPath = ReadonlyArray<string | number>;

/**
 * The posted name of a path: `title.pt`, `steps[2].text.en`. A root that is not an object (a
 * list of plain words) is posted under `value`.
 */
export function fieldName(path: FieldPath): string {
  return path.map((k, i) => (typeof k === "number" ? `[${k}]` : `${i ? "." : ""}${k}`)).join("");
}

/** The inverse of fieldName; undefined for a malformed name. */
export function parseFieldName(name: string): Array<string | number> | undefined {
  if (name.length > 500 || !wellFormedName.test(name)) return undefined;
  return [...name.matchAll(/([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]/g)].map((m) => m[1] ?? Number(m[2]));
}

/** A key, then `.key` or `[index]` (at most 4 digits, no leading zeros) any number of times. */
const wellFormedName = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*|\[(?:0|[1-9][0-9]{0,3})\])*$/;

/** An id for the element of a posted name (`steps[2].text.en` → `field-steps-2-text-en`): no collisions, since keys are plain words. */
export function fieldId(name: string): string {
  return `field-${name.replace(/\]/g, "").replace(/[[.]/g, "-")}`;
}

/** The root prefix: objects post their fields bare, anything else under `value`. */
export const rootPath = (node: FieldNode): FieldPath => (node.kind === "object" ? [] : ["value"]);

/** The empty value a new list item (or a new item) starts from. */
export function emptyValue(node: FieldNode): unknown {
  switch (node.kind) {
    case "languages":
      return { pt: "", en: "", es: "" };
    case "text":
    case "date":
    case "datetime":
    case "clip":
      return node.optional ? undefined : node.nullable ? null : "";
    case "number":
    case "choice":
      return node.nullable ? null : undefined;
    case "boolean":
      return false;
    case "fixed":
      return node.value;
    case "list":
      return Array.from({ length: node.min ?? 0 }, () => emptyValue(node.item));
    case "object":
      if (node.optional) return undefined;
      return Object.fromEntries(node.fields.map(([k, f]) => [k, emptyValue(f)]).filter(([, v]) => v !== undefined));
  }
}

/** The node a posted name (or an issue's name) points at, or undefined. */
export function nodeAt(root: FieldNode, name: string): FieldNode | undefined {
  const path = parseFieldName(name);
  const prefix = rootPath(root);
  if (!path || prefix.some((k, i) => path[i] !== k)) return undefined;
  let at: FieldNode = root;
  for (const key of path.slice(prefix.length)) {
    if (at.kind === "object" && typeof key === "string") {
      const f = at.fields.find(([k]) => k === key)?.[1];
      if (!f) return undefined;
      at = f;
    } else if (at.kind === "list" && typeof key === "number") at = at.item;
    else if (at.kind === "languages" && typeof key === "string" && (formLangs as readonly string[]).includes(key)) {
      return { kind: "text", optional: false, nullable: false };
    } else return undefined;
  }
  return at;
}

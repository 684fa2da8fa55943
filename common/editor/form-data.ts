/**
 * Form data both ways, for any content schema: an item becomes flat field names and string values
 * (`title.pt`, `steps[2].text.en`), and a posted form becomes an item again, then is validated by
 * the same schema as the content files. Posted names the schema does not have are refused by name;
 * the number of fields and the size of every value and of the whole form are bounded.
 *
 * Two modes: `draft` keeps what is typed and only refuses wrong values (a missing text, an empty
 * list or an empty required field is allowed), `publish` needs everything the schema needs.
 */
import type { z } from "zod";
import {
  emptyValue,
  fieldName,
  formLangs,
  nodeAt,
  formModel,
  parseFieldName,
  rootPath,
  type FieldNode,
  type FieldPath,
} from "./form-model";
import { scheduleStrings } from "./schedule-strings";
import { fromLocalInput, toLocalInput } from "./schedule-time";
import { issueKind, namedMessage, refineKind } from "./field-errors";
import { fieldMessages, type UiLang } from "./strings";

export type FormEntries = Array<[name: string, value: string]>;

/** The field names and values of an item, in the form's order. */
export function toFormEntries(schema: z.ZodType, item: unknown): FormEntries {
  const node = formModel(schema);
  const out: FormEntries = [];
  write(node, item, rootPath(node), out);
  return out;
}

function write(node: FieldNode, value: unknown, path: FieldPath, out: FormEntries): void {
  const name = fieldName(path);
  switch (node.kind) {
    case "languages": {
      const obj = isRecord(value) ? value : {};
      for (const l of formLangs) out.push([`${name}.${l}`, asText(obj[l])]);
      return;
    }
    case "text":
    case "date":
    case "clip":
    case "number":
    case "choice":
      out.push([name, asText(value)]);
      return;
    case "datetime":
      out.push([name, toLocalInput(value)]);
      return;
    case "boolean":
      if (value === true) out.push([name, "true"]);
      return;
    case "fixed":
      return;
    case "list":
      (Array.isArray(value) ? value : []).forEach((v, i) => write(node.item, v, [...path, i], out));
      return;
    case "object": {
      const obj = isRecord(value) ? value : {};
      for (const [key, field] of node.fields) write(field, obj[key], [...path, key], out);
    }
  }
}

const asText = (v: unknown) => (v === undefined || v === null ? "" : String(v));
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

// --- parsing --------------------------------------------------------------------------------

export interface ParseLimits {
  /** Most fields a form may send (every list item's fields count). */
  maxFields: number;
  /** Longest value of one field, in characters. */
  maxValueLength: number;
  /** Most characters of all values together. */
  maxTotalLength: number;
}

export const defaultLimits: ParseLimits = { maxFields: 3000, maxValueLength: 50_000, maxTotalLength: 1_000_000 };

export interface ParseOptions {
  mode: "draft" | "publish";
  /** Names the route itself uses (a CSRF token, a version, the button pressed): accepted, not read. */
  controlNames?: readonly string[];
  limits?: Partial<ParseLimits>;
  /** The content type, whose own field labels the errors name (as the form shows them). */
  type?: string;
}

/** A message for one field (or the form, name ""), in both interface languages. */
export interface FieldError {
  name: string;
  message: Record<UiLang, string>;
}

export type ParseResult =
  /** `item` is the schema's output in publish mode, the posted values as typed in draft mode. */
  | { ok: true; item: unknown; values: Map<string, string> }
  /** `refused`: the form itself is not one this schema makes (unknown fields, limits): nothing was read. */
  | { ok: false; refused: true; errors: FieldError[] }
  /** The form is well made but its values do not validate; `item` re-renders what was typed. */
  | { ok: false; refused: false; errors: FieldError[]; item: unknown; values: Map<string, string> };

/** The name of the list buttons' field: `add:steps`, `remove:steps[2]`, `up:…`, `down:…`. */
export const listActionName = "_list";

type Posted = URLSearchParams | FormData | Iterable<readonly [string, FormDataEntryValue]>;

function both(make: (m: (typeof fieldMessages)["pt"]) => string): Record<UiLang, string> {
  return { pt: make(fieldMessages.pt), en: make(fieldMessages.en) };
}

/** Reads a posted form into an item of `schema` and validates it; see ParseResult. */
export function parseItemForm(schema: z.ZodType, posted: Posted, options: ParseOptions): ParseResult {
  const limits = { ...defaultLimits, ...options.limits };
  const control = new Set([listActionName, ...(options.controlNames ?? [])]);
  const node = formModel(schema);
  const values = new Map<string, string>();
  const refusals: FieldError[] = [];
  let count = 0;
  let total = 0;
  for (const [name, value] of posted as Iterable<readonly [string, FormDataEntryValue]>) {
    if (++count > limits.maxFields) return refuse([{ name: "", message: both((m) => m.tooManyFields(limits.maxFields)) }]);
    if (control.has(name)) continue;
    const shown = name.slice(0, 80);
    if (typeof value !== "string") {
      refusals.push({ name: "", message: both((m) => m.fileNotExpected(shown)) });
      continue;
    }
    if (value.length > limits.maxValueLength) {
      refusals.push({ name: "", message: both((m) => m.tooLong(shown, limits.maxValueLength)) });
      continue;
    }
    total += value.length;
    if (total > limits.maxTotalLength) return refuse([{ name: "", message: both((m) => m.tooLarge(limits.maxTotalLength)) }]);
    if (values.has(name)) refusals.push({ name: "", message: both((m) => m.repeatedField(shown)) });
    else if (!resolves(node, parseFieldName(name), rootPath(node)))
      refusals.push({ name: "", message: both((m) => m.unknownField(shown)) });
    else values.set(name, value);
  }
  if (refusals.length) return refuse(refusals.slice(0, 20));

  const item = read(node, rootPath(node), values).value;
  const parsed = schema.safeParse(item);
  const issues = parsed.success
    ? []
    : options.mode === "draft"
      ? parsed.error.issues.filter((issue) => !isMissing(issue, item))
      : parsed.error.issues;
  const errors = issues.map((issue) => {
    const name = issueName(node, issue.path);
    const value = valueAt(item, issue.path);
    const { kind, n } = issueKind(issue, value);
    return {
      name,
      message: namedMessage(node, name, refineKind(kind, nodeAt(node, name)), issueMessage(issue, value), {
        n,
        type: options.type,
      }),
    };
  });
  // The content schemas' z.url() takes any scheme (javascript: too); an editor's address is a web address.
  for (const [name, value] of values) {
    const field = value === "" ? undefined : nodeAt(node, name);
    if (
      field?.kind === "text" &&
      field.format === "url" &&
      !/^https?:\/\//i.test(value) &&
      !errors.some((e) => e.name === name)
    ) {
      errors.push({
        name,
        message: namedMessage(
          node,
          name,
          "other",
          both((m) => m.url),
          { type: options.type },
        ),
      });
    }
  }
  if (!errors.length) return { ok: true, item: options.mode === "publish" && parsed.success ? parsed.data : item, values };
  return { ok: false, refused: false, errors, item, values };
}

const refuse = (errors: FieldError[]): ParseResult => ({ ok: false, refused: true, errors });

/** Whether a posted name is a field of the model (under the root prefix). */
function resolves(node: FieldNode, path: Array<string | number> | undefined, root: FieldPath): boolean {
  if (!path || path.length < root.length || root.some((k, i) => path[i] !== k)) return false;
  let at: FieldNode = node;
  const rest = path.slice(root.length);
  for (let i = 0; i < rest.length; i++) {
    const key = rest[i]!;
    if (at.kind === "object" && typeof key === "string") {
      const field = at.fields.find(([k]) => k === key)?.[1];
      if (!field) return false;
      at = field;
    } else if (at.kind === "list" && typeof key === "number") {
      if (at.max !== undefined && key >= at.max) return false;
      at = at.item;
    } else if (at.kind === "languages" && typeof key === "string" && (formLangs as readonly string[]).includes(key)) {
      return i === rest.length - 1;
    } else return false;
  }
  // A leaf that posts its own value (a fixed value posts nothing; objects and lists post through their leaves).
  return at.kind !== "object" && at.kind !== "list" && at.kind !== "languages" && at.kind !== "fixed";
}

/** Builds the value of `node` from the posted values; `filled` says whether anything was typed in it. */
function read(node: FieldNode, path: FieldPath, values: Map<string, string>): { value: unknown; filled: boolean } {
  const name = fieldName(path);
  switch (node.kind) {
    case "languages": {
      const obj = Object.fromEntries(formLangs.map((l) => [l, values.get(`${name}.${l}`) ?? ""]));
      const filled = formLangs.some((l) => obj[l] !== "");
      return { value: !filled && node.optional ? undefined : obj, filled };
    }
    case "text":
    case "date":
    case "clip": {
      const v = values.get(name) ?? "";
      return { value: v === "" ? emptyLeaf(node) : v, filled: v !== "" };
    }
    case "datetime": {
      const v = (values.get(name) ?? "").trim();
      return { value: v === "" ? emptyLeaf(node) : fromLocalInput(v), filled: v !== "" };
    }
    case "number": {
      const v = (values.get(name) ?? "").trim();
      if (v === "") return { value: emptyLeaf(node), filled: false };
      // A number the schema will check; anything else stays text, so the schema names it a wrong type.
      return { value: /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v, filled: true };
    }
    case "choice": {
      const v = values.get(name) ?? "";
      if (v === "") return { value: emptyLeaf(node), filled: false };
      return { value: node.options.find((o) => String(o) === v) ?? v, filled: true };
    }
    case "boolean": {
      const v = values.get(name);
      return { value: v === undefined ? false : v === "true" || v === "on" ? true : v, filled: v !== undefined };
    }
    case "fixed":
      return { value: node.value, filled: false };
    case "list": {
      const prefix = `${name}[`;
      const indices = new Set<number>();
      for (const key of values.keys()) {
        if (!key.startsWith(prefix)) continue;
        indices.add(Number(key.slice(prefix.length, key.indexOf("]", prefix.length))));
      }
      const items = [...indices].sort((a, b) => a - b).map((i) => read(node.item, [...path, i], values).value);
      return { value: !items.length && node.optional ? undefined : items, filled: items.length > 0 };
    }
    case "object": {
      const obj: Record<string, unknown> = {};
      let filled = false;
      for (const [key, field] of node.fields) {
        const r = read(field, [...path, key], values);
        filled ||= r.filled;
        if (r.value !== undefined) obj[key] = r.value;
      }
      return { value: !filled && node.optional ? undefined : obj, filled };
    }
  }
}

const emptyLeaf = (node: FieldNode) =>
  node.optional ? undefined : node.nullable ? null : node.kind === "number" || node.kind === "choice" ? undefined : "";

// --- issues ---------------------------------------------------------------------------------

type Issue = z.core.$ZodIssue;

function valueAt(item: unknown, path: readonly PropertyKey[]): unknown {
  let at: unknown = item;
  for (const key of path) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

/** A draft may leave things out: a missing or blank value, or a list shorter than its minimum. */
function isMissing(issue: Issue, item: unknown): boolean {
  const value = valueAt(item, issue.path);
  if (value === undefined || (typeof value === "string" && value.trim() === "")) return issue.code !== "unrecognized_keys";
  return issue.code === "too_small" && issue.origin === "array";
}

/**
 * The posted name an issue belongs to. An issue on a pt/en/es object as a whole points at its
 * first input; a root that is not an object lives under `value`.
 */
export function issueName(node: FieldNode, path: readonly PropertyKey[]): string {
  const full = [...rootPath(node), ...path.filter((k): k is string | number => typeof k !== "symbol")];
  return fieldName(full);
}

/** The message of one zod issue, in both interface languages. */
export function issueMessage(issue: Issue, value: unknown): Record<UiLang, string> {
  const blank = value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  switch (issue.code) {
    case "invalid_type":
      if (blank) return both((m) => m.required);
      if (issue.expected === "number" || issue.expected === "int")
        return both((m) => (issue.expected === "int" ? m.integer : m.number));
      if (issue.expected === "boolean") return both((m) => m.boolean);
      return both((m) => m.wrongType);
    case "too_small": {
      const n = Number(issue.minimum);
      if (issue.origin === "string") return both((m) => m.requiredText);
      if (issue.origin === "array") return both((m) => (issue.exact ? m.exactItems(n) : m.minItems(n)));
      return both((m) => m.min(n));
    }
    case "too_big": {
      const n = Number(issue.maximum);
      if (issue.origin === "string") return both((m) => m.maxLength(n));
      if (issue.origin === "array") return both((m) => (issue.exact ? m.exactItems(n) : m.maxItems(n)));
      return both((m) => m.max(n));
    }
    case "invalid_format": {
      if (blank && issue.format !== "regex") return both((m) => m.required);
      if (issue.format === "url") return both((m) => m.url);
      if (issue.format === "email") return both((m) => m.email);
      if (issue.format === "date") return both((m) => m.date);
      if (issue.format === "datetime") return { pt: scheduleStrings.pt.endsAtError, en: scheduleStrings.en.endsAtError };
      if (issue.format === "regex") {
        if (blank) return both((m) => m.required);
        return both((m) => (String(issue.pattern) === `/${mediaNameSource}/` ? m.mediaName : m.pattern));
      }
      return both((m) => m.invalid);
    }
    case "invalid_value":
      return both((m) => m.choice);
    case "unrecognized_keys":
      return both((m) => m.unknownField(issue.keys.join(", ")));
    default:
      return both((m) => m.invalid);
  }
}

const mediaNameSource = "^[a-z0-9]+(?:[-/][a-z0-9]+)*$";

// --- list buttons ---------------------------------------------------------------------------

export type ListAction = { op: "add"; list: string } | { op: "remove" | "up" | "down"; list: string; index: number };

/** Reads a list button's value (`add:steps`, `remove:steps[2]`); undefined when it is not one. */
export function parseListAction(value: string | null | undefined): ListAction | undefined {
  const m = /^(add|remove|up|down):(.{1,500})$/.exec(value ?? "");
  if (!m) return undefined;
  const op = m[1] as ListAction["op"];
  const path = parseFieldName(m[2]!);
  if (!path) return undefined;
  if (op === "add") return { op, list: m[2]! };
  const index = path.at(-1);
  if (typeof index !== "number") return undefined;
  return { op, list: fieldName(path.slice(0, -1)), index };
}

/**
 * Applies a list button to an item (a copy is returned) and names the field to focus next: the
 * new item's first field, the moved item's, or the list's add button after a removal. Undefined
 * when the action names no list of the schema.
 */
export function applyListAction(
  schema: z.ZodType,
  item: unknown,
  action: ListAction,
): { item: unknown; focus: string } | undefined {
  const node = formModel(schema);
  const root = rootPath(node);
  const path = parseFieldName(action.list);
  if (!path || root.some((k, i) => path[i] !== k)) return undefined;
  let listNode: FieldNode = node;
  for (const key of path.slice(root.length)) {
    if (listNode.kind === "object" && typeof key === "string") {
      const f = listNode.fields.find(([k]) => k === key)?.[1];
      if (!f) return undefined;
      listNode = f;
    } else if (listNode.kind === "list" && typeof key === "number") listNode = listNode.item;
    else return undefined;
  }
  if (listNode.kind !== "list") return undefined;
  const copy = structuredClone(root.length ? { [root[0]!]: item } : item) as Record<string, unknown>;
  const holder = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown> | undefined;
  const key = path.at(-1)!;
  if (!holder || typeof holder !== "object") return undefined;
  const list = Array.isArray(holder[key]) ? (holder[key] as unknown[]) : [];
  holder[key] = list;
  let focusIndex: number | undefined;
  if (action.op === "add") {
    if (listNode.max !== undefined && list.length >= listNode.max) return undefined;
    list.push(emptyValue(listNode.item));
    focusIndex = list.length - 1;
  } else {
    const i = action.index;
    if (i < 0 || i >= list.length) return undefined;
    if (action.op === "remove") list.splice(i, 1);
    else {
      const j = action.op === "up" ? i - 1 : i + 1;
      if (j < 0 || j >= list.length) return undefined;
      [list[i], list[j]] = [list[j], list[i]];
      focusIndex = j;
    }
  }
  const result = root.length ? copy[root[0] as string] : copy;
  const focus =
    focusIndex === undefined
      ? `${action.list}:add`
      : (firstFieldName(listNode.item, [...path, focusIndex]) ?? `${action.list}:add`);
  return { item: result, focus };
}

/** The name of the first input under a node (what a keyboard user lands on). */
export function firstFieldName(node: FieldNode, path: FieldPath): string | undefined {
  switch (node.kind) {
    case "languages":
      return `${fieldName(path)}.pt`;
    case "fixed":
      return undefined;
    case "list":
      return undefined;
    case "object":
      for (const [key, field] of node.fields) {
        const name = firstFieldName(field, [...path, key]);
        if (name) return name;
      }
      return undefined;
    default:
      return fieldName(path);
  }
}

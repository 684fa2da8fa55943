/**
 * What changed between two versions of an item: one line per changed value, with its field path
 * and the values before and after; a text in three languages shows per language (`title.en`).
 * microdiff finds the differences; this names them the way the editor shows fields.
 */
import microdiff from "microdiff";
import type { Lang } from "../../../common/i18n/languages";
import { formatFieldPath } from "../../content/field-path";

export interface FieldChange {
  /** `title.en`, `requirements[2].pt`, or "" for an item that is a plain value. */
  path: string;
  /** The language, when the value is one language's text. */
  lang?: Lang;
  kind: "added" | "removed" | "changed";
  before?: unknown;
  after?: unknown;
}

const kinds = { CREATE: "added", REMOVE: "removed", CHANGE: "changed" } as const;
const isObject = (v: unknown): v is Record<string, unknown> | unknown[] => v !== null && typeof v === "object";

export function diffItems(before: unknown, after: unknown): FieldChange[] {
  if (!isObject(before) || !isObject(after) || Array.isArray(before) !== Array.isArray(after)) {
    if (JSON.stringify(before) === JSON.stringify(after)) return [];
    if (before === undefined) return [{ path: "", kind: "added", after }];
    if (after === undefined) return [{ path: "", kind: "removed", before }];
    return [{ path: "", kind: "changed", before, after }];
  }
  return microdiff(before, after).map((d) => {
    const last = d.path.at(-1);
    const change: FieldChange = { path: formatFieldPath(d.path), kind: kinds[d.type] };
    if (last === "pt" || last === "en" || last === "es") change.lang = last;
    if (d.type !== "CREATE") change.before = d.oldValue;
    if (d.type !== "REMOVE") change.after = d.value;
    return change;
  });
}

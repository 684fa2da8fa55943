/**
 * Why an editor's action was refused, as data a route turns into a message next to the field or
 * at the top of the form. Nothing is written when one of these is thrown.
 */
import type { FieldChange } from "./diff";
import type { FieldProblem } from "./validate";

export type ContentEditRefusal =
  /** The role may not read or change this content type. */
  | { code: "forbidden"; type: string }
  | { code: "unknown_type"; type: string }
  | { code: "not_found"; type: string; key: string }
  /** A new item's key is taken. */
  | { code: "exists"; type: string; key: string }
  /** The action does not apply (a single value cannot be created or unpublished; only openings are duplicated). */
  | { code: "not_applicable"; type: string; key?: string; reason: string }
  /** The item does not match its schema (a draft: wrong types or unknown fields). */
  | {
      code: "invalid";
      type: string;
      key: string;
      problems: FieldProblem[];
      /** The key wanted is another item's old address: the form offers to use it anyway. */
      redirectConflict?: string;
    }
  /** Publishing needs the item valid and complete in pt, en and es; or the list would break its rule. */
  | { code: "incomplete"; type: string; key: string; problems: FieldProblem[] }
  /**
   * The save was based on an older version: someone saved since. Nothing was overwritten; `since`
   * says who saved what, `changes` what differs between the version the editor had and the newest.
   */
  | {
      code: "stale";
      type: string;
      key: string;
      baseVersion: number;
      currentVersion: number;
      since: Array<{ version: number; action: string; author: string; at: string }>;
      changes: FieldChange[];
    };

export class ContentEditError extends Error {
  constructor(public readonly refusal: ContentEditRefusal) {
    super(describe(refusal));
    this.name = "ContentEditError";
  }
}

function describe(r: ContentEditRefusal): string {
  switch (r.code) {
    case "forbidden":
      return `this role may not edit ${r.type}`;
    case "unknown_type":
      return `no content type ${r.type}`;
    case "not_found":
      return `no ${r.type} ${r.key}`;
    case "exists":
      return `${r.type} ${r.key} exists already`;
    case "not_applicable":
      return r.reason;
    case "invalid":
    case "incomplete":
      return `${r.type} ${r.key} is ${r.code}: ${r.problems.map((p) => `${p.path}: ${p.message}`).join("; ")}`;
    case "stale":
      return `${r.type} ${r.key} changed since version ${r.baseVersion} (now ${r.currentVersion}, by ${[
        ...new Set(r.since.map((s) => s.author)),
      ].join(", ")}): ${r.changes.map((c) => c.path).join(", ")}`;
  }
}

/**
 * Whether a thrown value is a ContentEditError. Not `instanceof`: the pages' server build bundles
 * its own copy of this module, apart from the one the services were made with.
 */
export function isContentEditError(error: unknown): error is ContentEditError {
  return (
    error instanceof Error &&
    error.name === "ContentEditError" &&
    typeof (error as { refusal?: { code?: unknown } }).refusal?.code === "string"
  );
}

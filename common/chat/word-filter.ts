/**
 * The inappropriate-words filter, shared by the chat server (what is stored and sent) and the
 * widget (what is shown).
 *
 * Rules (the word list comes from the chat server):
 * - case-insensitive and accent-insensitive ("ESTUPIDO" matches "estúpido" and the reverse);
 * - any non-letter characters may sit between the letters of a word ("m.e.r.d.a", "s-h-i-t",
 *   "i d i o t a"); when the gaps contain spaces, every piece must be a single letter, so the
 *   spaced-out spelling is caught but innocent neighbours that happen to join into a listed
 *   word ("a s hit") are not;
 * - whole words only: a listed word inside a longer word is innocent ("shitake", "jerky",
 *   "cretinismo", "merdaleja" are other words); a plural ending (-s, -es) still counts as the
 *   listed word ("idiotas", "jerks");
 * - each match is replaced by asterisks of the word's length: one per letter, the separators
 *   between them dropped ("m.e.r.d.a" → "*****", "idiotas" → "*******").
 */

import { foldCase } from "../text/fold";

export interface WordFilter {
  /** The text with every match masked. */
  clean(text: string): string;
  /** True when the text contains at least one listed word. */
  test(text: string): boolean;
}

const LETTER = /\p{L}/u;

/** Lowercase, without accents: "Estúpido" → "estupido". One output letter per input letter. */
export function foldLetter(ch: string): string {
  const base = foldCase(ch);
  return base.length === 1 ? base : ch.toLowerCase().slice(0, 1) || ch;
}

/** Folds a listed word to its letters only ("otário" → "otario", "dumb-ass" → "dumbass"). */
export function foldWord(word: string): string {
  return Array.from(word.normalize("NFC"))
    .filter((c) => LETTER.test(c))
    .map(foldLetter)
    .join("");
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Builds a filter for a list of words. The text is first mapped one code point to one character:
 * letters to their folded form, whitespace to " ", anything else to "." so that positions in
 * the folded text are positions in the original.
 */
export function createWordFilter(words: readonly string[]): WordFilter {
  const folded = [...new Set(words.map(foldWord).filter((w) => w.length >= 2))].sort((a, b) => b.length - a.length);
  if (folded.length === 0) return { clean: (t) => t, test: () => false };
  const gap = "[^\\p{L}]*";
  const alternatives = folded.map((w) =>
    Array.from(w)
      .map((c) => escapeRegExp(c))
      .join(gap),
  );
  // Whole word: no letter before, an optional plural ending, no letter after.
  const source = `(?<!\\p{L})(?:${alternatives.join("|")})(?:e?s)?(?!\\p{L})`;
  const pattern = new RegExp(source, "gu");

  function matches(text: string): Array<[number, number]> {
    const points = Array.from(text.normalize("NFC"));
    const mapped = points.map((c) => (LETTER.test(c) ? foldLetter(c) : /\s/u.test(c) ? " " : "."));
    // Each mapped character is one UTF-16 unit, so regex indices are code point indices.
    const haystack = mapped.map((c) => (c.length === 1 && c.charCodeAt(0) < 0xd800 ? c : "x")).join("");
    const found: Array<[number, number]> = [];
    pattern.lastIndex = 0;
    for (let m = pattern.exec(haystack); m; m = pattern.exec(haystack)) {
      const piece = m[0];
      if (acceptable(piece)) found.push([m.index, m.index + piece.length]);
      else pattern.lastIndex = m.index + 1;
    }
    return found;
  }

  function acceptable(piece: string): boolean {
    if (!/\s/u.test(piece)) return true;
    // Spaces inside: only a word spelled letter by letter counts ("s h i t", "m e r d a").
    return piece
      .split(/[^\p{L}]+/u)
      .filter(Boolean)
      .every((segment) => segment.length === 1);
  }

  return {
    clean(text) {
      const found = matches(text);
      if (found.length === 0) return text;
      const points = Array.from(text.normalize("NFC"));
      let out = "";
      let at = 0;
      for (const [start, end] of found) {
        const letters = points.slice(start, end).filter((c) => LETTER.test(c)).length;
        out += points.slice(at, start).join("") + "*".repeat(letters);
        at = end;
      }
      return out + points.slice(at).join("");
    },
    test(text) {
      return matches(text).length > 0;
    },
  };
}

/**
 * The inappropriate-words filter, shared by the chat server (what is stored and sent) and the
 * widget (what is shown).
 *
 * Rules (the word list comes from the chat server):
 * - case-insensitive and accent-insensitive ("ESTUPIDO" matches "estúpido" and the reverse);
 * - look-alike letters count as the letter they imitate: compatibility forms (fullwidth
 *   "ｍｅｒｄａ", mathematical "𝐦𝐞𝐫𝐝𝐚", circled "ⓜⓔⓡⓓⓐ") by NFKC, and letters of other scripts
 *   (Cyrillic "mеrda") by the Unicode confusables skeleton the server passes in (`lookalike`);
 * - digits and symbols written for letters count as those letters ("m3rda", "merd@", "p0rra",
 *   "$hit"), and a letter repeated counts once ("merdaaaa", "iiidiota");
 * - any other non-letter characters may sit between the letters of a word ("m.e.r.d.a",
 *   "s-h-i-t", "i d i o t a", zero-width characters); when the gaps contain spaces, every piece
 *   must be a single letter, so the spaced-out spelling is caught but innocent neighbours that
 *   happen to join into a listed word ("a s hit") are not;
 * - whole words only: a listed word inside a longer word is innocent ("shitake", "jerky",
 *   "cretinismo", "merdaleja" are other words); a plural ending (-s, -es) still counts as the
 *   listed word ("idiotas", "jerks");
 * - each match is replaced by asterisks, one per character that stood for a letter, the
 *   separators between them dropped ("m.e.r.d.a" → "*****", "idiotas" → "*******");
 * - bidirectional overrides and isolates are removed from the text: they can make a stored text
 *   display as something other than what it says ("\u202Eadrem" shows as "merda").
 *
 * The pattern is built so that no character can be taken by two of its parts (a letter's class,
 * the gap between letters), which keeps matching linear in the text's length.
 */

import { foldCase } from "../text/fold";

export interface WordFilter {
  /** The text with every match masked (and without bidirectional controls). */
  clean(text: string): string;
  /** True when the text contains at least one listed word. */
  test(text: string): boolean;
}

export interface WordFilterOptions {
  /**
   * The Latin letter a character of another script imitates ("е" Cyrillic → "e"), or undefined.
   * The server passes the Unicode confusables skeleton; the widget goes without (its table is
   * large, and what it shows was already masked by the server).
   */
  lookalike?: (ch: string) => string | undefined;
}

const LETTER = /\p{L}/u;
const SPACE = /\s/u;
/** Bidirectional embedding, override and isolate controls. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu;

/** Characters written for letters, and the letters each may stand for. */
const SUBSTITUTES: Record<string, string> = {
  "0": "o",
  "1": "il",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
  "9": "g",
  "@": "a",
  $: "s",
  "!": "i",
  "|": "il",
  "+": "t",
  "€": "e",
};

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
  return s.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
}

/** The class of characters that may stand for `letter`: itself and its substitutes. */
function letterClass(letter: string): string {
  const stand = Object.keys(SUBSTITUTES).filter((s) => SUBSTITUTES[s]!.includes(letter));
  return `[${escapeRegExp(letter)}${stand.map(escapeRegExp).join("")}]`;
}

/** What may sit between letters: anything that is neither a letter nor a letter's substitute. */
const GAP = `[^\\p{L}${Object.keys(SUBSTITUTES).map(escapeRegExp).join("")}]*`;

/** One listed word as a pattern: runs of one letter ("rr") match that letter repeated, gaps allowed. */
function wordPattern(word: string): string {
  const runs: Array<{ letter: string; count: number }> = [];
  for (const letter of word) {
    const last = runs[runs.length - 1];
    if (last && last.letter === letter) last.count++;
    else runs.push({ letter, count: 1 });
  }
  return runs
    .map(({ letter, count }) => {
      const cls = letterClass(letter);
      // The first of the run, then at least count - 1 more, then any repeats.
      return `${cls}(?:${GAP}${cls})${count > 1 ? `{${count - 1},}` : "*"}`;
    })
    .join(GAP);
}

/**
 * Builds a filter for a list of words. The text is first mapped one code point to one character:
 * letters to their folded form (after NFKC and the look-alike table), substitutes to themselves,
 * whitespace to " ", anything else to "." so that positions in the mapped text are positions in
 * the original.
 */
export function createWordFilter(words: readonly string[], options: WordFilterOptions = {}): WordFilter {
  const folded = [...new Set(words.map(foldWord).filter((w) => w.length >= 2))].sort((a, b) => b.length - a.length);
  if (folded.length === 0) return { clean: (t) => t.replace(BIDI_CONTROLS, ""), test: () => false };
  // Whole word: no letter before, an optional plural ending, no letter after.
  const plural = `(?:${GAP}${letterClass("e")})?${GAP}${letterClass("s")}`;
  const source = `(?<!\\p{L})(?:${folded.map(wordPattern).join("|")})(?:${plural})?(?!\\p{L})`;
  const pattern = new RegExp(source, "gu");

  function mapPoint(point: string): string {
    if (SUBSTITUTES[point] !== undefined) return point;
    const compatible = point.normalize("NFKC");
    if (compatible.length === 1 && SUBSTITUTES[compatible] !== undefined) return compatible;
    const letters = Array.from(compatible).filter((c) => LETTER.test(c));
    if (letters.length === 1) {
      const letter = letters[0]!;
      const plain = foldLetter(letter);
      if (/^[a-z]$/.test(plain)) return plain;
      const lookalike = options.lookalike?.(letter)?.toLowerCase();
      if (lookalike && /^[a-z]$/.test(lookalike)) return lookalike;
      // Another script's letter: one UTF-16 unit standing for "a letter that is none of ours".
      return plain.length === 1 && plain.charCodeAt(0) < 0xd800 ? plain : "x";
    }
    if (letters.length > 1) return "x";
    return SPACE.test(point) ? " " : ".";
  }

  function scan(text: string) {
    const points = Array.from(text.normalize("NFC"));
    const haystack = points.map(mapPoint).join("");
    const found: Array<[number, number]> = [];
    pattern.lastIndex = 0;
    for (let m = pattern.exec(haystack); m; m = pattern.exec(haystack)) {
      const piece = m[0];
      if (acceptable(piece)) found.push([m.index, m.index + piece.length]);
      else pattern.lastIndex = m.index + 1;
    }
    return { points, haystack, found };
  }

  function acceptable(piece: string): boolean {
    if (!/\s/u.test(piece)) return true;
    // Spaces inside: only a word spelled letter by letter counts ("s h i t", "m e r d a").
    return piece
      .split(/[\s.]+/u)
      .filter(Boolean)
      .every((segment) => segment.length === 1);
  }

  return {
    clean(text) {
      const withoutControls = text.replace(BIDI_CONTROLS, "");
      const { points, haystack, found } = scan(withoutControls);
      if (found.length === 0) return withoutControls;
      let out = "";
      let at = 0;
      for (const [start, end] of found) {
        const standing = Array.from(haystack.slice(start, end)).filter((c) => c !== " " && c !== ".").length;
        out += points.slice(at, start).join("") + "*".repeat(standing);
        at = end;
      }
      return out + points.slice(at).join("");
    },
    test(text) {
      return scan(text.replace(BIDI_CONTROLS, "")).found.length > 0;
    },
  };
}

/**
 * Tests only: the machinery of the "no word from nowhere" checks (the editor's,
 * app/editor/strings-check.test.tsx, and the public site's, app/i18n/strings-check.test.tsx).
 *
 * A page's text is checked element by element: each element's own text (and the attributes people
 * read: aria-label, title, alt, placeholder, a button's value) has every table string, every
 * content text and every date removed, longest first; a letter left over is a word from nowhere.
 *
 * Table strings count whole, as words (not "publish" inside "unpublished"). A table's phrase with
 * `{name}` placeholders (common/i18n/plural.ts `fill`) counts as its fixed parts, each as whole
 * words; a table's function is evaluated with placeholder arguments and the fixed parts of its
 * answer count, touching the placeholder where it touched one ("d" + "a vaga").
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";

const SLOT = "\u0001";

/**
 * A table word: its text, and whether its first and last letters are a real start and end (a
 * word boundary there) or touch a function's argument.
 */
export type Word = { text: string; start: boolean; end: boolean };
export const whole = (text: string): Word => ({ text, start: true, end: true });

/** A function's answers with placeholders, numbers and zero, split at the placeholders and numbers. */
function templateParts(fn: (...args: unknown[]) => unknown): Word[] {
  const arity = Math.max(fn.length, 1);
  const out: Word[] = [];
  for (const sample of [SLOT, 1, 2, 0, 1000]) {
    let value: unknown;
    try {
      value = fn(...Array.from({ length: arity }, () => sample));
    } catch {
      continue;
    }
    if (typeof value !== "string") continue;
    const parts = value.split(new RegExp(`${SLOT}|\\d+`));
    parts.forEach((text, i) => out.push({ text, start: i === 0, end: i === parts.length - 1 }));
  }
  return out;
}

/** A phrase's fixed parts around its `{name}` placeholders (the whole phrase when it has none). */
function phraseParts(text: string): Word[] {
  if (!/\{\w+\}/.test(text)) return [whole(text)];
  return text
    .split(/\{\w+\}/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map(whole);
}

/** Every string of a table (or module), and the fixed parts of its phrases and functions' answers. */
export function tableWords(value: unknown, into = new Map<string, Word>(), seen = new Set<unknown>()): Map<string, Word> {
  const add = (w: Word) => {
    const had = into.get(w.text);
    // The loosest form wins: a word that touches a placeholder somewhere may touch one here.
    into.set(w.text, had ? { text: w.text, start: had.start && w.start, end: had.end && w.end } : w);
  };
  if (typeof value === "string") phraseParts(value).forEach(add);
  else if (typeof value === "function") for (const part of templateParts(value as never)) add(part);
  else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const v of Object.values(value)) tableWords(v, into, seen);
  }
  return into;
}

/** The modules of a glob (import.meta.glob's answer) as one table. */
export function modulesWords(modules: Record<string, unknown>): Map<string, Word> {
  const words = new Map<string, Word>();
  for (const mod of Object.values(modules)) tableWords(mod, words);
  return words;
}

/** The content folder (content/*.json and its subfolders' JSON, but media/). */
export const contentDir = path.resolve(import.meta.dirname, "../../content");

/**
 * Every text of the content files, but those `skip` says (choices' codes); a rich text's pieces
 * between its tags too (a page shows each in its own element), and an address's host name (a
 * link says where it leads).
 */
export function contentTexts(skip: (text: string) => boolean = () => false, dir = contentDir): Set<string> {
  const words = new Set<string>();
  const collect = (v: unknown) => {
    if (typeof v === "string") {
      if (skip(v)) return;
      words.add(v);
      if (/<\w[^>]*>/.test(v)) {
        const { document } = new JSDOM(`<body>${v}</body>`).window;
        const walker = document.createTreeWalker(document.body, 4);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const piece = (node.textContent ?? "").trim();
          if (piece) words.add(piece);
        }
      }
      if (/^https?:\/\//.test(v)) words.add(new URL(v).host);
    } else if (v && typeof v === "object") Object.values(v).forEach(collect);
  };
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = path.join(folder, name);
      if (name === "media") continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(".json")) collect(JSON.parse(readFileSync(full, "utf8")));
    }
  };
  walk(dir);
  return words;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A formatted date's shape: its digits any number ("26 de novembro de 2026" → "\d+ de novembro de \d+"). */
export const dateShape = (formatted: string) => escape(formatted.replace(/\s+/g, " ")).replace(/\d+/g, "\\d+");

/**
 * Removes every allowed word (the tables' words, the content's texts, as whole words) and every
 * date of the given shapes; returns the letters' words left over.
 */
export function checker(table: Iterable<Word>, content: Iterable<string>, dateShapes: Iterable<string> = []) {
  const literals = [...table, ...[...content].map(whole)]
    .map((w) => ({ ...w, text: w.text.replace(/\s+/g, " ") }))
    .filter((w) => /\p{L}/u.test(w.text));
  literals.sort((a, b) => b.text.length - a.text.length);
  const byText = new Map(literals.map((w) => [w.text, w]));
  const letter = /\p{L}/u;
  /** A word counts only as a whole word where its edges are real (not "publish" in "unpublished"). */
  const bounded = (match: string, offset: number, text: string) => {
    const w = byText.get(match);
    if (!w) return true;
    const before = text[offset - 1] ?? "";
    const after = text[offset + match.length] ?? "";
    return (
      !(w.start && letter.test(match[0]!) && letter.test(before)) && !(w.end && letter.test(match.at(-1)!) && letter.test(after))
    );
  };
  const pattern = new RegExp(
    [...[...new Set(dateShapes)].sort((a, b) => b.length - a.length), ...literals.map((w) => escape(w.text))].join("|"),
    "gu",
  );
  return (text: string) =>
    text
      .replace(/\s+/g, " ")
      .replace(pattern, (match: string, offset: number, text: string) => (bounded(match, offset, text) ? " " : match))
      .split(/[^\p{L}]+/u)
      .filter((w) => /\p{L}/u.test(w));
}

/** The attributes people read (or hear): names, descriptions, tooltips, pictures' texts. */
const READ_ATTRIBUTES = ["aria-label", "title", "alt", "placeholder"] as const;

/** Elements whose text nobody reads as such (scripts, styles, the head's) or that hold a visitor's own. */
const UNREAD = new Set(["SCRIPT", "STYLE", "TEXTAREA", "TEMPLATE", "HEAD", "TITLE"]);

/** One text a page shows: the element that shows it and where (its own text, or an attribute). */
export interface ShownText {
  element: Element;
  where: "text" | (typeof READ_ATTRIBUTES)[number] | "value";
  text: string;
}

/**
 * What a page shows: each element's own text (its text nodes, whitespace collapsed), the
 * attributes people read, and a button input's value.
 */
export function shownTexts(html: string): ShownText[] {
  const { document } = new JSDOM(html).window;
  const out: ShownText[] = [];
  const push = (element: Element, where: ShownText["where"], raw: string | null) => {
    const text = (raw ?? "").replace(/\s+/g, " ").trim();
    if (text) out.push({ element, where, text });
  };
  for (const el of document.querySelectorAll("*")) {
    if (UNREAD.has(el.tagName) || el.closest("head")) continue;
    push(
      el,
      "text",
      [...el.childNodes]
        .filter((n) => n.nodeType === 3)
        .map((n) => n.textContent ?? "")
        .join(""),
    );
    for (const attr of READ_ATTRIBUTES) push(el, attr, el.getAttribute(attr));
    if (el.tagName === "INPUT" && ["submit", "button", "reset"].includes(el.getAttribute("type") ?? "")) {
      push(el, "value", el.getAttribute("value"));
    }
  }
  return out;
}

/**
 * The one rule for an item's address key (an opening's `key`, the part of its address after
 * `/portal/trabalhe/vagas/`): lower-case words of letters and digits joined by single hyphens, at
 * most ITEM_KEY_MAX_LENGTH characters, and none of the words the editor's own addresses use. The
 * content schema, the editor's forms, the import, the preview and the routes all ask this module,
 * so a key one of them accepts is a key every one of them can open.
 */
import { foldCase } from "../text/fold";

export const ITEM_KEY_MAX_LENGTH = 80;

const itemKeyPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Words that name a page of the editor or of the site rather than an item. */
export const reservedItemKeys: ReadonlySet<string> = new Set([
  "novo",
  "nova",
  "new",
  "historico",
  "history",
  "previa",
  "preview",
  "editar",
  "edit",
  "alertas",
  "vagas",
  "midia",
  "media",
  "agenda",
]);

export type ItemKeyProblem = "empty" | "format" | "too-long" | "reserved";

/** Why a key cannot be used, or null when it can. */
export function checkItemKey(key: string): ItemKeyProblem | null {
  if (key.length === 0) return "empty";
  if (key.length > ITEM_KEY_MAX_LENGTH) return "too-long";
  if (!itemKeyPattern.test(key)) return "format";
  if (reservedItemKeys.has(key)) return "reserved";
  return null;
}

/**
 * A key proposed from a title ("Desenvolvedor(a) Web Pleno" → "desenvolvedor-a-web-pleno"): accents
 * folded, anything else than letters and digits a hyphen, cut at a word within the limit. A title
 * that leaves nothing, or only a reserved word, gets "item" (the editor then makes it unique).
 */
export function proposeItemKey(title: string): string {
  const words = foldCase(title)
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  let key = "";
  for (const word of words) {
    const next = key ? `${key}-${word}` : word;
    if (next.length > ITEM_KEY_MAX_LENGTH) break;
    key = next;
  }
  if (!key) key = words[0]?.slice(0, ITEM_KEY_MAX_LENGTH) ?? "";
  return key && !reservedItemKeys.has(key) ? key : "item";
}

/**
 * Accent folding: "Ação" → "Acao". Each caller composes the rest it needs (lowercase, punctuation)
 * from this one, so the index, the word filter and the media scripts agree on what a letter is.
 */
export function foldAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "");
}

/** Folded and lowercase: "Estúpido" → "estupido". */
export function foldCase(text: string): string {
  return foldAccents(text).toLowerCase();
}

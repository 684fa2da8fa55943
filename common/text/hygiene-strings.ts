/**
 * The words of the text and key rules (common/text/control-chars.ts, common/content/item-key.ts):
 * the editor's messages in its two languages (Portuguese first), the public forms' in the site's
 * three, and the content schema's for the import (in English, like the rest of the import's
 * messages, which name the file and field path).
 */
import { ITEM_KEY_MAX_LENGTH, type ItemKeyProblem } from "../content/item-key";

type UiLang = "pt" | "en";
type ContentLang = "pt" | "en" | "es";

const inLanguage: Record<UiLang, Record<ContentLang, string>> = {
  pt: { pt: "em português", en: "em inglês", es: "em espanhol" },
  en: { pt: "in Portuguese", en: "in English", es: "in Spanish" },
};

export const editorTextMessages = {
  pt: {
    /** "O campo “Título” em inglês contém um caractere invisível não permitido (U+000B, posição 12)." */
    invisibleChar: (label: string, lang: ContentLang | null, codePoint: string, position: number) =>
      `O campo “${label}”${lang ? ` ${inLanguage.pt[lang]}` : ""} contém um caractere invisível não permitido ` +
      `(${codePoint}, posição ${position}). Apague-o ou digite o texto de novo; colar de editores de texto costuma trazê-lo.`,
    itemKey: (problem: ItemKeyProblem, key: string, length: number): string =>
      ({
        empty: "Escreva a chave do endereço.",
        format:
          "A chave do endereço usa só letras minúsculas sem acento e algarismos, em palavras ligadas por um hífen (como analista-de-dados-pleno).",
        "too-long": `A chave do endereço tem ${length} caracteres; use no máximo ${ITEM_KEY_MAX_LENGTH}.`,
        reserved: `A chave do endereço “${key}” é uma palavra que os endereços do editor usam; escolha outra (por exemplo, tirada do título).`,
      })[problem],
  },
  en: {
    invisibleChar: (label: string, lang: ContentLang | null, codePoint: string, position: number) =>
      `The field “${label}”${lang ? ` ${inLanguage.en[lang]}` : ""} contains an invisible character that is not allowed ` +
      `(${codePoint}, position ${position}). Delete it or type the text again; pasting from word processors often brings it.`,
    itemKey: (problem: ItemKeyProblem, key: string, length: number): string =>
      ({
        empty: "Enter the address key.",
        format:
          "The address key uses only lower-case letters without accents and digits, in words joined by one hyphen (like data-analyst-mid).",
        "too-long": `The address key has ${length} characters; use at most ${ITEM_KEY_MAX_LENGTH}.`,
        reserved: `The address key “${key}” is a word the editor's own addresses use; choose another (for example, from the title).`,
      })[problem],
  },
} satisfies Record<UiLang, unknown>;

/** The public forms' message for a field holding a forbidden character (code `invisible_char`). */
export const publicInvisibleChar: Record<ContentLang, string> = {
  pt: "Este campo contém um caractere invisível não permitido (comum ao colar de outro programa). Apague-o ou digite o texto de novo.",
  en: "This field contains an invisible character that is not allowed (common when pasting from another program). Delete it or type the text again.",
  es: "Este campo contiene un carácter invisible no permitido (común al pegar desde otro programa). Bórralo o escribe el texto de nuevo.",
};

/** The content schema's messages (the import names the file and the field path before them). */
export const schemaTextMessages = {
  invisibleChar: (codePoint: string, position: number) =>
    `contains an invisible character that is not allowed (${codePoint}, position ${position})`,
  itemKey: (problem: ItemKeyProblem, key: string): string =>
    ({
      empty: "the key is empty",
      format: "use lower-case words of letters and digits joined by single hyphens (no '/', no accents)",
      "too-long": `the key has ${key.length} characters; at most ${ITEM_KEY_MAX_LENGTH}`,
      reserved: `"${key}" is a word the editor's own addresses use`,
    })[problem],
};

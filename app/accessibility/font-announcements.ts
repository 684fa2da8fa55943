/**
 * What a screen reader hears when the font size changes ("Fonte aumentada 2 vezes"), per language:
 * apart from the aids' other strings (strings.ts, which includes these), because the bar's aids
 * (aids-dom.ts) need only these, in the page's first script.
 */
import type { FontLevel } from "../../common/a11y/preferences";
import type { Lang } from "../../common/i18n/languages";

interface Announce {
  increased: (n: number) => string;
  decreased: (n: number) => string;
  default: string;
  largest: string;
  smallest: string;
}

export const fontAnnouncements: Record<Lang, Announce> = {
  pt: {
    increased: (n: number) => `Fonte aumentada ${n} ${n === 1 ? "vez" : "vezes"}`,
    decreased: (n: number) => `Fonte diminuída ${n} ${n === 1 ? "vez" : "vezes"}`,
    default: "Tamanho padrão",
    largest: "tamanho máximo",
    smallest: "tamanho mínimo",
  },
  en: {
    increased: (n: number) => `Font increased ${n} ${n === 1 ? "time" : "times"}`,
    decreased: (n: number) => `Font decreased ${n} ${n === 1 ? "time" : "times"}`,
    default: "Default size",
    largest: "largest size",
    smallest: "smallest size",
  },
  es: {
    increased: (n: number) => `Letra aumentada ${n} ${n === 1 ? "vez" : "veces"}`,
    decreased: (n: number) => `Letra reducida ${n} ${n === 1 ? "vez" : "veces"}`,
    default: "Tamaño predeterminado",
    largest: "tamaño máximo",
    smallest: "tamaño mínimo",
  },
};

/** The words for a font level: how many steps up or down, or the default; and the limit when reached. */
export function fontAnnouncement(level: FontLevel, s: { announce: Announce }): string {
  if (level.kind === "default") return s.announce.default;
  const text = level.kind === "increased" ? s.announce.increased(level.times) : s.announce.decreased(level.times);
  if (!level.limit) return text;
  return `${text} (${level.kind === "increased" ? s.announce.largest : s.announce.smallest})`;
}

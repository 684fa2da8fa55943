/** Text the content API adds to what content/ holds, per language (same keys in all three). */
import type { Lang } from "../../common/i18n/languages";

const pt = {
  /** The note under a vacancy's benefits ('*Benefits may vary according to the position.'). */
  vacancyFooter: "*Os benefícios podem variar de acordo com a vaga.",
};

export const apiStrings: Record<Lang, typeof pt> = {
  pt,
  en: { vacancyFooter: "*Benefits may vary according to the position." },
  es: { vacancyFooter: "*Los beneficios pueden variar según la vacante." },
};

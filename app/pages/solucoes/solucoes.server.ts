/** The solutions page's data, localised on the server. */
import type { AppLoadContext } from "react-router";
import { solucoesStrings } from "./strings";

export async function solucoesData({ services, lang }: AppLoadContext) {
  const solutions = await services.content.solutions();
  return {
    strings: solucoesStrings[lang],
    solutions: solutions.map((s) => ({
      id: s.id,
      slug: s.slug,
      title: s.title[lang],
      description: s.description[lang],
      image: s.image ? services.media.image(s.image, lang) : null,
      link: s.link,
      libras: services.media.clip(s.libras),
    })),
  };
}

export type SolucoesData = Awaited<ReturnType<typeof solucoesData>>;

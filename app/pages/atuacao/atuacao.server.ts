/**
 * Data of /portal/atuacao in the visitor's language only: the ten areas (tiles) and the seven
 * research projects with their researchers and publications. The whole list is sent (it is
 * small) so that the filter answers at once in the browser; the URL carries the selection.
 */
import type { AppLoadContext } from "react-router";
import { atuacaoStrings } from "./strings";

export async function atuacaoData(context: AppLoadContext) {
  const { services, lang } = context;
  const [areas, research] = await Promise.all([services.content.areas(), services.content.research()]);
  return {
    strings: atuacaoStrings[lang],
    areas: areas.map((area) => ({
      id: area.id,
      title: area.title[lang],
      image: services.media.image(area.image, lang),
      libras: services.media.clip(area.libras),
    })),
    research: research.map((item) => ({
      id: item.id,
      areaIds: item.areas,
      title: item.title[lang],
      summary: item.summary[lang],
      image: item.image ? services.media.image(item.image, lang) : null,
      libras: services.media.clip(item.libras),
      researchers: item.researchers.map((r) => ({ name: r.name, institution: r.institution, role: r.role[lang] })),
      publications: item.publications.map((p) => ({
        id: p.id,
        title: p.title[lang],
        institution: p.institution,
        event: p.event[lang],
        researchers: p.researchers,
        year: p.year,
        link: p.link,
        libras: services.media.clip(p.libras),
      })),
    })),
  };
}

export type AtuacaoData = Awaited<ReturnType<typeof atuacaoData>>;
export type AreaTileData = AtuacaoData["areas"][number];
export type ResearchData = AtuacaoData["research"][number];
export type PublicationData = ResearchData["publications"][number];

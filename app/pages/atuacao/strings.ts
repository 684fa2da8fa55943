/**
 * The interface strings of /portal/atuacao (content comes from content/). The loader sends only
 * the visitor's language to the browser; tests read the same table.
 */
import type { Lang } from "../../../common/i18n/languages";
import type { StringsShape } from "../strings-shape";

const pt = {
  areas: {
    title: "Áreas de atuação",
    notice: "Desmarque uma área para ocultar as pesquisas relacionadas a ela.",
    legend: "Áreas usadas para filtrar as pesquisas",
    apply: "Aplicar filtro",
    selectAll: "Selecionar todas",
    clearAll: "Desmarcar todas",
    selectedCount: {
      zero: "Nenhuma área selecionada",
      one: "{n} de {total} área selecionada",
      other: "{n} de {total} áreas selecionadas",
    },
  },
  research: {
    title: "Pesquisas",
    count: { one: "{n} pesquisa exibida", other: "{n} pesquisas exibidas" },
    none: "Nenhuma selecionada. Selecione áreas para que a filtragem aconteça.",
    areasLabel: "Áreas de atuação",
    showMore: "Mostrar mais",
    showLess: "Mostrar menos",
    researchers: "Pesquisadores",
    showPublications: "Mostrar publicações",
    hidePublications: "Ocultar publicações",
    publications: "Publicações",
  },
  publication: {
    institution: "Instituição",
    researchers: "Pesquisadores",
    view: "Ver publicação",
    showDetails: "Ver detalhes",
    hideDetails: "Ocultar detalhes",
    event: "Evento",
    year: "Ano",
  },
} as const;

export type AtuacaoStrings = StringsShape<typeof pt>;

const en: AtuacaoStrings = {
  areas: {
    title: "Areas of Activity",
    notice: "Deselect an area to hide the research related to it.",
    legend: "Areas used to filter the research",
    apply: "Apply filter",
    selectAll: "Select all",
    clearAll: "Deselect all",
    selectedCount: { zero: "No area selected", one: "{n} of {total} area selected", other: "{n} of {total} areas selected" },
  },
  research: {
    title: "Research",
    count: { one: "{n} research project shown", other: "{n} research projects shown" },
    none: "None selected. Please select areas for the filtering to happen.",
    areasLabel: "Areas of activity",
    showMore: "Show more",
    showLess: "Show less",
    researchers: "Researchers",
    showPublications: "Show publications",
    hidePublications: "Hide publications",
    publications: "Publications",
  },
  publication: {
    institution: "Institution",
    researchers: "Researchers",
    view: "View publication",
    showDetails: "Show details",
    hideDetails: "Hide details",
    event: "Event",
    year: "Year",
  },
};

const es: AtuacaoStrings = {
  areas: {
    title: "Áreas de actuación",
    notice: "Desmarque un área para ocultar las investigaciones relacionadas con ella.",
    legend: "Áreas usadas para filtrar las investigaciones",
    apply: "Aplicar filtro",
    selectAll: "Seleccionar todas",
    clearAll: "Desmarcar todas",
    selectedCount: {
      zero: "Ninguna área seleccionada",
      one: "{n} de {total} área seleccionada",
      other: "{n} de {total} áreas seleccionadas",
    },
  },
  research: {
    title: "Investigaciones",
    count: { one: "{n} investigación mostrada", other: "{n} investigaciones mostradas" },
    none: "Ninguna seleccionada. Seleccione áreas para que se realice el filtrado.",
    areasLabel: "Áreas de actuación",
    showMore: "Mostrar más",
    showLess: "Mostrar menos",
    researchers: "Investigadores",
    showPublications: "Mostrar publicaciones",
    hidePublications: "Ocultar publicaciones",
    publications: "Publicaciones",
  },
  publication: {
    institution: "Institución",
    researchers: "Investigadores",
    view: "Ver publicación",
    showDetails: "Ver detalles",
    hideDetails: "Ocultar detalles",
    event: "Evento",
    year: "Año",
  },
};

export const atuacaoStrings: Record<Lang, AtuacaoStrings> = { pt, en, es };

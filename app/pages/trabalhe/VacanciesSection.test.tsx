// @vitest-environment jsdom
/**
 * The job filter as a visitor meets it: two labelled selects in a named group, the number
 * found said in a status region in the page's language, the cards that match, an empty state
 * with a way back, and "clear filters" that leaves focus in the form. The page's state is stood
 * in for by the same filtering the route does.
 */
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { Lang } from "../../../common/i18n/languages";
import { renderInRoot } from "../../testing/render-in-root";
import { filterJobs, openingWords, type JobFilter } from "./job-filter";
import { trabalheStrings } from "./strings";
import type { VacancySummary } from "./trabalhe.server";
import { VacanciesSection } from "./VacanciesSection";

afterEach(cleanup);

const vacancy = (key: string, title: string, area: string, regime: "CLT" | "Bolsa"): VacancySummary =>
  ({
    key,
    id: key.length,
    title,
    place: "Fortaleza",
    regime,
    area,
    areaText: area,
    education: "",
    requirements: [],
    desirable: [],
    activities: [],
    libras: null,
    words: openingWords([title, area]),
  }) as unknown as VacancySummary;
const all = [
  vacancy("dev-clt", "Pessoa desenvolvedora", "development", "CLT"),
  vacancy("dev-bolsa", "Bolsista de desenvolvimento", "development", "Bolsa"),
  vacancy("design-bolsa", "Bolsista de design", "design", "Bolsa"),
];

/** The page's state around the section; rendered in the site's context, as the page is. */
function Page({ lang = "pt", initial = { area: null, regime: null, q: "" } }: { lang?: Lang; initial?: JobFilter }) {
  const [filter, setFilter] = useState<JobFilter>(initial);
  return (
    <VacanciesSection
      vacancies={filterJobs(all, filter)}
      areas={["development", "design"]}
      filter={filter}
      strings={trabalheStrings[lang]}
      lang={lang}
      action="/portal/trabalhe"
      clearHref="/portal/trabalhe#vagas"
      onChange={setFilter}
    />
  );
}

/** The number found: the first status region (each card has its own, for its details loading). */
const count = () => screen.getAllByRole("status")[0]!;
/** The openings shown, by their cards' names. */
const shown = () => screen.queryAllByRole("article").map((card) => within(card).getByRole("heading", { level: 3 }).textContent);

describe("VacanciesSection", () => {
  it("offers the area and the regime as labelled choices in a named group, and says how many openings there are", () => {
    renderInRoot(<Page />);
    const group = screen.getByRole("group", { name: "Filtrar vagas" });
    const area = within(group).getByRole("combobox", { name: "Área" });
    expect(
      within(area)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Todas as áreas", "Desenvolvimento", "Design"]);
    const regime = within(group).getByRole("combobox", { name: "Regime de contratação" });
    expect(
      within(regime)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Todos os regimes", "CLT (contrato de trabalho)", "Bolsa (bolsa de pesquisa)"]);
    expect(count().textContent).toBe("3 vagas encontradas");
    expect(shown()).toEqual(["Pessoa desenvolvedora", "Bolsista de desenvolvimento", "Bolsista de design"]);
    expect(screen.queryByRole("link", { name: "Limpar filtros" })).toBeNull();
  });

  it("applies each choice at once and says the new number", async () => {
    const user = userEvent.setup();
    renderInRoot(<Page />);
    await user.selectOptions(screen.getByRole("combobox", { name: "Área" }), "Desenvolvimento");
    expect(count().textContent).toBe("2 vagas encontradas");
    await user.selectOptions(screen.getByRole("combobox", { name: "Regime de contratação" }), "Bolsa (bolsa de pesquisa)");
    expect(count().textContent).toBe("1 vaga encontrada");
    expect(shown()).toEqual(["Bolsista de desenvolvimento"]);
  });

  it("shows an empty state with a way back to every opening, and clearing keeps focus in the form", async () => {
    const user = userEvent.setup();
    renderInRoot(<Page initial={{ area: "design", regime: "CLT", q: "" }} />);
    expect(count().textContent).toBe("Nenhuma vaga encontrada");
    expect(screen.getByText("Nenhuma vaga corresponde a estes filtros.")).toBeTruthy();
    const [inForm, inEmptyState] = screen.getAllByRole("link", { name: "Limpar filtros" });
    expect(inForm!.getAttribute("href")).toBe("/portal/trabalhe#vagas");

    inEmptyState!.focus();
    await user.keyboard("{Enter}");
    expect(count().textContent).toBe("3 vagas encontradas");
    expect(document.activeElement).toBe(screen.getByRole("searchbox", { name: "Buscar por palavras" }));
    expect(screen.queryByRole("link", { name: "Limpar filtros" })).toBeNull();
  });

  it("narrows by the words typed, whatever their accents and case", async () => {
    const user = userEvent.setup();
    renderInRoot(<Page />);
    await user.type(screen.getByRole("searchbox", { name: "Buscar por palavras" }), "BOLSISTA desénv");
    expect(count().textContent).toBe("1 vaga encontrada");
    expect(screen.getByRole("link", { name: "Bolsista de desenvolvimento" })).toBeTruthy();
  });

  it("keeps the no-JavaScript path: a GET form with the choices and an apply button", () => {
    renderInRoot(<Page initial={{ area: "design", regime: null, q: "" }} />);
    const form = screen.getByRole("button", { name: "Aplicar filtro" }).closest("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/portal/trabalhe");
    expect([...new FormData(form).entries()]).toEqual([
      ["lang", "pt"],
      ["filtro", "vagas"],
      ["q", ""],
      ["area", "design"],
      ["regime", ""],
    ]);
  });

  it.each([
    ["en", "Filter job openings", "Type of contract", "1 job opening found", "Clear filters"],
    ["es", "Filtrar vacantes", "Tipo de contratación", "1 vacante encontrada", "Borrar filtros"],
  ] as const)("speaks %s", (lang, legend, regime, one, clear) => {
    renderInRoot(<Page lang={lang} initial={{ area: "design", regime: null, q: "" }} />, { lang });
    const group = screen.getByRole("group", { name: legend });
    expect(within(group).getByRole("combobox", { name: regime })).toBeTruthy();
    expect(count().textContent).toBe(one);
    expect(screen.getByRole("link", { name: clear })).toBeTruthy();
  });
});

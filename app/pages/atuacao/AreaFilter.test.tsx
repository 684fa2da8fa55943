// @vitest-environment jsdom
/**
 * The area filter as a visitor meets it: a group of checkboxes named by the areas, a count that
 * says how many are chosen in the page's language, "select all" / "deselect all", all of it by
 * keyboard. The page's state is stood in for by the same toggling the route does.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { Lang } from "../../../common/i18n/languages";
import { AreaFilter } from "./AreaFilter";
import type { AreaTileData } from "./atuacao.server";
import { atuacaoStrings } from "./strings";

afterEach(cleanup);

const area = (id: number, title: string): AreaTileData => ({ id, title, image: null, libras: null });
const areas = [area(1, "Acessibilidade"), area(2, "Educação"), area(3, "Saúde")];
const allIds = areas.map((a) => a.id);

function Page({ lang = "pt", initial = allIds }: { lang?: Lang; initial?: number[] }) {
  const [selected, setSelected] = useState(initial);
  return (
    <AreaFilter
      areas={areas}
      selected={selected}
      strings={atuacaoStrings[lang].areas}
      lang={lang}
      action="/portal/atuacao"
      onToggle={(id) =>
        setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : allIds.filter((x) => x === id || s.includes(x))))
      }
      onSetAll={(all) => setSelected(all ? allIds : [])}
      allHref="/portal/atuacao"
      noneHref="/portal/atuacao?areas=none"
    />
  );
}

const checked = () =>
  within(screen.getByRole("group"))
    .getAllByRole<HTMLInputElement>("checkbox")
    .filter((c) => c.checked)
    .map((c) => c.closest("label")!.textContent);

describe("AreaFilter", () => {
  it("is a group of checkboxes named by the areas, all chosen at first, with the count said", () => {
    render(<Page />);
    const group = screen.getByRole("group", { name: "Áreas usadas para filtrar as pesquisas" });
    expect(
      within(group)
        .getAllByRole("checkbox")
        .map((c) => c.closest("label")!.textContent),
    ).toEqual(["Acessibilidade", "Educação", "Saúde"]);
    expect(checked()).toEqual(["Acessibilidade", "Educação", "Saúde"]);
    expect(screen.getByText("3 de 3 áreas selecionadas")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Áreas de atuação" })).toBeTruthy();
  });

  it("toggles an area with the keyboard, keeping focus on it, and says the new count", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    const first = screen.getByRole("checkbox", { name: "Acessibilidade" });
    expect(document.activeElement).toBe(first);
    await user.keyboard(" ");
    expect(checked()).toEqual(["Educação", "Saúde"]);
    expect(document.activeElement).toBe(first);
    expect(screen.getByText("2 de 3 áreas selecionadas")).toBeTruthy();

    await user.tab();
    await user.keyboard(" ");
    expect(checked()).toEqual(["Saúde"]);
    expect(screen.getByText("1 de 3 área selecionada")).toBeTruthy();
    await user.keyboard(" ");
    expect(checked()).toEqual(["Educação", "Saúde"]);
  });

  it("deselects and selects every area with its links, which also work as plain links", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const none = screen.getByRole("link", { name: "Desmarcar todas" });
    expect(none.getAttribute("href")).toBe("/portal/atuacao?areas=none");
    await user.click(none);
    expect(checked()).toEqual([]);
    expect(screen.getByText("Nenhuma área selecionada")).toBeTruthy();

    screen.getByRole("link", { name: "Selecionar todas" }).focus();
    await user.keyboard("{Enter}");
    expect(checked()).toEqual(["Acessibilidade", "Educação", "Saúde"]);
  });

  it("keeps the no-JavaScript path: a GET form with the areas and an apply button", () => {
    render(<Page initial={[2]} />);
    const button = screen.getByRole("button", { name: "Aplicar filtro" });
    const form = button.closest("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/portal/atuacao");
    expect([...new FormData(form).entries()]).toEqual([
      ["lang", "pt"],
      ["filtro", "areas"],
      ["area", "2"],
    ]);
  });

  it.each([
    ["en", "Areas used to filter the research", "1 of 3 area selected", "Deselect all", "No area selected"],
    [
      "es",
      "Áreas usadas para filtrar las investigaciones",
      "1 de 3 área seleccionada",
      "Desmarcar todas",
      "Ninguna área seleccionada",
    ],
  ] as const)("speaks %s", async (lang, legend, one, clearAll, zero) => {
    const user = userEvent.setup();
    render(<Page lang={lang} initial={[3]} />);
    expect(screen.getByRole("group", { name: legend })).toBeTruthy();
    expect(screen.getByText(one)).toBeTruthy();
    await user.click(screen.getByRole("link", { name: clearAll }));
    expect(screen.getByText(zero)).toBeTruthy();
  });
});

/**
 * The editor as a new HR editor meets it (issue 34, journey a), by visible Portuguese labels and
 * roles only: she creates an opening in three languages without typing an id or a key, each error
 * names its field and language, she previews it on its own page, publishes, and it is on the
 * site. axe on the dashboard, the form with its errors and the history, at 320 and 1280 px.
 */
import { fieldLabel } from "../../common/editor/strings";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { proposeItemKey } from "../../common/content/item-key";
import { vacancyPath } from "../../common/paths";
import { expectNoAxeViolations, useSiteAndBrowser } from "./harness";
import { clickAndLoad, cliInvite, editorHydrated, localOrigin } from "../support/editor";

const e2e = useSiteAndBrowser();
const at = (path: string) => `${localOrigin(e2e.server)}${path}`;
const TITLE = {
  pt: "Pessoa pesquisadora em acessibilidade",
  en: "Accessibility researcher",
  es: "Persona investigadora en accesibilidad",
};
const LANGS = ["Português", "English", "Español"] as const;

async function signedIn(email: string, role: string): Promise<Page> {
  const invited = cliInvite(e2e.server, email, role);
  expect(invited.status).toBe(0);
  const link = /(http:\/\/localhost:\d+\/editor\/entrar\/link\?\S+)/.exec(invited.stdout)![1]!;
  const { page } = await e2e.newPage();
  await page.goto(link);
  await clickAndLoad(page, page.getByRole("button").first());
  await page.waitForURL(at("/editor"));
  return page;
}

async function axeAtBothWidths(page: Page, name: string) {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(page, `${name} at ${width} px`);
  }
}

/** A field of an opening by the label the form shows (the editor's words table). */
const label = (key: string) => fieldLabel(key, "pt", "vacancy");

describe("an HR editor's first opening", () => {
  it("creates, previews and publishes an opening without typing an id; every error names its field and language", async () => {
    const page = await signedIn("helena@lead.example", "openings");
    await axeAtBothWidths(page, "the dashboard");
    await expect.poll(() => page.getByRole("heading", { name: "Rascunhos não publicados" }).count()).toBe(1);

    await clickAndLoad(page, page.getByRole("navigation").getByRole("link", { name: "Vagas", exact: true }));
    await clickAndLoad(page, page.getByRole("link", { name: "Novo item" }));
    await editorHydrated(page);
    // No identifier to type: the id is the system's, the key follows the Portuguese title.
    expect(await page.getByRole("textbox", { name: "Identificador" }).count()).toBe(0);
    const title = page.getByRole("group", { name: "Título", exact: true });
    await title.getByLabel("Português").pressSequentially(TITLE.pt);
    await expect.poll(() => page.getByRole("textbox", { name: label("key") }).inputValue()).toBe(proposeItemKey(TITLE.pt));
    await title.getByLabel("English").fill(TITLE.en);

    // Publishing now: each error names its field (and language), in the summary and at the field.
    await clickAndLoad(page, page.getByRole("button", { name: "Publicar", exact: true }));
    const summary = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Há um problema" }) });
    const lines = await summary.getByRole("listitem").allInnerTexts();
    expect(lines).toContain("Escreva «Título» em espanhol.");
    expect(lines).toContain(`Escolha «${label("regime")}».`);
    // The summary and the field's own error name the area exactly as the form labels it.
    const areaError = `Escolha «${label("area")}».`;
    expect(lines).toContain(areaError);
    const areaField = page.getByLabel(label("area"), { exact: true });
    const areaDescribedBy = (await areaField.getAttribute("aria-describedby")) ?? "";
    const areaTexts = await Promise.all(
      areaDescribedBy
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => page.locator(`[id="${id}"]`).innerText()),
    );
    expect(areaTexts.join(" ")).toContain(areaError);
    for (const line of lines) {
      expect(line, "a field named in «»").toMatch(/«.+»/);
      expect(line).not.toMatch(/Invalid|expected|\/\^|pattern/);
    }
    await summary.getByRole("link", { name: "Escreva «Título» em espanhol." }).click();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute("lang")))
      .toBe("es-ES");
    expect(await title.getByText("Escreva «Título» em espanhol.").count()).toBe(1);
    await axeAtBothWidths(page, "the form with its errors");
    await page.setViewportSize({ width: 1280, height: 900 });

    // A draft may be incomplete: saved without Regime or Área.
    await title.getByLabel("Español").fill(TITLE.es);
    await clickAndLoad(page, page.getByRole("button", { name: "Salvar rascunho", exact: true }));
    const key = proposeItemKey(TITLE.pt);
    await page.waitForURL(at(`/editor/vagas/${key}?aviso=created`));
    await editorHydrated(page);
    expect(await page.getByText("Atribuído pelo sistema ao criar o item.").count()).toBe(1);

    await page.getByLabel(label("regime"), { exact: true }).selectOption({ index: 1 });
    await page.getByLabel(label("area"), { exact: true }).selectOption({ index: 1 });
    for (const [group, texts] of [
      [label("areas"), ["Pesquisa", "Research", "Investigación"]],
      ["Formação", ["Mestrado", "Master's degree", "Maestría"]],
    ] as const) {
      const g = page.getByRole("group", { name: group, exact: true });
      for (const [n, l] of LANGS.entries()) await g.getByLabel(l).fill(texts[n]!);
    }
    for (const list of ["Requisitos", "Atividades"]) {
      await clickAndLoad(page, page.getByRole("button", { name: new RegExp(`^Adicionar a ${list}$`) }));
      await editorHydrated(page);
      const g = page.getByRole("group", { name: "Item 1", exact: true }).last();
      for (const l of LANGS) await g.getByLabel(l).fill(`${list} (${l})`);
    }
    await clickAndLoad(page, page.getByRole("button", { name: "Salvar rascunho", exact: true }));
    await page.waitForURL(at(`/editor/vagas/${key}?aviso=saved`));

    // The preview opens the opening's own page, with the draft.
    await clickAndLoad(page, page.getByRole("link", { name: "Ver prévia", exact: true }));
    expect(new URL(page.url()).searchParams.get("pagina")).toBe(vacancyPath(key));
    expect(await page.locator("h1").first().innerText()).toContain(TITLE.pt);
    await page.goBack();
    await page.waitForURL(at(`/editor/vagas/${key}?aviso=saved`));
    await editorHydrated(page);

    await clickAndLoad(page, page.getByRole("button", { name: "Publicar", exact: true }));
    await page.waitForURL(at(`/editor/vagas/${key}?aviso=published`));
    const visitor = await e2e.newPage();
    await expect
      .poll(async () => (await visitor.page.goto(at(`${vacancyPath(key)}?lang=pt`)))?.status(), { timeout: 8000 })
      .toBe(200);
    expect(await visitor.page.locator("h1").innerText()).toContain(TITLE.pt);

    // Unpublishing asks first, on a page of its own.
    await clickAndLoad(page, page.getByRole("link", { name: "Despublicar…" }));
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(`Despublicar «${TITLE.pt}»?`);
    await clickAndLoad(page, page.getByRole("link", { name: "Não, voltar ao item" }));

    await clickAndLoad(page, page.getByRole("link", { name: "Histórico de versões" }));
    await axeAtBothWidths(page, "the history");
  }, 240_000);
});

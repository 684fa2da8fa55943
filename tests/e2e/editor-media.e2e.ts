/**
 * Pictures in their field (issue 34): a communications editor replaces a news item's picture by
 * uploading it in the image field, writes its description in pt, en and es, saves, previews the
 * news where it appears, publishes, and the public page shows the new picture, served from the
 * shared store with a year's immutable caching. Found by visible Portuguese labels and roles only;
 * the file is chosen as a person chooses it (its bytes), no name is typed. axe on the picker's
 * states (empty, uploading, chosen, error) at 320 and 1280 px, with screenshots of the news form.
 * The form shows no system id; the history names the pictures by their descriptions and the
 * uploaded file's name, never a stored name, and fits 320 px (issue 34).
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mediaStrings } from "../../common/editor/media-strings";
import { fieldPathLabel } from "../../common/editor/strings";
import news from "../../content/news.json" with { type: "json" };
import { itemStrings } from "../../app/editor/item-strings";
import { editorStrings } from "../../app/editor/strings";
import { expectNoAxeViolations, root, useSiteAndBrowser } from "./harness";
import { clickAndLoad, cliInvite, editorHydrated, localOrigin } from "../support/editor";

const pt = editorStrings.pt;
const i = itemStrings.pt;
const m = mediaStrings.pt;
const e2e = useSiteAndBrowser();
const at = (p: string) => `${localOrigin(e2e.server)}${p}`;
const shots = path.join(root, "test-results", "screenshots", "editor-media");

const NEWS_TITLE = "Glossário técnico em Libras chega a 500 sinais validados";
const NEWS = news.find((n) => n.title.pt === NEWS_TITLE)!;
const ALT = {
  pt: "Duas pessoas conversam em Libras diante de um painel azul com um sol amarelo",
  en: "Two people talk in Libras in front of a blue panel with a yellow sun",
  es: "Dos personas conversan en Libras frente a un panel azul con un sol amarillo",
};

const picture = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 80, b: 160 } } })
    .composite([{ input: Buffer.from(`<svg width="1200" height="800"><circle cx="600" cy="400" r="250" fill="#fc0"/></svg>`) }])
    .png()
    .toBuffer();

async function signedIn(email: string, role: string, width = 1280): Promise<Page> {
  const invited = cliInvite(e2e.server, email, role);
  expect(invited.status).toBe(0);
  const link = /(http:\/\/localhost:\d+\/editor\/entrar\/link\?\S+)/.exec(invited.stdout)![1]!;
  const { page } = await e2e.newPage({ viewport: { width, height: 900 } });
  await page.goto(link);
  await page.getByRole("button", { name: pt.link.inviteButton }).click();
  await page.waitForURL(at("/editor"));
  return page;
}

const imageGroup = (page: Page) => page.getByRole("group", { name: "Imagem", exact: true });

describe("a news item's picture, in its field", () => {
  it("is replaced by an upload in the field, described in three languages, previewed and published", async () => {
    const page = await signedIn("caio@lead.example", "communications");
    await page.goto(at("/editor/noticias"));
    await clickAndLoad(page, page.getByRole("link", { name: NEWS_TITLE }));
    await editorHydrated(page);
    const group = imageGroup(page);
    // The current picture is shown, with its description as its alt.
    expect(await group.getByRole("img").count()).toBe(1);
    // No system id in sight ("noticia0"): the news item is its title.
    expect(await page.getByRole("main").innerText()).not.toMatch(/noticia\d/);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, "issue-34-noticia-formulario-1280.png"), fullPage: true });
    await page.setViewportSize({ width: 320, height: 800 });
    await page.screenshot({ path: path.join(shots, "issue-34-noticia-formulario-320.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // Upload in place: choose the file; progress, then the thumbnail.
    await group.getByLabel(m.replace.image).setInputFiles({ name: "equipe.png", mimeType: "image/png", buffer: await picture() });
    await expect.poll(() => group.getByRole("status").first().innerText(), { timeout: 60_000 }).toBe(m.done.image);
    await expect.poll(() => group.getByRole("img").getAttribute("src")).toMatch(/^\/media\/img\/editor\//);
    expect(await group.getByText("equipe.png").count()).toBeGreaterThan(0);

    // The description, at the image, in each language.
    await group.getByLabel(m.altLabel(m.languageNames.pt)).fill(ALT.pt);
    await group.getByLabel(m.altLabel(m.languageNames.en)).fill(ALT.en);
    await group.getByLabel(m.altLabel(m.languageNames.es)).fill(ALT.es);
    await expectNoAxeViolations(page, "news form, picture chosen");
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, "news-form-picker-1280.png"), fullPage: true });

    // Saved as a draft, previewed where the news appears.
    await clickAndLoad(page, page.getByRole("button", { name: i.item.save, exact: true }));
    expect(await page.getByRole("status").first().innerText()).toBe(i.notices.saved);
    const previews = page.getByRole("region", { name: i.item.previewsTitle });
    const preview = await e2e.newPage();
    await preview.context.addCookies(await page.context().cookies());
    await preview.page.goto(new URL((await previews.getByRole("link").first().getAttribute("href"))!, at("/")).href);
    await expect.poll(() => preview.page.getByRole("img", { name: ALT.pt }).count()).toBeGreaterThan(0);
    await preview.context.close();

    // Published: the public page shows the new picture.
    await clickAndLoad(page, page.getByRole("button", { name: i.item.publish, exact: true }));
    expect(await page.getByRole("status").first().innerText()).toBe(i.notices.published);
    const visitor = await e2e.newPage();
    await expect
      .poll(
        async () => {
          await visitor.page.goto(at("/portal/institucional?lang=pt"));
          return visitor.page.getByRole("img", { name: ALT.pt }).count();
        },
        { timeout: 8000 },
      )
      .toBeGreaterThan(0);
    const img = visitor.page.getByRole("img", { name: ALT.pt }).first();
    // Lazy below the fold: scrolled to, as a visitor does, then loaded.
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);
    const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
    expect(src).toMatch(/\/media\/img\/editor\/u[a-z0-9]+\/u[a-z0-9]+\.[0-9a-f]{8}\.\d+\.(avif|webp|jpg)$/);
    const served = await fetch(src);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    await visitor.context.close();

    // In English, the English description.
    const english = await fetch(at("/portal/institucional?lang=en"));
    expect(await english.text()).toContain(ALT.en);

    // The history names both pictures as staff know them: the description each had, the uploaded
    // file's own name, a thumbnail; never a stored name. At 320 px nothing scrolls sideways.
    await clickAndLoad(page, page.getByRole("link", { name: i.item.history }));
    await editorHydrated(page);
    const changes = page.getByRole("table", { name: /^Mudanças da versão/ });
    const row = changes
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${fieldPathLabel(["image", "file"], "pt", "news")}`) }) });
    const [was, now] = [row.getByRole("cell").nth(0), row.getByRole("cell").nth(1)];
    expect(await was.innerText()).toContain(NEWS.image.alt.pt);
    expect(await now.innerText()).toContain(ALT.pt);
    expect(await now.innerText()).toContain(i.history.uploadedAs("equipe.png"));
    for (const cell of [was, now])
      await expect
        .poll(() => cell.locator("img").evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
        .toBeGreaterThan(0);
    const words = await page.getByRole("main").innerText();
    expect(words).not.toMatch(/editor\/u[a-z0-9]/);
    expect(words).not.toContain(NEWS.image.file);
    await page.screenshot({ path: path.join(shots, "issue-34-historico-1280.png"), fullPage: true });
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // Nor inside the tables' own boxes: their rows stack, long values wrap.
    const boxes = await page.locator(".editor-table-wrap").evaluateAll((els) => els.map((el) => el.scrollWidth - el.clientWidth));
    expect(boxes).toEqual(boxes.map(() => 0));
    expect(await now.innerText()).toContain(ALT.pt);
    await expectNoAxeViolations(page, "history at 320 px");
    await page.screenshot({ path: path.join(shots, "issue-34-historico-320.png"), fullPage: true });
  }, 240_000);

  it("passes axe in every state of the picker at 320 and 1280 px", async () => {
    for (const width of [320, 1280]) {
      const page = await signedIn(`pat${width}@lead.example`, "communications", width);
      await page.goto(at("/editor/noticias/novo"));
      await editorHydrated(page);
      const group = imageGroup(page);
      // Empty.
      expect(await group.getByText(m.none.image).count()).toBe(1);
      await expectNoAxeViolations(page, `picker empty at ${width}`);
      if (width === 320) await page.screenshot({ path: path.join(shots, "news-form-picker-320.png"), fullPage: true });

      // Error: a text file is not a picture; the message is at the field.
      await group
        .getByLabel(m.upload.image)
        .setInputFiles({ name: "notas.png", mimeType: "image/png", buffer: Buffer.from("não é imagem") });
      await expect.poll(() => group.locator(".ef-error").count(), { timeout: 30_000 }).toBe(1);
      expect(await group.getByLabel(m.upload.image).getAttribute("aria-invalid")).toBe("true");
      await expectNoAxeViolations(page, `picker error at ${width}`);

      // Uploading: the server's answer held back while axe looks.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/editor/midia/imagem**", async (route) => {
        await held;
        await route.continue();
      });
      await group.getByLabel(m.upload.image).setInputFiles({ name: "sol.png", mimeType: "image/png", buffer: await picture() });
      await expect.poll(() => group.getByLabel(m.upload.image).isDisabled()).toBe(true);
      await expectNoAxeViolations(page, `picker uploading at ${width}`);
      if (width === 320) await page.screenshot({ path: path.join(shots, "news-form-picker-uploading-320.png"), fullPage: true });
      release();
      await expect.poll(() => group.getByRole("status").first().innerText(), { timeout: 60_000 }).toBe(m.done.image);
      await page.unroute("**/editor/midia/imagem**");

      // Chosen from the list of uploaded pictures, by keyboard.
      await group.getByRole("button", { name: m.choose.image }).press("Enter");
      const library = group.getByRole("region", { name: m.libraryTitle.image });
      await library.getByLabel(m.search).fill("sol");
      await library.getByLabel(m.search).press("Enter");
      await expect.poll(() => library.getByRole("button", { name: /sol\.png/ }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
      await expectNoAxeViolations(page, `picker list at ${width}`);
      if (width === 320) await page.screenshot({ path: path.join(shots, "news-form-picker-list-320.png"), fullPage: true });
      await library
        .getByRole("button", { name: /sol\.png/ })
        .first()
        .press("Enter");
      await expect.poll(() => group.getByRole("status").first().innerText()).toBe(m.chosen("sol.png"));
      await expectNoAxeViolations(page, `picker chosen at ${width}`);
      await page.context().close();
    }
  }, 300_000);
});

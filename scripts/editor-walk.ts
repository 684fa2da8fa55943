/**
 * `npx tsx scripts/editor-walk.ts`: task (b) of issue 34 walked as a first-time communications
 * editor would, on a fresh database (the built server, its seeded content), acting only by visible
 * Portuguese labels: from the dashboard to a news item, its picture replaced by an upload in the
 * field, its description in three languages, saved, previewed where the news appears, published.
 * Counts the steps (clicks, files chosen, fields typed) and the wall time, and prints them. Then
 * screenshots (test-results/shots) of the dashboard, an opening's form, the news form with its
 * picker and the history at 1280 and 320 px, and, for each, what is wider than a 320 px window.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import { itemStrings } from "../app/editor/item-strings";
import { editorStrings } from "../app/editor/strings";
import { mediaStrings } from "../common/editor/media-strings";
import { launchBrowser, newContext, root, startServer } from "../tests/e2e/harness";
import { clickAndLoad, cliInvite, editorHydrated, invitationLink } from "../tests/support/editor";

const t = editorStrings.pt;
const i = itemStrings.pt;
const m = mediaStrings.pt;
const shots = path.join(root, "test-results", "shots");
mkdirSync(shots, { recursive: true });

const server = await startServer();
const browser = await launchBrowser();
const steps: string[] = [];
const click = async (page: Page, target: Locator, what: string, navigates = true) => {
  steps.push(`click: ${what}`);
  if (navigates) {
    await clickAndLoad(page, target);
    await editorHydrated(page);
  } else await target.click();
};
const type = async (target: Locator, text: string, what: string) => {
  steps.push(`type: ${what}`);
  await target.fill(text);
};

/** A new editor's first visit: the command line's invitation, accepted; on the dashboard. */
const signedIn = async (email: string, role: string): Promise<Page> => {
  const invited = cliInvite(server, email, role);
  const page = await (await newContext(browser)).newPage();
  await page.goto(invitationLink(invited.stdout));
  await clickAndLoad(page, page.getByRole("button", { name: t.link.inviteButton }));
  await editorHydrated(page);
  return page;
};

try {
  const page = await signedIn("caio@lead.example", "communications");

  // The walk, from the dashboard.
  const started = Date.now();
  await click(
    page,
    page.getByRole("navigation", { name: t.navLabel }).getByRole("link", { name: t.types.news, exact: true }),
    "Notícias",
  );
  const list = page.getByRole("region", { name: `${t.types.news}: ${i.list.caption}` });
  await click(page, list.getByRole("link").first(), "the first news item's title");
  const group = page.getByRole("group", { name: "Imagem", exact: true });
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 80, b: 160 } } })
    .png()
    .toBuffer();
  steps.push(`choose file: ${m.replace.image}`);
  await group.getByLabel(m.replace.image).setInputFiles({ name: "equipe.png", mimeType: "image/png", buffer: png });
  await group.getByText(m.done.image).waitFor({ timeout: 60_000 });
  await type(
    group.getByLabel(m.altLabel(m.languageNames.pt)),
    "Equipe reunida diante de um painel azul",
    "Descrição em português",
  );
  await type(group.getByLabel(m.altLabel(m.languageNames.en)), "The team in front of a blue panel", "Descrição em inglês");
  await type(group.getByLabel(m.altLabel(m.languageNames.es)), "El equipo frente a un panel azul", "Descrição em espanhol");
  await click(page, page.getByRole("button", { name: i.item.save, exact: true }), i.item.save);
  const previews = page.getByRole("region", { name: i.item.previewsTitle });
  await click(page, previews.getByRole("link").first(), `${i.item.previewsTitle}: first link`);
  const previewUrl = page.url();
  const seen = await page.getByRole("img", { name: "Equipe reunida diante de um painel azul" }).count();
  await page.screenshot({ path: path.join(shots, "walk-b-preview-1280.png") });
  steps.push("click: browser Back");
  await page.goBack();
  await editorHydrated(page);
  await click(page, page.getByRole("button", { name: i.item.publish, exact: true }), i.item.publish);
  const status = await page.getByRole("status").first().innerText();
  const seconds = (Date.now() - started) / 1000;
  console.log(
    JSON.stringify(
      {
        walk: "b",
        steps: steps.length,
        clicks: steps.filter((s) => s.startsWith("click")).length,
        typed: steps.filter((s) => s.startsWith("type")).length,
        files: steps.filter((s) => s.startsWith("choose")).length,
        seconds,
        previewUrl,
        pictureOnPreview: seen,
        status,
        walked: steps,
      },
      null,
      1,
    ),
  );

  // Screenshots, and what is wider than the window at 320 px.
  const overflow = (p: Page) =>
    p.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > window.innerWidth + 1))
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className)} ${Math.round(el.getBoundingClientRect().right)}`),
    );
  const a = await signedIn("ana@lead.example", "admin");
  const shoot = async (name: string) => {
    for (const width of [1280, 320]) {
      await a.setViewportSize({ width, height: 900 });
      await a.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
      if (width === 320) console.log(name, "wider than 320:", JSON.stringify(await overflow(a)));
    }
    await a.setViewportSize({ width: 1280, height: 900 });
  };
  /** A type's first item, through the navigation and the type's list. */
  const firstItem = async (typeName: string) => {
    await clickAndLoad(a, a.getByRole("navigation", { name: t.navLabel }).getByRole("link", { name: typeName, exact: true }));
    await clickAndLoad(
      a,
      a
        .getByRole("region", { name: `${typeName}: ${i.list.caption}` })
        .getByRole("link")
        .first(),
    );
    await editorHydrated(a);
  };
  await shoot("dashboard");
  for (const [typeName, name] of [
    [t.types.vacancy!, "opening"],
    [t.types.news!, "news"],
  ] as const) {
    await firstItem(typeName);
    await shoot(name === "news" ? "news-form-picker" : "opening-form");
    await clickAndLoad(a, a.getByRole("link", { name: i.item.history }));
    await shoot(`${name}-history`);
  }
} finally {
  await browser.close();
  await server.stop();
}

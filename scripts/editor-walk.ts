/**
 * `npx tsx scripts/editor-walk.ts [--shots DIR]` (after `npm run build`): tasks (a) and (b) of issue
 * 34 walked as first-time editors would, on a fresh database (the built server, its seeded
 * content), acting only by visible Portuguese labels:
 * (a) an HR editor, from the dashboard, creates an opening in three languages without typing an id,
 *     tries to publish it too early (each error names its field and language), completes it, saves,
 *     previews it on its own page, publishes, and the opening is on the site;
 * (b) a communications editor, from the dashboard, replaces a news item's picture by an upload in the
 *     field, writes its description in three languages, saves, previews where the news appears,
 *     publishes.
 * Counts each walk's steps (clicks, choices, files chosen, fields typed) and wall time, with the
 * machine's load average, and prints them. Then screenshots (test-results/shots, or --shots DIR)
 * of the dashboard, an opening's form, the news form with its picker and the histories at 1280 and
 * 320 px, and, for each, what is wider than a 320 px window.
 */
import { mkdirSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Locator, type Page } from "playwright-core";
import sharp from "sharp";
import { itemStrings } from "../app/editor/item-strings";
import { editorStrings } from "../app/editor/strings";
import { vacancyPath } from "../common/paths";
import { fieldLabel, formStrings } from "../common/editor/strings";
import { mediaStrings } from "../common/editor/media-strings";
import { chromiumArgs, chromiumPath, newContext, root, startServer } from "../tests/e2e/harness";
import { clickAndLoad, cliInvite, editorHydrated, invitationLink } from "../tests/support/editor";

const t = editorStrings.pt;
const i = itemStrings.pt;
const m = mediaStrings.pt;
const { values } = parseArgs({ options: { shots: { type: "string" } } });
const shots = path.resolve(values.shots ?? path.join(root, "test-results", "shots"));
mkdirSync(shots, { recursive: true });

const server = await startServer();
// A Brazilian staff member's browser: its own controls (a date field's order, "Escolher arquivo") in
// Portuguese, when the browser has that locale (Debian: chromium-l10n); without it they stay English.
const browser = await chromium.launch({
  executablePath: chromiumPath,
  headless: true,
  args: [...chromiumArgs, "--lang=pt-BR"],
  env: { ...process.env, LANGUAGE: "pt_BR", LANG: "pt_BR.UTF-8" },
});
let steps: string[] = [];
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
const choose = async (target: Locator, what: string) => {
  steps.push(`choose: ${what}`);
  await target.selectOption({ index: 1 });
};
/** One walk's figures, as printed: its steps by kind, its time and the machine's load meanwhile. */
const report = (walk: string, seconds: number, extra: Record<string, unknown>) => {
  const count = (kind: string) => steps.filter((s) => s.startsWith(kind)).length;
  console.log(
    JSON.stringify(
      {
        walk,
        steps: steps.length,
        clicks: count("click"),
        typed: count("type"),
        chosen: count("choose:"),
        files: count("choose file"),
        seconds,
        loadAverage: loadavg().map((n) => Math.round(n * 100) / 100),
        ...extra,
        walked: steps,
      },
      null,
      1,
    ),
  );
  steps = [];
};
const LANGS = [
  ["pt", "Português"],
  ["en", "English"],
  ["es", "Español"],
] as const;

/** A new editor's first visit: the command line's invitation, accepted; on the dashboard. */
const signedIn = async (email: string, role: string): Promise<Page> => {
  const invited = cliInvite(server, email, role);
  const page = await (await newContext(browser)).newPage();
  await page.goto(invitationLink(invited.stdout));
  await clickAndLoad(page, page.getByRole("button", { name: t.link.inviteButton }));
  await editorHydrated(page);
  return page;
};

/** Walk (a): a new HR editor's first opening, from the dashboard to the site. */
async function walkA() {
  const page = await signedIn("helena@lead.example", "openings");
  const label = (key: string) => fieldLabel(key, "pt", "vacancy");
  const title = {
    pt: "Pessoa pesquisadora em acessibilidade",
    en: "Accessibility researcher",
    es: "Persona investigadora en accesibilidad",
  };
  const started = Date.now();
  await click(
    page,
    page.getByRole("navigation", { name: t.navLabel }).getByRole("link", { name: t.types.vacancy, exact: true }),
    t.types.vacancy!,
  );
  await click(page, page.getByRole("link", { name: i.list.newItem }), i.list.newItem);
  const titleGroup = page.getByRole("group", { name: label("title"), exact: true });
  for (const [lang, name] of LANGS) await type(titleGroup.getByLabel(name), title[lang], `${label("title")} (${name})`);
  // A first-timer tries to publish: the errors name what is missing, field and language.
  await click(page, page.getByRole("button", { name: i.item.publish, exact: true }), i.item.publish);
  const errors = await page.getByRole("alert").getByRole("listitem").allInnerTexts();
  await choose(page.getByLabel(label("regime"), { exact: true }), label("regime"));
  await choose(page.getByLabel(label("area"), { exact: true }), label("area"));
  for (const [group, texts] of [
    [label("areas"), ["Pesquisa", "Research", "Investigación"]],
    [label("education"), ["Mestrado", "Master's degree", "Maestría"]],
  ] as const) {
    const g = page.getByRole("group", { name: group, exact: true });
    for (const [n, [, name]] of LANGS.entries()) await type(g.getByLabel(name), texts[n]!, `${group} (${name})`);
  }
  for (const list of [label("requirements"), label("activities")]) {
    await click(
      page,
      page.getByRole("button", { name: formStrings.pt.addItem(list), exact: true }),
      formStrings.pt.addItem(list),
    );
    const g = page.getByRole("group", { name: "Item 1", exact: true }).last();
    for (const [, name] of LANGS) await type(g.getByLabel(name), `${list} (${name})`, `${list}, item 1 (${name})`);
  }
  await click(page, page.getByRole("button", { name: i.item.save, exact: true }), i.item.save);
  const key = new URL(page.url()).pathname.split("/").pop()!;
  await click(page, page.getByRole("link", { name: i.item.viewPreview, exact: true }), i.item.viewPreview);
  const previewUrl = page.url();
  const previewHeading = await page.locator("h1").first().innerText();
  const { status, seconds } = await backAndPublish(page, started);
  // On the site within the publish promise (5 s): a visitor's page, checked outside the walk's time.
  const visitor = await (await newContext(browser)).newPage();
  let onSite = 0;
  for (const deadline = Date.now() + 8000; onSite !== 200 && Date.now() < deadline;) {
    onSite = (await visitor.goto(`${server.url}${vacancyPath(key)}?lang=pt`))?.status() ?? 0;
  }
  report("a", seconds, { errorsShown: errors, previewUrl, previewHeading, status, onSite });
}

/** Both walks end the same way: back from the preview to the form, publish, and the walk's time. */
async function backAndPublish(page: Page, started: number) {
  steps.push("click: browser Back");
  await page.goBack();
  await editorHydrated(page);
  await click(page, page.getByRole("button", { name: i.item.publish, exact: true }), i.item.publish);
  const status = await page.getByRole("status").first().innerText();
  return { status, seconds: (Date.now() - started) / 1000 };
}

/** Walk (b): a new communications editor replaces a news item's picture. */
async function walkB() {
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
  const { status, seconds } = await backAndPublish(page, started);
  report("b", seconds, { previewUrl, pictureOnPreview: seen, status });
}

try {
  await walkA();
  await walkB();

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
    if (name === "opening") {
      // A requirement added and saved: the history then shows a list item (an object) changed.
      const list = fieldLabel("requirements", "pt", "vacancy");
      await clickAndLoad(a, a.getByRole("button", { name: formStrings.pt.addItem(list), exact: true }));
      await editorHydrated(a);
      const item = a
        .getByRole("group", { name: new RegExp(`^${list} \\(`) })
        .getByRole("group", { name: /^Item \d+$/ })
        .last();
      for (const [, languageName] of LANGS) await item.getByLabel(languageName).fill(`Inglês para leitura (${languageName})`);
      await clickAndLoad(a, a.getByRole("button", { name: i.item.save, exact: true }));
      await editorHydrated(a);
    }
    await clickAndLoad(a, a.getByRole("link", { name: i.item.history }));
    await shoot(`${name}-history`);
  }
} finally {
  await browser.close();
  await server.stop();
}

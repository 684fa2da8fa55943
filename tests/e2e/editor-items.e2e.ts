/**
 * The editor's content pages end to end (issue 27), one browser, one sign-in: an openings editor
 * creates an opening in pt, en and es; publishing with a language missing shows the message next
 * to the field; she publishes and the public page shows it; she edits it (the public page keeps
 * the published version, the preview shows the draft with its banner, noindex), reads the
 * history's diff and restores the first version; she unpublishes and the public page is gone.
 * Published, the opening is on its page with its JobPosting, in the listing, the sitemap and the
 * openings' feed, and Stuart names it; unpublished, it is gone from all of them. A
 * communications editor is refused the openings. axe on the list, the form (with its errors) and
 * the history.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { itemStrings } from "../../app/editor/item-strings";
import { editorStrings } from "../../app/editor/strings";
import { fieldPathLabel } from "../../common/editor/strings";
import { expectNoAxeViolations } from "./harness";
import {
  addListItem,
  cliInvite,
  clickAndLoad,
  editorField,
  expectFocusOn,
  fillLanguages,
  useEditorSite,
} from "../support/editor";
import { answerTo, openChat } from "../support/chat";

const pt = editorStrings.pt;
const i = itemStrings.pt;
const { e2e, at } = useEditorSite();

/** Signs in with the invitation link the command line printed. */
async function signedIn(email: string, role: string, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const invited = cliInvite(e2e.server, email, role);
  expect(invited.status).toBe(0);
  const link = /(http:\/\/localhost:\d+\/editor\/entrar\/link\?\S+)/.exec(invited.stdout)![1]!;
  const { page } = await e2e.newPage(options);
  await page.goto(link);
  await page.getByRole("button", { name: pt.link.inviteButton }).click();
  await page.waitForURL(at("/editor"));
  return page;
}

const KEY = "pesquisador-acessibilidade-2026";
const field = editorField;

/**
 * The opening is listed (or not) on /portal/trabalhe, in the sitemap and the openings' feed, and
 * Stuart names it (or not) when asked for it, in a chat opened on a fresh page.
 */
async function expectEverywhere(listed: boolean) {
  const text = async (path: string) => (await fetch(at(path))).text();
  await expect
    .poll(async () => (await text("/portal/trabalhe?lang=pt")).includes(`id="vaga-${KEY}"`), { timeout: 6000 })
    .toBe(listed);
  expect((await text("/sitemap.xml")).includes(`/portal/trabalhe/${KEY}?lang=pt`)).toBe(listed);
  expect((await text("/feeds/vagas.xml?lang=pt")).includes(`lead-vaga-${KEY}`)).toBe(listed);
  const { page, context } = await e2e.newPage();
  await page.clock.install();
  await page.goto(at("/portal?lang=pt"));
  const chat = await openChat(page, "pt");
  const answer = await answerTo(page, chat, "vocês têm vaga de pessoa pesquisadora?");
  expect(await answer.getByRole("link", { name: "Pessoa pesquisadora em acessibilidade" }).count()).toBe(listed ? 1 : 0);
  await context.close();
}

describe("the editor's content pages", () => {
  it("creates, publishes, previews, edits, restores and unpublishes an opening; another role is refused", async () => {
    const page = await signedIn("olga@lead.example", "openings");

    // The list: search, status, languages, a new item.
    await page.goto(at("/editor/vagas"));
    expect(await page.locator("h1").innerText()).toBe(pt.types.vacancy);
    expect(await page.locator(".editor-items tbody tr").count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, "openings list");
    await page.getByRole("searchbox", { name: i.list.searchLabel }).fill("mobile júnior");
    // By keyboard: Enter in the search box sends the filter.
    await page.getByRole("searchbox", { name: i.list.searchLabel }).press("Enter");
    await expect.poll(() => page.locator(".editor-items tbody tr").count()).toBe(1);
    expect(page.url()).toContain("q=mobile");

    // A new opening: English and Spanish title left out at first.
    await page.getByRole("link", { name: i.list.newItem }).click();
    await page.waitForURL(at("/editor/vagas/novo"));
    await expectNoAxeViolations(page, "new opening form");
    await addListItem(page, "requirements");
    await addListItem(page, "activities");
    // The list button put the keyboard on the new item's first field.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("field-activities-0-pt");
    await field(page, "key").fill(KEY);
    await fillLanguages(page, "title", { pt: "Pessoa pesquisadora em acessibilidade" });
    await field(page, "regime").selectOption({ index: 1 });
    await field(page, "area").selectOption({ index: 1 });
    await fillLanguages(page, "areas", { pt: "Pesquisa", en: "Research", es: "Investigación" });
    await fillLanguages(page, "education", { pt: "Mestrado", en: "Master's degree", es: "Maestría" });
    await fillLanguages(page, "requirements[0]", { pt: "Leitores de tela", en: "Screen readers", es: "Lectores de pantalla" });
    await fillLanguages(page, "activities[0]", { pt: "Testes com usuários", en: "User testing", es: "Pruebas con usuarios" });

    // Publishing needs all three languages: the message sits next to the field and in the summary.
    await clickAndLoad(page, page.getByRole("button", { name: i.item.publish, exact: true }));
    const summary = page.locator(".ef-error-summary");
    await expect.poll(() => summary.count()).toBe(1);
    expect(await summary.locator('a[href="#field-title-en"]').count()).toBe(1);
    expect(await page.locator("#field-title-en").getAttribute("aria-invalid")).toBe("true");
    await expectFocusOn(page, "ef-error-summary");
    // What was typed is still there.
    expect(await field(page, "title.pt").inputValue()).toBe("Pessoa pesquisadora em acessibilidade");
    await expectNoAxeViolations(page, "form with a missing language");

    await fillLanguages(page, "title", { en: "Accessibility researcher", es: "Persona investigadora en accesibilidad" });
    await page.getByRole("button", { name: i.item.publish, exact: true }).click();
    await page.waitForURL(at(`/editor/vagas/${KEY}?aviso=published`));
    expect(await page.getByRole("status").first().innerText()).toBe(i.notices.published);

    // The public page shows it, with its JobPosting; so do the listing, the sitemap, the feed and Stuart.
    const visitor = await e2e.newPage();
    const publicPage = visitor.page;
    await expect.poll(async () => (await publicPage.goto(at(`/portal/trabalhe/${KEY}`)))?.status(), { timeout: 6000 }).toBe(200);
    expect(await publicPage.locator("h1").innerText()).toContain("Pessoa pesquisadora em acessibilidade");
    const jobPosting = await publicPage.locator('script[type="application/ld+json"]').allTextContents();
    expect(jobPosting.map((j) => JSON.parse(j) as { "@type"?: string; title?: string })).toContainEqual(
      expect.objectContaining({ "@type": "JobPosting", title: "Pessoa pesquisadora em acessibilidade" }),
    );
    await expectEverywhere(true);

    // An edit is a draft: the public page keeps the published title; the preview shows the draft.
    await field(page, "title.pt").fill("Pessoa pesquisadora sênior em acessibilidade");
    await page.getByRole("button", { name: i.item.save, exact: true }).click();
    await page.waitForURL(at(`/editor/vagas/${KEY}?aviso=saved`));
    await publicPage.goto(at(`/portal/trabalhe/${KEY}`));
    expect(await publicPage.locator("h1").innerText()).toContain("Pessoa pesquisadora em acessibilidade");
    const preview = await page.request.get(at(`/editor/previa/vagas/${KEY}?pagina=/portal/trabalhe/${KEY}&lang=en`));
    expect(preview.status()).toBe(200);
    expect(preview.headers()["x-robots-tag"]).toContain("noindex");
    expect(preview.headers()["cache-control"]).toBe("no-store");
    await clickAndLoad(page, page.getByRole("link", { name: i.preview.labels.page(i.langNames.pt!) }));
    expect(await page.locator(".preview-banner").innerText()).toContain(i.preview.banner);
    expect(await page.locator("h1").innerText()).toContain("Pessoa pesquisadora sênior em acessibilidade");
    expect(await page.locator('meta[name="robots"][content="noindex, nofollow"]').count()).toBe(1);
    await expectNoAxeViolations(page, "preview of the opening's page");
    // The listing and the page, previewed in the three languages, each with the draft's title in that language.
    const draftTitles = {
      pt: "Pessoa pesquisadora sênior em acessibilidade",
      en: "Accessibility researcher",
      es: "Persona investigadora en accesibilidad",
    };
    for (const [lang, title] of Object.entries(draftTitles)) {
      for (const shown of ["/portal/trabalhe", `/portal/trabalhe/${KEY}`]) {
        const answer = await page.request.get(at(`/editor/previa/vagas/${KEY}?pagina=${shown}&lang=${lang}`));
        expect(answer.status(), `${shown} ${lang}`).toBe(200);
        const html = await answer.text();
        expect(html, `${shown} ${lang}`).toContain(title);
        expect(html).toContain(`lang="${{ pt: "pt-BR", en: "en-US", es: "es-ES" }[lang]}"`);
      }
    }
    // Signed out, there is no preview.
    expect((await publicPage.request.get(at(`/editor/previa/vagas/${KEY}`), { maxRedirects: 0 })).status()).toBe(303);

    // The history: who and when, the diff of the title, and Restore.
    await page.goto(at(`/editor/vagas/${KEY}/historico`));
    const history = await page.locator(".editor-history tbody").innerText();
    expect(history).toMatch(/olga@lead\.example/);
    expect(history).toContain(i.history.actions.publish);
    const diff = await page.locator(".editor-diff").innerText();
    // The field by its name in words, never its key.
    expect(diff).toContain(fieldPathLabel(["title", "pt"], "pt", "vacancy"));
    expect(diff).not.toContain("title.pt");
    expect(diff).toContain("Pessoa pesquisadora sênior em acessibilidade");
    await expectNoAxeViolations(page, "history with a diff");
    await page.getByRole("button", { name: i.history.restore(1) }).click();
    await page.waitForURL(at(`/editor/vagas/${KEY}?aviso=restored&v=1`));
    expect(await field(page, "title.pt").inputValue()).toBe("Pessoa pesquisadora em acessibilidade");

    // Unpublish: the public page is gone.
    // Unpublishing asks first, on a step of its own.
    await clickAndLoad(page, page.getByRole("link", { name: i.item.unpublishAsk }));
    await page.getByRole("button", { name: i.item.confirmYes }).click();
    await page.waitForURL(at(`/editor/vagas/${KEY}?aviso=unpublished`));
    await expect.poll(async () => (await publicPage.goto(at(`/portal/trabalhe/${KEY}`)))?.status(), { timeout: 6000 }).toBe(404);
    await expectEverywhere(false);
    // The history shows both changes, publishing and closing, each with its author.
    await page.goto(at(`/editor/vagas/${KEY}/historico`));
    const rows = await page.locator(".editor-history tbody tr").allInnerTexts();
    for (const action of [i.history.actions.publish!, i.history.actions.unpublish!]) {
      expect(
        // A whole word: "publicado" is not "despublicado".
        rows.some((row) => new RegExp(`(^|\\s)${action}(\\s|$)`).test(row) && row.includes("olga@lead.example")),
        action,
      ).toBe(true);
    }
    await page.goto(at(`/editor/vagas/${KEY}`));

    // Duplicate as new: a draft copy under its own key, posted today.
    await page.getByRole("button", { name: i.item.duplicate }).click();
    await page.waitForURL(at(`/editor/vagas/${KEY}-copia?aviso=duplicated`));
    expect(await page.locator(".editor-hint").first().innerText()).toBe(i.item.state(i.status.draft ?? "", 1));

    // Without JavaScript the forms are plain posts: the administrator saves the copy's draft.
    const ana = await signedIn("ana@lead.example", "admin", { javaScriptEnabled: false });
    await ana.goto(at(`/editor/vagas/${KEY}-copia`));
    // A list button without JavaScript: the server re-renders the form with focus on the new item's field.
    await clickAndLoad(ana, ana.locator('button[name="_list"][value="add:desirable"]'));
    expect(await ana.evaluate(() => document.activeElement?.id)).toBe("field-desirable-0-pt");
    await field(ana, "title.en").fill("Accessibility researcher (copy)");
    // Enter in a field saves the draft (the form's default button), never a list's remove or move button.
    await field(ana, "title.en").press("Enter");
    await ana.waitForURL(at(`/editor/vagas/${KEY}-copia?aviso=saved`));
    expect(await ana.getByRole("status").first().innerText()).toBe(i.notices.saved);
    // The answer takes focus without JavaScript (autofocus, at the first rendering, which can come
    // after the load event), so it is read first.
    await expectFocusOn(ana, "editor-notice");
    expect(await field(ana, "title.en").inputValue()).toBe("Accessibility researcher (copy)");

    // Olga still has the copy's form open (version 1) when Ana saves it: Olga's save is refused, nothing lost.
    await field(page, "title.pt").fill("Cópia editada pela Olga");
    await clickAndLoad(page, page.getByRole("button", { name: i.item.save, exact: true }));
    const stale = page.locator(".editor-error-summary");
    expect(await stale.locator("h2").innerText()).toBe(i.stale.title);
    expect(await stale.innerText()).toContain("ana@lead.example");
    expect(await stale.locator(".editor-diff").innerText()).toContain("Accessibility researcher (copy)");
    expect(await field(page, "title.pt").inputValue()).toBe("Cópia editada pela Olga");
    await expectFocusOn(page, "editor-error-summary");
    await expectNoAxeViolations(page, "a stale save refused");

    // The list finds the original among the closed ones.
    await page.goto(at(`/editor/vagas?estado=closed&q=${KEY}`));
    expect(await page.locator(".editor-items tbody").innerText()).toContain(i.status.closed);

    // A type with images offers the picture's picker in its form (issue 34), accessible too.
    await page.goto(at("/editor/galeria"));
    await clickAndLoad(page, page.locator(".editor-items tbody a").first());
    expect(await page.locator('.ef-form input[type="file"]').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, "gallery photo form with its picker");

    // A communications editor is refused the openings, reading and writing.
    const caio = await signedIn("caio@lead.example", "communications");
    expect((await caio.request.get(at(`/editor/vagas/${KEY}`))).status()).toBe(403);
    expect((await caio.request.get(at("/editor/vagas/novo"))).status()).toBe(403);
    expect((await caio.request.get(at(`/editor/vagas/${KEY}/historico`))).status()).toBe(403);
    expect((await caio.request.get(at(`/editor/previa/vagas/${KEY}`))).status()).toBe(403);

    // The administrator reads every write in the audit log, with its author.
    await ana.goto(at("/editor/auditoria"));
    const audit = await ana.getByRole("list", { name: pt.auditPage.listLabel }).innerText();
    const olga = pt.auditPage.who("olga@lead.example");
    const opening = pt.auditPage.things.vacancy!;
    const title = "Pessoa pesquisadora em acessibilidade";
    const e = pt.auditPage.entries;
    for (const sentence of [
      e.create(olga, opening, title),
      e.publish(olga, opening, title),
      e.save(olga, opening, title),
      e.restore(olga, opening, title, 1),
      e.unpublish(olga, opening, title),
      e.duplicate(olga, opening, "§").split("§")[0]!,
    ]) {
      expect(audit).toContain(sentence);
    }
    expect(audit).not.toMatch(/content\.|version \d|UTC|\d{4}-\d{2}-\d{2}/);

    await visitor.context.close();
  }, 300_000);
});

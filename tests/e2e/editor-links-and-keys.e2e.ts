/**
 * Issue 34's journeys (d) and (e), by visible Portuguese labels and roles, on a server with no mail
 * server: (d) an administrator invites someone in "Contas", copies the invitation link shown once
 * (with JavaScript by its button, without it from a read-only field), and the link lets the person
 * in; a new link revokes the earlier one; the activity log says the link was shown. (e) an HR
 * editor changes a published opening's key: the old address answers a permanent redirect to the
 * new page, in every language, and the history records the change.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { editorStrings } from "../../app/editor/strings";
import { newContext, useSiteAndBrowser } from "./harness";
import { clickAndLoad, cliInvite, editorHydrated, editorPath, localOrigin } from "../support/editor";
import { fieldLabel, formStrings } from "../../common/editor/strings";
import { itemStrings } from "../../app/editor/item-strings";
import { vacancyPath } from "../../common/paths";
import vacancies from "../../content/vacancies.json" with { type: "json" };

const pt = editorStrings.pt;
// No SMTP_URL: the server has no mail server.
const e2e = useSiteAndBrowser();
const at = (path: string) => `${localOrigin(e2e.server)}${path}`;

async function signedIn(email: string, role: string, page?: Page): Promise<Page> {
  const invited = cliInvite(e2e.server, email, role);
  expect(invited.status).toBe(0);
  const link = /(http:\/\/localhost:\d+\/editor\/entrar\/link\?\S+)/.exec(invited.stdout)![1]!;
  const opened = page ?? (await e2e.newPage()).page;
  await opened.goto(link);
  await clickAndLoad(opened, opened.getByRole("button").first());
  await opened.waitForURL(at("/editor"));
  return opened;
}

describe("an administrator without a mail server", () => {
  it("copies a new person's invitation link in Contas, shown once, and the link lets the person in", async () => {
    const context = await newContext(e2e.browser, { permissions: ["clipboard-read", "clipboard-write"] });
    const page = await signedIn("ana@lead.example", "admin", await context.newPage());
    await clickAndLoad(page, page.getByRole("navigation").getByRole("link", { name: "Contas", exact: true }));
    await editorHydrated(page);
    expect(await page.getByText(pt.accountsPage.noMailIntro).count()).toBe(1);

    await page.getByRole("textbox", { name: "E-mail" }).fill("bruna@lead.example");
    await page.getByRole("combobox", { name: "Papel", exact: true }).selectOption({ label: pt.roles.communications! });
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/editor/contas")),
      clickAndLoad(page, page.getByRole("button", { name: "Enviar convite" })),
    ]);
    // The link is a secret: never kept by a cache.
    expect(answer.headers()["cache-control"]).toBe("no-store");
    await editorHydrated(page);
    expect(await page.getByRole("status").first().innerText()).toBe(pt.accountsPage.invitedNoMail("bruna@lead.example"));
    const field = page.getByRole("textbox", { name: "Link do convite" });
    expect(await field.getAttribute("readonly")).not.toBeNull();
    const shown = await field.inputValue();
    expect(shown).toMatch(new RegExp(`^${at("/editor/entrar/link")}\\?token=`));

    await page.getByRole("button", { name: "Copiar link" }).click();
    await expect.poll(() => page.getByText("Link copiado.").count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);

    // Shown once: the page again (a GET) has no link, and the list never shows one.
    await page.goto(at("/editor/contas"));
    expect(await page.getByRole("textbox", { name: "Link do convite" }).count()).toBe(0);
    expect(await page.content()).not.toContain(new URL(shown).searchParams.get("token"));

    // The activity log says so, in a sentence.
    await page.goto(at("/editor/auditoria"));
    const log = await page.getByRole("list", { name: pt.auditPage.listLabel }).innerText();
    expect(log).toContain(pt.auditPage.entries.inviteLink(pt.auditPage.who("ana@lead.example"), "bruna@lead.example"));

    // The copied link lets Bruna in.
    const bruna = await e2e.newPage();
    await bruna.page.goto(shown);
    await clickAndLoad(bruna.page, bruna.page.getByRole("button", { name: pt.link.inviteButton }));
    expect(await bruna.page.locator("h1").innerText()).toBe(pt.homePage.title);
    await context.close();
    await bruna.context.close();
  }, 180_000);

  it("without JavaScript, generates a new link from the list, in a plain read-only field; the earlier link stops working", async () => {
    const admin = await signedIn("carla@lead.example", "admin");
    const invite = async (email: string, role: string) => {
      await admin.goto(at("/editor/contas"));
      await admin.getByRole("textbox", { name: "E-mail" }).fill(email);
      await admin.getByRole("combobox", { name: "Papel", exact: true }).selectOption({ label: role });
      await clickAndLoad(admin, admin.getByRole("button", { name: "Enviar convite" }));
      return admin.getByRole("textbox", { name: "Link do convite" }).inputValue();
    };
    const first = await invite("davi@lead.example", pt.roles.openings!);

    // Edu, another administrator, works without JavaScript: he joins by the link Carla copied for him.
    const { page, context } = await e2e.newPage({ javaScriptEnabled: false });
    await page.goto(await invite("edu@lead.example", pt.roles.admin!));
    await clickAndLoad(page, page.getByRole("button", { name: pt.link.inviteButton }));
    await page.goto(at("/editor/contas"));
    await clickAndLoad(page, page.getByRole("button", { name: "Gerar novo link davi@lead.example" }));
    const field = page.getByRole("textbox", { name: "Link do convite" });
    const second = await field.inputValue();
    expect(second).not.toBe(first);
    expect(await field.getAttribute("readonly")).not.toBeNull();
    // No copy button without JavaScript: the field is there to select.
    expect(await page.getByRole("button", { name: "Copiar link" }).count()).toBe(0);

    const davi = await e2e.newPage();
    await davi.page.goto(first);
    expect(await davi.page.locator("main").innerText()).toContain(pt.link.invalid);
    await davi.page.goto(second);
    await clickAndLoad(davi.page, davi.page.getByRole("button", { name: pt.link.inviteButton }));
    expect(await davi.page.locator("h1").innerText()).toBe(pt.homePage.title);
    await context.close();
    await davi.context.close();
  }, 180_000);
});

describe("an HR editor changes a published opening's address", () => {
  it("the old address answers a permanent redirect to the new page, in every language, and the history says so", async () => {
    const opening = vacancies.find((v) => v.visible !== false && !("closingDate" in v))!;
    const oldKey = opening.key;
    const newKey = `${oldKey}-nova`;
    const page = await signedIn("helena@lead.example", "openings");
    await clickAndLoad(page, page.getByRole("navigation").getByRole("link", { name: "Vagas", exact: true }));
    await clickAndLoad(page, page.getByRole("link", { name: opening.title.pt, exact: true }).first());
    await editorHydrated(page);
    const keyField = page.getByRole("textbox", { name: fieldLabel("key", "pt", "vacancy") });
    // The warning is at the field.
    expect(await page.getByText(formStrings.pt.changeableKey).count()).toBe(1);
    expect(formStrings.pt.changeableKey).toContain("O endereço antigo continuará funcionando e levará ao novo");
    expect(await keyField.inputValue()).toBe(oldKey);
    await keyField.fill(newKey);
    await clickAndLoad(page, page.getByRole("button", { name: "Salvar rascunho", exact: true }));
    await page.waitForURL(at(`${editorPath("vacancy", newKey)}?aviso=renamed`));
    expect(await page.getByRole("status").first().innerText()).toBe(itemStrings.pt.notices.renamed);
    expect(await page.getByText(`${itemStrings.pt.item.oldAddresses} «${oldKey}»`).count()).toBe(1);

    // A visitor's old link: 308 to the new page, query (the language) kept, for each language.
    const visitor = await e2e.newPage();
    for (const lang of ["pt", "en", "es"]) {
      const answer = await visitor.page.request.get(at(`${vacancyPath(oldKey)}?lang=${lang}`), { maxRedirects: 0 });
      expect([answer.status(), answer.headers().location]).toEqual([308, `${vacancyPath(newKey)}?lang=${lang}`]);
    }
    const landed = await visitor.page.goto(at(`${vacancyPath(oldKey)}?lang=pt`));
    expect(landed?.status()).toBe(200);
    expect(visitor.page.url()).toBe(at(`${vacancyPath(newKey)}?lang=pt`));
    expect(await visitor.page.locator("h1").innerText()).toContain(opening.title.pt);

    // The editor's old address of the item leads to its form; the history records the change.
    await page.goto(at(editorPath("vacancy", oldKey)));
    expect(page.url()).toBe(at(editorPath("vacancy", newKey)));
    await clickAndLoad(page, page.getByRole("link", { name: "Histórico de versões" }));
    expect(await page.getByRole("main").innerText()).toContain(itemStrings.pt.history.actions.rename!);
    await visitor.context.close();
  }, 180_000);
});

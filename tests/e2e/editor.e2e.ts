/**
 * The editor's foundation end to end (issue 27), in Chromium with a virtual authenticator: the
 * command line invites the first administrator; she follows the mailed link, creates a passkey,
 * signs out and back in with it, and invites an openings editor and a communications editor from
 * the accounts page; each follows their mail, the openings editor with a passkey, and sees only
 * the openings' content; the communications editor is refused the openings (403). Then the
 * e-mail-link sign-in, with the mail received by the test SMTP server, and axe on every state.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { editorStrings } from "../../app/editor/strings";
import { expectNoAxeViolations, hydrating } from "./harness";
import { addVirtualAuthenticator, clickAndLoad, cliInvite, expectFocusOn, mailTo, useEditorSite } from "../support/editor";

const pt = editorStrings.pt;
const { e2e, at, smtp } = useEditorSite();

const navTexts = (page: Page) => page.locator("nav.editor-nav a").allInnerTexts();

async function acceptLink(page: Page, link: string, button: string) {
  await page.goto(link);
  await page.getByRole("button", { name: button }).click();
  await page.waitForURL(at("/editor"));
  await page.waitForFunction(() => document.documentElement.getAttribute("data-hydrated") === "true");
}

async function signInWithPasskey(page: Page) {
  await page.goto(at("/editor/entrar"));
  await page.getByRole("button", { name: pt.signIn.passkeyButton }).click();
  await page.waitForURL(at("/editor"));
  await expect.poll(() => page.locator("h1").innerText()).toBe(pt.homePage.title);
}

async function createPasskey(page: Page) {
  await page.goto(at("/editor/conta"));
  await page.getByRole("button", { name: pt.account.addPasskey }).click();
  await page.waitForURL(at("/editor/conta?chave=criada"));
  await expect.poll(() => page.getByRole("status").first().innerText()).toBe(pt.account.passkeyAdded);
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: pt.signOut, exact: true }).click();
  await page.waitForURL(at("/editor/entrar"));
}

describe("the editors' accounts and sign-in", () => {
  it("invites the first administrator from the command line, who invites an openings and a communications editor", async () => {
    const invited = cliInvite(e2e.server, "ana@lead.example", "admin");
    expect(invited.stderr).toBe("");
    expect(invited.status).toBe(0);
    const printed = /(http:\/\/localhost:\d+\/editor\/entrar\/link\?\S+)/.exec(invited.stdout)?.[1];
    expect(printed).toBeTruthy();
    // The same link is queued by mail and delivered by the outbox.
    const { mail, link } = await mailTo(smtp(), "ana@lead.example");
    expect(link).toBe(printed);
    expect(mail.headers.subject).toContain("convite");

    const admin = await e2e.newPage();
    const passkeys = await addVirtualAuthenticator(admin.context, admin.page);
    const page = admin.page;
    await page.goto(link);
    expect(await page.locator("h1").innerText()).toBe(pt.link.inviteTitle);
    await expectNoAxeViolations(page, "invitation link");
    await acceptLink(page, link, pt.link.inviteButton);
    expect(await page.locator("h1").innerText()).toBe(pt.homePage.title);
    const adminNav = await navTexts(page);
    expect(adminNav).toEqual(expect.arrayContaining([pt.types.vacancy, pt.types.news, pt.types.site, pt.accounts, pt.audit]));
    await expectNoAxeViolations(page, "administrator's home");
    // The session cookie: httpOnly, SameSite=Strict, only for /editor.
    const cookie = (await admin.context.cookies()).find((c) => c.name === "editor_session")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/editor" });

    // A used invitation does not work again.
    await page.goto(link);
    expect(await page.getByRole("alert").innerText()).toBe(pt.link.used);

    await createPasskey(page);
    expect(await passkeys()).toBe(1);
    expect(await page.locator("#chaves ~ ul li").count()).toBe(1);
    await expectNoAxeViolations(page, "my account with a passkey");

    await signOut(page);
    await expectNoAxeViolations(page, "sign-in page");
    // Signed out: the editor sends back to sign-in.
    const refused = await page.request.get(at("/editor/contas"), { maxRedirects: 0 });
    expect(refused.status()).toBe(303);
    expect(refused.headers().location).toBe("/editor/entrar?voltar=%2Feditor%2Fcontas");

    await signInWithPasskey(page);
    expect(await navTexts(page)).toEqual(adminNav);

    // Invitations from the accounts page, by mail.
    await page.goto(at("/editor/contas"));
    await expectNoAxeViolations(page, "accounts page");
    const mailsBefore = smtp().mails.length;
    for (const [email, role] of [
      ["olga@lead.example", "openings"],
      ["caio@lead.example", "communications"],
    ] as const) {
      await page.getByLabel(editorStrings.pt.accountsPage.email, { exact: true }).fill(email);
      await page.locator("#role").selectOption(role);
      await page.getByRole("button", { name: pt.accountsPage.inviteButton }).click();
      await expect.poll(() => page.getByRole("status").first().innerText()).toBe(pt.accountsPage.invited(email));
    }
    await expectNoAxeViolations(page, "accounts page after inviting");
    const rows = await page.locator(".editor-table tbody tr").allInnerTexts();
    expect(rows.join("\n")).toMatch(/olga@lead\.example\s+Vagas\s+convidada/);
    expect(rows.join("\n")).toMatch(/caio@lead\.example\s+Comunicação\s+convidada/);

    // The openings editor: her mail, her passkey, only the openings' content.
    const olgaMail = await mailTo(smtp(), "olga@lead.example", mailsBefore);
    const olga = await e2e.newPage();
    await addVirtualAuthenticator(olga.context, olga.page);
    await acceptLink(olga.page, olgaMail.link, pt.link.inviteButton);
    await createPasskey(olga.page);
    await signOut(olga.page);
    await signInWithPasskey(olga.page);
    // Grouped by the site's pages and tasks (issue 34): the "Vagas" group, openings first.
    expect(await navTexts(olga.page)).toEqual([pt.home, pt.types.vacancy, pt.types.benefit, pt.types.gallery, pt.myAccount]);
    expect(await olga.page.locator(".editor-types a").allInnerTexts()).toEqual([
      pt.types.vacancy,
      pt.types.benefit,
      pt.types.gallery,
    ]);
    await olga.page.goto(at("/editor/vagas"));
    expect(await olga.page.locator("h1").innerText()).toBe(pt.types.vacancy);
    // The addresses are Portuguese (issue 34); the old ones answer a permanent redirect, path and query kept.
    const moved = await olga.page.request.get(at("/editor/vacancy/novo?lang=en"), { maxRedirects: 0 });
    expect([moved.status(), moved.headers().location]).toEqual([308, "/editor/vagas/novo?lang=en"]);
    await olga.page.goto(at("/editor/vacancy?q=dev"));
    expect(olga.page.url()).toBe(at("/editor/vagas?q=dev"));
    expect(await olga.page.locator("h1").innerText()).toBe(pt.types.vacancy);
    await expectNoAxeViolations(olga.page, "openings editor on the openings");
    for (const path of ["/editor/noticias", "/editor/contas", "/editor/auditoria"]) {
      expect((await olga.page.request.get(at(path))).status(), path).toBe(403);
    }

    // The communications editor is refused the openings, with a message.
    const caioMail = await mailTo(smtp(), "caio@lead.example", mailsBefore);
    const caio = await e2e.newPage();
    await acceptLink(caio.page, caioMail.link, pt.link.inviteButton);
    expect(await navTexts(caio.page)).toContain(pt.types.news);
    expect(await navTexts(caio.page)).not.toContain(pt.types.vacancy);
    hydrating(caio.page, false);
    const forbidden = await caio.page.goto(at("/editor/vagas"));
    expect(forbidden?.status()).toBe(403);
    expect(await caio.page.locator("h1").innerText()).toBe(pt.refused.forbiddenTitle);
    expect(await caio.page.locator("main").innerText()).toContain(pt.refused.forbidden);
    await expectNoAxeViolations(caio.page, "403 page");

    // The audit log shows who did what.
    await page.goto(at("/editor/auditoria"));
    const audit = await page.getByRole("list", { name: pt.auditPage.listLabel }).innerText();
    const e = pt.auditPage.entries;
    const ana = pt.auditPage.who("ana@lead.example");
    expect(audit).toContain(e.invite(ana, "olga@lead.example", pt.roles.openings!));
    expect(audit).toContain(e.signIn(pt.auditPage.who("olga@lead.example"), 1));
    expect(audit).toContain(e.signOut(ana));
    expect(audit).toContain(e.invite(pt.auditPage.commandLine, "ana@lead.example", pt.roles.admin!));
    await expectNoAxeViolations(page, "audit log");

    // A role removed counts on the next request: Olga becomes communications.
    await page.goto(at("/editor/contas"));
    await page.getByLabel(pt.accountsPage.roleFor("olga@lead.example")).selectOption("communications");
    await page.locator("tr", { hasText: "olga@lead.example" }).getByRole("button", { name: pt.accountsPage.changeRole }).click();
    await expect.poll(() => page.getByRole("status").first().innerText()).toBe(pt.accountsPage.roleChanged("olga@lead.example"));
    expect((await olga.page.request.get(at("/editor/vagas"))).status()).toBe(403);
    expect((await olga.page.request.get(at("/editor/noticias"))).status()).toBe(200);

    for (const opened of [admin, olga, caio]) await opened.context.close();
  }, 240_000);

  it("signs in by an e-mail link received over SMTP, with the same answer for an unknown address", async () => {
    const { page, context } = await e2e.newPage();
    await page.goto(at("/editor/entrar"));
    // An empty submit: the error summary takes focus and links to the field.
    // The answer is at the same address: wait for the new document, not for the address.
    await clickAndLoad(page, page.getByRole("button", { name: pt.signIn.linkButton }));
    await expectFocusOn(page, "editor-error-summary");
    expect(await page.locator(".editor-error-summary a").getAttribute("href")).toBe("#email");
    expect(await page.locator(".editor-error-summary").innerText()).toContain(pt.errors.required as string);
    await expectNoAxeViolations(page, "sign-in with an error");

    await page.getByLabel(pt.signIn.emailLabel, { exact: true }).fill("nobody@lead.example");
    await clickAndLoad(page, page.getByRole("button", { name: pt.signIn.linkButton }));
    const unknownAnswer = await page.locator("#com-link + p").innerText();
    expect(unknownAnswer).toBe(pt.signIn.sent);

    // Eva is invited (from the command line); she asks for a link instead of using the invitation.
    expect(cliInvite(e2e.server, "eva@lead.example", "communications").status).toBe(0);
    const before = smtp().mails.length;
    await page.getByLabel(pt.signIn.emailLabel, { exact: true }).fill("eva@lead.example");
    await clickAndLoad(page, page.getByRole("button", { name: pt.signIn.linkButton }));
    expect(await page.locator("#com-link + p").innerText()).toBe(unknownAnswer);
    await expectNoAxeViolations(page, "link sent");
    const { mail, link } = await mailTo(smtp(), "eva@lead.example", before);
    expect(mail.headers.subject).toContain("link");
    // Only the known address got a mail.
    expect(
      smtp()
        .mails.slice(before)
        .some((m) => m.to.includes("nobody@lead.example")),
    ).toBe(false);

    await page.goto(link);
    expect(await page.locator("h1").innerText()).toBe(pt.link.title);
    await expectNoAxeViolations(page, "sign-in link page");
    await acceptLink(page, link, pt.link.button);
    expect(await page.locator("h1").innerText()).toBe(pt.homePage.title);

    // In English, at 320 px, nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(at("/editor?lang=en"));
    expect(await page.locator("h1").innerText()).toBe(editorStrings.en.homePage.title);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page, "home in English at 320 px");

    // Sign out everywhere ends the session. (English stays the choice: ?lang= is remembered.)
    await page.goto(at("/editor/conta"));
    await page.getByRole("button", { name: editorStrings.en.account.everywhereButton }).click();
    await page.waitForURL(/\/editor\/entrar/);
    expect((await page.request.get(at("/editor/conta"), { maxRedirects: 0 })).status()).toBe(303);
    await context.close();
  }, 120_000);
});

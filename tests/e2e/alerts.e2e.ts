/**
 * Job alerts (issue 25) as a candidate lives them, with a real SMTP server:
 *
 * - in Portuguese, at 320 px: subscribe on /portal/trabalhe, follow the link in the mail, confirm;
 *   an editor publishes an opening in that area; exactly one e-mail lists it (text and HTML,
 *   RFC 8058's headers); the one-click POST leaves; another opening is published; nothing more;
 * - in Spanish without JavaScript: subscribe from an opening's page (its area ticked, the errors
 *   first), confirm, an opening arrives by the content import, one e-mail in Spanish, the manage
 *   page, the one-click POST, and the manage link now says the alert is gone.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import vacanciesJson from "../../content/vacancies.json";
import { alertErrorMessages, alertRefusalMessages } from "../../common/alerts/messages";
import { jobAreaLabels } from "../../common/content/job-areas";
import { alertStrings } from "../../app/pages/trabalhe/alert-strings";
import { trabalheStrings } from "../../app/pages/trabalhe/strings";
import { fill } from "../../common/i18n/plural";
import { editorStrings } from "../../app/editor/strings";
import Database from "../../server/db/sqlite-driver";
import { contentCopy } from "../../server/content/test-support";
import { expectNoAxeViolations, useSiteAndBrowser } from "./harness";
import { startSmtp, type ReceivedMail, type TestSmtp } from "../support/contact";
import { cliInvite, localOrigin, publishNewOpening } from "../support/editor";
import { scrollToAndWait } from "../support/layout";

const root = path.resolve(import.meta.dirname, "../..");
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp?.close();
});
const e2e = useSiteAndBrowser(() => ({
  SMTP_URL: smtp.url,
  OUTBOX_POLL_MS: "200",
  ALERT_RATE_LIMIT: "1000/60",
  PAGE_POST_RATE_LIMIT: "1000/60",
}));
const at = (p: string) => `${localOrigin(e2e.server)}${p}`;
const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));

/** The first address in a mail's text that goes to this path. */
function linkIn(mail: ReceivedMail, pathPart: string): string {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith("http") && word.includes(pathPart));
  expect(found, `a ${pathPart} link in:\n${mail.text}`).toBeDefined();
  return found!;
}

/** A counter of /metrics (loopback may read it). */
async function metric(name: string): Promise<number> {
  const text = await (await fetch(at("/metrics"))).text();
  return Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\d+)`, "m").exec(text)?.[1] ?? 0);
}

function subscriptions(email: string): unknown[] {
  const db = new Database(path.join(e2e.server.dataDir, "lead.db"), { readonly: true });
  try {
    return db.prepare("select status, areas, lang from alert_subscription where email = ?").all(email);
  } finally {
    db.close();
  }
}

async function signedInEditor(email: string) {
  const invited = cliInvite(e2e.server, email, "openings");
  expect(invited.status).toBe(0);
  const link = /(http:\/\/localhost:\d+\/editor\/entrar\/link\?\S+)/.exec(invited.stdout)![1]!;
  const { page } = await e2e.newPage();
  await page.goto(link);
  await page.getByRole("button", { name: editorStrings.pt.link.inviteButton }).click();
  await page.waitForURL(at("/editor"));
  return page;
}

/** RFC 8058: what a mail client does with List-Unsubscribe and List-Unsubscribe-Post. */
async function oneClick(mail: ReceivedMail) {
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const url = /^<(.+)>$/.exec(mail.headers["list-unsubscribe"] ?? "")![1]!;
  return fetch(url.replace(/^https?:\/\/[^/]+/, localOrigin(e2e.server)), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
}

describe("job alerts", () => {
  it("in Portuguese at 320 px: subscribe, confirm, one e-mail for a published opening, one click to leave, nothing more", async () => {
    const s = alertStrings.pt;
    const email = "lia.moura@example.org";
    const { context, page } = await e2e.open("/portal/trabalhe?lang=pt", { viewport: { width: 320, height: 800 } });
    // The form lives on its own page; Trabalhe invites to it (issue 35).
    expect(await page.locator('input[name="consent"]').count()).toBe(0);
    const invite = page.getByRole("link", { name: trabalheStrings.pt.vacancies.alertsInvite });
    // Below the forty openings, laid out as they come near: it comes to rest before it is clicked.
    await scrollToAndWait(invite);
    await invite.click();
    await page.waitForURL((url) => url.pathname === "/portal/trabalhe/alertas");
    const section = page.getByRole("main");
    await section.getByLabel(s.email, { exact: true }).fill(email);
    await section.getByRole("checkbox", { name: jobAreaLabels.pt.development }).check();
    expect(await section.getByLabel(s.lang).inputValue()).toBe("pt");
    await section.getByLabel(s.consent).check();
    await section.getByRole("button", { name: s.submit }).click();
    await page.waitForURL((url) => url.pathname + url.search === "/portal/trabalhe/alertas?lang=pt");
    const received = page.getByRole("status").filter({ hasText: s.sentTitle });
    await expect.poll(() => received.isVisible()).toBe(true);
    await expectNoAxeViolations(page, "alert requested, pt, 320 px");

    // The confirmation: nothing else is sent before its link is followed and its button used.
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
    const confirmation = mailsTo(email)[0]!;
    expect(confirmation.headers.subject).toBe("Confirme o alerta de vagas do Lead");
    expect(confirmation.html).toContain('<html lang="pt-BR">');
    await page.goto(linkIn(confirmation, "/portal/trabalhe/alertas/confirmar"));
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(s.confirmTitle);
    expect(await page.getByRole("listitem").filter({ hasText: jobAreaLabels.pt.development }).count()).toBe(1);
    await expectNoAxeViolations(page, "alert confirmation page, pt, 320 px");
    await page.getByRole("button", { name: s.confirmButton }).click();
    // The button's answer is a document load: its own time, not a one-second poll.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText(), { timeout: 15_000 }).toBe(s.confirmedTitle);
    expect(subscriptions(email)).toEqual([{ status: "confirmed", areas: "development", lang: "pt" }]);
    await context.close();

    // An editor publishes an opening in the area: exactly one e-mail lists it.
    const editor = await signedInEditor("rh.alertas@lead.example");
    const first = {
      id: "881",
      key: "dev-alertas-um",
      area: "development",
      title: { pt: "Pessoa desenvolvedora de alertas", en: "Alerts developer", es: "Persona desarrolladora de alertas" },
    };
    await publishNewOpening(editor, localOrigin(e2e.server), first);
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(2);
    const digest = mailsTo(email)[1]!;
    expect(digest.headers.subject).toBe("Lead: 1 nova vaga nas suas áreas");
    expect(digest.text).toContain(first.title.pt);
    expect(digest.text).toContain(`/portal/trabalhe/${first.key}?lang=pt`);
    expect(digest.text).toContain("/portal/trabalhe/alertas/gerenciar?lang=pt&t=");
    expect(digest.html).toContain(`<strong>${first.title.pt}</strong>`);
    expect(digest.html).not.toMatch(/<img|<script/i);

    // One click leaves; the address is gone at once.
    const left = await oneClick(digest);
    expect(left.status).toBe(200);
    expect(await left.json()).toEqual({ ok: true, message: "Você saiu dos alertas de vagas do Lead: apagamos o seu endereço." });
    expect(subscriptions(email)).toEqual([]);

    // Another opening in the area: once the pass that saw it has finished and the outbox is empty, nothing came.
    const seen = await metric("lead_alert_openings_seen_total");
    const second = {
      ...first,
      id: "882",
      key: "dev-alertas-dois",
      title: { pt: "Segunda vaga de alertas", en: "Second alerts opening", es: "Segunda vacante de alertas" },
    };
    await publishNewOpening(editor, localOrigin(e2e.server), second);
    await expect.poll(() => metric("lead_alert_openings_seen_total"), { timeout: 20_000 }).toBe(seen + 1);
    await expect.poll(() => metric("lead_mail_outbox_pending"), { timeout: 20_000 }).toBe(0);
    expect(mailsTo(email)).toHaveLength(2);
    // The same link again: the alert is gone, said in the visitor's language.
    const again = await oneClick(digest);
    expect(again.status).toBe(410);
    expect((await again.json()).message).toBe(alertRefusalMessages.pt.unknown_link);
  }, 180_000);

  it("in Spanish without JavaScript: from an opening's page, confirmed, an opening by the content import, one e-mail, one click to leave", async () => {
    const s = alertStrings.es;
    const email = "pablo.ruiz@example.org";
    const job = vacanciesJson.find((v) => v.visible && v.area === "design")!;
    const { context, page } = await e2e.open(`/portal/trabalhe/${job.key}?lang=es`, { javaScriptEnabled: false });
    // One form on the opening's page (the application); one invitation to the alerts, its area chosen.
    expect(await page.locator("main form").count()).toBe(1);
    await page
      .getByRole("link", {
        name: fill(trabalheStrings.es.vacancies.alertsInviteArea, { area: trabalheStrings.es.jobAreas.design }),
      })
      .click();
    await page.waitForURL((url) => url.pathname === "/portal/trabalhe/alertas" && url.searchParams.get("area") === "design");
    const section = page.getByRole("main");
    // The opening's area is ticked already; sent without the address and the consent: the errors, in Spanish.
    expect(await section.getByRole("checkbox", { name: jobAreaLabels.es.design }).isChecked()).toBe(true);
    await section.getByRole("button", { name: s.submit }).click();
    await page.waitForLoadState();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/portal/trabalhe/alertas?lang=es");
    const summary = page.getByRole("group", { name: s.summaryTitle });
    expect(await summary.isVisible()).toBe(true);
    // Autofocus runs at the browser's next rendering step after the load, not at the load itself.
    await expect.poll(() => page.locator(".error-summary:focus").count()).toBe(1);
    for (const message of [alertErrorMessages.es.required, alertErrorMessages.es.consent_required])
      expect(await summary.getByRole("link", { name: message }).isVisible(), message).toBe(true);
    // What was chosen is kept.
    expect(await page.getByRole("checkbox", { name: jobAreaLabels.es.design }).isChecked()).toBe(true);
    await page.getByLabel(s.email, { exact: true }).fill(email);
    await page.getByLabel(s.consent).check();
    await page.getByRole("button", { name: s.submit }).click();
    await page.waitForLoadState();
    expect(await page.getByRole("status").filter({ hasText: s.sentTitle }).isVisible()).toBe(true);

    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
    expect(mailsTo(email)[0]!.headers.subject).toBe("Confirma la alerta de vacantes de Lead");
    await page.goto(linkIn(mailsTo(email)[0]!, "/confirmar"));
    await page.getByRole("button", { name: s.confirmButton }).click();
    await page.waitForLoadState();
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(s.confirmedTitle);
    await expect.poll(() => page.locator(".sent-message:focus").count()).toBe(1);

    // An opening in the area arrives by `npm run content:import`: its pass queues the digest, the server sends it.
    const copy = contentCopy();
    try {
      const file = path.join(copy.dir, "vacancies.json");
      const list = JSON.parse(readFileSync(file, "utf8")) as Array<Record<string, unknown>>;
      const added = {
        ...job,
        id: "991",
        key: "design-por-importacao",
        title: { pt: "Design por importação", en: "Design by import", es: "Diseño por importación" },
      };
      writeFileSync(file, JSON.stringify([...list, added], null, 2));
      const imported = spawnSync(
        path.join(root, "node_modules/.bin/tsx"),
        ["scripts/content-import.ts", "--content", copy.dir, "--force"],
        {
          cwd: root,
          env: {
            ...process.env,
            DATA_DIR: e2e.server.dataDir,
            DATABASE_URL: path.join(e2e.server.dataDir, "lead.db"),
            PUBLIC_URL: localOrigin(e2e.server),
            LOG_LEVEL: "warn",
          },
          encoding: "utf8",
          timeout: 60_000,
        },
      );
      expect(imported.status, imported.stderr).toBe(0);
      expect(imported.stdout).toContain("1 digest(s) queued");
    } finally {
      copy.cleanup();
    }
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(2);
    const digest = mailsTo(email)[1]!;
    expect(digest.headers.subject).toBe("Lead: 1 nueva vacante en tus áreas");
    expect(digest.text).toContain("Diseño por importación");
    expect(digest.text).toContain("/portal/trabalhe/design-por-importacao?lang=es");

    // The manage page (the digest's visible link) shows the subscription, without JavaScript.
    const manage = linkIn(digest, "/gerenciar");
    await page.goto(manage);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(s.manageTitle);
    expect(await page.getByRole("checkbox", { name: jobAreaLabels.es.design }).isChecked()).toBe(true);
    // One click leaves; the manage link then says the alert is gone.
    expect((await oneClick(digest)).status).toBe(200);
    expect(subscriptions(email)).toEqual([]);
    const gone = await page.goto(manage);
    expect(gone?.status()).toBe(404);
    expect(await page.getByText(alertRefusalMessages.es.unknown_link).isVisible()).toBe(true);
    await context.close();
  }, 180_000);
});

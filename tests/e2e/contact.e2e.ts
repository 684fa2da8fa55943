/**
 * The contact form as a visitor uses it, in pt, en and es: every error message, the notification
 * banner's states and timings (on a controlled clock), a successful send with a JPEG and with an
 * MP4 that reaches a real SMTP server, and the same form with JavaScript off. axe in each state.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import Database from "../../server/db/sqlite-driver";
import type { Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactUiStrings } from "../../app/contact/strings";
import { notificationTitles } from "../../app/chrome/notify";
import { contactErrorMessages, contactRequestMessages } from "../../common/contact/messages";
import { languages } from "../../common/i18n/languages";
import {
  expectNoAxeViolations,
  expectNoAxeViolationsWithoutScripts as expectNoAxeViolationsWithoutScriptsIn,
  useSiteAndBrowser,
} from "./harness";
import { startSmtp, tempDir, tinyJpeg, tinyMp4, type TestSmtp } from "../support/contact";

let smtp: TestSmtp;
let files: { dir: string; remove(): void };
/** A 25,000,000-byte file on disk (the browser reads it from there, as when a visitor picks it). */
let bigFile: string;

beforeAll(async () => {
  files = tempDir("lead-e2e-files-");
  bigFile = path.join(files.dir, "grande.jpg");
  writeFileSync(bigFile, Buffer.alloc(25_000_000));
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp?.close();
  files?.remove();
});
const e2e = useSiteAndBrowser(() => ({ SMTP_URL: smtp.url, CONTACT_RATE_LIMIT: "1000/60", PAGE_POST_RATE_LIMIT: "1000/60" }));

function stored(subject: string) {
  const db = new Database(path.join(e2e.server.dataDir, "lead.db"), { readonly: true });
  try {
    const messages = db.prepare("select id, name, email, lang from contact_message where subject = ?").all(subject) as Array<{
      id: number;
      lang: string;
    }>;
    const attachments = messages.length
      ? (db.prepare("select filename, content_type from contact_attachment where message_id = ?").all(messages[0]!.id) as Array<{
          filename: string;
          content_type: string;
        }>)
      : [];
    return { messages, attachments };
  } finally {
    db.close();
  }
}

/** What the element says, hidden prefix included, spaces collapsed. */
const text = async (locator: ReturnType<Page["locator"]>) => ((await locator.textContent()) ?? "").replace(/\s+/g, " ").trim();
const mailWith = (subject: string) => smtp.mails.find((m) => m.headers.subject?.endsWith(subject));
const isFocused = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement === document.querySelector(s), selector);

/** axe needs the page's timers: let the (paused) clock run while it scans, then pause it again. */
async function expectNoAxeViolationsOnClock(page: Page, context: string) {
  await page.clock.resume();
  await expectNoAxeViolations(page, context);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** axe on the page answered to a post without JavaScript (harness.ts). */
const expectNoAxeViolationsWithoutScripts = (response: Response, context: string) =>
  expectNoAxeViolationsWithoutScriptsIn(e2e.browser, response, context);

// Each journey drives a real browser through several page loads, uploads and axe scans.
describe.each(languages.map((l) => [l.code] as const))("contact form in %s", (code) => {
  const ui = contactUiStrings[code];
  const errors = contactErrorMessages[code];
  const request = contactRequestMessages[code];
  const titles = notificationTitles[code];

  async function openForm(page: Page) {
    await page.goto(`${e2e.server.url}/portal/contato?lang=${code}`);
    // The form wakes on its first touch (docs/decisions/0046): a visitor starts in its first field.
    await page.getByLabel(ui.name, { exact: true }).focus();
    await page.waitForSelector("form[data-enhanced='true']");
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);
    return {
      name: page.getByLabel(ui.name, { exact: true }),
      email: page.getByLabel(ui.email, { exact: true }),
      subject: page.getByLabel(ui.subject, { exact: true }),
      message: page.getByRole("textbox", { name: `${ui.message} ${ui.optional}` }),
      files: page.getByLabel(`${ui.files} ${ui.optional}`),
      submit: page.getByRole("button", { name: ui.submit }),
    };
  }

  async function errorTextOf(page: Page, input: ReturnType<Page["getByLabel"]>) {
    expect(await input.getAttribute("aria-invalid")).toBe("true");
    const ids = (await input.getAttribute("aria-describedby"))!.split(" ");
    const errorId = ids.find((id) => id.endsWith("-erro"))!;
    const error = page.locator(`#${errorId}`);
    expect(await error.locator(".visually-hidden").innerText()).toBe(ui.errorPrefix);
    return text(error);
  }

  it("shows each error message, linked to its field and summarised, as a visitor fills the form", async () => {
    const { context, page } = await e2e.newPage();
    await page.clock.install();
    const form = await openForm(page);

    // Everything empty: 'the form must be filled in' heads the summary, focused after 1 s.
    await form.submit.click();
    const incomplete = page.getByRole("group", { name: ui.incomplete });
    await incomplete.waitFor();
    await page.clock.runFor(900);
    expect(await isFocused(page, ".error-summary")).toBe(false);
    await page.clock.runFor(100);
    await expect.poll(() => isFocused(page, ".error-summary")).toBe(true);
    for (const [input, sr] of [
      [form.name, ui.srNameRequired],
      [form.email, ui.srEmailRequired],
      [form.subject, ui.srSubjectRequired],
    ] as const) {
      expect(await errorTextOf(page, input)).toBe(`${ui.errorPrefix} ${errors.required}`);
      expect(await incomplete.getByRole("link", { name: sr, exact: true }).count()).toBe(1);
    }
    expect(await form.message.getAttribute("aria-invalid")).toBeNull();
    await expectNoAxeViolationsOnClock(page, `required errors (${code})`);

    // The summary's links take the visitor to the field.
    await incomplete.getByRole("link", { name: ui.srEmailRequired }).click();
    await expect.poll(() => isFocused(page, "#contato-email")).toBe(true);

    await form.name.fill("Ana Souza");
    await form.subject.fill("Dúvida");
    await form.email.fill("ana@lead");
    await form.submit.click();
    const summary = page.getByRole("group", { name: ui.summaryTitle });
    await summary.waitFor();
    await page.clock.runFor(1);
    await expect.poll(() => isFocused(page, ".error-summary")).toBe(true);
    expect(await errorTextOf(page, form.email)).toBe(`${ui.errorPrefix} ${errors.invalid_email}`);
    expect(await summary.getByRole("link", { name: ui.srEmailInvalid, exact: true }).count()).toBe(1);
    expect(await form.name.getAttribute("aria-invalid")).toBeNull();

    await form.files.setInputFiles({ name: "notas.txt", mimeType: "text/plain", buffer: Buffer.from("texto") });
    await expect.poll(() => errorTextOf(page, form.files)).toBe(`${ui.errorPrefix} ${errors.file_type}`);
    await form.files.setInputFiles(bigFile);
    await expect.poll(() => errorTextOf(page, form.files)).toBe(`${ui.errorPrefix} ${errors.file_size}`);
    expect(await page.getByRole("list", { name: ui.chosenFiles }).count()).toBe(0);
    await expectNoAxeViolationsOnClock(page, `e-mail and file errors (${code})`);

    // The browser trusts the name; the server reads the bytes: HTML named .jpg is refused there.
    const subject = `Arquivo falso ${code}`;
    await form.email.fill("ana@lead.example");
    await form.subject.fill(subject);
    await form.files.setInputFiles({
      name: "falsa.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("<html><script>x</script></html>"),
    });
    await page.getByRole("list", { name: ui.chosenFiles }).getByText("falsa.jpg").waitFor();
    await form.submit.click();
    await page.getByRole("group", { name: titles.erro }).waitFor();
    await expect.poll(() => errorTextOf(page, form.files)).toBe(`${ui.errorPrefix} ${errors.file_type}`);
    expect(await page.getByRole("link", { name: `${ui.files}: ${errors.file_type}` }).count()).toBe(1);
    expect(stored(subject).messages).toHaveLength(0);
    await expectNoAxeViolationsOnClock(page, `server-side file error (${code})`);
    await context.close();
  }, 120_000);

  it("sends with a JPEG and with an MP4, through the banner's states, and clears the attachments", async () => {
    const { context, page } = await e2e.newPage();
    await page.clock.install();
    const form = await openForm(page);
    const jpeg = await tinyJpeg();

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact/**", async (route) => {
      await held;
      await route.continue();
    });

    const subject = `Foto ${code} ${Date.now()}`;
    await form.name.fill("Bruno Lima");
    await form.email.fill("bruno@visitante.example");
    await form.subject.fill(subject);
    await form.message.fill("Segue uma foto.");
    await form.files.setInputFiles({ name: "foto.jpg", mimeType: "image/jpeg", buffer: jpeg });
    const chosen = page.getByRole("list", { name: ui.chosenFiles });
    await chosen.getByText("foto.jpg").waitFor();
    await form.submit.click();

    // Info: display flex, revealed after 200 ms, focused after 1 s.
    const banner = page.locator(".notification");
    const info = page.getByRole("group", { name: titles.informacao });
    await info.waitFor();
    expect(await info.getAttribute("data-phase")).toBe("shown");
    expect(await banner.evaluate((el) => [getComputedStyle(el).display, getComputedStyle(el).opacity])).toEqual(["flex", "0"]);
    await page.clock.runFor(200);
    await expect.poll(() => info.getAttribute("data-phase")).toBe("open");
    await expect
      .poll(() => banner.evaluate((el) => [getComputedStyle(el).maxHeight, getComputedStyle(el).opacity]))
      .toEqual(["100px", "1"]);
    expect(await isFocused(page, ".notification")).toBe(false);
    await page.clock.runFor(800);
    await expect.poll(() => isFocused(page, ".notification")).toBe(true);
    await expectNoAxeViolationsOnClock(page, `sending (${code})`);

    release();
    const success = page.getByRole("group", { name: titles.sucesso });
    await success.waitFor();
    expect(await page.locator(".notification").count()).toBe(1);
    await expect.poll(() => page.getByText(request.sent, { exact: true }).isVisible()).toBe(true);
    expect(await form.name.inputValue()).toBe("");
    expect(await chosen.count()).toBe(0);
    await page.clock.runFor(1000);
    await expect.poll(() => isFocused(page, ".notification")).toBe(true);
    await expectNoAxeViolationsOnClock(page, `sent (${code})`);

    // Closing fades for 200 ms, then focus returns to where it was (the send button).
    await page.getByRole("button", { name: titles.close }).click();
    await expect.poll(() => success.getAttribute("data-phase")).toBe("closing");
    await page.clock.runFor(200);
    await expect.poll(() => page.locator(".notification").count()).toBe(0);
    await expect.poll(() => isFocused(page, ".contact-form__submit")).toBe(true);

    expect(stored(subject)).toMatchObject({
      messages: [{ lang: code }],
      attachments: [{ filename: "foto.jpg", content_type: "image/jpeg" }],
    });
    await expect.poll(() => mailWith(subject), { timeout: 10_000 }).toBeTruthy();
    expect(mailWith(subject)!.attachments[0]!.content.equals(jpeg)).toBe(true);

    // A second message, with an MP4.
    await page.unroute("**/api/contact/**");
    const mp4 = tinyMp4();
    const videoSubject = `Vídeo ${code} ${Date.now()}`;
    await form.name.fill("Bruno Lima");
    await form.email.fill("bruno@visitante.example");
    await form.subject.fill(videoSubject);
    await form.files.setInputFiles({ name: "video.mp4", mimeType: "video/mp4", buffer: mp4 });
    await chosen.getByText("video.mp4").waitFor();
    await form.submit.click();
    await page.getByRole("group", { name: titles.sucesso }).waitFor();
    await expect.poll(() => chosen.count()).toBe(0);
    expect(stored(videoSubject).attachments).toEqual([{ filename: "video.mp4", content_type: "video/mp4" }]);
    await expect.poll(() => mailWith(videoSubject), { timeout: 10_000 }).toBeTruthy();
    expect(mailWith(videoSubject)!.attachments[0]).toMatchObject({ filename: "video.mp4", contentType: "video/mp4" });

    // A failure: the error banner and a clear message; the message can be sent again.
    await page.route("**/api/contact/**", (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ success: false, error: "server_error" }),
      }),
    );
    await form.name.fill("Bruno Lima");
    await form.email.fill("bruno@visitante.example");
    await form.subject.fill("Falha simulada");
    await form.submit.click();
    await page.getByRole("group", { name: titles.erro }).waitFor();
    await page.getByText(request.server_error).waitFor();
    expect(await form.name.inputValue()).toBe("Bruno Lima");
    await page.clock.runFor(1000);
    await expectNoAxeViolationsOnClock(page, `send failed (${code})`);
    await context.close();
  }, 120_000);

  it("works with JavaScript off: field errors (400) and a successful send, in the visitor's language", async () => {
    const { context, page } = await e2e.newPage({ javaScriptEnabled: false });
    const first = await page.goto(`${e2e.server.url}/portal/contato?lang=${code}`);
    await expectNoAxeViolationsWithoutScripts(first!, `form without JavaScript (${code})`);
    const submit = page.getByRole("button", { name: ui.submit });

    let answer = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByLabel(ui.email, { exact: true }).fill("sem-arroba");
    await submit.click();
    let response = await answer;
    expect(response.status()).toBe(400);
    const summary = page.getByRole("group", { name: ui.incomplete });
    await summary.waitFor();
    await expect.poll(() => page.locator(".error-summary:focus").count()).toBe(1);
    for (const sr of [ui.srNameRequired, ui.srEmailInvalid, ui.srSubjectRequired]) {
      expect(await summary.getByRole("link", { name: sr, exact: true }).count()).toBe(1);
    }
    await expect.poll(() => text(page.locator("#contato-nome-erro"))).toBe(`${ui.errorPrefix} ${errors.required}`);
    await expect.poll(() => text(page.locator("#contato-email-erro"))).toBe(`${ui.errorPrefix} ${errors.invalid_email}`);
    expect(await page.getByLabel(ui.email, { exact: true }).inputValue()).toBe("sem-arroba");
    await expectNoAxeViolationsWithoutScripts(response, `errors without JavaScript (${code})`);

    const fill = async (subject: string) => {
      await page.getByLabel(ui.name, { exact: true }).fill("Carla Dias");
      await page.getByLabel(ui.email, { exact: true }).fill("carla@visitante.example");
      await page.getByLabel(ui.subject, { exact: true }).fill(subject);
    };
    const fake = `Sem JS falso ${code}`;
    await fill(fake);
    await page
      .getByLabel(`${ui.files} ${ui.optional}`)
      .setInputFiles({ name: "x.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<html></html>") });
    answer = page.waitForResponse((r) => r.request().method() === "POST");
    await submit.click();
    response = await answer;
    expect(response.status()).toBe(400);
    await expect.poll(() => text(page.locator("#contato-arquivos-erro"))).toBe(`${ui.errorPrefix} ${errors.file_type}`);
    expect(stored(fake).messages).toHaveLength(0);

    // A file at the limit is refused while it streams (413), with the same clear page.
    await fill(fake);
    await page.getByLabel(`${ui.files} ${ui.optional}`).setInputFiles(bigFile);
    answer = page.waitForResponse((r) => r.request().method() === "POST");
    await submit.click();
    response = await answer;
    expect(response.status()).toBe(413);
    await expect.poll(() => text(page.locator("#contato-arquivos-erro"))).toBe(`${ui.errorPrefix} ${errors.file_size}`);
    expect(stored(fake).messages).toHaveLength(0);
    await expectNoAxeViolationsWithoutScripts(response, `file too large without JavaScript (${code})`);

    // A post without the page's token (another site's form) gets a clear page and stores nothing.
    const forged = new FormData();
    for (const [k, v] of Object.entries({ name: "X", email: "x@x.example", subject: fake })) forged.append(k, v);
    const refused = await fetch(`${e2e.server.url}/portal/contato?lang=${code}`, { method: "POST", body: forged });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(request.xsrf_failed);
    const crossSite = await fetch(`${e2e.server.url}/portal/contato?lang=${code}`, {
      method: "POST",
      body: forged,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toContain(request.cross_site_request);
    expect(stored(fake).messages).toHaveLength(0);

    const subject = `Sem JS ${code} ${Date.now()}`;
    const jpeg = await tinyJpeg();
    await fill(subject);
    await page.getByLabel(`${ui.files} ${ui.optional}`).setInputFiles({ name: "foto.jpg", mimeType: "image/jpeg", buffer: jpeg });
    answer = page.waitForResponse((r) => r.request().method() === "POST");
    await submit.click();
    response = await answer;
    expect(response.status()).toBe(200);
    await page.getByText(request.sent, { exact: true }).waitFor();
    expect(await page.locator(".error-summary").count()).toBe(0);
    expect(await page.getByLabel(ui.name, { exact: true }).inputValue()).toBe("");
    expect(stored(subject)).toMatchObject({
      messages: [{ lang: code }],
      attachments: [{ filename: "foto.jpg", content_type: "image/jpeg" }],
    });
    await expectNoAxeViolationsWithoutScripts(response, `sent without JavaScript (${code})`);
    await expect.poll(() => mailWith(subject), { timeout: 10_000 }).toBeTruthy();
    await context.close();
  }, 120_000);
});

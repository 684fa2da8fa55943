/**
 * Applying to a job opening (issue 25) as a candidate does: at 320 px in Portuguese with
 * JavaScript, and in English without it; HR's mailbox in the test SMTP server receives each
 * application with the CV attached and the opening named, and the candidate the acknowledgement.
 * Then the hostile rows: a CV that lies about its type, a PDF with a script (in the open or
 * hidden), a decompression bomb, a thousand applications from one client. Nothing refused is stored.
 */
import { connect } from "node:net";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import vacanciesJson from "../../content/vacancies.json";
import { applicationErrorMessages } from "../../common/applications/messages";
import { contactRequestMessages } from "../../common/contact/messages";
import { fill } from "../../common/i18n/plural";
import type { Lang } from "../../common/i18n/languages";
import { trabalheStrings } from "../../app/pages/trabalhe/strings";
import Database from "../../server/db/sqlite-driver";
import { fakePdf, pdfBomb, pdfWithHiddenScript, pdfWithScript, plainPdf } from "../../server/testing/pdf-fixtures";
import { cleanPdfs, hostilePdfs } from "../../server/applications/pdf-corpus";
import { expectNoAxeViolations, expectNoAxeViolationsWithoutScripts, startServer, useSiteAndBrowser } from "./harness";
import { startSmtp, tinyJpeg, type TestSmtp } from "../support/contact";

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp?.close();
});
/** Made once, before any server starts: deflating 150 MB blocks this process for seconds. */
const bomb150 = pdfBomb(150);
const e2e = useSiteAndBrowser(() => ({
  SMTP_URL: smtp.url,
  APPLICATION_RATE_LIMIT: "1000/60",
  PAGE_POST_RATE_LIMIT: "1000/60",
  OUTBOX_POLL_MS: "200",
}));

const job = vacanciesJson.find((v) => v.visible && v.key === "interprete-libras-pleno")!;
const pageOf = (lang: Lang) => `/portal/trabalhe/${job.key}?lang=${lang}`;
const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));

function storedApplications(email: string) {
  const db = new Database(path.join(e2e.server.dataDir, "lead.db"), { readonly: true });
  try {
    return db.prepare("select kind, subject, recipient from contact_message where kind = 'application' and email = ?").all(email);
  } finally {
    db.close();
  }
}

async function fillForm(page: Page, lang: Lang, email: string, cv: { name: string; mimeType: string; buffer: Buffer }) {
  const ui = trabalheStrings[lang].application;
  await page.getByLabel(ui.name).fill("Maria Clara Souza");
  // The page has a second e-mail field, the job alerts': the application form's is the one named for it.
  await page.getByRole("form", { name: ui.title }).getByLabel(ui.email, { exact: true }).fill(email);
  await page.getByLabel(ui.phone).fill("(85) 99876-5432");
  await page.getByLabel(ui.cv).setInputFiles(cv);
  await page.getByLabel(ui.message).fill("Sou intérprete há seis anos, com certificação Prolibras.");
  await page.getByLabel(ui.accommodations).fill("Preciso de intérprete de Libras na entrevista.");
  await page.getByLabel(ui.consent).check();
}

describe("applying to an opening", () => {
  it("at 320 px in Portuguese, with a PDF CV: HR receives it with the CV, the candidate the acknowledgement", async () => {
    const lang = "pt";
    const ui = trabalheStrings[lang].application;
    const { context, page } = await e2e.open(pageOf(lang), { viewport: { width: 320, height: 800 } });
    await expectNoAxeViolations(page, "application form, pt, 320 px");
    // Sent empty: the summary, in Portuguese, axe clean too.
    await page.getByRole("button", { name: ui.submit }).click();
    const summary = page.getByRole("group", { name: ui.summaryTitle });
    await expect.poll(() => summary.isVisible()).toBe(true);
    expect(await summary.getByRole("link", { name: applicationErrorMessages.pt.cv_required }).isVisible()).toBe(true);
    await expectNoAxeViolations(page, "application errors, pt, 320 px");
    const cv = plainPdf("Curriculo de Maria Clara Souza");
    await fillForm(page, lang, "maria.souza@example.org", {
      name: "curriculo-maria.pdf",
      mimeType: "application/pdf",
      buffer: cv,
    });
    await page.getByRole("button", { name: ui.submit }).click();
    const sent = page.getByRole("status").filter({ hasText: ui.sentTitle });
    await expect.poll(() => sent.isVisible()).toBe(true);
    expect(await sent.textContent()).toContain(fill(ui.sentDetail, { email: "maria.souza@example.org" }));
    await expectNoAxeViolations(page, "application sent, pt, 320 px");

    await expect.poll(() => mailsTo("rh@lead.example").length).toBeGreaterThan(0);
    const hr = mailsTo("rh@lead.example").find((m) => m.text.includes("maria.souza@example.org"))!;
    expect(hr.headers.subject).toContain(job.title.pt);
    expect(hr.text).toContain(`Vaga: ${job.title.pt} (${job.key})`);
    expect(hr.text).toContain("Telefone: (85) 99876-5432");
    expect(hr.text).toContain("Preciso de intérprete de Libras na entrevista.");
    expect(hr.attachments).toHaveLength(1);
    expect(hr.attachments[0]).toMatchObject({ filename: "curriculo-maria.pdf", contentType: "application/pdf" });
    expect(hr.attachments[0]!.content.equals(cv)).toBe(true);

    await expect.poll(() => mailsTo("maria.souza@example.org").length).toBe(1);
    const ack = mailsTo("maria.souza@example.org")[0]!;
    expect(ack.headers.subject).toBe(`Recebemos sua candidatura: ${job.title.pt}`);
    expect(ack.text).toContain("Você pediu adaptações para a seleção");
    expect(ack.attachments).toHaveLength(0);
    await context.close();
  }, 120_000);

  it("in English without JavaScript: the errors first, in English, then the application goes through", async () => {
    const lang = "en";
    const ui = trabalheStrings[lang].application;
    const errors = applicationErrorMessages[lang];
    const { context, page } = await e2e.open(pageOf(lang), { javaScriptEnabled: false });
    await page.getByRole("button", { name: ui.submit }).click();
    await page.waitForLoadState();
    const summary = page.getByRole("group", { name: ui.summaryTitle });
    expect(await summary.isVisible()).toBe(true);
    // The answered page focuses its summary as it loads (page.evaluate does not run without JavaScript):
    // autofocus runs at the browser's next rendering step after the load, not at the load itself.
    await expect.poll(() => page.locator(".error-summary:focus").count()).toBe(1);
    for (const message of [errors.required, errors.cv_required, errors.consent_required])
      expect(await summary.getByRole("link", { name: message }).first().isVisible(), message).toBe(true);
    expect(await page.getByLabel(ui.name).getAttribute("aria-invalid")).toBe("true");

    await fillForm(page, lang, "john.doe@example.org", { name: "cv.pdf", mimeType: "application/pdf", buffer: plainPdf() });
    await page.getByRole("button", { name: ui.submit }).click();
    await page.waitForLoadState();
    expect(await page.getByRole("status").filter({ hasText: ui.sentTitle }).isVisible()).toBe(true);
    await expect.poll(() => mailsTo("john.doe@example.org").length).toBe(1);
    expect(mailsTo("john.doe@example.org")[0]!.headers.subject).toBe(`We received your application: ${job.title.en}`);
    await expect.poll(() => mailsTo("rh@lead.example").some((m) => m.text.includes("john.doe@example.org"))).toBe(true);
    expect(storedApplications("john.doe@example.org")).toEqual([
      { kind: "application", subject: job.title.pt, recipient: "rh@lead.example" },
    ]);
    await context.close();
  }, 120_000);
});

describe("the page after an application (post, redirect, get; ADR 0055)", () => {
  /** Applies as a browser without JavaScript would, and stops at the answer (no redirect followed). */
  async function apply(lang: Lang, email: string) {
    const opened = await fetch(`${e2e.server.url}${pageOf(lang)}`);
    const xsrf = (opened.headers.getSetCookie().find((c) => c.startsWith("XSRF-TOKEN=")) ?? "").split(";")[0]!;
    const token = /name="_xsrf" value="([^"]+)"/.exec(await opened.text())?.[1] ?? "";
    const body = new FormData();
    body.set("_xsrf", token);
    for (const [k, v] of Object.entries({ name: "Candidata", email, consent: "sim" })) body.set(k, v);
    body.set("cv", new Blob([new Uint8Array(plainPdf())], { type: "application/pdf" }), "cv.pdf");
    const answer = await fetch(`${e2e.server.url}${pageOf(lang)}`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { cookie: xsrf, "sec-fetch-site": "same-origin" },
    });
    const sent = answer.headers.getSetCookie().find((c) => c.startsWith("candidatura-enviada=")) ?? "";
    return { answer, xsrf, sent, cookie: `${xsrf}; ${sent.split(";")[0]}` };
  }
  const follow = async (location: string, cookie: string) => {
    const page = await fetch(`${e2e.server.url}${location}`, { headers: { cookie } });
    return { page, text: await page.text() };
  };

  it("a stored application is answered 303 to its page, which says where the acknowledgement went, once, from a kept copy", async () => {
    const lang = "es";
    const ui = trabalheStrings[lang].application;
    const first = await apply(lang, "lucia.perez@example.org");
    expect(first.answer.status).toBe(303);
    expect(first.answer.headers.get("location")).toBe(pageOf(lang));
    expect(first.sent).toMatch(
      new RegExp(
        `^candidatura-enviada=[\\w-]+\\.[\\w-]+; Max-Age=300; Path=/portal/trabalhe/${job.key}; HttpOnly; SameSite=Lax$`,
      ),
    );
    const shown = await follow(pageOf(lang), first.cookie);
    expect(shown.page.status).toBe(200);
    expect(shown.text).toContain(ui.sentTitle);
    expect(shown.text).toContain(fill(ui.sentDetail, { email: "lucia.perez@example.org" }));
    // Shown once: the page clears the cookie.
    expect(shown.page.headers.getSetCookie()).toContain(
      `candidatura-enviada=; Max-Age=0; Path=/portal/trabalhe/${job.key}; HttpOnly; SameSite=Lax`,
    );

    // The next candidate's page is a copy, with their address and nothing of the first's.
    const second = await apply(lang, "pablo+rrhh@example.org");
    expect(second.answer.status).toBe(303);
    const copy = await follow(pageOf(lang), second.cookie);
    expect(copy.page.headers.get("x-page-cache")).toBe("hit");
    expect(copy.text).toContain(fill(ui.sentDetail, { email: "pablo+rrhh@example.org" }));
    expect(copy.text).not.toContain("lucia.perez");
    expect(copy.page.headers.getSetCookie()).toContain(
      `candidatura-enviada=; Max-Age=0; Path=/portal/trabalhe/${job.key}; HttpOnly; SameSite=Lax`,
    );
    expect(storedApplications("lucia.perez@example.org")).toHaveLength(1);
    expect(storedApplications("pablo+rrhh@example.org")).toHaveLength(1);

    // A post refused on its headers while the cookie is still there says why, not "sent".
    const refused = await fetch(`${e2e.server.url}${pageOf(lang)}`, {
      method: "POST",
      body: new FormData(),
      redirect: "manual",
      headers: { cookie: second.cookie, "sec-fetch-site": "cross-site" },
    });
    const refusedText = await refused.text();
    expect(refused.status).toBe(403);
    expect(refusedText).toContain(contactRequestMessages[lang].cross_site_request);
    expect(refusedText).not.toContain(ui.sentTitle);

    // Without the cookie, or with one this server did not sign, the page is the form.
    for (const cookie of [
      first.xsrf,
      `${first.xsrf}; candidatura-enviada=${Buffer.from("x@example.org").toString("base64url")}.forged`,
    ]) {
      const again = await follow(pageOf(lang), cookie);
      expect(again.text).not.toContain(ui.sentTitle);
      expect(again.text).toContain(ui.submit);
    }
  });
});

describe("hostile applications", () => {
  /** Posts the form as a browser would, with the page's own XSRF token and cookie. */
  async function post(baseUrl: string, lang: Lang, email: string, cv: { name: string; type: string; bytes: Buffer }) {
    const opened = await fetch(`${baseUrl}${pageOf(lang)}`);
    const cookie = (opened.headers.getSetCookie().find((c) => c.startsWith("XSRF-TOKEN=")) ?? "").split(";")[0]!;
    const html = await opened.text();
    const token = /name="_xsrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const body = new FormData();
    body.set("_xsrf", token);
    for (const [k, v] of Object.entries({ name: "Hostil", email, consent: "sim" })) body.set(k, v);
    body.set("cv", new Blob([new Uint8Array(cv.bytes)], { type: cv.type }), cv.name);
    const response = await fetch(`${baseUrl}${pageOf(lang)}`, {
      method: "POST",
      body,
      headers: { cookie, "sec-fetch-site": "same-origin" },
    });
    const text = await response.text();
    return {
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      cache: response.headers.get("x-page-cache"),
      token: /name="_xsrf" value="([^"]+)"/.exec(text)?.[1] ?? "",
      text,
    };
  }
  const pdf = "application/pdf";
  const langs = ["pt", "en", "es"] as const;

  it("every file of the hostile PDF corpus is refused with its message in the visitor's language, and HR's mailbox receives none of them", async () => {
    const hostile = hostilePdfs();
    const refused: string[] = [];
    // Two at a time: the site judges two at once on this machine, and its queue would answer the rest 503.
    for (let i = 0; i < hostile.length; i += 2) {
      await Promise.all(
        hostile.slice(i, i + 2).map(async (f, j) => {
          const lang = langs[(i + j) % 3]!;
          const answer = await post(e2e.server.url, lang, `corpus-${i + j}@example.org`, {
            name: "cv.pdf",
            type: pdf,
            bytes: f.bytes,
          });
          if (answer.status === 400 && answer.text.includes(applicationErrorMessages[lang].cv_damaged)) refused.push(f.name);
          else refused.push(`NOT REFUSED (${answer.status}): ${f.name}`);
        }),
      );
    }
    expect(refused.filter((r) => r.startsWith("NOT"))).toEqual([]);
    expect(refused.length).toBe(hostile.length);
    // An ordinary CV sent after them all reaches HR: the mail that came before it is all there is.
    const ordinary = cleanPdfs().find((f) => f.name.startsWith("hand-written CV: image"))!;
    expect(
      (await post(e2e.server.url, "pt", "corpus-ordinary@example.org", { name: "cv.pdf", type: pdf, bytes: ordinary.bytes }))
        .status,
    ).toBe(200);
    await expect
      .poll(() => mailsTo("rh@lead.example").some((m) => m.text.includes("corpus-ordinary@example.org")), { timeout: 30_000 })
      .toBe(true);
    const toHr = mailsTo("rh@lead.example");
    expect(toHr.filter((m) => /corpus-\d+@example\.org/.test(m.text))).toEqual([]);
    const hostileBytes = new Set(hostile.map((f) => f.bytes.toString("base64")));
    expect(toHr.flatMap((m) => m.attachments).filter((a) => hostileBytes.has(a.content.toString("base64")))).toEqual([]);
    expect(toHr.find((m) => m.text.includes("corpus-ordinary@example.org"))!.attachments[0]!.content.equals(ordinary.bytes)).toBe(
      true,
    );
  }, 600_000);

  it.each([
    ["a JPEG named .pdf", "pt", async () => ({ name: "cv.pdf", type: pdf, bytes: await tinyJpeg() }), "cv_type"],
    ["HTML behind a PDF's first line", "en", async () => ({ name: "cv.pdf", type: pdf, bytes: fakePdf() }), "cv_damaged"],
    [
      "a PDF that runs a script when opened",
      "es",
      async () => ({ name: "cv.pdf", type: pdf, bytes: pdfWithScript() }),
      "cv_damaged",
    ],
    [
      "a PDF with a script hidden in a compressed object stream",
      "pt",
      async () => ({ name: "cv.pdf", type: pdf, bytes: pdfWithHiddenScript() }),
      "cv_damaged",
    ],
    ["a PDF that inflates to 150 MB", "en", async () => ({ name: "cv.pdf", type: pdf, bytes: bomb150 }), "cv_damaged"],
  ] as const)(
    "%s is refused with its message in the visitor's language, and nothing is stored",
    async (name, lang, make, code) => {
      const email = `hostile-${name.length}-${lang}@example.org`;
      const answer = await post(e2e.server.url, lang, email, await make());
      expect(answer.status).toBe(400);
      expect(answer.text).toContain(applicationErrorMessages[lang][code].replaceAll("'", "&#x27;"));
      expect(storedApplications(email)).toEqual([]);
      // The site kept answering.
      expect((await fetch(`${e2e.server.url}/healthz`)).status).toBe(200);
    },
    60_000,
  );

  it("a body declared at 100 GB is answered 413 with its message before a byte of it is read", async () => {
    const opened = await fetch(`${e2e.server.url}${pageOf("en")}`);
    const cookie = (opened.headers.getSetCookie().find((c) => c.startsWith("XSRF-TOKEN=")) ?? "").split(";")[0]!;
    await opened.arrayBuffer();
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(e2e.server.port, "127.0.0.1", () =>
        socket.write(
          `POST ${pageOf("en")} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${100 * 1024 ** 3}\r\n\r\n--x\r\n`,
        ),
      );
      let received = "";
      socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
      socket.on("close", () => resolve(received));
      socket.on("error", () => resolve(received));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain(applicationErrorMessages.en.cv_size);
  }, 60_000);

  it("with every PDF check busy and the wait full, an application is answered 503 with Retry-After and its message, and not stored", async () => {
    const server = await startServer({ PDF_CHECKS: "1", APPLICATION_RATE_LIMIT: "1000/60", PAGE_POST_RATE_LIMIT: "1000/60" });
    try {
      // Bombs take the one check a second or more each; one check and four waiting, twenty sent at once.
      const bomb = bomb150;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(server.url, "en", `busy-${i}@example.org`, { name: "cv.pdf", type: pdf, bytes: bomb }),
        ),
      );
      const busy = answers.filter((a) => a.status === 503);
      expect(answers.every((a) => a.status === 400 || a.status === 503)).toBe(true);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]!.retryAfter).toMatch(/^\d+$/);
      expect(busy[0]!.text).toContain(applicationErrorMessages.en.cv_busy);
      const db = new Database(path.join(server.dataDir, "lead.db"), { readonly: true });
      try {
        expect(db.prepare("select count(*) as n from contact_message where email like 'busy-%'").get()).toEqual({ n: 0 });
      } finally {
        db.close();
      }
    } finally {
      await server.stop();
    }
  }, 180_000);

  it("a thousand applications from one client: the first few are judged, the rest answered 429 from one kept page, nothing stored", async () => {
    const server = await startServer({ APPLICATION_RATE_LIMIT: "5/600" });
    try {
      const answers: Array<Awaited<ReturnType<typeof post>>> = [];
      for (let i = 0; i < 40; i++)
        answers.push(await post(server.url, "es", `flood-${i}@example.org`, { name: "cv.pdf", type: pdf, bytes: fakePdf() }));
      expect(answers.slice(0, 5).map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
      const refused = answers.slice(5);
      expect(refused.every((a) => a.status === 429 && /^\d+$/.test(a.retryAfter ?? ""))).toBe(true);
      expect(refused[0]!.text).toContain(contactRequestMessages.es.rate_limited);
      // Refused on its headers, a post's page is the opening's page with the message: rendered once
      // and kept (a refusal costs a copy, not a render), each copy with a token of its own.
      expect(refused.slice(1).map((a) => a.cache)).toEqual(refused.slice(1).map(() => "hit"));
      expect(new Set(refused.map((a) => a.token)).size).toBe(refused.length);
      const db = new Database(path.join(server.dataDir, "lead.db"), { readonly: true });
      try {
        expect(db.prepare("select count(*) as n from contact_message where email like 'flood-%'").get()).toEqual({ n: 0 });
      } finally {
        db.close();
      }
      // A candidate without JavaScript, from the same address: the opening's page says why, in Spanish.
      const ui = trabalheStrings.es.application;
      const { context, page } = await e2e.newPage({ javaScriptEnabled: false });
      await page.goto(`${server.url}${pageOf("es")}`);
      await fillForm(page, "es", "flood-browser@example.org", { name: "cv.pdf", mimeType: pdf, buffer: plainPdf() });
      const answer = page.waitForResponse((r) => r.request().method() === "POST");
      await page.getByRole("button", { name: ui.submit }).click();
      const response = await answer;
      expect(response.status()).toBe(429);
      await page.waitForLoadState();
      expect(await page.getByText(contactRequestMessages.es.rate_limited).first().isVisible()).toBe(true);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(job.title.es);
      await expectNoAxeViolationsWithoutScripts(e2e.browser, response, "application over the rate, es, without JavaScript");
      await context.close();
    } finally {
      await server.stop();
    }
  }, 120_000);
});

/**
 * An opening's own page, /portal/trabalhe/{key}, as a visitor and a search engine get it, in all
 * three languages: its details, its Libras clip (the same as its card in the listing), the way to
 * apply (the application form on the page, or e-mail), its one JobPosting with
 * Google's required fields, Open Graph, reading without JavaScript, axe clean, a 404 page
 * for an unknown or hidden opening, and the CV field speaking the page's language.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import vacanciesJson from "../../content/vacancies.json";
import siteJson from "../../content/site.json";
import { fill } from "../../common/i18n/plural";
import { languages, type Lang } from "../../common/i18n/languages";
import { trabalheStrings } from "../../app/pages/trabalhe/strings";
import { expectNoAxeViolations, useSiteAndBrowser } from "./harness";
import { expectNoAxeViolationsWithoutScripts } from "./no-js";
import { decode, jobPostingFields, jsonLdOf } from "./head-tags";
import Database from "../../server/db/sqlite-driver";
import { plainPdf } from "../../server/testing/pdf-fixtures";

const origin = "https://lead.example";

// Four applications are sent below, from one address.
const e2e = useSiteAndBrowser({ PUBLIC_URL: origin, APPLICATION_RATE_LIMIT: "100/60", PAGE_POST_RATE_LIMIT: "1000/60" });

const visible = vacanciesJson.filter((v) => v.visible);
// An opening with a Libras clip and desirable skills, so every part of the page shows.
const job = visible.find((v) => v.libras && v.desirable.length > 0)!;
const hidden = vacanciesJson.find((v) => !v.visible)!;

describe.each(languages.map((l) => [l.code] as const))("an opening's page in %s", (lang: Lang) => {
  const s = trabalheStrings[lang];
  const url = () => `${e2e.server.url}/portal/trabalhe/${job.key}?lang=${lang}`;

  it("shows the opening's details and its Libras clip, axe clean", async () => {
    const { context, page } = await e2e.open(url());
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(job.title[lang]);
    expect(await page.title()).toContain(job.title[lang]);
    const main = page.getByRole("main");
    for (const text of [job.place, job.areas[lang], job.education[lang], s.regimes[job.regime as "CLT" | "Bolsa"].explanation])
      expect(await main.getByText(text, { exact: false }).first().isVisible(), text).toBe(true);
    for (const heading of [s.vacancies.requirements, s.vacancies.desirable, s.vacancies.activities])
      expect(await main.getByRole("heading", { level: 2, name: heading }).isVisible()).toBe(true);
    for (const item of [...job.requirements, ...job.desirable, ...job.activities])
      expect(await main.getByText(item[lang], { exact: true }).isVisible()).toBe(true);
    // The clip the listing's card offers, on the opening's header.
    const listing = await (await fetch(`${e2e.server.url}/portal/trabalhe?lang=${lang}`)).text();
    const cardClip = new RegExp(`id="vaga-${job.key}"[^>]*data-libras-video="([^"]+)"`).exec(listing)?.[1];
    expect(cardClip).toBeTruthy();
    expect(await page.locator("header.page-intro").getAttribute("data-libras-video")).toBe(cardClip);
    expect(await page.locator("header.page-intro").getAttribute("data-libras-label")).toBe(job.title[lang]);
    // Back to every opening.
    expect(await main.getByRole("link", { name: s.opening.allOpenings }).getAttribute("href")).toBe(
      `/portal/trabalhe?lang=${lang}#vagas`,
    );
    await expectNoAxeViolations(page, `opening ${lang}`);
    await context.close();
  }, 120_000);

  it("states the pay, the work mode, the deadline, the selection's steps and its accommodations, with a way to apply beside the title", async () => {
    const { context, page } = await e2e.open(url());
    const main = page.getByRole("main");
    const fact = (term: string) => main.locator("dt", { hasText: term }).first().locator("xpath=following-sibling::dd[1]");
    expect(await fact(s.vacancies.pay).textContent()).toBe(job.pay![lang]);
    expect(await fact(s.vacancies.workMode).textContent()).toBe(
      s.vacancies.workModes[job.workMode as "onsite" | "hybrid" | "remote"],
    );
    expect(await fact(s.vacancies.deadline).textContent()).toBe(s.vacancies.deadlineOpen);
    const apply = page.getByRole("region", { name: s.opening.applyTitle });
    const steps = apply.getByRole("list").first().getByRole("listitem");
    expect(await steps.allTextContents()).toEqual(job.selectionSteps!.map((step) => step[lang]));
    expect(await apply.getByRole("heading", { level: 3, name: s.opening.accommodationsTitle }).isVisible()).toBe(true);
    expect(await apply.getByText(job.accommodations![lang]).isVisible()).toBe(true);
    // "Apply" sits in the page's header and leads to the way to apply.
    await page.locator("header.page-intro").getByRole("link", { name: s.opening.apply, exact: true }).click();
    await page.waitForURL((u) => u.hash === "#vaga-candidatura");
    await context.close();
  }, 120_000);

  it("applies on the page itself: the form with a PDF CV, or by e-mail", async () => {
    const { context, page } = await e2e.open(url());
    const apply = page.getByRole("region", { name: s.opening.applyTitle });
    const form = apply.getByRole("form", { name: s.application.title });
    expect(await form.getAttribute("action")).toBe(`/portal/trabalhe/${job.key}?lang=${lang}`);
    expect(await form.getAttribute("enctype")).toBe("multipart/form-data");
    expect(await form.getByLabel(s.application.cv).getAttribute("accept")).toBe("application/pdf,.pdf");
    expect(await apply.getByText(fill(s.application.consentText, { days: 180 })).isVisible()).toBe(true);
    // "Prefer e-mail?" names HR's inbox, where applications go (the server's default, rh@).
    const hrInbox = "rh@lead.example";
    const mail = apply.getByRole("link", { name: hrInbox });
    expect(await mail.getAttribute("href")).toBe(`mailto:${hrInbox}`);
    await context.close();
  }, 120_000);

  it("reads without JavaScript, and stays axe clean without scripts", async () => {
    const { context, page } = await e2e.open(url(), { javaScriptEnabled: false });
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(job.title[lang]);
    expect(await page.getByText(job.education[lang]).isVisible()).toBe(true);
    expect(await page.getByText(job.activities[0]![lang], { exact: true }).isVisible()).toBe(true);
    // The application form is a plain form: it works without JavaScript (tests/e2e/applications.e2e.ts sends one).
    expect(await page.getByRole("button", { name: s.application.submit }).isVisible()).toBe(true);
    await expectNoAxeViolationsWithoutScripts(e2e.browser, url(), `opening ${lang}`);
    await context.close();
  }, 120_000);

  it("carries one JobPosting with Google's required fields, Open Graph and hreflang", async () => {
    const html = await (await fetch(url())).text();
    const postings = jsonLdOf(html).filter((d) => d["@type"] === "JobPosting");
    expect(postings).toHaveLength(1);
    const posting = postings[0]!;
    for (const field of jobPostingFields) expect(posting[field], field).toBeTruthy();
    expect(posting.title).toBe(job.title[lang]);
    expect(posting.datePosted).toBe(job.datePosted);
    expect(Date.parse(String(posting.validThrough))).toBeGreaterThan(Date.parse(job.datePosted));
    expect((posting.hiringOrganization as { name: string }).name).toBe(siteJson.name);
    expect((posting.jobLocation as { address: { addressLocality: string; addressCountry: string } }).address).toMatchObject({
      addressLocality: "Fortaleza",
      addressCountry: "BR",
    });
    expect(posting.url).toBe(`${origin}/portal/trabalhe/${job.key}?lang=${lang}`);
    expect(String(posting.description)).toContain(job.education[lang]);

    const canonical = decode(/<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1] ?? "");
    expect(canonical).toBe(`${origin}/portal/trabalhe/${job.key}?lang=${lang}`);
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => m[1]);
    expect(alternates.sort()).toEqual(["en-US", "es-ES", "pt-BR", "x-default"]);
    const og = (property: string) => decode(new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1] ?? "");
    expect(og("og:title")).toContain(job.title[lang]);
    expect(og("og:url")).toBe(canonical);
    expect(og("og:description")).toContain(job.areas[lang]);
  });

  it("answers 404 with a page in the visitor's language for an unknown or hidden opening", async () => {
    for (const key of ["nao-existe", hidden.key]) {
      const response = await fetch(`${e2e.server.url}/portal/trabalhe/${key}?lang=${lang}`);
      expect(response.status, key).toBe(404);
      const html = await response.text();
      expect(html).toContain(s.opening.notFoundTitle);
      expect(html).not.toContain('"JobPosting"');
    }
    const { context, page } = await e2e.open(`/portal/trabalhe/nao-existe?lang=${lang}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(s.opening.notFoundTitle);
    await expectNoAxeViolations(page, `404 ${lang}`);
    await page.getByRole("main").getByRole("link", { name: s.opening.allOpenings }).click();
    await page.waitForURL((u) => u.pathname === "/portal/trabalhe");
    await context.close();
  }, 120_000);
});

/** The application stored for `email`, with the CV it carried. */
function storedCv(email: string) {
  const db = new Database(path.join(e2e.server.dataDir, "lead.db"), { readonly: true });
  try {
    return db
      .prepare(
        `select m.kind, m.subject, a.filename, a.content_type as type, a.size from contact_message m
         join contact_attachment a on a.message_id = m.id where m.email = ?`,
      )
      .all(email);
  } finally {
    db.close();
  }
}

describe.each([["pt"], ["en"]] as const)("the CV field in %s", (lang: Lang) => {
  const ui = trabalheStrings[lang].application;
  const url = `/portal/trabalhe/${job.key}?lang=${lang}`;

  async function sendApplication(page: Page, email: string) {
    const form = page.getByRole("form", { name: ui.title });
    await form.getByLabel(ui.name).fill("Ana Beatriz Lima");
    await form.getByLabel(ui.email, { exact: true }).fill(email);
    await form.getByLabel(ui.consent).check();
    await form.getByRole("button", { name: ui.submit }).click();
    const sent = page.getByRole("status").filter({ hasText: ui.sentTitle });
    await expect.poll(() => sent.isVisible()).toBe(true);
  }

  it("speaks the page's language once near, shows the chosen PDF's name, and the form sends it", async () => {
    const { context, page } = await e2e.open(url);
    const form = page.getByRole("form", { name: ui.title });
    const input = form.getByLabel(ui.cv);
    await input.scrollIntoViewIfNeeded();
    // Its island wakes near the screen: the picker's face, in the page's words, over the native one.
    const face = form.locator(".file-picker__face");
    await expect.poll(() => face.isVisible()).toBe(true);
    expect(await face.locator(".file-picker__button").textContent()).toBe(ui.cvButton);
    expect(await face.locator(".file-picker__status").textContent()).toBe(ui.cvNone);
    expect(await input.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    await expectNoAxeViolations(page, `CV field ${lang}`);

    const cv = plainPdf("Curriculo de Ana Beatriz Lima");
    await input.setInputFiles({ name: `curriculo-ana-${lang}.pdf`, mimeType: "application/pdf", buffer: cv });
    await expect.poll(() => face.locator(".file-picker__status").textContent()).toBe(`curriculo-ana-${lang}.pdf`);
    await expectNoAxeViolations(page, `CV field with a file ${lang}`);

    const email = `ana.lima.${lang}@example.org`;
    await sendApplication(page, email);
    await expect
      .poll(() => storedCv(email))
      .toEqual([
        {
          kind: "application",
          subject: job.title.pt,
          filename: `curriculo-ana-${lang}.pdf`,
          type: "application/pdf",
          size: cv.length,
        },
      ]);
    await context.close();
  }, 120_000);

  it("without JavaScript is the native field, and the form sends the CV", async () => {
    const { context, page } = await e2e.open(url, { javaScriptEnabled: false });
    const form = page.getByRole("form", { name: ui.title });
    expect(await form.locator(".file-picker__face").count()).toBe(0);
    const cv = plainPdf("Curriculo sem JavaScript");
    await form.getByLabel(ui.cv).setInputFiles({ name: `cv-sem-js-${lang}.pdf`, mimeType: "application/pdf", buffer: cv });
    const email = `sem.js.${lang}@example.org`;
    await sendApplication(page, email);
    expect(storedCv(email)).toEqual([
      { kind: "application", subject: job.title.pt, filename: `cv-sem-js-${lang}.pdf`, type: "application/pdf", size: cv.length },
    ]);
    await context.close();
  }, 120_000);
});

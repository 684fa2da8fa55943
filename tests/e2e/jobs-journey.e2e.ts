/**
 * The jobs journey in a minute (issue 35): the home's first screen holds the title, the intro,
 * the highlight's text and the main action at 320 and 1280 px; the highlight leaves the home page
 * at its end date (a controlled clock, the page cache included) with nothing broken in its place;
 * the footer's year follows the clock; Trabalhe's titles read as links, newest first, the word
 * search in the URL with and without JavaScript, one alert form on the site, the feed in the head.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import highlightJson from "../../content/news-highlight.json";
import vacanciesJson from "../../content/vacancies.json";
import { homeStrings } from "../../app/pages/home/strings";
import { trabalheStrings } from "../../app/pages/trabalhe/strings";
import { foldCase } from "../../common/text/fold";
import { startTestApp, type TestApp } from "../../server/testing/test-app";
import { root, useSiteAndBrowser } from "./harness";

const e2e = useSiteAndBrowser();
const h = homeStrings.pt.highlight;

describe("the home's first screen", () => {
  it.each([
    [320, 640],
    [1280, 800],
  ])("at %i × %i px holds the title, the intro, the highlight's text and the main action", async (width, height) => {
    const { context, page } = await e2e.open("/portal?lang=pt", { viewport: { width, height } });
    const inFirstScreen = async (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el, screen) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= screen && box.height > 0;
        }, height);
    expect(await inFirstScreen("h1")).toBe(true);
    expect(await inFirstScreen(".page-intro__text")).toBe(true);
    expect(await inFirstScreen(".highlight__text")).toBe(true);
    const action = page.getByRole("link", { name: new RegExp(`^${h.cta}`) });
    expect(await action.evaluate((el, screen) => el.getBoundingClientRect().bottom <= screen, height)).toBe(true);
    // Leaving the site is said in sight, not only to screen readers.
    expect(await action.getAttribute("href")).toBe(highlightJson.href);
    expect(await page.getByText(h.leaves).isVisible()).toBe(true);
    await context.close();
  });
});

describe("Trabalhe", () => {
  const s = trabalheStrings.pt;
  const visible = vacanciesJson.filter((v) => v.visible).sort((a, b) => b.datePosted.localeCompare(a.datePosted));

  it("lists the newest first, each title underlined as the link to its page", async () => {
    const { context, page } = await e2e.open("/portal/trabalhe?lang=pt");
    const titles = page.locator(".vacancy-card__title a");
    expect(await titles.allTextContents()).toEqual(visible.map((v) => v.title.pt));
    const first = titles.first();
    expect(await first.evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain("underline");
    expect(await first.getAttribute("href")).toContain(`/portal/trabalhe/${visible[0]!.key}`);
    await context.close();
  });

  const expected = (q: string) =>
    visible.filter((v) => foldCase(JSON.stringify(v.title.pt + v.requirements.map((r) => r.pt))).includes(q));

  it("narrows by words with JavaScript, the words in the URL", async () => {
    const { context, page } = await e2e.open("/portal/trabalhe?lang=pt");
    await page.getByRole("searchbox", { name: s.vacancies.search }).fill("PYTHON");
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("PYTHON");
    const titles = await page.locator(".vacancy-card__title a").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThan(visible.length);
    for (const title of expected("python").map((v) => v.title.pt)) expect(titles).toContain(title);
    await context.close();
  });

  it("narrows by words without JavaScript: the server answers the form's query", async () => {
    const { context, page } = await e2e.open("/portal/trabalhe?lang=pt", { javaScriptEnabled: false });
    await page.getByRole("searchbox", { name: s.vacancies.search }).fill("python");
    await page.getByRole("button", { name: s.vacancies.apply }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "python");
    const titles = await page.locator(".vacancy-card__title a").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThan(visible.length);
    await context.close();
  });

  it("has no alert form but one invitation to it, and announces its feed in the head, per area", async () => {
    const { context, page } = await e2e.open("/portal/trabalhe?lang=pt");
    expect(await page.locator('form[action*="/alertas"]').count()).toBe(0);
    expect(await page.getByRole("link", { name: s.vacancies.alertsInvite }).count()).toBe(1);
    const feed = page.locator('head link[rel="alternate"][type="application/rss+xml"][href*="/feeds/vagas.xml"]');
    expect(await feed.getAttribute("href")).toMatch(/\/feeds\/vagas\.xml\?lang=pt$/);
    await page.goto(`${e2e.server.url}/portal/trabalhe?lang=pt&area=design`);
    expect(await feed.getAttribute("href")).toMatch(/\/feeds\/vagas\.xml\?lang=pt&area=design$/);
    // The one alert form of the site is on its own page.
    await page.goto(`${e2e.server.url}/portal/trabalhe/alertas?lang=pt&area=design`);
    expect(await page.locator('form[action*="/alertas"]').count()).toBe(1);
    await context.close();
  });
});

/** The built pages in this process, on a clock the test moves (the content store's). */
describe("the clock", () => {
  let app: TestApp;
  const endsAt = Date.parse(highlightJson.endsAt);
  let clock = endsAt - 60_000;
  beforeAll(async () => {
    const build = (await import(pathToFileURL(path.join(root, "build", "server", "index.js")).href)) as ServerBuild;
    app = await startTestApp({}, { build }, { now: () => clock });
  });
  afterAll(async () => {
    await app?.close();
  });
  const home = async () => {
    const response = await fetch(`${app.url}/portal?lang=pt`);
    // React separates adjacent text with empty comments: read the text as a visitor would.
    return { status: response.status, body: (await response.text()).replace(/<!-- -->/g, "") };
  };

  const banners = async () => (await (await fetch(`${app.url}/api/banner/all`)).json()) as Array<{ link: string }>;

  it("takes the highlight off the home page and the API at its end, the cached page too, nothing broken in its place", async () => {
    const before = await home();
    expect(before.body).toContain(highlightJson.title.pt);
    expect((await home()).body).toContain(highlightJson.title.pt); // served from the page cache
    expect((await banners()).map((b) => b.link)).toEqual([highlightJson.href, highlightJson.href, highlightJson.href]);
    clock = endsAt;
    expect(await banners()).toEqual([]);
    const after = await home();
    expect(after.status).toBe(200);
    expect(after.body).not.toContain(highlightJson.title.pt);
    expect(after.body).not.toContain('id="destaque-titulo"');
    // The rest of the page is there: its title and the job teaser's way to the openings.
    expect(after.body).toContain('id="titulo-pagina"');
    expect(after.body).toContain(homeStrings.pt.jobs.button);
  });

  it("writes the footer's year from the clock", async () => {
    clock = Date.parse("2027-01-01T03:00:00Z") + 1000; // 1 January 2027 has begun in Fortaleza
    app.services.content.invalidate();
    expect((await home()).body).toContain("© 2027");
    clock = Date.parse("2026-12-31T12:00:00Z");
    app.services.content.invalidate();
    expect((await home()).body).toContain("© 2026");
  });
});

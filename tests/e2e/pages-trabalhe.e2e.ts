/**
 * /portal/trabalhe as a visitor uses it, in all three languages: benefits and their note, the job
 * openings as summary cards linking to each opening's page (pages-vaga.e2e.ts) whose details
 * button fetches and shows the details (loading, error, animation), the area/regime filter kept
 * in the URL (with and without JavaScript), the empty state, and the gallery's clamps at 1280 px
 * and at 375 px.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import vacanciesJson from "../../content/vacancies.json";
import benefitsJson from "../../content/benefits.json";
import { fill, plural } from "../../common/i18n/plural";
import { languages, type Lang } from "../../common/i18n/languages";
import { trabalheStrings } from "../../app/pages/trabalhe/strings";
import { GALLERY_GAP_PX, GALLERY_STEP_PX } from "../../app/pages/trabalhe/gallery-math";
import { VACANCY_CLOSE_MS, VACANCY_OPEN_MS } from "../../app/pages/trabalhe/VacancyCard";
import { expectNoAxeViolations, useSiteAndBrowser } from "./harness";
import { expectNoAxeViolationsWithoutScripts } from "./no-js";
import { imageLoadingIn } from "./head-tags";

const e2e = useSiteAndBrowser();

// Newest first, as the page lists them (issue 35).
const visible = vacanciesJson.filter((v) => v.visible).sort((a, b) => b.datePosted.localeCompare(a.datePosted));
const matching = (area: string | null, regime: string | null) =>
  visible.filter((v) => (!area || v.area === area) && (!regime || v.regime === regime));
// A combination with openings of both regimes, and one with none.
const someArea = "design";
const emptyCombination = (() => {
  for (const v of visible)
    for (const regime of ["CLT", "Bolsa"]) if (matching(v.area, regime).length === 0) return { area: v.area, regime };
  throw new Error("every area has both regimes: pick another empty-state case");
})();

function parts(page: Page, lang: Lang) {
  const s = trabalheStrings[lang];
  const section = page.getByRole("region", { name: s.vacancies.title });
  return {
    s,
    section,
    area: section.getByRole("combobox", { name: s.vacancies.area }),
    regime: section.getByRole("combobox", { name: s.vacancies.regime }),
    titles: () => section.getByRole("heading", { level: 3 }).allTextContents(),
    status: async () => (await section.getByRole("status").textContent())?.trim(),
    params: () => Object.fromEntries(new URL(page.url()).searchParams),
  };
}

describe.each(languages.map((l) => [l.code] as const))("job openings in %s", (lang) => {
  it("shows the benefits with their note and every visible opening", async () => {
    const { context, page } = await e2e.open(`/portal/trabalhe?lang=${lang}`);
    const p = parts(page, lang);
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    const benefits = page.getByRole("region", { name: p.s.benefits.title });
    // The spec's "Benefícios*": the title and its footnote mark.
    expect(
      await page.getByRole("heading", { level: 2, name: `${p.s.benefits.title}${p.s.benefits.mark}`, exact: true }).count(),
    ).toBe(1);
    expect(await benefits.getByRole("heading", { level: 3 }).allTextContents()).toEqual(benefitsJson.map((b) => b.title[lang]));
    expect(await benefits.getByText(p.s.benefits.note, { exact: true }).isVisible()).toBe(true);
    // The openings are one link away, and their one place is said there (issue 26).
    const jump = page.getByRole("link", { name: fill(p.s.jump.toOpenings, { n: visible.length }) });
    expect(await jump.getAttribute("href")).toBe("#vagas");
    expect(await page.getByText(fill(p.s.jump.onePlace, { place: visible[0]!.place })).isVisible()).toBe(true);
    expect(await p.titles()).toEqual(visible.map((v) => v.title[lang]));
    expect(await p.status()).toBe(plural(lang, visible.length, p.s.vacancies.count));
    // Hidden openings stay hidden.
    for (const hidden of vacanciesJson.filter((v) => !v.visible))
      expect(await page.locator(`#vaga-${hidden.key}`).count()).toBe(0);
    await expectNoAxeViolations(page, "initial");
    await context.close();
  });

  it("links each card to the opening's own page, once per card", async () => {
    const { context, page } = await e2e.open(`/portal/trabalhe?lang=${lang}`);
    const p = parts(page, lang);
    for (const job of visible) {
      const card = page.locator(`#vaga-${job.key}`);
      expect(await card.getByRole("heading", { level: 3 }).textContent()).toBe(job.title[lang]);
      // Every opening is in one place: said once above the benefits, not on each card (issue 26).
      expect(await card.getByText(job.place).isVisible()).toBe(false);
      const links = card.getByRole("link");
      // One stop per card for keyboards and screen readers: the title.
      expect(await links.count(), job.key).toBe(1);
      expect(await links.textContent()).toBe(job.title[lang]);
      expect(await links.getAttribute("href")).toBe(`/portal/trabalhe/${job.key}?lang=${lang}`);
      // The listing is a summary: the details live on the opening's page.
      expect(await card.getByText(job.education[lang]).count()).toBe(0);
    }
    // With JavaScript the card's pill is its details button (next tests); the rest of the card
    // is the link's target: a click on it (here on its area label) opens the page.
    const job = visible[0]!;
    const button = page.locator(`#vaga-${job.key}`).getByRole("button", { name: p.s.vacancies.showDetails });
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    const tag = page.locator(`#vaga-${job.key}`).locator(".vacancy-tag--quiet");
    await tag.scrollIntoViewIfNeeded();
    const box = (await tag.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL((url) => url.pathname === `/portal/trabalhe/${job.key}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(job.title[lang]);
    await context.close();
  }, 120_000);

  it("expands a card: its details are fetched once, with a loading state, and shown", async () => {
    const { context, page } = await e2e.newPage();
    const job = visible.find((v) => v.desirable.length > 0)!;
    // The card's details request is held until the loading state has been seen.
    const requests: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith("/api/vagas/"),
      async (route) => {
        requests.push(route.request().url());
        await held;
        await route.continue();
      },
    );
    await page.goto(`${e2e.server.url}/portal/trabalhe?lang=${lang}`);
    const p = parts(page, lang);
    const card = page.locator(`#vaga-${job.key}`);
    const show = card.getByRole("button", { name: p.s.vacancies.showDetails });
    expect(await show.getAttribute("aria-expanded")).toBe("false");
    expect(requests).toEqual([]);
    await show.click();
    const hide = card.getByRole("button", { name: p.s.vacancies.hideDetails });
    expect(await hide.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => card.getByRole("status").textContent()).toBe(p.s.vacancies.loadingDetails);
    expect(await card.locator(`#${await hide.getAttribute("aria-controls")} [aria-busy="true"]`).count()).toBe(1);
    await expect.poll(() => requests.length).toBe(1);
    expect(new URL(requests[0]!).pathname).toBe(`/api/vagas/${job.key}`);
    expect(new URL(requests[0]!).searchParams.get("lang")).toBe(lang);
    release();

    const education = card.getByText(job.education[lang]);
    await expect.poll(() => education.isVisible()).toBe(true);
    expect(await card.locator('[role="status"]').textContent()).toBe("");
    expect(await card.getByText(p.s.regimes[job.regime as "CLT" | "Bolsa"].explanation).isVisible()).toBe(true);
    for (const heading of [p.s.vacancies.requirements, p.s.vacancies.desirable, p.s.vacancies.activities])
      expect(await card.getByRole("heading", { level: 4, name: heading }).isVisible()).toBe(true);
    expect(await card.getByText(job.requirements[0]![lang], { exact: true }).isVisible()).toBe(true);
    expect(await card.getByText(job.activities[0]![lang], { exact: true }).isVisible()).toBe(true);
    expect(await card.getByRole("link", { name: p.s.opening.details }).getAttribute("href")).toBe(
      `/portal/trabalhe/${job.key}?lang=${lang}`,
    );
    await expectNoAxeViolations(page, "card open");

    // Text in the details is the details, not the card's link to the opening's page.
    await education.click();
    expect(new URL(page.url()).pathname).toBe("/portal/trabalhe");

    await hide.click();
    await expect.poll(() => show.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => education.isVisible()).toBe(false);
    // Opening again uses what was fetched.
    await show.click();
    await expect.poll(() => education.isVisible()).toBe(true);
    expect(requests).toHaveLength(1);

    // Arriving at a card's anchor opens it.
    const other = visible.find((v) => v.key !== job.key)!;
    await page.goto(`${e2e.server.url}/portal/trabalhe?lang=${lang}#vaga-${other.key}`);
    await expect.poll(() => page.locator(`#vaga-${other.key}`).getByText(other.education[lang]).isVisible()).toBe(true);
    await context.close();
  }, 120_000);

  it("says so in the visitor's language when the details cannot be loaded, and tries again", async () => {
    const { context, page } = await e2e.newPage();
    const job = visible[1]!;
    await page.route(
      (url) => url.pathname.startsWith("/api/vagas/"),
      (route) => route.abort("connectionfailed"),
    );
    await page.goto(`${e2e.server.url}/portal/trabalhe?lang=${lang}`);
    const p = parts(page, lang);
    const card = page.locator(`#vaga-${job.key}`);
    await card.getByRole("button", { name: p.s.vacancies.showDetails }).click();
    await expect.poll(() => card.getByRole("status").textContent()).toBe(p.s.vacancies.detailsError);
    // The listing stays: the failure is the card's, not the page's.
    expect(await p.titles()).toEqual(visible.map((v) => v.title[lang]));
    expect(await card.getByRole("link", { name: p.s.opening.details }).getAttribute("href")).toBe(
      `/portal/trabalhe/${job.key}?lang=${lang}`,
    );
    await expectNoAxeViolations(page, "details failed");
    await page.unrouteAll();
    await card.getByRole("button", { name: p.s.vacancies.retry }).click();
    await expect.poll(() => card.getByText(job.education[lang]).isVisible()).toBe(true);
    expect(await card.locator('[role="status"]').textContent()).toBe("");
    await context.close();
  }, 120_000);

  it("narrows the openings by area and regime, keeps the choice in the URL and announces the count", async () => {
    const { context, page } = await e2e.open(`/portal/trabalhe?lang=${lang}`);
    const p = parts(page, lang);

    await p.area.selectOption(someArea);
    await expect.poll(p.titles).toEqual(matching(someArea, null).map((v) => v.title[lang]));
    expect(await p.status()).toBe(plural(lang, matching(someArea, null).length, p.s.vacancies.count));
    await expect.poll(p.params).toEqual({ lang, area: someArea });

    await p.regime.selectOption("bolsa");
    await expect.poll(p.titles).toEqual(matching(someArea, "Bolsa").map((v) => v.title[lang]));
    expect(await p.status()).toBe(plural(lang, matching(someArea, "Bolsa").length, p.s.vacancies.count));
    await expect.poll(p.params).toEqual({ lang, area: someArea, regime: "bolsa" });

    // The address reproduces the view.
    await page.goto(page.url());
    expect(await p.area.inputValue()).toBe(someArea);
    expect(await p.regime.inputValue()).toBe("bolsa");
    expect(await p.titles()).toEqual(matching(someArea, "Bolsa").map((v) => v.title[lang]));

    // Nothing matches: the empty state, and a way back.
    await p.area.selectOption(emptyCombination.area);
    await p.regime.selectOption(emptyCombination.regime.toLowerCase());
    await expect.poll(p.status).toBe(plural(lang, 0, p.s.vacancies.count));
    expect(await p.titles()).toEqual([]);
    expect(await page.getByText(p.s.vacancies.emptyTitle).isVisible()).toBe(true);
    await expectNoAxeViolations(page, "empty state");
    await p.section.locator(".vacancies__empty").getByRole("link", { name: p.s.vacancies.clear }).click();
    await expect.poll(p.titles).toEqual(visible.map((v) => v.title[lang]));
    await expect.poll(p.params).toEqual({ lang });
    // Clearing starts again from the filters' first field, the search (issue 35).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("filtro-busca");
    await context.close();
  }, 120_000);

  it("filters without JavaScript through the form", async () => {
    const { context, page } = await e2e.open(`/portal/trabalhe?lang=${lang}`, { javaScriptEnabled: false });
    const p = parts(page, lang);
    expect(await p.titles()).toEqual(visible.map((v) => v.title[lang]));
    expect(await p.section.getByRole("link", { name: visible[0]!.title[lang], exact: true }).getAttribute("href")).toBe(
      `/portal/trabalhe/${visible[0]!.key}?lang=${lang}`,
    );
    // No details button without JavaScript: the card (its title's link) leads to the details.
    expect(await p.section.getByRole("button", { name: p.s.vacancies.showDetails }).count()).toBe(0);
    expect(await p.section.locator(`#vaga-${visible[0]!.key}`).getByText(p.s.opening.details).isVisible()).toBe(true);

    await p.area.selectOption(someArea);
    await p.regime.selectOption("clt");
    await page.getByRole("button", { name: p.s.vacancies.apply }).click();
    await page.waitForURL((url) => url.searchParams.get("regime") === "clt");
    expect(p.params()).toEqual({ lang, area: someArea, regime: "clt" });
    expect(new URL(page.url()).hash).toBe("#vagas");
    expect(await p.titles()).toEqual(matching(someArea, "CLT").map((v) => v.title[lang]));
    expect(await p.status()).toBe(plural(lang, matching(someArea, "CLT").length, p.s.vacancies.count));
    await expectNoAxeViolationsWithoutScripts(e2e.browser, page.url().split("#")[0]!, "filtered");

    await p.area.selectOption(emptyCombination.area);
    await p.regime.selectOption(emptyCombination.regime.toLowerCase());
    await page.getByRole("button", { name: p.s.vacancies.apply }).click();
    await page.waitForURL((url) => url.searchParams.get("area") === emptyCombination.area);
    expect(await page.getByText(p.s.vacancies.emptyTitle).isVisible()).toBe(true);
    await p.section.locator(".vacancies__empty").getByRole("link", { name: p.s.vacancies.clear }).click();
    await page.waitForURL((url) => !url.searchParams.has("area"));
    expect(await p.titles()).toEqual(visible.map((v) => v.title[lang]));
    await context.close();
  }, 120_000);
});

describe.each([
  [1280, 900],
  [375, 740],
] as const)("gallery at %i px", (width, height) => {
  it.each(languages.map((l) => [l.code] as const))(
    "moves by its step (400 px, or a photo plus 25 px) and stops at both ends (%s)",
    async (lang) => {
      const { context, page } = await e2e.open(`/portal/trabalhe?lang=${lang}`, { viewport: { width, height } });
      const s = trabalheStrings[lang].gallery;
      const section = page.getByRole("region", { name: s.title });
      const track = section.getByRole("list", { name: s.title });
      const previous = section.getByRole("button", { name: s.previous });
      const next = section.getByRole("button", { name: s.next });
      await track.scrollIntoViewIfNeeded();

      const geometry = await track.evaluate((el) => ({
        max: el.scrollWidth - el.clientWidth,
        photo: (el.firstElementChild as HTMLElement).getBoundingClientRect().width,
        count: el.children.length,
      }));
      expect(geometry.count).toBe(6);
      expect(geometry.max).toBeGreaterThan(0);
      const step = width < 600 ? geometry.photo + GALLERY_GAP_PX : GALLERY_STEP_PX;
      const offset = () => track.evaluate((el) => el.scrollLeft);
      const near = (expected: number) => async () => Math.abs((await offset()) - expected) <= 1;

      expect(await offset()).toBe(0);
      await expect.poll(() => previous.getAttribute("aria-disabled")).toBe("true");
      expect(await next.getAttribute("aria-disabled")).toBeNull();

      // Forward to the end: each click moves one step, the last one stops at the end.
      let expected = 0;
      let clicks = 0;
      while (expected < geometry.max) {
        if (clicks === 0) {
          await next.focus();
          await page.keyboard.press("Enter");
        } else await next.click();
        clicks += 1;
        expected = Math.min(expected + step, geometry.max);
        await expect.poll(near(expected), { message: `after ${clicks} clicks, expected ${expected}` }).toBe(true);
        if (clicks === 1) {
          const announced = section.getByText(
            fill(plural(lang, width < 600 ? 1 : 2, s.position), { from: 2, to: width < 600 ? 2 : 3, total: 6 }),
          );
          await expect.poll(() => announced.count()).toBe(1);
        }
      }
      expect(clicks).toBe(Math.ceil(geometry.max / step));
      await expect.poll(() => next.getAttribute("aria-disabled")).toBe("true");
      expect(await previous.getAttribute("aria-disabled")).toBeNull();
      // At the clamp the button is unavailable: pressing it does nothing.
      await next.focus();
      await page.keyboard.press("Enter");
      expect(await near(geometry.max)()).toBe(true);
      await expectNoAxeViolations(page, "gallery at the end");

      // Back to the start, clamped at 0.
      while (expected > 0) {
        await previous.click();
        expected = Math.max(expected - step, 0);
        await expect.poll(near(expected), { message: `going back, expected ${expected}` }).toBe(true);
      }
      await expect.poll(() => previous.getAttribute("aria-disabled")).toBe("true");
      await previous.focus();
      await page.keyboard.press("Enter");
      expect(await offset()).toBe(0);
      await context.close();
    },
    120_000,
  );
});

describe("what the server sends", () => {
  it("redirects a filter form submission to the canonical address and sends one language", async () => {
    const response = await fetch(`${e2e.server.url}/portal/trabalhe?lang=es&filtro=vagas&area=&regime=BOLSA`, {
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/portal/trabalhe?lang=es&regime=bolsa#vagas");
    const html = await (await fetch(`${e2e.server.url}/portal/trabalhe?lang=es`)).text();
    const job = visible.find((v) => v.title.es !== v.title.pt)!;
    expect(html).toContain(job.title.es);
    expect(html).not.toContain(job.title.pt);
    // Summaries only, and no JobPosting: each opening's page carries its own.
    expect(html).not.toContain(job.education.es);
    expect(html).not.toContain('"JobPosting"');
    // The search's words of each opening (about 20 KB) are not in the page's data: the filter loads
    // them when words are first searched (issue 36).
    expect(Buffer.byteLength(html)).toBeLessThan(150 * 1024);
  });

  it("sends the whole page in place inside its hydration boundary, never behind a fallback", async () => {
    // Browsers and crawlers are answered at different moments of the render (shell or all ready).
    for (const agent of ["Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile", "Googlebot/2.1"]) {
      const html = await (await fetch(`${e2e.server.url}/portal/trabalhe?lang=pt`, { headers: { "user-agent": agent } })).text();
      const body = html.slice(html.indexOf("<body"));
      // The boundary opens the page's container completed ("<!--$-->", not pending "<!--$?-->")...
      expect(body.startsWith('<body><div id="app"><!--$-->'), agent).toBe(true);
      // ...with the last opening in place, never moved into a hidden segment that a script
      // would reveal.
      const lastOpening = body.indexOf(visible.at(-1)!.title.pt);
      const footer = body.indexOf("</footer>");
      const firstHidden = body.indexOf('<div hidden id="S:');
      const inPlaceUntil = firstHidden >= 0 ? firstHidden : body.length;
      expect(lastOpening, agent).toBeGreaterThan(0);
      expect(footer, agent).toBeGreaterThan(lastOpening);
      expect(footer, agent).toBeLessThan(inPlaceUntil);
    }
  });
});

describe("gallery with motion", () => {
  it("adds up quick clicks during the smooth scroll and announces the photos in view", async () => {
    const { context, page } = await e2e.open(`/portal/trabalhe?lang=en`, { reducedMotion: "no-preference" });
    const s = trabalheStrings.en.gallery;
    const section = page.getByRole("region", { name: s.title });
    const track = section.getByRole("list", { name: s.title });
    const next = section.getByRole("button", { name: s.next });
    await track.scrollIntoViewIfNeeded();
    // Two clicks in a row, the second while the first is still scrolling: 800 px, not 400 + drift.
    await next.click();
    await next.click();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft), { timeout: 10_000 }).toBe(2 * GALLERY_STEP_PX);
    const announced = section.getByText(fill(plural("en", 2, s.position), { from: 3, to: 4, total: 6 }));
    await expect.poll(() => announced.count()).toBe(1);
    await context.close();
  });
});

describe("vacancy card animation (motion allowed, controlled clock)", () => {
  it("ignores toggles while the card animates", async () => {
    const { context, page } = await e2e.newPage({ reducedMotion: "no-preference" });
    // The page's clock stands still from here: only runFor() moves it.
    await page.clock.install({ time: new Date("2026-11-20T10:00:00Z") });
    await page.goto(`${e2e.server.url}/portal/trabalhe?lang=pt`);
    await page.clock.pauseAt(new Date("2026-11-20T10:05:00Z"));
    const s = trabalheStrings.pt.vacancies;
    const card = page.locator(`#vaga-${visible[0]!.key}`);
    const button = card.locator("button.vacancy-card__toggle");
    expect(await button.textContent()).toBe(s.showDetails);
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    // A second click during the opening animation changes nothing.
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(await button.textContent()).toBe(s.hideDetails);
    await page.clock.runFor(VACANCY_OPEN_MS);
    await expect.poll(() => card.getByText(visible[0]!.education.pt).isVisible()).toBe(true);
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    // And during the closing one.
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await card.getByText(visible[0]!.education.pt).isVisible()).toBe(true);
    await page.clock.runFor(VACANCY_CLOSE_MS);
    await expect.poll(() => card.getByText(visible[0]!.education.pt).isVisible()).toBe(false);
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await context.close();
  });
});

describe("trabalhe, first paint", () => {
  it("asks for the first benefit's picture at once (it is on a phone's first screen) and the others when near", async () => {
    const html = await (await fetch(`${e2e.server.url}/portal/trabalhe?lang=pt`)).text();
    const loading = imageLoadingIn(html, 'class="benefit-list').slice(0, benefitsJson.length);
    expect(loading[0]).toBe("eager high");
    expect(new Set(loading.slice(1))).toEqual(new Set(["lazy"]));
  });

  it("lays out only the opening cards near the screen, yet every one is read, found and drawn when reached", async () => {
    const { context, page } = await e2e.open("/portal/trabalhe?lang=pt", { viewport: { width: 320, height: 640 } });
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    const cards = page.locator(".vacancy-card");
    const last = cards.last();
    // A card's contents are skipped (not styled or laid out) while it is far from the screen.
    const drawn = (card: typeof last) => card.locator("h3").evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    // Far below the first screen, the last card is not laid out yet...
    expect(await drawn(last)).toBe(false);
    // ...but a screen reader still finds every opening by its heading and its link.
    const lastTitle = (await last.locator("h3").textContent())!;
    expect(visible.map((v) => v.title.pt)).toContain(lastTitle);
    expect(await page.getByRole("heading", { level: 3, name: lastTitle, exact: true }).count()).toBe(1);
    expect(await page.getByRole("link", { name: lastTitle, exact: true }).count()).toBe(1);
    // Reached by the keyboard, it is drawn with its text.
    await page.getByRole("link", { name: lastTitle, exact: true }).focus();
    await expect.poll(() => drawn(last)).toBe(true);
    expect(await last.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(60);
    await context.close();
  });
});

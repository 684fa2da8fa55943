/**
 * /portal/atuacao as a visitor uses it, in all three languages: the area tiles filter the
 * research cards through the URL (with and without JavaScript), the empty state, and the card,
 * publication and details toggles. Expectations are computed from content/research.json.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import areasJson from "../../content/areas.json";
import researchJson from "../../content/research.json";
import { plural } from "../../common/i18n/plural";
import { languages, type Lang } from "../../common/i18n/languages";
import { atuacaoStrings } from "../../app/pages/atuacao/strings";
import { uiStrings } from "../../app/i18n/ui";
import { expectNoAxeViolations, useSiteAndBrowser } from "./harness";
import { expectNoAxeViolationsWithoutScripts } from "./no-js";

const e2e = useSiteAndBrowser();

const allIds = areasJson.map((a) => a.id);
const areaTitle = (id: number, lang: Lang) => areasJson.find((a) => a.id === id)!.title[lang];
/** The projects having any of the selected areas, in content order. */
const expectedTitles = (selected: number[], lang: Lang) =>
  researchJson.filter((r) => r.areas.some((a) => selected.includes(a))).map((r) => r.title[lang]);

function parts(page: Page, lang: Lang) {
  const s = atuacaoStrings[lang];
  const tiles = page.getByRole("group", { name: s.areas.legend });
  const research = page.getByRole("region", { name: s.research.title });
  return {
    s,
    tiles,
    research,
    checkbox: (id: number) => tiles.getByRole("checkbox", { name: areaTitle(id, lang), exact: true }),
    /** A visitor clicks the tile (the checkbox's label). */
    tile: (id: number) => tiles.locator("label").filter({ hasText: areaTitle(id, lang) }),
    titles: () => research.getByRole("heading", { level: 3 }).allTextContents(),
    status: () => research.getByRole("status").textContent(),
    areasParam: () => new URL(page.url()).searchParams.get("areas"),
  };
}

async function checkedIds(page: Page, lang: Lang): Promise<number[]> {
  const { checkbox } = parts(page, lang);
  const result: number[] = [];
  for (const id of allIds) if (await checkbox(id).isChecked()) result.push(id);
  return result;
}

describe.each(languages.map((l) => [l.code] as const))("research filter in %s", (lang) => {
  it("starts with every area selected and all seven projects", async () => {
    const { context, page } = await e2e.open(`/portal/atuacao?lang=${lang}`);
    const { s, tiles, titles, status } = parts(page, lang);
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect(await page.getByRole("heading", { level: 2, name: s.areas.title }).count()).toBe(1);
    expect(await page.getByText(s.areas.notice).isVisible()).toBe(true);
    expect(await tiles.getByRole("checkbox").count()).toBe(10);
    expect(await checkedIds(page, lang)).toEqual(allIds);
    expect(await titles()).toEqual(researchJson.map((r) => r.title[lang]));
    expect((await status())?.trim()).toBe(plural(lang, 7, s.research.count));
    // Each card names its areas, joined by commas.
    const first = researchJson[0]!;
    expect(await page.getByText(first.areas.map((id) => areaTitle(id, lang)).join(", ")).count()).toBe(1);
    await expectNoAxeViolations(page, "initial");
    await context.close();
  });

  it("hides exactly the projects with none of the remaining areas, in the URL and after a reload", async () => {
    const { context, page } = await e2e.open(`/portal/atuacao?lang=${lang}`);
    const p = parts(page, lang);

    // Deselect 4, 5 and 7 by clicking their tiles: only the project whose areas are all among
    // them disappears.
    const removed = [4, 5, 7];
    for (const id of removed) await p.tile(id).click();
    const remaining = allIds.filter((id) => !removed.includes(id));
    await expect.poll(p.titles).toEqual(expectedTitles(remaining, lang));
    expect(expectedTitles(remaining, lang).length).toBeLessThan(7);
    await expect.poll(p.areasParam).toBe(remaining.join(","));
    expect((await p.status())?.trim()).toBe(plural(lang, expectedTitles(remaining, lang).length, p.s.research.count));
    await expectNoAxeViolations(page, "some areas deselected");

    // The keyboard toggles a tile too, keeps focus on it (no jump to the page start) and shows
    // a focus ring on the tile.
    await p.checkbox(10).focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("Space");
    await expect.poll(() => p.checkbox(10).isChecked()).toBe(false);
    const after = remaining.filter((id) => id !== 10);
    await expect.poll(p.areasParam).toBe(after.join(","));
    await expect.poll(p.titles).toEqual(expectedTitles(after, lang));
    await expect.poll(() => p.checkbox(10).evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    const ring = await p.checkbox(10).evaluate((el) => getComputedStyle(el.nextElementSibling!).outlineStyle);
    expect(ring).toBe("solid");

    // The address reproduces the view.
    await page.goto(page.url());
    expect(await checkedIds(page, lang)).toEqual(after);
    expect(await p.titles()).toEqual(expectedTitles(after, lang));

    // Starting from nothing and picking two areas.
    await page.goto(`${e2e.server.url}/portal/atuacao?lang=${lang}&areas=none`);
    await p.tile(2).click();
    await p.tile(6).click();
    await expect.poll(p.areasParam).toBe("2,6");
    await expect.poll(p.titles).toEqual(expectedTitles([2, 6], lang));
    await context.close();
  }, 120_000);

  it("shows the empty-state warning when no area is selected", async () => {
    const { context, page } = await e2e.open(`/portal/atuacao?lang=${lang}`);
    const p = parts(page, lang);
    for (const id of allIds) await p.tile(id).click();
    await expect.poll(p.areasParam).toBe("none");
    await expect.poll(p.titles).toEqual([]);
    expect((await p.status())?.trim()).toBe(p.s.research.none);
    expect(await page.getByText(p.s.research.none).isVisible()).toBe(true);
    await expectNoAxeViolations(page, "none selected");
    // "Select all" brings everything back.
    await page.getByRole("link", { name: p.s.areas.selectAll, exact: true }).click();
    await expect.poll(p.titles).toEqual(researchJson.map((r) => r.title[lang]));
    await expect.poll(p.areasParam).toBeNull();
    await context.close();
  });

  it("expands and collapses a research card, its publications and a publication's details", async () => {
    const { context, page } = await e2e.open(`/portal/atuacao?lang=${lang}`);
    const { s, research } = parts(page, lang);
    const project = researchJson[0]!;
    const card = research.getByRole("article", { name: project.title[lang] });
    const toggle = card.getByRole("button", { name: s.research.showMore, exact: true });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await card.getByText(project.summary[lang]).isVisible()).toBe(false);

    await toggle.click();
    const less = card.getByRole("button", { name: s.research.showLess, exact: true });
    await expect.poll(() => less.getAttribute("aria-expanded")).toBe("true");
    expect(await less.getAttribute("aria-controls")).toBeTruthy();
    await expect.poll(() => card.getByText(project.summary[lang]).isVisible()).toBe(true);
    expect(await card.getByRole("heading", { level: 4, name: s.research.researchers }).isVisible()).toBe(true);
    for (const person of project.researchers) {
      expect(await card.getByText(person.name, { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText(person.role[lang], { exact: true }).isVisible()).toBe(true);
    }

    const pubToggle = card.getByRole("button", { name: s.research.showPublications });
    expect(await pubToggle.getAttribute("aria-expanded")).toBe("false");
    await pubToggle.click();
    await expect
      .poll(() => card.getByRole("button", { name: s.research.hidePublications }).getAttribute("aria-expanded"))
      .toBe("true");
    const publication = project.publications[0]!;
    const pubCard = card.getByRole("article", { name: publication.title[lang] });
    await expect.poll(() => pubCard.isVisible()).toBe(true);
    expect(await pubCard.getByText(publication.institution, { exact: true }).isVisible()).toBe(true);
    expect(await pubCard.getByText(publication.researchers, { exact: true }).isVisible()).toBe(true);
    const link = pubCard.getByRole("link", { name: s.publication.view });
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("href")).toBe(publication.link);
    expect(await link.getAttribute("rel")).toContain("noopener");
    expect(await link.textContent()).toContain(uiStrings[lang].footer.newTab);

    // Details: the label says "hide", then the event shows and takes focus.
    const details = pubCard.getByRole("button", { name: s.publication.showDetails });
    await details.click();
    const hide = pubCard.getByRole("button", { name: s.publication.hideDetails });
    expect(await hide.getAttribute("aria-expanded")).toBe("true");
    const eventText = pubCard.getByText(publication.event[lang]);
    await expect.poll(() => eventText.evaluate((el) => el.closest("p") === document.activeElement)).toBe(true);
    expect(await eventText.isVisible()).toBe(true);
    await expectNoAxeViolations(page, "card, publications and details open");
    await hide.click();
    await expect.poll(() => eventText.isVisible()).toBe(false);

    // Collapsing the card also hides its open publications.
    await less.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await pubCard.isVisible()).toBe(false);
    await toggle.click();
    await expect
      .poll(() => card.getByRole("button", { name: s.research.showPublications }).getAttribute("aria-expanded"))
      .toBe("false");
    expect(await pubCard.isVisible()).toBe(false);
    await context.close();
  }, 120_000);

  it("offers the publications toggle only for projects that have publications", async () => {
    const { context, page } = await e2e.open(`/portal/atuacao?lang=${lang}`);
    const { s, research } = parts(page, lang);
    expect(researchJson.some((r) => r.publications.length === 0)).toBe(true);
    for (const project of researchJson) {
      const card = research.getByRole("article", { name: project.title[lang], exact: true });
      await card.getByRole("button", { name: s.research.showMore, exact: true }).click();
      await expect.poll(() => card.getByRole("button", { name: s.research.showLess, exact: true }).count()).toBe(1);
      expect(await card.getByRole("button", { name: s.research.showPublications }).count(), project.id).toBe(
        project.publications.length > 0 ? 1 : 0,
      );
    }
    await expectNoAxeViolations(page, "every card open");
    await context.close();
  }, 120_000);

  it("works without JavaScript: the address filters, the form submits, the cards read expanded", async () => {
    const { context, page } = await e2e.open(`/portal/atuacao?lang=${lang}&areas=1,4`, { javaScriptEnabled: false });
    const p = parts(page, lang);
    expect(await checkedIds(page, lang)).toEqual([1, 4]);
    expect(await p.titles()).toEqual(expectedTitles([1, 4], lang));
    // No toggles without scripts; the content is there.
    expect(await page.getByRole("button", { name: p.s.research.showMore }).count()).toBe(0);
    expect(await page.getByText(researchJson[0]!.summary[lang]).isVisible()).toBe(true);
    await expectNoAxeViolationsWithoutScripts(e2e.browser, page.url(), "filtered");

    // Untick area 1, tick area 6, apply.
    await p.tile(1).click();
    await p.tile(6).click();
    await page.getByRole("button", { name: p.s.areas.apply }).click();
    await page.waitForURL((url) => url.searchParams.get("areas") === "4,6");
    const url = new URL(page.url());
    expect(url.searchParams.get("lang")).toBe(lang);
    expect([...url.searchParams.keys()].sort()).toEqual(["areas", "lang"]);
    expect(await p.titles()).toEqual(expectedTitles([4, 6], lang));

    // Nothing ticked: the warning.
    await p.tile(4).click();
    await p.tile(6).click();
    await page.getByRole("button", { name: p.s.areas.apply }).click();
    await page.waitForURL((u) => u.searchParams.get("areas") === "none");
    expect(await p.titles()).toEqual([]);
    expect(await page.getByText(p.s.research.none).isVisible()).toBe(true);
    await expectNoAxeViolationsWithoutScripts(e2e.browser, page.url().split("#")[0]!, "none selected");
    await context.close();
  }, 120_000);
});

describe("the filter's address", () => {
  it("redirects hand-made values to the canonical address", async () => {
    const response = await fetch(`${e2e.server.url}/portal/atuacao?lang=en&areas=7,1,1,99`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/portal/atuacao?lang=en&areas=1,7");
    const html = await (await fetch(`${e2e.server.url}/portal/atuacao?lang=en&areas=1,7`)).text();
    expect(html).toContain(atuacaoStrings.en.research.title);
  });

  it("sends only the visitor's language to the browser", async () => {
    const html = await (await fetch(`${e2e.server.url}/portal/atuacao?lang=en`)).text();
    expect(html).toContain(researchJson[0]!.summary.en.slice(0, 60));
    expect(html).not.toContain(researchJson[0]!.summary.pt.slice(0, 60));
    expect(html).not.toContain(researchJson[0]!.summary.es.slice(0, 60));
  });
});

describe("publication details timing (motion allowed, controlled clock)", () => {
  it("changes the label at once, opens and focuses the event after 100 ms, and resets 500 ms after closing", async () => {
    const { context, page } = await e2e.newPage({ reducedMotion: "no-preference" });
    // The page's clock stands still from here: only runFor() moves it.
    await page.clock.install({ time: new Date("2026-11-20T10:00:00Z") });
    await page.goto(`${e2e.server.url}/portal/atuacao?lang=en`);
    const s = atuacaoStrings.en;
    const project = researchJson[0]!;
    const publication = project.publications[0]!;
    const card = page.getByRole("article", { name: project.title.en });
    // The list wakes on its first touch (docs/decisions/0046), which is replayed once it is awake:
    // done while the clock still runs, then the clock stands still for the timings measured below.
    await card.getByRole("button", { name: s.research.showMore, exact: true }).click();
    await page.locator("[data-island][data-ready=true]", { has: card }).waitFor({ state: "attached" });
    await page.clock.pauseAt(new Date("2026-11-20T10:05:00Z"));
    await page.clock.runFor(300);
    await card.getByRole("button", { name: s.research.showPublications }).click();
    await page.clock.runFor(300);
    const pubCard = card.getByRole("article", { name: publication.title.en });
    const eventText = pubCard.getByText(publication.event.en);

    await pubCard.getByRole("button", { name: s.publication.showDetails }).click();
    const hide = pubCard.getByRole("button", { name: s.publication.hideDetails });
    expect(await hide.getAttribute("aria-expanded")).toBe("true");
    expect(await eventText.isVisible()).toBe(false);
    await page.clock.runFor(99);
    expect(await eventText.isVisible()).toBe(false);
    await page.clock.runFor(1);
    await expect.poll(() => eventText.evaluate((el) => el.closest("p") === document.activeElement)).toBe(true);
    await page.clock.runFor(300);

    await hide.click();
    const show = pubCard.getByRole("button", { name: s.publication.showDetails });
    expect(await show.getAttribute("aria-expanded")).toBe("false");
    await page.clock.runFor(499);
    expect(await eventText.count()).toBe(1);
    expect(await pubCard.locator("[data-state=closing]").count()).toBe(1);
    await page.clock.runFor(1);
    await expect.poll(() => eventText.isVisible()).toBe(false);
    await context.close();
  });
});

/**
 * From the first paint to the first keypress (issue 24): what a page does before its bundle has
 * run, in real Chromium. The app's scripts are held back (`holdBundle`) wherever the behaviour
 * must not depend on them.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { focused } from "./a11y-helpers";
import { hydrating, useSiteAndBrowser } from "./harness";

const e2e = useSiteAndBrowser();

/** Keeps the app's scripts (everything under /assets/ that is JavaScript) from loading until `release` is called. */
async function holdBundle(page: Page): Promise<{ release(): Promise<void> }> {
  hydrating(page, false);
  const held: Array<() => Promise<void>> = [];
  let holding = true;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (!holding) return route.continue();
    held.push(() => route.continue());
  });
  return {
    async release() {
      holding = false;
      hydrating(page, true);
      await Promise.all(held.splice(0).map((go) => go()));
    },
  };
}

const notHydrated = (page: Page) => page.evaluate(() => document.documentElement.getAttribute("data-hydrated"));

describe("focus on entry (the start marker, skipped on the first page of a visit)", () => {
  it("lands on the start marker after a link inside the site, before any script of the app has run", async () => {
    const { context, page } = await e2e.newPage();
    await holdBundle(page);
    await page.goto(`${e2e.server.url}/portal?lang=pt`);
    // The first page of the visit keeps the browser's focus.
    expect(await focused(page)).toBe("body");
    await page
      .getByRole("navigation")
      .getByRole("link", { name: /Institucional/i })
      .first()
      .click();
    await page.waitForURL(/\/portal\/institucional/);
    await page.waitForLoadState("domcontentloaded");
    expect(await focused(page)).toBe("#marcador-inicio");
    expect(await notHydrated(page)).toBeNull();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Back and forward keep the browser's own restoration: never the marker.
    await page.goBack();
    await page.waitForURL(/\/portal\?lang=pt$/);
    expect(await focused(page)).not.toBe("#marcador-inicio");
    await page.goForward();
    await page.waitForURL(/\/portal\/institucional/);
    expect(await focused(page)).not.toBe("#marcador-inicio");
    // A reload is not an entry from a link either.
    await page.reload();
    expect(await focused(page)).toBe("body");
    await context.close();
  });

  it("is skipped on the first page of each tab, even one opened from a link of the site", async () => {
    const { context, page } = await e2e.open("/portal/contato?lang=en");
    expect(await focused(page)).toBe("body");
    // A second tab of the same visit: its first page is a first access too (the rule is per tab).
    const second = await context.newPage();
    await second.goto(`${e2e.server.url}/portal/solucoes?lang=en`, { referer: `${e2e.server.url}/portal/contato?lang=en` });
    expect(await focused(second)).toBe("body");
    await context.close();
  });
});

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

/** Follows the main menu's link named `name` and waits for the new document to be parsed. */
async function followMenuLink(page: Page, name: RegExp, address: RegExp) {
  await page.getByRole("navigation").getByRole("link", { name }).first().click();
  await page.waitForURL(address);
  await page.waitForLoadState("domcontentloaded");
}

describe("focus on entry (the start marker, skipped on the first page of a visit)", () => {
  it("lands on the start marker after a link inside the site, before any script of the app has run", async () => {
    const { context, page } = await e2e.newPage();
    await holdBundle(page);
    await page.goto(`${e2e.server.url}/portal?lang=pt`);
    // The first page of the visit keeps the browser's focus.
    expect(await focused(page)).toBe("body");
    await followMenuLink(page, /Institucional/i, /\/portal\/institucional/);
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
    // A link of the site opened in a new tab (Ctrl+click): its first page is a first access too
    // (the rule is per tab), though its referrer is a page of the site.
    const opened = context.waitForEvent("page");
    await page
      .getByRole("navigation")
      .getByRole("link", { name: /Solutions/i })
      .first()
      .click({ modifiers: ["ControlOrMeta"] });
    const second = await opened;
    await second.waitForLoadState("domcontentloaded");
    expect(await second.evaluate(() => document.referrer)).toBe(`${e2e.server.url}/portal/contato?lang=en`);
    expect(await focused(second)).toBe("body");
    // A link followed in that tab is an entry from the site: the start marker.
    await followMenuLink(second, /Research/i, /\/portal\/atuacao/);
    expect(await focused(second)).toBe("#marcador-inicio");
    await context.close();
  });
});

describe("keys from the first paint, before and without the bundle", () => {
  it.each([
    ["Alt+k", "#conteudo"],
    ["Alt+1", "#conteudo"],
    ["Alt+q", "#menu-principal"],
    ["Alt+2", "#menu-principal"],
    ["Alt+a", "#barra-acessibilidade"],
    ["Alt+3", "#barra-acessibilidade"],
    ["Alt+4", "#rodape"],
  ])("%s moves focus to %s while the page's scripts are held back", async (keys, target) => {
    const { context, page } = await e2e.newPage();
    const bundle = await holdBundle(page);
    await page.goto(`${e2e.server.url}/portal/trabalhe?lang=pt`);
    await page.keyboard.press(keys);
    expect(await focused(page)).toBe(target);
    expect(await notHydrated(page)).toBeNull();
    // Once the page hydrates its own listener answers, once: the key still lands in the same place.
    await bundle.release();
    await page.waitForSelector("html[data-hydrated][data-a11y=ready]");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press(keys);
    expect(await focused(page)).toBe(target);
    await context.close();
  });

  it("on a phone, Alt+A opens the bar's aids to the keyboard before the row's button works", async () => {
    const { context, page } = await e2e.newPage({ viewport: { width: 375, height: 700 } });
    await holdBundle(page);
    await page.goto(`${e2e.server.url}/portal/contato?lang=en`);
    // The row's button, the menu button and the chat launcher do nothing yet: they are not shown.
    expect(await page.locator(".a11y-bar__toggle").isVisible()).toBe(false);
    expect(await page.locator(".mobile-menu__toggle").isVisible()).toBe(false);
    await page.keyboard.press("Alt+a");
    expect(await focused(page)).toBe("#barra-acessibilidade");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    // Through the skip links to the first aid, which is shown and is a real (posting) button.
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.pref)).toBe("contrast");
    expect(await page.locator(":focus").isVisible()).toBe(true);
    await context.close();
  });
});

describe("what a visitor does before the hydration is kept, and controls show once they work", () => {
  it("a file chosen and text typed before hydration are still there after it, in the list the form sends", async () => {
    const { context, page } = await e2e.newPage();
    const bundle = await holdBundle(page);
    await page.goto(`${e2e.server.url}/portal/contato?lang=pt`);
    await page.locator("#contato-nome").fill("Maria Antes");
    await page
      .locator("#contato-arquivos")
      .setInputFiles({ name: "antes.jpg", mimeType: "image/jpeg", buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]) });
    await bundle.release();
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.locator("#contato-nome").inputValue()).toBe("Maria Antes");
    // The enhanced picker lists it as chosen (it is what the enhanced form sends).
    const chosen = page.getByRole("list", { name: "Arquivos escolhidos" });
    await expect.poll(() => chosen.getByText("antes.jpg").count()).toBe(1);
    expect(await page.locator(".file-picker__status").textContent()).toContain("1");
    await context.close();
  });

  it("an area ticked before hydration stays ticked and filters once the page hydrates", async () => {
    const { context, page } = await e2e.newPage();
    const bundle = await holdBundle(page);
    await page.goto(`${e2e.server.url}/portal/atuacao?lang=en`);
    const boxes = page.locator('input[name="area"]');
    const total = await boxes.count();
    expect(await boxes.evaluateAll((els) => els.filter((el) => (el as HTMLInputElement).checked).length)).toBe(total);
    // Untick the first tile (its label is what a visitor clicks).
    await page.locator("label.area-tile").first().click();
    expect(await boxes.first().isChecked()).toBe(false);
    await bundle.release();
    await page.waitForSelector("html[data-hydrated]");
    expect(await boxes.first().isChecked()).toBe(false);
    await expect.poll(() => page.locator(".area-filter__count").textContent()).toBe(`${total - 1} of ${total} areas selected`);
    await expect.poll(() => new URL(page.url()).searchParams.get("areas")).toBeTruthy();
    // Ticked again after hydration: the usual handler, no undoing by the adoption.
    await page.locator("label.area-tile").first().click();
    await expect.poll(() => page.locator(".area-filter__count").textContent()).toBe(`${total} of ${total} areas selected`);
    await context.close();
  });

  it("an opening filter chosen before hydration is applied once the page hydrates", async () => {
    const { context, page } = await e2e.newPage();
    const bundle = await holdBundle(page);
    await page.goto(`${e2e.server.url}/portal/trabalhe?lang=en`);
    const before = await page.locator(".vacancy-list > li").count();
    await page.locator("#filtro-regime").selectOption({ index: 1 });
    const regime = await page.locator("#filtro-regime").inputValue();
    // Until then the form's own button applies it (a plain GET); it is shown while it is what works.
    expect(await page.locator(".job-filter button[type=submit]").isVisible()).toBe(true);
    await bundle.release();
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.locator("#filtro-regime").inputValue()).toBe(regime);
    await expect.poll(() => new URL(page.url()).searchParams.get("regime")).toBe(regime);
    await expect.poll(() => page.locator(".vacancy-list > li").count()).toBeLessThan(before);
    expect(await page.locator(".job-filter button[type=submit]").isVisible()).toBe(false);
    await context.close();
  });

  it("the chat launcher and the close buttons show only once they work", async () => {
    const { context, page } = await e2e.newPage();
    const bundle = await holdBundle(page);
    await page.goto(`${e2e.server.url}/portal?lang=pt`);
    // The launcher is the bar's below 1,706 px, the dock's above (ChatBarButton, ChatLauncher).
    const launchers = page.locator(".chat-launcher");
    expect(await launchers.count()).toBe(2);
    const shown = () => launchers.evaluateAll((all) => all.filter((b) => b.checkVisibility({ visibilityProperty: true })).length);
    expect(await shown()).toBe(0);
    expect(await page.locator(".welcome-note__close").isVisible()).toBe(false);
    await bundle.release();
    await page.waitForSelector("html[data-hydrated]");
    // Both work from here, their islands still asleep: a first click wakes one and is replayed to it.
    expect(await page.locator(".welcome-note__close").isVisible()).toBe(true);
    expect(await shown()).toBe(1);
    expect(await page.locator(".nav-bar .chat-launcher").isVisible()).toBe(true);
    await context.close();
  });
});

describe("the first paint waits for the whole header (docs/decisions/0048)", () => {
  it("names an element every kind of page has, right after its header", async () => {
    const { context, page } = await e2e.newPage();
    for (const [path, status] of [
      ["/portal?lang=pt", 200],
      ["/portal/trabalhe/vaga-que-nao-existe?lang=en", 404],
      ["/editor", 200],
    ] as const) {
      const response = await page.goto(`${e2e.server.url}${path}`);
      expect(response?.status(), path).toBe(status);
      const held = await page.evaluate(() => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="expect"][blocking="render"]');
        const target = link ? document.getElementById(link.getAttribute("href")!.slice(1)) : null;
        const header = document.querySelector("header");
        return {
          target: target?.tagName ?? null,
          afterHeader:
            !header || (target !== null && (header.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0),
        };
      });
      expect(held, path).toEqual({ target: "MAIN", afterHeader: true });
    }
    await context.close();
  });

  it("on a slow phone's core the bar is never painted half-parsed: nothing in the header shifts as the page loads", async () => {
    // Before, at 12x CPU the parser yielded mid-header about one load in four: the bar was painted
    // with part of its items, then they moved (a layout shift of about 0.01, the home test's CLS).
    for (let load = 0; load < 3; load++) {
      const { context, page } = await e2e.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 12 });
      await page.addInitScript(() => {
        const shifts: string[] = [];
        Object.assign(window, { headerShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { sources?: Array<{ node?: Node }> }>)
            for (const source of entry.sources ?? [])
              if (source.node instanceof Element && source.node.closest("header")) shifts.push(source.node.className);
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(`${e2e.server.url}/portal?lang=pt`, { waitUntil: "load" });
      expect(await page.evaluate(() => (window as unknown as { headerShifts: string[] }).headerShifts)).toEqual([]);
      await context.close();
    }
  }, 120_000);
});

/**
 * The Libras mode and its panel, in real Chromium: loaded only when needed, feedback on hover and
 * on keyboard focus (WCAG 1.4.13, 2.1.1), the panel opened from both, moved and resized by drag
 * and by keys and buttons within its size limits (WCAG 2.5.7), kept clear of the focused
 * element (2.4.11), closed by Esc, by its button, on page entry, and as a bottom sheet on phones;
 * the chat's event API. Pages with clips come from content; here a section with a clip is added
 * to the page, and a real clip (made with ffmpeg) is served for it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { uiStrings } from "../../app/i18n/ui";
import { a11yStrings } from "../../app/accessibility/strings";
import { PANEL_MAX, PANEL_MIN, SCREEN_GAP, handleTypes } from "../../app/accessibility/panel-geometry";
import { languages, type Lang } from "../../common/i18n/languages";
import pagesContent from "../../content/pages.json";
import shortcuts from "../../content/shortcuts.json";
import { expectNoAxeViolations, newContext, root, useSiteAndBrowser } from "./harness";
import { focused, injectLibrasTarget, makeSampleClip, ready, rectOf, tabTo } from "./a11y-helpers";

const e2e = useSiteAndBrowser();
let clip: string | null;

beforeAll(() => {
  clip = makeSampleClip();
  if (!clip) console.log("ffmpeg is not available: the clip's playback is not checked (everything else is)");
});

const VIDEO = "e2e/sinal.mp4";
const LABEL = "Seção de teste";
const PANEL = '[role="dialog"].libras-panel';

async function context(
  options: { libras?: boolean; width?: number; height?: number; contrast?: boolean } = {},
): Promise<BrowserContext> {
  const ctx = await newContext(e2e.browser, { viewport: { width: options.width ?? 1280, height: options.height ?? 900 } });
  if (options.libras !== undefined || options.contrast) {
    await ctx.addCookies([
      { name: "prefs", value: `c${options.contrast ? "1" : "-"}.f0.l${options.libras ? "1" : "0"}`, url: e2e.server.url },
    ]);
  }
  if (clip) {
    const body = readFileSync(clip);
    await ctx.route(`**/media/${VIDEO}`, (route) => route.fulfill({ status: 200, contentType: "video/mp4", body }));
  }
  return ctx;
}

/** A page of the portal with a section that has a clip; the Libras layer is ready when the mode is on. */
async function pageWithTarget(ctx: BrowserContext, lang: Lang = "pt", options: { withLink?: boolean } = {}): Promise<Page> {
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  (page as Page & { errors?: string[] }).errors = errors;
  await page.goto(`${e2e.server.url}/portal/institucional?lang=${lang}`);
  await ready(page);
  await injectLibrasTarget(page, { label: LABEL, video: VIDEO, withLink: options.withLink });
  return page;
}

async function done(page: Page): Promise<void> {
  const errors = (page as Page & { errors?: string[] }).errors ?? [];
  await page.context().close();
  expect(errors, "errors in the page").toEqual([]);
}

const layerReady = (page: Page) => page.waitForSelector(".libras-trigger", { state: "attached" });
const trigger = (page: Page) => page.locator(".libras-trigger");
const panelRect = (page: Page) => rectOf(page, PANEL);

/** Whether the highlight box is drawn around the whole of the test section. */
async function boxSurroundsTarget(page: Page): Promise<boolean> {
  const target = await rectOf(page, "#alvo-libras");
  const box = await rectOf(page, ".libras-highlight");
  return (
    box.x <= target.x &&
    box.y <= target.y &&
    box.x + box.width >= target.x + target.width &&
    box.y + box.height >= target.y + target.height
  );
}

describe("loading", () => {
  it("keeps the Libras code out of the first load until the mode is turned on, then remembers the mode", async () => {
    const ctx = await context();
    const page = await ctx.newPage();
    const chunks: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/LibrasLayer-[\w-]+\.js$/.test(r.url())) chunks.push(r.url());
    });
    await page.goto(`${e2e.server.url}/portal?lang=pt`);
    await ready(page);
    await page.waitForLoadState("networkidle");
    expect(chunks).toEqual([]);
    expect(await page.locator("script[src*=LibrasLayer], link[href*=LibrasLayer]").count()).toBe(0);

    const ui = uiStrings.pt;
    await page.keyboard.press("Alt+a");
    await tabTo(page, '[data-pref="libras"]');
    await page.keyboard.press("Enter");
    await expect.poll(() => chunks.length).toBe(1);
    await layerReady(page);
    expect(await page.evaluate(() => document.body.classList.contains("libras-ativo"))).toBe(true);
    expect(await page.getByRole("button", { name: ui.a11yBar.libras }).getAttribute("aria-pressed")).toBe("true");
    await expectNoAxeViolations(page, "Libras mode on");

    await page.reload();
    await ready(page);
    await layerReady(page);
    expect(await page.evaluate(() => document.body.className)).toContain("libras-ativo");
    await page.context().close();
  });
});

describe("asleep until needed (docs/decisions/0046)", () => {
  const s = a11yStrings.pt;
  const island = '[data-island="libras"]';

  it("with the mode off, does not wake with the load; a page's 'watch in Libras' link then opens the clip in the panel", async () => {
    const page = await pageWithTarget(await context({ libras: false }));
    const layer: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/LibrasLayer-[\w-]+\.js$/.test(r.url())) layer.push(r.url());
    });
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.waitForLoadState("networkidle");
    expect(await page.locator(`${island}[data-ready]`).count()).toBe(0);
    expect(layer).toEqual([]);

    // The page's link, as the accessibility page renders it: without JavaScript it plays the file.
    await page.evaluate((video) => {
      const link = document.createElement("a");
      link.className = "libras-watch";
      link.href = `/media/${video}`;
      link.innerHTML = 'Assistir em Libras<span class="visually-hidden">: seção</span>';
      document.querySelector("#alvo-libras")!.append(link);
    }, VIDEO);
    const address = page.url();
    await page.getByRole("link", { name: /^Assistir em Libras/ }).click();
    const dialog = page.getByRole("dialog", { name: `${s.libras.title}: ${LABEL}` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(page.url()).toBe(address);
    expect(await page.locator(PANEL).count()).toBe(1);
    expect(await page.locator(`${island}[data-ready]`).count()).toBe(1);
    await done(page);
  });

  it("with the mode off, takes a clip the chat asks for at once (so the chat does not play it too) and opens it in the panel", async () => {
    const page = await pageWithTarget(await context({ libras: false }));
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    expect(await page.locator(`${island}[data-ready]`).count()).toBe(0);
    // As the chat asks (app/chat/useChatActions.ts): it plays the clip inline only if nobody took it.
    const taken = await page.evaluate(
      (video) =>
        !window.dispatchEvent(
          new CustomEvent("libras:open", { detail: { urlVideo: video, aws: false, label: "Relógio" }, cancelable: true }),
        ),
      VIDEO,
    );
    expect(taken).toBe(true);
    const dialog = page.getByRole("dialog", { name: `${s.libras.title}: Relógio` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.locator(PANEL).count()).toBe(1);
    await done(page);
  });

  it("with the mode on, is awake with the load: the page is hydrated with the layer on", async () => {
    const page = await pageWithTarget(await context({ libras: true }));
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    expect(await page.locator(`${island}[data-ready]`).count()).toBe(1);
    await layerReady(page);
    await page.hover("#alvo-libras h2");
    await expect.poll(() => trigger(page).isVisible()).toBe(true);
    await done(page);
  });
});

describe.each(languages.map((l) => [l.code] as const))("opening a clip in %s", (lang: Lang) => {
  const s = a11yStrings[lang];

  it("from hover: the feedback follows the pointer, can be hovered and dismissed, and opens the panel", async () => {
    const page = await pageWithTarget(await context({ libras: true }), lang);
    await layerReady(page);
    await page.hover("#alvo-libras h2");
    const button = page.getByRole("button", { name: s.libras.showFor(LABEL) });
    await expect.poll(() => button.isVisible()).toBe(true);
    expect(await button.textContent()).toBe(s.libras.show);
    // The highlight box surrounds the element (once the sections the hover scrolled past have taken
    // their real heights: the box follows them, see "follows its element when the page moves it").
    await expect.poll(() => boxSurroundsTarget(page)).toBe(true);
    await expectNoAxeViolations(page, "Libras feedback on hover");

    // Hoverable: the pointer can move onto the button.
    await button.hover();
    await expect.poll(() => button.isVisible()).toBe(true);
    // Dismissible without moving the pointer or focus.
    await page.keyboard.press("Escape");
    await expect.poll(() => trigger(page).isVisible()).toBe(false);
    // Leaving the element and coming back shows it again.
    await page.mouse.move(5, 5);
    await page.hover("#alvo-libras p");
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.click();

    const dialog = page.getByRole("dialog", { name: `${s.libras.title}: ${LABEL}` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getAttribute("aria-modal")).toBe("false");
    const video = dialog.locator("video");
    expect(await video.getAttribute("src")).toBe(`/media/${VIDEO}`);
    expect(await video.getAttribute("controls")).not.toBeNull();
    expect(await dialog.getByText(s.libras.sample).isVisible()).toBe(true);
    await page.waitForSelector(".libras-panel__video.is-visible");
    if (clip) await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 0 && !v.paused)).toBe(true);
    await expectNoAxeViolations(page, "Libras panel open");

    await dialog.getByRole("button", { name: new RegExp(`^${s.libras.close}`) }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await done(page);
  });

  it("from the keyboard alone: the Libras button is the next Tab stop, Enter opens, Esc closes and gives focus back", async () => {
    const page = await pageWithTarget(await context({ libras: true }), lang);
    await layerReady(page);
    await page.keyboard.press("Alt+k");
    await tabTo(page, ".alvo-link");
    const button = page.getByRole("button", { name: s.libras.showFor(LABEL) });
    await expect.poll(() => button.isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    await expect.poll(() => focused(page)).toBe("button.libras-trigger");
    await page.keyboard.press("Shift+Tab");
    await expect.poll(() => focused(page)).toBe("a.alvo-link");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `${s.libras.title}: ${LABEL}` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("dialog");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => focused(page)).toBe("a.alvo-link");
    await done(page);
  });
});

describe("the highlight box", () => {
  it("follows its element when the page moves it without resizing it (a section above taking its real height)", async () => {
    const page = await pageWithTarget(await context({ libras: true }), "pt");
    await layerReady(page);
    await page.locator("#alvo-libras .alvo-link").focus();
    await expect.poll(() => trigger(page).isVisible()).toBe(true);
    await expect.poll(() => boxSurroundsTarget(page)).toBe(true);
    const before = await rectOf(page, "#alvo-libras");
    // Something between the viewport's top and the element grows: the element moves down, same size.
    await page.evaluate(() => {
      const block = document.createElement("div");
      block.style.blockSize = "240px";
      document.querySelector("#alvo-libras")!.before(block);
    });
    await expect.poll(async () => (await rectOf(page, "#alvo-libras")).y).toBeGreaterThan(before.y + 200);
    await expect.poll(() => boxSurroundsTarget(page)).toBe(true);
    expect(await focused(page)).toBe("a.alvo-link");
    await done(page);
  });
});

describe("elements without anything to focus", () => {
  it("become a Tab stop while the mode is on, and stop being one when it is off", async () => {
    const page = await pageWithTarget(await context({ libras: true }), "en", { withLink: false });
    await layerReady(page);
    await expect.poll(() => page.getAttribute("#alvo-libras", "tabindex")).toBe("0");
    await page.keyboard.press("Alt+k");
    await tabTo(page, "#alvo-libras");
    await expect.poll(() => trigger(page).isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    await expect.poll(() => focused(page)).toBe("button.libras-trigger");
    // Tab again leaves for what follows the element, not back into it.
    await page.keyboard.press("Tab");
    await expect
      .poll(async () => {
        const after = await focused(page);
        return after !== "#alvo-libras" && after !== "button.libras-trigger";
      })
      .toBe(true);

    await page.keyboard.press("Alt+a");
    await tabTo(page, '[data-pref="libras"]');
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getAttribute("#alvo-libras", "tabindex")).toBeNull();
    expect(await trigger(page).count()).toBe(0);
    await done(page);
  });
});

describe("the panel's position and size", () => {
  async function openByKeyboard(page: Page) {
    await layerReady(page);
    await page.keyboard.press("Alt+k");
    await tabTo(page, ".alvo-link");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForSelector(PANEL);
  }

  it("moves with the arrow keys and resizes with Shift+arrows, within 283x270 .. 500x518 and on screen", async () => {
    const page = await pageWithTarget(await context({ libras: true }));
    await openByKeyboard(page);
    const start = await panelRect(page);
    expect(start.width).toBeGreaterThanOrEqual(PANEL_MIN.width);
    expect(start.height).toBeGreaterThanOrEqual(PANEL_MIN.height);

    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => panelRect(page)).toMatchObject({ x: start.x - 20, y: start.y - 20 });
    await page.keyboard.press("Shift+ArrowRight");
    await page.keyboard.press("Shift+ArrowDown");
    await expect.poll(() => panelRect(page)).toMatchObject({ width: start.width + 20, height: start.height + 20 });

    for (let i = 0; i < 20; i++) await page.keyboard.press("Shift+ArrowLeft");
    for (let i = 0; i < 20; i++) await page.keyboard.press("Shift+ArrowUp");
    await expect.poll(() => panelRect(page)).toMatchObject({ width: PANEL_MIN.width, height: PANEL_MIN.height });
    for (let i = 0; i < 20; i++) await page.keyboard.press("Shift+ArrowRight");
    for (let i = 0; i < 20; i++) await page.keyboard.press("Shift+ArrowDown");
    await expect.poll(() => panelRect(page)).toMatchObject({ width: PANEL_MAX.width, height: PANEL_MAX.height });

    for (let i = 0; i < 70; i++) await page.keyboard.press("ArrowLeft");
    for (let i = 0; i < 50; i++) await page.keyboard.press("ArrowUp");
    await expect.poll(() => panelRect(page)).toMatchObject({ x: SCREEN_GAP, y: SCREEN_GAP });
    for (let i = 0; i < 70; i++) await page.keyboard.press("ArrowRight");
    for (let i = 0; i < 50; i++) await page.keyboard.press("ArrowDown");
    await expect
      .poll(() => panelRect(page))
      .toMatchObject({ x: 1280 - PANEL_MAX.width - SCREEN_GAP, y: 900 - PANEL_MAX.height - SCREEN_GAP });
    await expectNoAxeViolations(page, "panel moved and resized");
    await done(page);
  });

  it("moves and resizes with its buttons too (no dragging, no keys needed)", async () => {
    const page = await pageWithTarget(await context({ libras: true }));
    await openByKeyboard(page);
    const s = a11yStrings.pt;
    const dialog = page.getByRole("dialog");
    const start = await panelRect(page);
    await dialog.getByRole("button", { name: s.libras.moveLeft }).click();
    await dialog.getByRole("button", { name: s.libras.moveUp }).click();
    await expect.poll(() => panelRect(page)).toMatchObject({ x: start.x - 20, y: start.y - 20 });
    await dialog.getByRole("button", { name: s.libras.moveRight }).click();
    await dialog.getByRole("button", { name: s.libras.moveDown }).click();
    await expect.poll(() => panelRect(page)).toMatchObject({ x: start.x, y: start.y });
    await dialog.getByRole("button", { name: s.libras.bigger }).click();
    await expect.poll(() => panelRect(page)).toMatchObject({ width: start.width + 40, height: start.height + 40 });
    for (let i = 0; i < 8; i++) await dialog.getByRole("button", { name: s.libras.smaller }).click();
    await expect.poll(() => panelRect(page)).toMatchObject({ width: PANEL_MIN.width, height: PANEL_MIN.height });
    // The same buttons from the keyboard.
    await tabTo(page, `button[title="${s.libras.bigger}"]`);
    await page.keyboard.press("Enter");
    await expect.poll(() => panelRect(page)).toMatchObject({ width: PANEL_MIN.width + 40, height: PANEL_MIN.height + 40 });
    await done(page);
  });

  it("is dragged by its header and resized by its eight handles, within its limits", async () => {
    const page = await pageWithTarget(await context({ libras: true }));
    await openByKeyboard(page);
    const drag = async (selector: string, dx: number, dy: number) => {
      const from = await rectOf(page, selector);
      const x = from.x + from.width / 2;
      const y = from.y + from.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 3 });
      await page.mouse.move(x + dx, y + dy, { steps: 3 });
      await page.mouse.up();
    };
    // Put the panel in the middle of the screen, at a known size.
    const start = await panelRect(page);
    await drag(".libras-panel__kicker", 640 - start.x - start.width / 2, 450 - start.y - start.height / 2);
    await expect
      .poll(async () => {
        const middle = await panelRect(page);
        return Math.abs(middle.x + middle.width / 2 - 640) <= 2 && Math.abs(middle.y + middle.height / 2 - 450) <= 2;
      })
      .toBe(true);

    for (const handle of handleTypes) {
      const before = await panelRect(page);
      await drag(`.libras-panel__handle--${handle}`, 30, 30);
      // East and south edges follow the pointer; so do west and north, while the opposite edge stays.
      const expected = {
        x: handle.includes("w") ? before.x + 30 : before.x,
        y: handle.includes("n") ? before.y + 30 : before.y,
        width: before.width + (handle.includes("e") ? 30 : handle.includes("w") ? -30 : 0),
        height: before.height + (handle.includes("s") ? 30 : handle.includes("n") ? -30 : 0),
      };
      await expect.poll(() => panelRect(page), { message: `handle ${handle}` }).toEqual(expected);
    }

    await drag(".libras-panel__handle--se", 900, 900);
    await expect.poll(() => panelRect(page)).toMatchObject({ width: PANEL_MAX.width, height: PANEL_MAX.height });
    await drag(".libras-panel__handle--nw", 600, 600);
    await expect.poll(() => panelRect(page)).toMatchObject({ width: PANEL_MIN.width, height: PANEL_MIN.height });
    // Dragged far away, it stays on screen.
    await drag(".libras-panel__kicker", 3000, 3000);
    await expect
      .poll(() => panelRect(page))
      .toMatchObject({
        x: 1280 - SCREEN_GAP - PANEL_MIN.width,
        y: 900 - SCREEN_GAP - PANEL_MIN.height,
      });
    await done(page);
  });

  it("never hides the focused element: it moves out of the way (WCAG 2.4.11)", async () => {
    const page = await pageWithTarget(await context({ libras: true }));
    await openByKeyboard(page);
    const link = await rectOf(page, ".alvo-link");
    // Drag the panel right over the link, then bring focus back to it from the panel.
    const header = await rectOf(page, ".libras-panel__kicker");
    const panel = await panelRect(page);
    const grabX = header.x + 5;
    const grabY = header.y + 5;
    await page.mouse.move(grabX, grabY);
    await page.mouse.down();
    await page.mouse.move(grabX + (link.x - panel.x) - 10, grabY + (link.y - panel.y) - 10, { steps: 5 });
    await page.mouse.up();
    const overlaps = (a: typeof link, b: typeof link) =>
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    await expect.poll(async () => overlaps(await panelRect(page), link)).toBe(true);
    // Focus lands on the covered link (from the panel, Shift+Tab may first reach the Libras
    // button that opened it, so the link is focused directly; what matters is the landing).
    await page.locator(".alvo-link").focus();
    await expect.poll(() => focused(page)).toBe("a.alvo-link");
    await expect.poll(async () => overlaps(await panelRect(page), await rectOf(page, ".alvo-link"))).toBe(false);
    await done(page);
  });
});

describe("closing", () => {
  it("closes on the next page (closed on entry of each page)", async () => {
    const page = await pageWithTarget(await context({ libras: true }));
    await layerReady(page);
    await page.hover("#alvo-libras h2");
    await trigger(page).click();
    await page.waitForSelector(PANEL);
    await page.keyboard.press("Alt+q");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/portal\/atuacao/);
    await expect.poll(() => page.locator(PANEL).count()).toBe(0);
    await done(page);
  });

  it("is a bottom sheet on phones, closed by its button or Esc", async () => {
    const page = await pageWithTarget(await context({ libras: true, width: 375, height: 740 }), "es");
    const s = a11yStrings.es;
    await layerReady(page);
    await page.keyboard.press("Alt+k");
    await tabTo(page, ".alvo-link");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: `${s.libras.title}: ${LABEL}` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const sheet = await panelRect(page);
    expect(sheet.x).toBe(0);
    expect(sheet.width).toBe(375);
    expect(sheet.y + sheet.height).toBe(740);
    expect(await dialog.getByRole("button", { name: s.libras.moveLeft }).count()).toBe(0);
    await expectNoAxeViolations(page, "bottom sheet");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);

    await tabTo(page, ".alvo-link", { back: true });
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await tabTo(page, ".libras-panel__close");
    await page.keyboard.press("Enter");
    await expect.poll(() => dialog.count()).toBe(0);
    await done(page);
  });

  it("shows in the high-contrast palette", async () => {
    const page = await pageWithTarget(await context({ libras: true, contrast: true }));
    await layerReady(page);
    await page.hover("#alvo-libras h2");
    await trigger(page).click();
    // The palette is this test's subject: the dialog shown and the clip's fade done (the clip's own
    // visibility is "the fade"'s; once, on a loaded CI machine, its box read as empty here).
    await expect.poll(() => page.locator(PANEL).isVisible()).toBe(true);
    await page.waitForSelector(".libras-panel__video.is-visible", { state: "attached" });
    expect(await page.locator(PANEL).evaluate((p) => getComputedStyle(p).backgroundColor)).toBe("rgb(0, 0, 0)");
    await expectNoAxeViolations(page, "panel in high contrast");
    await done(page);
  });
});

describe("the fade", () => {
  it("shows the clip 200 ms after the panel opens", async () => {
    const ctx = await context({ libras: true });
    const page = await ctx.newPage();
    await page.clock.install();
    await page.goto(`${e2e.server.url}/portal?lang=pt`);
    await ready(page);
    await layerReady(page);
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent("libras:open", { detail: { urlVideo: "e2e/sinal.mp4", aws: false, label: "Relógio" } }),
      ),
    );
    await page.waitForSelector(PANEL);
    expect(await page.locator(".libras-panel__video.is-visible").count()).toBe(0);
    await page.clock.runFor(199);
    expect(await page.locator(".libras-panel__video.is-visible").count()).toBe(0);
    await page.clock.runFor(2);
    await expect.poll(() => page.locator(".libras-panel__video.is-visible").count()).toBe(1);
    await ctx.close();
  });
});

describe("the API for the chat and other features", () => {
  it("opens a clip with the mode off, uses an aws address as it is, closes, and switches the mode", async () => {
    const ctx = await context();
    const page = await ctx.newPage();
    await page.goto(`${e2e.server.url}/portal/trabalhe?lang=en`);
    await ready(page);
    await page.evaluate((url) => {
      (window as unknown as { modes: boolean[] }).modes = [];
      window.addEventListener("libras:mode-changed", (e) =>
        (window as unknown as { modes: boolean[] }).modes.push((e as CustomEvent<{ on: boolean }>).detail.on),
      );
      window.dispatchEvent(new CustomEvent("libras:open", { detail: { urlVideo: url, aws: true, label: "Stuart" } }));
    }, `${e2e.server.url}/media/${VIDEO}`);
    const dialog = page.getByRole("dialog", { name: `${a11yStrings.en.libras.title}: Stuart` });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator("video").getAttribute("src")).toBe(`${e2e.server.url}/media/${VIDEO}`);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("libras:close")));
    await expect.poll(() => dialog.count()).toBe(0);

    await page.evaluate(() => window.dispatchEvent(new CustomEvent("libras:set-mode", { detail: { on: true } })));
    await expect.poll(() => page.evaluate(() => document.body.classList.contains("libras-ativo"))).toBe(true);
    expect(await page.getByRole("button", { name: uiStrings.en.a11yBar.libras }).getAttribute("aria-pressed")).toBe("true");
    expect((await ctx.cookies()).find((c) => c.name === "prefs")?.value).toBe("c-.f0.l1");
    await page.evaluate(() => window.dispatchEvent(new CustomEvent("libras:set-mode", { detail: { on: false } })));
    await expect.poll(() => page.evaluate(() => (window as unknown as { modes: boolean[] }).modes)).toEqual([true, false]);
    await ctx.close();
  });
});

describe("clips of the accessibility page", () => {
  it("has a 'watch in Libras' control for every aid whose clip exists, which opens it in the panel", async () => {
    const manifestFile = path.join(root, "content", "media", "manifest.json");
    const clips = existsSync(manifestFile)
      ? ((JSON.parse(readFileSync(manifestFile, "utf8")) as { clips?: Record<string, unknown> }).clips ?? {})
      : {};
    const withClip = shortcuts.filter((s) => s.libras && s.libras in clips);
    const ctx = await context();
    const page = await ctx.newPage();
    await page.goto(`${e2e.server.url}/portal/acessibilidade?lang=pt`);
    await ready(page);
    const watch = page.getByRole("link", { name: new RegExp(`^${a11yStrings.pt.libras.watch}`) });
    expect(await watch.count()).toBe(withClip.length);
    if (withClip.length > 0) {
      await tabTo(page, ".libras-watch");
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: `${a11yStrings.pt.libras.title}: ${withClip[0]!.title.pt}` });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await expectNoAxeViolations(page, "a clip of the accessibility page");
    }
    await ctx.close();
  });
});

describe("the panel beside what it translates", () => {
  it("opens beside a page intro's words at 1280 px, not over its heading or its text (issue 26)", async () => {
    const ctx = await context({ libras: true, width: 1280, height: 800 });
    const page = await ctx.newPage();
    await page.goto(`${e2e.server.url}/portal/solucoes?lang=pt`);
    await ready(page);
    await layerReady(page);
    await page.hover("section.page-intro h1");
    const button = trigger(page);
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.click();
    await expect.poll(() => page.locator(PANEL).isVisible()).toBe(true);
    const covered = await page.evaluate((selector) => {
      const panel = document.querySelector(selector)!.getBoundingClientRect();
      const hits: string[] = [];
      for (const el of document.querySelectorAll("section.page-intro :is(h1, p)")) {
        const range = document.createRange();
        range.selectNodeContents(el);
        for (const r of Array.from(range.getClientRects()))
          if (r.left < panel.right && r.right > panel.left && r.top < panel.bottom && r.bottom > panel.top)
            hits.push((el.textContent ?? "").slice(0, 40));
      }
      return [...new Set(hits)];
    }, PANEL);
    expect(covered).toEqual([]);
    await ctx.close();
  });
});

describe("page intros", () => {
  it("offer the page's summary in Libras on every page that has a clip", async () => {
    const manifestFile = path.join(root, "content", "media", "manifest.json");
    const clips = existsSync(manifestFile)
      ? ((JSON.parse(readFileSync(manifestFile, "utf8")) as { clips?: Record<string, { mp4: string }> }).clips ?? {})
      : {};
    const paths: Record<string, string> = {
      home: "/portal",
      institucional: "/portal/institucional",
      atuacao: "/portal/atuacao",
      solucoes: "/portal/solucoes",
      trabalhe: "/portal/trabalhe",
      contato: "/portal/contato",
    };
    const intros = (Object.entries(pagesContent) as Array<[string, { libras?: string; title?: { pt: string } }]>).filter(
      ([key, intro]) => key in paths && intro.libras !== undefined && intro.libras in clips,
    );
    const ctx = await context({ libras: true });
    const page = await ctx.newPage();
    for (const [key, intro] of intros) {
      await page.goto(`${e2e.server.url}${paths[key]}?lang=pt`);
      await ready(page);
      const section = page.locator("section.page-intro");
      expect(await section.getAttribute("data-libras-video"), key).toBe(clips[intro.libras!]!.mp4);
      expect(await section.getAttribute("data-libras-label"), key).toBe(intro.title!.pt);
    }
    expect(intros.length).toBeGreaterThan(0);
    await ctx.close();
  });
});

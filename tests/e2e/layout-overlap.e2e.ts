/**
 * The phone's first screen (issue 15) and every width after it (issue 26): at 320, 375, 768 and
 * 1280 px on every /portal page, and at the largest font at 320 and 1280 px, no fixed layer (the
 * chat launcher, its invitation, the notices, the Libras panel, sheets) lies over visible text of
 * the main content, on arrival or at any point while scrolling through the page one screen at a
 * time (bounding boxes of the layers against the rectangles of the text nodes), and the
 * accessibility bar plus the navigation bar take at most 25% of a 568 px screen.
 * At 1920 px (issue 35) the spec's pinned welcome note and 280 px launcher float in the margins
 * over no text of the whole page (footer included) and no focused element; at 1280 px and at
 * 1920 px zoomed to 200% they keep the layout where nothing floats.
 * The collapsed accessibility bar keeps every aid one tap and one shortcut away. Print lays out
 * every section: the sections (and cards) drawn only near the screen are so on screen alone.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { uiStrings } from "../../app/i18n/ui";
import {
  HEADER_SHARE_MAX,
  LARGEST_FONT_STEP,
  LARGEST_FONT_WIDTHS,
  LAYOUT_HEIGHT,
  LAYOUT_PAGES,
  LAYOUT_WIDTHS,
  WIDE_LAYOUT_WIDTHS,
} from "../../common/a11y/test-matrix";
import { ready, tabTo } from "./a11y-helpers";
import { expectNoAxeViolations, useSiteAndBrowser } from "./harness";

const e2e = useSiteAndBrowser();

const PAGES = LAYOUT_PAGES;
const WIDTHS = LAYOUT_WIDTHS;
const HEIGHT = LAYOUT_HEIGHT;

/** How long `settle` waits for a frame and the running animations before it reads the layout anyway. */
const SETTLE_WATCHDOG_MS = 10_000;

/**
 * Waits until transitions and animations (notices fading in, the banner's glitch guard) are over.
 * Animations on what the browser skips (`content-visibility: auto` off screen) are not waited for:
 * Chromium does not settle their `finished` until they are drawn again. A watchdog keeps a frame
 * that never comes from hanging the test: it says what was pending and the layout is read anyway
 * (it is read synchronously; the test's motion is reduced, so no transition lasts).
 */
async function settle(page: Page, where: string): Promise<void> {
  const settled = page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const drawn = (a: Animation) => {
      const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
      return !target || target.checkVisibility({ contentVisibilityAuto: true });
    };
    await Promise.all(
      document
        .getAnimations()
        .filter(drawn)
        .map((a) => a.finished.catch(() => null)),
    );
  });
  // Left behind if the watchdog wins: its later end (the context closed) must not go unheard.
  settled.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const watchdog = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), SETTLE_WATCHDOG_MS)));
  try {
    if ((await Promise.race([settled, watchdog])) !== "late") return;
  } finally {
    clearTimeout(timer);
  }
  const pending = await Promise.race([
    page.evaluate(() => ({
      fonts: document.fonts.status,
      visibility: document.visibilityState,
      animations: document.getAnimations().map((a) => `${a.constructor.name} ${a.playState} ${a.currentTime}`),
    })),
    new Promise((resolve) => setTimeout(() => resolve("the page does not answer either"), 5_000).unref()),
  ]);
  console.warn(`layout-overlap: ${where}, no frame or animation end in ${SETTLE_WATCHDOG_MS} ms:`, JSON.stringify(pending));
}

/**
 * Every visible fixed layer that covers a piece of visible main-content text, as "layer: text".
 * A layer is any element laid out as position: fixed (not inside another fixed one) with a box
 * on screen; text is every non-blank text node in <main> outside those layers, one rectangle per
 * line, clipped to the viewport.
 */
function overlaps(page: Page, scope = "main"): Promise<string[]> {
  return page.evaluate((scope) => {
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      return style.visibility !== "hidden" && Number(style.opacity) > 0.05 && el.checkVisibility({ opacityProperty: true });
    };
    const layers: Array<{ el: Element; rect: DOMRect; name: string }> = [];
    for (const el of Array.from(document.body.querySelectorAll("*"))) {
      if (getComputedStyle(el).position !== "fixed") continue;
      if (layers.some((l) => l.el.contains(el))) continue;
      if (!shown(el)) continue;
      // What is drawn: the union of the children's boxes (a dock may be larger than its button).
      const boxes = [el, ...Array.from(el.querySelectorAll("*"))]
        .filter((c) => shown(c))
        .map((c) => c.getBoundingClientRect())
        .filter((r) => r.width > 1 && r.height > 1);
      for (const rect of el.children.length ? boxes.slice(1) : boxes) {
        if (rect.bottom <= 0 || rect.top >= innerHeight || rect.right <= 0 || rect.left >= innerWidth) continue;
        layers.push({
          el,
          rect,
          name: el.className ? `${el.tagName.toLowerCase()}.${String(el.className).split(" ")[0]}` : el.tagName,
        });
      }
    }
    const main = document.querySelector(scope);
    if (!main || !layers.length) return [];
    const found: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || !shown(parent)) continue;
      if (layers.some((l) => l.el.contains(parent))) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of Array.from(range.getClientRects())) {
        if (r.width < 1 || r.height < 1 || r.bottom <= 0 || r.top >= innerHeight) continue;
        for (const l of layers) {
          const w = Math.min(r.right, l.rect.right) - Math.max(r.left, l.rect.left);
          const h = Math.min(r.bottom, l.rect.bottom) - Math.max(r.top, l.rect.top);
          if (w > 1 && h > 1) found.push(`${l.name} covers “${text.slice(0, 60)}”`);
        }
      }
    }
    return [...new Set(found)];
  }, scope);
}

/** Every fixed layer over text, on arrival and then one screen at a time down to the page's end. */
async function overlapsWhileScrolling(page: Page, scope = "main"): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  const note = async (where: string) => {
    await settle(page, where);
    const o = await overlaps(page, scope);
    if (o.length) found[where] = o;
  };
  await note("on arrival");
  for (let y = 0, step = 0; step < 60; step++) {
    const next = await page.evaluate(() =>
      Math.min(scrollY + Math.round(innerHeight * 0.8), document.documentElement.scrollHeight - innerHeight),
    );
    if (next <= y) break;
    y = next;
    await page.evaluate((top) => scrollTo({ top, behavior: "instant" }), y);
    await note(`scrolled to ${y}`);
  }
  return found;
}

const configs = [
  ...[...WIDTHS, ...WIDE_LAYOUT_WIDTHS].map((width) => ({ width, font: 0 })),
  ...LARGEST_FONT_WIDTHS.map((width) => ({ width, font: LARGEST_FONT_STEP })),
];

describe.each(configs.map((c) => [c.width, c.font, c] as const))("at %i px wide, font step %i", (width, font) => {
  it.each(PAGES.map((p) => [p] as const))(
    "%s: no fixed layer over the text, on arrival or while scrolling through",
    async (target) => {
      const { context, page } = await e2e.newPage({ viewport: { width, height: HEIGHT } });
      try {
        await context.addCookies([{ name: "prefs", value: `c0.f${font}.l0`, url: e2e.server.url }]);
        await page.goto(`${e2e.server.url}${target}?lang=pt`);
        await ready(page);
        expect(await overlapsWhileScrolling(page)).toEqual({});
      } finally {
        await context.close();
      }
    },
  );
});

describe.each(WIDTHS.map((w) => [w] as const))("at %i px wide", (width) => {
  it("gives the accessibility bar and the header at most 25% of a 568 px screen", async () => {
    const { context, page } = await e2e.newPage({ viewport: { width, height: HEIGHT } });
    try {
      for (const target of ["/portal", "/portal/trabalhe"]) {
        await page.goto(`${e2e.server.url}${target}?lang=pt`);
        await ready(page);
        const height = await page.evaluate(() => {
          const bar = document.querySelector(".a11y-bar")!.getBoundingClientRect();
          const nav = document.querySelector(".nav-bar")!.getBoundingClientRect();
          return nav.bottom - bar.top;
        });
        expect(height, target).toBeLessThanOrEqual(HEIGHT * HEADER_SHARE_MAX);
      }
    } finally {
      await context.close();
    }
  });
});

describe("the chat's invitation", () => {
  it.each([320, 1280])("opens in the page's flow under the launcher at %i px, over no text", async (width) => {
    const { context, page } = await e2e.newPage({ viewport: { width, height: HEIGHT } });
    try {
      await page.goto(`${e2e.server.url}/portal?lang=pt`);
      await ready(page);
      await page
        .locator(".nav-bar")
        .getByRole("button", { name: /Fale com o Stuart/ })
        .click();
      const invitation = page.getByRole("region", { name: "Stuart" });
      await invitation.waitFor();
      const place = await invitation.evaluate((el) => {
        const nav = document.querySelector(".nav-bar")!.getBoundingClientRect();
        const title = document.querySelector("main h1")!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return { position: getComputedStyle(el).position, belowNav: box.top >= nav.bottom, aboveTitle: box.bottom <= title.top };
      });
      expect(place).toEqual({ position: "static", belowNav: true, aboveTitle: true });
      expect(await overlapsWhileScrolling(page)).toEqual({});
    } finally {
      await context.close();
    }
  });
});

describe("the spec's floating parts where both margins have room (issue 35)", () => {
  const launcherIn = (page: Page) =>
    page.evaluate(() => {
      // The one shown at this width: the bar's, or the dock's where the margins leave room.
      const button = Array.from(document.querySelectorAll<HTMLElement>(".chat-launcher")).find((b) => b.checkVisibility())!;
      const note = document.querySelector<HTMLElement>(".welcome-note");
      const b = button.getBoundingClientRect();
      const n = note?.getBoundingClientRect();
      return {
        launcherInBar: Boolean(button.closest(".nav-bar")),
        launcherWidth: Math.round(b.width),
        launcherRight: Math.round(innerWidth - b.right),
        launcherBottom: Math.round(innerHeight - b.bottom),
        notePosition: note ? getComputedStyle(note).position : null,
        noteLeft: n ? Math.round(n.left) : null,
        noteBottom: n ? Math.round(innerHeight - n.bottom) : null,
        noteWidth: n ? Math.round(n.width) : null,
        // The note is the last thing in the main content, so it is read after it.
        noteLastInMain: note
          ? note.closest("main") !== null &&
            // (the page's hidden end marker aside)
            !Array.from(document.querySelectorAll("main h2")).some(
              (h) =>
                note.compareDocumentPosition(h) & Node.DOCUMENT_POSITION_FOLLOWING &&
                !note.contains(h) &&
                h.getClientRects().length > 0 &&
                !h.closest(".visually-hidden"),
            )
          : null,
      };
    });

  it("at 1920 px: the note pinned at the bottom left and the 280 px launcher at the bottom right, over no text of the page while scrolling", async () => {
    const { context, page } = await e2e.newPage({ viewport: { width: 1920, height: 1080 } });
    try {
      await page.goto(`${e2e.server.url}/portal?lang=pt`);
      await ready(page);
      await page.locator(".chat-dock .chat-launcher").waitFor();
      await settle(page, "at 1920 px, on arrival");
      expect(await launcherIn(page)).toEqual({
        launcherInBar: false,
        launcherWidth: 280,
        launcherRight: 24,
        // 24 px, plus the gap above the dock's (empty) status line.
        launcherBottom: 36,
        notePosition: "fixed",
        noteLeft: 24,
        noteBottom: 24,
        noteWidth: 280,
        noteLastInMain: true,
      });
      // The whole page: main content, header and footer.
      expect(await overlapsWhileScrolling(page, "body")).toEqual({});
      await expectNoAxeViolations(page, "home at 1920 px with the note and the launcher");
      // While the room is open, the note steps aside.
      await page.locator(".chat-dock .chat-launcher").click();
      await page
        .getByRole("region", { name: "Stuart" })
        .getByRole("button", { name: /Abrir a conversa/ })
        .click();
      await page.locator("#stuart-room").waitFor();
      await expect.poll(() => page.locator(".welcome-note").isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("at 1920 px: no focused element is ever under the note or the launcher, tabbing through the home page", async () => {
    const { context, page } = await e2e.newPage({ viewport: { width: 1920, height: 1080 } });
    try {
      await page.goto(`${e2e.server.url}/portal?lang=pt`);
      await ready(page);
      await page.locator(".chat-dock .chat-launcher").waitFor();
      const covered: string[] = [];
      for (let i = 0; i < 120; i++) {
        await page.keyboard.press("Tab");
        const hit = await page.evaluate(() => {
          const el = document.activeElement;
          if (!el || el === document.body) return null;
          const r = el.getBoundingClientRect();
          for (const layer of Array.from(document.querySelectorAll(".welcome-note, .chat-dock .chat-launcher"))) {
            if (layer.contains(el) || getComputedStyle(layer).position === "static") continue;
            const l = layer.getBoundingClientRect();
            const w = Math.min(r.right, l.right) - Math.max(r.left, l.left);
            const h = Math.min(r.bottom, l.bottom) - Math.max(r.top, l.top);
            if (w > 1 && h > 1)
              return `${layer.className.split(" ")[0]} over ${el.tagName} “${(el.textContent ?? "").trim().slice(0, 40)}”`;
          }
          return null;
        });
        if (hit) covered.push(hit);
      }
      expect(covered).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // Zoom is not deviceScaleFactor (that only sharpens the pixels): at 200% a 1920 px window lays
  // the page out in 960 CSS px, and media queries see 960. A 960 px viewport with two device
  // pixels per CSS pixel is exactly that layout.
  it.each([
    ["1280 px", { width: 1280, height: 800 }, 1],
    ["1920 px at 200% zoom", { width: 960, height: 540 }, 2],
  ] as const)("at %s: the launcher in the bar and the note in the page's flow, as before", async (_name, viewport, scale) => {
    const { context, page } = await e2e.newPage({ viewport, deviceScaleFactor: scale });
    try {
      await page.goto(`${e2e.server.url}/portal?lang=pt`);
      await ready(page);
      await page.locator(".nav-bar .chat-launcher").waitFor();
      const place = await launcherIn(page);
      expect(place).toEqual(expect.objectContaining({ launcherInBar: true, notePosition: "static", noteLastInMain: true }));
      expect(place.launcherWidth).toBeLessThanOrEqual(56);
      expect(await overlapsWhileScrolling(page, "body")).toEqual({});
    } finally {
      await context.close();
    }
  });
});

describe("the overlap check itself", () => {
  it("reports nothing on a clear page, then a fixed layer laid over its heading", async () => {
    const { context, page } = await e2e.newPage({ viewport: { width: 320, height: HEIGHT } });
    try {
      await page.goto(`${e2e.server.url}/portal/contato?lang=pt`);
      await ready(page);
      await settle(page, "the clear page");
      expect(await overlaps(page)).toEqual([]);
      await page.evaluate(() => {
        const h1 = document.querySelector("main h1")!.getBoundingClientRect();
        const layer = document.createElement("div");
        layer.className = "probe-layer";
        layer.style.cssText = `position:fixed;left:${h1.left}px;top:${h1.top}px;width:60px;height:30px;background:red`;
        document.body.append(layer);
      });
      const found = await overlaps(page);
      expect(found.length).toBe(1);
      expect(found[0]).toMatch(/^div\.probe-layer covers “/);
    } finally {
      await context.close();
    }
  });
});

describe("the collapsed accessibility bar on a phone", () => {
  const ui = uiStrings.pt;

  it("opens the aids with one tap, and with its shortcut", async () => {
    const { context, page } = await e2e.newPage({ viewport: { width: 320, height: HEIGHT }, hasTouch: true });
    try {
      await page.goto(`${e2e.server.url}/portal?lang=pt`);
      await ready(page);
      const toggle = page.getByRole("button", { name: ui.a11yBar.toggle, exact: true });
      const contrast = page.getByRole("button", { name: ui.a11yBar.contrast }).first();
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      expect(await contrast.isVisible()).toBe(false);

      await toggle.tap();
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      expect(await contrast.isVisible()).toBe(true);
      expect(await page.getByRole("button", { name: ui.a11yBar.libras }).isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: ui.a11yBar.accessibilityPage, exact: true }).isVisible()).toBe(true);

      await page.reload();
      await ready(page);
      await page.keyboard.press("Alt+a");
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
      // From the bar, Tab passes the skip links and the opener, then reaches the aids.
      await tabTo(page, '[data-pref="contrast"]', { max: 8 });
      expect(await contrast.isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("shows the chat launcher as a labelled button in the header", async () => {
    const { context, page } = await e2e.newPage({ viewport: { width: 320, height: HEIGHT } });
    try {
      await page.goto(`${e2e.server.url}/portal?lang=pt`);
      await ready(page);
      const launcher = page.locator(".nav-bar").getByRole("button", { name: /Fale com o Stuart/ });
      await launcher.waitFor();
      const box = (await launcher.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeLessThanOrEqual(56);
    } finally {
      await context.close();
    }
  });
});

describe("print lays out every section (content-visibility: auto on screen only, issue 35)", () => {
  it.each([["/portal/solucoes"], ["/portal/trabalhe"]] as const)(
    "%s: each section below a phone's first screen is drawn when near on screen, and always in print",
    async (target) => {
      const { context, page } = await e2e.newPage({ viewport: { width: 320, height: HEIGHT } });
      try {
        await page.goto(`${e2e.server.url}${target}?lang=pt`);
        await ready(page);
        // The main content's outer sections that start below the first screen, marked to be found again in print.
        const onScreen = await page.evaluate((fold) => {
          const sections = Array.from(document.querySelectorAll<HTMLElement>("main section")).filter(
            (s) => !s.parentElement?.closest("main section") && s.getBoundingClientRect().top + scrollY >= fold,
          );
          return sections.map((s, i) => {
            s.dataset.belowFold = String(i);
            // The openings' section stays drawn; its forty cards are each drawn when near instead (ADR 0020).
            const cards = Array.from(s.querySelectorAll(".render-when-near"), (c) => getComputedStyle(c).contentVisibility);
            return {
              section: s.id || s.getAttribute("aria-labelledby"),
              visibility: cards.length ? cards : [getComputedStyle(s).contentVisibility],
            };
          });
        }, HEIGHT);
        expect(onScreen.length).toBeGreaterThan(1);
        for (const { section, visibility } of onScreen)
          expect(
            visibility.every((v) => v === "auto"),
            `${section} on screen`,
          ).toBe(true);

        await page.emulateMedia({ media: "print" });
        const inPrint = await page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>("[data-below-fold]"), (s) => ({
            section: s.id || s.getAttribute("aria-labelledby"),
            visibility: [s, ...Array.from(s.querySelectorAll(".render-when-near"))].map(
              (e) => getComputedStyle(e).contentVisibility,
            ),
          })),
        );
        expect(inPrint.map((s) => s.section)).toEqual(onScreen.map((s) => s.section));
        for (const { section, visibility } of inPrint)
          expect(
            visibility.every((v) => v === "visible"),
            `${section} in print`,
          ).toBe(true);
        // Nothing anywhere on the page is left to be drawn later.
        expect(
          await page.evaluate(
            () =>
              Array.from(document.querySelectorAll("body *")).filter((e) => getComputedStyle(e).contentVisibility === "auto")
                .length,
          ),
        ).toBe(0);
      } finally {
        await context.close();
      }
    },
  );
});

/**
 * Where the Libras panel opens (issue 35): for every subject with a clip on three pages, at 1280
 * and 320 px, in real Chromium. At 1280 px the panel covers none of the subject's own words, nor
 * any other paragraph, heading or list item: in free space beside or below the subject, or, where
 * a row of cards fills the screen with words, docked at the right with the page narrowed beside
 * it (the subjects docked so are listed in the console). On a
 * phone it is a sheet at the bottom, and the page scrolls the subject into view above it: the
 * subject's first line is in view above the sheet (all of the subject when it fits there). The
 * panel is opened as the subject's "Libras" button opens it (the libras:open event with the
 * subject as anchor, events.ts), after the subject has been scrolled to the top of the screen.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ready } from "./a11y-helpers";
import { expectNoAxeViolations, useSiteAndBrowser } from "./harness";

const e2e = useSiteAndBrowser();

const PAGES = ["/portal/institucional", "/portal/solucoes", "/portal/atuacao"];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Reading {
  label: string;
  panel: Box;
  /** Line boxes of the subject's own words on screen. */
  own: Box[];
  /** Line boxes of every other paragraph, heading and list item on screen. */
  others: Array<Box & { text: string }>;
  viewport: { width: number; height: number };
  /** Whether the screen has a 283 x 270 place, 10 px from its edges, over none of the words. */
  freePlace: boolean;
  /** Whether the panel opened docked, the page narrowed beside it. */
  docked: boolean;
}

const overlap = (a: Box, b: Box) => {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  // Sub-pixel contact is not covering a word.
  return w > 1 && h > 1;
};

/** Opens the panel for the subject at `index`, waits for it to settle, and measures the words around it. */
async function openAndMeasure(page: Page, index: number): Promise<Reading> {
  await page.evaluate((i) => {
    const subject = document.querySelectorAll<HTMLElement>("main [data-libras-video]")[i]!;
    subject.scrollIntoView({ block: "start" });
    window.dispatchEvent(
      new CustomEvent("libras:open", {
        detail: {
          urlVideo: subject.getAttribute("data-libras-video"),
          aws: subject.getAttribute("data-libras-aws") === "true",
          label: subject.getAttribute("data-libras-label") ?? "",
          anchor: subject,
        },
      }),
    );
  }, index);
  await page.waitForSelector(".libras-panel", { state: "visible" });
  // Settled: the clip has faded in (200 ms) and the sheet's scroll is done; two equal readings.
  let last = "";
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(
          await page.evaluate(() => [window.scrollY, document.querySelector(".libras-panel")!.getBoundingClientRect().toJSON()]),
        );
        const same = now === last;
        last = now;
        return same;
      },
      { interval: 250 },
    )
    .toBe(true);
  return page.evaluate((i) => {
    const subject = document.querySelectorAll<HTMLElement>("main [data-libras-video]")[i]!;
    const vp = { width: document.documentElement.clientWidth, height: window.innerHeight };
    const lines = (root: Element): Box[] => {
      const out: Box[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.nodeValue?.trim() || n.parentElement?.closest(".libras-panel, .libras-trigger")) continue;
        range.selectNodeContents(n);
        for (const r of Array.from(range.getClientRects())) {
          if (r.width < 3 || r.height < 3 || r.bottom <= 0 || r.top >= vp.height || r.right <= 0 || r.left >= vp.width) continue;
          out.push({ x: r.left, y: r.top, width: r.width, height: r.height });
        }
      }
      return out;
    };
    const others = Array.from(document.querySelectorAll("main p, main h1, main h2, main h3, main h4, main li, footer p"))
      .filter((el) => !subject.contains(el) && !el.closest(".libras-panel"))
      .flatMap((el) => lines(el).map((b) => ({ ...b, text: (el.textContent ?? "").trim().slice(0, 60) })));
    const p = document.querySelector(".libras-panel")!.getBoundingClientRect();
    const words = lines(document.body);
    let freePlace = false;
    for (let y = 10; y + 270 <= vp.height - 10 && !freePlace; y += 8) {
      for (let x = 10; x + 283 <= vp.width - 10 && !freePlace; x += 8) {
        freePlace = !words.some(
          (w) =>
            Math.min(x + 283, w.x + w.width) - Math.max(x, w.x) > 1 && Math.min(y + 270, w.y + w.height) - Math.max(y, w.y) > 1,
        );
      }
    }
    return {
      freePlace,
      docked: document.documentElement.hasAttribute("data-libras-dock"),
      label: subject.getAttribute("data-libras-label") ?? "",
      panel: { x: p.left, y: p.top, width: p.width, height: p.height },
      own: lines(subject),
      others,
      viewport: vp,
    };
  }, index);
}

async function closePanel(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new CustomEvent("libras:close")));
  await page.waitForSelector(".libras-panel", { state: "detached" });
}

describe.each([
  [1280, 800],
  [320, 640],
] as const)("the Libras panel at %i px", (width, height) => {
  for (const path of PAGES) {
    it(`opens beside or below every subject of ${path}, or docked, over no words`, async () => {
      const { context, page } = await e2e.newPage({ viewport: { width, height } });
      await context.addCookies([{ name: "prefs", value: "c-.f0.l1", url: e2e.server.url }]);
      await page.goto(`${e2e.server.url}${path}?lang=pt`);
      await ready(page);
      await page.waitForSelector(".libras-trigger", { state: "attached" });
      const count = await page.locator("main [data-libras-video]").count();
      expect(count, `subjects on ${path}`).toBeGreaterThan(0);
      const problems: string[] = [];
      const noRoom: string[] = [];
      for (let i = 0; i < count; i++) {
        if (!(await page.locator("main [data-libras-video]").nth(i).isVisible())) continue;
        const r = await openAndMeasure(page, i);
        if (width > 600) {
          for (const line of r.own) if (overlap(r.panel, line)) problems.push(`${r.label}: over its own words`);
          const over = r.others.filter((line) => overlap(r.panel, line)).map((line) => `${r.label}: over "${line.text}"`);
          problems.push(...over);
          if (!r.freePlace) noRoom.push(`${r.label}${r.docked ? " (docked)" : ""}`);
        } else {
          // A sheet at the bottom; the subject scrolled into view above it.
          expect(Math.round(r.panel.y + r.panel.height)).toBe(r.viewport.height);
          const visible = r.own.filter((l) => l.y >= 0 && l.y + l.height <= r.panel.y);
          if (visible.length === 0) problems.push(`${r.label}: no line of it in view above the sheet`);
          const first = r.own.reduce<Box | null>((top, l) => (!top || l.y < top.y ? l : top), null);
          if (first && (first.y < 0 || first.y + first.height > r.panel.y))
            problems.push(`${r.label}: its first line is not above the sheet`);
        }
        if (i === 0) await expectNoAxeViolations(page, `Libras panel open on ${path} at ${width} px`);
        await closePanel(page);
      }
      if (noRoom.length)
        console.log(`${path} at ${width} px: no place free of words on screen for the panel beside ${noRoom.join("; ")}`);
      expect([...new Set(problems)]).toEqual([]);
      await context.close();
    }, 300_000);
  }
});

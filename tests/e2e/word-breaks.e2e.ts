/**
 * No heading or title breaks inside a word (issue 26): at 320 px, at the default and at the
 * largest font, in pt, en and es, on every page and an opening's own, each visible heading and
 * title is laid out one character at a time (Range.getClientRects) and every line break is
 * compared with the word boundaries. A break between two letters or digits, after an opening
 * bracket or before a closing one or a punctuation mark is a word broken inside itself
 * ("Desenvolvedo / r(a)", "Desarrollador( / a)"). A break after a hyphen, a soft hyphen or a
 * slash, or at a space, is a break between words.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import vacanciesJson from "../../content/vacancies.json";
import { languages } from "../../common/i18n/languages";
import { LARGEST_FONT_STEP, LAYOUT_HEIGHT, LAYOUT_PAGES } from "../../common/a11y/test-matrix";
import { ready } from "./a11y-helpers";
import { drawCardsRenderedWhenNear, useSiteAndBrowser } from "./harness";

const e2e = useSiteAndBrowser();

// The opening with the longest title in Portuguese: the one most likely to break.
const longest = vacanciesJson.filter((v) => v.visible).sort((a, b) => b.title.pt.length - a.title.pt.length)[0]!;
const PAGES = [...LAYOUT_PAGES, `/portal/trabalhe/${longest.key}`, "/portal/trabalhe/alertas"];

/** What counts as a heading or a title: headings, and elements whose class names a title. */
const TITLES = "main :is(h1, h2, h3, h4, h5, h6, [class*='title'], [class*='__name'])";

/** Each visible title broken inside a word, as "text: …before | after…". */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const word = /[\p{L}\p{N}]/u;
    const opens = /[([{“‘«¿¡]/u;
    const closes = /[)\]}”’».,;:!?%]/u;
    const found: string[] = [];
    const titles = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter(
      (el) =>
        el.checkVisibility() && !el.closest(".visually-hidden") && !Array.from(el.children).some((c) => c.matches(selector)),
    );
    for (const el of titles) {
      // Every character of the title with the top of its box, in document order.
      const chars: Array<{ ch: string; top: number; bottom: number }> = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        const parent = node.parentElement;
        if (!parent || !parent.checkVisibility() || parent.closest(".visually-hidden")) continue;
        const range = document.createRange();
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = Array.from(range.getClientRects()).find((r) => r.width > 0 || r.height > 0);
          if (rect) chars.push({ ch: text[i]!, top: rect.top, bottom: rect.bottom });
          else chars.push({ ch: text[i]!, top: NaN, bottom: NaN });
        }
      }
      let lineTop = NaN;
      let lineBottom = NaN;
      for (let i = 0; i < chars.length; i++) {
        const c = chars[i]!;
        if (/\s/.test(c.ch) || Number.isNaN(c.top)) continue;
        const newLine = !Number.isNaN(lineTop) && c.top >= lineBottom - (lineBottom - lineTop) / 2;
        if (newLine) {
          const prev = chars[i - 1]?.ch ?? " ";
          const broken =
            !/[\s\u00ad\-‐/]/u.test(prev) && ((word.test(prev) && word.test(c.ch)) || opens.test(prev) || closes.test(c.ch));
          if (broken) {
            const text = chars.map((x) => x.ch).join("");
            found.push(`“${text.trim().slice(0, 80)}”: …${text.slice(Math.max(0, i - 14), i)} | ${text.slice(i, i + 6)}…`);
          }
        }
        if (Number.isNaN(lineTop) || newLine) {
          lineTop = c.top;
          lineBottom = c.bottom;
        }
      }
    }
    return found;
  }, TITLES);
}

describe("the word-break check itself", () => {
  it("finds a title broken inside a word, and none once the word fits", async () => {
    const { context, page } = await e2e.newPage({ viewport: { width: 320, height: LAYOUT_HEIGHT } });
    try {
      await page.goto(`${e2e.server.url}/portal/contato?lang=pt`);
      await ready(page);
      await page.evaluate(() => {
        const h = document.createElement("h2");
        h.className = "probe-title";
        h.textContent = "Desenvolvedor(a) Acessibilidade";
        h.style.cssText = "width:7ch;font-size:20px;overflow-wrap:anywhere";
        document.querySelector("main")!.prepend(h);
      });
      expect((await brokenWords(page)).some((b) => b.startsWith("“Desenvolvedor(a) Acessibilidade”"))).toBe(true);
      await page.evaluate(() => {
        (document.querySelector(".probe-title") as HTMLElement).style.width = "40ch";
      });
      expect((await brokenWords(page)).filter((b) => b.startsWith("“Desenvolvedor(a)"))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each([0, LARGEST_FONT_STEP].map((f) => [f] as const))("at 320 px, font step %i", (font) => {
  it.each(PAGES.map((p) => [p] as const))("%s: no heading or title broken inside a word, in pt, en and es", async (target) => {
    const { context, page } = await e2e.newPage({ viewport: { width: 320, height: LAYOUT_HEIGHT } });
    try {
      await context.addCookies([{ name: "prefs", value: `c0.f${font}.l0`, url: e2e.server.url }]);
      const found: Record<string, string[]> = {};
      for (const { code } of languages) {
        await page.goto(`${e2e.server.url}${target}?lang=${code}`);
        await ready(page);
        await drawCardsRenderedWhenNear(page, true);
        await page.evaluate(() => document.fonts.ready);
        const broken = await brokenWords(page);
        if (broken.length) found[code] = broken;
      }
      expect(found).toEqual({});
    } finally {
      await context.close();
    }
  });
});

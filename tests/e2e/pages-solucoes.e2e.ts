/**
 * The solutions page in pt, en and es: one alternating section per solution (even index: image
 * left; odd: image right), the 'Acessar' link to the learning platform in a new tab, and the
 * inactive 'Em Breve Disponível' buttons of the others; the page without JavaScript; unique
 * titles for the three pages built here.
 */
import { describe, expect, it } from "vitest";
import { languages, type Lang } from "../../common/i18n/languages";
import { solucoesStrings } from "../../app/pages/solucoes/strings";
import pages from "../../content/pages.json";
import solutions from "../../content/solutions.json";
import { expectNoAxeViolationsWithoutScripts } from "./no-js";
import { expectNoAxeViolations, useSiteAndBrowser } from "./harness";
import { imageLoadingIn } from "./head-tags";
import { mediaSides } from "../support/layout";

const e2e = useSiteAndBrowser();

const url = (lang: Lang) => `${e2e.server.url}/portal/solucoes?lang=${lang}`;

describe.each(languages.map((l) => [l.code] as const))("solucoes in %s", (lang) => {
  const t = solucoesStrings[lang];

  it("shows one section per solution with its button text (Access or Coming Soon), active only with a link", async () => {
    const { context, page } = await e2e.open(url(lang));
    const main = page.getByRole("main");
    expect(await main.getByRole("heading", { level: 1 }).textContent()).toBe(pages.solucoes.title[lang]);
    expect(await main.getByRole("heading", { level: 2 }).allTextContents()).toEqual(
      expect.arrayContaining(solutions.map((s) => s.title[lang])),
    );
    for (const solution of solutions) {
      const region = main.getByRole("region", { name: solution.title[lang], exact: true });
      expect(await region.getByText(solution.description[lang]).count(), solution.slug).toBe(1);
      if (solution.link) {
        const link = region.getByRole("link", { name: new RegExp(`^${t.access}`) });
        expect((await link.textContent())?.startsWith(t.access)).toBe(true);
        expect(await link.getAttribute("href")).toBe(solution.link);
        expect(await link.getAttribute("target")).toBe("_blank");
        expect(await region.getByRole("button").count()).toBe(0);
      } else {
        // The spec's inactive button: aria-disabled, still focusable, and activating it does nothing.
        // Its name: the status and the product (the icon between them may add a space before the colon).
        const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        const soon = region.getByRole("button", {
          name: new RegExp(`^${escaped(t.comingSoon)}\\s*:\\s*${escaped(solution.title[lang])}$`),
        });
        expect(await soon.getAttribute("aria-disabled"), solution.slug).toBe("true");
        const before = page.url();
        await soon.focus();
        expect(await soon.evaluate((b) => b === document.activeElement)).toBe(true);
        await page.keyboard.press("Enter");
        // Playwright waits for an aria-disabled control to be enabled; a person can still click it.
        await soon.click({ force: true });
        expect(page.url()).toBe(before);
        expect(await soon.evaluate((b) => b === document.activeElement)).toBe(true);
        // Then the way to be told when it opens: the contact form, its subject written.
        const notify = region.getByRole("link", {
          name: new RegExp(`^${escaped(t.notifyLink)}\\s*:\\s*${escaped(solution.title[lang])}$`),
        });
        const href = new URL((await notify.getAttribute("href"))!, e2e.server.url);
        expect(href.pathname).toBe("/portal/contato");
        expect(href.searchParams.get("assunto")).toBe(`${t.notifySubject}: ${solution.title[lang]}`);
      }
    }
    // Only the learning platform has a link.
    expect(solutions.filter((s) => s.link).map((s) => s.slug)).toEqual(["plataforma-aprendizagem"]);
    await expectNoAxeViolations(page, `solucoes (${lang})`);
    await context.close();
  });

  it("alternates the layout: even index image left, odd image right; image above text on phones", async () => {
    const { context, page } = await e2e.open(url(lang));
    const sections = page.locator("section[data-solution]");
    expect(await sections.evaluateAll((els) => els.map((e) => e.getAttribute("data-solution")))).toEqual(
      solutions.map((s) => s.slug),
    );
    expect(await sections.evaluateAll((els) => els.map((e) => e.getAttribute("data-layout")))).toEqual(
      solutions.map((_, i) => (i % 2 === 0 ? "media-start" : "media-end")),
    );
    const sides = () => mediaSides(sections);
    expect(await sides()).toEqual(["left", "right", "left", "right"]);
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await sides()).toEqual(["above", "above", "above", "above"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page, `solucoes at 320 px (${lang})`);
    await context.close();
  });
});

describe("solucoes without JavaScript", () => {
  it("shows every solution and its button, or its coming-soon button and the way to be told", async () => {
    const { context, page } = await e2e.open(url("pt"), { javaScriptEnabled: false });
    for (const solution of solutions) {
      expect(await page.getByRole("heading", { name: solution.title.pt, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByRole("link", { name: /^Acessar/ }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: /^Em Breve Disponível/ }).count()).toBe(3);
    expect(await page.getByRole("link", { name: new RegExp(`^${solucoesStrings.pt.notifyLink}`) }).count()).toBe(3);
    await context.close();
    await expectNoAxeViolationsWithoutScripts(e2e.browser, url("pt"), "solucoes");
  });
});

describe("page titles", () => {
  it("gives home, institucional and solucoes a unique title in each language", async () => {
    const titles: string[] = [];
    for (const lang of languages.map((l) => l.code)) {
      for (const path of ["/portal", "/portal/institucional", "/portal/solucoes"]) {
        const html = await (await fetch(`${e2e.server.url}${path}?lang=${lang}`)).text();
        titles.push(/<title>([^<]*)<\/title>/.exec(html)![1]!);
      }
    }
    expect(new Set(titles).size).toBe(9);
    expect(titles[2]).toContain(pages.solucoes.title.pt);
  });
});

describe("solucoes, first paint", () => {
  it("asks for the first solution's picture at once (it is on a phone's first screen) and the others when near", async () => {
    const html = await (await fetch(url("pt"))).text();
    const loading = imageLoadingIn(html, 'data-solution="').slice(0, solutions.filter((s) => s.image).length);
    expect(loading[0]).toBe("eager high");
    expect(new Set(loading.slice(1))).toEqual(new Set(["lazy"]));
  });
});

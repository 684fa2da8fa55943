/**
 * axe on every page of the portal, in all three languages and in each state an aid can put it in
 * (default, high contrast, font +6 and a 320 px wide screen; `states` says which pairs), with no
 * horizontal scrolling where reflow is required (320 px, font +6, and 200% zoom). The page list
 * comes from the route table itself (app/routes.ts), so a page added later is checked without
 * touching this file.
 * One server and one browser for the whole matrix.
 */
import type { BrowserContextOptions, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes";
import vacanciesJson from "../../content/vacancies.json";
import { LAYOUT_PAGES } from "../../common/a11y/test-matrix";
import { languages, type Lang } from "../../common/i18n/languages";
import { expectNoAxeViolations, newContext, useSiteAndBrowser } from "./harness";
import { ready } from "./a11y-helpers";
import { ALERT_CONFIRM_PATH, ALERT_MANAGE_PATH } from "../../common/paths";
import { requestedAlertPages } from "../support/alerts";

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** A sample value for each route parameter: a page with parameters is checked with these. */
const sampleParams: Record<string, string> = { key: vacanciesJson.find((v) => v.visible && v.desirable.length > 0)!.key };

/** Every page under the /portal layout: /portal itself (the index) and each child path. */
function portalPages(): string[] {
  const portal = (routes as RouteEntry[]).find((r) => r.path === "portal");
  if (!portal?.children) throw new Error("no /portal layout in app/routes.ts");
  return portal.children
    .filter((child) => child.index || (child.path && child.path !== "*"))
    .map((child) =>
      child.index
        ? "/portal"
        : `/portal/${child.path!.replace(/:(\w+)/g, (_, name: string) => {
            if (!sampleParams[name]) throw new Error(`no sample value for the route parameter :${name}`);
            return sampleParams[name];
          })}`,
    );
}

const pages = portalPages();

interface State {
  name: string;
  cookie?: string;
  context: BrowserContextOptions;
  /** Reflow (WCAG 1.4.10): nothing may scroll sideways. */
  reflow: boolean;
  /** Languages axe runs in (reflow is checked in all). */
  axe: readonly Lang[];
}

// axe's findings depend on the state (colours, sizes, layout) or on the language (names, labels,
// `lang`), rarely on both at once: every language runs in the default state, and each other state
// in one language of its own (Spanish, the longest words, at 320 px). Every state-language pair
// is a pair of factors already covered, at half the cost of all twelve (this file was the end-to-end
// run's longest, about 18 minutes on a busy machine). Reflow, cheap, is checked in every language.
const states: State[] = [
  { name: "default", context: {}, reflow: false, axe: ["pt", "en", "es"] },
  { name: "high contrast", cookie: "c1.f0.l0", context: {}, reflow: false, axe: ["pt"] },
  { name: "font +6", cookie: "c-.f6.l0", context: {}, reflow: true, axe: ["en"] },
  { name: "320 px wide", context: { viewport: { width: 320, height: 640 } }, reflow: true, axe: ["es"] },
];

const e2e = useSiteAndBrowser();

/**
 * The pages a job alert's links open need a signed link: a real request's, made once. Every other
 * page is its path.
 */
let linked: Record<string, string> = {};
beforeAll(async () => {
  const { confirm, manage } = await requestedAlertPages(e2e.server, "axe@example.com");
  linked = { [ALERT_CONFIRM_PATH]: confirm, [ALERT_MANAGE_PATH]: manage };
});
const addressOf = (path: string, lang: Lang) => {
  const target = linked[path] ?? path;
  return `${target}${target.includes("?") ? "&" : "?"}lang=${lang}`;
};

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** What sticks out to the right, to make a reflow failure readable. */
async function widest(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll("body *"))
      .filter((el) => el.getBoundingClientRect().right > limit + 1)
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${String(el.className).split(" ").join(".")} right=${Math.round(el.getBoundingClientRect().right)}`,
      );
  });
}

it("checks every page of the route table", () => {
  expect(pages).toEqual(expect.arrayContaining([...LAYOUT_PAGES, `/portal/trabalhe/${sampleParams.key}`]));
});

describe.each(states.map((s) => [s.name, s] as const))("%s", (_name, state) => {
  for (const { code: lang } of languages) {
    const checks = [state.axe.includes(lang) ? "passes axe" : "", state.reflow ? "reflows" : ""].filter(Boolean);
    if (checks.length === 0) continue;
    it(`${checks.join(" and ")} on every page in ${lang}`, async () => {
      const context = await newContext(e2e.browser, state.context);
      if (state.cookie) await context.addCookies([{ name: "prefs", value: state.cookie, url: e2e.server.url }]);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      for (const path of pages) {
        const response = await page.goto(`${e2e.server.url}${addressOf(path, lang)}`);
        expect(response?.status(), path).toBe(200);
        await ready(page);
        if (state.axe.includes(lang)) await expectNoAxeViolations(page, `(${state.name}, ${lang})`);
        if (state.reflow)
          expect(await overflow(page), `${path} scrolls sideways: ${(await widest(page)).join("; ")}`).toBeLessThanOrEqual(0);
      }
      await context.close();
      expect(errors, "errors in the pages").toEqual([]);
    }, 120_000);
  }
});

describe("200% browser zoom", () => {
  it.each(languages.map((l) => [l.code] as const))(
    // axe already ran on this layout width in the 320 px and font +6 states.
    "keeps every page within the screen in %s, with the font at +6 too",
    async (lang: Lang) => {
      // A 1280x900 window at 200% zoom lays out as 640x450 CSS pixels at device scale 2.
      const { context, page } = await e2e.newPage({ viewport: { width: 640, height: 450 }, deviceScaleFactor: 2 });
      for (const cookie of ["c-.f0.l0", "c-.f6.l0"]) {
        await context.addCookies([{ name: "prefs", value: cookie, url: e2e.server.url }]);
        for (const path of pages) {
          await page.goto(`${e2e.server.url}${addressOf(path, lang)}`);
          await ready(page);
          expect(
            await overflow(page),
            `${path} (${cookie}) scrolls sideways: ${(await widest(page)).join("; ")}`,
          ).toBeLessThanOrEqual(0);
        }
      }
      await context.close();
    },
    120_000,
  );
});

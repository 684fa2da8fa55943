/**
 * How a page comes alive in the browser (docs/decisions/0024): React alone hydrates the page the
 * server rendered, from the page's data, with the page's own module. No React Router code and no
 * stylesheet travel; nothing mismatches; what the page adds with JavaScript works.
 */
import { describe, expect, it } from "vitest";
import type { Lang } from "../../common/i18n/languages";
import vacancies from "../../content/vacancies.json";
import { atuacaoStrings } from "../../app/pages/atuacao/strings";
import { hydrating, useSiteAndBrowser } from "./harness";

const e2e = useSiteAndBrowser();
const opening = (vacancies as Array<{ key: string; visible?: boolean }>).find((v) => v.visible !== false)!.key;

const pages: Array<[path: string, lang: Lang, page: string]> = [
  ["/portal", "pt", "home"],
  ["/portal/institucional", "en", "institucional"],
  ["/portal/atuacao", "es", "atuacao"],
  ["/portal/solucoes", "pt", "solucoes"],
  ["/portal/trabalhe", "en", "trabalhe"],
  [`/portal/trabalhe/${opening}`, "es", "vaga"],
  ["/portal/trabalhe/nao-existe", "pt", "vaga-nao-encontrada"],
  ["/portal/contato", "en", "contato"],
  ["/portal/colaborador", "es", "colaborador"],
  ["/portal/acessibilidade", "pt", "acessibilidade"],
];

describe("hydration without a router", () => {
  it.each(pages)("%s (%s) hydrates as %s with React and its own module only", async (path, lang, id) => {
    const { context, page } = await e2e.newPage();
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && !/status of 404/.test(m.text())) errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    const scripts: string[] = [];
    const stylesheets: string[] = [];
    page.on("response", async (r) => {
      const type = r.request().resourceType();
      if (type === "script") scripts.push(await r.text());
      if (type === "stylesheet") stylesheets.push(r.url());
    });
    await page.goto(`${e2e.server.url}${path}?lang=${lang}`);
    await page.waitForLoadState("networkidle");

    const data = JSON.parse((await page.locator("#page-data").textContent()) ?? "{}") as {
      page?: { id: string };
      root?: Record<string, unknown>;
    };
    expect(data.page?.id).toBe(id);
    expect(data.root?.lang).toBe(lang);
    // Structured data stays in the head; it does not travel twice.
    expect(data.root).not.toHaveProperty("organizationLd");
    expect(errors).toEqual([]);
    expect(stylesheets).toEqual([]);
    expect(scripts.length).toBeGreaterThan(2);
    // React Router's browser code reads window.__reactRouterContext; none of the loaded scripts does.
    for (const code of scripts) expect(code).not.toContain("__reactRouter");
    // What only JavaScript adds is in: the accessibility tools are live.
    expect(await page.locator("html").getAttribute("data-a11y")).toBe("ready");
    await context.close();
  });

  it("keeps a filter in the address without a request, and the language links follow it", async () => {
    const { context, page } = await e2e.open(`/portal/atuacao?lang=pt`);
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents.push(new URL(r.url()).pathname);
    });
    const before = page.url();
    // The tile's label is what a visitor clicks (its checkbox is visually hidden).
    await page.getByRole("group", { name: atuacaoStrings.pt.areas.legend }).locator("label").first().click();
    await expect.poll(() => page.url()).not.toBe(before);
    expect(new URL(page.url()).searchParams.get("lang")).toBe("pt");
    expect(documents).toEqual([]);
    // The language switcher's links follow the filtered address.
    const en = page.getByRole("link", { name: /^EN/ });
    const switched = new URL((await en.getAttribute("href"))!, e2e.server.url).searchParams;
    expect(switched.get("lang")).toBe("en");
    expect(switched.get("areas")).toBe(new URL(page.url()).searchParams.get("areas"));
    expect(switched.get("areas")).toBeTruthy();
    await context.close();
  });

  describe("the page's scripts wait for its first contentful paint", () => {
    /**
     * Holds the report of the first contentful paint until the test gives it (the browser's own
     * report is not shown to the page), or hides the page.
     */
    const holdFirstPaint = (hidden: boolean) => {
      const waiting: Array<() => void> = [];
      const fcpOnly = { getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{}] : []) };
      const Native = window.PerformanceObserver;
      // A plain function, not a class: the page gets this function's source, without helpers.
      function HeldPaintObserver(callback: PerformanceObserverCallback) {
        const observer = new Native(callback);
        const observe = observer.observe.bind(observer);
        observer.observe = (options?: PerformanceObserverInit) => {
          if (options?.type === "paint") {
            waiting.push(() => callback(fcpOnly as unknown as PerformanceObserverEntryList, observer));
          } else observe(options);
        };
        return observer;
      }
      HeldPaintObserver.supportedEntryTypes = Native.supportedEntryTypes;
      Object.assign(window, {
        PerformanceObserver: HeldPaintObserver,
        reportFirstContentfulPaint: () => waiting.splice(0).forEach((report) => report()),
      });
      if (hidden) Object.defineProperty(document, "visibilityState", { get: () => "hidden" });
    };
    const hydrated = () => document.documentElement.getAttribute("data-hydrated") === "true";
    const appScripts = (requested: string[]) => requested.filter((url) => new URL(url).pathname.startsWith("/assets/"));

    it("asks for no script before the first contentful paint, then hydrates", async () => {
      const { context, page } = await e2e.newPage();
      hydrating(page, false);
      await page.addInitScript(holdFirstPaint, false);
      const requested: string[] = [];
      page.on("request", (r) => {
        if (r.resourceType() === "script") requested.push(r.url());
      });
      await page.goto(`${e2e.server.url}/portal/trabalhe?lang=pt`);
      await page.waitForLoadState("load");
      expect(appScripts(requested)).toEqual([]);
      expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();

      await page.evaluate(() => (window as unknown as { reportFirstContentfulPaint(): void }).reportFirstContentfulPaint());
      await page.waitForFunction(hydrated);
      expect(appScripts(requested).length).toBeGreaterThan(2);
      await context.close();
    });

    it("starts at once in a tab that is hidden, where nothing is painted", async () => {
      const { context, page } = await e2e.newPage();
      hydrating(page, false);
      await page.addInitScript(holdFirstPaint, true);
      await page.goto(`${e2e.server.url}/portal/contato?lang=es`);
      await page.waitForFunction(hydrated);
      await context.close();
    });
  });
});

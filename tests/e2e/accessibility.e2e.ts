/**
 * The accessibility aids, operated from the keyboard alone in real Chromium: the shortcuts (both
 * conventions, and the Firefox variant through its user agent), high contrast and font size (what
 * the page shows and what the screen reader is told, and that it persists), the preference forms
 * without JavaScript, screen-reader landmarks and route changes, and the accessibility page.
 * The Libras mode and panel are in libras.e2e.ts; the axe matrix in accessibility-axe.e2e.ts.
 */
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { uiStrings } from "../../app/i18n/ui";
import { a11yStrings, fontAnnouncement } from "../../app/accessibility/strings";
import { statementText } from "../../app/accessibility/statement-strings.server";
import { fontLevel } from "../../common/a11y/preferences";
import { languages, type Lang } from "../../common/i18n/languages";
import shortcuts from "../../content/shortcuts.json";
import { expectNoAxeViolations, newContext, useSiteAndBrowser } from "./harness";
import { focused, ready, tabTo } from "./a11y-helpers";

const e2e = useSiteAndBrowser();

const FIREFOX_UA = "Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0";

const pageErrors = new WeakMap<Page, string[]>();

async function open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const { page } = await e2e.newPage(options);
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(e2e.server.url + path);
  if (options.javaScriptEnabled !== false) await ready(page);
  return page;
}

/** Closes the page's context; the page must not have thrown (a hydration mismatch, a bug in an aid). */
async function close(page: Page): Promise<void> {
  const errors = pageErrors.get(page) ?? [];
  await page.context().close();
  expect(errors, "errors in the page").toEqual([]);
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const paragraphSize = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector(".page-intro__text") ?? document.body).fontSize);
const announcer = (page: Page) => page.getByTestId("font-announcer").textContent();

describe("keyboard shortcuts", () => {
  const cases: Array<[string, string, string]> = [
    ["Alt+k", "#conteudo", "content (letter)"],
    ["Alt+q", "#menu-principal", "menu (letter)"],
    ["Alt+a", "#barra-acessibilidade", "bar (letter)"],
    ["Alt+Digit1", "#conteudo", "content (eMAG)"],
    ["Alt+Digit2", "#menu-principal", "menu (eMAG)"],
    ["Alt+Digit3", "#barra-acessibilidade", "bar (eMAG)"],
    ["Alt+Digit4", "#rodape", "footer (eMAG)"],
  ];

  it("move focus where they should in Chromium, with both conventions", async () => {
    const page = await open("/portal/institucional?lang=pt");
    await expect.poll(() => focused(page)).toBe("body");
    for (const [keys, target, what] of cases) {
      // Start elsewhere each time, so every shortcut has to move focus.
      await page.keyboard.press(target === "#rodape" ? "Alt+k" : "Alt+Digit4");
      await page.keyboard.press(keys);
      await expect.poll(() => focused(page), { message: `${keys}: ${what}` }).toBe(target);
    }
    await expectNoAxeViolations(page, "after the shortcuts");
    await close(page);
  });

  it("take the menu button on phones, where the menu's first item is hidden", async () => {
    const page = await open("/portal?lang=en", { viewport: { width: 375, height: 740 } });
    await page.keyboard.press("Alt+q");
    await expect.poll(() => focused(page)).toBe("button.mobile-menu__toggle");
    await page.keyboard.press("Alt+Digit2");
    await expect.poll(() => focused(page)).toBe("button.mobile-menu__toggle");
    // The skip links are out of sight on phones until the keyboard reaches them.
    await page.keyboard.press("Alt+a");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: `${uiStrings.en.skip.toContent} Alt+K` });
    await expect.poll(() => skip.isVisible()).toBe(true);
    await expect.poll(async () => (await skip.boundingBox())?.width ?? 0).toBeGreaterThan(40);
    await expectNoAxeViolations(page, "skip link focused on a phone");
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page)).toBe("#conteudo");
    await close(page);
  });

  it("never fire while the visitor types in a field", async () => {
    const page = await open("/portal/contato?lang=pt");
    await page.evaluate(() => {
      const form = document.createElement("form");
      form.innerHTML =
        '<label>Nome <input id="campo" type="text"></label><label>Mensagem <textarea id="area"></textarea></label>' +
        '<label>Assunto <select id="lista"><option>A</option></select></label><div id="editavel" contenteditable="true" role="textbox" aria-label="Editável"></div>' +
        '<label>Aceito <input id="caixa" type="checkbox"></label>';
      document.querySelector("#conteudo .page")!.append(form);
    });
    for (const field of ["#campo", "#area", "#lista", "#editavel"]) {
      await page.keyboard.press("Alt+k");
      await tabTo(page, field);
      if (field !== "#lista") await page.keyboard.type("Olá");
      for (const keys of ["Alt+k", "Alt+q", "Alt+a", "Alt+Digit1", "Alt+Digit4"]) {
        await page.keyboard.press(keys);
        await expect.poll(() => focused(page), { message: `${keys} in ${field}` }).toBe(field);
      }
    }
    expect(await page.inputValue("#campo")).toBe("Olá");
    // A checkbox is not a text field: the shortcuts work there.
    await tabTo(page, "#caixa");
    await page.keyboard.press("Alt+k");
    await expect.poll(() => focused(page)).toBe("#conteudo");
    await close(page);
  });

  it("use Alt+Shift in Firefox (told by its user agent) and leave plain Alt to the browser", async () => {
    const page = await open("/portal/solucoes?lang=es", { userAgent: FIREFOX_UA });
    await page.keyboard.press("Alt+k");
    await expect.poll(() => focused(page)).toBe("body");
    await page.keyboard.press("Alt+Shift+K");
    await expect.poll(() => focused(page)).toBe("#conteudo");
    await page.keyboard.press("Alt+Shift+Digit4");
    await expect.poll(() => focused(page)).toBe("#rodape");
    await page.keyboard.press("Alt+Shift+A");
    await expect.poll(() => focused(page)).toBe("#barra-acessibilidade");
    // The bar shows the keys of this browser.
    const skip = page.getByRole("link", { name: `${uiStrings.es.skip.toContent} Alt+Shift+K` });
    expect(await skip.count()).toBe(1);
    await close(page);
  });

  it("are listed on the accessibility page with the visitor's browser first: Firefox's keys in Firefox, the others' elsewhere", async () => {
    const keys = statementText.es.keys;
    const firstOfEachAid = async (page: Page) =>
      page.locator(".a11y-keys-list__row").evaluateAll((rows) => rows.map((row) => row.querySelector("dd")?.textContent ?? ""));
    const firefox = await open("/portal/acessibilidade?lang=es", { userAgent: FIREFOX_UA });
    const inFirefox = await firstOfEachAid(firefox);
    expect(inFirefox.length).toBeGreaterThan(3);
    for (const line of inFirefox) expect(line).toMatch(new RegExp(`^${keys.firefox}: .*Alt\\+Shift\\+`));
    // Before any module: the list is in that order from the first paint, and no React was asked for.
    expect(await firefox.evaluate(() => performance.getEntriesByType("resource").some((r) => /framework-/.test(r.name)))).toBe(
      false,
    );
    await close(firefox);
    const chrome = await open("/portal/acessibilidade?lang=es");
    for (const line of await firstOfEachAid(chrome)) expect(line).toMatch(new RegExp(`^${keys.browsers}: Alt\\+[^S]`));
    await close(chrome);
  });
});

describe.each(languages.map((l) => [l.code] as const))("high contrast and font size in %s", (lang: Lang) => {
  const ui = uiStrings[lang];
  const s = a11yStrings[lang];

  it("turns high contrast on and off from the keyboard, tells its state, and remembers it", async () => {
    const page = await open(`/portal/trabalhe?lang=${lang}`, { colorScheme: "light" });
    expect(await bodyBackground(page)).toBe("rgb(255, 255, 255)");
    await page.keyboard.press("Alt+a");
    await tabTo(page, '[data-pref="contrast"]');
    const button = page.getByRole("button", { name: ui.a11yBar.contrast });
    expect(await button.getAttribute("aria-pressed")).toBe("false");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.evaluate(() => document.body.classList.contains("alto-contraste"))).toBe(true);
    expect(await bodyBackground(page)).toBe("rgb(0, 0, 0)");
    expect(await page.getByRole("button", { name: ui.a11yBar.contrast }).getAttribute("aria-pressed")).toBe("true");
    // Focus stays on the control, in the new palette.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-pref"))).toBe("contrast");
    await expectNoAxeViolations(page, "high contrast on");

    await page.reload();
    await ready(page);
    expect(await page.evaluate(() => document.body.className)).toContain("alto-contraste");
    expect(await bodyBackground(page)).toBe("rgb(0, 0, 0)");

    await page.keyboard.press("Alt+a");
    await tabTo(page, '[data-pref="contrast"]');
    await page.keyboard.press("Space");
    await expect.poll(() => bodyBackground(page)).toBe("rgb(255, 255, 255)");
    await page.reload();
    expect(await bodyBackground(page)).toBe("rgb(255, 255, 255)");
    await close(page);
  });

  it("changes the font in steps of 2 up to +6 and down to -6, announces each step and remembers it", async () => {
    const page = await open(`/portal/atuacao?lang=${lang}`);
    await page.evaluate(() => {
      (window as unknown as { fontEvents: number[] }).fontEvents = [];
      window.addEventListener("fonte-mudou", (e) =>
        (window as unknown as { fontEvents: number[] }).fontEvents.push((e as CustomEvent<{ font: number }>).detail.font),
      );
    });
    expect(await paragraphSize(page)).toBe("19px"); // h4 tier: 16 + 3
    await page.keyboard.press("Alt+a");
    await tabTo(page, '[data-pref="font-increase"]');
    for (const [font, size] of [
      [2, "21px"],
      [4, "23px"],
      [6, "25px"],
      [6, "25px"],
    ] as const) {
      await page.keyboard.press("Enter");
      await expect.poll(() => page.getAttribute("html", "data-font")).toBe(String(font));
      expect(await paragraphSize(page)).toBe(size);
      await expect.poll(() => announcer(page)).toBe(fontAnnouncement(fontLevel(font), s));
    }
    expect(await announcer(page)).toBe(s.announce.increased(3) + ` (${s.announce.largest})`);
    expect(await page.evaluate(() => (window as unknown as { fontEvents: number[] }).fontEvents)).toEqual([2, 4, 6]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page, "font +6");

    await page.reload();
    await ready(page);
    expect(await page.getAttribute("html", "data-font")).toBe("6");
    expect(await paragraphSize(page)).toBe("25px");

    await page.keyboard.press("Alt+a");
    await tabTo(page, '[data-pref="font-default"]');
    await page.keyboard.press("Enter");
    await expect.poll(() => announcer(page)).toBe(s.announce.default);
    expect(await paragraphSize(page)).toBe("19px");
    await tabTo(page, '[data-pref="font-decrease"]', { back: true });
    for (const font of [-2, -4, -6]) {
      await page.keyboard.press("Enter");
      await expect.poll(() => announcer(page)).toBe(fontAnnouncement(fontLevel(font), s));
    }
    expect(await announcer(page)).toBe(`${s.announce.decreased(3)} (${s.announce.smallest})`);
    expect(await page.getAttribute("html", "data-font")).toBe("-6");
    await close(page);
  });
});

describe("the system's settings on a first visit", () => {
  it("follows prefers-contrast: more until the visitor chooses, and the choice wins", async () => {
    const page = await open("/portal?lang=pt", { contrast: "more" });
    expect(await page.getAttribute("html", "data-contrast")).toBe("system");
    expect(await bodyBackground(page)).toBe("rgb(0, 0, 0)");
    const button = page.getByRole("button", { name: uiStrings.pt.a11yBar.contrast });
    expect(await button.count()).toBe(1);
    expect(await button.getAttribute("aria-pressed")).toBe("true");
    await expectNoAxeViolations(page, "system high contrast");
    await page.keyboard.press("Alt+a");
    await tabTo(page, '[data-pref="contrast"]:not(.a11y-tool--if-system-normal)');
    await page.keyboard.press("Enter");
    await expect.poll(() => bodyBackground(page)).toBe("rgb(255, 255, 255)");
    expect(await page.getAttribute("html", "data-contrast")).toBeNull();
    await page.reload();
    expect(await bodyBackground(page)).toBe("rgb(255, 255, 255)");
    await close(page);
  });

  it("applies the palette without JavaScript too, and in forced-colors mode", async () => {
    const noJs = await open("/portal?lang=en", { contrast: "more", javaScriptEnabled: false });
    expect(await bodyBackground(noJs)).toBe("rgb(0, 0, 0)");
    expect(await noJs.getByRole("button", { name: uiStrings.en.a11yBar.contrast }).getAttribute("aria-pressed")).toBe("true");
    await close(noJs);
    const forced = await open("/portal?lang=en", { forcedColors: "active" });
    expect(await forced.evaluate(() => document.documentElement.classList.contains("alto-contraste"))).toBe(true);
    await close(forced);
  });

  it("turns animations and smooth scrolling off when the system asks for reduced motion", async () => {
    const page = await open("/portal?lang=pt", { reducedMotion: "reduce" });
    const styles = await page.evaluate(() => {
      const probe = document.createElement("div");
      probe.style.transition = "opacity 2s";
      probe.style.animation = "menu-fade-in 2s";
      document.body.append(probe);
      const cs = getComputedStyle(probe);
      return {
        transition: parseFloat(cs.transitionDuration),
        animation: parseFloat(cs.animationDuration),
        scroll: getComputedStyle(document.documentElement).scrollBehavior,
      };
    });
    expect(styles.transition).toBeLessThan(0.001);
    expect(styles.animation).toBeLessThan(0.001);
    expect(styles.scroll).toBe("auto");
    await close(page);
  });
});

/** Presses Enter on a form button without JavaScript and waits for the new page (post, 303, get). */
async function submit(page: Page) {
  const loaded = page.waitForEvent("load");
  await page.keyboard.press("Enter");
  await loaded;
}

describe("without JavaScript", () => {
  it("the preference forms post, redirect back (303) and show the new state", async () => {
    const page = await open("/portal/solucoes?lang=es", { javaScriptEnabled: false });
    const ui = uiStrings.es;
    const responses: number[] = [];
    page.on("response", (r) => {
      if (new URL(r.url()).pathname === "/preferencias") responses.push(r.status());
    });
    await tabTo(page, '[data-pref="font-increase"]');
    await submit(page);
    expect(new URL(page.url()).pathname + new URL(page.url()).search + new URL(page.url()).hash).toBe(
      "/portal/solucoes?lang=es#barra-acessibilidade",
    );
    expect(responses).toEqual([303]);
    expect(await page.getAttribute("html", "data-font")).toBe("2");
    expect(await paragraphSize(page)).toBe("21px");

    await tabTo(page, '[data-pref="contrast"]:not(.a11y-tool--if-system-contrast)');
    await submit(page);
    expect(await bodyBackground(page)).toBe("rgb(0, 0, 0)");
    expect(await page.getByRole("button", { name: ui.a11yBar.contrast }).getAttribute("aria-pressed")).toBe("true");

    await tabTo(page, '[data-pref="libras"]');
    await submit(page);
    expect(await page.getByRole("button", { name: ui.a11yBar.libras }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.evaluate(() => document.body.className)).toBe("alto-contraste libras-ativo");
    // The font buttons describe the current size.
    expect(await page.locator("#fonte-atual").textContent()).toBe(a11yStrings.es.announce.increased(1));
    // axe needs a script in the page: scan the same server-rendered state with JavaScript on.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "prefs")?.value).toBe("c1.f2.l1");
    const withJs = await newContext(e2e.browser);
    await withJs.addCookies(cookies);
    const same = await withJs.newPage();
    await same.goto(page.url());
    await expectNoAxeViolations(same, "the state the forms reached");
    await withJs.close();
    await close(page);
  });

  it("the endpoint refuses other sites, unknown actions and addresses outside the site", async () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${e2e.server.url}/preferencias`, {
        method: "POST",
        body,
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      });
    const ok = await post("acao=fonte-mais&back=%2Fportal%2Fcontato%3Flang%3Den", { cookie: "prefs=c1.f4.l0" });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/portal/contato?lang=en#barra-acessibilidade");
    expect(ok.headers.get("set-cookie")).toBe("prefs=c1.f6.l0; Max-Age=31536000; Path=/; SameSite=Lax");

    for (const back of ["https://evil.example/", "//evil.example/x", "/\\evil.example"]) {
      const r = await post(`acao=libras-on&back=${encodeURIComponent(back)}`);
      expect(r.status, back).toBe(303);
      expect(r.headers.get("location"), back).toBe("/portal?lang=pt#barra-acessibilidade");
    }
    expect((await post("acao=apagar-tudo&back=%2Fportal")).status).toBe(400);
    expect((await post("acao=fonte-mais", { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post("acao=fonte-mais", { origin: "https://evil.example" })).status).toBe(403);
    const get = await fetch(`${e2e.server.url}/preferencias?lang=en`, { redirect: "manual" });
    expect(get.status).toBe(302);
    expect(get.headers.get("location")).toBe("/portal?lang=en");
  });
});

describe("screen readers", () => {
  it("find one banner, one main, one footer, named navigations and the start and end markers", async () => {
    for (const lang of ["pt", "en", "es"] as const) {
      const ui = uiStrings[lang];
      const page = await open(`/portal/contato?lang=${lang}`);
      expect(await page.getByRole("banner").count()).toBe(1);
      expect(await page.getByRole("main").count()).toBe(1);
      expect(await page.getByRole("contentinfo").count()).toBe(1);
      expect(await page.getByRole("region", { name: ui.a11yBar.label }).count()).toBe(1);
      const navNames = await page.getByRole("navigation").evaluateAll((navs) => navs.map((n) => n.getAttribute("aria-label")));
      expect(navNames.length).toBeGreaterThanOrEqual(2);
      for (const name of navNames) expect(name).toBeTruthy();
      expect(new Set(navNames).size).toBe(navNames.length);
      const main = page.getByRole("main");
      const markers = main.getByRole("heading", { level: 2, name: new RegExp(`^(${ui.page.start}|${ui.page.end})$`) });
      expect(await markers.allTextContents()).toEqual([ui.page.start, ui.page.end]);
      await close(page);
    }
  });

  it("get each page as a new document: its own title, scroll at the top, focus on the start marker after a link", async () => {
    // Links are plain links (docs/decisions/0024): a screen reader reads the new document's title
    // as it loads; the first page keeps the browser's focus (the spec's first access), a page
    // reached by a link focuses its start marker (app/site/first-paint.ts, tests/e2e/first-paint.e2e.ts).
    const page = await open("/portal?lang=en");
    const homeTitle = await page.title();
    await expect.poll(() => focused(page)).toBe("body");
    await page.keyboard.press("Alt+q");
    await page.keyboard.press("Tab"); // second item: Research
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/portal\/atuacao/);
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.title()).not.toBe(homeTitle);
    expect(await page.getByRole("heading", { level: 1 }).first().textContent()).toBeTruthy();
    expect(await focused(page)).toBe("#marcador-inicio");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Back: the home page again, with its own title.
    await page.goBack();
    await page.waitForURL(/\/portal\?lang=en$/);
    await expect.poll(() => page.title()).toBe(homeTitle);
    await close(page);
  });
});

describe.each(languages.map((l) => [l.code] as const))("the accessibility page in %s", (lang: Lang) => {
  const ui = uiStrings[lang];
  const text = statementText[lang];

  it("is linked from the bar and the footer and explains the nine aids and the statement", async () => {
    const page = await open(`/portal?lang=${lang}`);
    await page.keyboard.press("Alt+a");
    await tabTo(page, ".a11y-tool--link");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/portal\/acessibilidade\?lang=/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(text.title);
    const aids = page.getByRole("region", { name: text.aids.title }).getByRole("listitem");
    expect(await aids.count()).toBe(9);
    expect(await aids.getByRole("heading", { level: 3 }).allTextContents()).toEqual(shortcuts.map((s) => s.title[lang]));
    const keys = page.getByRole("region", { name: text.keys.title });
    expect(await keys.getByText("Alt+K", { exact: true }).count()).toBe(1);
    expect(await keys.getByText("Alt+Shift+K", { exact: true }).count()).toBe(1);
    expect(await keys.getByText("Alt+4", { exact: true }).count()).toBe(1);
    const statement = page.getByRole("region", { name: text.statement.title });
    for (const heading of [
      text.statement.statusTitle,
      text.statement.testedTitle,
      text.statement.limitationsTitle,
      text.statement.howTitle,
      text.statement.contactTitle,
      text.statement.dateTitle,
    ]) {
      expect(await statement.getByRole("heading", { level: 3, name: heading }).count(), heading).toBe(1);
    }
    expect(await statement.getByText("WCAG) 2.2").count()).toBe(1);
    expect(await statement.locator("time").getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expectNoAxeViolations(page, "accessibility page");

    // The footer's link goes to the statement, and focus with it.
    await page.goto(`${e2e.server.url}/portal/contato?lang=${lang}`);
    await ready(page);
    await page.keyboard.press("Alt+Digit4");
    await tabTo(page, ".site-footer__statement");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(ui.footer.accessibilityStatement);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/portal\/acessibilidade\?lang=.*#declaracao$/);
    await expect.poll(() => focused(page)).toBe("#declaracao");
    await close(page);
  });
});

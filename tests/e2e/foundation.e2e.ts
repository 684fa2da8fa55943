/**
 * The foundation: the route table, the shared chrome, languages, page views, and pages
 * readable without JavaScript. Runs in all three languages.
 */
import { fortalezaDay } from "../../common/content/openings";
import { describe, expect, it } from "vitest";
import Database from "../../server/db/sqlite-driver";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { uiStrings } from "../../app/i18n/ui";
import { languages } from "../../common/i18n/languages";
import { expectNoAxeViolations, newContext, useSiteAndBrowser } from "./harness";

const e2e = useSiteAndBrowser({ DAL_URL: "https://dal.example.org/entrada" });

const sections = ["institucional", "atuacao", "solucoes", "trabalhe", "contato"] as const;

describe("routes", () => {
  it("redirects the empty path and unknown paths to /portal with a real HTTP redirect", async () => {
    for (const p of ["/", "/nao-existe", "/portal/nao-existe", "/a/b/c"]) {
      // A bare address under /portal first gets its language (server/http/bare-address.ts).
      let location = p;
      for (let hop = 0; hop < 2 && new URL(location, e2e.server.url).pathname !== "/portal"; hop++) {
        const response = await fetch(new URL(location, e2e.server.url), { redirect: "manual" });
        expect(response.status, p).toBe(302);
        location = response.headers.get("location")!;
      }
      expect(location, p).toBe("/portal?lang=pt");
    }
  });

  it("answers every page of the table with 200", async () => {
    for (const p of ["/portal", ...sections.map((s) => `/portal/${s}`), "/portal/colaborador"]) {
      const response = await fetch(e2e.server.url + p);
      expect(response.status, p).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
    }
  });

  it("sends /dal to the configured external address", async () => {
    const response = await fetch(`${e2e.server.url}/dal`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("https://dal.example.org/entrada");
  });

  it("redirects an unknown path asked for after a page of the site", async () => {
    const page = await (await newContext(e2e.browser)).newPage();
    await page.goto(`${e2e.server.url}/portal`);
    await page.evaluate(() => {
      window.history.pushState({}, "", "/portal");
    });
    await page.goto(`${e2e.server.url}/sem-rota`);
    await expect.poll(() => new URL(page.url()).pathname).toBe("/portal");
    await page.context().close();
  });
});

describe.each(languages.map((l) => [l.code, l] as const))("chrome in %s", (code, language) => {
  const ui = uiStrings[code];

  it("sets <html lang>, highlights the current page and passes axe on every page", async () => {
    const { context, page } = await e2e.newPage();
    for (const section of sections) {
      await page.goto(`${e2e.server.url}/portal/${section}?lang=${code}`);
      await expect.poll(() => page.getAttribute("html", "lang")).toBe(language.htmlLang);
      const nav = page.getByRole("navigation", { name: ui.nav.label });
      const current = nav.getByRole("link", { name: ui.nav[section], exact: true });
      await expect.poll(() => current.getAttribute("aria-current")).toBe("page");
      expect(await nav.getByRole("link", { name: ui.nav.home, exact: true }).count()).toBe(0);
      await expectNoAxeViolations(page, `${section} (${code})`);
    }
    await page.goto(`${e2e.server.url}/portal?lang=${code}`);
    await expectNoAxeViolations(page, `home (${code})`);
    await context.close();
    // Seven pages, axe on each: more than the default minute on a busy machine.
  }, 180_000);

  it("shows the footer's contact, badges and four social networks", async () => {
    const { context, page } = await e2e.open(`/portal?lang=${code}`);
    const footer = page.getByRole("contentinfo");
    await expect
      .poll(() =>
        footer
          .getByRole("link", { name: /@lead\.example/ })
          .first()
          .getAttribute("href"),
      )
      .toMatch(/^mailto:/);
    // The accessibility badge names the guidelines and what the statement says, no level claimed.
    expect(await footer.getByRole("link", { name: `${ui.footer.badgeWcag} ${ui.footer.badgeWcagStatus}` }).count()).toBe(1);
    expect(await footer.getByRole("img", { name: /HTML5|AA/ }).count()).toBe(0);
    expect(await footer.getByRole("list").first().getByRole("link").count()).toBe(4);
    expect(await footer.getByRole("link", { name: ui.page.backToTop }).count()).toBe(1);
    // The year from the clock (server/content/footer-year.test.ts moves it), one "All rights reserved".
    expect(await footer.getByText(`© ${fortalezaDay(Date.now()).slice(0, 4)}`).count()).toBe(1);
    expect(await footer.getByText(ui.footer.rights).count()).toBe(1);
    await context.close();
  });

  it("opens the mobile menu at 375 px and closes it on the overlay and on an item", async () => {
    const { context, page } = await e2e.open(`/portal?lang=${code}`, { viewport: { width: 375, height: 740 } });
    const toggle = page.getByRole("button", { name: ui.nav.menu });
    const dialog = page.getByRole("dialog", { name: ui.nav.label });

    await toggle.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole("link").count()).toBe(6);
    await expect.poll(async () => Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(Math.round(375 * 0.95));
    await expectNoAxeViolations(page, `mobile menu open (${code})`);
    // The overlay is the 5% strip to the left of the panel.
    await page.mouse.click(5, 300);
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // The toggle is locked while the panel slides (200 ms): wait for the lock to end.
    await page.waitForSelector(".mobile-menu__toggle:not([data-locked])");
    await toggle.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("link", { name: ui.nav.trabalhe }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/portal/trabalhe");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await context.close();
  });

  it("keeps the keyboard in the open mobile menu without making the page inert, and Esc gives focus back", async () => {
    const { context, page } = await e2e.open(`/portal?lang=${code}`, { viewport: { width: 375, height: 740 } });
    const toggle = page.getByRole("button", { name: ui.nav.menu, exact: true });
    const dialog = page.getByRole("dialog", { name: ui.nav.label });
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() || document.activeElement?.tagName);
    await page.waitForSelector("[data-chrome=mobile-menu][data-ready] .mobile-menu__toggle", { state: "visible" });

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    // In the top layer, over the overlay; the document behind is not inert (that restyled the whole page).
    expect(await dialog.evaluate((el) => el.matches(":popover-open"))).toBe(true);
    expect(await page.evaluate(() => document.querySelector("main")?.closest("[inert]") === null)).toBe(true);
    await expect.poll(focusedName).toBe(ui.nav.closeMenu);

    // Tab goes through the six items and wraps to the close button; Shift+Tab wraps back.
    const items = [ui.nav.home, ui.nav.institucional, ui.nav.atuacao, ui.nav.solucoes, ui.nav.trabalhe, ui.nav.contato];
    for (const item of items) {
      await page.keyboard.press("Tab");
      await expect.poll(focusedName).toBe(item);
    }
    await page.keyboard.press("Tab");
    await expect.poll(focusedName).toBe(ui.nav.closeMenu);
    await page.keyboard.press("Shift+Tab");
    await expect.poll(focusedName).toBe(ui.nav.contato);
    // The shortcuts stay quiet while it is open, as they did for a modal <dialog>.
    await page.keyboard.press("Alt+k");
    await expect.poll(focusedName).toBe(ui.nav.contato);
    expect(await dialog.isVisible()).toBe(true);

    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains("mobile-menu__toggle"))).toBe(true);
    await context.close();
  });

  it("shows the collaborator page's two texts", async () => {
    const { context, page } = await e2e.open(`/portal/colaborador?lang=${code}`);
    expect(await page.getByRole("heading", { level: 1, name: ui.collaborator.title }).count()).toBe(1);
    expect(await page.getByText(ui.collaborator.text, { exact: true }).count()).toBe(1);
    await context.close();
  });
});

describe("language switcher", () => {
  it("changes <html lang> and the chrome's text, and remembers the choice", async () => {
    const { context, page } = await e2e.open(`/portal/solucoes`);
    expect(await page.getAttribute("html", "lang")).toBe("pt-BR");
    await page.getByRole("navigation", { name: uiStrings.pt.language.switcherLabel }).getByRole("link", { name: /^ES/ }).click();
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("es-ES");
    expect(await page.getByRole("link", { name: uiStrings.es.nav.contato, exact: true }).count()).toBeGreaterThan(0);
    // The choice is saved: a later visit without ?lang= opens in Spanish.
    await page.goto(`${e2e.server.url}/portal/contato`);
    expect(await page.getAttribute("html", "lang")).toBe("es-ES");
    await context.close();
  });

  it("falls back to pt for an unknown language and honours Accept-Language", async () => {
    const unknown = await (await fetch(`${e2e.server.url}/portal?lang=fr`)).text();
    expect(unknown).toContain('<html lang="pt-BR"');
    const english = await (await fetch(`${e2e.server.url}/portal`, { headers: { "accept-language": "en-GB,en;q=0.9" } })).text();
    expect(english).toContain('<html lang="en-US"');
  });
});

describe("page views", () => {
  // A browser as visitors have it: headless Chromium names itself HeadlessChrome, which isbot excludes.
  const desktopChrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
  const storedPaths = () => {
    const db = new Database(path.join(e2e.server.dataDir, "lead.db"), { readonly: true });
    try {
      return (db.prepare("select path from page_view order by id").all() as Array<{ path: string }>).map((r) => r.path);
    } finally {
      db.close();
    }
  };

  it("stores each page view once as its path after /portal, counted from the page's own request", async () => {
    const before = storedPaths().length;
    const { context, page } = await e2e.open(`/portal?lang=pt`, { userAgent: desktopChrome });
    await page
      .getByRole("navigation", { name: uiStrings.pt.nav.label })
      .getByRole("link", { name: uiStrings.pt.nav.atuacao })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/portal/atuacao");
    await expect.poll(() => storedPaths().slice(before), { timeout: 5000 }).toEqual(["/", "/atuacao"]);
    await context.close();
  });

  it("counts a visit without JavaScript, and not a crawler's", async () => {
    const before = storedPaths().length;
    const { context } = await e2e.open(`/portal/solucoes?lang=es`, { userAgent: desktopChrome, javaScriptEnabled: false });
    await fetch(`${e2e.server.url}/portal/institucional`, {
      headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    await expect.poll(() => storedPaths().slice(before), { timeout: 5000 }).toEqual(["/solucoes"]);
    await context.close();
  });

  it("prints the views per page, language and day with a chart (npm run analytics)", async () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/analytics.ts"], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...process.env, DATA_DIR: e2e.server.dataDir, DATABASE_URL: path.join(e2e.server.dataDir, "lead.db") },
      encoding: "utf8",
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^\/atuacao\s+\d+\s+\d+\s+\d+\s+\d+$/m);
    expect(result.stdout).toMatch(/^\d{4}-\d{2}-\d{2}\s+█+/m);
  });
});

describe("without JavaScript", () => {
  it("shows the chrome and the page heading on every page", async () => {
    const { context, page } = await e2e.newPage({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    for (const p of ["/portal", ...sections.map((s) => `/portal/${s}`), "/portal/colaborador"]) {
      await page.goto(`${e2e.server.url}${p}?lang=en`);
      expect(await page.getByRole("heading", { level: 1 }).count(), p).toBe(1);
      expect(await page.getByRole("banner").count(), p).toBe(1);
      expect(await page.getByRole("contentinfo").count(), p).toBe(1);
      // The mobile menu's links are a plain list when there is no script to open the panel.
      expect(await page.getByRole("link", { name: uiStrings.en.nav.contato, exact: true }).isVisible(), p).toBe(true);
    }
    await context.close();
  });
});

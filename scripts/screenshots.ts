/**
 * `npm run screenshots [-- /portal/contato ...]`: full-page screenshots of every page (or those
 * given) at 320, 768 and 1280 px, in the default and the high-contrast palette, from the built
 * server with its seeded content, for people to look at. Written to test-results/screenshots
 * (or SHOTS_DIR, e.g. test-results/before).
 *
 * `-- --states`: instead, the first screen as a visitor meets it (viewport only, no scrolling):
 * arrival on phones (320x568, 375x667) and at 768x1024 and 1280x800; font +6 at 320; the Libras
 * sheet open on a translated paragraph at 375; the chat open at 320 and 1280; the mobile menu open
 * at 320 and 768 in both palettes.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { LAYOUT_PAGES } from "../common/a11y/test-matrix";
import { drawCardsRenderedWhenNear, launchBrowser, newContext, root, startServer } from "../tests/e2e/harness";

const pages = process.argv.slice(2).filter((a) => a.startsWith("/"));
const statesOnly = process.argv.includes("--states");
const targets = pages.length ? pages : [...LAYOUT_PAGES];
const lang = process.env.LANG_CODE ?? "pt";
const widths = process.env.WIDTHS ? process.env.WIDTHS.split(",").map(Number) : [320, 768, 1280];
const palettes = [
  { name: "default", cookie: "c0.f0.l0" },
  { name: "contrast", cookie: "c1.f0.l0" },
];

const out = path.resolve(root, process.env.SHOTS_DIR ?? path.join("test-results", "screenshots"));
mkdirSync(out, { recursive: true });
const [server, browser] = await Promise.all([startServer(), launchBrowser()]);

const slug = (target: string) => target.replace(/^\/portal\/?/, "").replace(/\//g, "-") || "home";

/** One viewport-sized picture of a state: arrival, larger font, Libras sheet, chat open. */
async function states(): Promise<void> {
  const shots: Array<{ name: string; width: number; height: number; cookie: string; act?: (p: Page) => Promise<void> }> = [];
  const statePages = pages.length ? pages : ["/portal", "/portal/trabalhe", "/portal/contato"];
  for (const [width, height] of [
    [320, 568],
    [375, 667],
    [768, 1024],
    [1280, 800],
  ] as const)
    shots.push({ name: `arrival-${width}`, width, height, cookie: "c0.f0.l0" });
  shots.push({ name: "font6-320", width: 320, height: 568, cookie: "c0.f6.l0" });
  for (const [width, height] of [
    [320, 568],
    [768, 1024],
  ] as const)
    for (const palette of palettes)
      shots.push({
        name: `menu-${width}-${palette.name}`,
        width,
        height,
        cookie: palette.cookie,
        act: async (page) => {
          await page.locator("[data-chrome=mobile-menu][data-ready] .mobile-menu__toggle").click();
          await page.waitForSelector(".mobile-menu__dialog[data-open]");
          // The slide (200 ms) has ended when the toggle's lock has.
          await page.waitForSelector(".mobile-menu__toggle:not([data-locked])", { state: "attached" });
        },
      });
  shots.push({
    name: "libras-375",
    width: 375,
    height: 667,
    cookie: "c0.f0.l1",
    act: async (page) => {
      await page.waitForSelector(".libras-trigger", { state: "attached" });
      const target = page.locator("main [data-libras-video]").first();
      if (!(await target.count())) return;
      await target.scrollIntoViewIfNeeded();
      await target.click();
      const trigger = page.locator(".libras-trigger");
      if (await trigger.isVisible()) await trigger.click();
      await page.waitForSelector('[role="dialog"].libras-panel', { timeout: 5000 }).catch(() => null);
    },
  });
  for (const [width, height] of [
    [320, 568],
    [1280, 800],
  ] as const)
    shots.push({
      name: `chat-${width}`,
      width,
      height,
      cookie: "c0.f0.l0",
      act: async (page) => {
        await page.locator(".chat-launcher:visible").click();
        await page.waitForSelector("#stuart-invitation, #stuart-room", { timeout: 10000 }).catch(() => null);
      },
    });
  for (const shot of shots) {
    const context = await newContext(browser, { viewport: { width: shot.width, height: shot.height } });
    await context.addCookies([{ name: "prefs", value: shot.cookie, url: server.url }]);
    const page = await context.newPage();
    for (const target of statePages) {
      await page.goto(`${server.url}${target}?lang=${lang}`);
      await page.waitForSelector("html[data-a11y=ready]", { state: "attached" });
      // Only the images in view: lazy ones further down never load, and their decode() never settles.
      await page.evaluate(() =>
        Promise.all(
          Array.from(document.images)
            .filter((img) => img.getBoundingClientRect().top < innerHeight)
            .map((img) => Promise.race([img.decode().catch(() => null), new Promise((r) => setTimeout(r, 3000))])),
        ),
      );
      if (shot.act) await shot.act(page);
      const name = `${slug(target)}-${shot.name}.png`;
      await page.screenshot({ path: path.join(out, name) });
      console.log(path.relative(root, path.join(out, name)));
    }
    await context.close();
  }
}

try {
  if (statesOnly) {
    await states();
  } else {
    for (const palette of palettes.filter((p) => !process.env.PALETTE || p.name === process.env.PALETTE)) {
      for (const width of widths) {
        const context = await newContext(browser, { viewport: { width, height: 900 } });
        await context.addCookies([{ name: "prefs", value: palette.cookie, url: server.url }]);
        const page = await context.newPage();
        for (const target of targets) {
          await page.goto(`${server.url}${target}?lang=${lang}`);
          await page.waitForSelector("html[data-a11y=ready]", { state: "attached" });
          await drawCardsRenderedWhenNear(page, true);
          // Lazy images load as they come into view: pass over the page once, then wait for them.
          await page.evaluate(async () => {
            for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
              scrollTo(0, y);
              await new Promise((resolve) => requestAnimationFrame(resolve));
            }
            scrollTo(0, 0);
            // A lazy image that is never shown (display: none) never settles: wait 3 s at most.
            await Promise.all(
              Array.from(document.images, (img) =>
                Promise.race([img.decode().catch(() => null), new Promise((r) => setTimeout(r, 3000))]),
              ),
            );
          });
          const name = `${slug(target)}-${width}-${palette.name}.png`;
          await page.screenshot({ path: path.join(out, name), fullPage: true });
          console.log(path.relative(root, path.join(out, name)));
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

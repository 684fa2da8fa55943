/**
 * `npm run screenshots [-- /portal/contato ...]`: full-page screenshots of every page (or those
 * given) at 320, 768 and 1280 px, in the default and the high-contrast palette, from the built
 * server with its seeded content, for people to look at. Written to test-results/screenshots.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { launchBrowser, newContext, root, startServer } from "../tests/e2e/harness";

const pages = process.argv.slice(2).filter((a) => a.startsWith("/"));
const targets = pages.length
  ? pages
  : [
      "/portal",
      "/portal/institucional",
      "/portal/atuacao",
      "/portal/solucoes",
      "/portal/trabalhe",
      "/portal/contato",
      "/portal/colaborador",
      "/portal/acessibilidade",
    ];
const lang = process.env.LANG_CODE ?? "pt";
const widths = [320, 768, 1280];
const palettes = [
  { name: "default", cookie: "c0.f0.l0" },
  { name: "contrast", cookie: "c1.f0.l0" },
];

const out = path.join(root, "test-results", "screenshots");
mkdirSync(out, { recursive: true });
const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
try {
  for (const palette of palettes) {
    for (const width of widths) {
      const context = await newContext(browser, { viewport: { width, height: 900 } });
      await context.addCookies([{ name: "prefs", value: palette.cookie, url: server.url }]);
      const page = await context.newPage();
      for (const target of targets) {
        await page.goto(`${server.url}${target}?lang=${lang}`);
        await page.waitForSelector("html[data-a11y=ready]", { state: "attached" });
        // Lazy images load as they come into view: pass over the page once, then wait for them.
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
            scrollTo(0, y);
            await new Promise((resolve) => requestAnimationFrame(resolve));
          }
          scrollTo(0, 0);
          await Promise.all(Array.from(document.images, (img) => img.decode().catch(() => null)));
        });
        const name = `${target.replace(/^\/portal\/?/, "") || "home"}-${width}-${palette.name}.png`;
        await page.screenshot({ path: path.join(out, name), fullPage: true });
        console.log(path.join("test-results", "screenshots", name));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

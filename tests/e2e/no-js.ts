/**
 * axe needs JavaScript in the page, so a page opened with JavaScript disabled cannot be scanned.
 * To check what a visitor without JavaScript gets, this opens the same server HTML with every
 * <script> removed (so nothing hydrates and no `js` class is set) in a normal page, where axe runs.
 */
import type { Browser } from "playwright-core";
import { expectNoAxeViolations, newContext } from "./harness";

export async function expectNoAxeViolationsWithoutScripts(browser: Browser, url: string, label: string): Promise<void> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.route(
    (target) => target.href === url,
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto(url);
  const scripts = await page.evaluate(() => ({
    js: document.documentElement.classList.contains("js"),
    count: document.scripts.length,
  }));
  if (scripts.js || scripts.count > 0) throw new Error(`scripts were not removed from ${url}`);
  await expectNoAxeViolations(page, `${label} (without JavaScript)`);
  await context.close();
}

/**
 * The editor's navigation on a phone (issue 34): at 320 px it is one "Menu do editor" line, so
 * the page's own heading is on the first screen; the menu opens from the keyboard, and without
 * JavaScript too; a link in it leads to its page, where the menu is closed again. At 1280 px the
 * sections show without the summary. Nothing wider than 320 px, and axe clean, closed and open.
 */
import path from "node:path";
import { mkdirSync } from "node:fs";
import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { editorStrings } from "../../app/editor/strings";
import { expectNoAxeViolations, root, useSiteAndBrowser } from "./harness";
import { clickAndLoad, cliInvite, editorHydrated, invitationLink, localOrigin } from "../support/editor";

const t = editorStrings.pt;
const e2e = useSiteAndBrowser();
const at = (p: string) => `${localOrigin(e2e.server)}${p}`;
const shots = path.join(root, "test-results", "screenshots", "editor-menu");
const PHONE = { width: 320, height: 568 };

async function signedIn(email: string, options: BrowserContextOptions = {}): Promise<Page> {
  const invited = cliInvite(e2e.server, email, "communications");
  expect(invited.status, invited.stderr).toBe(0);
  const { page } = await e2e.newPage({ viewport: PHONE, ...options });
  await page.goto(invitationLink(invited.stdout));
  await page.getByRole("button", { name: t.link.inviteButton }).click();
  await page.waitForURL(at("/editor"));
  return page;
}

const navOf = (page: Page) => page.getByRole("navigation", { name: t.navLabel });
const summaryOf = (page: Page) => navOf(page).locator("summary", { hasText: t.menu });
const isOpen = (summary: Locator) => summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open);
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

type AxNode = {
  ignored?: boolean;
  role?: { value?: string };
  name?: { value?: string };
  properties?: Array<{ name: string; value: { value?: unknown } }>;
};
/** Chromium's own accessibility tree of the page (what a screen reader is given). */
async function axTree(page: Page): Promise<AxNode[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: AxNode[] };
  await cdp.detach();
  return nodes;
}

/** Where the page's own heading ends, from the top of the window. */
const headingBottom = async (page: Page) => {
  const box = await page.getByRole("main").getByRole("heading", { level: 1 }).boundingBox();
  return box!.y + box!.height;
};

describe("the editor's menu", () => {
  it("at 320 px is one line above the page, opened by keyboard; a link in it leads on; at 1280 px the sections show", async () => {
    mkdirSync(shots, { recursive: true });
    const page = await signedIn("rita@lead.example");
    await editorHydrated(page);
    const summary = summaryOf(page);
    const news = navOf(page).getByRole("link", { name: t.types.news, exact: true });

    // Closed: the summary alone, the page's heading on the first screen.
    expect(await summary.isVisible()).toBe(true);
    expect(await news.isVisible()).toBe(false);
    expect(await isOpen(summary)).toBe(false);
    expect(await headingBottom(page)).toBeLessThanOrEqual(PHONE.height);
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page, "menu closed at 320 px");
    await page.screenshot({ path: path.join(shots, "issue-34-menu-320.png") });

    // Opened from the keyboard: the first Tab after the banner's last control reaches it, Enter opens it.
    await page.getByRole("button", { name: t.signOut }).focus();
    await page.keyboard.press("Tab");
    expect(await summary.evaluate((s) => s === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    expect(await isOpen(summary)).toBe(true);
    expect(await news.isVisible()).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    await expectNoAxeViolations(page, "menu open at 320 px");
    await page.screenshot({ path: path.join(shots, "issue-34-menu-aberto-320.png"), fullPage: true });
    // Chromium's own accessibility tree: the summary is a control that says it is expanded.
    const control = (await axTree(page)).find((n) => n.name?.value === t.menu);
    expect(control?.properties?.find((p) => p.name === "expanded")?.value.value).toBe(true);

    // A link leads to its page, where the menu is closed again and the heading on the first screen.
    await clickAndLoad(page, news);
    await editorHydrated(page);
    expect(new URL(page.url()).pathname).toBe("/editor/noticias");
    expect(await isOpen(summaryOf(page))).toBe(false);
    expect(await headingBottom(page)).toBeLessThanOrEqual(PHONE.height);
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);

    // Wide: every section shown, no summary; the page's current section marked.
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await summaryOf(page).isVisible()).toBe(false);
    expect(await news.isVisible()).toBe(true);
    expect(await news.getAttribute("aria-current")).toBe("page");
    // The closed disclosure's content, drawn by CSS, is in Chromium's accessibility tree as links; the summary is not.
    const tree = await axTree(page);
    const link = tree.find((n) => n.role?.value === "link" && n.name?.value === t.types.news);
    expect(link && !link.ignored).toBe(true);
    expect(tree.some((n) => n.name?.value === t.menu && !n.ignored)).toBe(false);
    // The first Tab after the banner's last control lands on the sections' first link, not on a hidden summary.
    await page.getByRole("button", { name: t.signOut }).focus();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(t.home);
    await expectNoAxeViolations(page, "menu at 1280 px");
    await page.screenshot({ path: path.join(shots, "issue-34-menu-1280.png") });
    await page.context().close();
  }, 180_000);

  it("without JavaScript, opens and leads on all the same", async () => {
    const page = await signedIn("joao@lead.example", { javaScriptEnabled: false });
    const summary = summaryOf(page);
    expect(await summary.isVisible()).toBe(true);
    expect(await isOpen(summary)).toBe(false);
    await summary.click();
    expect(await isOpen(summary)).toBe(true);
    await clickAndLoad(page, navOf(page).getByRole("link", { name: t.types.news, exact: true }));
    expect(new URL(page.url()).pathname).toBe("/editor/noticias");
    expect(await pageWidth(page)).toBeLessThanOrEqual(320);
    await page.context().close();
  }, 120_000);
});

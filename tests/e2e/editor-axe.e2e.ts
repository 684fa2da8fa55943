/**
 * axe on every editor page at 320 and 1280 px (issue 34), and nothing wider than a phone: sign-in,
 * the dashboard, every content type's list, an existing item's form with its "Agendar" section,
 * a new item's form with the errors of a refused publish, a schedule refused, the history, the
 * activity log, the accounts and one's own account. One server, one browser; the pages are reached
 * as an administrator reaches them, through the editor's navigation and links. Every violation of
 * every page is collected, so one run lists them all.
 */
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { navGroups } from "../../app/editor/EditorShell";
import { editableTypes } from "../../common/editor/roles";
import { itemStrings } from "../../app/editor/item-strings";
import { editorStrings } from "../../app/editor/strings";
import { scheduleStrings } from "../../common/editor/schedule-strings";
import { drawCardsRenderedWhenNear, useSiteAndBrowser, wcagTags } from "./harness";
import { AxeBuilder } from "@axe-core/playwright";
import { clickAndLoad, cliInvite, editorHydrated, editorHomePath, localOrigin } from "../support/editor";

const t = editorStrings.pt;
const i = itemStrings.pt;
const s = scheduleStrings.pt;
const e2e = useSiteAndBrowser();
const WIDTHS = [320, 1280] as const;

/** What is wrong on the page at both widths: axe's violations and a document wider than the window. */
async function problemsOf(page: Page, name: string): Promise<string[]> {
  const out: string[] = [];
  const started = Date.now();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await drawCardsRenderedWhenNear(page, true);
    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
    for (const v of results.violations)
      out.push(`${name} at ${width} px: ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    const { scroll, inner } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    if (scroll > inner) out.push(`${name} at ${width} px: the page is ${scroll} px wide in a ${inner} px window`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  console.log(`${name}: ${Date.now() - started} ms${out.length ? `\n  ${out.join("\n  ")}` : ""}`);
  return out;
}

async function follow(page: Page, target: ReturnType<Page["getByRole"]>) {
  await clickAndLoad(page, target);
  await editorHydrated(page);
}

/** The navigation's sections an administrator sees, by their names: the home, each content type, the account pages. */
const sections = [
  t.home,
  ...navGroups(editableTypes("admin")).flatMap((g) => g.types.map((type) => t.types[type] ?? type)),
  t.accounts,
  t.audit,
  t.myAccount,
];
const typeNames = new Set(Object.values(t.types));

describe("every editor page", () => {
  let page: Page;
  let home: string;
  let historyChecked = false;
  let scheduleRefused = false;

  beforeAll(async () => {
    home = localOrigin(e2e.server) + editorHomePath;
    ({ page } = await e2e.newPage());
  });

  it("sign-in has no axe violation and nothing wider than the window, at 320 and 1280 px", async () => {
    // As a visitor without a session meets it.
    await page.goto(home);
    await editorHydrated(page);
    const problems = await problemsOf(page, "sign-in");
    const invited = cliInvite(e2e.server, "ana@lead.example", "admin");
    expect(invited.status, invited.stderr).toBe(0);
    await page.goto(/(http:\/\/localhost:\d+\/editor\/entrar\/link\?\S+)/.exec(invited.stdout)![1]!);
    await follow(page, page.getByRole("button", { name: t.link.inviteButton }));
    expect(problems).toEqual([]);
  }, 120_000);

  for (const section of sections) {
    it(`${section}: no axe violation and nothing wider than the window, at 320 and 1280 px`, async () => {
      const problems: string[] = [];
      await page.goto(home);
      await follow(page, page.getByRole("navigation", { name: t.navLabel }).getByRole("link", { name: section, exact: true }));
      const sectionUrl = page.url();
      problems.push(...(await problemsOf(page, section)));
      if (typeNames.has(section)) {
        // An existing item: its form (with "Agendar"); for the first, a refused schedule and the history.
        const rows = page.getByRole("region", { name: `${section}: ${i.list.caption}` }).getByRole("link");
        if ((await rows.count()) > 0) {
          await follow(page, rows.first());
          problems.push(...(await problemsOf(page, `${section}: an item's form`)));
          if (!scheduleRefused && (await page.getByRole("region", { name: s.title }).count())) {
            // A moment in the past: refused, with its error at the field.
            const agenda = page.getByRole("region", { name: s.title });
            await agenda.getByLabel(s.date, { exact: true }).fill("2020-01-01");
            await agenda.getByLabel(s.time, { exact: true }).fill("10:00");
            await follow(page, agenda.getByRole("button", { name: new RegExp(`^${s.submit}`) }));
            expect(await agenda.getByText(s.errors.past).count(), "the refusal's message").toBe(1);
            problems.push(...(await problemsOf(page, `${section}: a schedule refused`)));
            scheduleRefused = true;
          }
          if (!historyChecked) {
            await follow(page, page.getByRole("link", { name: i.item.history }));
            problems.push(...(await problemsOf(page, `${section}: the history`)));
            historyChecked = true;
          }
          await page.goto(sectionUrl);
          await editorHydrated(page);
        }
        // A new item, published empty: the errors in the summary and at the fields.
        const add = page.getByRole("link", { name: i.list.newItem });
        if (await add.count()) {
          await follow(page, add);
          await follow(page, page.getByRole("button", { name: i.item.publish, exact: true }));
          expect(await page.getByRole("heading", { name: t.errorSummaryTitle }).count(), "the error summary").toBe(1);
          problems.push(...(await problemsOf(page, `${section}: a refused publish`)));
        }
      }
      expect(problems).toEqual([]);
    }, 300_000);
  }

  it("reached a refused schedule and a history on the way", () => {
    expect([scheduleRefused, historyChecked]).toEqual([true, true]);
  });
});

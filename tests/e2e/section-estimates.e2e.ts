/**
 * Sections below the first screen are laid out only when they come near (content-visibility,
 * docs/decisions/0046) and hold an estimated height until then. A jump to the bottom (End, a
 * skip link, a heading chosen in a screen reader's list) must land where it stays: a wrong
 * estimate moves what the visitor landed on a frame later, as the sections are laid out. Before
 * the estimates were set by width, the home's contact heading moved 337 px at 1280 px, a
 * solution's 330 px at 320 px and the accessibility statement's 4,200 px at 320 px. The footer
 * is laid out late too, on every page: its estimates must not pull a jump to the bottom back up.
 */
import { describe, expect, it } from "vitest";
import { useSiteAndBrowser } from "./harness";

const e2e = useSiteAndBrowser();

const pagesAndTargets = [
  ["/portal", "#home-contato-titulo"],
  ["/portal/solucoes", ".solution:last-of-type h2"],
  ["/portal/acessibilidade", "#declaracao"],
  // Partners and awards laid out late, with the footer (the stories' cards are, as ever).
  ["/portal/institucional", "#noticias-titulo"],
] as const;

describe.each(pagesAndTargets)("%s: a jump to the bottom", (path, target) => {
  it.each([320, 768, 1280])(
    "at %i px lands where it stays (the last heading moves under 32 px), in pt, en and es",
    async (width) => {
      for (const lang of ["pt", "en", "es"] as const) {
        const { context, page } = await e2e.open(`${path}?lang=${lang}`, { viewport: { width, height: 800 } });
        await page.waitForLoadState("networkidle");
        await page.evaluate(() => document.fonts.ready);
        expect(await page.locator(target).count()).toBe(1);
        const moved = await page.evaluate(
          (selector) =>
            new Promise<number>((resolve) => {
              const heading = document.querySelector(selector)!;
              window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
              const landed = heading.getBoundingClientRect().top;
              let last = landed;
              let still = 0;
              let frames = 0;
              // Until it has stood still for five frames (the sections are laid out in the next one or two).
              const watch = () => {
                const now = heading.getBoundingClientRect().top;
                still = now === last ? still + 1 : 0;
                last = now;
                if (still >= 5 || ++frames > 120) resolve(Math.abs(now - landed));
                else requestAnimationFrame(watch);
              };
              requestAnimationFrame(watch);
            }),
          target,
        );
        expect(moved, `${lang} at ${width} px`).toBeLessThan(32);
        await context.close();
      }
    },
  );
});

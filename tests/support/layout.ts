/** Where the split sections (app/components/SplitSection.tsx) put their picture, as seen on screen. */
import type { Locator } from "playwright-core";
import { expect } from "vitest";

/** Each section's picture: left or right of its text, above it (stacked), or "?" when they overlap. */
export function mediaSides(sections: Locator): Promise<string[]> {
  return sections.evaluateAll((els) =>
    els.map((e) => {
      const media = e.querySelector(".split__media")!.getBoundingClientRect();
      const body = e.querySelector(".split__body")!.getBoundingClientRect();
      return media.right <= body.left ? "left" : media.left >= body.right ? "right" : media.bottom <= body.top ? "above" : "?";
    }),
  );
}

/**
 * Scrolls `target` into view and waits until its box stays put between two looks a tenth of a
 * second apart. Sections below the first screen are laid out only as they come near
 * (content-visibility, docs/decisions/0046): scrolled to at once, what lies below them moves by
 * their estimates' error (336 px for the home's welcome note at 1280 px before the estimates were
 * measured by width) a frame or two later, after Playwright's own "stable" check could pass, and
 * its click then landed beside the button.
 * A person scrolls, sees the button come to rest, and then clicks it.
 */
export async function scrollToAndWait(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  let last = "";
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await target.boundingBox());
        const still = box === last;
        last = box;
        return still;
      },
      { interval: 100 },
    )
    .toBe(true);
}

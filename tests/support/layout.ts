/** Where the split sections (app/components/SplitSection.tsx) put their picture, as seen on screen. */
import type { Locator } from "playwright-core";

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

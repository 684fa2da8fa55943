/**
 * The marks the page's parts set on the document when they work, read by app/styles/app.css (a
 * script-only control shows once its part is ready), the end-to-end tests and the benchmarks. No
 * React here: the React-free entry and the bar's aids set them too (docs/decisions/0046).
 */

/** Marks a part's container ready (an island, or the chrome's aids and menu): its `.js-only` controls show. */
export function markReady(container: Element): void {
  container.setAttribute("data-ready", "true");
}

/**
 * `<html data-hydrated>`: the page has hydrated, whole (PageTree's HydratedMark) or every island
 * of it that woke with the load (app/entry.client.ts). The end-to-end tests and the benchmarks wait for it.
 */
export function markHydrated(): void {
  if (document.documentElement.hasAttribute("data-hydrated")) return;
  document.documentElement.setAttribute("data-hydrated", "true");
  // For measurements (npm run bench:interaction, the browser's performance panel).
  performance.mark?.("lead:hydrated");
}

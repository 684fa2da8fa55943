/**
 * Renders the page again with fresh data from the server, without leaving it (the spec's "reloads
 * the home route" when the banner closes): the page's own address is requested, its #page-data
 * read, and the hydration entry re-renders the same page with the new props (on a page made of
 * islands, each island with its new props; the server HTML around them stays). Focus, scroll and
 * everything the visitor typed stay.
 */
import type { PageData } from "./hydration";

type Listener = (data: PageData) => void;
let listener: Listener | null = null;

/** The hydration entry's renderer; one per document. */
export function onPageReload(next: Listener): void {
  listener = next;
}

/** Asks the server for the page again and re-renders it; a failure keeps the page as it is. */
export async function reloadPage(): Promise<void> {
  try {
    const response = await fetch(window.location.href, { headers: { accept: "text/html" }, credentials: "same-origin" });
    if (!response.ok) return;
    const doc = new DOMParser().parseFromString(await response.text(), "text/html");
    const json = doc.getElementById("page-data")?.textContent;
    if (json) listener?.(JSON.parse(json) as PageData);
  } catch {
    // Offline or cut: the page already shows what it had.
  }
}

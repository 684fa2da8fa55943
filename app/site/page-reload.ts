/**
 * Renders the page again with fresh data from the server, without leaving it (the spec's "reloads
 * the home route" when the banner closes): the page's own address is requested, its #page-data
 * read, and the hydration entry re-renders the same page with the new props. Focus, scroll and
 * everything the visitor typed stay.
 */
import type { PageData } from "./hydration";

type Listener = (page: NonNullable<PageData["page"]>) => void;
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
    const page = json ? (JSON.parse(json) as PageData).page : null;
    if (page) listener?.(page);
  } catch {
    // Offline or cut: the page already shows what it had.
  }
}

import { stripForbiddenChars } from "./control-chars";

/**
 * Escapes text for HTML or XML, in element content and in quoted attribute values alike.
 * `&#39;` rather than `&apos;`: HTML 4 lacks `&apos;`, and both XML and HTML read the numeric form.
 * Characters XML forbids (common/text/control-chars.ts) are dropped, whatever the database holds:
 * one bad row must not make a whole feed or sitemap unreadable.
 */
const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return stripForbiddenChars(text).replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/**
 * The same for element content only, where quotes need no escape and stay as typed: an HTML
 * fragment inside JSON-LD ("Bachelor's degree") reads as written to a crawler that keeps it raw.
 */
export function escapeText(text: string): string {
  return stripForbiddenChars(text).replace(/[&<>]/g, (c) => entities[c] ?? c);
}

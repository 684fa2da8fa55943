/**
 * The cookie that tells the server a browser has closed one of the home page's notes, so the page
 * carries the script that restores them (app/pages/home/dismissal.ts says why and when it is set).
 * Shared by the home page's loader and the page cache, which keeps a copy of each page for each.
 */
export const DISMISSED_COOKIE = "lead-dismissed";

/** Whether a request's cookies (common/http/cookies.ts `readCookies`) say the browser has dismissal records. */
export function hasDismissals(cookies: Record<string, string | undefined>): boolean {
  return cookies[DISMISSED_COOKIE] === "1";
}

/**
 * Every post to a visitor's page counts against its client's budget (PAGE_POST_RATE_LIMIT, 60 a
 * minute by default) before the page cache and React Router see it (ADR 0054).
 *
 * A page post is a render: the action, every loader, the page and its compression, whether the
 * form was valid or not and whether the page has a form at all (a POST to /portal is React
 * Router's 405, rendered in full). The forms' own limits count what they accept (an alert asked
 * for, a message, an application), so a client looping invalid or pointless posts was answered a
 * whole page each time, without limit, and the visitors' reads slowed down meanwhile.
 *
 * Past the budget, a form's page (an opening's, the contact page, the alerts' form) is its GET with
 * the refusal in the load context, which its form shows and the page cache keeps (ADR 0053): each
 * next refusal is a copy. Any other page answers a short text in the visitor's language, as a post
 * from another site is answered. The editor's pages behind its sign-in are not counted here: they
 * are the staff's, behind a session, with limits of their own; its sign-in pages are anyone's
 * (a post without its token was a whole 403 page) and are counted.
 */
import type { RequestHandler } from "express";
import { discard, MAX_APPLICATION_BYTES } from "../applications/intake";
import type { RateLimiter } from "./rate-limits";
import { apiRefusalMessages, requestLang } from "./refusals";
import type { PageRefusal } from "../contact/page-admission";
import { reservedItemKeys } from "../../common/content/item-key";
import { isContactPage, isUploadPage, openingKeyOf } from "./page-bodies";

/** The refusal's error, as each form names it (the contact form's, the application's and the alerts' "rate_limited"). */
export const PAGE_POST_REFUSAL = "rate_limited";

/** /portal/trabalhe/alertas, the alerts' form: a reserved word under the openings. */
const ALERTS_KEY = "alertas";

/**
 * Whether a path is a page whose form shows a refusal from its load context, and so one the page
 * cache can keep: the contact page, the alerts' form, an opening that is published (a page that
 * does not exist would be rendered as its 404 every time).
 */
async function isFormPage(path: string, openingExists: (key: string) => Promise<boolean>): Promise<boolean> {
  if (isContactPage(path)) return true;
  const key = openingKeyOf(path);
  if (key === undefined) return false;
  return key === ALERTS_KEY || (!reservedItemKeys.has(key) && (await openingExists(key)));
}

/**
 * The accessibility bar's form without JavaScript: it answers a redirect or a short text, never a
 * page, and a visitor trying contrast, font sizes and Libras in turn posts it often.
 */
const PREFERENCES = /^\/preferencias\/?$/;
/** The editor's pages but its sign-in (/editor/entrar and its link): a signed-in editor's. */
const staffOnly = (path: string) => path.startsWith("/editor") && !/^\/editor\/entrar(\/|$)/.test(path);

export function budgetPagePosts(deps: {
  limiter: RateLimiter;
  /** Whether an opening of this key is published (its page exists). */
  openingExists(key: string): Promise<boolean>;
}): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" || staffOnly(req.path) || PREFERENCES.test(req.path)) return next();
    const judge = async () => {
      const verdict = await deps.limiter.consume(req.ip ?? "unknown");
      if (verdict.allowed) return next();
      res.setHeader("Retry-After", String(verdict.retryAfterSeconds));
      if (!(await isFormPage(req.path, deps.openingExists))) {
        res
          .status(429)
          .type("text/plain")
          .setHeader("Cache-Control", "no-store")
          .send(apiRefusalMessages[requestLang(req)].too_many_posts);
        return;
      }
      // An upload's body is read and thrown away first (server/contact/page-admission.ts: an answer
      // sent while the browser still sends a CV ends in a reset that wipes it out).
      if (isUploadPage(req.path) && (req.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/")) {
        await discard(req, MAX_APPLICATION_BYTES);
        if (res.destroyed) return;
      }
      res.locals.pageRefusal = { status: 429, error: PAGE_POST_REFUSAL } satisfies PageRefusal;
      // As method-override does: the page cache and React Router see the page's GET.
      req.method = "GET";
      next();
    };
    judge().catch(next);
  };
}

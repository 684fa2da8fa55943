/**
 * The visitors' upload forms posted as pages (an opening's application, the contact page: with or
 * without JavaScript, a plain multipart POST) are judged on their headers before React Router
 * sees them: another site's post, a client over its rate, every PDF check busy.
 *
 * A refusal decided there does not depend on the body: its page is the form's page with the
 * refusal's message and an empty form, the same for every visitor but for the form's XSRF token
 * and idempotency key. So it is rendered as that page's GET with the refusal in its load context
 * (`PageRefusal`), and the page cache keeps it beside the page (server/http/page-cache.ts): one
 * client looping refused posts cost a whole render each (about 75 a second on one core, the
 * visitors' reads about three times slower meanwhile), and now costs a copy of kept bytes.
 *
 * An admitted post goes on to its action with what the admission took: the application's place in
 * the queue of PDF checks (taken once by the action, given back if the action never takes it),
 * and the contact form's rate, already counted.
 */
import type { Request, RequestHandler, Response } from "express";
import { discard, MAX_APPLICATION_BYTES } from "../applications/intake";
import type { PdfCheckTicket } from "../applications/pdf-check";
import { reservedItemKeys } from "../../common/content/item-key";
import { isContactPage, isUploadPage, openingKeyOf } from "../http/page-bodies";

/** A post refused on its headers, as its page shows it (the page's loader reads it from the load context). */
export interface PageRefusal {
  status: number;
  /** The form's request error (common/contact/messages.ts). */
  error: string;
  /** Each field's errors (the CV's "cv_busy"). */
  fields?: Record<string, string[]>;
}

/** An application's place in the queue of checks, held since its headers were judged. */
export interface ApplicationAdmission {
  /** The place, once: the action that reads the CV takes it and gives it back when done. */
  take(): PdfCheckTicket | undefined;
}

interface Refusal extends PageRefusal {
  retryAfter?: number;
}

type HeadersOnly = { header(name: string): string | null; ip: string };

/** Where a refused post's page and the admitted post's context find what was decided. */
export const refusalOf = (res: Response) => res.locals.pageRefusal as PageRefusal | undefined;
export const applicationAdmissionOf = (res: Response) => res.locals.applicationAdmission as ApplicationAdmission | undefined;
export const contactAdmittedOf = (res: Response) => res.locals.contactAdmitted === true;

export function admitUploadPages(deps: {
  /** The application's judgement on its headers (server/applications/intake.ts, `admit`); null: the action answers. */
  admitApplication(req: HeadersOnly): Promise<{ refused: Refusal } | { ticket: PdfCheckTicket } | null>;
  /** The contact page's (server/contact/intake.ts, `admitPage`); null: admitted, or the action answers. */
  admitContact(req: HeadersOnly): Promise<Refusal | null>;
}): RequestHandler {
  return (req, res, next) => {
    const type = (req.headers["content-type"] ?? "").toLowerCase();
    if (req.method !== "POST" || !type.startsWith("multipart/form-data") || !isUploadPage(req.path)) return next();
    const asked: HeadersOnly = { header: (name) => req.get(name) ?? null, ip: req.ip ?? "unknown" };
    const judge = async () => {
      if (isContactPage(req.path)) {
        const refused = await deps.admitContact(asked);
        if (!refused) {
          res.locals.contactAdmitted = true;
          return next();
        }
        // What the client sends after the answer is thrown away by closeUnreadBodies, as before.
        return answerWithPage(req, res, next, refused);
      }
      // A page of the openings that is no opening (the alerts' form): its own action answers.
      const key = openingKeyOf(req.path) ?? "";
      if (reservedItemKeys.has(key)) return next();
      const verdict = await deps.admitApplication(asked);
      if (!verdict) return next();
      if ("ticket" in verdict) {
        const { ticket } = verdict;
        let taken = false;
        const admission: ApplicationAdmission = {
          take: () => (taken ? undefined : ((taken = true), ticket)),
        };
        res.locals.applicationAdmission = admission;
        // A post that never reaches its action (an unknown opening, a client gone) gives the place back.
        res.once("close", () => {
          if (!taken) ticket.release();
        });
        return next();
      }
      // Read and thrown away before the answer, as the action did (intake.ts: an answer sent
      // while the browser still sends ends in a reset that wipes it out).
      await discard(req, MAX_APPLICATION_BYTES);
      if (res.destroyed) return;
      return answerWithPage(req, res, next, verdict.refused);
    };
    judge().catch(next);
  };
}

/** The refusal's page: the form's page, rendered (or copied from the page cache) as its GET. */
function answerWithPage(req: Request, res: Response, next: (error?: unknown) => void, refusal: Refusal) {
  const { retryAfter, ...page } = refusal;
  if (retryAfter) res.setHeader("Retry-After", String(retryAfter));
  res.locals.pageRefusal = page satisfies PageRefusal;
  // As method-override does: from here on, Express, the page cache and React Router see the
  // page's GET (its loaders, not its action); the body, read or not, is no one's.
  req.method = "GET";
  next();
}

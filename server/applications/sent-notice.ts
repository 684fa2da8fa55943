/**
 * After an application is stored, the opening's page answers 303 See Other to itself (post,
 * redirect, get; ADR 0055): a reload never sends the CV again, and the page that says "sent" is the
 * page's GET, which the page cache keeps, so fifty applications ending together are fifty copies
 * of kept bytes, not fifty renders of the whole opening.
 *
 * The address the acknowledgement went to rides to that GET in a cookie for that opening's page
 * alone, signed (only this server says an application was sent), HttpOnly, a few minutes long,
 * and cleared by the page that shows it. The cache writes each visitor's own address into its copy
 * (a per-visitor value, as the XSRF token) only when the address is plain: made of characters that
 * every place the page writes it (its text and its data) keeps as they are. Any other address is
 * rendered for its visitor alone.
 */
import { stringifySetCookie } from "cookie";
import { readCookie } from "../../common/http/cookies";
import { isValidContactEmail } from "../../common/contact/schema";
import { vacancyPath } from "../../common/paths";
import { purposeKey, safeEqual, sign } from "../contact/signing";

export const SENT_COOKIE = "candidatura-enviada";
/** Long enough for a slow connection to follow the redirect; the page that shows it clears it. */
const SENT_MAX_AGE_S = 300;
/** The per-visitor value's kind in the page cache (server/http/page-cache.ts). */
export const SENT_TO = "sentTo";

/** Characters that HTML text, attributes, JSON and React Router's data encoding all write unchanged. */
const PLAIN_ADDRESS = /^[A-Za-z0-9._+-]+@[A-Za-z0-9.-]+$/;

export interface SentAddress {
  email: string;
  /** Safe to write into a kept copy of the page as it is. */
  plain: boolean;
}

export function createSentNotice(appSecret: string, options: { secureCookie: boolean }) {
  const key = purposeKey(appSecret, "application-sent");
  const cookie = (openingKey: string, value: string, maxAge: number) =>
    stringifySetCookie({
      name: SENT_COOKIE,
      value,
      path: vacancyPath(openingKey),
      maxAge,
      httpOnly: true,
      sameSite: "lax",
      secure: options.secureCookie,
    });
  return {
    /** The Set-Cookie of the redirect after `email`'s application to `openingKey` was stored. */
    cookie(openingKey: string, email: string): string {
      const encoded = Buffer.from(email, "utf8").toString("base64url");
      return cookie(openingKey, `${encoded}.${sign(key, `${openingKey}\n${email}`)}`, SENT_MAX_AGE_S);
    },
    /** The Set-Cookie that clears it, sent with the page that shows it. */
    clear: (openingKey: string) => cookie(openingKey, "", 0),
    /** The address a request's cookie says the application went to, if this server signed it for this opening. */
    read(cookieHeader: string | null | undefined, openingKey: string): SentAddress | null {
      const value = readCookie(cookieHeader, SENT_COOKIE);
      if (!value || value.length > 800) return null;
      const [encoded, signature, extra] = value.split(".");
      if (!encoded || !signature || extra !== undefined) return null;
      const email = Buffer.from(encoded, "base64url").toString("utf8");
      if (!safeEqual(signature, sign(key, `${openingKey}\n${email}`)) || !isValidContactEmail(email)) return null;
      return { email, plain: PLAIN_ADDRESS.test(email) };
    },
    /** Whether a request carries the cookie at all (the page cache's key: such a request is never the plain page's copy). */
    present: (cookieHeader: string | null | undefined) => readCookie(cookieHeader, SENT_COOKIE) !== null,
  };
}
export type SentNotice = ReturnType<typeof createSentNotice>;

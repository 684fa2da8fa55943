/**
 * HMAC signatures with keys derived from config.appSecret, one key per purpose, so a token made
 * for one use (an XSRF token) can never pass as another (a download link).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { readCookie, siteCookie } from "../../common/http/cookies";

export function purposeKey(appSecret: string, purpose: string): Buffer {
  return createHmac("sha256", appSecret).update(`lead-portal:${purpose}`).digest();
}

export function sign(key: Buffer, value: string): string {
  return createHmac("sha256", key).update(value).digest("base64url");
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const randomId = (bytes = 16) => randomBytes(bytes).toString("base64url");

/**
 * The cross-site-request scheme (cookie XSRF-TOKEN, header X-XSRF-TOKEN) with a signed
 * token: `issuedAt.nonce.signature`. The cookie is readable by scripts (so the page's script can
 * copy it into the header) and SameSite=Lax; a request passes when what it presents (header or,
 * for the form without JavaScript, a hidden field) equals the cookie and carries a valid signature.
 */
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
export const XSRF_FIELD = "_xsrf";
const XSRF_MAX_AGE_S = 7 * 24 * 3600;
const XSRF_RENEW_AFTER_S = 24 * 3600;

export function createXsrf(appSecret: string, options: { secureCookie: boolean; now?: () => number }) {
  const key = purposeKey(appSecret, "xsrf");
  const now = options.now ?? Date.now;

  function ageOf(token: string | null | undefined): number | null {
    if (!token || token.length > 200) return null;
    const [issued, nonce, signature, extra] = token.split(".");
    if (!issued || !nonce || !signature || extra !== undefined) return null;
    if (!safeEqual(signature, sign(key, `${issued}.${nonce}`))) return null;
    const age = now() / 1000 - Number.parseInt(issued, 36);
    return Number.isFinite(age) && age >= -300 && age <= XSRF_MAX_AGE_S ? age : null;
  }

  return {
    issue(): string {
      const issued = Math.floor(now() / 1000).toString(36);
      const nonce = randomId(18);
      return `${issued}.${nonce}.${sign(key, `${issued}.${nonce}`)}`;
    },
    isValid: (token: string | null | undefined) => ageOf(token) !== null,
    /**
     * The token for a request, from its Cookie header: the cookie's own while it is still good for
     * a while, or a new one, handed to `setCookie` as the Set-Cookie value to send with the answer.
     * The one way every page, API and cached copy gets a token.
     */
    tokenForRequest(cookieHeader: string | null | undefined, setCookie: (value: string) => void): string {
      const cookieToken = readCookie(cookieHeader, XSRF_COOKIE);
      const age = ageOf(cookieToken);
      if (cookieToken && age !== null && age < XSRF_RENEW_AFTER_S) return cookieToken;
      const token = this.issue();
      setCookie(this.cookie(token));
      return token;
    },
    cookie(token: string): string {
      return siteCookie(XSRF_COOKIE, token, { maxAgeSeconds: XSRF_MAX_AGE_S, secure: options.secureCookie });
    },
    /** Double submit: the presented token equals the cookie, and the cookie is genuine and fresh. */
    check(cookieToken: string | null, presented: string | null | undefined): boolean {
      if (!cookieToken || !presented) return false;
      return safeEqual(cookieToken, presented) && ageOf(cookieToken) !== null;
    },
  };
}
export type Xsrf = ReturnType<typeof createXsrf>;

/**
 * Fetch Metadata: a browser marks every request with where it came from. Anything but this
 * origin, this site or a direct navigation is refused. Clients that send no header (old browsers,
 * curl) still need the XSRF token.
 */
export function fetchSiteAllowed(secFetchSite: string | null | undefined): boolean {
  if (!secFetchSite) return true;
  return secFetchSite === "same-origin" || secFetchSite === "same-site" || secFetchSite === "none";
}

/** Signed, expiring download links for attachments sent as links instead of inline. */
export function createLinkSigner(appSecret: string, options: { now?: () => number } = {}) {
  const key = purposeKey(appSecret, "download");
  const now = options.now ?? Date.now;
  return {
    sign(id: string, expiresAtMs: number): { e: string; s: string } {
      const e = Math.floor(expiresAtMs / 1000).toString();
      return { e, s: sign(key, `${id}.${e}`) };
    },
    verify(id: string, e: unknown, s: unknown): "ok" | "invalid" | "expired" {
      if (typeof e !== "string" || typeof s !== "string" || !/^\d{1,12}$/.test(e)) return "invalid";
      if (!safeEqual(s, sign(key, `${id}.${e}`))) return "invalid";
      return Number(e) * 1000 < now() ? "expired" : "ok";
    },
  };
}
export type LinkSigner = ReturnType<typeof createLinkSigner>;

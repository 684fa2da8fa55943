/**
 * Cookies, read and written in one place for the server and the browser, with the `cookie`
 * package (it decodes safely and refuses names and values that would break the header).
 */
import { parseCookie, stringifySetCookie } from "cookie";

/** Every cookie of a Cookie header (or `document.cookie`), decoded: for a reader of several, one parse. */
export function readCookies(header: string | null | undefined): Record<string, string | undefined> {
  return header ? parseCookie(header) : {};
}

/** A cookie's value from a Cookie header (or `document.cookie`), decoded; null when absent. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  return readCookies(header)[name] ?? null;
}

/**
 * A Set-Cookie value for a first-party cookie the page's script may read: the whole site, SameSite
 * Lax, Secure behind TLS. None of the site's cookies is a secret, so none is HttpOnly.
 */
export function siteCookie(name: string, value: string, options: { maxAgeSeconds: number; secure?: boolean }): string {
  return stringifySetCookie({
    name,
    value,
    path: "/",
    maxAge: options.maxAgeSeconds,
    sameSite: "lax",
    secure: options.secure ?? false,
  });
}

/**
 * The job alerts' signed links (docs/decisions/0033-job-alerts.md). Each carries the
 * subscription's random token and an HMAC with a key of its own purpose (server/contact/signing.ts),
 * so a forged or altered link is refused before the database is asked, and a confirmation link
 * cannot serve as a manage link. The confirmation expires; the manage and one-click links live as
 * long as the subscription (a new subscription gets a new token).
 */
import { ALERT_CONFIRM_PATH, ALERT_MANAGE_PATH, ALERT_ONE_CLICK_PATH, withLang } from "../../common/paths";
import type { Lang } from "../../common/i18n/languages";
import { purposeKey, safeEqual, sign } from "../contact/signing";

/** What a token looks like: 22 base64url characters (16 random bytes). */
const TOKEN = /^[A-Za-z0-9_-]{22}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

export type LinkCheck = "ok" | "invalid" | "expired";

export function createAlertLinks(appSecret: string, options: { origin: () => string; now?: () => number }) {
  const confirmKey = purposeKey(appSecret, "alert-confirm");
  const manageKey = purposeKey(appSecret, "alert-manage");
  const now = options.now ?? Date.now;
  const origin = () => options.origin().replace(/\/+$/, "");
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

  const wellFormed = (t: unknown, s: unknown): t is string =>
    typeof t === "string" && typeof s === "string" && TOKEN.test(t) && SIGNATURE.test(s);

  return {
    confirmUrl(token: string, lang: Lang, expiresAtMs: number): string {
      const e = Math.floor(expiresAtMs / 1000).toString();
      return `${origin()}${withLang(ALERT_CONFIRM_PATH, lang)}&${query({ t: token, e, s: sign(confirmKey, `${token}.${e}`) })}`;
    },
    checkConfirm(t: unknown, e: unknown, s: unknown): LinkCheck {
      if (!wellFormed(t, s) || typeof e !== "string" || !/^\d{1,12}$/.test(e)) return "invalid";
      if (!safeEqual(s as string, sign(confirmKey, `${t}.${e}`))) return "invalid";
      return Number(e) * 1000 < now() ? "expired" : "ok";
    },
    manageUrl(token: string, lang: Lang): string {
      return `${origin()}${withLang(ALERT_MANAGE_PATH, lang)}&${query({ t: token, s: sign(manageKey, token) })}`;
    },
    /** RFC 8058's address: a POST to it leaves, whatever the body. */
    oneClickUrl(token: string): string {
      return `${origin()}${ALERT_ONE_CLICK_PATH}?${query({ t: token, s: sign(manageKey, token) })}`;
    },
    checkManage(t: unknown, s: unknown): Exclude<LinkCheck, "expired"> {
      if (!wellFormed(t, s)) return "invalid";
      return safeEqual(s as string, sign(manageKey, t)) ? "ok" : "invalid";
    },
  };
}
export type AlertLinks = ReturnType<typeof createAlertLinks>;

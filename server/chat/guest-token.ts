/**
 * POST /ead2pcd/restapi/autenticacao (no body): answers `{ token }`, a guest token whose subject
 * is a new guest id (SPEC.md section 7).
 *
 * Refresh: with `Authorization: Bearer <an earlier token>`, genuine and expired less than 30
 * days ago, the answer is a fresh token for the same guest, so the widget keeps its
 * conversation. A forged or too old token gets 401 (the widget then starts as a new guest).
 * Requests are limited per client address.
 */
import express from "express";
import { GUEST_TOKEN_PATH } from "../../common/chat/protocol";
import { resolveRequestLang } from "../../common/i18n/languages";
import { readCookie } from "../http/cookies";
import type { Services } from "../services";
import { createRateLimiter } from "./rate-limit";
import { bearerToken, createGuestTokens } from "./tokens";

/** Tokens per client address per minute (a school behind one address opens many chats). */
const TOKENS_PER_MINUTE = 60;

export function createGuestTokenRoute(services: Services) {
  const router = express.Router();
  const tokens = createGuestTokens(services.config.appSecret);
  const limiter = createRateLimiter({ points: TOKENS_PER_MINUTE, windowMs: 60_000 });

  router.post(GUEST_TOKEN_PATH, async (req, res, next) => {
    try {
      res.set("Cache-Control", "no-store");
      const limit = await limiter.consume(req.ip ?? "unknown");
      if (!limit.ok) {
        res.set("Retry-After", String(Math.ceil(limit.retryAfterMs / 1000)));
        res.status(429).json({ error: "too_many_requests", message: "Too many token requests; try again shortly." });
        return;
      }
      const lang = resolveRequestLang({
        queryLang: typeof req.query.lang === "string" ? req.query.lang : null,
        cookieLang: readCookie(req.headers.cookie, "lang"),
        acceptLanguage: req.headers["accept-language"],
      });

      const previous = bearerToken(req.headers.authorization);
      if (req.headers.authorization !== undefined) {
        const verified = previous ? await tokens.verifyForRefresh(previous) : ({ ok: false } as const);
        if (!verified.ok || !(await services.chat.guestExists(verified.guestId))) {
          res.status(401).json({ error: "invalid_token", message: "The token cannot be refreshed; request a new one." });
          return;
        }
        await services.chat.touchGuest(verified.guestId, lang);
        res.json({ token: await tokens.issue(verified.guestId) });
        return;
      }

      const guestId = await services.chat.createGuest(lang);
      res.json({ token: await tokens.issue(guestId) });
    } catch (error) {
      next(error);
    }
  });

  return router;
}

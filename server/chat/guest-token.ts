/**
 * POST /ead2pcd/restapi/autenticacao (no body): answers `{ token }`, a guest token whose subject
 * is a new guest id; the widget opens the chat with it.
 *
 * Refresh: with `Authorization: Bearer <an earlier token>`, genuine and expired less than 30
 * days ago, the answer is a fresh token for the same guest, so the widget keeps its
 * conversation. A forged or too old token gets 401 (the widget then starts as a new guest).
 * Requests are limited per client address.
 */
import express from "express";
import { GUEST_TOKEN_PATH } from "../../common/chat/protocol";
import { refusalText } from "../../common/chat/refusals";
import { resolveRequestLang } from "../../common/i18n/languages";
import { readCookie } from "../../common/http/cookies";
import type { Services } from "../services";
import { bearerToken, createGuestTokens } from "./tokens";

export function createGuestTokenRoute(services: Services) {
  const router = express.Router();
  const tokens = createGuestTokens(services.config.appSecret);

  router.post(GUEST_TOKEN_PATH, async (req, res, next) => {
    try {
      res.set("Cache-Control", "no-store");
      // Refusals are told in the visitor's language too (the widget passes ?lang=).
      const lang = resolveRequestLang({
        queryLang: typeof req.query.lang === "string" ? req.query.lang : null,
        cookieLang: readCookie(req.headers.cookie, "lang"),
        acceptLanguage: req.headers["accept-language"],
      });
      const limit = await services.rateLimits.guestToken.consume(req.ip ?? "unknown");
      if (!limit.allowed) {
        res.set("Retry-After", String(limit.retryAfterSeconds));
        res.status(429).json({ error: "too_many_requests", message: refusalText("too_many_token_requests", lang) });
        return;
      }

      const previous = bearerToken(req.headers.authorization);
      if (req.headers.authorization !== undefined) {
        const verified = previous ? await tokens.verifyForRefresh(previous) : ({ ok: false } as const);
        if (!verified.ok || !(await services.chat.guestExists(verified.guestId))) {
          res.status(401).json({ error: "invalid_token", message: refusalText("invalid_token", lang) });
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

/**
 * POST /api/alertas/sair?t=…&s=…: RFC 8058's one-click unsubscribe. A mail client posts here
 * (with the body `List-Unsubscribe=One-Click`, which is not needed: the signed link is the
 * authority, and no other site can know it) and the subscription and its mail are deleted at once.
 * The body is never read. A GET (a person who copied the address) goes to the manage page, where
 * leaving is one button. Answers are JSON with a message in the subscriber's language.
 */
import express from "express";
import { alertRefusalMessages, type AlertRefusal } from "../../common/alerts/messages";
import type { Lang } from "../../common/i18n/languages";
import { ALERT_MANAGE_PATH, withLang } from "../../common/paths";
import { requestLang } from "../http/refusals";
import type { Services } from "../services";

const left: Record<Lang, string> = {
  pt: "Você saiu dos alertas de vagas do Lead: apagamos o seu endereço.",
  en: "You have left Lead's job alerts: we deleted your address.",
  es: "Te diste de baja de las alertas de vacantes de Lead: borramos tu dirección.",
};
const statusOf: Partial<Record<AlertRefusal, number>> = { missing_token: 400, invalid_link: 403, unknown_link: 410 };

export function createAlertsApi(services: Services) {
  const router = express.Router();
  const one = (value: unknown) => (typeof value === "string" ? value : undefined);

  router.post("/sair", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const [t, s] = [one(req.query.t), one(req.query.s)];
    const refuse = (refusal: AlertRefusal) =>
      res.status(statusOf[refusal] ?? 400).json({ error: refusal, message: alertRefusalMessages[requestLang(req)][refusal] });
    if (!t || !s) return refuse("missing_token");
    const outcome = await services.alerts.leave(t, s);
    if (!outcome.ok) return refuse(outcome.refusal);
    res.json({ ok: true, message: left[outcome.lang] });
  });

  router.get("/sair", (req, res) => {
    const [t, s] = [one(req.query.t), one(req.query.s)];
    if (!t || !s) {
      res.status(400).json({ error: "missing_token", message: alertRefusalMessages[requestLang(req)].missing_token });
      return;
    }
    res.redirect(303, `${withLang(ALERT_MANAGE_PATH, requestLang(req))}&${new URLSearchParams({ t, s })}`);
  });
  return router;
}

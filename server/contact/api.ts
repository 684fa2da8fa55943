/**
 * POST /api/contact/ (the contact form: a JSON message or a multipart upload),
 * POST /api/contact/stuartContact (the chat's e-mail flow), GET /api/contact/xsrf (a token for
 * scripts on pages that did not set one) and GET /api/contact/files/:id (signed download links).
 * Answers are JSON in the visitor's language (?lang=, the saved choice, Accept-Language).
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import express, { type Request, type Response } from "express";
import { resolveRequestLang, type Lang } from "../../common/i18n/languages";
import { contactErrorMessages, contactRequestMessages, stuartContactMessages } from "../../common/contact/messages";
import type { FieldErrors } from "../../common/contact/schema";
import type { Services } from "../services";
import { readCookie } from "../../common/http/cookies";
import type { IncomingRequest, Outcome } from "./intake";
import { XSRF_COOKIE } from "./signing";

function langOf(req: Request): Lang {
  return resolveRequestLang({
    queryLang: typeof req.query.lang === "string" ? req.query.lang : null,
    cookieLang: readCookie(req.headers.cookie, "lang"),
    acceptLanguage: req.headers["accept-language"],
  });
}

/** Field errors as texts in the visitor's language (and the codes, for programs). */
export function fieldTexts(fields: FieldErrors | undefined, lang: Lang): Record<string, string[]> | undefined {
  if (!fields) return undefined;
  return Object.fromEntries(Object.entries(fields).map(([f, codes]) => [f, codes.map((c) => contactErrorMessages[lang][c])]));
}

function incoming(req: Request, lang: Lang): IncomingRequest {
  return {
    header: (name) => {
      const v = req.headers[name];
      return Array.isArray(v) ? (v[0] ?? null) : (v ?? null);
    },
    body: req,
    ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
    mode: "api",
    xsrfCookie: readCookie(req.headers.cookie, XSRF_COOKIE),
    lang,
  };
}

export function createContactApi(services: Services) {
  const { contact } = services;
  const router = express.Router();

  const refreshXsrf = (req: Request, res: Response) =>
    contact.xsrf.tokenForRequest(req.headers.cookie, (c) => res.append("Set-Cookie", c));

  function answer(req: Request, res: Response, lang: Lang, outcome: Outcome, successText: string) {
    // The client is gone (it closed, or the connection guard answered its slow body and closed
    // it): nobody to tell. A crowd of trickling bodies that ends at once otherwise builds two
    // hundred answers for closed sockets in one turn of the loop (bench:stall's slow-bodies kind).
    if (res.destroyed || !res.socket || res.socket.destroyed) return;
    res.setHeader("Cache-Control", "no-store");
    if (outcome.ok) {
      if (outcome.replayed) res.setHeader("Idempotent-Replayed", "true");
      res.status(201).json({ success: true, id: outcome.publicId, message: successText });
      return;
    }
    if (outcome.status === 413) res.setHeader("Connection", "close");
    if (outcome.retryAfter) res.setHeader("Retry-After", String(outcome.retryAfter));
    // A missing or stale token: hand out a fresh cookie, so a client that re-reads it can retry.
    if (outcome.error === "xsrf_failed") refreshXsrf(req, res);
    res.status(outcome.status).json({
      success: false,
      error: outcome.error,
      message: contactRequestMessages[lang][outcome.error],
      fields: fieldTexts(outcome.fields, lang),
      codes: outcome.fields,
    });
  }

  router.get("/xsrf", (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ token: refreshXsrf(req, res) });
  });

  router.post("/", async (req, res, next) => {
    try {
      const lang = langOf(req);
      const outcome = await contact.intake.contact(incoming(req, lang));
      answer(req, res, lang, outcome, contactRequestMessages[lang].sent);
    } catch (error) {
      next(error);
    }
  });

  router.post("/stuartContact", async (req, res, next) => {
    try {
      const lang = langOf(req);
      const outcome = await contact.intake.chat(incoming(req, lang));
      answer(req, res, lang, outcome, stuartContactMessages[lang].success);
    } catch (error) {
      next(error);
    }
  });

  router.get("/files/:id", async (req, res, next) => {
    try {
      const id = req.params.id;
      const verdict = /^[0-9a-f-]{36}$/.test(id) ? contact.links.verify(id, req.query.e, req.query.s) : "invalid";
      res.setHeader("Cache-Control", "private, no-store");
      if (verdict !== "ok") {
        res
          .status(verdict === "expired" ? 410 : 403)
          .type("text/plain")
          .send(verdict === "expired" ? "Link expired" : "Forbidden");
        return;
      }
      const file = await services.database.db
        .selectFrom("contact_attachment")
        .select(["filename", "content_type", "storage_path", "size"])
        .where("public_id", "=", id)
        .executeTakeFirst();
      const full = file ? path.join(contact.uploadsDir, file.storage_path) : null;
      if (!file || !full || !(await stat(full).catch(() => null))) {
        res.status(404).type("text/plain").send("Not found");
        return;
      }
      res.setHeader("Content-Type", file.content_type);
      res.setHeader("Content-Length", String(file.size));
      res.setHeader(
        "Content-Disposition",
        `attachment; filename="${file.filename.replace(/[^\x20-\x7e]|"/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      );
      createReadStream(full).on("error", next).pipe(res);
    } catch (error) {
      next(error);
    }
  });

  return router;
}

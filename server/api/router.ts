/**
 * The /api endpoints, with the paths and shapes of the public content API (docs/product.md).
 * Unknown paths get a JSON 404.
 */
import express, { type NextFunction, type Request, type Response } from "express";
import type { Services } from "../services";
import { createContentApi } from "./content";
import { createVacancyApi, VACANCY_API_MOUNT } from "./vacancies";
import { createContactApi } from "../contact/api";
import { createAlertsApi } from "../alerts/http";
import { answerBodyParserError, apiRefusalMessages, jsonBody, requestLang } from "../http/refusals";

export function createApiRouter(services: Services) {
  const api = express.Router();
  // Before the JSON parser: the contact endpoints stream their bodies (files) themselves.
  api.use("/contact", createContactApi(services));
  // RFC 8058's one-click leave: its body is never read.
  api.use("/alertas", createAlertsApi(services));
  // Not express.json: it reads an oversized body to the end before answering (refusals.ts).
  api.use(jsonBody(64 * 1024));

  api.use(createContentApi(services));
  // One job opening's details in one language, for a listing card that expands.
  api.use(VACANCY_API_MOUNT, createVacancyApi(services));

  api.use((req, res) => {
    res.status(404).json({ error: "not_found", message: apiRefusalMessages[requestLang(req)].not_found });
  });
  api.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (answerBodyParserError(error, req, res)) return;
    const status = (error as { status?: number }).status ?? 500;
    if (status >= 500) services.log.error("api error", { error });
    res.status(status).json({
      error: status === 400 ? "bad_request" : status === 413 ? "payload_too_large" : "server_error",
      message: status < 500 ? (error as Error).message : "Something went wrong.",
    });
  });
  return api;
}

/**
 * The /api endpoints, with the spec's paths and shapes. Unknown paths get a JSON 404.
 */
import express, { type NextFunction, type Request, type Response } from "express";
import { toLang } from "../../common/i18n/languages";
import type { Services } from "../services";
import { createContentApi } from "./content";
import { createContactApi } from "../contact/api";

export function createApiRouter(services: Services) {
  const api = express.Router();
  // Before the JSON parser: the contact endpoints stream their bodies (files) themselves.
  api.use("/contact", createContactApi(services));
  api.use(express.json({ limit: "64kb" }));

  /** First-party page views: a path, nothing else; no cookies are read or set. */
  api.post("/analytics/page-view", async (req, res) => {
    const body = req.body as { path?: unknown; lang?: unknown };
    if (typeof body?.path !== "string" || !body.path.startsWith("/") || body.path.length > 300) {
      res.status(400).json({ error: "invalid_path", message: "path must be an absolute path of at most 300 characters" });
      return;
    }
    const path = await services.pageViews.record(body.path, toLang(typeof body.lang === "string" ? body.lang : null));
    res.status(201).json({ path });
  });

  api.use(createContentApi(services));

  api.use((_req, res) => {
    res.status(404).json({ error: "not_found", message: "No such endpoint." });
  });
  api.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status ?? 500;
    if (status >= 500) services.log.error("api error", { error });
    res.status(status).json({
      error: status === 400 ? "bad_request" : status === 413 ? "payload_too_large" : "server_error",
      message: status < 500 ? (error as Error).message : "Something went wrong.",
    });
  });
  return api;
}

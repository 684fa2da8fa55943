/**
 * What Express does for /editor before React Router renders its pages: headers that keep every
 * editor answer out of indexes and caches, and the passkey endpoints (JSON, called by the sign-in
 * and account pages' script). The pages themselves are React Router routes (app/routes/editor*).
 *
 * Every data request under /editor/api/ needs a session (401 without), except the two steps of a
 * passkey sign-in; every POST needs the CSRF header and a same-site Fetch Metadata.
 */
import express, { type NextFunction, type Request, type Response } from "express";
import type { Services } from "../../services";
import { answerBodyParserError, apiRefusalMessages, jsonBody, requestLang } from "../../http/refusals";
import { createEditorMediaRouter } from "../media/http";
import { CSRF_HEADER, type SignedIn } from "./service";
import { editorSlugRedirect } from "../../../common/editor/paths";

/** The data endpoints' own refusals, in the visitor's language (the body parser's are refusals.ts's). */
const refusalMessages = {
  pt: {
    unauthorized: "Entre no editor para continuar.",
    csrf: "O formulário expirou. Recarregue a página e tente de novo.",
  },
  en: {
    unauthorized: "Sign in to the editor to continue.",
    csrf: "The form has expired. Reload the page and try again.",
  },
  es: {
    unauthorized: "Inicia sesión en el editor para continuar.",
    csrf: "El formulario caducó. Recarga la página e inténtalo de nuevo.",
  },
};

/** The passkey endpoints' bodies are a WebAuthn response: a few kilobytes. */
export const EDITOR_API_JSON_BYTES = 16 * 1024;

export function editorHeaders(_req: Request, res: Response, next: NextFunction) {
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  res.setHeader("Cache-Control", "no-store");
  // A link's page holds its token in the address: never send it to another site. (Not
  // no-referrer: with it the browser's Origin on a form POST is "null", which React Router's
  // action check refuses.)
  res.setHeader("Referrer-Policy", "same-origin");
  next();
}

/** 308 (the method and body kept, for a form posted from an old page) to the type's Portuguese address, path and query kept. */
export function oldTypeAddresses(req: Request, res: Response, next: NextFunction) {
  const moved = editorSlugRedirect(req.originalUrl);
  if (moved) res.redirect(308, moved);
  else next();
}

export function createEditorRouter(services: Services) {
  const { editor } = services;
  const router = express.Router();
  router.use(editorHeaders);
  // An address naming a type by its stored name (/editor/vacancy/…) lives at its Portuguese one (/editor/vagas/…).
  router.use(oldTypeAddresses);

  const api = express.Router();
  // The project's JSON reader: the limit while streaming, and the nesting depth (server/http/json-depth.ts).
  api.use(jsonBody(EDITOR_API_JSON_BYTES));

  // Session and CSRF for every data request; the passkey sign-in's steps run signed out.
  const signedOutPaths = new Set(["/passkey/sign-in/options", "/passkey/sign-in"]);
  api.use(async (req, res, next) => {
    try {
      const session = await editor.session(req.headers.cookie);
      if (!session && !signedOutPaths.has(req.path)) {
        res.status(401).json({ error: "unauthorized", message: refusalMessages[requestLang(req)].unauthorized });
        return;
      }
      if (req.method !== "GET" && req.method !== "HEAD") {
        const csrfOk = editor.csrfValid(
          { cookieHeader: req.headers.cookie, secFetchSite: req.get("sec-fetch-site") },
          session,
          req.get(CSRF_HEADER),
        );
        if (!csrfOk) {
          res.status(403).json({ error: "csrf", message: refusalMessages[requestLang(req)].csrf });
          return;
        }
      }
      res.locals.editorSession = session;
      next();
    } catch (error) {
      next(error);
    }
  });

  const signedIn = (res: Response) => res.locals.editorSession as SignedIn;

  api.post("/passkey/sign-in/options", async (req, res, next) => {
    try {
      res.json(await editor.passkeySignInOptions());
    } catch (error) {
      next(error);
    }
  });

  api.post("/passkey/sign-in", async (req, res, next) => {
    try {
      const result = await editor.signInWithPasskey(req.body, req.ip ?? "unknown");
      if (!result.ok) {
        if (result.retryAfterSeconds) res.setHeader("Retry-After", String(result.retryAfterSeconds));
        res.status(result.error === "rate_limited" ? 429 : 400).json({ error: result.error });
        return;
      }
      // A passkey sign-in after a link's session: the old session ends (a new id, never the old one).
      const previous = res.locals.editorSession as SignedIn | null;
      if (previous) await editor.store.sessions.revoke(previous.tokenHash);
      res.setHeader("Set-Cookie", result.cookie);
      res.json({ ok: true });
    } catch (error) {
      next(error);
    }
  });

  api.post("/passkey/register/options", async (req, res, next) => {
    try {
      res.json(await editor.passkeyRegistrationOptions(signedIn(res)));
    } catch (error) {
      next(error);
    }
  });

  api.post("/passkey/register", async (req, res, next) => {
    try {
      const result = await editor.registerPasskey(signedIn(res), req.body);
      if (!result.ok) {
        res.status(400).json({ error: result.error });
        return;
      }
      res.json({ ok: true });
    } catch (error) {
      next(error);
    }
  });

  api.use((req, res) => {
    res.status(404).json({ error: "not_found", message: apiRefusalMessages[requestLang(req)].not_found });
  });
  // A body that is not JSON, too large or too deep: a clear refusal in the visitor's language, never a 500.
  api.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (answerBodyParserError(error, req, res)) return;
    next(error);
  });

  router.use("/api", api);
  // Image and clip uploads (server/editor/media/http.ts): session, CSRF and role, limits while streaming.
  router.use("/midia", createEditorMediaRouter(services));
  return router;
}

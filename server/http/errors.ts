/**
 * The last error handler: whatever no route answered. A 4xx is the client's (a malformed escape
 * Express could not decode, a body a parser refused): a short text in the visitor's language and
 * one log line without a stack, so a flood of them costs little. Only a 5xx is ours, logged with
 * its stack.
 */
import type { ErrorRequestHandler } from "express";
import type { Lang } from "../../common/i18n/languages";
import type { Logger } from "../log";
import type { RefusalLog } from "./refusal-log";
import { requestLang } from "./refusals";

export const errorAnswerMessages = {
  pt: {
    bad_request: "O pedido não pôde ser lido.",
    not_found: "Este endereço não existe.",
    client_error: "O pedido foi recusado.",
    server_error: "Algo deu errado do nosso lado. Tente novamente em alguns instantes.",
  },
  en: {
    bad_request: "The request could not be read.",
    not_found: "This address does not exist.",
    client_error: "The request was refused.",
    server_error: "Something went wrong on our side. Please try again in a moment.",
  },
  es: {
    bad_request: "No fue posible leer la solicitud.",
    not_found: "Esta dirección no existe.",
    client_error: "La solicitud fue rechazada.",
    server_error: "Algo salió mal de nuestro lado. Inténtelo de nuevo en unos instantes.",
  },
} as const satisfies Record<Lang, Record<string, string>>;

export function finalErrorHandler(log: Logger, refusals: RefusalLog): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const e = error as { status?: unknown; statusCode?: unknown; message?: unknown };
    const declared = Number(e.status ?? e.statusCode);
    const status = Number.isInteger(declared) && declared >= 400 && declared <= 599 ? declared : 500;
    if (status >= 500) log.error("request failed", { error });
    else {
      // One line, no stack: a client error is the client's, and a flood of them must stay cheap to log.
      const reason = String(e.message ?? "").slice(0, 200);
      refusals.refused(`error:${status}:${reason}`, { status, reason, path: req.path.slice(0, 200) });
    }
    const code = status === 400 ? "bad_request" : status === 404 ? "not_found" : status < 500 ? "client_error" : "server_error";
    res.setHeader("Cache-Control", "no-store");
    res.status(status).type("text/plain").send(errorAnswerMessages[requestLang(req)][code]);
  };
}

/**
 * Which Host a request may name (docs/decisions/0027-hosts-and-proxies.md). No address the site
 * prints comes from a request (they all come from config.publicOrigin), so this is not what keeps
 * the page cache clean; it answers a request meant for another site (421) or one whose Host is
 * not a host name at all (400) before anything is rendered, cached or counted, and it drops
 * X-Forwarded-Host, which nothing here believes: Express (req.hostname) and React Router's adapter
 * (the request's URL) would otherwise read it.
 */
import type { RequestHandler } from "express";
import type { Lang } from "../../common/i18n/languages";
import { HOST_NAME, type Config } from "../config";
import type { RefusalLog } from "./refusal-log";
import { requestLang } from "./refusals";

export const hostRefusalMessages = {
  pt: {
    misdirected: "Este servidor não atende a este endereço. Use o endereço do portal.",
    malformed: "O cabeçalho Host deste pedido não é um nome de servidor válido.",
  },
  en: {
    misdirected: "This server does not answer for this address. Use the portal's address.",
    malformed: "This request's Host header is not a valid server name.",
  },
  es: {
    misdirected: "Este servidor no atiende esta dirección. Use la dirección del portal.",
    malformed: "El encabezado Host de esta solicitud no es un nombre de servidor válido.",
  },
} as const satisfies Record<Lang, Record<string, string>>;

/** The host name of a Host header (lower case, IPv6 in brackets, no port), or null when it is not one. */
export function hostNameOf(header: string | undefined): string | null {
  if (!header || header.length > 260) return null;
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(header);
  if (!match) return null;
  const name = match[1]!.toLowerCase();
  if (match[2] !== undefined && Number(match[2]) > 65535) return null;
  return HOST_NAME.test(name) ? name.replace(/\.$/, "") : null;
}

/** Loopback names and addresses: answered on any port, whatever PUBLIC_URL says (see the ADR). */
export function isLoopbackHost(name: string): boolean {
  return name === "localhost" || name === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(name);
}

/** Host names this site answers for: PUBLIC_URL's (or localhost), ALLOWED_HOSTS, and loopback. */
export function hostAllowed(config: Pick<Config, "publicOrigin" | "ALLOWED_HOSTS">): (name: string) => boolean {
  const named = new Set([new URL(config.publicOrigin).hostname.toLowerCase(), ...config.ALLOWED_HOSTS]);
  return (name) => named.has(name) || isLoopbackHost(name);
}

export function hostGuard(config: Config, refusals: RefusalLog): RequestHandler {
  const allowed = hostAllowed(config);
  return (req, res, next) => {
    delete req.headers["x-forwarded-host"];
    const name = hostNameOf(req.headers.host);
    if (name !== null && allowed(name)) return next();
    const status = name === null ? 400 : 421;
    refusals.refused(`host:${status}`, {
      status,
      reason: "host",
      host: String(req.headers.host ?? "").slice(0, 100),
    });
    res.setHeader("Cache-Control", "no-store");
    // A refusal is nobody's page: no search engine keeps it, whatever address it was asked at.
    res.setHeader("X-Robots-Tag", "noindex, nofollow");
    res
      .status(status)
      .type("text/plain")
      .send(hostRefusalMessages[requestLang(req)][status === 400 ? "malformed" : "misdirected"]);
  };
}

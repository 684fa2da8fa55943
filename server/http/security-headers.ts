/**
 * Strict security headers on every response. Scripts and styles run only from this origin or
 * with the per-response nonce; nothing inline without it, no framing, no plugins.
 */
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

export interface SecurityOptions {
  dev: boolean;
  /** Behind a TLS-terminating proxy: HSTS and upgrade-insecure-requests on requests that came over TLS. */
  hsts: boolean;
  mediaOrigin?: string;
}

/**
 * Fingerprinted scripts and stylesheets are never documents: the document-only headers (CSP,
 * framing, permissions, referrer, opener) do nothing on them, yet cost ~700 bytes on each of a
 * page's first-load files. They keep nosniff and the resource policy, which do apply to them.
 */
const SUBRESOURCE = /^\/assets\/[\w.-]+\.(?:js|css)$/;

export function securityHeaders(options: SecurityOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SUBRESOURCE.test(req.path)) {
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
      return next();
    }
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const media = options.mediaOrigin ? ` ${options.mediaOrigin}` : "";
    // default-src 'none': whatever is not named below is refused, so a new kind of resource
    // needs a deliberate line here.
    const directives = [
      "default-src 'none'",
      options.dev ? `script-src 'self' 'nonce-${nonce}' 'unsafe-inline'` : `script-src 'self' 'nonce-${nonce}'`,
      options.dev ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
      `img-src 'self' data:${media}`,
      `media-src 'self'${media}`,
      options.dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
      "font-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "manifest-src 'self'",
      "worker-src 'self'",
    ];
    const overTls = options.hsts && req.secure;
    if (overTls) directives.push("upgrade-insecure-requests");
    res.setHeader("Content-Security-Policy", directives.join("; "));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    );
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    res.setHeader("X-DNS-Prefetch-Control", "off");
    res.setHeader("Origin-Agent-Cluster", "?1");
    if (overTls) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
    next();
  };
}

/** Probes of the process manager and the load balancer answer over plain HTTP too. */
const PLAIN_HTTP_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * With an https PUBLIC_URL behind a proxy, a request that reached the proxy over plain HTTP is
 * sent to the same address over HTTPS (301), before anything else answers it; the proxy may do
 * this already, and then it never happens here.
 */
export function httpsRedirect(publicUrl: string | undefined, behindProxy: boolean) {
  const origin = publicUrl && behindProxy && publicUrl.startsWith("https:") ? new URL(publicUrl).origin : null;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!origin || req.secure || PLAIN_HTTP_PATHS.has(req.path)) return next();
    res.redirect(301, origin + req.originalUrl);
  };
}

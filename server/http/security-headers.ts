/**
 * Strict security headers on every response. Scripts and styles run only from this origin or
 * with the per-response nonce; nothing inline without it, no framing, no plugins.
 */
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

export interface SecurityOptions {
  dev: boolean;
  hsts: boolean;
  mediaOrigin?: string;
}

export function securityHeaders(options: SecurityOptions) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    const media = options.mediaOrigin ? ` ${options.mediaOrigin}` : "";
    const directives = [
      "default-src 'self'",
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
    if (options.hsts) directives.push("upgrade-insecure-requests");
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
    if (options.hsts) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
    next();
  };
}

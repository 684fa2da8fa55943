/**
 * Strict security headers on every response. Scripts and styles run only from this origin or
 * with the per-response nonce; nothing inline without it, no framing, no plugins.
 */
import { randomFillSync } from "node:crypto";
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

/** Bytes of one nonce (128 bits, as CSP asks for at least), and how many one fill of the pool holds. */
const NONCE_BYTES = 16;
const NONCES_PER_FILL = 256;

/**
 * Nonces from a pool of the CSPRNG's bytes, each slice used once: `randomBytes(16)` cost about 8 µs
 * of the event loop per response (Node's job machinery around one small read, measured here), one
 * fill of 4 KB costs about the same for 256 of them. Node's own `randomUUID` keeps such a cache.
 */
export function nonceSource(): () => string {
  const pool = Buffer.alloc(NONCE_BYTES * NONCES_PER_FILL);
  let next = pool.length;
  return () => {
    if (next === pool.length) {
      randomFillSync(pool);
      next = 0;
    }
    const nonce = pool.toString("base64", next, next + NONCE_BYTES);
    next += NONCE_BYTES;
    return nonce;
  };
}

/** Where the nonce goes in the policy's text: a character no directive can hold. */
const SLOT = "\0";

export function securityHeaders(options: SecurityOptions) {
  const nonces = nonceSource();
  const media = options.mediaOrigin ? ` ${options.mediaOrigin}` : "";
  /** The policy cut where each response's nonce goes (built once, joined with it per response). */
  const policy = (overTls: boolean) =>
    // default-src 'none': whatever is not named below is refused, so a new kind of resource
    // needs a deliberate line here.
    [
      "default-src 'none'",
      options.dev ? `script-src 'self' 'nonce-${SLOT}' 'unsafe-inline'` : `script-src 'self' 'nonce-${SLOT}'`,
      options.dev ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${SLOT}'`,
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
      ...(overTls ? ["upgrade-insecure-requests"] : []),
    ]
      .join("; ")
      .split(SLOT);
  const plain = policy(false);
  const tls = policy(true);
  return (req: Request, res: Response, next: NextFunction) => {
    if (SUBRESOURCE.test(req.path)) {
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
      return next();
    }
    const nonce = nonces();
    res.locals.cspNonce = nonce;
    const overTls = options.hsts && req.secure;
    res.setHeader("Content-Security-Policy", (overTls ? tls : plain).join(nonce));
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

import { createServer, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nonceSource, securityHeaders } from "./security-headers";

let server: Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders({ dev: false, hsts: false, mediaOrigin: "https://media.example.org" }));
  // The page prints the nonce its scripts would carry.
  app.get("/page", (_req, res) => res.type("text/plain").send(res.locals.cspNonce as string));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("security headers", () => {
  it("give each response a nonce of its own, the one its page's scripts and styles carry, across refills of the pool", async () => {
    const seen = new Set<string>();
    // More responses than one fill of the pool holds (256).
    for (let i = 0; i < 600; i++) {
      const response = await fetch(`${url}/page`);
      const nonce = await response.text();
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      expect(response.headers.get("content-security-policy")).toBe(
        [
          "default-src 'none'",
          `script-src 'self' 'nonce-${nonce}'`,
          `style-src 'self' 'nonce-${nonce}'`,
          "img-src 'self' data: https://media.example.org",
          "media-src 'self' https://media.example.org",
          "connect-src 'self'",
          "font-src 'self'",
          "object-src 'none'",
          "base-uri 'none'",
          "form-action 'self'",
          "frame-ancestors 'none'",
          "manifest-src 'self'",
          "worker-src 'self'",
        ].join("; "),
      );
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
    }
  });

  it("draw nonces that do not repeat and are not all alike in their bytes", () => {
    const next = nonceSource();
    const nonces = Array.from({ length: 5000 }, next);
    expect(new Set(nonces).size).toBe(5000);
    // Every byte value turns up across 80,000 random bytes; a pool never filled would be zeros.
    const bytes = new Set(nonces.flatMap((n) => [...Buffer.from(n, "base64")]));
    expect(bytes.size).toBe(256);
  });
});

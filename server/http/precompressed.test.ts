import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "./precompressed";
import { securityHeaders } from "./security-headers";

const source = "export const answer = 42;\n".repeat(200);
let server: Server;
let url: string;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "lead-assets-"));
  writeFileSync(path.join(dir, "app-abc123.js"), source);
  writeFileSync(path.join(dir, "app-abc123.js.br"), brotliCompressSync(source));
  writeFileSync(path.join(dir, "app-abc123.js.gz"), gzipSync(source));
  writeFileSync(path.join(dir, "plain-def456.js"), source);
  const app = express();
  app.use(securityHeaders({ dev: false, hsts: false }));
  app.use("/assets", precompressedAssets(dir), express.static(dir));
  app.get("/page", (_req, res) => res.type("html").send("<p>page</p>"));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/assets`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** node's fetch decodes bodies itself; the raw bytes show what was sent. */
async function raw(file: string, acceptEncoding: string) {
  const { request } = await import("node:http");
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(`${url}/${file}`, { headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("precompressed assets", () => {
  it("sends the brotli copy to clients that accept br, with the script's type and a year of caching", async () => {
    const { headers, body } = await raw("app-abc123.js", "gzip, deflate, br");
    expect(headers["content-encoding"]).toBe("br");
    expect(headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(headers["vary"]).toBe("Accept-Encoding");
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(body).toString()).toBe(source);
  });

  it("sends the gzip copy when br is not accepted, and the file itself when nothing is", async () => {
    const gz = await raw("app-abc123.js", "gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(source);
    const identity = await raw("app-abc123.js", "identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString()).toBe(source);
  });

  it("falls through to the static file when no compressed copy exists", async () => {
    const answer = await raw("plain-def456.js", "br");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe(source);
  });

  it("sends a script only the headers that apply to a script, and a page every security header", async () => {
    // The document-only headers cost ~700 bytes on each of a page's first-load files (issue 13).
    const { headers } = await raw("app-abc123.js", "br");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["etag"]).toBeTruthy();
    for (const name of ["content-security-policy", "permissions-policy", "x-frame-options", "last-modified", "accept-ranges"]) {
      expect(headers[name], name).toBeUndefined();
    }
    const page = await fetch(url.replace(/\/assets$/, "/page"));
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(page.headers.get("permissions-policy")).toContain("camera=()");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
  });
});

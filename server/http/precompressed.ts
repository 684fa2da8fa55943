/**
 * Serves the build's precompressed copies of fingerprinted assets (name.js.br, name.js.gz,
 * written by scripts/build.mjs at the strongest settings) to clients that accept them; anything
 * else falls through to the static files. Compressing once at build time beats compressing on
 * every request at the fast settings a server can afford.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

export function precompressedAssets(dir: string) {
  // The build's files never change while the server runs: list them once (a lookup per request
  // that remembered misses would grow with every made-up name a client asks for).
  const files = new Set(existsSync(dir) ? readdirSync(dir) : []);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const type = types[path.extname(req.path)];
    const name = path.basename(req.path);
    // Only plain file names directly in the folder (fingerprinted), never a path.
    if (!type || name !== req.path.slice(1) || name.startsWith(".")) return next();
    const accepted = String(req.headers["accept-encoding"] ?? "");
    const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
    if (!encoding) return next();
    const compressed = `${name}.${encoding === "br" ? "br" : "gz"}`;
    if (!files.has(compressed)) return next();
    const file = path.join(dir, compressed);
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    // The name changes with the content: the ETag is enough to revalidate, and a script is never
    // fetched in ranges, so Last-Modified and Accept-Ranges would only add bytes to every load.
    const options = {
      maxAge: "1y",
      immutable: true,
      lastModified: false,
      acceptRanges: false,
      headers: { "Content-Type": type },
    };
    res.sendFile(file, options, (error) => {
      if (error) next(error);
    });
  };
}

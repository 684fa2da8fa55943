/**
 * The public content endpoints (GET /api/banner/all … /api/gallery-portal/all) and the static
 * content file portal-main.json (at /api/portal-main.json and /portal-main.json).
 *
 * Content changes only on import, so each answer is serialised once per content version and kept
 * in memory as bytes: identity at once, brotli and gzip soon after (compressed in the thread pool).
 * A request then costs a version check (in memory; the store re-reads the version from the
 * database at most every few seconds), a table lookup and a write of ready-made bytes and headers.
 *
 * Every answer carries a strong ETag (a hash of the bytes; one per encoding) and Cache-Control;
 * If-None-Match answers 304. `no-transform` keeps proxies, and our own compression middleware,
 * from re-encoding bytes whose ETag promises they are exactly these.
 */
import { createHash } from "node:crypto";
import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { toLang, type Lang } from "../../common/i18n/languages";
import { apiEndpoints, portalMain, type ShapeDeps } from "../content/api-shapes";
import type { Services } from "../services";

export const contentCacheControl = "public, max-age=60, stale-while-revalidate=600, no-transform";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Below this size compression saves less than its headers cost. */
const compressAbove = 1024;

type Encoding = "br" | "gzip";

interface Variant {
  body: Buffer;
  etag: string;
  headers: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
}

interface Prepared {
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  /** Every ETag of this answer (all encodings): a match on any means the client has it. */
  etags: Set<string>;
}

interface CacheEntry {
  version: string;
  ready: Promise<Prepared>;
  value?: Prepared;
}

interface Endpoint {
  build: (deps: ShapeDeps, lang: Lang) => Promise<unknown>;
  byLanguage: boolean;
}

const endpoints = new Map<string, Endpoint>([
  ...Object.entries(apiEndpoints),
  ["/portal-main.json", { build: (deps) => portalMain(deps), byLanguage: false }],
]);

/** The content API's paths under /api, for tests and the benchmark. */
export const contentApiPaths = [...endpoints.keys()];

function variant(body: Buffer, tag: string, encoding?: Encoding): Variant {
  const etag = `"${tag}${encoding ? `-${encoding}` : ""}"`;
  const common: OutgoingHttpHeaders = { ETag: etag, "Cache-Control": contentCacheControl, Vary: "Accept-Encoding" };
  return {
    body,
    etag,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": body.length,
      ...(encoding ? { "Content-Encoding": encoding } : {}),
      ...common,
    },
    notModified: common,
  };
}

function prepare(value: unknown): Prepared {
  const body = Buffer.from(JSON.stringify(value), "utf8");
  const tag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  const prepared: Prepared = { identity: variant(body, tag), etags: new Set([`"${tag}"`]) };
  if (body.length > compressAbove) {
    // Compressed forms follow in the background; until they are there, identity is served.
    void Promise.all([
      brotli(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: 9 }),
    ]).then(
      ([br, gz]) => {
        prepared.br = variant(br, tag, "br");
        prepared.gzip = variant(gz, tag, "gzip");
        prepared.etags.add(prepared.br.etag).add(prepared.gzip.etag);
      },
      () => undefined, // identity keeps working
    );
  }
  return prepared;
}

/** br or gzip when the client accepts it (q > 0); undefined for identity. Server preference: br. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined;
  let gzipOk = false;
  for (const part of String(header).split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    const coding = name.trim();
    if (coding === "br") return "br";
    if (coding === "gzip" || coding === "x-gzip" || coding === "*") gzipOk = true;
  }
  return gzipOk ? "gzip" : undefined;
}

/** If-None-Match uses the weak comparison: W/"x" matches "x". */
function notModified(headers: IncomingHttpHeaders, etags: Set<string>): boolean {
  const header = headers["if-none-match"];
  if (!header) return false;
  if (header.trim() === "*") return true;
  for (const raw of header.split(",")) {
    const tag = raw.trim();
    if (etags.has(tag.startsWith("W/") ? tag.slice(2) : tag)) return true;
  }
  return false;
}

function send(req: Request, res: ServerResponse, prepared: Prepared): void {
  const encoding = acceptedEncoding(req.headers["accept-encoding"]);
  const chosen = (encoding && prepared[encoding]) || prepared.identity;
  if (notModified(req.headers, prepared.etags)) {
    res.writeHead(304, chosen.notModified);
    res.end();
    return;
  }
  res.writeHead(200, chosen.headers);
  if (req.method === "HEAD") res.end();
  else res.end(chosen.body);
}

/** One responder per services, so /api and the root portal-main.json share their cache. */
const responders = new WeakMap<Services, ReturnType<typeof createResponder>>();

function createResponder(services: Services) {
  const deps: ShapeDeps = { content: services.content, media: services.media };
  const cache = new Map<string, CacheEntry>();

  /** Synchronous when the answer is ready (the usual case): no promise on the hot path. */
  return function respond(req: Request, res: Response, next: NextFunction, path: string): void | Promise<void> {
    const endpoint = endpoints.get(path);
    if (!endpoint) return next();
    if (req.method !== "GET" && req.method !== "HEAD") {
      res
        .status(405)
        .set("Allow", "GET, HEAD")
        .json({ error: "method_not_allowed", message: "This endpoint answers GET and HEAD only." });
      return;
    }
    const current = services.content.fresh();
    if (current) return answer(req, res, path, endpoint, current.version);
    return services.content.snapshot().then((snapshot) => answer(req, res, path, endpoint, snapshot.version));
  };

  function answer(req: Request, res: Response, path: string, endpoint: Endpoint, version: string): void | Promise<void> {
    const lang = endpoint.byLanguage ? toLang(typeof req.query.lang === "string" ? req.query.lang : null) : "pt";
    const key = endpoint.byLanguage ? `${path}?lang=${lang}` : path;
    let entry = cache.get(key);
    if (!entry || entry.version !== version) {
      const created: CacheEntry = {
        version,
        ready: endpoint.build(deps, lang).then((value) => (created.value = prepare(value))),
      };
      created.ready.catch(() => {
        if (cache.get(key) === created) cache.delete(key);
      });
      cache.set(key, created);
      entry = created;
    }
    if (entry.value) return send(req, res, entry.value);
    return entry.ready.then((prepared) => send(req, res, prepared));
  }
}

function responderOf(services: Services) {
  let responder = responders.get(services);
  if (!responder) {
    responder = createResponder(services);
    responders.set(services, responder);
  }
  return responder;
}

/** Mounted under /api: answers the content paths and passes anything else on. */
export function createContentApi(services: Services): RequestHandler {
  const respond = responderOf(services);
  return (req, res, next) => {
    const path = req.path.length > 1 && req.path.endsWith("/") ? req.path.slice(0, -1) : req.path;
    return respond(req, res, next, path);
  };
}

/** GET /portal-main.json at the site root (the old client's CDN call); any query (?t=…) is ignored. */
export function createPortalMainRoute(services: Services): RequestHandler {
  const respond = responderOf(services);
  return (req, res, next) => respond(req, res, next, "/portal-main.json");
}

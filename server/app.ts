/**
 * The HTTP application, assembled from named steps in order: security, probes, the host guard,
 * compression, static files, the /api endpoints, then every page through React Router. It takes
 * its services as an argument so tests can build it with their own.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { Readable } from "node:stream";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import compression from "compression";
import { precompressedAssets } from "./http/precompressed";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { resolveRequestLang } from "../common/i18n/languages";
import { securityHeaders, httpsRedirect } from "./http/security-headers";
import { createApiRouter } from "./api/router";
import { createPortalMainRoute } from "./api/content";
import { projectRoot, type Services } from "./services";
import { readCookie } from "../common/http/cookies";
import { createGuestTokenRoute } from "./chat/guest-token";
import { createOpsRouter } from "./http/ops";
import { createSeoRouter } from "./seo/routes";
import { compressionForTheRest, createPageCache, declarePerVisitor } from "./http/page-cache";
import { fortalezaDay } from "../common/content/openings";
import { XSRF_COOKIE } from "./contact/signing";
import { closeUnreadBodies, pageMethodsOnly, pagePostsFromThisSite } from "./http/refusals";
import { countPageRequests } from "./analytics/http";
import { bareAddressRedirect } from "./http/bare-address";
import { hostGuard } from "./http/hosts";
import { pageQueryOnly } from "./http/page-query";
import { finalErrorHandler } from "./http/errors";
import { budgetPageBodies, openingKeyOf } from "./http/page-bodies";
import { budgetPagePosts } from "./http/page-post-budget";
import { createEditorRouter } from "./editor/auth/http";
import { previewPages, type PreviewContext } from "./editor/preview";
import { afterAnswerOf } from "./editor/auth/after-answer";
import { SENT_COOKIE, SENT_TO } from "./applications/sent-notice";
import { admitUploadPages, applicationAdmissionOf, contactAdmittedOf, refusalOf } from "./contact/page-admission";

export interface AppOptions {
  /** Production: the built React Router server. Dev: a Vite server in middleware mode. */
  build?: ServerBuild;
  vite?: ViteDevServer;
}

export function createApp(services: Services, options: AppOptions) {
  const { config } = services;
  const app = express();
  app.disable("x-powered-by");
  // The proxies' addresses, never a hop count or `true`: X-Forwarded-For and -Proto are believed
  // only from a peer on this list, so a client reaching the port directly cannot name its own
  // address (docs/decisions/0027-hosts-and-proxies.md).
  app.set("trust proxy", config.trustedProxies.length > 0 ? config.trustedProxies : false);

  // First: every answer given before its request body was read must still reach the client.
  app.use(closeUnreadBodies());
  app.use(httpsRedirect(config.PUBLIC_URL, config.TRUST_PROXY));
  app.use(
    securityHeaders({
      dev: Boolean(options.vite),
      hsts: config.TRUST_PROXY,
      mediaOrigin: config.MEDIA_BASE_URL ? new URL(config.MEDIA_BASE_URL).origin : undefined,
    }),
  );
  app.use(services.metrics.middleware());
  // Probes and scrapers name the instance by its address (Host: 10.0.0.5:3000): before the guard.
  app.use(createOpsRouter(services, services.metrics));
  app.use(hostGuard(config, services.refusals));
  // After the probes and the host guard: their answers are a few bytes, and compression's wrapping
  // of every response cost a fifth of each one (a flood of forged Hosts, a probe every second).
  // The page cache, when on, applies it to what it answers uncompressed and skips it for the
  // gzipped copies it keeps (server/http/page-cache.ts): the pages it takes skip it here.
  const compress = compression();
  const pagesCompressThemselves = Boolean(options.build && !options.vite && config.PAGE_CACHE);
  app.use(pagesCompressThemselves ? compressionForTheRest(compress) : compress);

  // Media and built assets carry a fingerprint in their names: cache them for a year.
  const immutable = { immutable: true, maxAge: "1y", index: false, fallthrough: false } as const;
  // Uploaded media from the shared store (server/editor/media/store.ts), the generated ones from content/media.
  app.use("/media", services.editorMedia.store.serve);
  app.use("/media", express.static(services.media.dir, immutable));
  if (options.vite) {
    app.use(options.vite.middlewares);
  } else {
    const client = path.join(projectRoot, "build", "client");
    app.use("/assets", precompressedAssets(path.join(client, "assets")));
    app.use("/assets", express.static(path.join(client, "assets"), immutable));
  }

  app.use("/api", createApiRouter(services));
  // The static content file of the old client's CDN call, also at the root (?t=… is ignored).
  app.get("/portal-main.json", createPortalMainRoute(services));
  app.use(createGuestTokenRoute(services));
  app.use(createSeoRouter(services));
  // The editor's headers (noindex, no-store) and its passkey endpoints; its pages render below.
  app.use("/editor", createEditorRouter(services));

  if (config.BENCH_BASELINE) mountBenchBaseline(app);

  if (options.build || options.vite) {
    // First, so that counting, the bare-address redirect, the cache and the page all see one address.
    app.use(pageQueryOnly);
    app.use(bareAddressRedirect);
    const handler = createRequestHandler({
      build: options.vite
        ? () => options.vite!.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
        : options.build!,
      mode: options.vite ? "development" : "production",
      getLoadContext: (req, res) => {
        // An editor's preview renders with the draft's content (server/editor/preview.ts).
        const preview = res.locals.preview as { services: Services; context: PreviewContext } | undefined;
        return {
          services: preview?.services ?? services,
          preview: preview?.context,
          lang: resolveRequestLang({
            queryLang: typeof req.query.lang === "string" ? req.query.lang : null,
            cookieLang: readCookie(req.headers.cookie, "lang"),
            acceptLanguage: req.headers["accept-language"],
          }),
          cspNonce: res.locals.cspNonce as string,
          clientIp: req.ip,
          structuredData: new Map<string, string>(),
          perVisitor: (kind, value) => declarePerVisitor(res, kind, value),
          placeholder: (kind) => (res.locals.placeholderOf as ((kind: string) => string | undefined) | undefined)?.(kind),
          uploadBody: res.locals.uploadBody as Readable | undefined,
          refusal: refusalOf(res),
          applicationAdmission: applicationAdmissionOf(res),
          contactAdmitted: contactAdmittedOf(res),
          // Work that must wait for the answer (a sign-in link request's lookup and mail).
          afterAnswer: afterAnswerOf(res),
        };
      },
    });
    // An editor's preview of a draft: before the page views and the page cache, never counted or kept.
    app.use("/editor/previa", previewPages(services, handler));
    // Before the cache, so a page answered from memory is a view too.
    app.use(countPageRequests(services));
    // Another site's page post is refused first (before the cache: a refused upload's page is kept there).
    app.use(pagePostsFromThisSite(() => config.publicOrigin));
    // Every page post counts against its client's budget; past it, a form's page is its GET with
    // the refusal, kept by the cache, and any other page a short text (ADR 0054).
    app.use(
      budgetPagePosts({
        limiter: services.rateLimits.pagePost,
        openingExists: async (key) => (await services.content.visibleVacancy(key)) !== undefined,
      }),
    );
    // An upload form's post judged on its headers; a refusal is its page's GET, kept by the cache.
    app.use(
      admitUploadPages({
        admitApplication: (req) => services.contact.applications.admit(req),
        admitContact: (req) => services.contact.intake.admitPage(req),
      }),
    );
    if (config.PAGE_CACHE && !options.vite) {
      const cache = createPageCache({
        // The day too (Fortaleza's): the openings' "new" marks and the footer's year follow the clock.
        version: async () => `${(await services.content.snapshot()).version}@${fortalezaDay(services.content.now())}`,
        bypassHeader: config.BENCH_BASELINE ? "x-bench-bypass-cache" : undefined,
        plainHeader: config.BENCH_BASELINE ? "x-bench-plain-copy" : undefined,
        maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024,
        secureCookies: config.TRUST_PROXY,
        compress,
        // What the contact page declares (app/contact/contact-form.server.ts), made anew per copy.
        perVisitor: {
          xsrf: {
            cookie: XSRF_COOKIE,
            make: (req, res) => services.contact.xsrf.tokenForRequest(req.headers.cookie, (c) => res.append("Set-Cookie", c)),
          },
          idempotency: { make: () => randomUUID() },
          // The address an application's acknowledgement went to, on the page after its redirect
          // (server/applications/sent-notice.ts): read from the visitor's cookie, which each copy clears.
          [SENT_TO]: {
            cookie: SENT_COOKIE,
            placeholder: true,
            make: (req, res, miss) => {
              const key = openingKeyOf(req.path) ?? "";
              if (!miss) res.append("Set-Cookie", services.contact.sentNotice.clear(key));
              return services.contact.sentNotice.read(req.headers.cookie, key)?.email ?? "";
            },
          },
        },
        variant: (req) => (services.contact.sentNotice.present(req.headers.cookie) ? "|sent" : ""),
        // A "sent" cookie the cache cannot write as it is (not this server's, not plain) is rendered alone.
        renderAlone: (req) => {
          const { sentNotice } = services.contact;
          if (!sentNotice.present(req.headers.cookie)) return false;
          const key = openingKeyOf(req.path);
          return !key || !sentNotice.read(req.headers.cookie, key)?.plain;
        },
      });
      services.metrics.gauge("lead_page_cache_entries", "Rendered pages kept in memory.", () => cache.stats().entries);
      services.metrics.gauge(
        "lead_page_cache_bytes",
        "Bytes the page cache holds (PAGE_CACHE_MAX_MB).",
        () => cache.stats().bytes,
      );
      services.metrics.counter(
        "lead_page_cache_hits_total",
        "Answers served from the page cache since start.",
        () => cache.stats().hits,
      );
      app.use(cache.middleware);
    }
    app.use(pageMethodsOnly());
    // Mounted without a path pattern: a pattern's parameters are percent-decoded by Express, and
    // an invalid escape (/portal/trabalhe/%ff) would end in the generic English 400 below instead
    // of React Router's 404 page in the visitor's language (it matches such a segment as written).
    // Page form posts (not multipart) read within their budget before the action (page-bodies.ts).
    app.use(budgetPageBodies(handler));
  } else {
    // Tests of the API and services run without a page build.
    app.all("/{*splat}", (_req, res) => {
      res.status(503).type("text/plain").send("Pages are not built.");
    });
  }

  app.use(finalErrorHandler(services.log, services.refusals));

  return app;
}

/** Benchmarks compare page rendering with the same server answering the same bytes from memory. */
function mountBenchBaseline(app: express.Express) {
  let html = Buffer.from("<!doctype html><title>baseline</title>");
  app.put("/__bench/baseline", express.raw({ type: "*/*", limit: "5mb" }), (req, res) => {
    html = Buffer.from(req.body as Buffer);
    res.status(204).end();
  });
  app.get("/__bench/baseline", (_req, res) => {
    res.type("text/html").send(html);
  });
  // A full collection on request, so the memory benchmark reads what the server keeps rather
  // than garbage V8 has not needed to collect yet (it grows the heap lazily under load).
  app.post("/__bench/gc", (_req, res) => {
    setFlagsFromString("--expose-gc");
    (runInNewContext("gc") as () => void)();
    res.json(process.memoryUsage());
  });
}

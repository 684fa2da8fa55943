import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderToReadableStream, renderToString } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { StructuredDataContext } from "./components/JsonLd";
import { InlineCssContext } from "./components/PageStyles";
import { RequestContext } from "./site/request-context";

/** build/client, next to this server build (build/server/index.js). */
const clientDir = fileURLToPath(new URL("../client/", import.meta.url));
const cssTexts = new Map<string, string | undefined>();

/**
 * The text of one of the build's stylesheets (/assets/….css), read once; undefined when it is not
 * a built file (the dev server's addresses). Fingerprinted names never change content.
 */
function builtCss(href: string): string | undefined {
  if (cssTexts.has(href)) return cssTexts.get(href);
  let text: string | undefined;
  // React Router marks a stylesheet that a lazy module also loads with a trailing "#".
  const file = href.replace(/#$/, "");
  if (/^\/assets\/[\w.-]+\.css$/.test(file)) {
    try {
      // A stylesheet cannot close the <style> element it is written into.
      text = readFileSync(path.join(clientDir, file), "utf8").replace(/<\/style/gi, "<\\/style");
    } catch {
      text = undefined;
    }
  }
  if (cssTexts.size < 500) cssTexts.set(href, text);
  return text;
}

/** How long React Router lets its own data encoding run (it reads this export). */
export const streamTimeout = 5_000;

/**
 * Markers React writes for a Suspense boundary it could not finish on the server (a part threw or
 * suspended): `$!` client-rendered, `$?` still pending. Such a page would reach a reader without
 * JavaScript with a hole in it, so it is an error instead.
 */
const unfinishedBoundary = /<!--\$[!?]-->/;

const utf8 = new TextEncoder();

/**
 * Renders the whole page to one string in one pass. Nothing on a page suspends on the server (the
 * loaders have resolved before this runs), so streaming sent the same bytes at the same moment,
 * and React's streaming renderer spent a third more time copying its pieces through buffers and
 * four stream layers (docs/decisions/0025).
 */
export function renderPage(page: React.ReactElement): Uint8Array<ArrayBuffer> {
  const html = "<!DOCTYPE html>" + renderToString(page);
  if (unfinishedBoundary.test(html)) {
    throw new Error("A part of the page could not be rendered on the server (it threw or suspended).");
  }
  // Bytes, not a string: a string body is checked character by character by the fetch Response.
  return utf8.encode(html);
}

/**
 * The server-rendered page, whole: every reader (browser, crawler, no-JavaScript) gets the same
 * complete document. Every inline script carries the response's CSP nonce.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // The page's stylesheets are written inline (app/components/PageStyles.tsx). Any the server
  // cannot read (a dev server) stay links, announced in a Link header so the browser asks for
  // them before it reads the head.
  const stylesheets = [
    ...new Set(
      routerContext.staticHandlerContext.matches.flatMap((match) => routerContext.manifest.routes[match.route.id]?.css ?? []),
    ),
  ];
  if (stylesheets.some((href) => builtCss(href) === undefined)) {
    responseHeaders.append("Link", stylesheets.map((href) => `<${href}>; rel=preload; as=style`).join(", "));
  }
  const page = (
    <RequestContext.Provider value={{ lang: loadContext.lang, nonce }}>
      <StructuredDataContext.Provider value={loadContext.structuredData ?? null}>
        <InlineCssContext.Provider value={builtCss}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineCssContext.Provider>
      </StructuredDataContext.Provider>
    </RequestContext.Provider>
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (import.meta.env.DEV) {
    // Vite's dev server only: the <Scripts/> its hot reload needs stream React Router's data
    // through a Suspense boundary, which only the streaming renderer waits for.
    const stream = await renderToReadableStream(page, { nonce, progressiveChunkSize: Number.POSITIVE_INFINITY });
    await stream.allReady;
    return new Response(stream, { headers: responseHeaders, status: responseStatusCode });
  }
  return new Response(renderPage(page), { headers: responseHeaders, status: responseStatusCode });
}

import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { StructuredDataContext } from "./components/JsonLd";

export const streamTimeout = 5_000;

/**
 * Streams the server-rendered page. Crawlers and no-JS readers get the whole document at once
 * (onAllReady); browsers start receiving HTML as soon as the shell is ready. Every inline script
 * carries the response's CSP nonce.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // The page's stylesheets, announced in a Link header so the browser asks for them before it
  // reads the head, where React places the scripts' modulepreload links above the stylesheets
  // (over HTTP/1.1 six connections per host would otherwise go to scripts first).
  const stylesheets = routerContext.staticHandlerContext.matches.flatMap(
    (match) => routerContext.manifest.routes[match.route.id]?.css ?? [],
  );
  if (stylesheets.length > 0) {
    responseHeaders.append("Link", [...new Set(stylesheets)].map((href) => `<${href}>; rel=preload; as=style`).join(", "));
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
    const page = (
      <StructuredDataContext.Provider value={loadContext.structuredData ?? null}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </StructuredDataContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [waitForAll ? "onAllReady" : "onShellReady"]() {
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

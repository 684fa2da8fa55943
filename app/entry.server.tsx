import { readFileSync } from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import { fileURLToPath } from "node:url";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { StructuredDataContext } from "./components/JsonLd";
import { InlineCssContext } from "./components/PageStyles";

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

export const streamTimeout = 5_000;

/**
 * React writes the page in pieces of ~2 KB, each passing through four stream layers to the
 * socket. Writes made in the same turn of the event loop (the whole page, when nothing
 * suspends) leave as one chunk; a part that comes later (a boundary that waited) leaves in its
 * own turn, so nothing is held back.
 */
export function coalescedWrites(): Transform {
  let parts: Buffer[] = [];
  let scheduled: NodeJS.Immediate | undefined;
  const release = (stream: Transform) => {
    scheduled = undefined;
    if (parts.length === 0) return;
    stream.push(parts.length === 1 ? parts[0] : Buffer.concat(parts));
    parts = [];
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      parts.push(chunk);
      scheduled ??= setImmediate(release, this);
      done();
    },
    flush(done) {
      if (scheduled) clearImmediate(scheduled);
      release(this);
      done();
    },
  });
}

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
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
    const page = (
      <StructuredDataContext.Provider value={loadContext.structuredData ?? null}>
        <InlineCssContext.Provider value={builtCss}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineCssContext.Provider>
      </StructuredDataContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // Never outline a finished Suspense boundary (React moves one over 12.8 KB behind its
      // fallback and reveals it with a script): the page's boundary (app/site/PageTree.tsx) is
      // the whole page, which must read in place without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [waitForAll ? "onAllReady" : "onShellReady"]() {
        shellRendered = true;
        const body = coalescedWrites();
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

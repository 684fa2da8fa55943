import { readFileSync } from "node:fs";
import path from "node:path";
import { PassThrough, Transform, type TransformCallback } from "node:stream";
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

const preloadStart = Buffer.from('<link rel="modulepreload"');
const tagEnd = 0x3e; // ">", never part of a multi-byte UTF-8 character

/**
 * Takes React Router's modulepreload links out of the page. In the head they make the browser
 * fetch about 110 KB of scripts before the first paint, and Lighthouse's slow-4G estimate of the
 * largest paint counts every request that starts before it (2.0-2.6 s with them, 0.8-1.1 s
 * without, docs/decisions/0020). The module script at the end of the body still imports every
 * module; the page reads and works without them meanwhile (forms and links are server ones), and
 * it hydrates a few round trips later. `<Scripts>` has no option to leave them out, hence the
 * rewrite of the stream; a link split across two chunks is held back until it is whole. It works
 * on the bytes (the link is ASCII), so the page is never decoded and encoded again.
 */
export function withoutModulePreloads(): Transform {
  let carry: Buffer = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      const bytes = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      const kept: Buffer[] = [];
      let from = 0;
      let hold = bytes.length;
      for (let at = bytes.indexOf(preloadStart, from); at !== -1; at = bytes.indexOf(preloadStart, from)) {
        kept.push(bytes.subarray(from, at));
        const close = bytes.indexOf(tagEnd, at + preloadStart.length);
        if (close === -1) {
          hold = from = at;
          break;
        }
        from = close + 1;
      }
      if (hold === bytes.length) {
        // The end may be the first characters of a link that the next chunk completes.
        for (let n = Math.min(preloadStart.length - 1, bytes.length - from); n > 0; n--) {
          if (bytes.subarray(bytes.length - n).equals(preloadStart.subarray(0, n))) {
            hold = bytes.length - n;
            break;
          }
        }
        kept.push(bytes.subarray(from, hold));
      }
      carry = Buffer.from(bytes.subarray(hold));
      done(null, kept.length === 1 ? kept[0] : Buffer.concat(kept));
    },
    flush(done: TransformCallback) {
      done(null, carry);
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
  // them before it reads the head, where the scripts' modulepreload links come first.
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
      // fallback and reveals it with a script): the page's boundary (app/root.tsx) is the whole
      // body, which must read in place without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [waitForAll ? "onAllReady" : "onShellReady"]() {
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        const html = body.pipe(withoutModulePreloads());
        resolve(new Response(createReadableStreamFromReadable(html), { headers: responseHeaders, status: responseStatusCode }));
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

/**
 * Budgets for the bodies of page form posts (React Router actions), judged before the action
 * runs. An action reads `request.formData()`, which buffers a body of any size: 200 MB posted to
 * /preferencias took 20 s and 340 MB of memory. Multipart posts (the contact form and its files)
 * keep their own streaming limits (server/contact/uploads.ts); the visitors' upload forms get
 * theirs as Node's stream (context.uploadBody). Every other page body is read
 * here up to its budget (a declared Content-Length over it is refused before reading, streamed
 * bytes are counted as they arrive), answered 413 in the visitor's language when over, and
 * otherwise handed to React Router from memory.
 */
import { Readable } from "node:stream";
import type { Request, RequestHandler } from "express";
import { apiRefusalMessages, declaredTooLarge, requestLang } from "./refusals";
import { bulkTurn } from "./turns";

/**
 * Bytes a page's form may send, by path. /preferencias carries a choice and the address to go
 * back to (a path of at most a few hundred characters); any other page form, without files, at
 * most the contact form's text fields (5,000 characters, percent-encoded, up to 9 bytes each).
 */
export const PAGE_FORM_BUDGETS: Readonly<Record<string, number>> = { "/preferencias": 4 * 1024 };
export const DEFAULT_PAGE_FORM_BUDGET = 64 * 1024;
/**
 * An editor's item form (/editor/<type>/<key>, /editor/<type>/novo): every field of an item in pt,
 * en and es, rich text included; the form codec's own total is 1,000,000 characters
 * (common/editor/form-data.ts). Uploads do not come here (server/editor/media/, multipart).
 */
export const EDITOR_ITEM_FORM_BUDGET = 1024 * 1024;
/** The editor's own pages under /editor/<segment>/…: not content types, their forms are small. */
const EDITOR_PAGES = new Set(["entrar", "sair", "conta", "contas", "auditoria", "previa", "midia", "api"]);

export function pageFormBudget(path: string): number {
  const clean = path.replace(/\/+$/, "") || "/";
  const item = /^\/editor\/([a-z][a-z-]*)\/[^/]+$/.exec(clean);
  if (item && !EDITOR_PAGES.has(item[1]!)) return EDITOR_ITEM_FORM_BUDGET;
  return PAGE_FORM_BUDGETS[clean] ?? DEFAULT_PAGE_FORM_BUDGET;
}

/** The contact page. */
export const isContactPage = (path: string) => /^\/portal\/contato\/?$/.test(path);
/** The key of /portal/trabalhe/<key>: an opening's, or a reserved word (the alerts' form, alertas). */
export const openingKeyOf = (path: string) => /^\/portal\/trabalhe\/([^/]+)\/?$/.exec(path)?.[1];
/**
 * The pages whose actions read a multipart post from `context.uploadBody` (the contact form and
 * an opening's application form). Any other multipart post (the editor's item form) reaches its
 * action's `request.formData()` through React Router's adapter, as before.
 */
export const isUploadPage = (path: string) => isContactPage(path) || openingKeyOf(path) !== undefined;

const hasBody = (req: Request) =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

/** What React Router's adapter reads from the request as a stream (StreamPump in @react-router/node). */
const STREAM_MEMBERS = new Set<PropertyKey>([
  "on",
  "once",
  "off",
  "addListener",
  "removeListener",
  "removeAllListeners",
  "pause",
  "resume",
  "destroy",
  "pipe",
  "read",
  "readableHighWaterMark",
  Symbol.asyncIterator,
]);

/**
 * The same request, whose body is `body` instead of the socket's (already read). Everything else
 * (headers, URL, Express's getters) is the original's.
 */
function withBody(req: Request, body: Buffer): Request {
  const replay = Readable.from(body.length ? [body] : []);
  return new Proxy(req, {
    get(target, key, receiver) {
      if (STREAM_MEMBERS.has(key)) {
        const value = Reflect.get(replay, key, replay) as unknown;
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(replay) : value;
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

/**
 * Wraps the page handler: bodies that are not multipart are read within their budget first.
 * The refusal leaves the rest unread; closeUnreadBodies() closes the connection after the answer.
 */
export function budgetPageBodies(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const type = (req.headers["content-type"] ?? "").toLowerCase();
    // A post's page (its action, its errors, its "sent") is rendered on a turn of its own
    // (turns.ts), as an upload's: eight posts arriving together otherwise render back to back in
    // one turn of the loop, 50 to 80 ms here, and a page asked for meanwhile waits for all eight.
    const inTurn = (body: Request) =>
      void bulkTurn()
        .then(() => handler(body, res, next))
        .catch(next);
    if (!hasBody(req)) return req.method === "POST" ? inTurn(req) : handler(req, res, next);
    if (type.startsWith("multipart/form-data")) {
      if (!isUploadPage(req.path)) return handler(req, res, next);
      // A visitor's upload is read by its action from Node's own stream (context.uploadBody), each
      // piece once: through React Router's adapter it became a web stream and then a Node stream
      // again, three buffers and their pauses for every piece of a 5 MB CV. The adapter sees no body.
      res.locals.uploadBody = req;
      // Its handling starts on a turn of its own (turns.ts): fifty uploads sent at once otherwise
      // run React Router's request, the action's start and their checks back to back in one
      // turn of the loop, and a page asked for meanwhile waits for all fifty.
      return inTurn(withBody(req, Buffer.alloc(0)));
    }
    const limit = pageFormBudget(req.path);
    const refuse = () => {
      res.setHeader("Cache-Control", "no-store");
      res.status(413).type("text/plain").send(apiRefusalMessages[requestLang(req)].payload_too_large);
    };
    if (declaredTooLarge(req.headers["content-length"], limit)) return refuse();
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      done = true;
      chunks.length = 0;
      req.off("data", onData);
      refuse();
    };
    req.on("data", onData);
    req.once("end", () => {
      if (done) return;
      done = true;
      inTurn(withBody(req, Buffer.concat(chunks)));
    });
    req.once("error", () => {
      if (done) return;
      done = true;
      res.status(400).type("text/plain").send(apiRefusalMessages[requestLang(req)].bad_request);
    });
  };
}

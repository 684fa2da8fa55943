/**
 * Requests and responses born with Express's methods (docs/decisions/0052-requests-born-with-their-methods.md).
 *
 * Express gives each request and response its methods by changing its prototype as it arrives
 * (`Object.setPrototypeOf(req, app.request)`, the same for `res`). Measured on Node 20: with that
 * change, every request's objects outlived the young generation's collections (about 13 KB each
 * moved to the old generation), so each collection took 4 to 15 ms instead of under one, and the
 * old generation filled with garbage that full collections had to clear. Every answer due during
 * such a pause waited for it (with fifty CVs arriving, `bench:pdf` charged a fifth of the server's
 * work during the visitor's slowest reads to collections).
 *
 * Here Node's HTTP server makes its requests and responses from classes that extend its own and
 * carry Express's properties, and those classes' prototypes become `app.request` and
 * `app.response`: Express's change of prototype then finds the prototype it wants already there,
 * which V8 treats as no change at all. Nothing else differs (`req instanceof IncomingMessage`, the
 * same getters and methods, `req.app`).
 */
import { createServer, IncomingMessage, ServerResponse, type Server, type ServerOptions } from "node:http";
import type { Express } from "express";

/** A subclass of `base` whose prototype holds every property `proto` has above `base.prototype` (nearest first). */
function classWith<T extends abstract new (...args: never[]) => object>(base: T, proto: object): T {
  const born = class extends (base as unknown as new (...args: unknown[]) => object) {};
  for (let at: object | null = proto; at && at !== base.prototype; at = Object.getPrototypeOf(at) as object | null) {
    for (const key of Reflect.ownKeys(at)) {
      if (key === "constructor" || Object.prototype.hasOwnProperty.call(born.prototype, key)) continue;
      Object.defineProperty(born.prototype, key, Object.getOwnPropertyDescriptor(at, key)!);
    }
  }
  return born as unknown as T;
}

/**
 * The options for `http.createServer` that make `app`'s requests and responses with Express's
 * methods from birth; `app.request` and `app.response` become those classes' prototypes.
 */
export function bornExpress(app: Express): Pick<ServerOptions, "IncomingMessage" | "ServerResponse"> {
  const Request = classWith(IncomingMessage, app.request);
  const Response = classWith(ServerResponse, app.response);
  app.request = Request.prototype as Express["request"];
  app.response = Response.prototype as Express["response"];
  return { IncomingMessage: Request, ServerResponse: Response as typeof ServerResponse };
}

/** The HTTP server of `app`, its requests and responses born with Express's methods: every server the site runs. */
export function createAppServer(app: Express): Server {
  return createServer(bornExpress(app), app);
}

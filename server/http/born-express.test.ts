/**
 * Requests and responses born with Express's methods: Express finds nothing to change in their
 * prototypes, and everything it gives them still works.
 */
import express from "express";
import { createServer, IncomingMessage, ServerResponse, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { bornExpress } from "./born-express";

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Serves `app` (born with its methods or not) and reads what its one route saw of the request it answered. */
async function seen(born: boolean) {
  const app = express();
  app.get("/seen", (req, res) => {
    res.status(203).json({
      protoUnchanged: Object.getPrototypeOf(req) === protoAtArrival.get(req),
      resProtoUnchanged: Object.getPrototypeOf(res) === protoAtArrival.get(res),
      isAppRequest: Object.getPrototypeOf(req) === app.request,
      isAppResponse: Object.getPrototypeOf(res) === app.response,
      incoming: req instanceof IncomingMessage,
      outgoing: res instanceof ServerResponse,
      sameApp: req.app === app,
      path: req.path,
      query: req.query,
      header: req.get("x-lead"),
      hostname: req.hostname,
    });
  });
  const protoAtArrival = new WeakMap<object, object>();
  server = born ? createServer(bornExpress(app), app) : createServer(app);
  // Before Express: the prototype each request and response was made with.
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    protoAtArrival.set(req, Object.getPrototypeOf(req) as object);
    protoAtArrival.set(res, Object.getPrototypeOf(res) as object);
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/seen?a=1&b=dois`, { headers: { "x-lead": "sim" } });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    body: (await response.json()) as Record<string, unknown>,
  };
}

describe("bornExpress", () => {
  it("makes requests and responses that Express does not re-prototype, with all of Express's methods", async () => {
    const { status, type, body } = await seen(true);
    expect(status).toBe(203);
    expect(type).toMatch(/^application\/json/);
    expect(body).toEqual({
      protoUnchanged: true,
      resProtoUnchanged: true,
      isAppRequest: true,
      isAppResponse: true,
      incoming: true,
      outgoing: true,
      sameApp: true,
      path: "/seen",
      query: { a: "1", b: "dois" },
      header: "sim",
      hostname: "127.0.0.1",
    });
  });

  it("is what spares the change: a plain server's requests are re-prototyped by Express", async () => {
    const { body } = await seen(false);
    expect(body).toMatchObject({ protoUnchanged: false, resProtoUnchanged: false, isAppRequest: true, path: "/seen" });
  });
});

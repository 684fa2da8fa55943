import { createServer, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPdfChecks } from "../applications/pdf-check";
import { admitUploadPages, applicationAdmissionOf, refusalOf } from "./page-admission";

/** One check and no waiting: a second application finds every place taken. */
const checks = createPdfChecks({ concurrency: 1, waiting: 0, inspect: async () => ({ ok: true, pages: 1 }) });
let contactRefusal: { status: number; error: string; retryAfter?: number } | null = null;
/** What the page handler saw of each request. */
const seen: Array<{ method: string; refusal: unknown; admitted: boolean; bodyBytes: number }> = [];
/** Lets a test hold the "action" until it says so. */
let holdAction: Promise<void> = Promise.resolve();

let server: Server;
let url: string;
beforeAll(async () => {
  const app = express();
  app.use(
    admitUploadPages({
      admitApplication: async () => {
        const ticket = checks.reserve();
        return ticket
          ? { ticket }
          : { refused: { status: 503, error: "server_error", fields: { cv: ["cv_busy"] }, retryAfter: 10 } };
      },
      admitContact: async () => contactRefusal,
    }),
  );
  app.use((req, res) => {
    let bodyBytes = 0;
    const answer = async () => {
      const admission = applicationAdmissionOf(res);
      seen.push({ method: req.method, refusal: refusalOf(res) ?? null, admitted: Boolean(admission), bodyBytes });
      // The opening "not there" answers without taking its place.
      if (req.path.endsWith("/sumiu")) return void res.status(404).end("not here");
      const ticket = admission?.take();
      if (ticket) {
        await holdAction;
        ticket.release();
      }
      res.status(refusalOf(res)?.status ?? 200).end(req.method);
    };
    // A refused application's body was read (and thrown away) before it came here.
    if (req.readableEnded) return void answer();
    req.on("data", (chunk: Buffer) => (bodyBytes += chunk.length));
    req.on("end", () => void answer());
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function upload(path: string, bytes = 200_000) {
  const body = new FormData();
  body.set("cv", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), "cv.pdf");
  return fetch(`${url}${path}`, { method: "POST", body });
}

describe("upload pages judged on their headers", () => {
  it("lets an application in with its place in the queue, taken once by its action and given back after", async () => {
    seen.length = 0;
    let release = () => {};
    holdAction = new Promise((resolve) => (release = resolve));
    const first = upload("/portal/trabalhe/analista");
    await expect.poll(() => seen.length).toBe(1);
    expect(checks.full()).toBe(true);
    // Every place taken: the next is refused, its body read and thrown away, and it becomes the page's GET.
    const second = await upload("/portal/trabalhe/analista", 300_000);
    expect(second.status).toBe(503);
    expect(second.headers.get("retry-after")).toBe("10");
    expect(seen[1]).toEqual({
      method: "GET",
      refusal: { status: 503, error: "server_error", fields: { cv: ["cv_busy"] } },
      admitted: false,
      bodyBytes: 0,
    });
    release();
    expect((await first).status).toBe(200);
    expect(seen[0]).toMatchObject({ method: "POST", refusal: null, admitted: true });
    expect(checks.full()).toBe(false);
    holdAction = Promise.resolve();
  });

  it("gives the place back when the post never reaches an action that takes it", async () => {
    expect((await upload("/portal/trabalhe/sumiu")).status).toBe(404);
    await expect.poll(() => checks.full()).toBe(false);
    expect(checks.stats()).toMatchObject({ running: 0, waiting: 0 });
  });

  it("answers the contact page's refusal as its page without reading the body, and leaves other posts alone", async () => {
    seen.length = 0;
    contactRefusal = { status: 429, error: "rate_limited", retryAfter: 600 };
    const refused = await upload("/portal/contato?lang=en", 1000);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("600");
    expect(seen[0]).toMatchObject({ method: "GET", refusal: { status: 429, error: "rate_limited" }, admitted: false });
    // Left unread for the page (the site closes the connection after such an answer: closeUnreadBodies).
    expect(seen[0]!.bodyBytes).toBeGreaterThan(1000);
    contactRefusal = null;
    expect((await upload("/portal/contato")).status).toBe(200);
    expect(seen[1]).toMatchObject({ method: "POST", refusal: null });
    // Not an upload page, no opening (a reserved key), or not multipart: not judged here.
    await upload("/portal/trabalhe/alertas/x/y");
    await upload("/portal/trabalhe/alertas");
    await fetch(`${url}/portal/trabalhe/analista`, {
      method: "POST",
      body: "a=1",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(seen.slice(2).map((s) => [s.method, s.refusal, s.admitted])).toEqual([
      ["POST", null, false],
      ["POST", null, false],
      ["POST", null, false],
    ]);
  });
});

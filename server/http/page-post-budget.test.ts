import { createServer, type Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { budgetPagePosts } from "./page-post-budget";
import { createRateLimiter } from "./rate-limits";
import { apiRefusalMessages } from "./refusals";

/** What the page handler saw of each request that reached it. */
const seen: Array<{ method: string; path: string; refusal: unknown; bodyBytes: number }> = [];

let server: Server;
let url: string;
let limiterName = 0;
let budget: ReturnType<typeof createRateLimiter>;

beforeAll(async () => {
  const app = express();
  // A fresh budget of three posts for each test (rate-limiter-flexible's memory store, as in production without Redis).
  app.use(
    budgetPagePosts({
      limiter: { consume: (key, points) => budget.consume(key, points) },
      openingExists: async (key) => key === "analista",
    }),
  );
  app.use((req, res) => {
    let bodyBytes = 0;
    const answer = () => {
      const refusal = res.locals.pageRefusal as { status: number } | undefined;
      seen.push({ method: req.method, path: req.path, refusal: refusal ?? null, bodyBytes });
      res.status(refusal?.status ?? 200).end(req.method);
    };
    if (req.readableEnded) return answer();
    req.on("data", (chunk: Buffer) => (bodyBytes += chunk.length));
    req.on("end", answer);
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  budget = createRateLimiter({ name: `test-page-post-${limiterName++}`, rule: { points: 3, durationSeconds: 60 } });
});

const post = (path: string, body: BodyInit = "email=x", headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, {
    method: "POST",
    body,
    headers: typeof body === "string" ? { "content-type": "application/x-www-form-urlencoded", ...headers } : headers,
  });

describe("every page post counts against its client's budget", () => {
  it("lets the budget's posts through to their actions, valid or not, whatever the page", async () => {
    for (const path of ["/portal/trabalhe/alertas", "/portal", "/portal/contato"]) expect((await post(path)).status).toBe(200);
    expect(seen.map((s) => [s.method, s.path, s.refusal])).toEqual([
      ["POST", "/portal/trabalhe/alertas", null],
      ["POST", "/portal", null],
      ["POST", "/portal/contato", null],
    ]);
  });

  it("past it, renders a form's page as its GET with the refusal (the alerts', the contact page, a published opening)", async () => {
    for (let i = 0; i < 3; i++) await post("/portal");
    seen.length = 0;
    for (const path of ["/portal/trabalhe/alertas", "/portal/contato/", "/portal/trabalhe/analista"]) {
      const answer = await post(path);
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(seen.map((s) => [s.method, s.path, s.refusal])).toEqual([
      ["GET", "/portal/trabalhe/alertas", { status: 429, error: "rate_limited" }],
      ["GET", "/portal/contato/", { status: 429, error: "rate_limited" }],
      ["GET", "/portal/trabalhe/analista", { status: 429, error: "rate_limited" }],
    ]);
  });

  it("past it, reads and throws away an application's CV before its page answers", async () => {
    for (let i = 0; i < 3; i++) await post("/portal");
    seen.length = 0;
    const body = new FormData();
    body.set("cv", new Blob([new Uint8Array(300_000)], { type: "application/pdf" }), "cv.pdf");
    const answer = await post("/portal/trabalhe/analista", body);
    expect(answer.status).toBe(429);
    // Nothing of the body was left for the page: it had been read before the answer.
    expect(seen).toEqual([
      { method: "GET", path: "/portal/trabalhe/analista", refusal: { status: 429, error: "rate_limited" }, bodyBytes: 0 },
    ]);
  });

  it("past it, answers any other page (an opening not published, a page without a form) in a short text, in the visitor's language", async () => {
    for (let i = 0; i < 3; i++) await post("/portal");
    seen.length = 0;
    const plain = await post("/portal/institucional?lang=es");
    expect(plain.status).toBe(429);
    expect(plain.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(plain.headers.get("cache-control")).toBe("no-store");
    expect(await plain.text()).toBe(apiRefusalMessages.es.too_many_posts);
    const gone = await post("/portal/trabalhe/sumiu", "a=1", { "accept-language": "en" });
    expect(gone.status).toBe(429);
    expect(await gone.text()).toBe(apiRefusalMessages.en.too_many_posts);
    // A reserved word under the openings is no opening either.
    expect(await (await post("/portal/trabalhe/novo")).text()).toBe(apiRefusalMessages.pt.too_many_posts);
    expect(seen).toEqual([]);
  });

  it("does not count reads, or a signed-in editor's posts (behind a session and limits of their own)", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await fetch(`${url}/portal`)).status).toBe(200);
      expect((await post("/editor/vacancy/analista")).status).toBe(200);
    }
    expect((await post("/portal")).status).toBe(200);
    expect(seen.filter((s) => s.method === "POST" && s.path === "/portal")).toHaveLength(1);
  });

  it("does not count the accessibility bar's form (a redirect, never a page)", async () => {
    for (let i = 0; i < 5; i++) expect((await post("/preferencias", "acao=contraste")).status).toBe(200);
    expect((await post("/portal")).status).toBe(200);
  });

  it("counts the editor's sign-in, which anyone can post to", async () => {
    for (let i = 0; i < 2; i++) expect((await post("/editor/entrar")).status).toBe(200);
    expect((await post("/editor/entrar/link")).status).toBe(200);
    const refused = await post("/editor/entrar", "email=x", { "accept-language": "pt-BR" });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe(apiRefusalMessages.pt.too_many_posts);
    expect((await post("/editor/entrarx/novo")).status).toBe(200);
  });
});

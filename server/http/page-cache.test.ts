import { createServer, request, type Server } from "node:http";
import { constants as zlibConstants, deflateRawSync, gunzipSync, inflateSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPageCache, declarePerVisitor, deflateParts, gzipJoin, compressionForTheRest } from "./page-cache";

let server: Server;
let url: string;
let renders = 0;
let slowRenders = 0;
let slowArrivals = 0;
let openSlowGate = () => {};
const slowGate = new Promise<void>((resolve) => (openSlowGate = resolve));
let version = "v1";
let formRenders = 0;
let noStoreRenders = 0;
let cookieCounter = 0;
/** Like the contact form's XSRF pair: a token bound to the visitor's cookie, the cookie set when missing. */
function formToken(req: express.Request, res: express.Response): string {
  let id = /(?:^|; )xsrf=(\w+)/.exec(req.headers.cookie ?? "")?.[1];
  if (!id) {
    id = `c${String(++cookieCounter).padStart(4, "0")}`;
    res.append("Set-Cookie", `xsrf=${id}; Path=/`);
  }
  return `tok-${id}-end`;
}
let keyCounter = 0;
/** Makes the next nonces longer than the stored one. */
let longNonce = false;
let sentRenders = 0;
/** Like an application's "sent" cookie (server/applications/sent-notice.ts): the visitor's own address. */
const sentAddress = (req: express.Request) =>
  decodeURIComponent(/(?:^|; )sent=([^;]*)/.exec(req.headers.cookie ?? "")?.[1] ?? "");
const cache = createPageCache({
  version: async () => version,
  perVisitor: {
    xsrf: { cookie: "xsrf", make: formToken },
    idempotency: { make: () => `key-${String(++keyCounter).padStart(6, "0")}-end` },
    sentTo: {
      cookie: "sent",
      placeholder: true,
      make: (req, res, miss) => {
        if (!miss) res.append("Set-Cookie", "sent=; Max-Age=0; Path=/");
        return sentAddress(req);
      },
    },
  },
  variant: (req) => ((req.headers.cookie ?? "").includes("sent=") ? "|sent" : ""),
  renderAlone: (req) => (req.headers.cookie ?? "").includes("sent=") && !/^[\w.+-]+@[\w.-]+$/.test(sentAddress(req)),
});

beforeAll(async () => {
  const app = express();
  let nonceCounter = 0;
  app.use((_req, res, next) => {
    // Of one length, as real nonces are (the gzipped copies hold for values of their stored length).
    res.locals.cspNonce = `nonce${String(++nonceCounter).padStart(6, "0")}xyz${longNonce ? "-longer" : ""}`;
    next();
  });
  app.use((req, _res, next) => {
    if (req.path === "/portal/slow") slowArrivals++;
    next();
  });
  // Like server/contact/page-admission.ts: a post to the form refused on its headers becomes the
  // page's GET with the refusal (?gone=1: the page is not there, so its answer is not the refusal's).
  app.use((req, res, next) => {
    if (req.method === "POST" && req.path === "/portal/form") {
      res.locals.pageRefusal = { status: 429, error: "rate_limited" };
      req.method = "GET";
    }
    next();
  });
  app.use(cache.middleware);
  // A page with per-visitor values, like the contact form (and one with a kind the cache cannot make).
  app.get("/portal/form", (req, res) => {
    formRenders++;
    const token = formToken(req, res);
    const key = `key-${String(++keyCounter).padStart(6, "0")}-end`;
    declarePerVisitor(res, "xsrf", token);
    declarePerVisitor(res, "idempotency", key);
    if (req.query.unknown) declarePerVisitor(res, "secret", "s3cr3t");
    res.setHeader("Cache-Control", "private, no-store");
    const refusal = res.locals.pageRefusal as { status: number; error: string } | undefined;
    if (refusal) res.status(req.query.gone ? 404 : refusal.status);
    res
      .type("text/html")
      .end(
        `${refusal ? `<p role="alert">${refusal.error}</p>` : ""}<form><input name="xsrf" value="${token}"><input name="key" value="${key}"></form><script>${JSON.stringify({ token, key })}</script>`,
      );
  });
  // A page that shows the visitor's own address (a stand-in when the cache collects it) beside the
  // site's own, which a visitor may well type as theirs.
  app.get("/portal/sent", (req, res) => {
    sentRenders++;
    const placeholderOf = res.locals.placeholderOf as ((kind: string) => string | undefined) | undefined;
    const shown = placeholderOf?.("sentTo") ?? sentAddress(req);
    res.setHeader("Set-Cookie", "sent=; Max-Age=0; Path=/");
    res.setHeader("Cache-Control", "private, no-store");
    res.type("text/html");
    res.write(`<p role="status">Sent to ${shown}.</p><footer>rh@lead.example</footer>`);
    res.end(`<script>${JSON.stringify({ sentTo: shown, inbox: "rh@lead.example" })}</script>`);
  });
  app.get("/portal/nostore", (_req, res) => {
    noStoreRenders++;
    res.setHeader("Cache-Control", "no-store");
    res.type("text/html").end("<p>not kept</p>");
  });
  // A page whose render waits until the test lets it finish.
  app.get("/portal/slow", async (_req, res) => {
    slowRenders++;
    await slowGate;
    res.type("text/html").end(`<p nonce="${res.locals.cspNonce as string}">slow ${slowRenders}</p>`);
  });
  app.get("/portal/page", (req, res) => {
    renders++;
    const nonce = res.locals.cspNonce as string;
    // Like the root loader: an explicit ?lang= other than the saved one is saved.
    const cookies: string[] = [];
    if (req.query.lang && !(req.headers.cookie ?? "").includes(`lang=${String(req.query.lang)}`)) {
      cookies.push(`lang=${String(req.query.lang)}; Max-Age=31536000; Path=/; SameSite=Lax`);
    }
    if (req.query.cookie) cookies.push("xsrf=token123; Path=/");
    if (cookies.length) res.setHeader("Set-Cookie", cookies);
    res.type("text/html");
    res.setHeader("Link", "</assets/page.css>; rel=preload; as=style");
    res.write(`<script nonce="${nonce}">1</script>`);
    res.end(`<p lang="${String(req.query.lang)}">render ${renders} ${version}</p>`);
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A visitor whose saved language (cookie) matches the ?lang= of the address. */
function get(pathAndQuery: string, extraCookie?: string) {
  const lang = new URLSearchParams(pathAndQuery.split("?")[1] ?? "").get("lang") ?? "pt";
  const cookie = [`lang=${lang}`, extraCookie].filter(Boolean).join("; ");
  return fetch(`${url}${pathAndQuery}`, { headers: { cookie } });
}

/** The raw answer, bytes as sent (fetch would decompress them). */
function rawAnswer(address: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(address, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    },
  );
}

describe("page cache", () => {
  it("answers an identical request from memory with a fresh nonce and the same Link header", async () => {
    const first = await get(`/portal/page?lang=pt`);
    const firstBody = await first.text();
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const second = await get(`/portal/page?lang=pt`);
    const secondBody = await second.text();
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(secondBody.replace(/nonce\d+xyz/, "N")).toBe(firstBody.replace(/nonce\d+xyz/, "N"));
    const firstNonce = /nonce="([^"]+)"/.exec(firstBody)![1];
    const secondNonce = /nonce="([^"]+)"/.exec(secondBody)![1];
    expect(secondNonce).not.toBe(firstNonce);
    // The stylesheet preload header comes back with the stored page.
    expect(second.headers.get("link")).toBe("</assets/page.css>; rel=preload; as=style");
  });

  it("keys by language and by the preferences cookie", async () => {
    await get(`/portal/page?lang=es`);
    const es = await get(`/portal/page?lang=es`);
    expect(es.headers.get("x-page-cache")).toBe("hit");
    expect(await es.text()).toContain('lang="es"');
    const withPrefs = await get(`/portal/page?lang=es`, "prefs=c1.f2.l0");
    expect(withPrefs.headers.get("x-page-cache")).toBe("miss");
  });

  it("keeps a copy of its own for a browser that has closed a home page note, whatever that cookie's other values", async () => {
    await get(`/portal/page?lang=en`);
    expect((await get(`/portal/page?lang=en`)).headers.get("x-page-cache")).toBe("hit");
    expect((await get(`/portal/page?lang=en`, "lead-dismissed=1")).headers.get("x-page-cache")).toBe("miss");
    expect((await get(`/portal/page?lang=en`, "lead-dismissed=1")).headers.get("x-page-cache")).toBe("hit");
    // Any other value is no record at all: the common copy.
    expect((await get(`/portal/page?lang=en`, "lead-dismissed=abc")).headers.get("x-page-cache")).toBe("hit");
  });

  it("answers a ?lang= other than the saved choice from memory too, and saves the choice", async () => {
    await get(`/portal/page?lang=es`);
    expect((await get(`/portal/page?lang=es`)).headers.get("x-page-cache")).toBe("hit");
    const rendersBefore = renders;
    for (const headers of [{}, { cookie: "lang=en" }] as Array<Record<string, string>>) {
      const answer = await fetch(`${url}/portal/page?lang=es`, { headers });
      expect(answer.headers.get("x-page-cache")).toBe("hit");
      expect(answer.headers.get("set-cookie")).toBe("lang=es; Max-Age=31536000; Path=/; SameSite=Lax");
      expect(await answer.text()).toContain('lang="es"');
    }
    expect(renders).toBe(rendersBefore);
    // The stored copy carries no cookie: a visitor whose choice is already saved gets none.
    expect((await get(`/portal/page?lang=es`)).headers.get("set-cookie")).toBeNull();
    // First seen without the cookie: rendered, stored, and the cookie is still sent.
    const fresh = await fetch(`${url}/portal/page?lang=en&first=1`);
    expect(fresh.headers.get("x-page-cache")).toBe("miss");
    expect(fresh.headers.get("set-cookie")).toContain("lang=en");
    expect((await get(`/portal/page?lang=en&first=1`)).headers.get("x-page-cache")).toBe("hit");
  });

  it("never stores a response that sets any other cookie", async () => {
    await get(`/portal/page?lang=pt&cookie=1`);
    const again = await get(`/portal/page?lang=pt&cookie=1`);
    expect(again.headers.get("x-page-cache")).toBe("miss");
  });

  it("drops entries when the content version changes", async () => {
    await get(`/portal/page?lang=en`);
    expect((await get(`/portal/page?lang=en`)).headers.get("x-page-cache")).toBe("hit");
    version = "v2";
    const after = await get(`/portal/page?lang=en`);
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).toContain("v2");
  });

  it("stays within its byte and entry bounds under a flood of unique queries, keeping the page in use", async () => {
    const small = createPageCache({ version: async () => "v", maxBytes: 64 * 1024, maxEntries: 50 });
    const app = express();
    app.use((_req, res, next) => {
      res.locals.cspNonce = "n";
      next();
    });
    app.use(small.middleware);
    app.get("/portal/page", (_req, res) => {
      res.type("text/html").send(`<p>${"x".repeat(4000)}</p>`);
    });
    const flood = createServer(app);
    await new Promise<void>((resolve) => flood.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(flood.address() as { port: number }).port}`;
    try {
      for (let i = 0; i < 400; i += 20) {
        await Promise.all(
          Array.from({ length: 20 }, (_, j) => fetch(`${base}/portal/page?q=${i + j}-${"y".repeat(200)}`).then((r) => r.text())),
        );
        // A page in use is asked between the flood's requests: it stays (least recently used goes first).
        await fetch(`${base}/portal/page?lang=pt`).then((r) => r.text());
      }
      const stats = small.stats();
      expect(stats.bytes).toBeLessThanOrEqual(64 * 1024);
      expect(stats.entries).toBeLessThanOrEqual(50);
      expect(stats.entries).toBeGreaterThan(5);
      expect((await fetch(`${base}/portal/page?lang=pt`)).headers.get("x-page-cache")).toBe("hit");
    } finally {
      await new Promise<void>((resolve) => flood.close(() => resolve()));
    }
  });

  it("renders a page once for a burst of identical requests that arrive while it renders", async () => {
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;
    const timersBefore = timers();
    const burst = Array.from({ length: 20 }, () => get("/portal/slow?lang=pt"));
    // Every request is in before the first render may end.
    await expect.poll(() => slowArrivals, { timeout: 10_000 }).toBe(20);
    openSlowGate();
    const answers = await Promise.all(burst);
    const bodies = await Promise.all(answers.map((a) => a.text()));
    expect(slowRenders).toBe(1);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.headers.get("x-page-cache") === "hit")).toHaveLength(19);
    // The same page, each with its own nonce.
    expect(new Set(bodies.map((b) => b.replace(/nonce\d+xyz/, "N")))).toEqual(new Set(['<p nonce="N">slow 1</p>']));
    expect(new Set(bodies.map((b) => /nonce\d+xyz/.exec(b)?.[0])).size).toBe(20);
    expect(cache.stats().rendering).toBe(0);
    // The 19 followers' waits (up to 10 s each) end with the render, not 10 s later.
    expect(timers() - timersBefore).toBeLessThan(5);
  });

  it("keeps a page with per-visitor values and writes fresh ones, with their cookie, into every copy", async () => {
    const read = async (response: Response) => {
      const body = await response.text();
      const tokens = [...body.matchAll(/tok-\w+-end/g)].map((m) => m[0]);
      const keys = [...body.matchAll(/key-\d+-end/g)].map((m) => m[0]);
      // Each value appears twice (the field and the hydration data), the same both times.
      expect(new Set(tokens).size, body).toBe(1);
      expect(new Set(keys).size, body).toBe(1);
      return {
        token: tokens[0],
        key: keys[0],
        cookie: response.headers.get("set-cookie"),
        cache: response.headers.get("x-page-cache"),
      };
    };
    const first = await read(await get("/portal/form?lang=pt"));
    const second = await read(await get("/portal/form?lang=pt"));
    const returning = await read(await get("/portal/form?lang=pt", "xsrf=c77"));
    expect(formRenders).toBe(1);
    expect([first.cache, second.cache, returning.cache]).toEqual(["miss", "hit", "hit"]);
    // A newcomer gets a cookie and the token that goes with it; a returning visitor keeps theirs.
    expect(second.cookie).toMatch(/^xsrf=c\d+; Path=\//);
    expect(second.token).toBe(`tok-${/xsrf=(\w+)/.exec(second.cookie!)![1]}-end`);
    expect(second.token).not.toBe(first.token);
    expect(returning.cookie).toBeNull();
    expect(returning.token).toBe("tok-c77-end");
    expect(new Set([first.key, second.key, returning.key]).size).toBe(3);
    const hit = await get("/portal/form?lang=pt");
    expect(hit.headers.get("cache-control")).toBe("private, no-store");
    // A page that asks not to be stored and declares nothing: never kept.
    await get("/portal/nostore?lang=pt");
    await get("/portal/nostore?lang=pt");
    expect(noStoreRenders).toBe(2);
    // A value the cache cannot make anew: never kept.
    await get("/portal/form?lang=pt&unknown=1");
    await get("/portal/form?lang=pt&unknown=1");
    expect(formRenders).toBe(3);
  });

  it("keeps a page rendered with a stand-in and writes each visitor's own value in its place, the render's answer too", async () => {
    const sent = async (address: string) => {
      const response = await get("/portal/sent?lang=pt", `sent=${encodeURIComponent(address)}`);
      return {
        body: await response.text(),
        cache: response.headers.get("x-page-cache"),
        cookie: response.headers.get("set-cookie"),
      };
    };
    // The site's own address as a visitor's, first: the copy is cut where the page wrote the stand-in only.
    const inbox = await sent("rh@lead.example");
    const ana = await sent("ana@example.org");
    const bob = await sent("bob+jobs@example.org");
    expect([inbox.cache, ana.cache, bob.cache]).toEqual(["miss", "hit", "hit"]);
    expect(sentRenders).toBe(1);
    expect(ana.body).toBe(
      '<p role="status">Sent to ana@example.org.</p><footer>rh@lead.example</footer><script>{"sentTo":"ana@example.org","inbox":"rh@lead.example"}</script>',
    );
    expect(inbox.body).toBe(
      '<p role="status">Sent to rh@lead.example.</p><footer>rh@lead.example</footer><script>{"sentTo":"rh@lead.example","inbox":"rh@lead.example"}</script>',
    );
    expect(bob.body).toContain("Sent to bob+jobs@example.org.</p><footer>rh@lead.example</footer>");
    expect(bob.body).toContain('{"sentTo":"bob+jobs@example.org","inbox":"rh@lead.example"}');
    expect(bob.body).not.toMatch(/ana@|sentto-/i);
    // Each answer clears the visitor's cookie; a copy made its own clearing.
    expect([ana.cookie, bob.cookie]).toEqual(["sent=; Max-Age=0; Path=/", "sent=; Max-Age=0; Path=/"]);
    // An address the copy could not hold as it is: rendered for its visitor alone, not kept.
    const odd = await sent("o'neil@example.org");
    expect(odd.cache).toBeNull();
    expect(odd.body).toContain("Sent to o'neil@example.org.");
    expect(sentRenders).toBe(2);
    // The same page without the cookie is a page of its own.
    const plain = await get("/portal/sent?lang=pt");
    expect(plain.headers.get("x-page-cache")).toBe("miss");
    expect(sentRenders).toBe(3);
  });

  it("keeps a post's page refused on its headers beside the page, with its status and fresh per-visitor values", async () => {
    const post = (query = "") => fetch(`${url}/portal/form?lang=es${query}`, { method: "POST", headers: { cookie: "lang=es" } });
    const rendersBefore = formRenders;
    const answers = [await post(), await post(), await post()];
    const bodies = await Promise.all(answers.map((a) => a.text()));
    expect(answers.map((a) => a.status)).toEqual([429, 429, 429]);
    expect(answers.map((a) => a.headers.get("x-page-cache"))).toEqual(["miss", "hit", "hit"]);
    expect(formRenders - rendersBefore).toBe(1);
    for (const body of bodies) expect(body).toContain('<p role="alert">rate_limited</p>');
    const tokens = bodies.map((b) => /tok-\w+-end/.exec(b)![0]);
    expect(new Set(tokens).size).toBe(3);
    // The page itself is its own copy, a 200 without the refusal.
    const page = await get("/portal/form?lang=es");
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain("rate_limited");
    // A refused post whose page answers otherwise (an opening that is not there) is never kept.
    expect((await post("&gone=1")).status).toBe(404);
    expect((await post("&gone=1")).headers.get("x-page-cache")).toBe("miss");
  });

  describe("gzipped copies", () => {
    const raw = (pathAndQuery: string, headers: Record<string, string>) => rawAnswer(`${url}${pathAndQuery}`, headers);
    const gzipHeaders = { cookie: "lang=pt", "accept-encoding": "gzip, deflate, br" };

    it("answers a hit gzipped once its parts are deflated: the whole page, this answer's nonce and values, a valid trailer", async () => {
      const miss = await raw("/portal/form?lang=pt&gz=1", gzipHeaders);
      expect(miss.headers["x-page-cache"]).toBe("miss");
      // The parts are deflated in the thread pool after the miss: wait for that state.
      await vi.waitFor(async () =>
        expect((await raw("/portal/form?lang=pt&gz=1", gzipHeaders)).headers["content-encoding"]).toBe("gzip"),
      );
      const plain = miss.body.toString("utf8");
      const answers = [await raw("/portal/form?lang=pt&gz=1", gzipHeaders), await raw("/portal/form?lang=pt&gz=1", gzipHeaders)];
      const bodies = answers.map((answer) => {
        expect(answer.headers["x-page-cache"]).toBe("hit");
        expect(answer.headers["content-encoding"]).toBe("gzip");
        expect(answer.headers.vary).toMatch(/Accept-Encoding/);
        // gunzip checks the CRC-32 and the length in the trailer.
        return gunzipSync(answer.body).toString("utf8");
      });
      const shape = (body: string) => body.replace(/tok-\w+-end/g, "T").replace(/key-\d+-end/g, "K");
      for (const body of bodies) expect(shape(body)).toBe(shape(plain));
      // Each answer carries its own values, not the stored ones.
      const tokens = bodies.map((body) => /key-\d+-end/.exec(body)![0]);
      expect(new Set([...tokens, /key-\d+-end/.exec(plain)![0]]).size).toBe(3);
    });

    it("deflates a page only once it is asked for again: a query asked once costs no deflate", async () => {
      const before = cache.stats().gzipped;
      for (let n = 0; n < 20; n++) await raw(`/portal/page?lang=pt&once=${n}`, gzipHeaders);
      // A deflate starts with the answer that asks for it: none is under way or done for these.
      expect(cache.stats().deflating).toBe(0);
      expect(cache.stats().gzipped).toBe(before);
      await raw("/portal/page?lang=pt&once=0", gzipHeaders);
      await vi.waitFor(() => expect(cache.stats().gzipped).toBe(before + 1));
    });

    it("answers a client that does not take gzip with the plain page", async () => {
      await raw("/portal/page?lang=pt&gz=2", gzipHeaders);
      await vi.waitFor(async () =>
        expect((await raw("/portal/page?lang=pt&gz=2", gzipHeaders)).headers["content-encoding"]).toBe("gzip"),
      );
      for (const encoding of ["identity", "br", "gzip;q=0, identity"]) {
        const answer = await raw("/portal/page?lang=pt&gz=2", { cookie: "lang=pt", "accept-encoding": encoding });
        expect(answer.headers["x-page-cache"]).toBe("hit");
        expect(answer.headers["content-encoding"]).toBeUndefined();
        expect(answer.body.toString("utf8")).toMatch(/^<script nonce="nonce\d+xyz">1<\/script><p lang="pt">render \d+ v\d<\/p>$/);
      }
    });

    it("lets a part refer back across the values before it, and stays exact whatever values of those lengths go between", async () => {
      const style = `<style>${".card{margin:0 auto;padding:1rem 2rem;color:var(--ink)}".repeat(40)}</style>`;
      const parts = [
        Buffer.from(`<head><script nonce="`),
        Buffer.from(`">1</script>${style}<p nonce="`),
        Buffer.from(`">${style}</p>`),
      ];
      const lengths = [24, 24];
      const deflated = await deflateParts(parts, lengths);
      for (const nonce of ["AAAAAAAAAAAAAAAAAAAAAA==", "\u0000".repeat(24), ".card{margin:0 auto;padd"]) {
        const value = Buffer.from(nonce);
        const body = gunzipSync(gzipJoin(parts, deflated, [value, value])).toString();
        expect(body).toBe(`<head><script nonce="${nonce}">1</script>${style}<p nonce="${nonce}">${style}</p>`);
      }
      // The last part's style is the second's: with the dictionary it costs a few bytes.
      expect(deflated[2]!.length).toBeLessThan(40);
      const alone = deflateRawSync(parts[2]!, { finishFlush: zlibConstants.Z_SYNC_FLUSH });
      expect(alone.length).toBeGreaterThan(deflated[2]!.length * 2);
    });

    it("answers plain when a value does not have its stored length", async () => {
      const miss = await raw("/portal/page?lang=pt&gz=3", gzipHeaders);
      expect(miss.headers["x-page-cache"]).toBe("miss");
      await vi.waitFor(async () =>
        expect((await raw("/portal/page?lang=pt&gz=3", gzipHeaders)).headers["content-encoding"]).toBe("gzip"),
      );
      longNonce = true;
      try {
        const answer = await raw("/portal/page?lang=pt&gz=3", gzipHeaders);
        expect(answer.headers["x-page-cache"]).toBe("hit");
        expect(answer.headers["content-encoding"]).toBeUndefined();
        expect(answer.body.toString()).toMatch(/^<script nonce="nonce\d+xyz-longer">1<\/script>/);
      } finally {
        longNonce = false;
      }
    });

    it("answers gzipped a page with each visitor's own address, whatever its length (the address ends the dictionary)", async () => {
      const asVisitor = (address: string) => ({ ...gzipHeaders, cookie: `lang=pt; sent=${encodeURIComponent(address)}` });
      expect((await raw("/portal/sent?lang=pt&gz=4", asVisitor("first@example.org"))).headers["x-page-cache"]).toBe("miss");
      await vi.waitFor(async () =>
        expect((await raw("/portal/sent?lang=pt&gz=4", asVisitor("next@example.org"))).headers["content-encoding"]).toBe("gzip"),
      );
      // Shorter and longer than the stand-in the copy was cut at; the part after each address
      // repeats words from before it ("rh@lead.example"), which a dictionary across it would miss.
      for (const address of ["a@b.co", "a.much.longer.address+jobs@subdomain.example.org"]) {
        const answer = await raw("/portal/sent?lang=pt&gz=4", asVisitor(address));
        expect(answer.headers["x-page-cache"]).toBe("hit");
        expect(answer.headers["content-encoding"]).toBe("gzip");
        expect(gunzipSync(answer.body).toString("utf8")).toBe(
          `<p role="status">Sent to ${address}.</p><footer>rh@lead.example</footer><script>{"sentTo":"${address}","inbox":"rh@lead.example"}</script>`,
        );
      }
    });

    it("writes a value longer than one stored block (65,535 bytes) in several", () => {
      const parts = [Buffer.from("<p>"), Buffer.from("</p>")];
      const deflated = parts.map((part) => deflateRawSync(part, { finishFlush: zlibConstants.Z_SYNC_FLUSH }));
      const long = Buffer.from("x".repeat(150_000));
      expect(gunzipSync(gzipJoin(parts, deflated, [long])).toString()).toBe(`<p>${"x".repeat(150_000)}</p>`);
      expect(gunzipSync(gzipJoin(parts, deflated, [Buffer.alloc(0)])).toString()).toBe("<p></p>");
    });
  });
});

describe("page cache applying compression itself (the site's wiring, server/app.ts)", () => {
  let site: Server;
  let siteUrl: string;
  let pageRenders = 0;
  const compressing = createPageCache({ version: async () => "v1", compress: compression() });
  /** Long enough for compression's threshold (1 KB). */
  const longText = "Pesquisa e inovação em tecnologia acessível. ".repeat(60);

  beforeAll(async () => {
    const app = express();
    app.use(compressionForTheRest(compression()));
    app.use((_req, res, next) => {
      res.locals.cspNonce = "nonce000001xyz";
      next();
    });
    app.get("/api/long", (_req, res) => void res.type("text/plain").send(longText));
    app.use(compressing.middleware);
    app.get("/portal/long", (_req, res) => {
      pageRenders++;
      res.type("text/html").end(`<p nonce="${res.locals.cspNonce as string}">${longText}</p>`);
    });
    site = createServer(app);
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    const address = site.address();
    siteUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  const raw = (path: string, encoding: string) =>
    rawAnswer(`${siteUrl}${path}`, { cookie: "lang=pt", "accept-encoding": encoding });
  const page = `<p nonce="nonce000001xyz">${longText}</p>`;

  it("compresses a render, keeps it uncompressed, and answers its gzipped copy once, not compressed twice", async () => {
    const miss = await raw("/portal/long?lang=pt", "gzip");
    expect(miss.headers["x-page-cache"]).toBe("miss");
    expect(miss.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(miss.body).toString("utf8")).toBe(page);
    await vi.waitFor(async () => expect((await raw("/portal/long?lang=pt", "gzip")).headers["content-encoding"]).toBe("gzip"));
    const hit = await raw("/portal/long?lang=pt", "gzip");
    expect(hit.headers["x-page-cache"]).toBe("hit");
    expect(hit.headers.vary).toBe("Accept-Encoding, Accept-Language, Cookie");
    expect(gunzipSync(hit.body).toString("utf8")).toBe(page);
    expect(pageRenders).toBe(1);
  });

  it("compresses the plain copy for a client that takes another encoding, and leaves it plain for one that takes none", async () => {
    await raw("/portal/long?lang=pt&b=1", "gzip");
    const deflated = await raw("/portal/long?lang=pt&b=1", "deflate");
    expect(deflated.headers["x-page-cache"]).toBe("hit");
    expect(deflated.headers["content-encoding"]).toBe("deflate");
    expect(inflateSync(deflated.body).toString("utf8")).toBe(page);
    const plain = await raw("/portal/long?lang=pt&b=1", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(page);
  });

  it("leaves what the cache does not take to the site's compression", async () => {
    const api = await raw("/api/long", "gzip");
    expect(api.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(api.body).toString("utf8")).toBe(longText);
  });
});

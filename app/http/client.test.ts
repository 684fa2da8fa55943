// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { readCookie } from "../../common/http/cookies";
import { createHttpClient, HttpError, isAbsoluteUrl, quietly } from "./client";

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** A fake fetch that records each call and answers with what the test gives it. */
function fakeFetch(answer: () => Response = () => json(200, { ok: true })) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? "GET",
      headers: new Headers(init?.headers),
      body: init?.body,
    });
    return answer();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function json(status: number, body: unknown, statusText = "") {
  return new Response(JSON.stringify(body), { status, statusText, headers: { "Content-Type": "application/json" } });
}

const cookies = () => "lang=en; XSRF-TOKEN=tok%2Ben%3D; other=1";

describe("request conventions", () => {
  it("adds a JSON content type when none is set, and keeps one that is", async () => {
    const { fetch, calls } = fakeFetch();
    const client = createHttpClient({ fetch, cookies });
    await client.post("/contact/stuartContact", { name: "Ana" });
    await client.request("/contact/", { method: "POST", body: "a=1", headers: { "Content-Type": "text/plain" } });
    expect(calls[0]!.headers.get("Content-Type")).toBe("application/json");
    expect(calls[0]!.body).toBe(JSON.stringify({ name: "Ana" }));
    expect(calls[1]!.headers.get("Content-Type")).toBe("text/plain");
  });

  it("lets the browser label form data (multipart boundary)", async () => {
    const { fetch, calls } = fakeFetch();
    const form = new FormData();
    form.append("nome", "Ana");
    await createHttpClient({ fetch, cookies }).post("/contact/", form);
    expect(calls[0]!.headers.has("Content-Type")).toBe(false);
    expect(calls[0]!.body).toBe(form);
  });

  it("sends the XSRF cookie as X-XSRF-TOKEN on same-origin requests other than GET and HEAD", async () => {
    const { fetch, calls } = fakeFetch();
    const client = createHttpClient({ fetch, cookies });
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) await client.request("/contact/", { method, body: {} });
    for (const call of calls) expect(call.headers.get("X-XSRF-TOKEN"), call.method).toBe("tok+en=");
  });

  it("never sends it on GET or HEAD", async () => {
    const { fetch, calls } = fakeFetch();
    const client = createHttpClient({ fetch, cookies });
    await client.get("/vacancy/all/visible");
    await client.request("/about/all", { method: "HEAD" });
    for (const call of calls) expect(call.headers.has("X-XSRF-TOKEN")).toBe(false);
  });

  it("never sends it to an absolute URL, whatever the method", async () => {
    const { fetch, calls } = fakeFetch();
    const client = createHttpClient({ fetch, cookies });
    await client.post("https://auth.example/ead2pcd/restapi/autenticacao");
    await client.post("//cdn.example/upload", {});
    await client.post(`${location.origin}/api/contact/`, {});
    expect(calls.map((c) => c.url)).toEqual([
      "https://auth.example/ead2pcd/restapi/autenticacao",
      "//cdn.example/upload",
      `${location.origin}/api/contact/`,
    ]);
    for (const call of calls) expect(call.headers.has("X-XSRF-TOKEN")).toBe(false);
  });

  it("sends no XSRF header when the cookie is absent", async () => {
    const { fetch, calls } = fakeFetch();
    await createHttpClient({ fetch, cookies: () => "lang=pt" }).post("/contact/", {});
    expect(calls[0]!.headers.has("X-XSRF-TOKEN")).toBe(false);
  });

  it("reads document.cookie by default (in the browser)", async () => {
    document.cookie = "XSRF-TOKEN=from-document";
    const { fetch, calls } = fakeFetch();
    await createHttpClient({ fetch }).post("/contact/", {});
    expect(calls[0]!.headers.get("X-XSRF-TOKEN")).toBe("from-document");
    document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
  });

  it("puts relative paths under /api and leaves absolute ones alone", async () => {
    const { fetch, calls } = fakeFetch();
    const client = createHttpClient({ fetch, cookies });
    await client.get("/vacancy/all/visible");
    await client.get("benefits/all");
    await createHttpClient({ fetch, cookies, baseUrl: "" }).get("/portal-main.json?t=1");
    expect(calls.map((c) => c.url)).toEqual(["/api/vacancy/all/visible", "/api/benefits/all", "/portal-main.json?t=1"]);
  });
});

describe("answers", () => {
  it("resolves with the parsed JSON of a 2xx answer, and undefined for 204", async () => {
    const items = [{ id: "12" }];
    expect(await createHttpClient({ fetch: fakeFetch(() => json(200, items)).fetch }).get("/x")).toEqual(items);
    expect(await createHttpClient({ fetch: fakeFetch(() => new Response(null, { status: 204 })).fetch }).get("/x")).toBe(
      undefined,
    );
  });

  it("only logs a 401: the call resolves with undefined", async () => {
    const log = vi.fn();
    const { fetch } = fakeFetch(() => json(401, { message: "token expired" }, "Unauthorized"));
    await expect(createHttpClient({ fetch, cookies, log }).get("/about/all")).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]![0]).toContain("401");
  });

  it.each([400, 403, 404])("rejects a %i with the server's message", async (status) => {
    const { fetch } = fakeFetch(() => json(status, { error: "x", message: `server says ${status}` }, "Status Text"));
    const error = await createHttpClient({ fetch, cookies })
      .post("/contact/", {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(`server says ${status}`);
    expect((error as HttpError).status).toBe(status);
  });

  it("takes the message from a nested error object or a plain-text body too", async () => {
    const nested = fakeFetch(() => json(400, { error: { message: "Campo obrigatório." } }));
    await expect(createHttpClient({ fetch: nested.fetch }).post("/contact/", {})).rejects.toThrow("Campo obrigatório.");
    const plain = fakeFetch(() => new Response("No such thing", { status: 404, statusText: "Not Found" }));
    await expect(createHttpClient({ fetch: plain.fetch }).get("/x")).rejects.toThrow("No such thing");
    const empty = fakeFetch(() => new Response("", { status: 403, statusText: "Forbidden" }));
    await expect(createHttpClient({ fetch: empty.fetch }).get("/x")).rejects.toThrow("Forbidden");
  });

  it.each([
    [500, "Internal Server Error"],
    [502, "Bad Gateway"],
    [429, "Too Many Requests"],
  ])("rejects a %i with the status text, not the server's message", async (status, statusText) => {
    const { fetch } = fakeFetch(() => json(status, { message: "stack trace you should not see" }, statusText));
    const error = (await createHttpClient({ fetch })
      .get("/x")
      .catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe(statusText);
    expect(error.status).toBe(status);
  });

  it("falls back to 'HTTP <status>' when there is no status text (HTTP/2)", async () => {
    const { fetch } = fakeFetch(() => new Response("", { status: 503 }));
    await expect(createHttpClient({ fetch }).get("/x")).rejects.toThrow("HTTP 503");
  });

  it("rejects a network failure as an HttpError with status 0", async () => {
    const fetch = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof globalThis.fetch;
    const error = (await createHttpClient({ fetch })
      .get("/x")
      .catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(0);
  });
});

describe("quietly (about, solutions, benefits)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives the answer when the call works", async () => {
    const { fetch } = fakeFetch(() => json(200, [{ id: 1 }]));
    await expect(quietly(createHttpClient({ fetch }).get<Array<{ id: number }>>("/benefits/all"), [])).resolves.toEqual([
      { id: 1 },
    ]);
  });

  it("degrades to the fallback on a server error, a 404, a network failure or a 401, and only logs", async () => {
    const log = vi.fn();
    const fallback = [{ id: 0, title: "local" }];
    const answers = [
      () => json(500, {}, "Internal Server Error"),
      () => json(404, { message: "gone" }),
      () => json(401, {}),
      () => {
        throw new TypeError("Failed to fetch");
      },
    ];
    for (const answer of answers) {
      const client = createHttpClient({ fetch: fakeFetch(answer).fetch, log });
      await expect(quietly(client.get("/solutions/all"), fallback, log)).resolves.toBe(fallback);
    }
    expect(log).toHaveBeenCalledTimes(4);
  });
});

describe("helpers", () => {
  it("tells absolute from relative URLs", () => {
    expect(isAbsoluteUrl("https://a.example/x")).toBe(true);
    expect(isAbsoluteUrl("HTTP://a.example")).toBe(true);
    expect(isAbsoluteUrl("//a.example/x")).toBe(true);
    expect(isAbsoluteUrl("/api/contact/")).toBe(false);
    expect(isAbsoluteUrl("contact/")).toBe(false);
  });

  it("reads one cookie, decoded, and nothing from a cookie whose name only ends the same", () => {
    expect(readCookie("a=1; XSRF-TOKEN=x%3Dy", "XSRF-TOKEN")).toBe("x=y");
    expect(readCookie("MY-XSRF-TOKEN=no", "XSRF-TOKEN")).toBeNull();
    expect(readCookie("", "XSRF-TOKEN")).toBeNull();
  });
});

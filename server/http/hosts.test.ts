/**
 * Hosts from configuration, never from the request: the Host a request may name, the 421 and 400
 * it gets otherwise (in the visitor's language, before any route), X-Forwarded-Host ignored, and
 * the final error handler's one-line 4xx.
 */
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { startTestApp, type TestApp } from "../testing/test-app";
import { errorAnswerMessages } from "./errors";
import { hostNameOf, hostRefusalMessages } from "./hosts";

/** A GET with exactly these headers (fetch will not send another Host). */
function get(app: TestApp, path: string, headers: Record<string, string>) {
  const url = new URL(app.url);
  return new Promise<{ status: number; text: string; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, headers, agent: false }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("hostNameOf", () => {
  it("reads a host name or IP literal and drops the port", () => {
    expect(
      ["lead.example", "LEAD.example:443", "127.0.0.1:8080", "[::1]:3000", "localhost", "lead.example."].map(hostNameOf),
    ).toEqual(["lead.example", "lead.example", "127.0.0.1", "[::1]", "localhost", "lead.example"]);
  });
  it("refuses what is not a host name", () => {
    for (const bad of [
      "a<b",
      "a|b",
      "a^b",
      "",
      "a b",
      "lead.example:99999",
      "lead.example:x",
      "-a.example",
      "[::1",
      "a/b",
      "user@lead.example",
    ]) {
      expect(hostNameOf(bad), bad).toBeNull();
    }
    expect(hostNameOf(undefined)).toBeNull();
  });
});

describe("PUBLIC_URL and ALLOWED_HOSTS", () => {
  const config = (env: Record<string, string>) => loadConfig({ APP_SECRET: "x".repeat(32), ...env });
  it("gives the public origin: PUBLIC_URL's, or http://localhost:<PORT>", () => {
    expect(config({ PUBLIC_URL: "https://lead.example/" }).publicOrigin).toBe("https://lead.example");
    expect(config({ PUBLIC_URL: "https://lead.example:8443/portal" }).publicOrigin).toBe("https://lead.example:8443");
    expect(config({ PORT: "4100" }).publicOrigin).toBe("http://localhost:4100");
  });
  it("refuses a PUBLIC_URL that is not an http(s) address and ALLOWED_HOSTS that are not host names", () => {
    expect(() => config({ PUBLIC_URL: "lead.example" })).toThrow(/PUBLIC_URL/);
    expect(() => config({ PUBLIC_URL: "ftp://lead.example" })).toThrow(/PUBLIC_URL/);
    expect(() => config({ ALLOWED_HOSTS: "https://www.lead.example" })).toThrow(/ALLOWED_HOSTS/);
    expect(config({ ALLOWED_HOSTS: " www.lead.example, Lead.example " }).ALLOWED_HOSTS).toEqual([
      "www.lead.example",
      "lead.example",
    ]);
  });
});

describe("the host guard", () => {
  let app: TestApp;
  const refused: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    app = await startTestApp({ PUBLIC_URL: "https://lead.example", ALLOWED_HOSTS: "www.lead.example" });
    // Record what the server logs at info (the test app's logger is silent) and let it through.
    const info = app.services.log.info;
    app.services.log.info = (msg, fields) => {
      refused.push({ msg, ...fields });
      info(msg, fields);
    };
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers the public host, ALLOWED_HOSTS and loopback on any port", async () => {
    for (const host of ["lead.example", "www.lead.example:443", "localhost:9", "127.0.0.1", "[::1]:3000"]) {
      const answer = await get(app, "/api/contact/xsrf", { host });
      expect(answer.status, host).toBe(200);
    }
  });

  it("refuses another site's Host with a 421 in the visitor's language, stored nowhere", async () => {
    for (const [lang, headers] of [
      ["en", { "accept-language": "en-US,en;q=0.9" }],
      ["es", { cookie: "lang=es" }],
      ["pt", {}],
    ] as const) {
      const answer = await get(app, "/api/contact/xsrf", { host: "attacker.example", ...headers });
      expect(answer.status).toBe(421);
      expect(answer.text).toBe(hostRefusalMessages[lang].misdirected);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    expect(refused.at(-1)).toMatchObject({ msg: "request refused", status: 421, reason: "host", host: "attacker.example" });
  });

  it("logs a flood of forged Hosts as one line and a count, not a line each", async () => {
    app.services.refusals.flush();
    refused.length = 0;
    for (let i = 0; i < 200; i++) expect((await get(app, "/portal", { host: `flood${i}.example` })).status).toBe(421);
    expect(refused).toEqual([{ msg: "request refused", status: 421, reason: "host", host: "flood0.example" }]);
    app.services.refusals.flush();
    expect(refused.at(-1)).toMatchObject({ msg: "requests refused", kind: "host:421", count: 199, host: "flood199.example" });
  });

  it("refuses a Host that is not a host name with a 400", async () => {
    for (const host of ["a<b", "a|b", "a^b"]) {
      const answer = await get(app, "/sitemap.xml?lang=en", { host });
      expect(answer.status, host).toBe(400);
      expect(answer.text).toBe(hostRefusalMessages.en.malformed);
    }
  });

  it("still answers health probes that name the instance by its address", async () => {
    expect((await get(app, "/healthz", { host: "10.1.2.3:3000" })).status).toBe(200);
  });

  it("never builds an address from X-Forwarded-Host", async () => {
    const answer = await get(app, "/robots.txt", { host: "lead.example", "x-forwarded-host": "evil.example:4302" });
    expect(answer.text).toContain("Sitemap: https://lead.example/sitemap.xml");
    expect(answer.text).not.toContain("evil");
  });
});

describe("the final error handler", () => {
  let app: TestApp;
  const lines: Array<{ level: string; msg: string; fields?: Record<string, unknown> }> = [];
  beforeAll(async () => {
    app = await startTestApp({});
    for (const level of ["info", "error"] as const) {
      const original = app.services.log[level];
      app.services.log[level] = (msg, fields) => {
        lines.push({ level, msg, fields });
        original(msg, fields);
      };
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers a client's error with its 4xx and a message in its language, logged as one line without a stack", async () => {
    // An escape Express cannot decode in a path parameter: its 400, not a 500.
    const answer = await get(app, "/x%ff?lang=es", { host: "localhost" });
    expect(answer.status).toBe(400);
    expect(answer.text).toBe(errorAnswerMessages.es.bad_request);
    const line = lines.find((l) => l.msg === "request refused");
    expect(line).toMatchObject({ level: "info", fields: { status: 400 } });
    expect(JSON.stringify(line)).not.toContain("    at ");
    expect(lines.some((l) => l.level === "error")).toBe(false);
  });
});

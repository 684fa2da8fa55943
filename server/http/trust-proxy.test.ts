/**
 * Client addresses behind a proxy: only the configured number of hops is trusted, so a client
 * that writes its own X-Forwarded-For (nginx appends to it) cannot dodge the contact rate limit.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { startTestApp, type TestApp } from "../testing/test-app";

describe("TRUST_PROXY", () => {
  it("is a hop count: true means one proxy, false or 0 none, anything else is refused", () => {
    const hops = (v: string) => loadConfig({ TRUST_PROXY: v, APP_SECRET: "x".repeat(32) });
    expect([hops("true"), hops("1"), hops("2"), hops("0"), hops("false")].map((c) => [c.TRUST_PROXY, c.trustProxyHops])).toEqual([
      [true, 1],
      [true, 1],
      [true, 2],
      [false, 0],
      [false, 0],
    ]);
    expect(() => hops("yes")).toThrow(/TRUST_PROXY/);
  });
});

describe("the contact rate limit behind one proxy", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1", CONTACT_RATE_LIMIT: "2/600", APP_SECRET: "s".repeat(40) });
  });
  afterAll(async () => {
    await app?.close();
  });

  async function post(forwardedFor: string): Promise<number> {
    const { token } = (await (await fetch(`${app.url}/api/contact/xsrf`)).json()) as { token: string };
    const response = await fetch(`${app.url}/api/contact/`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-xsrf-token": token,
        cookie: `XSRF-TOKEN=${token}`,
        // What nginx forwards when the client sent its own header: "<client's text>, <real address>".
        "x-forwarded-for": forwardedFor,
      },
      body: JSON.stringify({ name: "Ana", email: "ana@visitante.example", subject: "Olá" }),
    });
    await response.body?.cancel();
    return response.status;
  }

  it("counts the address the proxy saw, whatever the client wrote before it", async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await post(`10.0.0.${i + 1}, 203.0.113.5`));
    expect(statuses).toEqual([201, 201, 429]);
    // Another real client (as the proxy saw it) has its own window.
    expect(await post("10.0.0.9, 203.0.113.6")).toBe(201);
  });
});

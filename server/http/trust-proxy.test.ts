/**
 * Client addresses behind a proxy: X-Forwarded-For is believed only from the proxies TRUST_PROXY
 * names, and only up to the first address that is not one of them, so a client that writes its
 * own (nginx appends to it), or reaches the port directly, cannot dodge the contact rate limit.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { startTestApp, type TestApp } from "../testing/test-app";

describe("TRUST_PROXY", () => {
  const config = (v: string) => loadConfig({ TRUST_PROXY: v, APP_SECRET: "x".repeat(32) });

  it("is the proxies' addresses: loopback, IPs and CIDRs; 1 or true mean loopback; 0, false or empty none", () => {
    const values = ["1", "true", "loopback", "loopback, 10.0.0.0/8,192.0.2.7", "::1", "0", "false", ""];
    expect(values.map((v) => [config(v).TRUST_PROXY, config(v).trustedProxies])).toEqual([
      [true, ["loopback"]],
      [true, ["loopback"]],
      [true, ["loopback"]],
      [true, ["loopback", "10.0.0.0/8", "192.0.2.7"]],
      [true, ["::1"]],
      [false, []],
      [false, []],
      [false, []],
    ]);
  });

  it("refuses a hop count other than 1 and anything that is not an address", () => {
    for (const bad of ["2", "yes", "10.0.0.0/99", "lead.example", "loopback,3"]) {
      expect(() => config(bad), bad).toThrow(/TRUST_PROXY: the proxies' addresses/);
    }
  });
});

describe("a client that is not a trusted proxy", () => {
  let app: TestApp;
  beforeAll(async () => {
    // The proxy is somewhere else: this test's client (loopback) reaches the port directly.
    app = await startTestApp({ TRUST_PROXY: "192.0.2.10", CONTACT_RATE_LIMIT: "2/600", APP_SECRET: "s".repeat(40) });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("cannot lift the rate limit by writing its own X-Forwarded-For", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await postContact(app, `203.0.113.${i + 1}`));
    expect(statuses).toEqual([201, 201, 429, 429]);
  });
});

async function postContact(app: TestApp, forwardedFor: string): Promise<number> {
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

describe("the contact rate limit behind one proxy", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1", CONTACT_RATE_LIMIT: "2/600", APP_SECRET: "s".repeat(40) });
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (forwardedFor: string) => postContact(app, forwardedFor);

  it("counts the address the proxy saw, whatever the client wrote before it", async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await post(`10.0.0.${i + 1}, 203.0.113.5`));
    expect(statuses).toEqual([201, 201, 429]);
    // Another real client (as the proxy saw it) has its own window.
    expect(await post("10.0.0.9, 203.0.113.6")).toBe(201);
  });
});

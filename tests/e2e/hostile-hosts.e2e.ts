/**
 * The hostile-input corpus, hosts and proxies (issue 23, docs/decisions/0027-hosts-and-proxies.md):
 * a forged Host or X-Forwarded-Host cannot put another site's address into a page anyone else
 * gets, odd Host characters and malformed Origins are 4xx in the visitor's language, no
 * `back=` form leaves the site, a 404 speaks the visitor's language, and a client that reaches
 * the port directly cannot pose as the proxy with its own X-Forwarded-For (to open /metrics or to
 * lift the guest-token limit). The server runs with PUBLIC_URL unset and its proxy at 127.0.0.2
 * (TRUST_PROXY=127.0.0.2): every test stays on loopback, where any 127.x address is this machine,
 * so the proxy's requests come from 127.0.0.2 and a direct client's from 127.0.0.1. Each case gets
 * the runner's checks (answer, language, nothing stored, /portal still answering).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preferenceRefusalMessages } from "../../common/a11y/preferences";
import { refusalText } from "../../common/chat/refusals";
import type { Lang } from "../../common/i18n/languages";
import { errorPageStrings } from "../../app/i18n/error-page";
import { hostRefusalMessages } from "../../server/http/hosts";
import { metricsRefusal } from "../../server/http/ops";
import { headTags, jsonLdOf } from "./head-tags";
import {
  fetched,
  rawRequest,
  runHostileCase,
  startHostileEnv,
  storedState,
  type Answer,
  type HostileCase,
  type HostileEnv,
} from "./hostile-runner";

/** The proxy's address in these tests (TRUST_PROXY): nginx on the same machine. */
const PROXY = "127.0.0.2";

/** A request written as given, Host included, on a raw socket to the server. */
function withHost(
  env: HostileEnv,
  method: string,
  target: string,
  host: string,
  headers: Record<string, string> = {},
  body = "",
  from?: string,
) {
  const lines = [`${method} ${target} HTTP/1.1`, `Host: ${host}`, "Connection: close"];
  for (const [name, value] of Object.entries({
    ...headers,
    ...(body ? { "Content-Length": String(Buffer.byteLength(body)) } : {}),
  }))
    lines.push(`${name}: ${value}`);
  return rawRequest(env, lines.join("\r\n") + "\r\n\r\n", body, { localAddress: from });
}

/** A made-up query, so each page request is one the cache has not seen yet. */
/**
 * A page no one has asked for yet: the contact page with a subject of its own (the one page
 * parameter that takes any text; made-up parameters are dropped before the cache, page-query.ts).
 */
const fresh = () => `/portal/contato?assunto=${randomUUID().slice(0, 8)}`;

const misdirected = (l: Lang) => [hostRefusalMessages[l].misdirected];
const malformedHost = (l: Lang) => [hostRefusalMessages[l].malformed];
const badOrigin = (l: Lang) => [preferenceRefusalMessages[l].bad_origin];
const notFound = (l: Lang) => [errorPageStrings[l].notFoundTitle, errorPageStrings[l].notFoundBody];
const htmlLang = { pt: "pt-BR", en: "en-US", es: "es-ES" } as const;

/** The accessibility bar's form post without JavaScript, as a page (or a forged form) sends it. */
function preferencesPost(env: HostileEnv, lang: Lang, back: string, headers: Record<string, string> = {}) {
  return fetched(`${env.server.url}/preferencias?lang=${lang}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ acao: "contraste-on", back }).toString(),
    redirect: "manual",
  });
}

/** Every form of `back=` that resolved to another host, with each way a forged form arrives. */
const redirectForms = ["/.//evil.example", "/..//x", "/%2e//x", "/portal/../..//x"];
const arrivals: Array<[string, Record<string, string>]> = [
  ["no Origin", {}],
  ["Origin: null", { origin: "null" }],
  ["Sec-Fetch-Site: none", { "sec-fetch-site": "none" }],
];
const langs: Lang[] = ["pt", "en", "es"];

const cases: HostileCase[] = [
  // ---- Host ----
  {
    name: "a page asked for with another site's Host",
    lang: "en",
    send: (env) => withHost(env, "GET", `${fresh()}&lang=en`, "attacker.example", { "Accept-Language": "en" }),
    status: 421,
    messages: misdirected,
    check: (a) => expect(a.headers["cache-control"]).toBe("no-store"),
  },
  {
    name: "another site's Host with a port, in the saved language",
    lang: "es",
    send: (env) => withHost(env, "GET", fresh(), "attacker.example:4302", { Cookie: "lang=es" }),
    status: 421,
    messages: misdirected,
  },
  ...(
    [
      ["a<b", "pt"],
      ["a|b", "en"],
      ["a^b", "es"],
    ] as const
  ).map(([host, lang]): HostileCase => ({
    name: `a Host that is not a host name (${host}) on a page not in the cache`,
    lang,
    send: (env) => withHost(env, "GET", `${fresh()}&lang=${lang}`, host),
    status: 400,
    messages: malformedHost,
  })),

  // ---- Open redirect ----
  ...redirectForms.flatMap((back, i) =>
    arrivals.map(([how, headers], j): HostileCase => ({
      name: `back=${back} on /preferencias with ${how}`,
      lang: langs[(i + j) % 3]!,
      send: (env) => preferencesPost(env, langs[(i + j) % 3]!, back, headers),
      status: 303,
      messages: null,
      check: (a) => expect(a.headers.location).toBe(`/portal?lang=${langs[(i + j) % 3]!}#barra-acessibilidade`),
    })),
  ),

  // ---- Malformed Origin ----
  ...["x", "::::", "http://", "%"].map((origin, i): HostileCase => ({
    name: `Origin: ${origin} on /preferencias`,
    lang: langs[i % 3]!,
    send: (env) => preferencesPost(env, langs[i % 3]!, "/portal", { origin }),
    status: 400,
    messages: badOrigin,
  })),

  // ---- Error pages ----
  ...(
    [
      ["en", "/x%0a?lang=en", {}],
      ["es", "/x%0a?lang=es", {}],
      ["es", "/x%0a", { "accept-language": "es-ES,es;q=0.9" }],
      ["en", "/x%0a", { cookie: "lang=en" }],
    ] as const
  ).map(([lang, target, headers]): HostileCase => ({
    name: `the 404 of ${target} ${Object.keys(headers).length ? `with ${Object.keys(headers)[0]} ` : ""}in ${lang}`,
    lang,
    send: (env) => fetched(`${env.server.url}${target}`, { headers }),
    status: 404,
    messages: notFound,
    check: (a) => expect(a.text).toContain(`<html lang="${htmlLang[lang]}"`),
  })),

  // ---- A direct client posing as the proxy ----
  // A visitor behind the proxy who writes "127.0.0.1" into its own X-Forwarded-For: nginx appends
  // the address it saw, and only the proxy's hop is believed. (A client outside the machine that
  // reaches the port directly cannot be played on loopback, where every client is local; the
  // guest-token row below is the direct client posing as the proxy.)
  ...(["en", "pt"] as const).map((lang): HostileCase => ({
    name: `X-Forwarded-For: 127.0.0.1 on /metrics from a visitor behind the proxy (${lang})`,
    lang,
    send: (env) =>
      withHost(
        env,
        "GET",
        "/metrics",
        `127.0.0.1:${env.server.port}`,
        { "X-Forwarded-For": "127.0.0.1, 203.0.113.7", "Accept-Language": lang },
        "",
        PROXY,
      ),
    status: 403,
    messages: (l) => [metricsRefusal[l]],
    check: (a) => expect(a.text).not.toContain("lead_http_requests_total"),
  })),
];

/**
 * Checks a page's absolute addresses: canonical, alternates and Open Graph are all on `origin`;
 * the JSON-LD names it too, and nothing in the page names the request's host or a forged one
 * (schema.org's names and the content's external links are other sites', left alone).
 */
function expectOnlyOrigin(html: string, origin: string, requestOrigin: string) {
  const { canonical, alternates } = headTags(html);
  const og = [...html.matchAll(/<meta property="og:(?:url|image)" content="([^"]+)"/g)].map((m) => m[1]!);
  const own = [canonical, ...alternates.map((a) => a.href), ...og];
  expect(own.length).toBeGreaterThan(4);
  for (const address of own) expect(address.startsWith(`${origin}/`), address).toBe(true);
  expect(JSON.stringify(jsonLdOf(html))).toContain(`${origin}/`);
  expect(html).not.toContain(requestOrigin);
  expect(html).not.toMatch(/evil\.example|attacker\.example/);
}

describe("hostile input: hosts and proxies", () => {
  let env: HostileEnv;
  let origin: string;

  beforeAll(async () => {
    env = await startHostileEnv({ TRUST_PROXY: PROXY });
    origin = `http://localhost:${env.server.port}`;
  }, 60_000);
  afterAll(async () => {
    await env?.stop();
  });

  it.each(cases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    await runHostileCase(env, c);
  });

  /** A normal visitor's request for `target` after the forged one: only the configured origin, no copy of the forged page. */
  async function visitorAfter(target: string, forged: Answer) {
    const visitor = await fetched(`${env.server.url}${target}`, { headers: { "accept-language": "en" } });
    expect(visitor.status).toBe(200);
    expect(visitor.headers["x-page-cache"], "the visitor's page is not the forged request's copy").toBe("miss");
    expectOnlyOrigin(visitor.text, origin, env.server.url);
    return { forged, visitor };
  }

  it("a forged Host, then a normal visitor: the visitor's page names the configured origin only", async () => {
    const target = `${fresh()}&lang=en`;
    const before = storedState(env);
    const forged = await withHost(env, "GET", target, "attacker.example", { "Accept-Language": "en" });
    expect(forged.status).toBe(421);
    expect(storedState(env)).toEqual(before);
    await visitorAfter(target, forged);
  });

  it("X-Forwarded-Host, from the proxy's own address: never an address in any page", async () => {
    const target = `${fresh()}&lang=en`;
    const forged = await withHost(
      env,
      "GET",
      target,
      `127.0.0.1:${env.server.port}`,
      { "Accept-Language": "en", "X-Forwarded-Host": "evil.example:4302", "X-Forwarded-Proto": "https" },
      "",
      PROXY,
    );
    // Answered (the Host is this server's), but as the configured origin, and stored as such.
    expect(forged.status).toBe(200);
    expectOnlyOrigin(forged.text, origin, env.server.url);
    const visitor = await fetched(`${env.server.url}${target}`, { headers: { "accept-language": "en" } });
    expect(visitor.headers["x-page-cache"]).toBe("hit");
    expectOnlyOrigin(visitor.text, origin, env.server.url);
  });

  it("200 made-up query parameters and cookie values: one cached page, never printed back, nothing pushed out", async () => {
    const page = "/portal/solucoes?lang=en";
    const first = await fetched(`${env.server.url}${page}`);
    expect(first.status).toBe(200);
    for (let n = 0; n < 200; n++) {
      const made = await fetched(`${env.server.url}${page}&q${n}=${randomUUID()}&utm_source=${n}`, {
        headers: { cookie: `prefs=zz${n}` },
      });
      expect(made.status).toBe(200);
      expect(made.headers["x-page-cache"], `request ${n}`).toBe("hit");
      if (n === 0) {
        expect(made.text).not.toContain(`q0=`);
        expect(made.text).not.toContain("utm_source");
      }
    }
    // A language that is not one is a bare address: sent to the visitor's language.
    const odd = await fetched(`${env.server.url}/portal/solucoes?lang=zz${randomUUID()}`, { redirect: "manual" });
    expect(odd.status).toBe(302);
    expect(odd.headers.location).toMatch(/^\/portal\/solucoes\?lang=(pt|en|es)$/);
  });

  it("a direct client (127.0.0.1, not the proxy) cannot lift the guest-token limit by rotating X-Forwarded-For, and /portal keeps answering", async () => {
    const before = storedState(env);
    const statuses: number[] = [];
    let last: Answer | undefined;
    // The limit is 60 a minute per address (server/http/rate-limits.ts); each request names another.
    for (let i = 0; i < 62; i++) {
      last = await fetched(`${env.server.url}/ead2pcd/restapi/autenticacao?lang=es`, {
        method: "POST",
        headers: { "x-forwarded-for": `198.51.100.${i + 1}` },
      });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
    expect(JSON.parse(last!.text)).toMatchObject({
      error: "too_many_requests",
      message: refusalText("too_many_token_requests", "es"),
    });
    // One guest per token issued, none for a refused request.
    expect(storedState(env)).toEqual({ ...before, guests: before.guests + 60 });
    expect((await fetch(`${env.server.url}/portal?lang=pt`)).status).toBe(200);
  });
});

/**
 * The job alerts' hostile rows (issue 25), through the hostile corpus' runner (each refusal has
 * its status and its message in the visitor's language, nothing stored or mailed, the site still
 * answering): header injection through the address, areas that do not exist, a cross-site post,
 * forged, altered and expired confirmation links, forged manage links, the one-click POST without
 * its token or with a forged one. Then the floods: one address asked for two thousand times (one
 * row, one mail) and one client asking for two thousand addresses (the site-wide mail budget
 * holds; memory stays bounded), while a visitor reads /portal throughout.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertErrorMessages, alertRefusalMessages, type AlertRefusal } from "../../common/alerts/messages";
import type { AlertErrorCode } from "../../common/alerts/schema";
import type { Lang } from "../../common/i18n/languages";
import { serverAlertLinks } from "../support/alerts";
import { apiRefusalMessages } from "../../server/http/refusals";
import { fetched, runHostileCase, startHostileEnv, storedState, type HostileCase, type HostileEnv } from "./hostile-runner";

const MAIL_BUDGET = 40;
let env: HostileEnv;
beforeAll(async () => {
  env = await startHostileEnv({
    ALERT_RATE_LIMIT: "100000/600",
    PAGE_POST_RATE_LIMIT: "100000/600",
    ALERT_MAIL_PER_HOUR: String(MAIL_BUDGET),
  });
}, 60_000);
afterAll(async () => {
  await env?.stop();
});

const field = (code: AlertErrorCode) => (lang: Lang) => [alertErrorMessages[lang][code]];
const refusal = (code: AlertRefusal) => (lang: Lang) => [alertRefusalMessages[lang][code]];

function subscribe(e: HostileEnv, lang: Lang, body: string, headers: Record<string, string> = {}) {
  return fetched(`${e.server.url}/portal/trabalhe/alertas?lang=${lang}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", ...headers },
    body,
  });
}
const valid = (email: string) => `email=${encodeURIComponent(email)}&areas=design&lang=pt&consent=sim`;
const page = (e: HostileEnv, target: string) => fetched(`${e.server.url}${target}`);
const oneClick = (e: HostileEnv, query: string, lang: Lang) =>
  fetched(`${e.server.url}/api/alertas/sair${query}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": lang },
    body: "List-Unsubscribe=One-Click",
  });

/** Links signed with the server's own secret, for a token that was never stored. */
const serverLinks = (e: HostileEnv) => serverAlertLinks(e.server);
const TOKEN = "AAAAAAAAAAAAAAAAAAAAAA";
const query = (url: string) => new URL(url).search;

const cases: HostileCase[] = [
  {
    name: "an address with a line break and a Bcc header is refused as an address",
    lang: "en",
    send: (e) =>
      subscribe(
        e,
        "en",
        `email=${encodeURIComponent("ana@example.com\r\nBcc: all@example.com")}&areas=design&lang=en&consent=sim`,
      ),
    status: 400,
    messages: field("line_break"),
  },
  {
    name: "two addresses in one field are refused",
    lang: "pt",
    send: (e) => subscribe(e, "pt", valid("ana@example.com, bia@example.com")),
    status: 400,
    messages: field("invalid_email"),
  },
  {
    name: "an area that does not exist is refused",
    lang: "es",
    send: (e) => subscribe(e, "es", "email=ana%40example.com&areas=design&areas=..%2F..%2Fetc&lang=es&consent=sim"),
    status: 400,
    messages: field("unknown_area"),
  },
  {
    name: "ten thousand area values are refused",
    lang: "en",
    send: (e) => subscribe(e, "en", `email=ana%40example.com&lang=en&consent=sim${"&areas=design".repeat(4000)}`),
    status: 400,
    messages: field("unknown_area"),
  },
  {
    name: "no area and no consent: both named",
    lang: "pt",
    send: (e) => subscribe(e, "pt", "email=ana%40example.com&lang=pt"),
    status: 400,
    messages: (lang) => [alertErrorMessages[lang].areas_required, alertErrorMessages[lang].consent_required],
  },
  {
    name: "a language that does not exist is refused",
    lang: "en",
    send: (e) => subscribe(e, "en", "email=ana%40example.com&areas=design&lang=klingon&consent=sim"),
    status: 400,
    messages: field("unknown_lang"),
  },
  {
    name: "a subscription posted from another site's page (Origin) is refused",
    lang: "pt",
    send: (e) => subscribe(e, "pt", valid("ana@example.com"), { origin: "https://evil.example" }),
    status: 403,
    messages: (lang) => [apiRefusalMessages[lang].cross_site],
  },
  {
    name: "a subscription posted from another site is refused",
    lang: "es",
    send: (e) => subscribe(e, "es", valid("ana@example.com"), { "sec-fetch-site": "cross-site" }),
    status: 403,
    messages: refusal("cross_site"),
  },
  {
    name: "a forged confirmation link is refused",
    lang: "pt",
    send: (e) => page(e, `/portal/trabalhe/alertas/confirmar?lang=pt&t=${TOKEN}&e=9999999999&s=${"x".repeat(43)}`),
    status: 400,
    messages: refusal("invalid_link"),
  },
  {
    name: "a confirmation link with its expiry altered is refused",
    lang: "en",
    send: (e) => {
      const q = new URLSearchParams(query(serverLinks(e).confirmUrl(TOKEN, "en", Date.now() + 3600_000)));
      q.set("e", String(Number(q.get("e")) + 86_400 * 365));
      return page(e, `/portal/trabalhe/alertas/confirmar?${q}`);
    },
    status: 400,
    messages: refusal("invalid_link"),
  },
  {
    name: "an expired confirmation link says so",
    lang: "es",
    send: (e) => page(e, `/portal/trabalhe/alertas/confirmar${query(serverLinks(e).confirmUrl(TOKEN, "es", Date.now() - 1000))}`),
    status: 410,
    messages: refusal("expired_link"),
  },
  {
    name: "a genuine confirmation link for a request that is gone says so",
    lang: "pt",
    send: (e) =>
      page(e, `/portal/trabalhe/alertas/confirmar${query(serverLinks(e).confirmUrl(TOKEN, "pt", Date.now() + 3600_000))}`),
    status: 404,
    messages: refusal("unknown_link"),
  },
  {
    name: "the confirmation's button posted with a forged link is refused",
    lang: "en",
    send: (e) =>
      fetched(`${e.server.url}/portal/trabalhe/alertas/confirmar?lang=en`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
        body: `t=${TOKEN}&e=9999999999&s=${"y".repeat(43)}`,
      }),
    status: 400,
    messages: refusal("invalid_link"),
  },
  {
    name: "a forged manage link is refused",
    lang: "es",
    send: (e) => page(e, `/portal/trabalhe/alertas/gerenciar?lang=es&t=${TOKEN}&s=${"z".repeat(43)}`),
    status: 400,
    messages: refusal("invalid_link"),
  },
  {
    name: "a confirmation's signature used as a manage link is refused",
    lang: "pt",
    send: (e) => {
      const q = new URLSearchParams(query(serverLinks(e).confirmUrl(TOKEN, "pt", Date.now() + 3600_000)));
      return page(e, `/portal/trabalhe/alertas/gerenciar?lang=pt&t=${q.get("t")}&s=${q.get("s")}`);
    },
    status: 400,
    messages: refusal("invalid_link"),
  },
  {
    name: "leaving by the manage page with a forged link is refused",
    lang: "en",
    send: (e) =>
      fetched(`${e.server.url}/portal/trabalhe/alertas/gerenciar?lang=en`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
        body: `acao=sair&t=${TOKEN}&s=${"q".repeat(43)}`,
      }),
    status: 400,
    messages: refusal("invalid_link"),
  },
  {
    name: "the one-click POST without its token is refused",
    lang: "es",
    send: (e) => oneClick(e, "", "es"),
    status: 400,
    messages: refusal("missing_token"),
  },
  {
    name: "the one-click POST with a forged token is refused",
    lang: "en",
    send: (e) => oneClick(e, `?t=${TOKEN}&s=${"w".repeat(43)}`, "en"),
    status: 403,
    messages: refusal("invalid_link"),
  },
  {
    name: "the one-click POST with a genuine link for an address that left says it is gone",
    lang: "pt",
    send: (e) => oneClick(e, query(serverLinks(e).oneClickUrl(TOKEN)), "pt"),
    status: 410,
    messages: refusal("unknown_link"),
  },
  {
    name: "the one-click POST with a 50 MB body is answered without reading it",
    lang: "en",
    send: (e) =>
      fetched(`${e.server.url}/api/alertas/sair`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": "en" },
        body: Buffer.alloc(50 * 1024 * 1024, 97),
      }),
    status: 400,
    messages: refusal("missing_token"),
    meanwhile: true,
  },
];

describe("job alerts, hostile", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    await runHostileCase(env, c);
  });

  it("one address asked for two thousand times is one row and one mail, and the answer never changes", async () => {
    const before = storedState(env);
    const answers: number[] = [];
    for (let round = 0; round < 100; round++) {
      const batch = await Promise.all(Array.from({ length: 20 }, () => subscribe(env, "pt", valid("same@example.com"))));
      answers.push(...batch.map((a) => a.status));
      expect(batch.every((a) => a.text.includes("Pedido recebido"))).toBe(true);
    }
    expect(new Set(answers)).toEqual(new Set([200]));
    await expect.poll(() => env.smtp.mails.filter((m) => m.to.includes("same@example.com")).length, { timeout: 10_000 }).toBe(1);
    expect(storedState(env).alerts).toBe(before.alerts + 1);
  }, 300_000);

  it("one client asking for two thousand addresses is held to the site's hourly mail budget, and memory stays bounded", async () => {
    const before = storedState(env);
    // Every mail of this server so far was a request's (the refusals above mail nothing).
    const budgetLeft = MAIL_BUDGET - before.mails;
    const rss = async () => {
      const text = await (await fetch(`${env.server.url}/metrics`)).text();
      return Number(/^lead_process_resident_memory_bytes (\d+)/m.exec(text)![1]);
    };
    const statuses: number[] = [];
    const flood = async (from: number) => {
      for (let round = 0; round < 50; round++) {
        const batch = await Promise.all(
          Array.from({ length: 20 }, (_, i) => subscribe(env, "en", valid(`flood${from + round * 20 + i}@example.com`))),
        );
        statuses.push(...batch.map((a) => a.status));
      }
    };
    await flood(0);
    await flood(1000);
    const accepted = statuses.filter((s) => s === 200).length;
    expect(accepted).toBe(budgetLeft);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2000 - accepted);
    const refused = await subscribe(env, "en", valid("late@example.com"));
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(alertRefusalMessages.en.busy);
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(storedState(env).alerts).toBe(before.alerts + accepted);
    await expect.poll(() => env.smtp.mails.length, { timeout: 20_000 }).toBe(before.mails + accepted);
    // Bounded: what grows with requests is stored rows (counted above, at the budget) and rate-limit
    // keys (an LRU of 20,000). The process stays under a fixed ceiling; how much its heap swings
    // between two reads depends on when V8 collects, too noisy on a loaded machine to compare.
    expect(await rss()).toBeLessThan(768 * 1024 * 1024);
  }, 300_000);
});

/**
 * The hostile corpus for the editor's foundation (issue 27): every editor page, action and data
 * address without a session, with the wrong role, without or with a forged CSRF token, with a
 * fixed or a stolen (signed-out) session cookie, with expired, reused, guessed and malformed
 * links, header injection in the address, tricks in the return path, and floods of sign-in
 * attempts and link requests. Each case: its status, its message in the editor's language,
 * nothing stored or mailed, /portal still answering (hostile-runner.ts); every answer under
 * /editor is noindex and never stored by a cache.
 */
import { hostRefusalMessages } from "../../server/http/hosts";
import path from "node:path";
import Database from "../../server/db/sqlite-driver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "../../common/i18n/languages";
import { editorStrings, type EditorStrings } from "../../app/editor/strings";
import { itemStrings } from "../../app/editor/item-strings";
import { vacancy } from "../../common/content/schema";
import { toFormEntries } from "../../common/editor/form-data";
import { apiRefusalMessages } from "../../server/http/refusals";
import vacancies from "../../content/vacancies.json" with { type: "json" };
import { cliInvite, editorPath, mailTo } from "../support/editor";
import {
  fetched,
  rawRequest,
  runHostileCase,
  startHostileEnv,
  requestHead,
  type Answer,
  type HostileCase,
  type HostileEnv,
} from "./hostile-runner";

let env: HostileEnv;

interface Session {
  email: string;
  cookie: string;
  csrf: string;
}
const sessions: Record<"admin" | "openings" | "communications" | "signedOut", Session> = {} as never;
/** Links kept for the link cases: one used, one still fresh (made to expire), one fresh for the fixation case. */
const links: { used: string; toExpire: string; forFixation: string } = { used: "", toExpire: "", forFixation: "" };

const url = (p: string) => `${env.server.url}${p}`;
const cookiesOf = (response: Response) => response.headers.getSetCookie().map((c) => c.split(";")[0]!);

/** The link page's XSRF pair (its cookie and the form's field), as a browser gets them. */
async function linkPage(link: string): Promise<{ cookie: string; csrf: string; token: string; html: string }> {
  const address = new URL(link);
  const response = await fetch(url(address.pathname + address.search));
  const html = await response.text();
  const cookie = cookiesOf(response).find((c) => c.startsWith("XSRF-TOKEN="))!;
  return { cookie, csrf: cookie.slice("XSRF-TOKEN=".length), token: address.searchParams.get("token")!, html };
}

/** The sign-in page's XSRF pair (cookie and field), for the signed-out forms. */
async function xsrfPair(): Promise<{ cookie: string; csrf: string }> {
  const response = await fetch(url("/editor/entrar"));
  await response.arrayBuffer();
  const cookie = cookiesOf(response).find((c) => c.startsWith("XSRF-TOKEN="))!;
  return { cookie, csrf: cookie.slice("XSRF-TOKEN=".length) };
}

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

/** Uses a link as the page's button does; returns the session cookie. */
async function useLink(link: string, extraCookie = ""): Promise<Response> {
  const page = await linkPage(link);
  return fetch(url("/editor/entrar/link"), {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: [page.cookie, extraCookie].filter(Boolean).join("; "),
      "sec-fetch-site": "same-origin",
    },
    body: form({ _csrf: page.csrf, token: page.token }),
  });
}

/** The session's CSRF token, read from its own account page. */
async function csrfOf(cookie: string): Promise<string> {
  const html = await (await fetch(url("/editor/conta"), { headers: { cookie } })).text();
  return /name="_csrf" value="([^"]+)"/.exec(html)![1]!;
}

async function signedIn(email: string, role: string): Promise<Session> {
  const before = env.smtp.mails.length;
  expect(cliInvite(env.server, email, role).status).toBe(0);
  const { link } = await mailTo(env.smtp, email, before);
  const response = await useLink(link);
  expect(response.status).toBe(303);
  const cookie = cookiesOf(response).find((c) => c.startsWith("editor_session="))!;
  return { email, cookie, csrf: await csrfOf(cookie) };
}

beforeAll(async () => {
  env = await startHostileEnv({ OUTBOX_POLL_MS: "100" });
  sessions.admin = await signedIn("ana@lead.example", "admin");
  sessions.openings = await signedIn("olga@lead.example", "openings");
  sessions.communications = await signedIn("caio@lead.example", "communications");
  // A session signed out: its cookie, kept by a thief, must be worth nothing.
  sessions.signedOut = await signedIn("rui@lead.example", "openings");
  const out = await fetch(url("/editor/sair"), {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: sessions.signedOut.cookie,
      "sec-fetch-site": "same-origin",
    },
    body: form({ _csrf: sessions.signedOut.csrf }),
  });
  expect(out.status).toBe(303);
  // Three more links: one used now, one to expire, one for the fixation case.
  for (const [key, email] of [
    ["used", "lia@lead.example"],
    ["toExpire", "bia@lead.example"],
    ["forFixation", "gil@lead.example"],
  ] as const) {
    const before = env.smtp.mails.length;
    expect(cliInvite(env.server, email, "openings").status).toBe(0);
    links[key] = (await mailTo(env.smtp, email, before)).link;
  }
  expect((await useLink(links.used)).status).toBe(303);
  // The link to expire: its row's end moved to the past, as the clock would.
  const db = new Database(path.join(env.server.dataDir, "lead.db"));
  db.prepare("update editor_link set expires_at = ? where account_id = (select id from editor_account where email = ?)").run(
    "2000-01-01T00:00:00.000Z",
    "bia@lead.example",
  );
  db.close();
}, 180_000);

afterAll(async () => {
  await env?.stop();
});

type Strings = (t: EditorStrings) => string[];
const inLang = (texts: Strings) => (lang: Lang) => (lang === "es" ? [] : texts(editorStrings[lang]));
const forbiddenPage = inLang((t) => [t.refused.forbiddenTitle, t.refused.forbidden]);

function page(p: string, cookie = "", lang: Lang = "pt"): () => Promise<Answer> {
  const sep = p.includes("?") ? "&" : "?";
  return () =>
    fetched(url(`${p}${lang === "en" ? `${sep}lang=en` : ""}`), { redirect: "manual", headers: cookie ? { cookie } : {} });
}

function post(p: string, fields: Record<string, string>, headers: Record<string, string> = {}): () => Promise<Answer> {
  return () =>
    fetched(url(p), {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", ...headers },
      body: form(fields),
    });
}

function json(p: string, headers: Record<string, string> = {}, body = "{}", method = "POST"): () => Promise<Answer> {
  return () =>
    fetched(url(p), {
      method,
      redirect: "manual",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", ...headers },
      ...(method === "GET" ? {} : { body }),
    });
}

const toSignIn = (back: string | null) => (answer: Answer) =>
  expect(answer.headers.location).toBe(back ? `/editor/entrar?voltar=${encodeURIComponent(back)}` : "/editor/entrar");

const pagesNeedingSession = [
  "/editor/conta",
  "/editor/contas",
  "/editor/auditoria",
  "/editor/vagas",
  "/editor/noticias",
  "/editor/no-such-type",
];

const notFoundPage = inLang((t) => [t.refused.notFoundTitle, t.refused.notFound]);
/** An opening of the seed, as its form posts it (every field, pt/en/es). */
const OPENING = vacancies[0]!;
const openingForm = (extra: Record<string, string>) => {
  const fields = new URLSearchParams(toFormEntries(vacancy, OPENING));
  for (const [k, v] of Object.entries(extra)) fields.set(k, v);
  return fields.toString();
};
/** The version the item's form was read at (its hidden field). */
async function formVersion(path: string, cookie: string): Promise<string> {
  const html = await (await fetch(url(path), { headers: { cookie } })).text();
  return /name="_version" value="(\d+)"/.exec(html)![1]!;
}
/** An account's id, as the accounts page's forms carry it. */
function accountId(email: string): number {
  const db = new Database(path.join(env.server.dataDir, "lead.db"), { readonly: true });
  try {
    return (db.prepare("select id from editor_account where email = ?").get(email) as { id: number }).id;
  } finally {
    db.close();
  }
}
/** An invitation link's address in a page: never there when a mail server carries it. */
const noLinkShown = (a: Answer) => expect(a.text).not.toContain("/editor/entrar/link?token=");
const accountError = (key: "invalid_account" | "not_invited") => inLang((t) => [t.errors[key] as string]);
/** An opening's own public page, redirects followed: "200 <its path>" while it lives under `key`, else the status and where it led. */
const publicPage = async (key: string) => {
  const response = await fetch(url(`/portal/trabalhe/${key}?lang=pt`), { headers: { "user-agent": "hostile-runner-bot" } });
  await response.arrayBuffer();
  return `${response.status} ${new URL(response.url).pathname}`;
};

/**
 * An administrator's account form posted without this session's CSRF token: none, a forged one,
 * or the openings session's valid one. Each is refused (403) and, when given, `check` holds.
 */
function csrfRows(what: string, fields: () => Record<string, string>, check?: (a: Answer) => void): HostileCase[] {
  const tokens: Array<[how: string, token: () => string | undefined]> = [
    ["without a token", () => undefined],
    ["with a forged token", () => "tp2i49.forged.forged"],
    ["with the openings session's token", () => sessions.openings.csrf],
  ];
  return tokens.map(([how, token]) => ({
    name: `${what} ${how}`,
    lang: "pt",
    send: () => {
      const t = token();
      return post(
        "/editor/contas",
        { ...fields(), ...(t === undefined ? {} : { _csrf: t }) },
        { cookie: sessions.admin.cookie },
      )();
    },
    status: 403,
    messages: null,
    ...(check ? { check } : {}),
  }));
}

const postItem = (path: string, session: Session, body: string, lang: Lang = "pt") =>
  fetched(url(`${path}${lang === "en" ? "?lang=en" : ""}`), {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", cookie: session.cookie },
    body,
  });

const cases: Array<HostileCase & { setup?: never }> = [
  // ---- No session: pages go to sign-in (303, with a safe way back), actions and data get 401.
  {
    name: "the editor's home without a session",
    lang: "pt",
    send: () => page("/editor")(),
    status: 303,
    messages: null,
    check: toSignIn(null),
  },
  ...pagesNeedingSession.map((p): HostileCase => ({
    name: `${p} without a session`,
    lang: "pt",
    send: () => page(p)(),
    status: 303,
    messages: null,
    check: toSignIn(p),
  })),
  {
    name: "an invitation posted without a session",
    lang: "pt",
    send: () => post("/editor/contas", { intent: "invite", email: "x@lead.example", role: "admin", _csrf: "x" })(),
    status: 401,
    messages: null,
  },
  {
    name: "a language change posted without a session",
    lang: "pt",
    send: () => post("/editor/conta", { intent: "language", lang: "en" })(),
    status: 401,
    messages: null,
  },
  {
    name: "a sign-out posted without a session",
    lang: "pt",
    send: () => post("/editor/sair", {})(),
    status: 401,
    messages: null,
  },
  {
    name: "passkey registration options without a session",
    lang: "pt",
    send: () => json("/editor/api/passkey/register/options")(),
    status: 401,
    messages: null,
  },
  {
    name: "a passkey registration without a session",
    lang: "pt",
    send: () => json("/editor/api/passkey/register", {}, '{"id":"x"}')(),
    status: 401,
    messages: null,
  },
  {
    name: "an unknown editor data address without a session",
    lang: "pt",
    send: () => json("/editor/api/accounts", {}, "", "GET")(),
    status: 401,
    messages: null,
  },

  // ---- The wrong role: 403 with a message, nothing done.
  {
    name: "news for the openings role",
    lang: "pt",
    send: () => page("/editor/noticias", sessions.openings.cookie)(),
    status: 403,
    messages: forbiddenPage,
  },
  {
    name: "accounts for the openings role (en)",
    lang: "en",
    send: () => page("/editor/contas", sessions.openings.cookie, "en")(),
    status: 403,
    messages: forbiddenPage,
  },
  {
    name: "the audit log for the communications role",
    lang: "pt",
    send: () => page("/editor/auditoria", sessions.communications.cookie)(),
    status: 403,
    messages: forbiddenPage,
  },
  ...["/editor/vagas", "/editor/beneficios", "/editor/galeria"].map((p): HostileCase => ({
    name: `${p} for the communications role`,
    lang: "pt",
    send: () => page(p, sessions.communications.cookie)(),
    status: 403,
    messages: forbiddenPage,
  })),
  {
    name: "an invitation posted by the openings role with its own valid token",
    lang: "pt",
    send: () =>
      post(
        "/editor/contas",
        { intent: "invite", email: "x@lead.example", role: "admin", _csrf: sessions.openings.csrf },
        { cookie: sessions.openings.cookie },
      )(),
    status: 403,
    messages: forbiddenPage,
  },

  // ---- CSRF: every form needs this session's token, from this site.
  ...csrfRows("an administrator's invitation", () => ({ intent: "invite", email: "x@lead.example", role: "admin" })),
  {
    name: "an administrator's invitation with a valid token from another site (Sec-Fetch-Site)",
    lang: "pt",
    send: () =>
      post(
        "/editor/contas",
        { intent: "invite", email: "x@lead.example", role: "admin", _csrf: sessions.admin.csrf },
        { cookie: sessions.admin.cookie, "sec-fetch-site": "cross-site" },
      )(),
    status: 403,
    messages: null,
  },
  {
    name: "a sign-out without a token (the session stays)",
    lang: "pt",
    send: () => post("/editor/sair", { everywhere: "1" }, { cookie: sessions.admin.cookie })(),
    status: 403,
    messages: null,
    check: () => undefined,
  },
  {
    name: "passkey options without the CSRF header",
    lang: "pt",
    send: () => json("/editor/api/passkey/register/options", { cookie: sessions.admin.cookie })(),
    status: 403,
    messages: null,
    check: (a) =>
      expect(JSON.parse(a.text)).toEqual({
        error: "csrf",
        message: "O formulário expirou. Recarregue a página e tente de novo.",
      }),
  },
  {
    name: "a sign-in link request without the XSRF pair",
    lang: "pt",
    send: () => post("/editor/entrar", { email: "ana@lead.example" })(),
    status: 403,
    messages: null,
  },

  // ---- Stolen or fixed sessions.
  {
    name: "a signed-out session's cookie (stolen)",
    lang: "pt",
    send: () => page("/editor/conta", sessions.signedOut.cookie)(),
    status: 303,
    messages: null,
    check: toSignIn("/editor/conta"),
  },
  {
    name: "a made-up session cookie of the right shape",
    lang: "pt",
    send: () => page("/editor", `editor_session=${"A".repeat(43)}`)(),
    status: 303,
    messages: null,
  },
  {
    name: "a session cookie with path tricks and markup",
    lang: "pt",
    send: () => page("/editor/contas", 'editor_session=../../etc/passwd"<script>')(),
    status: 303,
    messages: null,
  },

  // ---- One-time links.
  {
    name: "a used link's page",
    lang: "pt",
    send: async () => page(new URL(links.used).pathname + new URL(links.used).search)(),
    status: 400,
    messages: inLang((t) => [t.link.used]),
  },
  {
    name: "a used link posted again",
    lang: "pt",
    send: async () => {
      const fresh = await xsrfPair();
      return post(
        "/editor/entrar/link",
        { _csrf: fresh.csrf, token: new URL(links.used).searchParams.get("token")! },
        { cookie: fresh.cookie },
      )();
    },
    status: 400,
    messages: inLang((t) => [t.link.used]),
  },
  {
    name: "an expired link posted",
    lang: "pt",
    send: async () => {
      const fresh = await xsrfPair();
      return post(
        "/editor/entrar/link",
        { _csrf: fresh.csrf, token: new URL(links.toExpire).searchParams.get("token")! },
        { cookie: fresh.cookie },
      )();
    },
    status: 400,
    messages: inLang((t) => [t.link.expired]),
  },
  {
    name: "a guessed link of the right shape",
    lang: "en",
    send: async () => page(`/editor/entrar/link?token=${"g".repeat(43)}`, "", "en")(),
    status: 400,
    messages: inLang((t) => [t.link.invalid]),
  },
  {
    name: "a link with a 10,000-character token and markup",
    lang: "pt",
    send: async () => page(`/editor/entrar/link?token=${"a".repeat(10_000)}<b>x</b>`)(),
    status: 400,
    messages: inLang((t) => [t.link.invalid]),
    check: (a) => expect(a.text).not.toContain("<b>x</b>"),
  },

  // ---- The address: no header injection, no link to a host the request named.
  {
    name: "a sign-in link request with a header injected in the address",
    lang: "pt",
    send: async () => {
      const fresh = await xsrfPair();
      return post(
        "/editor/entrar",
        { _csrf: fresh.csrf, email: "ana@lead.example\r\nBcc: thief@evil.example" },
        { cookie: fresh.cookie },
      )();
    },
    status: 400,
    messages: inLang((t) => [t.errorSummaryTitle, t.errors.invalid_email as string]),
  },
  {
    name: "an invitation with a header injected in the address",
    lang: "pt",
    send: () =>
      post(
        "/editor/contas",
        { intent: "invite", email: "x@lead.example\nBcc: thief@evil.example", role: "admin", _csrf: sessions.admin.csrf },
        { cookie: sessions.admin.cookie },
      )(),
    status: 400,
    messages: inLang((t) => [t.errors.invalid_email as string]),
  },
  {
    name: "an invitation with a role that does not exist",
    lang: "pt",
    send: () =>
      post(
        "/editor/contas",
        { intent: "invite", email: "x@lead.example", role: "root", _csrf: sessions.admin.csrf },
        { cookie: sessions.admin.cookie },
      )(),
    status: 400,
    messages: inLang((t) => [t.errors.invalid_role as string]),
  },
  {
    name: "a sign-in link asked for a real account through a forged Host (no mail with the thief's address)",
    lang: "pt",
    send: async () => {
      const fresh = await xsrfPair();
      const body = form({ _csrf: fresh.csrf, email: "ana@lead.example" });
      return rawRequest(
        env,
        [
          "POST /editor/entrar HTTP/1.1",
          "Host: evil.example",
          `Cookie: ${fresh.cookie}`,
          "Content-Type: application/x-www-form-urlencoded",
          `Content-Length: ${Buffer.byteLength(body)}`,
          "Connection: close",
        ].join("\r\n") + "\r\n\r\n",
        body,
      );
    },
    // The host guard (server/http/hosts.ts) answers another site's Host before the editor sees
    // it; the runner checks nothing was mailed.
    status: 421,
    messages: (l) => [hostRefusalMessages[l].misdirected],
    check: (a) => expect(a.text).not.toContain("evil.example/editor"),
  },

  // ---- Return paths: never another site.
  {
    name: "sign-in with a return path to another site",
    lang: "pt",
    send: () => page("/editor/entrar?voltar=//evil.example/x")(),
    status: 200,
    messages: inLang((t) => [t.signIn.title]),
    // The address is echoed in the page's data; no link or form leads there.
    check: (a) => expect(a.text).not.toMatch(/(href|action)="[^"]*evil\.example/),
  },
  {
    name: "a signed-in visit to sign-in with an absolute return address",
    lang: "pt",
    send: () => page("/editor/entrar?voltar=https%3A%2F%2Fevil.example%2F", sessions.admin.cookie)(),
    status: 303,
    messages: null,
    check: (a) => expect(a.headers.location).toBe("/editor"),
  },

  // ---- "Gerar novo link" for a pending invitation (issue 34): administrators only, this site's token,
  // a real pending invitation; with a mail server the link goes by mail and never into the page.
  {
    name: "a new invitation link posted without a session",
    lang: "pt",
    send: () => post("/editor/contas", { intent: "new-link", account: "1", _csrf: "x" })(),
    status: 401,
    messages: null,
  },
  {
    name: "a new invitation link posted by the openings role with its own valid token",
    lang: "pt",
    send: () =>
      post(
        "/editor/contas",
        { intent: "new-link", account: String(accountId("gil@lead.example")), _csrf: sessions.openings.csrf },
        { cookie: sessions.openings.cookie },
      )(),
    status: 403,
    messages: forbiddenPage,
    check: noLinkShown,
  },
  ...csrfRows(
    "an administrator's new invitation link",
    () => ({ intent: "new-link", account: String(accountId("gil@lead.example")) }),
    noLinkShown,
  ),
  ...(
    [
      ["a word", "abc"],
      ["a negative number", "-1"],
      ["a number past every account", "1000000000"],
      ["10,000 digits", "9".repeat(10_000)],
      ["a control character", "1\u0000"],
      ["nothing", ""],
    ] as const
  ).map(([what, account]): HostileCase => ({
    name: `an administrator's new invitation link for ${what} as the account (400, said)`,
    lang: "pt",
    send: () =>
      post("/editor/contas", { intent: "new-link", account, _csrf: sessions.admin.csrf }, { cookie: sessions.admin.cookie })(),
    status: 400,
    messages: accountError("invalid_account"),
    check: noLinkShown,
  })),
  {
    name: "an administrator's new invitation link with the account twice, the first made up (account=abc&account=<a pending one>)",
    lang: "en",
    send: () =>
      fetched(url("/editor/contas?lang=en"), {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "sec-fetch-site": "same-origin",
          cookie: sessions.admin.cookie,
        },
        body: `intent=new-link&account=abc&account=${accountId("gil@lead.example")}&_csrf=${encodeURIComponent(sessions.admin.csrf)}`,
      }),
    status: 400,
    messages: accountError("invalid_account"),
    check: noLinkShown,
  },
  {
    name: "an administrator's new invitation link for an account already active (400, said, nothing mailed)",
    lang: "en",
    send: () =>
      fetched(url("/editor/contas?lang=en"), {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "sec-fetch-site": "same-origin",
          cookie: sessions.admin.cookie,
        },
        body: form({ intent: "new-link", account: String(accountId("olga@lead.example")), _csrf: sessions.admin.csrf }),
      }),
    status: 400,
    messages: accountError("not_invited"),
    check: noLinkShown,
  },

  // ---- A published opening's key change (issue 34): the openings role only, at the version read.
  {
    name: "a key change posted by the communications role (403, the opening stays where it is)",
    lang: "pt",
    send: async () => {
      const opening = vacancies[2]!;
      const answer = await postItem(
        `/editor/vagas/${opening.key}`,
        sessions.communications,
        form({
          ...Object.fromEntries(new URLSearchParams(toFormEntries(vacancy, opening))),
          _csrf: sessions.communications.csrf,
          _version: "1",
          key: "chave-da-intrusa",
        }),
      );
      expect(await publicPage(opening.key)).toBe(`200 /portal/trabalhe/${opening.key}`);
      expect(await publicPage("chave-da-intrusa")).toBe("404 /portal/trabalhe/chave-da-intrusa");
      return answer;
    },
    status: 403,
    messages: forbiddenPage,
  },
  {
    name: "a key change based on a version someone saved over (409, nothing moved)",
    lang: "pt",
    send: async () => {
      const opening = vacancies[3]!;
      const itemPath = `/editor/vagas/${opening.key}`;
      const base = await formVersion(itemPath, sessions.openings.cookie);
      const fields = (extra: Record<string, string>) =>
        form({
          ...Object.fromEntries(new URLSearchParams(toFormEntries(vacancy, opening))),
          _csrf: sessions.openings.csrf,
          _version: base,
          ...extra,
        });
      expect((await postItem(itemPath, sessions.openings, fields({ "title.pt": "Editada antes da troca" }))).status).toBe(303);
      const answer = await postItem(itemPath, sessions.openings, fields({ key: "troca-atrasada" }));
      expect(await publicPage(opening.key)).toBe(`200 /portal/trabalhe/${opening.key}`);
      expect(await publicPage("troca-atrasada")).toBe("404 /portal/trabalhe/troca-atrasada");
      expect((await fetched(url(itemPath), { redirect: "manual", headers: { cookie: sessions.openings.cookie } })).status).toBe(
        200,
      );
      return answer;
    },
    status: 409,
    messages: (l) => (l === "es" ? [] : [itemStrings[l].stale.title]),
  },

  // ---- The content pages (items): stale versions, the wrong role writing, oversize forms, unknown addresses.
  ...(["pt", "en"] as const).map((lang): HostileCase => ({
    name: `a save based on a version someone saved over is refused with what changed (${lang})`,
    lang,
    send: async () => {
      const path = `/editor/vagas/${OPENING.key}`;
      const base = await formVersion(path, sessions.openings.cookie);
      const first = await postItem(
        path,
        sessions.openings,
        openingForm({ _csrf: sessions.openings.csrf, _version: base, "title.pt": `Primeira edição ${lang}` }),
      );
      expect(first.status).toBe(303);
      return postItem(
        path,
        sessions.openings,
        openingForm({ _csrf: sessions.openings.csrf, _version: base, "title.pt": `Segunda edição ${lang}` }),
        lang,
      );
    },
    status: 409,
    messages: (l) => (l === "es" ? [] : [itemStrings[l].stale.title]),
    check: (a) => {
      // What changed since is shown, and what was typed is still in the form.
      expect(a.text).toContain("title.pt");
      expect(a.text).toMatch(/Segunda edição (pt|en)/);
    },
  })),
  {
    name: "an opening saved by the communications role, with its own valid token",
    lang: "pt",
    send: () =>
      postItem(
        `/editor/vagas/${OPENING.key}`,
        sessions.communications,
        openingForm({ _csrf: sessions.communications.csrf, _version: "1", intent: "publish" }),
      ),
    status: 403,
    messages: forbiddenPage,
  },
  {
    name: "an opening created by the communications role",
    lang: "pt",
    send: () =>
      postItem(
        "/editor/vagas/novo",
        sessions.communications,
        openingForm({ _csrf: sessions.communications.csrf, _version: "0", key: "intrusa" }),
      ),
    status: 403,
    messages: forbiddenPage,
  },
  {
    name: "a restore posted by the communications role",
    lang: "pt",
    send: () =>
      postItem(
        `/editor/vagas/${OPENING.key}/historico`,
        sessions.communications,
        form({ _csrf: sessions.communications.csrf, _version: "1", restaurar: "1" }),
      ),
    status: 403,
    messages: forbiddenPage,
  },
  {
    name: "an item form over its 1 MB budget (413, said in the visitor's language, nothing read)",
    lang: "en",
    send: () =>
      postItem(
        `/editor/vagas/${OPENING.key}`,
        sessions.openings,
        openingForm({ _csrf: sessions.openings.csrf, _version: "1", "title.pt": "x".repeat(1100 * 1024) }),
        "en",
      ),
    status: 413,
    messages: (l) => [apiRefusalMessages[l].payload_too_large],
    closes: true,
  },
  ...(
    [
      ["an unknown content type's item", "/editor/no-such-type/x"],
      ["an unknown opening", "/editor/vagas/no-such-opening"],
      ["an unknown opening's history", "/editor/vagas/no-such-opening/historico"],
      ["a new item of a single-value type", "/editor/site/novo"],
    ] as const
  ).map(([what, p]): HostileCase => ({
    name: `${what} (404)`,
    lang: "pt",
    send: () => page(p, sessions.admin.cookie)(),
    status: 404,
    messages: notFoundPage,
  })),
  {
    name: "a save posted to an unknown opening (404, nothing created)",
    lang: "pt",
    send: () =>
      postItem("/editor/vagas/no-such-opening", sessions.openings, openingForm({ _csrf: sessions.openings.csrf, _version: "1" })),
    status: 404,
    messages: notFoundPage,
  },
  {
    name: "an item form without the CSRF token",
    lang: "pt",
    send: () => postItem(`/editor/vagas/${OPENING.key}`, sessions.openings, openingForm({ _version: "1" })),
    status: 403,
    messages: null,
  },
  {
    name: "an item form with fields its schema does not have",
    lang: "pt",
    send: () =>
      postItem(
        `/editor/vagas/${OPENING.key}`,
        sessions.openings,
        openingForm({ _csrf: sessions.openings.csrf, _version: "1", salary: "1000000" }),
      ),
    status: 400,
    messages: null,
    check: (a) => expect(a.text).toContain("salary"),
  },
  {
    name: "a preview without a session goes to sign-in",
    lang: "pt",
    send: () => page(`/editor/previa/vagas/${OPENING.key}?pagina=/portal/trabalhe/${OPENING.key}`)(),
    status: 303,
    messages: null,
  },
  {
    name: "a preview of a page outside /portal",
    lang: "pt",
    send: () => page(`/editor/previa/vagas/${OPENING.key}?pagina=//evil.example/`, sessions.openings.cookie)(),
    status: 404,
    messages: (l) => (l === "pt" ? ["Este item ou esta página não existe."] : []),
  },
  {
    name: "a passkey answer nested 10,000 deep (refused while read, said in the visitor's language)",
    lang: "en",
    send: () => json("/editor/api/passkey/sign-in?lang=en", {}, "[".repeat(10_000))(),
    status: 400,
    messages: (l) => [apiRefusalMessages[l].too_deep],
  },
  {
    name: "a passkey answer over the editor API's 16 KB",
    lang: "pt",
    send: () => json("/editor/api/passkey/sign-in", {}, JSON.stringify({ id: "x".repeat(20_000) }))(),
    status: 413,
    messages: (l) => [apiRefusalMessages[l].payload_too_large],
  },
  {
    name: "an image upload without a session",
    lang: "pt",
    send: () =>
      fetched(url("/editor/midia/imagem?tipo=gallery"), {
        method: "POST",
        headers: {
          accept: "application/json",
          "content-type": "multipart/form-data; boundary=x",
          "sec-fetch-site": "same-origin",
        },
        body: "--x--\r\n",
      }),
    status: 401,
    messages: null,
  },
  {
    name: "an image upload by the communications role for the gallery",
    lang: "pt",
    send: () =>
      fetched(url(`/editor/midia/imagem?tipo=gallery&_csrf=${encodeURIComponent(sessions.communications.csrf)}`), {
        method: "POST",
        headers: {
          accept: "application/json",
          "content-type": "multipart/form-data; boundary=x",
          "sec-fetch-site": "same-origin",
          cookie: sessions.communications.cookie,
        },
        body: "--x--\r\n",
      }),
    status: 403,
    messages: null,
  },
];

// ---- The media picker's listing (GET /editor/midia/biblioteca) and an item's scheduling
// (POST /editor/<type>/<key>/agenda), added after the corpus above was written.
const library =
  (query: string, cookie = "") =>
  () =>
    fetched(url(`/editor/midia/biblioteca?${query}`), { redirect: "manual", headers: cookie ? { cookie } : {} });
const libraryTexts = {
  unauthorized: { pt: "Entre no editor para enviar arquivos.", en: "Sign in to the editor to upload files." },
  forbidden: {
    pt: "Seu papel não permite enviar mídia para este conteúdo.",
    en: "Your role may not upload media for this content.",
  },
};
const libraryRefusal = (which: keyof typeof libraryTexts) => (l: Lang) => (l === "es" ? [] : [libraryTexts[which][l]]);
/** A listing answered: its page within 1 to 1000, its items a list. */
const listed = (page: number) => (answer: Answer) => {
  const body = JSON.parse(answer.text) as { ok: boolean; page: number; items: unknown[] };
  expect(body.ok).toBe(true);
  expect(body.page).toBe(page);
  expect(Array.isArray(body.items)).toBe(true);
};
const agendaPath = editorPath("vacancy", OPENING.key, "agenda");
const agenda = (fields: Record<string, string>, session: Session | null, headers: Record<string, string> = {}) =>
  post(agendaPath, fields, { ...(session ? { cookie: session.cookie } : {}), ...headers });
const planned = { acao: "publish", data: "2031-05-04", hora: "09:30" };
/** Sent back to the item's form with the refusal named in the address (post/redirect/get). */
const backWith = (error: string) => (answer: Answer) => {
  const location = new URL(answer.headers.location ?? "", "http://x");
  expect(location.pathname).toBe(editorPath("vacancy", OPENING.key));
  expect(location.searchParams.get("agenda-erro")).toBe(error);
  expect(location.hash).toBe("#agendar");
};

const pickerAndSchedule: HostileCase[] = [
  {
    name: "the media listing without a session",
    lang: "pt",
    send: library("tipo=gallery"),
    status: 401,
    messages: libraryRefusal("unauthorized"),
  },
  {
    name: "the media listing of the news for the openings role (en)",
    lang: "en",
    send: () => library("tipo=news&lang=en", sessions.openings.cookie)(),
    status: 403,
    messages: libraryRefusal("forbidden"),
  },
  {
    name: "the media listing with the content type as an array (tipo[]=vacancy)",
    lang: "pt",
    send: () => library("tipo[]=vacancy", sessions.openings.cookie)(),
    status: 403,
    messages: libraryRefusal("forbidden"),
  },
  {
    name: "the media listing with a 100 KB search (refused by the server's header limit, the site still answering)",
    lang: "pt",
    send: (e) =>
      rawRequest(
        e,
        requestHead("GET", `/editor/midia/biblioteca?tipo=vacancy&busca=${"a".repeat(100 * 1024)}`, {
          Cookie: sessions.openings.cookie,
        }),
      ),
    status: 431,
    messages: null,
    meanwhile: true,
  },
  ...(
    [
      ["page -1 (the first page)", "pagina=-1", 1],
      ["page 1e9 (the last page there can be)", "pagina=1e9", 1000],
      ["page as an array", "pagina[]=2&pagina[]=3", 1],
      ["page not a number", "pagina=NaN", 1],
      ["the search as an array", "busca[]=a&busca[]=b", 1],
      ["the search nested", "busca[a][b][c]=x", 1],
      ["a 10 KB search (cut to 100 characters)", `busca=${"b".repeat(10 * 1024)}`, 1],
      ["control characters in the search", "busca=%00%01%0b%1b%7f%ef%bf%be", 1],
    ] as const
  ).map(([what, query, page]): HostileCase => ({
    name: `the media listing with ${what}`,
    lang: "pt",
    send: () => library(`tipo=vacancy&midia=imagem&${query}`, sessions.openings.cookie)(),
    status: 200,
    messages: null,
    check: listed(page),
  })),
  {
    name: "a schedule posted without a session",
    lang: "pt",
    send: () => agenda({ ...planned, _csrf: "x" }, null)(),
    status: 401,
    messages: null,
  },
  {
    name: "a schedule posted by the communications role for an opening, with its own valid token",
    lang: "pt",
    send: () => agenda({ ...planned, _csrf: sessions.communications.csrf }, sessions.communications)(),
    status: 403,
    messages: null,
  },
  ...(
    [
      ["without a token", {}],
      ["with a forged token", { _csrf: "tp2i49.forged.forged" }],
      ["with another session's token", { _csrf: "ADMIN" }],
    ] as const
  ).map(([how, fields]): HostileCase => ({
    name: `a schedule ${how}`,
    lang: "pt",
    send: () =>
      agenda(
        { ...planned, ...((fields as Record<string, string>)._csrf === "ADMIN" ? { _csrf: sessions.admin.csrf } : fields) },
        sessions.openings,
      )(),
    status: 403,
    messages: null,
  })),
  {
    name: "a schedule with a valid token from another site (Sec-Fetch-Site)",
    lang: "pt",
    send: () => agenda({ ...planned, _csrf: sessions.openings.csrf }, sessions.openings, { "sec-fetch-site": "cross-site" })(),
    status: 403,
    messages: null,
  },
  {
    name: "a schedule with a 100 KB field (413, said in the visitor's language)",
    lang: "pt",
    send: () => agenda({ ...planned, data: "2".repeat(100 * 1024), _csrf: sessions.openings.csrf }, sessions.openings)(),
    status: 413,
    messages: (l) => [apiRefusalMessages[l].payload_too_large],
  },
  ...(
    [
      ["an unknown action", { acao: "delete" }, "action"],
      ["control characters in the date", { data: "2031-05-04\u0001\u000b" }, "date"],
      ["a date that is not one", { data: "2031-02-30" }, "bad_moment"],
      ["an hour with a control character", { hora: "09:3\u001b" }, "time"],
      ["the action as an array (acao[]=publish)", { acao: "", "acao[]": "publish" }, "action"],
    ] as const
  ).map(([what, fields, error]): HostileCase => ({
    name: `a schedule with ${what} (sent back with the refusal, nothing planned)`,
    lang: "pt",
    send: () => agenda({ ...planned, ...fields, _csrf: sessions.openings.csrf }, sessions.openings)(),
    status: 303,
    messages: null,
    check: backWith(error),
  })),
  {
    name: "a schedule's cancellation of a plan that is not a number (400)",
    lang: "pt",
    send: () => agenda({ cancelar: "1; drop table", _csrf: sessions.openings.csrf }, sessions.openings)(),
    status: 400,
    messages: null,
  },
  ...(["-1", "1000000000"] as const).map((id): HostileCase => ({
    name: `a schedule's cancellation of plan ${id}, which does not exist (sent back with the refusal, not a 500)`,
    lang: "pt",
    send: () => agenda({ cancelar: id, _csrf: sessions.openings.csrf }, sessions.openings)(),
    status: 303,
    messages: null,
    check: backWith("not_found"),
  })),
  {
    name: "a schedule for an unknown content type (404)",
    lang: "pt",
    send: () =>
      post("/editor/no-such-type/x/agenda", { ...planned, _csrf: sessions.admin.csrf }, { cookie: sessions.admin.cookie })(),
    status: 404,
    messages: null,
  },
];

describe("the hostile corpus of the media picker's listing and an item's scheduling", () => {
  it.each(pickerAndSchedule.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const answer = await runHostileCase(env, c);
    if (answer.status !== 0 && answer.status !== 431) {
      expect(answer.headers["x-robots-tag"], c.name).toBe("noindex, nofollow");
      expect(answer.headers["cache-control"], c.name).toBe("no-store");
    }
  });

  it("planned nothing and audited no plan for any of them", async () => {
    const db = new Database(path.join(env.server.dataDir, "lead.db"));
    try {
      expect(db.prepare("select count(*) as n from schedule").get()).toEqual({ n: 0 });
      expect(db.prepare("select count(*) as n from editor_audit where action like 'schedule.%'").get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });
});

describe("the hostile corpus of the editor's sign-in and accounts", () => {
  it("has at least 40 cases", () => {
    expect(cases.length + 2).toBeGreaterThanOrEqual(40);
  });

  it.each(cases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const answer = await runHostileCase(env, c);
    if (answer.status !== 0) {
      expect(answer.headers["x-robots-tag"], c.name).toBe("noindex, nofollow");
      expect(answer.headers["cache-control"], c.name).toBe("no-store");
      // Never through the page cache (it keeps /portal pages only).
      expect(answer.headers["x-page-cache"], c.name).toBeUndefined();
    }
  });

  it("is outside the sitemap, and no public page links to it", async () => {
    for (const p of ["/sitemap.xml", "/portal", "/portal/trabalhe", "/portal/contato", "/portal/acessibilidade"]) {
      const response = await fetch(url(p));
      expect(response.status, p).toBe(200);
      expect(await response.text(), p).not.toContain("/editor");
    }
  });

  it("with a mail server, mails a pending invitation's new link to the person and never shows it in the page", async () => {
    const email = "rita@lead.example";
    const before = env.smtp.mails.length;
    const invited = await post(
      "/editor/contas",
      { intent: "invite", email, role: "communications", _csrf: sessions.admin.csrf },
      { cookie: sessions.admin.cookie },
    )();
    expect(invited.status).toBe(200);
    const first = (await mailTo(env.smtp, email, before)).link;
    const again = env.smtp.mails.length;
    const renewed = await post(
      "/editor/contas",
      { intent: "new-link", account: String(accountId(email)), _csrf: sessions.admin.csrf },
      { cookie: sessions.admin.cookie },
    )();
    expect(renewed.status).toBe(200);
    expect(renewed.headers["cache-control"]).toBe("no-store");
    expect(renewed.text).toContain(editorStrings.pt.accountsPage.invited(email));
    noLinkShown(renewed);
    const second = (await mailTo(env.smtp, email, again)).link;
    expect(second).not.toBe(first);
    // The first link stopped working when the second was made; the second still offers its button.
    // (Their pages only: using them would spend the sign-in attempts the other cases count on.)
    const pageOf = (link: string) => page(new URL(link).pathname + new URL(link).search)();
    const firstPage = await pageOf(first);
    expect(firstPage.status).toBe(400);
    expect([editorStrings.pt.link.used, editorStrings.pt.link.invalid].some((t) => firstPage.text.includes(t))).toBe(true);
    expect((await pageOf(second)).status).toBe(200);
  });

  it("keeps a session that a forged sign-out did not end, and gives a new id at sign-in whatever cookie came (no fixation)", async () => {
    expect((await fetch(url("/editor/contas"), { headers: { cookie: sessions.admin.cookie } })).status).toBe(200);
    const fixed = `editor_session=${"F".repeat(43)}`;
    const response = await useLink(links.forFixation, fixed);
    expect(response.status).toBe(303);
    const given = cookiesOf(response).find((c) => c.startsWith("editor_session="))!;
    expect(given).not.toBe(fixed);
    expect((await fetch(url("/editor"), { headers: { cookie: given }, redirect: "manual" })).status).toBe(200);
    expect((await fetch(url("/editor"), { headers: { cookie: fixed }, redirect: "manual" })).status).toBe(303);
  });

  it("answers a flood of sign-in attempts and of link requests with 429 and a wait, in the editor's language", async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 12; i++) {
      const fresh = await xsrfPair();
      last = await fetch(url("/editor/entrar/link"), {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: fresh.cookie, "sec-fetch-site": "same-origin" },
        body: form({ _csrf: fresh.csrf, token: `${"z".repeat(40)}${String(i).padStart(3, "0")}` }),
      });
      statuses.push(last.status);
    }
    expect(statuses).toContain(429);
    expect(statuses.slice(statuses.indexOf(429))).toEqual(statuses.slice(statuses.indexOf(429)).map(() => 429));
    expect(await last!.text()).toContain("Muitas tentativas");

    const mails = env.smtp.mails.length;
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) {
      const fresh = await xsrfPair();
      const r = await fetch(url("/editor/entrar?lang=en"), {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: fresh.cookie, "sec-fetch-site": "same-origin" },
        body: form({ _csrf: fresh.csrf, email: `flood${i}@lead.example` }),
      });
      answers.push(r.status);
      if (r.status === 429) {
        expect(r.headers.get("retry-after")).toMatch(/^\d+$/);
        expect(await r.text()).toContain("Too many attempts");
      } else await r.arrayBuffer();
    }
    expect(answers).toContain(429);
    // Unknown addresses: nothing was mailed, flood or not.
    expect(env.smtp.mails.length).toBe(mails);
  });
});

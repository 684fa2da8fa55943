/**
 * The hostile-input corpus: requests a hostile visitor would send (bodies, files, headers,
 * methods, paths, languages, guest-token abuse), one table. Every case gets its answer with the
 * status and the message in the visitor's language, nothing is stored or mailed, and the server
 * still answers /portal afterwards (hostile-runner.ts checks all of that for each case).
 */
import { connect, type Socket } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trabalheStrings } from "../../app/pages/trabalhe/strings";
import { uiStrings } from "../../app/i18n/ui";
import { contactErrorMessages, contactRequestMessages } from "../../common/contact/messages";
import type { Lang } from "../../common/i18n/languages";
import vacanciesJson from "../../content/vacancies.json";
import { vacancyApiMessages } from "../../server/api/vacancies";
import { apiRefusalMessages } from "../../server/http/refusals";
import { busyMessage, slowBodyMessages } from "../../server/http/connections";
import { elfBytes, jpegOfSize, tinyJpeg, tinyMp4 } from "../support/contact";
import {
  fetched,
  multipart,
  rawRequest,
  requestHead,
  runHostileCase,
  startHostileEnv,
  storedState,
  streamed,
  type HostileCase,
  type HostileEnv,
} from "./hostile-runner";

const visitor = { name: "Ana Souza", email: "ana@visitante.example", subject: "Parceria", message: "Olá!" };
const chatVisitor = { receiver: "contato", name: "Ana", email: "ana@visitante.example", message: "Oi" };
const GB100 = String(100 * 1024 ** 3);

const req = (code: keyof (typeof contactRequestMessages)["pt"]) => (l: Lang) => [contactRequestMessages[l][code]];
const field = (code: keyof (typeof contactErrorMessages)["pt"]) => (l: Lang) => [contactErrorMessages[l][code]];
const both =
  (request: keyof (typeof contactRequestMessages)["pt"], fieldCode: keyof (typeof contactErrorMessages)["pt"]) => (l: Lang) => [
    contactRequestMessages[l][request],
    contactErrorMessages[l][fieldCode],
  ];
const api = (code: keyof (typeof apiRefusalMessages)["pt"]) => (l: Lang) => [apiRefusalMessages[l][code]];
const vacancyApi = (code: keyof (typeof vacancyApiMessages)["pt"]) => (l: Lang) => [vacancyApiMessages[l][code]];

/** The contact API with a valid XSRF pair, as the page's script sends it. */
async function contactApi(
  env: HostileEnv,
  lang: Lang,
  body: BodyInit,
  type: string | null,
  headers: Record<string, string> = {},
) {
  const { token, cookie } = await env.xsrf();
  return fetched(`${env.server.url}/api/contact/?lang=${lang}`, {
    method: "POST",
    headers: { "x-xsrf-token": token, cookie, ...(type ? { "content-type": type } : {}), ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" as const } : {}),
  });
}

function contactJson(env: HostileEnv, lang: Lang, value: unknown, headers: Record<string, string> = {}) {
  return contactApi(env, lang, JSON.stringify(value), "application/json", headers);
}

function contactForm(env: HostileEnv, lang: Lang, parts: Parameters<typeof multipart>[0], headers: Record<string, string> = {}) {
  const { body, contentType } = multipart(parts);
  return contactApi(env, lang, new Uint8Array(body), contentType, headers);
}

const textParts = (values: Record<string, string> = visitor) => Object.entries(values).map(([name, value]) => ({ name, value }));
const withFile = (bytes: Buffer, filename = "foto.jpg", type = "image/jpeg", values: Record<string, string> = visitor) => [
  ...textParts(values),
  { name: "attachments", value: bytes, filename, type },
];

async function chat(
  env: HostileEnv,
  lang: Lang,
  body: BodyInit,
  type = "application/json",
  headers: Record<string, string> = {},
) {
  const { token, cookie } = await env.xsrf();
  return fetched(`${env.server.url}/api/contact/stuartContact?lang=${lang}`, {
    method: "POST",
    headers: { "x-xsrf-token": token, cookie, "content-type": type, ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" as const } : {}),
  });
}

/** The no-JavaScript form: a plain multipart POST to the page, with the page's hidden XSRF field. */
async function pageForm(env: HostileEnv, lang: Lang, parts: Parameters<typeof multipart>[0], withToken = true) {
  const { token, cookie } = await env.xsrf();
  const { body, contentType } = multipart([...(withToken ? [{ name: "_xsrf", value: token }] : []), ...parts]);
  return fetched(`${env.server.url}/portal/contato?lang=${lang}`, {
    method: "POST",
    headers: { cookie, "content-type": contentType, "sec-fetch-site": "same-origin" },
    body: new Uint8Array(body),
  });
}

/** A real, visible job opening (its page is /portal/trabalhe/{key}). */
const job = vacanciesJson.find((v) => v.visible)!;
/** The opening page's 404: its heading and text, in the visitor's language. */
const openingNotFound = (l: Lang) => [trabalheStrings[l].opening.notFoundTitle, trabalheStrings[l].opening.notFoundText];
/** The opening's own page: its title and the "how to apply" heading, in the visitor's language. */
const openingPage = (l: Lang) => [job.title[l], trabalheStrings[l].opening.applyTitle];
/** The job-opening API's 404 for an opening it does not have: the page's text, in the visitor's language. */
const openingNotFoundJson = (l: Lang) => [trabalheStrings[l].opening.notFoundText];
/** The opening's details from the job-opening API: its title in the visitor's language. */
const openingDetails = (l: Lang) => [job.title[l]];
/** Any page of the site, by its title's suffix in the visitor's language. */
const anyPage = (l: Lang) => [uiStrings[l].meta.titleSuffix];

/** A GET under /portal/trabalhe/ (the rest of the address as given: raw escapes stay raw). */
const openingGet = (env: HostileEnv, rest: string, headers: Record<string, string> = {}) =>
  fetched(`${env.server.url}/portal/trabalhe/${rest}`, { headers });

/** A request to the job-opening API, /api/vagas/ (the rest of the address as given: raw escapes stay raw). */
const vacancyApiGet = (env: HostileEnv, rest: string, headers: Record<string, string> = {}, method = "GET") =>
  fetched(`${env.server.url}/api/vagas/${rest}`, { method, headers });

/**
 * A JSON POST to a real opening's API address. That endpoint answers GET and HEAD only, but the
 * JSON parser shared by the /api endpoints (all but the contact ones) judges the body first.
 */
const apiJsonPost = (env: HostileEnv, lang: Lang, body: string, type = "application/json") =>
  fetched(`${env.server.url}/api/vagas/${job.key}?lang=${lang}`, { method: "POST", headers: { "content-type": type }, body });

const guestToken = (env: HostileEnv, headers: Record<string, string>, body?: BodyInit) =>
  fetched(`${env.server.url}/ead2pcd/restapi/autenticacao`, { method: "POST", headers, body });

let jpeg: Buffer;
let png: Buffer;
let hugeCanvas: Buffer;
const mp4 = tinyMp4();
const polyglot = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from("<!doctype html><html><script>alert(1)</script></html>"),
]);
const box = (type: string, body: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
};

const cases: HostileCase[] = [
  // ---- Bodies: judged on Content-Length before reading, and on the stream while reading ----
  {
    name: "a 100 GB Content-Length (multipart) is refused at once",
    lang: "pt",
    send: (env) =>
      rawRequest(
        env,
        requestHead("POST", "/api/contact/?lang=pt", {
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": GB100,
        }),
        "--x\r\n",
      ),
    status: 413,
    messages: req("body_too_large"),
    closes: true,
    within: 3000,
  },
  {
    name: "a 100 GB Content-Length (JSON) is refused at once",
    lang: "en",
    send: (env) =>
      rawRequest(
        env,
        requestHead("POST", "/api/contact/?lang=en", { "Content-Type": "application/json", "Content-Length": GB100 }),
        "{",
      ),
    status: 413,
    messages: req("body_too_large"),
    closes: true,
    within: 3000,
  },
  {
    name: "a 100 GB Content-Length to the chat e-mail says the text is too long",
    lang: "es",
    send: (env) =>
      rawRequest(
        env,
        requestHead("POST", "/api/contact/stuartContact?lang=es", {
          "Content-Type": "application/json",
          "Content-Length": GB100,
        }),
        "{",
      ),
    status: 413,
    messages: req("text_too_long"),
    closes: true,
    within: 3000,
  },
  {
    name: "a 100 GB Content-Length to the no-JavaScript form answers the page at once",
    lang: "en",
    send: (env) =>
      rawRequest(
        env,
        requestHead("POST", "/portal/contato?lang=en", {
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": GB100,
        }),
        "--x\r\n",
      ),
    status: 413,
    messages: req("body_too_large"),
    closes: true,
    within: 5000,
  },
  {
    name: "a 100 GB Content-Length to the /api JSON parser (a job opening's API address)",
    lang: "pt",
    send: (env) =>
      rawRequest(
        env,
        requestHead("POST", `/api/vagas/${job.key}?lang=pt`, {
          "Content-Type": "application/json",
          "Content-Length": GB100,
        }),
        "{",
      ),
    status: 413,
    messages: api("payload_too_large"),
    closes: true,
    within: 3000,
  },
  {
    name: "a 100 GB POST to a page without a form is answered and closed",
    lang: "pt",
    send: (env) =>
      rawRequest(
        env,
        requestHead("POST", "/portal/institucional", { "Content-Type": "application/octet-stream", "Content-Length": GB100 }),
        "x".repeat(1024),
      ),
    // A page body other than multipart is judged by its budget before any route (page-bodies.ts).
    status: 413,
    messages: api("payload_too_large"),
    closes: true,
    within: 5000,
  },
  {
    name: "a 100 GB body to the guest-token address is answered and closed",
    lang: "en",
    send: (env) =>
      rawRequest(
        env,
        requestHead("POST", "/ead2pcd/restapi/autenticacao", {
          Authorization: "Bearer x.y.z",
          "Accept-Language": "en",
          "Content-Length": GB100,
        }),
        "{",
      ),
    status: 401,
    messages: null,
    closes: true,
    within: 3000,
    check: (a) => expect(JSON.parse(a.text)).toMatchObject({ error: "invalid_token" }),
  },
  // ---- Issue 23: budgets and depth judged before parsing, slow clients; the site answers meanwhile ----
  {
    name: "a 32 MB body of nested arrays to the contact API is refused by its depth, unparsed",
    lang: "pt",
    send: (env) => contactApi(env, "pt", `{"name":${"[".repeat(32 * 1024 * 1024)}`, "application/json"),
    status: 400,
    messages: req("too_deep"),
    closes: true,
    meanwhile: true,
  },
  {
    name: "a chat e-mail of nested arrays is refused by its depth",
    lang: "en",
    send: (env) => chat(env, "en", `{"receiver":"contato","name":${"[".repeat(60 * 1024)}`),
    status: 400,
    messages: req("too_deep"),
    meanwhile: true,
  },
  {
    name: "a 200 MB body to /preferencias is refused before it is read",
    lang: "en",
    send: (env) =>
      rawRequest(
        env,
        requestHead("POST", "/preferencias?lang=en", {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(200 * 1024 * 1024),
        }),
        "acao=fonte-maior&back=%2Fportal&x=",
      ),
    status: 413,
    messages: api("payload_too_large"),
    closes: true,
    meanwhile: true,
    check: (a) => expect(a.headers["set-cookie"], "no preference stored").toBeUndefined(),
  },
  {
    name: "a 120 MB /preferencias body streamed without Content-Length is refused at its 4 KB budget",
    lang: "es",
    send: (env) =>
      fetched(`${env.server.url}/preferencias?lang=es`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
        body: streamed(120 * 1024 * 1024, "a".repeat(64 * 1024), "acao=fonte-maior&back=%2Fportal&x="),
        duplex: "half",
      }),
    status: 413,
    messages: api("payload_too_large"),
    closes: true,
    meanwhile: true,
    check: (a) => expect(a.headers["set-cookie"], "no preference stored").toBeUndefined(),
  },
  {
    name: "headers that never end are answered 408 within the headers timeout (10 s)",
    lang: "pt",
    send: (env) => rawRequest(env, "GET /portal HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a", "", { timeoutMs: 30_000 }),
    status: 408,
    // Before the headers end, no language is known.
    messages: null,
    closes: true,
    meanwhile: true,
  },
  {
    name: "a body that trickles in below the minimum rate is answered 408 in the visitor's language",
    lang: "es",
    send: async (env) => {
      const { token, cookie } = await env.xsrf();
      return rawRequest(
        env,
        requestHead("POST", "/api/contact/?lang=es", {
          "Content-Type": "application/json",
          "Content-Length": "100000",
          "X-XSRF-TOKEN": token,
          Cookie: cookie,
        }),
        '{"name":"',
        { timeoutMs: 30_000, trickle: { bytes: 1, everyMs: 200 } },
      );
    },
    status: 408,
    messages: (l) => [slowBodyMessages[l]],
    closes: true,
    meanwhile: true,
  },
  {
    name: "TRACE on a page",
    lang: "en",
    send: (env) => rawRequest(env, requestHead("TRACE", "/portal?lang=en", { Cookie: "secret=1" })),
    status: 405,
    messages: api("method_not_allowed"),
    check: (a) => expect(a.text).not.toContain("secret=1"),
  },
  {
    name: "PATCH on a page",
    lang: "es",
    send: (env) => fetched(`${env.server.url}/portal/contato?lang=es`, { method: "PATCH", body: "x" }),
    status: 405,
    messages: api("method_not_allowed"),
  },
  {
    name: "a 70 KB chat e-mail gets its own message, not 'fewer files'",
    lang: "en",
    send: (env) => chat(env, "en", JSON.stringify({ ...chatVisitor, message: "a".repeat(70 * 1024) })),
    status: 413,
    messages: req("text_too_long"),
    closes: true,
  },
  {
    name: "a 70 KB chat e-mail sent without Content-Length is judged while reading",
    lang: "pt",
    send: (env) => chat(env, "pt", streamed(70 * 1024, "a".repeat(1024), '{"message":"', '"}')),
    status: 413,
    messages: req("text_too_long"),
    closes: true,
  },
  {
    name: "a 1 MB non-file part gets the 413 message, not a reset",
    lang: "en",
    send: (env) => contactForm(env, "en", textParts({ ...visitor, message: "a".repeat(1024 * 1024) })),
    status: 413,
    messages: both("text_too_long", "too_long"),
    closes: true,
  },
  {
    name: "a 40 MB non-file part streamed without Content-Length",
    lang: "es",
    send: async (env) => {
      const { body, contentType } = multipart(textParts(visitor));
      const head = body.subarray(0, body.length - Buffer.byteLength("------hostilexxxxxxxxxxxxxxxx--\r\n"));
      return contactApi(
        env,
        "es",
        streamed(
          40 * 1024 * 1024,
          "b".repeat(64 * 1024),
          `${head.toString()}------hostilexxxxxxxxxxxxxxxx\r\nContent-Disposition: form-data; name="message"\r\n\r\n`,
        ),
        contentType,
      );
    },
    status: 413,
    messages: req("text_too_long"),
    closes: true,
  },
  {
    name: "a 34 MB JSON message streamed without Content-Length is refused at the total limit",
    lang: "es",
    send: (env) => contactApi(env, "es", streamed(36 * 1024 * 1024, "c".repeat(64 * 1024), '{"message":"'), "application/json"),
    status: 413,
    messages: req("body_too_large"),
    closes: true,
  },
  {
    name: "a 1 MB field to the no-JavaScript form",
    lang: "es",
    send: (env) => pageForm(env, "es", textParts({ ...visitor, subject: "s".repeat(1024 * 1024) })),
    status: 413,
    messages: req("text_too_long"),
    closes: true,
  },
  {
    name: "33 form fields",
    lang: "pt",
    send: (env) =>
      contactForm(env, "pt", [...textParts(), ...Array.from({ length: 29 }, (_, i) => ({ name: `f${i}`, value: "x" }))]),
    status: 413,
    messages: req("too_many_fields"),
    closes: true,
  },
  {
    name: "six files",
    lang: "es",
    send: (env) =>
      contactForm(env, "es", [
        ...textParts(),
        ...Array.from({ length: 6 }, (_, i) => ({ name: "attachments", value: jpeg, filename: `${i}.jpg`, type: "image/jpeg" })),
      ]),
    status: 413,
    messages: both("too_many_files", "too_many_files"),
    closes: true,
  },
  {
    name: "a file of 25,000,000 bytes",
    lang: "en",
    send: (env) => contactForm(env, "en", withFile(jpegOfSize(25_000_000))),
    status: 413,
    messages: both("file_too_large", "file_size"),
    closes: true,
  },
  {
    name: "six files as data URLs (JSON)",
    lang: "pt",
    send: (env) =>
      contactJson(env, "pt", {
        ...visitor,
        attachments: Array.from({ length: 6 }, () => ({
          filename: "f.jpg",
          path: `data:image/jpeg;base64,${jpeg.toString("base64")}`,
          cid: "c",
        })),
      }),
    status: 413,
    messages: req("too_many_files"),
  },
  {
    name: "a 70 KB body to the /api JSON parser (its limit is 64 KB)",
    lang: "es",
    send: (env) => apiJsonPost(env, "es", JSON.stringify({ key: "k".repeat(70 * 1024) })),
    status: 413,
    messages: api("payload_too_large"),
    closes: true,
  },
  {
    name: "broken JSON to the /api JSON parser",
    lang: "en",
    send: (env) => apiJsonPost(env, "en", '{"key":'),
    status: 400,
    messages: api("bad_json"),
  },
  {
    name: "an unknown charset to the /api JSON parser",
    lang: "pt",
    send: (env) => apiJsonPost(env, "pt", '{"key":"x"}', "application/json; charset=klingon"),
    status: 415,
    messages: api("unsupported_media_type"),
  },

  // ---- Wrong types say what was expected ----
  {
    name: "text/plain to the contact API",
    lang: "pt",
    send: (env) => contactApi(env, "pt", "hello", "text/plain"),
    status: 415,
    messages: req("unsupported_media_type"),
  },
  {
    name: "a urlencoded form to the contact API",
    lang: "en",
    send: (env) => contactApi(env, "en", new URLSearchParams(visitor).toString(), "application/x-www-form-urlencoded"),
    status: 415,
    messages: req("unsupported_media_type"),
  },
  {
    name: "no Content-Type at all",
    lang: "es",
    send: (env) => contactApi(env, "es", new Uint8Array(Buffer.from("name=Ana")), null),
    status: 415,
    messages: req("unsupported_media_type"),
  },
  {
    name: "a garbage Content-Type",
    lang: "pt",
    send: (env) => contactApi(env, "pt", "x", "\u00ff/\u00fe; ;;=="),
    status: 415,
    messages: req("unsupported_media_type"),
  },
  {
    name: "a urlencoded chat e-mail",
    lang: "en",
    send: (env) => chat(env, "en", new URLSearchParams(chatVisitor).toString(), "application/x-www-form-urlencoded"),
    status: 415,
    messages: req("unsupported_media_type_json"),
  },
  {
    name: "a multipart chat e-mail",
    lang: "pt",
    send: (env) => {
      const { body, contentType } = multipart(textParts(chatVisitor));
      return chat(env, "pt", new Uint8Array(body), contentType);
    },
    status: 415,
    messages: req("unsupported_media_type_json"),
  },
  {
    name: "text/plain to the no-JavaScript form",
    lang: "es",
    send: (env) =>
      fetched(`${env.server.url}/portal/contato?lang=es`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "name=Ana",
      }),
    status: 415,
    messages: req("unsupported_media_type"),
  },

  // ---- Broken bodies ----
  {
    name: "multipart without a boundary",
    lang: "en",
    send: (env) => contactApi(env, "en", "--x\r\n", "multipart/form-data"),
    status: 400,
    messages: req("bad_request"),
  },
  {
    name: "multipart cut off before its end",
    lang: "pt",
    send: (env) => {
      const { body, contentType } = multipart(withFile(jpeg));
      return contactApi(env, "pt", new Uint8Array(body.subarray(0, body.length - 60)), contentType);
    },
    status: 400,
    messages: req("bad_request"),
  },
  {
    name: "broken JSON to the contact API",
    lang: "es",
    send: (env) => contactApi(env, "es", '{"name": "Ana", ', "application/json"),
    status: 400,
    messages: req("bad_request"),
  },
  {
    name: "a JSON array instead of an object",
    lang: "en",
    send: (env) => contactJson(env, "en", [visitor]),
    status: 400,
    messages: req("bad_request"),
  },
  {
    name: "broken JSON to the chat e-mail",
    lang: "pt",
    send: (env) => chat(env, "pt", "{receiver:"),
    status: 400,
    messages: req("bad_request"),
  },
  {
    name: "attachments that are not a list",
    lang: "es",
    send: (env) => contactJson(env, "es", { ...visitor, attachments: "data:image/jpeg;base64,AAAA" }),
    status: 400,
    messages: req("bad_request"),
  },

  // ---- Idempotency keys ----
  {
    name: "an idempotency key that is too short",
    lang: "en",
    send: (env) => contactJson(env, "en", visitor, { "idempotency-key": "abc" }),
    status: 400,
    messages: req("invalid_idempotency_key"),
  },
  {
    name: "an idempotency key with spaces and quotes",
    lang: "pt",
    send: (env) => contactJson(env, "pt", visitor, { "idempotency-key": "key with 'quotes' and spaces" }),
    status: 400,
    messages: req("invalid_idempotency_key"),
  },
  {
    name: "an idempotency key of 10,000 characters",
    lang: "es",
    send: (env) => contactJson(env, "es", visitor, { "idempotency-key": "k".repeat(10_000) }),
    status: 400,
    messages: req("invalid_idempotency_key"),
  },
  {
    name: "an idempotency key in the form's field, wrong format",
    lang: "en",
    send: (env) => contactForm(env, "en", textParts({ ...visitor, idempotencyKey: "../../x" })),
    status: 400,
    messages: req("invalid_idempotency_key"),
  },
  {
    name: "an idempotency key on the chat e-mail, wrong format",
    lang: "pt",
    send: (env) => chat(env, "pt", JSON.stringify(chatVisitor), "application/json", { "idempotency-key": "<script>" }),
    status: 400,
    messages: req("invalid_idempotency_key"),
  },

  // ---- Input rules ----
  {
    name: "an e-mail with a comma (a second Reply-To address)",
    lang: "pt",
    send: (env) => contactJson(env, "pt", { ...visitor, email: "x@evil.com,y" }),
    status: 400,
    messages: field("invalid_email"),
  },
  {
    name: "an e-mail with angle brackets",
    lang: "en",
    send: (env) => contactForm(env, "en", textParts({ ...visitor, email: "Ana <ana@evil.example>" })),
    status: 400,
    messages: field("invalid_email"),
  },
  {
    name: "an e-mail with a no-break space",
    lang: "es",
    send: (env) => contactJson(env, "es", { ...visitor, email: "ana\u00a0x@evil.example" }),
    status: 400,
    messages: field("invalid_email"),
  },
  {
    name: "an e-mail with a semicolon",
    lang: "pt",
    send: (env) => contactJson(env, "pt", { ...visitor, email: "a@evil.example;b@evil.example" }),
    status: 400,
    messages: field("invalid_email"),
  },
  {
    name: "a chat e-mail with a comma",
    lang: "en",
    send: (env) => chat(env, "en", JSON.stringify({ ...chatVisitor, email: "x@evil.com,y" })),
    status: 400,
    messages: field("invalid_email"),
  },
  {
    name: "CRLF in the subject (header injection)",
    lang: "es",
    send: (env) => contactForm(env, "es", textParts({ ...visitor, subject: "Oi\r\nBcc: alvo@evil.example" })),
    status: 400,
    messages: field("line_break"),
  },
  {
    name: "a NUL byte in the name",
    lang: "en",
    send: (env) => contactJson(env, "en", { ...visitor, name: "Ana\u0000Souza" }),
    status: 400,
    messages: field("invisible_char"),
  },
  {
    name: "a name of 121 characters",
    lang: "pt",
    send: (env) => contactJson(env, "pt", { ...visitor, name: "n".repeat(121) }),
    status: 400,
    messages: field("too_long"),
  },
  {
    name: "a message of 5,001 characters",
    lang: "es",
    send: (env) => contactJson(env, "es", { ...visitor, message: "m".repeat(5001) }),
    status: 400,
    messages: field("too_long"),
  },
  {
    name: "required fields that are only spaces",
    lang: "en",
    send: (env) => contactJson(env, "en", { name: " ", email: "\t", subject: "\u3000" }),
    status: 400,
    messages: field("required"),
  },
  {
    name: "fields that are numbers and objects",
    lang: "pt",
    send: (env) => contactJson(env, "pt", { name: 1, email: { $ne: null }, subject: ["a"] }),
    status: 400,
    messages: field("required"),
  },
  {
    name: "a chat receiver outside the three mailboxes",
    lang: "es",
    send: (env) => chat(env, "es", JSON.stringify({ ...chatVisitor, receiver: "alvo@evil.example" })),
    status: 400,
    messages: field("invalid_receiver"),
  },

  // ---- Files: only whole JPEG and MP4 ----
  {
    name: "JPEG's first bytes followed by HTML",
    lang: "pt",
    send: (env) => contactForm(env, "pt", withFile(polyglot, "foto.jpg")),
    status: 400,
    messages: field("file_damaged"),
  },
  {
    name: "JPEG's first bytes followed by HTML, as a data URL",
    lang: "es",
    send: (env) =>
      contactJson(env, "es", {
        ...visitor,
        attachments: [{ filename: "f.jpg", path: `data:image/jpeg;base64,${polyglot.toString("base64")}`, cid: "c" }],
      }),
    status: 400,
    messages: field("file_damaged"),
  },
  {
    name: "a truncated JPEG",
    lang: "en",
    send: (env) => contactForm(env, "en", withFile(jpeg.subarray(0, jpeg.length - 50))),
    status: 400,
    messages: field("file_damaged"),
  },
  {
    name: "a JPEG claiming a 400-megapixel canvas (decode bomb)",
    lang: "pt",
    send: (env) => contactForm(env, "pt", withFile(hugeCanvas)),
    status: 400,
    messages: field("file_damaged"),
  },
  {
    name: "a renamed executable",
    lang: "en",
    send: (env) => contactForm(env, "en", withFile(elfBytes(), "foto.jpg")),
    status: 400,
    messages: field("file_type"),
  },
  {
    name: "a PNG declared as JPEG",
    lang: "es",
    send: (env) => contactForm(env, "es", withFile(png, "foto.jpg")),
    status: 400,
    messages: field("file_type"),
  },
  {
    name: "a PDF",
    lang: "pt",
    send: (env) =>
      contactForm(
        env,
        "pt",
        withFile(Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"), "doc.pdf", "application/pdf"),
      ),
    status: 400,
    messages: field("file_type"),
  },
  {
    name: "HTML declared as JPEG",
    lang: "en",
    send: (env) => contactForm(env, "en", withFile(Buffer.from("<html><script>alert(1)</script></html>"), "x.jpg")),
    status: 400,
    messages: field("file_type"),
  },
  {
    name: "an SVG with a script, declared as JPEG",
    lang: "es",
    send: (env) =>
      contactForm(
        env,
        "es",
        withFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "x.jpg"),
      ),
    status: 400,
    messages: field("file_type"),
  },
  {
    name: "an empty file",
    lang: "pt",
    send: (env) => contactForm(env, "pt", withFile(Buffer.alloc(0), "vazio.jpg")),
    status: 400,
    messages: field("file_type"),
  },
  {
    name: "a truncated MP4",
    lang: "en",
    send: (env) => contactForm(env, "en", withFile(mp4.subarray(0, mp4.length - 7), "v.mp4", "video/mp4")),
    status: 400,
    messages: field("file_damaged"),
  },
  {
    name: "an MP4 with HTML after its last box",
    lang: "es",
    send: (env) =>
      contactForm(
        env,
        "es",
        withFile(Buffer.concat([mp4, Buffer.from("<html><script>1</script></html>")]), "v.mp4", "video/mp4"),
      ),
    status: 400,
    messages: field("file_damaged"),
  },
  {
    name: "an MP4 without a moov box",
    lang: "pt",
    send: (env) => {
      const ftyp = mp4.subarray(0, mp4.readUInt32BE(0));
      return contactForm(env, "pt", withFile(Buffer.concat([ftyp, box("mdat", Buffer.alloc(32))]), "v.mp4", "video/mp4"));
    },
    status: 400,
    messages: field("file_damaged"),
  },
  {
    name: "a HEIC image (ftyp, but not MP4)",
    lang: "en",
    send: (env) => {
      const ftyp = box("ftyp", Buffer.concat([Buffer.from("heic"), Buffer.alloc(4), Buffer.from("mif1heic")]));
      return contactForm(env, "en", withFile(Buffer.concat([ftyp, box("meta", Buffer.alloc(16))]), "foto.heic", "image/heic"));
    },
    status: 400,
    messages: field("file_type"),
  },
  {
    name: "a path-traversal file name with HTML inside",
    lang: "es",
    send: (env) => contactForm(env, "es", withFile(Buffer.from("<html></html>"), "../../../etc/passwd.jpg")),
    status: 400,
    messages: field("file_type"),
  },
  {
    name: "a good JPEG together with a bad file stores neither",
    lang: "pt",
    send: (env) =>
      contactForm(env, "pt", [
        ...withFile(jpeg, "boa.jpg"),
        { name: "attachments", value: polyglot, filename: "ma.jpg", type: "image/jpeg" },
      ]),
    status: 400,
    messages: field("file_damaged"),
  },
  {
    name: "a data URL of HTML",
    lang: "en",
    send: (env) =>
      contactJson(env, "en", {
        ...visitor,
        attachments: [{ filename: "x.jpg", path: "data:text/html,<script>alert(1)</script>", cid: "c" }],
      }),
    status: 400,
    messages: field("file_type"),
  },
  {
    name: "a javascript: URL as an attachment path",
    lang: "pt",
    send: (env) =>
      contactJson(env, "pt", { ...visitor, attachments: [{ filename: "x.jpg", path: "javascript:alert(1)", cid: "c" }] }),
    status: 400,
    messages: field("file_type"),
  },

  // ---- Headers, cookies, methods, paths, languages ----
  {
    name: "a 100 KB header (Node's parser refuses it)",
    lang: "pt",
    send: (env) => rawRequest(env, requestHead("GET", "/portal", { Cookie: "a=" + "b".repeat(100 * 1024) })),
    status: 431,
    messages: null,
  },
  {
    name: "a request line with a space in the path",
    lang: "pt",
    send: (env) => rawRequest(env, "GET /portal /x HTTP/1.1\r\nHost: x\r\n\r\n"),
    status: 400,
    messages: null,
  },
  {
    name: "a malformed XSRF cookie",
    lang: "en",
    send: (env) =>
      fetched(`${env.server.url}/api/contact/?lang=en`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: "XSRF-TOKEN=%E0%A4%A; lang=%%%", "x-xsrf-token": "%E0%A4%A" },
        body: JSON.stringify(visitor),
      }),
    status: 403,
    messages: req("xsrf_failed"),
  },
  {
    name: "a cross-site post (Fetch Metadata)",
    lang: "es",
    send: (env) => contactJson(env, "es", visitor, { "sec-fetch-site": "cross-site" }),
    status: 403,
    messages: req("cross_site_request"),
  },
  {
    name: "the no-JavaScript form without its XSRF field",
    lang: "pt",
    send: (env) => pageForm(env, "pt", textParts(), false),
    status: 403,
    messages: req("xsrf_failed"),
  },
  {
    name: "a language cookie nobody speaks falls back to Portuguese",
    lang: "pt",
    send: (env) =>
      fetched(`${env.server.url}/api/contact/`, {
        method: "POST",
        headers: { "content-type": "text/plain", cookie: "lang=xx" },
        body: "x",
      }),
    status: 415,
    messages: req("unsupported_media_type"),
  },
  {
    name: "?lang= with a path falls back to Portuguese",
    lang: "pt",
    send: (env) =>
      fetched(`${env.server.url}/api/contact/?lang=../../etc/passwd`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "x",
      }),
    status: 415,
    messages: req("unsupported_media_type"),
  },
  {
    name: "?lang= given twice (an array) falls back to the header",
    lang: "es",
    send: (env) =>
      fetched(`${env.server.url}/api/contact/?lang=en&lang=pt`, {
        method: "POST",
        headers: { "content-type": "text/plain", "accept-language": "es-ES,es;q=0.9" },
        body: "x",
      }),
    status: 415,
    messages: req("unsupported_media_type"),
  },
  {
    name: "?lang=EN-us is English",
    lang: "en",
    send: (env) =>
      fetched(`${env.server.url}/api/contact/?lang=EN-us`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "x",
      }),
    status: 415,
    messages: req("unsupported_media_type"),
  },
  {
    name: "a garbage Accept-Language",
    lang: "pt",
    send: (env) =>
      fetched(`${env.server.url}/api/contact/`, {
        method: "POST",
        headers: { "content-type": "text/plain", "accept-language": ";;q=x,*;q=-1,\u00e9\u00e9" },
        body: "x",
      }),
    status: 415,
    messages: req("unsupported_media_type"),
  },
  {
    name: "PUT on the contact API",
    lang: "en",
    send: (env) =>
      fetched(`${env.server.url}/api/contact/?lang=en`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    status: 404,
    messages: api("not_found"),
  },
  {
    name: "DELETE on the chat e-mail",
    lang: "es",
    send: (env) => fetched(`${env.server.url}/api/contact/stuartContact?lang=es`, { method: "DELETE" }),
    status: 404,
    messages: api("not_found"),
  },
  {
    name: "an unknown method",
    lang: "pt",
    send: (env) => rawRequest(env, requestHead("BREW", "/api/contact/?lang=pt")),
    status: [400, 405, 501],
    messages: null,
  },
  {
    name: "path traversal to the database under /media",
    lang: "pt",
    send: (env) => rawRequest(env, requestHead("GET", "/media/../../lead.db")),
    status: [400, 403, 404],
    messages: null,
    check: (a) => expect(a.text).not.toContain("SQLite format"),
  },
  {
    name: "encoded path traversal under /assets",
    lang: "pt",
    send: (env) => rawRequest(env, requestHead("GET", "/assets/..%2f..%2f..%2fpackage.json")),
    status: [400, 403, 404],
    messages: null,
    check: (a) => expect(a.text).not.toContain('"dependencies"'),
  },
  {
    name: "path traversal in a signed file link",
    lang: "pt",
    send: (env) => fetched(`${env.server.url}/api/contact/files/..%2f..%2flead.db?e=1&s=x`),
    status: [403, 404],
    messages: null,
    check: (a) => expect(a.text).not.toContain("SQLite format"),
  },
  {
    name: "a unicode address under /api",
    lang: "es",
    send: (env) => fetched(`${env.server.url}/api/%F0%9F%92%A9/\u202e?lang=es`),
    status: 404,
    messages: api("not_found"),
  },

  // ---- A job opening's page, /portal/trabalhe/{key}, and its details for a listing card, /api/vagas/{key} ----
  {
    name: "an opening that does not exist, in Portuguese by ?lang=",
    lang: "pt",
    send: (env) => openingGet(env, "vaga-inventada-que-nao-existe?lang=pt"),
    status: 404,
    messages: openingNotFound,
  },
  {
    name: "an opening that does not exist, in English by Accept-Language (the bare address redirects first)",
    lang: "en",
    send: (env) => openingGet(env, "made-up-opening", { "accept-language": "en-GB,en;q=0.9" }),
    status: 404,
    messages: openingNotFound,
  },
  {
    name: "an opening that does not exist, in Spanish by ?lang= over an English Accept-Language",
    lang: "es",
    send: (env) => openingGet(env, "vacante-inventada?lang=es", { "accept-language": "en" }),
    status: 404,
    messages: openingNotFound,
  },
  {
    name: "an opening key of 5,000 characters",
    lang: "en",
    send: (env) => openingGet(env, `${"k".repeat(5000)}?lang=en`),
    status: 404,
    messages: openingNotFound,
  },
  {
    name: "an opening address of 100,000 characters (Node's parser refuses it)",
    lang: "pt",
    send: (env) => rawRequest(env, requestHead("GET", `/portal/trabalhe/${"k".repeat(100_000)}?lang=pt`)),
    status: 431,
    messages: null,
    closes: true,
  },
  {
    name: "encoded slashes and dots in an opening key",
    lang: "pt",
    send: (env) => openingGet(env, "..%2f..%2f..%2fpackage.json?lang=pt"),
    status: 404,
    messages: openingNotFound,
    check: (a) => expect(a.text).not.toContain('"dependencies"'),
  },
  {
    name: "encoded dot segments as the opening key resolve as any URL does (to /portal)",
    lang: "es",
    // On a raw socket: fetch (like a browser) resolves the dot segments before sending.
    send: (env) => rawRequest(env, requestHead("GET", "/portal/trabalhe/%2e%2e?lang=es")),
    status: 200,
    messages: anyPage,
    // The page answered is /portal's, and says so: no second address for it.
    check: (a) => expect(a.text).toMatch(/<link rel="canonical" href="[^"]*\/portal\?lang=es"/),
  },
  {
    name: "a NUL byte in an opening key",
    lang: "es",
    send: (env) => openingGet(env, "vaga%00%0d%0aX-Injected:%201?lang=es"),
    status: 404,
    messages: openingNotFound,
    check: (a) => expect(a.headers["x-injected"]).toBeUndefined(),
  },
  {
    name: "invalid percent-encoding (%ff) in an opening key gets the page's 404, in Portuguese",
    lang: "pt",
    send: (env) => openingGet(env, "vaga%ff%fe?lang=pt"),
    status: 404,
    messages: openingNotFound,
  },
  {
    name: "a cut-off UTF-8 escape in an opening key gets the page's 404, in English",
    lang: "en",
    send: (env) => openingGet(env, "%E0%A4%A?lang=en"),
    status: 404,
    messages: openingNotFound,
  },
  {
    name: "invalid percent-encoding in any other page address is an unknown address (redirected to /portal)",
    lang: "en",
    send: (env) => fetched(`${env.server.url}/portal/%ff/x?lang=en`),
    status: 200,
    messages: anyPage,
  },
  {
    name: "made-up query values on an opening that does not exist",
    lang: "en",
    send: (env) => openingGet(env, "made-up-opening?lang=en&x=1&x=%ff&y[z]=2"),
    status: 404,
    messages: openingNotFound,
  },
  {
    name: "made-up extra query values on a real opening's page",
    lang: "en",
    send: (env) =>
      openingGet(
        env,
        `${job.key}?lang=en&x=1&x=%ff&x[a]=2&area=%3Cscript%3Ealert(1)%3C%2Fscript%3E&utm_source=${"u".repeat(2000)}`,
      ),
    status: 200,
    messages: openingPage,
    check: (a) => expect(a.text).not.toContain("<script>alert(1)"),
  },
  {
    name: "a React Router data request (.data) naming a made-up route answers no data",
    lang: "pt",
    send: (env) => openingGet(env, `${job.key}.data?lang=pt&_routes=routes/inventada,root%00`),
    status: 200,
    messages: null,
    check: (a) => expect(a.text).not.toContain(job.title.pt),
  },
  {
    name: "an invalid ?lang= on a real opening falls back to Portuguese",
    lang: "pt",
    send: (env) => openingGet(env, `${job.key}?lang=%ff`),
    status: 200,
    messages: openingPage,
  },
  {
    name: "an opening that does not exist, from the job-opening API, in Spanish by ?lang= over an English Accept-Language",
    lang: "es",
    send: (env) => vacancyApiGet(env, "vacante-inventada?lang=es", { "accept-language": "en" }),
    status: 404,
    // JSON, not a page: the card shows this message in the visitor's language.
    messages: openingNotFoundJson,
    check: (a) => expect(JSON.parse(a.text)).toEqual({ error: "not_found", message: trabalheStrings.es.opening.notFoundText }),
  },
  {
    name: "made-up extra query values on a real opening's API address",
    lang: "pt",
    send: (env) => vacancyApiGet(env, `${job.key}?lang=pt&x=%ff&x=2&y[z]=1&area=%3Cscript%3Ealert(1)%3C%2Fscript%3E`),
    status: 200,
    messages: openingDetails,
    check: (a) => {
      expect(JSON.parse(a.text)).toMatchObject({ vacancy: { key: job.key, title: job.title.pt } });
      expect(a.text).not.toContain("<script>");
    },
  },
  {
    name: "an opening key of 5,000 characters to the job-opening API",
    lang: "en",
    send: (env) => vacancyApiGet(env, `${"k".repeat(5000)}?lang=en`),
    status: 400,
    messages: vacancyApi("invalid_key"),
  },
  {
    name: "encoded slashes and dots in an opening key to the job-opening API",
    lang: "pt",
    send: (env) => vacancyApiGet(env, "..%2f..%2f..%2fpackage.json?lang=pt"),
    status: 400,
    messages: vacancyApi("invalid_key"),
    check: (a) => expect(a.text).not.toContain('"dependencies"'),
  },
  {
    name: "a NUL byte and a line break in an opening key to the job-opening API",
    lang: "es",
    send: (env) => vacancyApiGet(env, "vaga%00%0d%0aX-Injected:%201?lang=es"),
    status: 400,
    messages: vacancyApi("invalid_key"),
    check: (a) => expect(a.headers["x-injected"]).toBeUndefined(),
  },
  {
    name: "invalid percent-encoding (%ff) in an opening key to the job-opening API gets its 400, in Portuguese",
    lang: "pt",
    send: (env) => vacancyApiGet(env, "vaga%ff%fe?lang=pt"),
    status: 400,
    messages: vacancyApi("invalid_key"),
  },
  {
    name: "a script as the opening key to the job-opening API",
    lang: "en",
    send: (env) => vacancyApiGet(env, "%3Cscript%3Ealert(1)%3C%2Fscript%3E?lang=en"),
    status: 400,
    messages: vacancyApi("invalid_key"),
    check: (a) => expect(a.text).not.toContain("<script>"),
  },
  {
    name: "an invalid ?lang= to the job-opening API is refused in the browser's language",
    lang: "es",
    send: (env) => vacancyApiGet(env, `${job.key}?lang=%ff`, { "accept-language": "es-ES,es;q=0.9" }),
    status: 400,
    messages: vacancyApi("invalid_language"),
  },
  {
    name: "DELETE on the job-opening API",
    lang: "en",
    send: (env) => vacancyApiGet(env, `${job.key}?lang=en`, {}, "DELETE"),
    status: 405,
    messages: vacancyApi("method_not_allowed"),
    check: (a) => expect(a.headers.allow).toBe("GET, HEAD"),
  },

  // ---- Guest tokens ----
  {
    name: "a forged guest token",
    lang: "en",
    send: (env) =>
      guestToken(env, { authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA", "accept-language": "en" }),
    status: 401,
    messages: null,
    check: (a) => expect(JSON.parse(a.text)).toMatchObject({ error: "invalid_token", message: expect.any(String) }),
  },
  {
    name: "an unsigned (alg: none) guest token",
    lang: "en",
    send: (env) => {
      const part = (v: object) => Buffer.from(JSON.stringify(v)).toString("base64url");
      return guestToken(env, {
        authorization: `Bearer ${part({ alg: "none" })}.${part({ sub: "admin" })}.`,
        "accept-language": "en",
      });
    },
    status: 401,
    messages: null,
    check: (a) => expect(JSON.parse(a.text)).toMatchObject({ error: "invalid_token" }),
  },
  {
    name: "an Authorization header that is not Bearer",
    lang: "en",
    send: (env) => guestToken(env, { authorization: "Basic YWRtaW46YWRtaW4=", "accept-language": "en" }),
    status: 401,
    messages: null,
    check: (a) => expect(JSON.parse(a.text)).toMatchObject({ error: "invalid_token" }),
  },
  {
    name: "an 8 KB guest token",
    lang: "en",
    send: (env) => guestToken(env, { authorization: `Bearer ${"a".repeat(8 * 1024)}`, "accept-language": "en" }),
    status: 401,
    messages: null,
    check: (a) => expect(JSON.parse(a.text)).toMatchObject({ error: "invalid_token" }),
  },
  {
    name: "a guest token of non-ASCII garbage",
    lang: "en",
    send: (env) =>
      guestToken(env, {
        authorization: `Bearer ${Buffer.from("\u00e9\u00e9.\u00fc\u00fc.\u00f1").toString("latin1")}`,
        "accept-language": "en",
      }),
    status: 401,
    messages: null,
    check: (a) => expect(JSON.parse(a.text)).toMatchObject({ error: "invalid_token" }),
  },
];

describe("hostile input", () => {
  let env: HostileEnv;

  beforeAll(async () => {
    env = await startHostileEnv();
    jpeg = await tinyJpeg();
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    hugeCanvas = Buffer.from(jpeg);
    const sof = hugeCanvas.indexOf(Buffer.from([0xff, 0xc0]));
    hugeCanvas.writeUInt16BE(20_000, sof + 5);
    hugeCanvas.writeUInt16BE(20_000, sof + 7);
  }, 60_000);
  afterAll(async () => {
    await env?.stop();
  });

  it("has at least 60 cases, each with a unique name", () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
  });

  // The control: the same checks see a message that is stored and mailed, so "nothing stored" can fail.
  it("stores and mails a valid message with a real JPEG (the control)", async () => {
    const before = storedState(env);
    const answer = await contactForm(env, "en", withFile(jpeg));
    expect(answer.status, answer.text).toBe(201);
    expect(JSON.parse(answer.text)).toMatchObject({ message: contactRequestMessages.en.sent });
    await expect.poll(() => env.smtp.mails.length, { timeout: 10_000 }).toBe(before.mails + 1);
    expect(storedState(env)).toMatchObject({ messages: before.messages + 1, attachments: before.attachments + 1 });
  });

  it.each(cases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    await runHostileCase(env, c);
  });
});

/**
 * A flood of half-sent requests beyond the connection ceiling (issue 23): a server of its own,
 * started with a low ceiling. Today's main accepts them all (up to the descriptor limit) and
 * answers none; here each one over the ceiling is answered 503, and visitors are still served
 * while the flood is held open (a newcomer takes the place of one that waited over a second).
 */
describe("a connection flood beyond the ceiling (MAX_CONNECTIONS=64)", () => {
  const CEILING = 64;
  const FLOOD = 400;
  let env: HostileEnv;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    env = await startHostileEnv({ MAX_CONNECTIONS: String(CEILING) });
  }, 60_000);
  afterAll(async () => {
    sockets.forEach((s) => s.destroy());
    await env?.stop();
  });

  it("answers each connection over the ceiling 503 with Retry-After and a message, and /portal is still served", async () => {
    const before = storedState(env);
    const flood = Array.from({ length: FLOOD }, () => {
      const socket = connect(env.server.port, "127.0.0.1");
      sockets.push(socket);
      const state = { connected: false, answer: "", closed: false };
      socket.on("connect", () => {
        state.connected = true;
        socket.write("GET /portal HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a");
      });
      socket.on("data", (chunk: Buffer) => (state.answer += chunk.toString()));
      socket.on("error", () => undefined);
      socket.on("close", () => (state.closed = true));
      return state;
    });
    // Every connection was accepted, and each over the ceiling has its whole answer.
    await expect.poll(() => flood.filter((f) => f.connected).length, { timeout: 20_000 }).toBe(FLOOD);
    const refused = () => flood.filter((f) => f.answer.startsWith("HTTP/1.1 503 "));
    await expect.poll(() => refused().length, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => refused().every((f) => f.closed), { timeout: 20_000 }).toBe(true);
    for (const f of refused()) {
      expect(f.answer).toContain("\r\nRetry-After: 5\r\n");
      expect(f.answer.endsWith(busyMessage)).toBe(true);
    }
    // No connection got anything else: held, refused with the 503, or (held over a second) closed to make room.
    expect(flood.filter((f) => f.answer && !f.answer.startsWith("HTTP/1.1 503 "))).toEqual([]);

    // While the flood is held, a visitor's page is served.
    const stillHeld = () => flood.filter((f) => !f.closed).length;
    expect(stillHeld()).toBeGreaterThan(0);
    await expect
      .poll(
        async () => {
          const page = await fetch(`${env.server.url}/portal`, { headers: { "user-agent": "hostile-runner-bot" } });
          await page.arrayBuffer();
          return page.status;
        },
        { timeout: 20_000 },
      )
      .toBe(200);

    // Counted in /metrics and logged as one line with the count, not one line per connection.
    const metrics = await (await fetch(`${env.server.url}/metrics`)).text();
    expect(Number(/^lead_http_connections_refused_total (\d+)/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(refused().length);
    await expect
      .poll(() => env.server.output.filter((line) => line.includes('"connections refused"')).length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    const firstLine = JSON.parse(env.server.output.find((line) => line.includes('"connections refused"'))!) as {
      refusedAtCeiling: number;
    };
    expect(firstLine.refusedAtCeiling).toBeGreaterThan(0);
    expect(env.server.output.filter((line) => line.includes('"connections refused"')).length).toBeLessThan(5);
    expect(storedState(env)).toEqual(before);
  });
});

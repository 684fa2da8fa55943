/**
 * The contact endpoints over real HTTP, with a real SMTP server receiving the mail: what arrives,
 * and every bad input refused with its clear error and nothing stored or sent.
 */
import { createServer, type Server } from "node:http";
import { createHash } from "node:crypto";
import path from "node:path";
import express from "express";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createServices, type Services } from "../services";
import { createApiRouter } from "../api/router";
import { contactErrorMessages, contactRequestMessages, stuartContactMessages } from "../../common/contact/messages";
import {
  elfBytes,
  filesUnder,
  jpegOfSize,
  realJpegOfSize,
  startSmtp,
  tempDir,
  tinyJpeg,
  tinyMp4,
  type TestSmtp,
} from "../../tests/support/contact";

interface Env {
  services: Services;
  server: Server;
  base: string;
  smtp: TestSmtp;
  dir: string;
  close(): Promise<void>;
}

async function start(env: Record<string, string> = {}): Promise<Env> {
  const tmp = tempDir();
  const smtp = await startSmtp();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const config = loadConfig({
    DATA_DIR: tmp.dir,
    DATABASE_URL: path.join(tmp.dir, "lead.db"),
    SMTP_URL: smtp.url,
    PUBLIC_URL: base,
    LOG_LEVEL: "silent",
    CONTACT_RATE_LIMIT: "1000/60",
    ...env,
  });
  const services = await createServices(config, { outbox: { pollMs: 50, baseDelayMs: 50, maxDelayMs: 200 } });
  const app = express();
  app.use("/api", createApiRouter(services));
  server.on("request", app);
  return {
    services,
    server,
    base,
    smtp,
    dir: tmp.dir,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await services.close();
      await smtp.close();
      tmp.remove();
    },
  };
}

async function xsrf(env: Env) {
  const response = await fetch(`${env.base}/api/contact/xsrf`);
  const { token } = (await response.json()) as { token: string };
  expect(response.headers.get("set-cookie")).toMatch(/^XSRF-TOKEN=[^;]+; Max-Age=\d+; Path=\/; SameSite=Lax$/);
  return { token, cookie: `XSRF-TOKEN=${token}` };
}

type Answer = { status: number; body: Record<string, unknown>; headers: Headers };

async function post(
  env: Env,
  path: string,
  body: FormData | object,
  options: { token?: string | null; cookie?: string | null; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const session = options.token === undefined ? await xsrf(env) : { token: options.token, cookie: options.cookie ?? null };
  const headers: Record<string, string> = { ...options.headers };
  if (session.token) headers["x-xsrf-token"] = session.token;
  if (session.cookie) headers.cookie = session.cookie;
  if (!(body instanceof FormData)) headers["content-type"] = "application/json";
  const response = await fetch(env.base + path, {
    method: "POST",
    headers,
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

function form(fields: Record<string, string>, files: Array<{ name: string; type: string; bytes: Buffer }> = []) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  for (const f of files) data.append("attachments", new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return data;
}

const visitor = {
  name: "Ana Souza",
  email: "ana@visitante.example",
  subject: "Parceria em acessibilidade",
  message: "Olá, Lead!\nTudo bem?",
};

async function counts(env: Env) {
  const db = env.services.database.db;
  const count = async (table: "contact_message" | "contact_attachment" | "mail_outbox") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    messages: await count("contact_message"),
    attachments: await count("contact_attachment"),
    outbox: await count("mail_outbox"),
    files: filesUnder(path.join(env.dir, "uploads")).length,
  };
}

async function delivered(env: Env, n: number) {
  await expect.poll(() => env.smtp.mails.length, { timeout: 10_000 }).toBe(n);
  return env.smtp.mails[n - 1]!;
}

describe("POST /api/contact/ and stuartContact, with a real SMTP server", () => {
  let env: Env;
  beforeAll(async () => {
    env = await start();
  });
  afterAll(async () => {
    await env?.close();
  });

  it("delivers a multipart message with a JPEG and an MP4 attached, with the right fields", async () => {
    const jpeg = await tinyJpeg();
    const mp4 = tinyMp4();
    const answer = await post(
      env,
      "/api/contact/?lang=en",
      form(visitor, [
        { name: "foto.jpg", type: "image/jpeg", bytes: jpeg },
        { name: "video.mp4", type: "video/mp4", bytes: mp4 },
      ]),
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, message: contactRequestMessages.en.sent });
    const mail = await delivered(env, 1);
    expect(mail.to).toEqual(["contato@lead.example"]);
    expect(mail.headers.from).toBe("Lead Portal <portal@lead.example>");
    expect(mail.headers["reply-to"]).toBe("Ana Souza <ana@visitante.example>");
    expect(mail.headers.subject).toBe(`[Lead Portal · Contato] ${visitor.subject}`);
    expect(mail.headers["message-id"]).toBe(`<${answer.body.id as string}@lead-portal>`);
    expect(mail.text).toContain("Nome: Ana Souza");
    expect(mail.text).toContain("E-mail: ana@visitante.example");
    expect(mail.text).toContain("Olá, Lead!\nTudo bem?");
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ["foto.jpg", "image/jpeg"],
      ["video.mp4", "video/mp4"],
    ]);
    expect(mail.attachments[0]!.content.equals(jpeg)).toBe(true);
    expect(mail.attachments[1]!.content.equals(mp4)).toBe(true);
    // The SMTP server has the mail before the worker records its delivery: wait for the row.
    const deliveredRow = () =>
      env.services.database.db.selectFrom("mail_outbox").selectAll().where("status", "=", "delivered").executeTakeFirst();
    await expect.poll(deliveredRow).toMatchObject({ attempts: 1 });
  });

  it("accepts a JSON message with attachments as data URLs", async () => {
    const jpeg = await tinyJpeg();
    const answer = await post(env, "/api/contact/?lang=pt", {
      ...visitor,
      attachments: [{ filename: "foto.jpeg", path: `data:image/jpeg;base64,${jpeg.toString("base64")}`, cid: "foto@x" }],
    });
    expect(answer.status).toBe(201);
    const mail = await delivered(env, 2);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.content.equals(jpeg)).toBe(true);
  });

  it("takes a 24,999,999-byte file and sends it as a signed, expiring link; refuses 25,000,000 bytes with 413", async () => {
    const before = await counts(env);
    const big = jpegOfSize(25_000_000);
    const refused = await post(
      env,
      "/api/contact/?lang=pt",
      form(visitor, [{ name: "grande.jpg", type: "image/jpeg", bytes: big }]),
    );
    expect(refused.status).toBe(413);
    expect(refused.headers.get("connection")).toBe("close");
    expect(refused.body).toMatchObject({
      error: "file_too_large",
      message: contactRequestMessages.pt.file_too_large,
      fields: { attachments: [contactErrorMessages.pt.file_size] },
    });
    expect(await counts(env)).toEqual(before);

    const ok = await realJpegOfSize(24_999_999);
    const accepted = await post(
      env,
      "/api/contact/?lang=pt",
      form(visitor, [{ name: "quase.jpg", type: "image/jpeg", bytes: ok }]),
    );
    expect(accepted.status).toBe(201);
    const mail = await delivered(env, 3);
    expect(mail.attachments).toHaveLength(0);
    const link = /(http:\/\/127\.0\.0\.1:\d+\/api\/contact\/files\/[0-9a-f-]+\?e=\d+&s=[\w-]+)/.exec(mail.text)?.[1];
    expect(link, mail.text).toBeTruthy();
    const download = await fetch(link!);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("image/jpeg");
    expect(download.headers.get("content-disposition")).toContain('filename="quase.jpg"');
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(createHash("sha256").update(ok).digest("hex"));

    const url = new URL(link!);
    url.searchParams.set(
      "s",
      url.searchParams.get("s")!.replace(/^./, (c) => (c === "A" ? "B" : "A")),
    );
    expect((await fetch(url)).status).toBe(403);
    const id = url.pathname.split("/").pop()!;
    const past = env.services.contact.links.sign(id, Date.now() - 1000);
    expect((await fetch(`${env.base}/api/contact/files/${id}?e=${past.e}&s=${past.s}`)).status).toBe(410);
  });

  it("refuses each bad input with its clear error, storing and sending nothing", async () => {
    await expect.poll(async () => (await counts(env)).outbox).toBe(3);
    const sent = env.smtp.mails.length;
    const before = await counts(env);
    const jpeg = await tinyJpeg();
    const mp4 = tinyMp4();
    const session = await xsrf(env);
    const other = await xsrf(env);
    const cases: Array<[string, () => Promise<Answer>, number, Record<string, unknown>]> = [
      [
        "a renamed executable",
        () => post(env, "/api/contact/?lang=en", form(visitor, [{ name: "foto.jpg", type: "image/jpeg", bytes: elfBytes() }])),
        400,
        { error: "validation_failed", fields: { attachments: [contactErrorMessages.en.file_type] } },
      ],
      [
        "HTML declared as JPEG",
        () =>
          post(
            env,
            "/api/contact/?lang=es",
            form(visitor, [{ name: "x.jpg", type: "image/jpeg", bytes: Buffer.from("<html><script>1</script></html>") }]),
          ),
        400,
        { error: "validation_failed", fields: { attachments: [contactErrorMessages.es.file_type] } },
      ],
      [
        "a truncated MP4",
        () =>
          post(
            env,
            "/api/contact/?lang=pt",
            form(visitor, [{ name: "v.mp4", type: "video/mp4", bytes: mp4.subarray(0, mp4.length - 5) }]),
          ),
        400,
        { error: "validation_failed", fields: { attachments: [contactErrorMessages.pt.file_damaged] } },
      ],
      [
        "too many files",
        () =>
          post(
            env,
            "/api/contact/?lang=en",
            form(
              visitor,
              Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.jpg`, type: "image/jpeg", bytes: jpeg })),
            ),
          ),
        413,
        {
          error: "too_many_files",
          message: contactRequestMessages.en.too_many_files,
          fields: { attachments: [contactErrorMessages.en.too_many_files] },
        },
      ],
      [
        "too many files as JSON",
        () =>
          post(env, "/api/contact/?lang=en", {
            ...visitor,
            attachments: Array.from({ length: 6 }, () => ({
              filename: "f.jpg",
              path: `data:image/jpeg;base64,${jpeg.toString("base64")}`,
              cid: "c",
            })),
          }),
        413,
        { error: "too_many_files" },
      ],
      [
        "CRLF in the subject",
        () => post(env, "/api/contact/?lang=pt", form({ ...visitor, subject: "Oi\r\nBcc: alvo@evil.example" })),
        400,
        { error: "validation_failed", fields: { subject: [contactErrorMessages.pt.line_break] } },
      ],
      [
        "CRLF in the subject (JSON)",
        () => post(env, "/api/contact/?lang=en", { ...visitor, subject: "Hi\nBcc: target@evil.example" }),
        400,
        { error: "validation_failed", fields: { subject: [contactErrorMessages.en.line_break] } },
      ],
      [
        "empty required fields",
        () => post(env, "/api/contact/?lang=en", form({ name: " ", email: "", subject: "" })),
        400,
        { fields: { name: ["Field required"], email: ["Field required"], subject: ["Field required"] } },
      ],
      [
        "an invalid e-mail",
        () => post(env, "/api/contact/?lang=pt", { ...visitor, email: "ana@lead" }),
        400,
        { fields: { email: ["E-mail inválido."] } },
      ],
      [
        "a missing XSRF token",
        () =>
          post(env, "/api/contact/?lang=pt", form(visitor, [{ name: "a.jpg", type: "image/jpeg", bytes: jpeg }]), {
            token: null,
            cookie: null,
          }),
        403,
        { error: "xsrf_failed", message: contactRequestMessages.pt.xsrf_failed },
      ],
      [
        "a header without the cookie",
        () => post(env, "/api/contact/?lang=pt", form(visitor), { token: session.token, cookie: null }),
        403,
        { error: "xsrf_failed" },
      ],
      [
        "a forged XSRF token (header equals cookie, signature wrong)",
        () => {
          const [issued, nonce] = session.token.split(".");
          const forged = `${issued}.${nonce}.${"A".repeat(43)}`;
          return post(env, "/api/contact/?lang=en", form(visitor), { token: forged, cookie: `XSRF-TOKEN=${forged}` });
        },
        403,
        { error: "xsrf_failed", message: contactRequestMessages.en.xsrf_failed },
      ],
      [
        "another visitor's token",
        () => post(env, "/api/contact/?lang=en", form(visitor), { token: other.token, cookie: session.cookie }),
        403,
        { error: "xsrf_failed" },
      ],
      [
        "a cross-site request (Fetch Metadata)",
        () => post(env, "/api/contact/?lang=es", form(visitor), { headers: { "sec-fetch-site": "cross-site" } }),
        403,
        { error: "cross_site_request", message: contactRequestMessages.es.cross_site_request },
      ],
      [
        "a receiver outside the three mailboxes",
        () =>
          post(env, "/api/contact/stuartContact?lang=pt", {
            receiver: "alvo@evil.example",
            name: "Ana",
            email: "ana@x.example",
            message: "Oi",
          }),
        400,
        { success: false, error: "validation_failed", fields: { receiver: [contactErrorMessages.pt.invalid_receiver] } },
      ],
      [
        "CRLF in the chat's name",
        () =>
          post(env, "/api/contact/stuartContact?lang=en", {
            receiver: "contato",
            name: "Ana\r\nBcc: x@evil.example",
            email: "ana@x.example",
            message: "Hi",
          }),
        400,
        { fields: { name: [contactErrorMessages.en.line_break] } },
      ],
      [
        "the chat without a token",
        () =>
          post(
            env,
            "/api/contact/stuartContact",
            { receiver: "contato", name: "Ana", email: "ana@x.example", message: "Oi" },
            { token: null },
          ),
        403,
        { error: "xsrf_failed" },
      ],
      [
        "a body that is not JSON or multipart",
        async () => {
          const r = await fetch(`${env.base}/api/contact/`, {
            method: "POST",
            headers: { "content-type": "text/plain", "x-xsrf-token": session.token, cookie: session.cookie },
            body: "hello",
          });
          return { status: r.status, body: (await r.json()) as Record<string, unknown>, headers: r.headers };
        },
        415,
        { error: "unsupported_media_type", message: contactRequestMessages.pt.unsupported_media_type },
      ],
      [
        "a message whose JSON nests deeper than the bound (refused while it arrives, before JSON.parse)",
        async () => {
          const r = await fetch(`${env.base}/api/contact/?lang=en`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-xsrf-token": session.token, cookie: session.cookie },
            body: `{"name":${"[".repeat(2_000_000)}`,
          });
          return { status: r.status, body: (await r.json()) as Record<string, unknown>, headers: r.headers };
        },
        400,
        { error: "too_deep", message: contactRequestMessages.en.too_deep },
      ],
      [
        "a chat e-mail whose JSON nests deeper than the bound",
        async () => {
          const r = await fetch(`${env.base}/api/contact/stuartContact?lang=es`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-xsrf-token": session.token, cookie: session.cookie },
            body: `{"receiver":"contato","name":${"[".repeat(20_000)}`,
          });
          return { status: r.status, body: (await r.json()) as Record<string, unknown>, headers: r.headers };
        },
        400,
        { error: "too_deep", message: contactRequestMessages.es.too_deep },
      ],
    ];
    for (const [why, run, status, body] of cases) {
      const answer = await run();
      expect(answer.status, why).toBe(status);
      expect(answer.body, why).toMatchObject({ success: false, ...body });
      expect(await counts(env), why).toEqual(before);
    }
    await env.services.contact.outbox.runOnce();
    expect(env.smtp.mails.length).toBe(sent);
  });

  it("answers a retried request with the first result and sends one mail", async () => {
    const sent = env.smtp.mails.length;
    const session = await xsrf(env);
    const key = "retry-key-0123456789";
    const jpeg = await tinyJpeg();
    const send = () =>
      post(env, "/api/contact/", form(visitor, [{ name: "a.jpg", type: "image/jpeg", bytes: jpeg }]), {
        ...session,
        headers: { "idempotency-key": key },
      });
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    expect(new Set([first.body.id, second.body.id, third.body.id]).size).toBe(1);
    expect(third.headers.get("idempotent-replayed")).toBe("true");
    const rows = await env.services.database.db
      .selectFrom("contact_message")
      .select("id")
      .where("idempotency_key", "=", key)
      .execute();
    expect(rows).toHaveLength(1);
    await delivered(env, sent + 1);
    await env.services.contact.outbox.runOnce();
    expect(env.smtp.mails.length).toBe(sent + 1);
    // Only this message's file is on disk: the duplicates' uploads were removed.
    const attachments = await env.services.database.db.selectFrom("contact_attachment").select("id").execute();
    expect(filesUnder(path.join(env.dir, "uploads"))).toHaveLength(attachments.length);

    const changed = await post(env, "/api/contact/?lang=en", form({ ...visitor, message: "other" }), {
      ...session,
      headers: { "idempotency-key": key },
    });
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ error: "idempotency_conflict" });
  });

  it("answers 503 with Retry-After in the visitor's language when storage refuses, and stores once it is back", async () => {
    const before = await counts(env);
    const session = await xsrf(env);
    // The database refuses every write, as it would on a full disk or a lost connection.
    await sql`PRAGMA query_only = ON`.execute(env.services.database.db);
    try {
      const refused = await post(env, "/api/contact/?lang=es", form({ ...visitor, subject: "Durante la falla" }), session);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("5");
      expect(refused.body).toMatchObject({
        success: false,
        error: "server_error",
        message: contactRequestMessages.es.server_error,
      });
      const chat = await post(
        env,
        "/api/contact/stuartContact?lang=en",
        { receiver: "suporte", name: "Ana", email: "ana@visitante.example", message: "Hello" },
        session,
      );
      expect(chat.status).toBe(503);
      expect(chat.body).toMatchObject({ message: contactRequestMessages.en.server_error });
    } finally {
      await sql`PRAGMA query_only = OFF`.execute(env.services.database.db);
    }
    expect(await counts(env)).toEqual(before);
    const again = await post(env, "/api/contact/?lang=es", form({ ...visitor, subject: "Después de la falla" }), session);
    expect(again.status).toBe(201);
    await expect
      .poll(() => env.smtp.mails.some((m) => m.headers.subject === `[Lead Portal · Contato] ${"Después de la falla"}`), {
        timeout: 10_000,
      })
      .toBe(true);
  });

  it("sends the chat's e-mail to the mailbox chosen by id or by address", async () => {
    const sent = env.smtp.mails.length;
    const byId = await post(env, "/api/contact/stuartContact?lang=es", {
      receiver: "suporte",
      name: "Beto",
      email: "beto@x.example",
      message: "Preciso de ajuda",
    });
    expect(byId.status).toBe(201);
    expect(byId.body).toMatchObject({ success: true, message: stuartContactMessages.es.success });
    const byEmail = await post(env, "/api/contact/stuartContact", {
      receiver: "pedagogico@lead.example",
      name: "Carla",
      email: "carla@x.example",
      message: "Sobre cursos",
    });
    expect(byEmail.status).toBe(201);
    await expect.poll(() => env.smtp.mails.length, { timeout: 10_000 }).toBe(sent + 2);
    const mails = env.smtp.mails.slice(sent);
    const toSupport = mails.find((m) => m.to[0] === "suporte@lead.example")!;
    expect(toSupport.headers["reply-to"]).toBe("Beto <beto@x.example>");
    expect(toSupport.text).toContain("Preciso de ajuda");
    expect(mails.some((m) => m.to[0] === "pedagogico@lead.example")).toBe(true);
  });

  it("pretends to accept a filled honeypot but stores nothing", async () => {
    const before = await counts(env);
    const answer = await post(
      env,
      "/api/contact/",
      form({ ...visitor, website: "http://spam.example" }, [{ name: "a.jpg", type: "image/jpeg", bytes: await tinyJpeg() }]),
    );
    expect(answer.status).toBe(201);
    expect(await counts(env)).toEqual(before);
  });
});

describe("rate limits", () => {
  it("refuses the fourth request in the window with 429 and Retry-After, per endpoint", async () => {
    const env = await start({ CONTACT_RATE_LIMIT: "3/60" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await post(env, "/api/contact/?lang=en", form({ name: "", email: "", subject: "" }))).status);
      expect(statuses).toEqual([400, 400, 400, 429]);
      const limited = await post(env, "/api/contact/?lang=en", form(visitor));
      expect(limited.body).toMatchObject({ error: "rate_limited", message: contactRequestMessages.en.rate_limited });
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      const chat = await post(env, "/api/contact/stuartContact", {
        receiver: "contato",
        name: "A",
        email: "a@b.co",
        message: "x",
      });
      expect(chat.status).toBe(201);
    } finally {
      await env.close();
    }
  });
});

/**
 * The chat service against the real server: guest tokens over HTTP, socket.io-client over
 * loopback, SQLite in a temporary folder (and Redis for the two-instance test).
 */
import path from "node:path";
import { randomUUID } from "node:crypto";
import Database from "../db/sqlite-driver";
import { io as connectClient, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import questions from "../../content/chat/questions.json";
import site from "../../content/site.json";
import words from "../../content/chat/inappropriate-words.json";
import {
  BOT_ID,
  CHAT_PATH,
  type AssistantInfo,
  type ChatMessage,
  type IdentifyAck,
  type MessageAck,
  type OutgoingChatMessage,
  visitorMessage,
} from "../../common/chat/protocol";
import { createBot, type BotQuestion } from "./bot";
import { MAX_CONNECTIONS_PER_GUEST, MAX_PAYLOAD_BYTES, MESSAGES_PER_WINDOW } from "./socket";
import { fetchGuestToken, nextEvent as next, startChatServer, subjectOf, TEST_SECRET, type ChatTestServer } from "./test-support";
import { createGuestTokens } from "./tokens";

const bot = createBot(questions as BotQuestion[]);
const option = (n: number) => (questions as BotQuestion[]).find((q) => q.option === n)!;

let server: ChatTestServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startChatServer();
});
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await server?.stop();
});

interface ConnectOptions {
  token?: string;
  via?: "header" | "auth";
  transports?: Array<"polling" | "websocket">;
  extraHeaders?: Record<string, string>;
  url?: string;
  reconnection?: boolean;
}

function open(options: ConnectOptions): Socket {
  const via = options.via ?? "header";
  const socket = connectClient(options.url ?? server.url, {
    path: CHAT_PATH,
    transports: options.transports ?? (via === "header" ? ["polling", "websocket"] : ["websocket"]),
    extraHeaders: {
      ...(options.token && via === "header" ? { Authorization: `Bearer ${options.token}` } : {}),
      ...options.extraHeaders,
    },
    auth: options.token && via === "auth" ? { token: options.token } : {},
    reconnection: options.reconnection ?? false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}

function refused(socket: Socket): Promise<Error & { data?: { code?: string } }> {
  return new Promise((resolve, reject) => {
    socket.once("connect", () => reject(new Error("connected, but should have been refused")));
    socket.once("connect_error", (error) => resolve(error as Error & { data?: { code?: string } }));
  });
}

async function newGuest(base = server.url): Promise<{ token: string; guestId: string }> {
  const { token } = await fetchGuestToken(base);
  return { token: token!, guestId: subjectOf(token!) };
}

function outgoing(guestId: string, message: string, extra: Partial<OutgoingChatMessage> = {}): OutgoingChatMessage {
  return { ...visitorMessage(guestId, message), ...extra };
}

function sqlite(s: ChatTestServer = server) {
  return new Database(path.join(s.dataDir, "lead.db"), { readonly: true, fileMustExist: true });
}

describe("guest tokens", () => {
  it("answers { token } whose subject is a new, stored guest", async () => {
    const response = await fetch(`${server.url}/ead2pcd/restapi/autenticacao`, { method: "POST" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { token: string };
    expect(Object.keys(body)).toEqual(["token"]);
    const guestId = subjectOf(body.token);
    expect(guestId).toMatch(/^[0-9a-f-]{36}$/);
    const db = sqlite();
    expect(db.prepare("select id from chat_guest where id = ?").get(guestId)).toEqual({ id: guestId });
    db.close();
    const other = await newGuest();
    expect(other.guestId).not.toBe(guestId);
  });

  it("signs HS256 tokens that expire in about an hour", async () => {
    const { token } = await newGuest();
    const [header, payload] = token
      .split(".")
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, "base64url").toString()));
    expect(header.alg).toBe("HS256");
    expect(payload.exp - payload.iat).toBe(3600);
  });

  it("refreshes an expired token for the same guest, and refuses a forged one", async () => {
    const { guestId } = await newGuest();
    const expired = await createGuestTokens(TEST_SECRET, { ttlSeconds: -60 }).issue(guestId);
    const refreshed = await fetchGuestToken(server.url, expired);
    expect(refreshed.status).toBe(200);
    expect(subjectOf(refreshed.token!)).toBe(guestId);

    const forged = await createGuestTokens("another-secret-another-secret-another-secret").issue(guestId);
    expect((await fetchGuestToken(server.url, forged)).status).toBe(401);
    expect((await fetchGuestToken(server.url, "not-a-token")).status).toBe(401);
  });

  it("says why it refuses in the visitor's language", async () => {
    for (const [lang, start] of [
      ["pt", "A identificação"],
      ["en", "The conversation"],
      ["es", "La identificación"],
    ] as const) {
      const response = await fetch(`${server.url}/ead2pcd/restapi/autenticacao?lang=${lang}`, {
        method: "POST",
        headers: { Authorization: "Bearer not-a-token" },
      });
      expect(response.status).toBe(401);
      expect(((await response.json()) as { message: string }).message).toMatch(new RegExp(`^${start}`));
    }
  });
});

describe("the handshake", () => {
  it("bounds the connections one guest holds, and frees the count when they close", async () => {
    const { token } = await newGuest();
    const open_ = await Promise.all(
      Array.from({ length: MAX_CONNECTIONS_PER_GUEST }, () => connected(open({ token, via: "auth" }))),
    );
    const extra = await refused(open({ token, via: "auth" }));
    expect(extra.message).toBe("too_many_connections");
    expect((extra as Error & { data?: { message?: string } }).data?.message).toMatch(/^Esta conversa já está aberta/);
    const closing = new Promise<void>((resolve) => {
      // The server sees the disconnect shortly after the client does.
      open_[0]!.once("disconnect", () => setTimeout(resolve, 50));
    });
    open_[0]!.disconnect();
    await closing;
    await expect
      .poll(async () => {
        const s = open({ token, via: "auth" });
        return new Promise<boolean>((resolve) => {
          s.once("connect", () => resolve(true));
          s.once("connect_error", () => resolve(false));
        });
      })
      .toBe(true);
    open_.forEach((s) => s.disconnect());
  });

  it("is refused without a token", async () => {
    const error = await refused(open({}));
    expect(error.message).toBe("unauthorized");
    expect(error.data?.code).toBe("missing_token");
    const english = await refused(open({ extraHeaders: { "Accept-Language": "en-US,en;q=0.9" } }));
    expect((english as Error & { data?: { message?: string } }).data?.message).toBe(
      "The conversation's identification is missing; request a new one.",
    );
  });

  it("is refused with a forged or an expired token", async () => {
    const { guestId } = await newGuest();
    const forged = await createGuestTokens("another-secret-another-secret-another-secret").issue(guestId);
    expect((await refused(open({ token: forged }))).data?.code).toBe("invalid_token");
    expect((await refused(open({ token: forged, via: "auth" }))).data?.code).toBe("invalid_token");
    const expired = await createGuestTokens(TEST_SECRET, { ttlSeconds: -5 }).issue(guestId);
    expect((await refused(open({ token: expired }))).data?.code).toBe("token_expired");
  });

  it("accepts the token as a Bearer header (polling, then the upgrade) and in the auth payload (WebSocket)", async () => {
    const { token } = await newGuest();
    const socket = open({ token, via: "header" });
    const firstTransport = new Promise<string>((resolve) =>
      socket.io.once("open", () => resolve(socket.io.engine.transport.name)),
    );
    const byHeader = await connected(socket);
    expect(await firstTransport).toBe("polling");
    if (byHeader.io.engine.transport.name !== "websocket") {
      await new Promise<void>((resolve) => byHeader.io.engine.once("upgrade", () => resolve()));
    }
    expect(byHeader.io.engine.transport.name).toBe("websocket");
    const byAuth = await connected(open({ token, via: "auth" }));
    expect(byAuth.connected).toBe(true);
  });

  it("refuses a browser from another origin, and accepts the site's own", async () => {
    const { token } = await newGuest();
    await refused(open({ token, transports: ["polling"], extraHeaders: { Origin: "http://evil.example" } }));
    const ok = await connected(open({ token, transports: ["polling"], extraHeaders: { Origin: server.url } }));
    expect(ok.connected).toBe(true);
  });
});

describe("events", () => {
  it("stuart answers with the assistant's info in the language asked", async () => {
    const { token } = await newGuest();
    const socket = await connected(open({ token }));
    for (const lang of ["pt", "en", "es"] as const) {
      const info = (await socket.emitWithAck("stuart", { lang })) as AssistantInfo;
      expect(info).toMatchObject({ id: "276365339", name: "Stuart", beta: true, lang });
      expect(info.options).toEqual([1, 2, 3, 4].map((n) => ({ option: n, text: option(n).phrasings[lang][0] })));
      expect(info.mailboxes).toEqual(site.mailboxes.map((m) => ({ id: m.id, label: m.label[lang], email: m.email })));
    }
  });

  it("inappropriate_words sends the list kept in the database", async () => {
    const { token } = await newGuest();
    const socket = await connected(open({ token }));
    const pushed = next<string[]>(socket, "inappropriate_words");
    socket.emit("inappropriate_words");
    const list = await pushed;
    expect([...list].sort()).toEqual(words.map((w) => w.toLowerCase()).sort());
    const db = sqlite();
    expect((db.prepare("select count(*) as n from chat_inappropriate_word").get() as { n: number }).n).toBe(words.length);
    db.close();
  });

  it("identify answers with what the guest missed (nothing, for a new guest)", async () => {
    const { token, guestId } = await newGuest();
    const socket = await connected(open({ token }));
    const ack = (await socket.emitWithAck("identify", { lastId: 0 })) as IdentifyAck;
    expect(ack).toEqual({ ok: true, guestId, replayed: 0 });
  });

  it("message: stored, then message_saved, then Stuart's stored answer as a message", async () => {
    const { token, guestId } = await newGuest();
    const socket = await connected(open({ token }));
    const db = sqlite();
    const rowsSeenOnSaved: unknown[] = [];
    socket.on("message_saved", (saved: ChatMessage) => {
      // The row must already be committed when message_saved arrives.
      rowsSeenOnSaved.push(
        db.prepare("select id, sender, receiver, message, application from chat_message where id = ?").get(saved.id),
      );
    });
    const saved = next<ChatMessage>(socket, "message_saved");
    const reply = next<ChatMessage>(socket, "message");
    const text = option(1).phrasings.pt[0]!;
    const ack = (await socket.emitWithAck("message", outgoing(guestId, text, { clientId: "c1" }))) as MessageAck;
    expect(ack.ok).toBe(true);
    const savedMessage = await saved;
    expect(savedMessage).toMatchObject({
      message: text,
      sender: guestId,
      receiver: BOT_ID,
      type: "text",
      application: "portalLead",
      clientId: "c1",
    });
    expect(ack).toEqual({ ok: true, id: savedMessage.id });
    expect(rowsSeenOnSaved).toEqual([
      { id: savedMessage.id, sender: guestId, receiver: BOT_ID, message: text, application: "portalLead" },
    ]);

    const answer = await reply;
    expect(answer).toMatchObject({ sender: BOT_ID, receiver: guestId, type: "text", senderLang: "pt-BR", languageCode: "pt" });
    expect(answer.id).toBeGreaterThan(savedMessage.id);
    const expected = server.chat.service.resolveMarkers(option(1).answer.pt);
    expect(answer.message).toBe(expected);
    expect(db.prepare("select message from chat_message where id = ?").get(answer.id)).toEqual({ message: expected });
    db.close();
  });

  it("answers in the language the visitor writes in", async () => {
    const { token, guestId } = await newGuest();
    const socket = await connected(open({ token }));
    const reply = next<ChatMessage>(socket, "message");
    socket.emit("message", outgoing(guestId, "how do i aplly for a job"));
    const answer = await reply;
    expect(answer.languageCode).toBe("en");
    expect(answer.senderLang).toBe("en-US");
    expect(answer.message).toBe(server.chat.service.resolveMarkers(bot.reply("how do i aplly for a job", "pt").text));
    expect(answer.message).toContain("[link:/portal/trabalhe|Work with us]");
  });

  it("says so, with the options, when nothing matches", async () => {
    const { token, guestId } = await newGuest();
    const socket = await connected(open({ token }));
    const reply = next<ChatMessage>(socket, "message");
    socket.emit("message", outgoing(guestId, "qual a capital da frança?"));
    expect((await reply).message).toContain("[opcaoacao]");
  });

  it("masks inappropriate words in what it stores and sends, sparing innocent words", async () => {
    const { token, guestId } = await newGuest();
    const socket = await connected(open({ token }));
    const saved = next<ChatMessage>(socket, "message_saved");
    socket.emit("message", outgoing(guestId, "Você é um IDIÓTA e m.e.r.d.a, mas o shitake é bom"));
    const message = await saved;
    expect(message.message).toBe("Você é um ****** e *****, mas o shitake é bom");
    const db = sqlite();
    expect(db.prepare("select message from chat_message where id = ?").get(message.id)).toEqual({ message: message.message });
    db.close();
  });

  it("stores a re-sent message (same client id) once and answers it once", async () => {
    const { token, guestId } = await newGuest();
    const socket = await connected(open({ token }));
    const answers: ChatMessage[] = [];
    socket.on("message", (m: ChatMessage) => answers.push(m));
    const first = (await socket.emitWithAck("message", outgoing(guestId, "tem vaga?", { clientId: "same-1" }))) as MessageAck;
    await expect.poll(() => answers.length).toBe(1);
    const second = (await socket.emitWithAck("message", outgoing(guestId, "tem vaga?", { clientId: "same-1" }))) as MessageAck;
    expect(first.ok && second.ok && first.id === second.id).toBe(true);
    // A round trip later, still one answer.
    await socket.emitWithAck("identify", { lastId: answers[0]!.id });
    expect(answers).toHaveLength(1);
    const db = sqlite();
    const rows = db.prepare("select sender from chat_message where guest_id = ? order by id").all(guestId);
    db.close();
    expect(rows).toEqual([{ sender: guestId }, { sender: BOT_ID }]);
  });

  it("answers bad messages with exception (and stores nothing)", async () => {
    const { token, guestId } = await newGuest();
    const other = await newGuest();
    const socket = await connected(open({ token }));
    const cases: unknown[] = [
      outgoing(other.guestId, "pretending to be someone else"),
      outgoing(guestId, "   "),
      { ...outgoing(guestId, "hello"), application: "other" },
      { ...outgoing(guestId, "hello"), receiver: "1" },
      "just a string",
    ];
    for (const payload of cases) {
      const exception = next<{ code: string }>(socket, "exception");
      const ack = (await socket.emitWithAck("message", payload)) as MessageAck;
      expect(ack).toEqual({
        ok: false,
        code: "invalid_message",
        message: "Não consegui ler esta mensagem. Escreva um texto e tente de novo.",
      });
      expect((await exception).code).toBe("invalid_message");
    }
    const db = sqlite();
    expect(db.prepare("select count(*) as n from chat_message where guest_id = ?").get(guestId)).toEqual({ n: 0 });
    db.close();
  });

  it("limits how many messages a guest sends", async () => {
    const { token, guestId } = await newGuest();
    const socket = await connected(open({ token }));
    const acks: MessageAck[] = [];
    for (let i = 0; i < MESSAGES_PER_WINDOW + 1; i++) {
      acks.push((await socket.emitWithAck("message", outgoing(guestId, `pergunta ${i}`))) as MessageAck);
    }
    expect(acks.slice(0, MESSAGES_PER_WINDOW).every((a) => a.ok)).toBe(true);
    const last = acks[MESSAGES_PER_WINDOW]!;
    expect(last.ok).toBe(false);
    expect(!last.ok && last.code).toBe("rate_limited");
    expect(!last.ok && last.retryAfterMs).toBeGreaterThan(0);
  });

  it("refuses a too-long message within the packet limit with a message in the visitor's language, and stays connected", async () => {
    const { token, guestId } = await newGuest();
    const socket = await connected(open({ token, via: "auth", extraHeaders: { "Accept-Language": "es" } }));
    for (const text of ["x".repeat(1001), "y".repeat(MAX_PAYLOAD_BYTES - 1024)]) {
      const ack = (await socket.timeout(10_000).emitWithAck("message", outgoing(guestId, text))) as MessageAck;
      expect(ack).toEqual({
        ok: false,
        code: "too_long",
        message: "Mensaje demasiado largo: escriba como máximo 1000 caracteres.",
      });
    }
    expect(socket.connected).toBe(true);
    const ack = (await socket.emitWithAck("message", outgoing(guestId, "hola", { languageCode: "es" }))) as MessageAck;
    expect(ack.ok).toBe(true);
  });

  it("acknowledges every one of 1,000 fast events, refusals with a reason and a retry time", async () => {
    const { token, guestId } = await newGuest();
    const socket = await connected(open({ token, via: "auth" }));
    const acks = await Promise.all(
      Array.from(
        { length: 1000 },
        (_, i) => socket.timeout(20_000).emitWithAck("message", outgoing(guestId, `rápida ${i}`)) as Promise<MessageAck>,
      ),
    );
    expect(acks).toHaveLength(1000);
    const refusals = acks.filter((a): a is Extract<MessageAck, { ok: false }> => !a.ok);
    expect(refusals.length).toBeGreaterThan(900);
    expect(new Set(refusals.map((r) => r.code))).toEqual(new Set(["rate_limited"]));
    expect(refusals.every((r) => (r.retryAfterMs ?? 0) > 0 && r.message.startsWith("Muitas mensagens"))).toBe(true);
  });

  it("closes a connection that sends a packet nested past the bound, unparsed, and others carry on", async () => {
    const { token, guestId } = await newGuest();
    const socket = await connected(open({ token, via: "auth" }));
    const bystander = await connected(open({ token, via: "auth" }));
    const closed = new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));
    let deep: unknown = "x";
    for (let i = 0; i < 500; i++) deep = [deep];
    socket.emit("message", { ...outgoing(guestId, "olá"), message: deep });
    expect(await closed).toBe("transport close");
    const ack = (await bystander.emitWithAck("message", outgoing(guestId, "ainda aqui"))) as MessageAck;
    expect(ack.ok).toBe(true);
  });

  it("decodes no event from a connection whose token has not been checked: the transport is closed", async () => {
    const base = `${server.url}${CHAT_PATH}/?EIO=4&transport=polling`;
    const opened = await (await fetch(base)).text();
    const sid = (JSON.parse(opened.slice(1)) as { sid: string }).sid;
    const nested = `42["message",${"[".repeat(MAX_PAYLOAD_BYTES - 64)}`;
    const post = await fetch(`${base}&sid=${sid}`, { method: "POST", body: nested, headers: { "content-type": "text/plain" } });
    expect(post.status).toBe(200);
    // The session is gone: its next poll is told so, instead of waiting for packets.
    await expect
      .poll(async () => {
        const poll = await fetch(`${base}&sid=${sid}`);
        return `${poll.status} ${await poll.text()}`;
      })
      .toMatch(/^(400 .*Session ID unknown|200 1)/);
  });

  it("answers a polling request over the packet limit with 413, unread", async () => {
    const base = `${server.url}${CHAT_PATH}/?EIO=4&transport=polling`;
    const sid = (JSON.parse((await (await fetch(base)).text()).slice(1)) as { sid: string }).sid;
    const post = await fetch(`${base}&sid=${sid}`, {
      method: "POST",
      body: `42["message",${"[".repeat(1_000_000)}`,
      headers: { "content-type": "text/plain" },
    });
    expect(post.status).toBe(413);
  });

  it("closes a connection that sends more than the payload limit", async () => {
    const { token, guestId } = await newGuest();
    const socket = await connected(open({ token, via: "auth" }));
    const closed = new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));
    socket.emit("message", outgoing(guestId, "x".repeat(MAX_PAYLOAD_BYTES + 1)));
    expect(await closed).toBe("transport close");
  });
});

describe("operations", () => {
  it("reports this instance's chat connections and answers in /metrics", async () => {
    const { token, guestId } = await newGuest();
    const socket = await connected(open({ token }));
    const reply = next<ChatMessage>(socket, "message");
    socket.emit("message", outgoing(guestId, "tem vaga?"));
    await reply;
    const text = await (await fetch(`${server.url}/metrics`)).text();
    expect(Number(/lead_chat_connections (\d+)/.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(/lead_chat_answers (\d+)/.exec(text)?.[1])).toBeGreaterThanOrEqual(1);
  });
});

describe("reconnecting", () => {
  it("replays what the guest missed after the last id it saw", async () => {
    const { token, guestId } = await newGuest();
    const first = await connected(open({ token }));
    const firstReply = next<ChatMessage>(first, "message");
    first.emit("message", outgoing(guestId, "Quais cursos vocês oferecem?"));
    const lastSeen = (await firstReply).id;
    first.disconnect();

    // Meanwhile, from another path (another tab of the same guest):
    const other = await connected(open({ token, via: "auth" }));
    const otherReply = next<ChatMessage>(other, "message");
    other.emit("message", outgoing(guestId, "Onde fica o Lead?"));
    const missedReply = await otherReply;
    other.disconnect();

    const back = await connected(open({ token }));
    const replayed: ChatMessage[] = [];
    back.on("message", (m: ChatMessage) => replayed.push(m));
    const ack = (await back.emitWithAck("identify", { lastId: lastSeen })) as IdentifyAck;
    expect(ack).toEqual({ ok: true, guestId, replayed: 2 });
    expect(replayed.map((m) => [m.sender, m.message, m.replayed])).toEqual([
      [guestId, "Onde fica o Lead?", true],
      [BOT_ID, missedReply.message, true],
    ]);
    expect(replayed[1]!.id).toBe(missedReply.id);
  });
});

describe("two instances with Redis", () => {
  let redisUp = false;
  let a: ChatTestServer | undefined;
  let b: ChatTestServer | undefined;
  const key = `lead:chat:test:${randomUUID()}`;

  beforeAll(async () => {
    const probe = new Redis("redis://127.0.0.1:6379", { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await probe.connect();
      redisUp = (await probe.ping()) === "PONG";
    } catch {
      redisUp = false;
    } finally {
      probe.disconnect();
    }
    if (!redisUp) {
      console.log("SKIP two-instance chat test: Redis is not reachable at 127.0.0.1:6379");
      return;
    }
    a = await startChatServer({ redisUrl: "redis://127.0.0.1:6379", redisKey: key });
    b = await startChatServer({ dataDir: a.dataDir, redisUrl: "redis://127.0.0.1:6379", redisKey: key });
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it("a message emitted on instance A reaches the guest connected to B, and a conversation crosses them", async (ctx) => {
    if (!redisUp) return ctx.skip();
    const { token, guestId } = await newGuest(a!.url);
    const onB = await connected(open({ url: b!.url, token }));
    await onB.emitWithAck("identify", { lastId: 0 });

    const direct = next<{ hello: string }>(onB, "message", (p) => "hello" in p);
    a!.chat.emitToGuest(guestId, "message", { hello: "from A" });
    expect(await direct).toEqual({ hello: "from A" });

    // The same guest in another tab, connected to A, asks; the tab on B sees it saved and answered.
    const onA = await connected(open({ url: a!.url, token, via: "auth" }));
    const savedOnB = next<ChatMessage>(onB, "message_saved");
    const answerOnB = next<ChatMessage>(onB, "message", (m) => (m as ChatMessage).sender === BOT_ID);
    onA.emit("message", outgoing(guestId, option(2).phrasings.pt[0]!));
    expect((await savedOnB).message).toBe(option(2).phrasings.pt[0]);
    expect((await answerOnB).message).toBe(a!.chat.service.resolveMarkers(option(2).answer.pt));
  });
});

/**
 * The hostile-input corpus, socket payloads (issue 12): what a hostile client can send on the
 * chat socket of the built server. Each case asserts the acknowledgement (a refusal code and its
 * message in the connection's language, from common/chat/refusals.ts), that nothing was stored,
 * and the suite checks that the server still answers /portal afterwards.
 */
import path from "node:path";
import Database from "../../server/db/sqlite-driver";
import { io as connectClient, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_PATH, MAX_PAYLOAD_BYTES, type Refusal, visitorMessage } from "../../common/chat/protocol";
import { refusalText } from "../../common/chat/refusals";
import type { Lang } from "../../common/i18n/languages";
import { useSite } from "./harness";

interface Guest {
  socket: Socket;
  guestId: string;
}

export interface SocketCase {
  name: string;
  lang: Lang;
  event: string;
  /** The payload, built with the connection's guest id (for cases that must name it). */
  payload: (guestId: string) => unknown;
  code: Refusal["code"];
}

const message = (guestId: string, extra: Record<string, unknown> = {}) => ({ ...visitorMessage(guestId, "olá"), ...extra });

/** Nested as deep as the packet bound allows (16 levels with the event's array): read, then refused. */
let deep: unknown = "x";
for (let i = 0; i < 12; i++) deep = { message: deep };

export const socketCases: SocketCase[] = [
  { name: "empty text", lang: "pt", event: "message", payload: (g) => message(g, { message: "" }), code: "invalid_message" },
  {
    name: "blank text",
    lang: "en",
    event: "message",
    payload: (g) => message(g, { message: " \n\t " }),
    code: "invalid_message",
  },
  {
    name: "control characters only",
    lang: "es",
    event: "message",
    payload: (g) => message(g, { message: "\u0000\u0007\u001b" }),
    code: "invalid_message",
  },
  {
    name: "1001 characters",
    lang: "pt",
    event: "message",
    payload: (g) => message(g, { message: "a".repeat(1001) }),
    code: "too_long",
  },
  {
    name: "1001 accented characters",
    lang: "en",
    event: "message",
    payload: (g) => message(g, { message: "é".repeat(1001) }),
    code: "too_long",
  },
  {
    name: "a 10 KB message",
    lang: "es",
    event: "message",
    payload: (g) => message(g, { message: "z".repeat(10_000) }),
    code: "too_long",
  },
  {
    name: "just under the packet limit",
    lang: "pt",
    event: "message",
    payload: (g) => message(g, { message: "q".repeat(MAX_PAYLOAD_BYTES - 1024) }),
    code: "too_long",
  },
  {
    name: "text is a number",
    lang: "en",
    event: "message",
    payload: (g) => message(g, { message: 42 }),
    code: "invalid_message",
  },
  {
    name: "text is an object",
    lang: "es",
    event: "message",
    payload: (g) => message(g, { message: { $gt: "" } }),
    code: "invalid_message",
  },
  { name: "text nested 12 deep", lang: "pt", event: "message", payload: () => deep, code: "invalid_message" },
  {
    name: "another guest as sender",
    lang: "en",
    event: "message",
    payload: (g) => message(g, { sender: "00000000-0000-4000-8000-000000000000" }),
    code: "invalid_message",
  },
  {
    name: "a 4 KB sender",
    lang: "es",
    event: "message",
    payload: (g) => message(g, { sender: g.repeat(120) }),
    code: "invalid_message",
  },
  {
    name: "receiver is not Stuart",
    lang: "pt",
    event: "message",
    payload: (g) => message(g, { receiver: g }),
    code: "invalid_message",
  },
  {
    name: "another application",
    lang: "en",
    event: "message",
    payload: (g) => message(g, { application: "evil" }),
    code: "invalid_message",
  },
  {
    name: "a type other than text",
    lang: "es",
    event: "message",
    payload: (g) => message(g, { type: "emailConfirmation" }),
    code: "invalid_message",
  },
  {
    name: "path traversal in clientId",
    lang: "pt",
    event: "message",
    payload: (g) => message(g, { clientId: "../../etc/passwd" }),
    code: "invalid_message",
  },
  {
    name: "a 65-character clientId",
    lang: "en",
    event: "message",
    payload: (g) => message(g, { clientId: "c".repeat(65) }),
    code: "invalid_message",
  },
  { name: "payload is a string", lang: "es", event: "message", payload: () => "olá", code: "invalid_message" },
  { name: "payload is null", lang: "pt", event: "message", payload: () => null, code: "invalid_message" },
  { name: "payload is an array", lang: "en", event: "message", payload: (g) => [message(g)], code: "invalid_message" },
  {
    name: "prototype keys without text",
    lang: "es",
    event: "message",
    payload: (g) => JSON.parse(`{"__proto__":{"admin":true},"sender":"${g}"}`),
    code: "invalid_message",
  },
  {
    name: "identify with a negative lastId",
    lang: "pt",
    event: "identify",
    payload: () => ({ lastId: -1 }),
    code: "invalid_request",
  },
  {
    name: "identify with a text lastId",
    lang: "en",
    event: "identify",
    payload: () => ({ lastId: "1 OR 1=1" }),
    code: "invalid_request",
  },
  {
    name: "identify with a 1 KB language",
    lang: "es",
    event: "identify",
    payload: () => ({ lang: "x".repeat(1024) }),
    code: "invalid_request",
  },
  {
    name: "identify with a fractional lastId",
    lang: "pt",
    event: "identify",
    payload: () => ({ lastId: 1.5 }),
    code: "invalid_request",
  },
  {
    name: "an event the service does not have",
    lang: "en",
    event: "admin",
    payload: () => ({ drop: "tables" }),
    code: "invalid_request",
  },
  {
    name: "a server-to-client event sent back",
    lang: "es",
    event: "message_saved",
    payload: (g) => message(g),
    code: "invalid_request",
  },
];

const e2e = useSite();
const guests = new Map<Lang, Guest>();

async function guest(lang: Lang): Promise<Guest> {
  const response = await fetch(`${e2e.server.url}/ead2pcd/restapi/autenticacao?lang=${lang}`, { method: "POST" });
  const { token } = (await response.json()) as { token: string };
  const guestId = (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sub: string }).sub;
  const socket = connectClient(e2e.server.url, {
    path: CHAT_PATH,
    transports: ["polling", "websocket"],
    extraHeaders: { Authorization: `Bearer ${token}` },
    auth: { lang },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
  return { socket, guestId };
}

function storedMessages(): number {
  const db = new Database(path.join(e2e.server.dataDir, "lead.db"), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("select count(*) as n from chat_message").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  for (const lang of ["pt", "en", "es"] as const) guests.set(lang, await guest(lang));
});
afterAll(async () => {
  for (const g of guests.values()) g.socket.disconnect();
});

describe("hostile socket payloads", () => {
  it(`has at least 20 cases (${socketCases.length})`, () => {
    expect(socketCases.length).toBeGreaterThanOrEqual(20);
  });

  it.each(socketCases.map((c) => [c.name, c] as const))(
    "refuses %s with its reason, in the visitor's language",
    async (_name, c) => {
      const { socket, guestId } = guests.get(c.lang)!;
      const before = storedMessages();
      const ack = (await socket.timeout(15_000).emitWithAck(c.event, c.payload(guestId))) as Refusal;
      expect(ack).toMatchObject({ ok: false, code: c.code, message: refusalText(c.code, c.lang) });
      expect(socket.connected).toBe(true);
      expect(storedMessages()).toBe(before);
    },
  );

  // ---- Issue 23: nothing decoded before the token check, nothing parsed past 16 levels ----

  /** An engine.io session opened over polling, as a client without a token would. */
  async function rawSession() {
    const base = `${e2e.server.url}${CHAT_PATH}/?EIO=4&transport=polling`;
    const sid = (JSON.parse((await (await fetch(base)).text()).slice(1)) as { sid: string }).sid;
    return { url: `${base}&sid=${sid}` };
  }

  /** Reads /portal until `until` settles; every status. */
  async function portalWhile(until: Promise<unknown>): Promise<number[]> {
    let settled = false;
    void until.finally(() => (settled = true));
    const statuses: number[] = [];
    do {
      const page = await fetch(`${e2e.server.url}/portal`, { headers: { "user-agent": "hostile-runner-bot" } });
      statuses.push(page.status);
      await page.arrayBuffer();
    } while (!settled);
    return statuses;
  }

  it("answers 1 MB frames of nested arrays sent without a token 413, unread, while pages are served", async () => {
    const before = storedMessages();
    const frame = `42["message",${"[".repeat(1_000_000)}`;
    const sent = Promise.all(
      Array.from({ length: 4 }, async () => {
        const session = await rawSession();
        const post = await fetch(session.url, { method: "POST", body: frame, headers: { "content-type": "text/plain" } });
        await post.arrayBuffer();
        return post.status;
      }),
    );
    const pages = portalWhile(sent);
    expect(await sent).toEqual([413, 413, 413, 413]);
    expect((await pages).filter((status) => status !== 200)).toEqual([]);
    expect(storedMessages()).toBe(before);
  });

  it("closes a session that sends an event before its token was checked, without decoding it", async () => {
    const before = storedMessages();
    const session = await rawSession();
    // Within the packet size; nested (JSON.parse's slow case), and never parsed.
    const frame = `42["message",${"[".repeat(MAX_PAYLOAD_BYTES - 64)}`;
    const post = await fetch(session.url, { method: "POST", body: frame, headers: { "content-type": "text/plain" } });
    expect(post.status).toBe(200);
    await expect
      .poll(async () => {
        const poll = await fetch(session.url);
        return `${poll.status} ${await poll.text()}`;
      })
      .toMatch(/^(400 .*Session ID unknown|200 1)/);
    expect(storedMessages()).toBe(before);
  });

  it("closes a connection that sends a packet nested past 16 levels, unparsed, and the others carry on", async () => {
    const { socket, guestId } = await guest("en");
    const before = storedMessages();
    const closed = new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));
    let tooDeep: unknown = "x";
    for (let i = 0; i < 2000; i++) tooDeep = { message: tooDeep };
    socket.emit("message", message(guestId, { message: tooDeep }));
    expect(["transport close", "transport error"]).toContain(await closed);
    expect(storedMessages()).toBe(before);
    const other = guests.get("en")!;
    const ok = (await other.socket.emitWithAck("message", message(other.guestId))) as { ok: boolean };
    expect(ok.ok).toBe(true);
  });

  it("closes only the connection that sends more than the packet limit, and the server still serves pages", async () => {
    const { socket, guestId } = await guest("pt");
    const closed = new Promise<string>((resolve) => socket.once("disconnect", (reason) => resolve(reason)));
    socket.emit("message", message(guestId, { message: "w".repeat(MAX_PAYLOAD_BYTES + 1) }));
    // The server cuts the transport; depending on whether the client was still writing when the
    // socket closed, it reports a close or a write error. Either way it is the transport that ended,
    // never a server-side "io server disconnect" that would stop the client from reconnecting.
    expect(["transport close", "transport error"]).toContain(await closed);
    expect(guests.get("pt")!.socket.connected).toBe(true);
    const page = await fetch(`${e2e.server.url}/portal`);
    expect(page.status).toBe(200);
    const ok = (await guests.get("pt")!.socket.emitWithAck("message", message(guests.get("pt")!.guestId))) as { ok: boolean };
    expect(ok.ok).toBe(true);
  });
});

describe("hostile spellings of listed words (issue 23)", () => {
  function storedText(id: string | number): string {
    const db = new Database(path.join(e2e.server.dataDir, "lead.db"), { readonly: true, fileMustExist: true });
    try {
      return (db.prepare("select message from chat_message where id = ?").get(id) as { message: string }).message;
    } finally {
      db.close();
    }
  }

  it.each([
    ["fullwidth letters", "que ｍｅｒｄａ", "que *****"],
    ["mathematical bold", "𝐦𝐞𝐫𝐝𝐚 mesmo", "***** mesmo"],
    ["circled letters", "ⓜⓔⓡⓓⓐ", "*****"],
    ["a Cyrillic e", "m\u0435rda", "*****"],
    ["a right-to-left override", "ok \u202Eadrem", "ok adrem"],
    ["digits for letters", "m3rda", "*****"],
    ["symbols for letters", "merd@", "*****"],
    ["repeated letters", "merdaaaa", "********"],
  ])("stores %s masked, and acknowledges it", async (_name, text, stored) => {
    // A guest of its own for each spelling: one guest's messages are rate-limited.
    const { socket, guestId } = await guest("pt");
    const ack = (await socket.timeout(15_000).emitWithAck("message", message(guestId, { message: text }))) as {
      ok: boolean;
      id: number;
    };
    expect(ack, JSON.stringify(ack)).toMatchObject({ ok: true, id: expect.any(Number) });
    expect(storedText(ack.id)).toBe(stored);
    socket.disconnect();
    expect((await fetch(`${e2e.server.url}/portal`)).status).toBe(200);
  });
});

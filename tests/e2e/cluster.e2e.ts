/**
 * Scale-out, proven on the real thing: two instances of the built server on the machine's
 * PostgreSQL and Redis, behind nginx (scripts/cluster/cluster.ts), with a real SMTP server.
 *
 * - a chat conversation crosses instances (Redis adapter) and its history is in PostgreSQL;
 * - mail committed on either instance is delivered exactly once while both outbox workers poll;
 * - the contact rate limit counts one client together on both instances (Redis);
 * - readiness of one instance follows its own database and Redis connections, which pass
 *   through small TCP proxies here so they can be cut without touching the shared servers.
 *
 * When PostgreSQL, Redis or nginx is missing the file is skipped with a printed reason.
 * Clients through nginx bind a random loopback source address (127.x.y.z) and clients of the
 * instances send a random X-Forwarded-For, so the shared Redis counters of earlier runs or other
 * tests never meet these ones.
 */
import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import pg from "pg";
import { io as connectClient, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import questions from "../../content/chat/questions.json";
import { BOT_ID, CHAT_PATH, type ChatMessage, type IdentifyAck, visitorMessage } from "../../common/chat/protocol";
import { contactRequestMessages } from "../../common/contact/messages";
import { root, startCluster, type Cluster, type Instance } from "../../scripts/cluster/cluster";
import { clusterUnavailable, PG_ADMIN, REDIS_URL } from "../support/cluster";
import { startTcpProxy, type TcpProxy } from "../../scripts/cluster/tcp-proxy";
import { startSmtp, type TestSmtp } from "../support/contact";
import { nextEvent as next, subjectOf } from "../../server/chat/test-support";

const POLL_MS = 200;

const skipReason = await clusterUnavailable();
if (skipReason) console.warn(`SKIP tests/e2e/cluster.e2e.ts (two instances behind nginx): ${skipReason}`);

/* ---------------------------------------------------------------- helpers */

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
  text: string;
}

/** HTTP with an optional loopback source address (what nginx then sees as the client). */
function http(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? "GET", headers: options.headers, localAddress: options.localAddress, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let body: Record<string, unknown> = {};
          try {
            body = JSON.parse(text) as Record<string, unknown>;
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text });
        });
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

const randomLoopback = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const randomClient = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

interface Client {
  base: string;
  localAddress?: string;
  forwardedFor?: string;
  lang?: string;
}

/** POST /api/contact/ as the API's clients do: a token from /api/contact/xsrf, then the form. */
async function postContact(client: Client, form: Record<string, string>, idempotencyKey?: string): Promise<Answer> {
  const common = {
    ...(client.forwardedFor ? { "x-forwarded-for": client.forwardedFor } : {}),
    ...(client.lang ? { "accept-language": client.lang } : {}),
  };
  const xsrf = await http(`${client.base}/api/contact/xsrf`, { headers: common, localAddress: client.localAddress });
  const token = String(xsrf.body.token);
  return http(`${client.base}/api/contact/`, {
    method: "POST",
    localAddress: client.localAddress,
    headers: {
      ...common,
      "content-type": "application/json",
      "x-xsrf-token": token,
      cookie: `XSRF-TOKEN=${token}`,
      ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
    },
    body: JSON.stringify(form),
  });
}

async function readyz(instance: Instance): Promise<{ status: number; checks: Record<string, boolean> }> {
  const answer = await http(`${instance.url}/readyz`);
  return { status: answer.status, checks: answer.body.checks as Record<string, boolean> };
}

async function metric(instance: Instance, name: string): Promise<number> {
  const text = (await http(`${instance.url}/metrics`)).text;
  const line = text.split("\n").find((l) => l.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : Number.NaN;
}

const option = (n: number) =>
  (questions as Array<{ option?: number; phrasings: { pt: string[] }; answer: { pt: string } }>).find((q) => q.option === n)!;
/** Stuart's answer as sent, without the Libras clip marker (it depends on the media build). */
const withoutClips = (text: string) => text.replace(/\s*\[videolibras:[^\]]+\]/g, "");

/* ---------------------------------------------------------------- the cluster */

describe.skipIf(skipReason !== null)("two instances on PostgreSQL and Redis behind nginx", () => {
  let cluster: Cluster;
  let smtp: TestSmtp;
  let pgProxy: TcpProxy;
  let redisProxy: TcpProxy;
  let db: pg.Pool;
  const sockets: Socket[] = [];
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    if (!existsSync(path.join(root, "build", "server-main.js")))
      throw new Error("build the server first: node scripts/build.mjs");
    const redisTarget = new URL(REDIS_URL);
    [smtp, pgProxy, redisProxy] = await Promise.all([
      startSmtp(),
      startTcpProxy({ host: new URL(PG_ADMIN).hostname, port: Number(new URL(PG_ADMIN).port || 5432) }),
      startTcpProxy({ host: redisTarget.hostname, port: Number(redisTarget.port || 6379) }),
    ]);
    cluster = await startCluster({
      instances: 2,
      env: { SMTP_URL: smtp.url, OUTBOX_POLL_MS: String(POLL_MS), REDIS_URL },
      // Instance b reaches PostgreSQL and Redis through the proxies, so its connections alone can be cut.
      instanceEnv: (index, shared): Record<string, string> => {
        if (index !== 1) return {};
        const database = new URL(shared.DATABASE_URL!);
        database.port = String(pgProxy.port);
        const redis = new URL(REDIS_URL);
        redis.port = String(redisProxy.port);
        return { DATABASE_URL: database.toString(), REDIS_URL: redis.toString() };
      },
    });
    [a, b] = cluster.instances as [Instance, Instance];
    db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 2 });
  });

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await db?.end();
    await cluster?.stop();
    await Promise.all([smtp?.close(), pgProxy?.close(), redisProxy?.close()]);
  });

  function open(url: string, token: string, transports: Array<"polling" | "websocket"> = ["websocket"]): Promise<Socket> {
    const socket = connectClient(url, {
      path: CHAT_PATH,
      transports,
      auth: { token },
      reconnection: true,
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
      forceNew: true,
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once("connect", () => resolve(socket));
      socket.once("connect_error", reject);
    });
  }

  const say = (guestId: string, message: string) => ({ ...visitorMessage(guestId, message), clientId: randomUUID() });

  it("carries one guest's chat between instances, and keeps the conversation in PostgreSQL", async () => {
    const token = String((await http(`${a.url}/ead2pcd/restapi/autenticacao`, { method: "POST" })).body.token);
    const guestId = subjectOf(token);
    // The guest's tabs: one on each instance, and one through nginx (polling, then the upgrade).
    const [onA, onB, viaNginx] = await Promise.all([
      open(a.url, token),
      open(b.url, token),
      open(cluster.url, token, ["polling", "websocket"]),
    ]);
    for (const s of [onA, onB, viaNginx]) expect(((await s.emitWithAck("identify", { lastId: 0 })) as IdentifyAck).ok).toBe(true);

    const question = option(2).phrasings.pt[0]!;
    const savedOnB = next<ChatMessage>(onB, "message_saved");
    const answerOnB = next<ChatMessage>(onB, "message", (m) => m.sender === BOT_ID);
    const answerViaNginx = next<ChatMessage>(viaNginx, "message", (m) => m.sender === BOT_ID);
    const ack = (await onA.emitWithAck("message", say(guestId, question))) as { ok: boolean; id: number };
    expect(ack.ok).toBe(true);
    expect(await savedOnB).toMatchObject({ id: ack.id, message: question, sender: guestId });
    const answer = await answerOnB;
    expect(withoutClips(answer.message)).toBe(withoutClips(option(2).answer.pt));
    expect((await answerViaNginx).id).toBe(answer.id);

    // And back: asked on b, seen on a.
    const second = option(3).phrasings.pt[0]!;
    const savedOnA = next<ChatMessage>(onA, "message_saved");
    const answerOnA = next<ChatMessage>(onA, "message", (m) => m.sender === BOT_ID);
    onB.emit("message", say(guestId, second));
    expect((await savedOnA).message).toBe(second);
    expect(withoutClips((await answerOnA).message)).toBe(withoutClips(option(3).answer.pt));

    // A new tab on b replays the whole conversation from the shared database.
    const late = await open(b.url, token);
    const replayed: ChatMessage[] = [];
    late.on("message", (m: ChatMessage) => replayed.push(m));
    expect(((await late.emitWithAck("identify", { lastId: 0 })) as IdentifyAck).replayed).toBe(4);
    expect(replayed.map((m) => [m.sender, m.replayed])).toEqual([
      [guestId, true],
      [BOT_ID, true],
      [guestId, true],
      [BOT_ID, true],
    ]);
    const rows = await db.query("select count(*)::int as n from chat_message where guest_id = $1", [guestId]);
    expect(rows.rows[0].n).toBe(4);
  });

  it("delivers mail committed through nginx exactly once while both outbox workers poll", async () => {
    const client: Client = { base: cluster.url, localAddress: randomLoopback() };
    const marker = randomBytes(4).toString("hex");
    // A burst, so both instances commit mail and both workers race for the same rows.
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        postContact(
          client,
          { name: "Rita", email: "rita@visitante.example", subject: `Cluster ${marker} ${i}`, message: "Olá" },
          `cluster-${marker}-${i}`,
        ),
      ),
    );
    expect(answers.map((x) => x.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const ids = answers.map((x) => String(x.body.id));
    const received = (id: string) => smtp.mails.filter((m) => m.headers["message-id"] === `<${id}@lead-portal>`).length;
    await expect.poll(() => ids.map(received), { timeout: 15_000 }).toEqual([1, 1, 1, 1, 1, 1]);

    // Both workers then finish at least one whole pass that started after delivery...
    const before = await Promise.all([a, b].map((i) => metric(i, "lead_mail_outbox_passes_total")));
    expect(before.every(Number.isFinite)).toBe(true);
    await expect
      .poll(
        async () =>
          (await Promise.all([a, b].map((i) => metric(i, "lead_mail_outbox_passes_total")))).map((n, i) => n - before[i]!),
        {
          timeout: 10_000,
          interval: POLL_MS,
        },
      )
      .toSatisfy((grown: number[]) => grown.every((g) => g >= 2));
    // ...and still each message arrived once, marked delivered after one attempt.
    expect(ids.map(received)).toEqual([1, 1, 1, 1, 1, 1]);
    const rows = await db.query(
      `select m.public_id, o.status, o.attempts, o.delivered_at is not null as stamped
         from mail_outbox o join contact_message m on m.id = o.message_id where m.public_id = any($1)`,
      [ids],
    );
    expect(rows.rows).toHaveLength(6);
    for (const row of rows.rows) expect(row).toMatchObject({ status: "delivered", attempts: 1, stamped: true });
    // Which instance delivered them is not fixed; that together they delivered these is.
    const delivered = await Promise.all([a, b].map((i) => metric(i, "lead_mail_delivered_total")));
    expect(delivered[0]! + delivered[1]!).toBeGreaterThanOrEqual(6);
  });

  it("counts one client's contact posts together on both instances: the 11th gets 429 in its language", async () => {
    const address = randomClient();
    const marker = randomBytes(4).toString("hex");
    const statuses: number[] = [];
    let limited: Answer | undefined;
    // The default limit (CONTACT_RATE_LIMIT 10/600): alternately to a and b, each alone below it.
    for (let i = 0; i < 11; i++) {
      const instance = i % 2 === 0 ? a : b;
      const answer = await postContact(
        { base: instance.url, forwardedFor: address, lang: "es" },
        { name: "Leo", email: "leo@visitante.example", subject: `Limite ${marker}`, message: String(i) },
      );
      statuses.push(answer.status);
      if (answer.status === 429) limited = answer;
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 429]);
    expect(limited!.body).toMatchObject({
      success: false,
      error: "rate_limited",
      message: contactRequestMessages.es.rate_limited,
    });
    expect(Number(limited!.headers["retry-after"])).toBeGreaterThan(0);
    const stored = await db.query("select count(*)::int as n from contact_message where subject = $1", [`Limite ${marker}`]);
    expect(stored.rows[0].n).toBe(10);
  });

  it("stops on SIGTERM after finishing a request in flight, while nginx serves from the other instance", async () => {
    // A chat guest on b: its socket must come back by itself once b is up again.
    const guestToken = String((await http(`${b.url}/ead2pcd/restapi/autenticacao`, { method: "POST" })).body.token);
    const guest = await open(b.url, guestToken);
    const reasons: string[] = [];
    guest.on("disconnect", (reason) => reasons.push(reason));
    const { token } = (await http(`${b.url}/api/contact/xsrf`)).body as { token: string };
    const marker = randomBytes(4).toString("hex");
    const body = JSON.stringify({ name: "Eva", email: "eva@visitante.example", subject: `Em voo ${marker}` });
    // A contact post whose body arrives in two halves, with the stop signal in between.
    let sent!: () => void;
    const headersSent = new Promise<void>((resolve) => (sent = resolve));
    const inFlight = new Promise<Answer>((resolve, reject) => {
      const req = request(
        `${b.url}/api/contact/`,
        {
          method: "POST",
          agent: false,
          headers: {
            "content-type": "application/json",
            "content-length": String(Buffer.byteLength(body)),
            "x-xsrf-token": token,
            cookie: `XSRF-TOKEN=${token}`,
            "x-forwarded-for": randomClient(),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: JSON.parse(text) as Record<string, unknown>,
              text,
            });
          });
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10), () => setTimeout(sent, 200));
      void headersSent.then(() => {
        b.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(10)), 300);
      });
    });
    const exited = new Promise<number | null>((resolve) => b.child.once("exit", (code) => resolve(code)));
    const started = Date.now();
    expect((await inFlight).status).toBe(201);
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000);
    const stored = await db.query("select count(*)::int as n from contact_message where subject = $1", [`Em voo ${marker}`]);
    expect(stored.rows[0].n).toBe(1);

    // Meanwhile the site answers through nginx (a, and b's failures moved to a).
    const pages = await Promise.all(Array.from({ length: 6 }, () => http(`${cluster.url}/portal?lang=pt`)));
    expect(pages.map((p) => p.status)).toEqual([200, 200, 200, 200, 200, 200]);

    await b.start();
    await expect.poll(async () => (await readyz(b)).status, { timeout: 10_000 }).toBe(200);
    // The connection was closed, not refused for good ("io server disconnect" would stop the
    // client's own reconnection): the guest is back and talks.
    await expect.poll(() => guest.connected, { timeout: 10_000 }).toBe(true);
    expect(reasons).toEqual(["transport close"]);
    const guestId = subjectOf(guestToken);
    const answered = next<ChatMessage>(guest, "message", (m) => m.sender === BOT_ID);
    guest.emit("message", say(guestId, option(1).phrasings.pt[0]!));
    expect((await answered).receiver).toBe(guestId);
  });

  it("reports not-ready on the instance whose database or Redis is cut, and ready again once restored", async () => {
    expect(await readyz(b)).toEqual({ status: 200, checks: { database: true, redis: true } });

    await pgProxy.cut();
    await expect.poll(() => readyz(b), { timeout: 10_000 }).toEqual({ status: 503, checks: { database: false, redis: true } });
    expect((await readyz(a)).status).toBe(200);
    await pgProxy.restore();
    await expect.poll(() => readyz(b), { timeout: 10_000 }).toEqual({ status: 200, checks: { database: true, redis: true } });
    // The pool recovered: b commits again.
    const after = await postContact(
      { base: b.url, forwardedFor: randomClient() },
      { name: "Ivo", email: "ivo@visitante.example", subject: "Depois da queda" },
    );
    expect(after.status).toBe(201);

    await redisProxy.cut();
    await expect.poll(() => readyz(b), { timeout: 10_000 }).toEqual({ status: 503, checks: { database: true, redis: false } });
    expect((await readyz(a)).status).toBe(200);
    await redisProxy.restore();
    await expect.poll(() => readyz(b), { timeout: 15_000 }).toEqual({ status: 200, checks: { database: true, redis: true } });

    // The chat adapter on b is subscribed again: a message asked on a reaches a tab on b.
    const token = String((await http(`${a.url}/ead2pcd/restapi/autenticacao`, { method: "POST" })).body.token);
    const guestId = subjectOf(token);
    const [onA, onB] = await Promise.all([open(a.url, token), open(b.url, token)]);
    await Promise.all([onA, onB].map((s) => s.emitWithAck("identify", { lastId: 0 })));
    await expect
      .poll(
        async () => {
          const seen = next<ChatMessage>(onB, "message_saved", () => true, 1500).catch(() => null);
          onA.emit("message", say(guestId, option(1).phrasings.pt[0]!));
          return (await seen)?.sender ?? null;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(guestId);
  });
});

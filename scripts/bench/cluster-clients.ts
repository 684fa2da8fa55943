/**
 * Clients for the cluster benchmarks (load.ts, faults.ts): plain HTTP over a keep-alive agent,
 * contact submissions that retry with their Idempotency-Key until acknowledged, chat guests that
 * count their reconnections, and a readiness sampler.
 */
import { randomUUID } from "node:crypto";
import { Agent, request } from "node:http";
import { io, type Socket } from "socket.io-client";
import { BOT_ID, CHAT_PATH, GUEST_TOKEN_PATH, type ChatMessage, visitorMessage } from "../../common/chat/protocol";

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** One HTTP exchange; a network failure is status 0 (the caller decides whether to retry). */
export function http(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(url, { method: options.method ?? "GET", headers: options.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", () => resolve({ status: 0, headers: {}, body: {} }));
      res.on("end", () => {
        let body: Record<string, unknown> = {};
        try {
          body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
        } catch {
          // not JSON
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.setTimeout(options.timeoutMs ?? 10_000, () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0, headers: {}, body: {} }));
    req.end(options.body);
  });
}

export async function xsrfToken(base: string): Promise<string> {
  for (;;) {
    const answer = await http(`${base}/api/contact/xsrf`);
    if (answer.status === 200) return String(answer.body.token);
    await sleep(100);
  }
}

export interface Submission {
  key: string;
  subject: string;
  acked: boolean;
  attempts: number;
  /** The acknowledgement was a replay of an earlier commit (its first answer was lost). */
  replayed: boolean;
  /** Milliseconds from the first attempt to the acknowledgement. */
  ms: number;
  /** How many answers of each status the attempts got (0: no answer). */
  statuses: Record<number, number>;
}

/**
 * Posts one contact message and retries it with the same Idempotency-Key until it is
 * acknowledged (201) or the deadline passes. Any other answer, or none, means "try again".
 */
export async function submitUntilAcked(
  base: string,
  token: string,
  subject: string,
  options: { deadlineMs?: number; headers?: Record<string, string> } = {},
): Promise<Submission> {
  const key = `bench-${randomUUID()}`;
  const started = performance.now();
  const result: Submission = { key, subject, acked: false, attempts: 0, replayed: false, ms: 0, statuses: {} };
  const body = JSON.stringify({ name: "Carga", email: "carga@visitante.example", subject, message: "benchmark" });
  while (performance.now() - started < (options.deadlineMs ?? 60_000)) {
    result.attempts++;
    const answer = await http(`${base}/api/contact/`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-xsrf-token": token,
        cookie: `XSRF-TOKEN=${token}`,
        "idempotency-key": key,
        ...options.headers,
      },
      body,
    });
    result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
    if (answer.status === 201) {
      result.acked = true;
      result.replayed = answer.headers["idempotent-replayed"] === "true";
      break;
    }
    await sleep(50 + Math.random() * 150);
  }
  result.ms = performance.now() - started;
  return result;
}

export interface Guest {
  socket: Socket;
  guestId: string;
  connects: number;
  disconnects: number;
}

/** Chat guests through the given base (nginx), WebSocket transport, reconnecting on their own. */
export async function openGuests(base: string, count: number): Promise<Guest[]> {
  const guests: Guest[] = [];
  for (let i = 0; i < count; i++) {
    let token = "";
    for (let tries = 0; !token && tries < 50; tries++) {
      const answer = await http(`${base}${GUEST_TOKEN_PATH}`, { method: "POST" });
      if (answer.status === 200) token = String(answer.body.token);
      else await sleep(100);
    }
    if (!token) throw new Error("no guest token");
    const guestId = (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8")) as { sub: string }).sub;
    const socket = io(base, {
      path: CHAT_PATH,
      transports: ["websocket"],
      auth: { token },
      reconnectionDelay: 200,
      reconnectionDelayMax: 1000,
      forceNew: true,
    });
    const guest: Guest = { socket, guestId, connects: 0, disconnects: 0 };
    socket.on("connect", () => {
      guest.connects++;
      socket.emit("identify", { lastId: 0 });
    });
    socket.on("disconnect", () => guest.disconnects++);
    guests.push(guest);
  }
  await Promise.all(
    guests.map((g) =>
      g.socket.connected ? undefined : new Promise<void>((resolve) => g.socket.once("connect", () => resolve())),
    ),
  );
  return guests;
}

/** Asks Stuart once; true when the answer arrives within the time given (retrying while it does not). */
export async function chatRoundTrip(guest: Guest, timeoutMs = 15_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!guest.socket.connected) {
      await sleep(100);
      continue;
    }
    const answered = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        guest.socket.off("message", onMessage);
        resolve(false);
      }, 3000);
      const onMessage = (m: ChatMessage) => {
        if (m.sender !== BOT_ID || m.replayed) return;
        clearTimeout(timer);
        guest.socket.off("message", onMessage);
        resolve(true);
      };
      guest.socket.on("message", onMessage);
    });
    guest.socket.emit("message", { ...visitorMessage(guest.guestId, "Onde fica o Lead?"), clientId: randomUUID() });
    if (await answered) return true;
  }
  return false;
}

export interface ReadinessLog {
  /** [time in ms since start, ready?] at each change, per instance name. */
  changes: Map<string, Array<[number, boolean]>>;
  stop(): void;
  /** First time at or after `since` when the instance was in the state; NaN if never. */
  firstAt(name: string, ready: boolean, since: number): number;
}

/** Samples /readyz of each instance every `everyMs` and keeps the changes. */
export function sampleReadiness(instances: Array<{ name: string; url: string }>, t0: number, everyMs = 100): ReadinessLog {
  const changes = new Map<string, Array<[number, boolean]>>(instances.map((i) => [i.name, []]));
  let running = true;
  void (async () => {
    while (running) {
      await Promise.all(
        instances.map(async (i) => {
          const ready = (await http(`${i.url}/readyz`, { timeoutMs: 3000 })).status === 200;
          const list = changes.get(i.name)!;
          if (!list.length || list[list.length - 1]![1] !== ready) list.push([performance.now() - t0, ready]);
        }),
      );
      await sleep(everyMs);
    }
  })();
  return {
    changes,
    stop: () => {
      running = false;
    },
    firstAt(name, ready, since) {
      const list = changes.get(name) ?? [];
      // The state may already hold at `since` (entered before it).
      let state: boolean | undefined;
      for (const [t, r] of list) {
        if (t <= since) state = r;
        else {
          if (state === ready) return since;
          if (r === ready) return t;
          state = r;
        }
      }
      return state === ready ? since : Number.NaN;
    },
  };
}

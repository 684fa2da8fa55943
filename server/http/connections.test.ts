/**
 * Connection limits on a real HTTP server over loopback, with small limits so each is reached
 * quickly: the ceiling's 503, Node's 408 for slow headers, the body rate's 408 in the visitor's
 * language, and one log line per interval with the counts.
 */
import { createServer, type Server } from "node:http";
import { connect, type Socket } from "node:net";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Logger } from "../log";
import {
  busyMessage,
  SWEEP_BATCH,
  BODY_SWEEP_BATCH,
  connectionCeiling,
  DEFAULT_CONNECTION_LIMITS,
  descriptorLimit,
  guardConnections,
  RESERVED_DESCRIPTORS,
  type ConnectionLimits,
} from "./connections";

interface Line {
  msg: string;
  fields?: Record<string, unknown>;
}

function capturingLog(lines: Line[]): Logger {
  const log: Logger = {
    debug: () => undefined,
    info: () => undefined,
    warn: (msg, fields) => void lines.push({ msg, fields }),
    error: (msg, fields) => void lines.push({ msg, fields }),
    child: () => log,
  };
  return log;
}

const running: Array<{ server: Server; sockets: Socket[]; stop(): void }> = [];
afterEach(async () => {
  for (const r of running.splice(0)) {
    r.sockets.forEach((s) => s.destroy());
    r.stop();
    r.server.closeAllConnections();
    await new Promise((resolve) => r.server.close(resolve));
  }
});

async function start(limits: Partial<ConnectionLimits>, now?: () => number) {
  const lines: Line[] = [];
  const seen = { requests: 0 };
  const server = createServer((req, res) => {
    seen.requests++;
    // Reads the whole body, then answers with its size.
    let size = 0;
    req.on("data", (c: Buffer) => (size += c.length));
    req.on("end", () => res.end(`ok ${size}`));
    // The server waits before reading the rest (as an application waits for a free PDF check).
    if (req.url === "/waits") {
      req.pause();
      setTimeout(() => req.resume(), 1_000);
    }
  });
  const guard = guardConnections(
    server,
    { ...DEFAULT_CONNECTION_LIMITS, maxConnections: 1000, logIntervalMs: 200, ...limits },
    { log: capturingLog(lines), now },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  const sockets: Socket[] = [];
  running.push({ server, sockets, stop: guard.stop });
  /** A connection that sends `text` and collects what comes back until the server closes it. */
  const open = (text = "") => {
    const socket = connect(port, "127.0.0.1");
    sockets.push(socket);
    let received = "";
    socket.on("data", (c: Buffer) => (received += c.toString()));
    socket.on("error", () => undefined);
    const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    const closed = new Promise<string>((resolve) => socket.once("close", () => resolve(received)));
    if (text) socket.write(text);
    return { socket, connected, closed, received: () => received };
  };
  return { server, port, guard, lines, open, seen };
}

describe("connection limits", () => {
  it("answers the connection over the ceiling with 503, Retry-After and a message, and counts it", async () => {
    const site = await start({ maxConnections: 3, evictWaitingAfterMs: 60_000 });
    const held = [site.open(), site.open(), site.open()];
    await Promise.all(held.map((h) => h.connected));
    await expect.poll(() => site.guard.counts().open).toBe(3);
    const refused = await site.open("GET / HTTP/1.1\r\nHost: x\r\n\r\n").closed;
    expect(refused).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(refused).toContain("Retry-After: 5\r\n");
    expect(refused).toContain("Connection: close\r\n");
    expect(refused.endsWith(busyMessage)).toBe(true);
    expect(site.guard.counts()).toMatchObject({ open: 3, refusedAtCeiling: 1 });
    // One closes: the next is served.
    held[0]!.socket.destroy();
    await expect.poll(() => site.guard.counts().open).toBe(2);
    const served = await fetch(`http://127.0.0.1:${site.port}/`, { headers: { connection: "close" } });
    expect(await served.text()).toBe("ok 0");
  });

  it("at the ceiling, makes room by closing the connection that has waited longest for its headers", async () => {
    let clock = 0;
    const site = await start({ maxConnections: 2, evictWaitingAfterMs: 1_000 }, () => clock);
    const stalled = site.open("GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ");
    await stalled.connected;
    await expect.poll(() => site.guard.counts().open).toBe(1);
    clock = 500;
    const fresher = site.open();
    await fresher.connected;
    await expect.poll(() => site.guard.counts().open).toBe(2);
    clock = 1_200;
    // The first has waited 1.2 s: it goes; the second (0.7 s) stays; the visitor is served.
    const visitor = await site.open("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").closed;
    expect(visitor).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*ok 0$/);
    expect(await stalled.closed).toBe("");
    expect(fresher.socket.destroyed).toBe(false);
    expect(site.guard.counts()).toMatchObject({ evicted: 1, refusedAtCeiling: 0 });
    // Nobody waiting past the bound now: the next is refused.
    const another = site.open();
    await another.connected;
    const refused = await site.open("GET / HTTP/1.1\r\nHost: x\r\n\r\n").closed;
    expect(refused).toMatch(/^HTTP\/1\.1 503 /);
  });

  it("sums a flood up in one log line per interval, with the counts", async () => {
    // An interval longer than the flood takes to send, even on a busy machine.
    const site = await start({ maxConnections: 2, evictWaitingAfterMs: 60_000, logIntervalMs: 3_000 });
    const held = [site.open(), site.open()];
    await Promise.all(held.map((h) => h.connected));
    await expect.poll(() => site.guard.counts().open).toBe(2);
    const flood = Array.from({ length: 60 }, () => site.open("GET / HTTP/1.1\r\nHost: x\r\n\r\n"));
    const answers = await Promise.all(flood.map((f) => f.closed));
    expect(answers.every((a) => a.startsWith("HTTP/1.1 503 "))).toBe(true);
    await expect.poll(() => site.lines.length, { timeout: 10_000 }).toBe(1);
    expect(site.lines[0]).toEqual({
      msg: "connections refused",
      fields: {
        refusedAtCeiling: 60,
        evicted: 0,
        acceptFailed: 0,
        headersTimedOut: 0,
        slowBodies: 0,
        open: 2,
        ceiling: 2,
        intervalS: 3,
      },
    });
  });

  it("answers headers that do not arrive in time with a 408 and a message, and counts it", async () => {
    const site = await start({ headersTimeoutMs: 300 });
    const answer = await site.open("GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ").closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toContain("The request's headers did not arrive in time.");
    expect(site.guard.counts().headersTimedOut).toBe(1);
    await expect.poll(() => site.lines.map((l) => l.fields?.headersTimedOut)).toEqual([1]);
  });

  it("answers every expired connection of a flood, in batches, oldest first, sparing the fresh", async () => {
    let clock = 0;
    const site = await start({ headersTimeoutMs: 1_000 }, () => clock);
    const flood = Array.from({ length: 2 * SWEEP_BATCH + 50 }, () => site.open("GET / HTTP/1.1\r\nHost: x\r\nX-Slow: "));
    await Promise.all(flood.map((f) => f.connected));
    await expect.poll(() => site.guard.counts().open).toBe(flood.length);
    clock = 600;
    const fresh = site.open("GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ");
    await fresh.connected;
    await expect.poll(() => site.guard.counts().open).toBe(flood.length + 1);
    clock = 1_100;
    const answers = await Promise.all(flood.map((f) => f.closed));
    expect(answers.every((a) => a.startsWith("HTTP/1.1 408 Request Timeout\r\n"))).toBe(true);
    expect(site.guard.counts().headersTimedOut).toBe(flood.length);
    // 500 ms old at the sweep: it stays.
    expect(fresh.socket.destroyed).toBe(false);
  });

  it("answers a body that trickles below the minimum rate with 408 in the visitor's language", async () => {
    const site = await start({ minBodyBytesPerSecond: 10_000, bodyRateWindowMs: 300 });
    const slow = site.open(
      "POST /?lang=es HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\n" + "a".repeat(10),
    );
    const answer = await slow.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toContain("El cuerpo de la solicitud llegó demasiado despacio");
    expect(site.guard.counts().slowBodies).toBe(1);
  });

  it("answers every body of a crowd that trickles together, none lost between the turns it is answered over", async () => {
    let clock = 0;
    const site = await start({ minBodyBytesPerSecond: 10_000, bodyRateWindowMs: 300 }, () => clock);
    const crowd = Array.from({ length: 2 * BODY_SWEEP_BATCH + 5 }, () =>
      site.open("POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\n" + "a".repeat(10)),
    );
    await Promise.all(crowd.map((c) => c.connected));
    await expect.poll(() => site.seen.requests).toBe(crowd.length);
    // Every body judged at the same tick: found slow together, answered over three turns.
    clock = 1_000;
    const answers = await Promise.all(crowd.map((c) => c.closed));
    expect(answers.filter((a) => a.startsWith("HTTP/1.1 408 Request Timeout\r\n"))).toHaveLength(crowd.length);
    expect(site.guard.counts().slowBodies).toBe(crowd.length);
  });

  it("lets a body that arrives at a normal pace through", async () => {
    const site = await start({ minBodyBytesPerSecond: 10_000, bodyRateWindowMs: 300 });
    const response = await fetch(`http://127.0.0.1:${site.port}/`, { method: "POST", body: "b".repeat(500_000) });
    expect(await response.text()).toBe("ok 500000");
    expect(site.guard.counts().slowBodies).toBe(0);
  });

  it("does not take the server's own pause for a slow client: a body the handler stopped reading for a while goes through", async () => {
    const site = await start({ minBodyBytesPerSecond: 10_000, bodyRateWindowMs: 300 });
    const response = await fetch(`http://127.0.0.1:${site.port}/waits`, { method: "POST", body: "c".repeat(4_000_000) });
    expect(await response.text()).toBe("ok 4000000");
    expect(site.guard.counts().slowBodies).toBe(0);
  });

  it("sets Node's own timeouts: headers, whole request, idle keep-alive", async () => {
    const site = await start({});
    // Node's own headers check is the backstop, at twice the bound this module enforces.
    expect(site.server.headersTimeout).toBe(20_000);
    expect(site.server.keepAliveTimeout).toBe(5_000);
    expect(site.server.requestTimeout).toBe(300_000);
  });
});

describe("the ceiling's value", () => {
  it("reads the soft descriptor limit", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "limits-"));
    const file = path.join(dir, "limits");
    writeFileSync(
      file,
      "Limit                     Soft Limit           Hard Limit           Units\nMax open files            1024                 524288               files\n",
    );
    expect(descriptorLimit(file)).toBe(1024);
    expect(descriptorLimit(path.join(dir, "missing"))).toBeNull();
  });

  it("stays below what the descriptor limit leaves, configured or not", () => {
    expect(connectionCeiling(undefined, 20_000)).toEqual({
      ceiling: Math.floor((20_000 - RESERVED_DESCRIPTORS) * 0.8),
      clamped: false,
    });
    expect(connectionCeiling(500, 20_000)).toEqual({ ceiling: 500, clamped: false });
    expect(connectionCeiling(50_000, 20_000)).toEqual({ ceiling: 20_000 - RESERVED_DESCRIPTORS, clamped: true });
    expect(connectionCeiling(undefined, null)).toEqual({ ceiling: 4096, clamped: false });
  });
});

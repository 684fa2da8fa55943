/**
 * `npm run bench:chat`: how many concurrent guests one chat instance holds, and how fast Stuart
 * answers them. Loopback only, bounded in guests and time.
 *
 * - Starts one instance in a child process (scripts/bench/chat-server.ts: real services, SQLite,
 *   or PostgreSQL with BENCH_DATABASE=postgres).
 * - Connects BENCH_GUESTS guests (default 1000, at most 5000) with socket.io-client, polling
 *   first then the WebSocket upgrade, as browsers do (BENCH_TRANSPORTS=websocket skips polling),
 *   BENCH_RAMP per second (default 100).
 *   Guest tokens are signed here with the instance's secret (the HTTP token endpoint is
 *   rate-limited per address, and every guest would come from 127.0.0.1).
 * - For BENCH_SECONDS (default 30, at most 120) every guest asks a question every 4-8 s (under
 *   the per-guest limit): options, free text with typos in three languages, unmatched text.
 * - Prints how many guests stayed connected, the answers received, and the reply time p50/p90/
 *   p99/max, measured twice: by the server (message received → answer stored and emitted) and by
 *   the clients (emit → answer received, over loopback). Neither includes the widget's typing
 *   delay, which is client-side presentation.
 */
import { fork } from "node:child_process";
import { monitorEventLoopDelay } from "node:perf_hooks";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { io, type Socket } from "socket.io-client";
import { APPLICATION, BOT_ID, CHAT_PATH, type ChatMessage } from "../../common/chat/protocol";
import { createGuestTokens } from "../../server/chat/tokens";

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const GUESTS = clamp(Number(process.env.BENCH_GUESTS ?? 1000), 1, 5000);
const SECONDS = clamp(Number(process.env.BENCH_SECONDS ?? 30), 5, 120);
const RAMP = clamp(Number(process.env.BENCH_RAMP ?? 100), 10, 2000);
const SECRET = "bench-secret-bench-secret-bench-secret-01";
/** "polling,websocket" (as browsers: polling first, then the upgrade) or "websocket". */
const TRANSPORTS = (process.env.BENCH_TRANSPORTS ?? "polling,websocket").split(",") as Array<"polling" | "websocket">;

const questions: Array<[string, string]> = [
  ["pt", "O que é o Lead?"],
  ["pt", "cmo me candidto a uma vaga"],
  ["pt", "Vcs tem plano de saúde?"],
  ["pt", "qual a capital da frança?"],
  ["en", "how do i aplly for a job"],
  ["en", "wher is lead locatd"],
  ["en", "Which courses do you offer?"],
  ["es", "¿cuales son los benefisios?"],
  ["es", "donde qeda lead"],
  ["es", "quiero hacer un curzo"],
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const ms = (v: number) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : "n/a");
const sleep = (t: number) => new Promise((resolve) => setTimeout(resolve, t));

async function main() {
  const child = fork(path.join(import.meta.dirname, "chat-server.ts"), [], {
    // tsx resolved from here, so the benchmark runs from any working directory.
    execArgv: ["--import", import.meta.resolve("tsx"), "--expose-gc"],
    env: { ...process.env, BENCH_SECRET: SECRET },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const { url, database } = await new Promise<{ url: string; database: string }>((resolve, reject) => {
    child.once("message", (m: { type: string; url: string; database: string }) =>
      m.type === "ready" ? resolve(m) : reject(new Error("bad start")),
    );
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const stats = () =>
    new Promise<{
      rssBytes: number;
      heapBytes: number;
      sockets: number;
      replyTimes: number[];
      cpuMs: number;
      loopP99Ms: number;
      loopMaxMs: number;
    }>((resolve) => {
      const listener = (m: { type: string }) => {
        if (m.type !== "stats") return;
        child.off("message", listener);
        resolve(m as never);
      };
      child.on("message", listener);
      child.send({ type: "stats" });
    });
  const idle = await stats();
  const clientLoop = monitorEventLoopDelay({ resolution: 10 });
  clientLoop.enable();

  console.log(
    `bench:chat — ${GUESTS} guests (${TRANSPORTS.join(" → ")}), ramp ${RAMP}/s, ${SECONDS} s of questions, against ${url} (${database})`,
  );
  const tokens = createGuestTokens(SECRET);
  const sockets: Array<{ socket: Socket; guestId: string }> = [];
  let connectFailures = 0;
  let disconnects = 0;
  let sent = 0;
  let answered = 0;
  let refused = 0;
  const clientTimes: number[] = [];
  const pending = new Map<string, number>();

  // Ramp up, bounded: whoever has not connected by the deadline counts as a failure.
  const rampStart = performance.now();
  const rampDeadline = rampStart + (GUESTS / RAMP) * 1000 + 60_000;
  const connectTimes: number[] = [];
  const progress = setInterval(() => {
    console.log(
      `  … ${sockets.length} connected, ${connectFailures} failed after ${((performance.now() - rampStart) / 1000).toFixed(0)} s`,
    );
  }, 10_000);
  await Promise.all(
    Array.from({ length: GUESTS }, async (_, i) => {
      await sleep((i / RAMP) * 1000);
      const guestId = randomUUID();
      const token = await tokens.issue(guestId);
      const started = performance.now();
      const socket = io(url, {
        path: CHAT_PATH,
        transports: TRANSPORTS,
        extraHeaders: { Authorization: `Bearer ${token}` },
        reconnection: false,
        forceNew: true,
        timeout: 20_000,
      });
      socket.on("message", (m: ChatMessage) => {
        if (m.sender !== BOT_ID) return;
        const at = pending.get(`${guestId}`);
        if (at !== undefined) {
          clientTimes.push(performance.now() - at);
          pending.delete(`${guestId}`);
          answered++;
        }
      });
      socket.on("disconnect", () => disconnects++);
      await new Promise<void>((resolve) => {
        const giveUp = setTimeout(
          () => {
            connectFailures++;
            socket.close();
            resolve();
          },
          Math.max(rampDeadline - performance.now(), 0),
        );
        socket.once("connect", () => {
          clearTimeout(giveUp);
          connectTimes.push(performance.now() - started);
          resolve();
        });
        socket.once("connect_error", () => {
          clearTimeout(giveUp);
          connectFailures++;
          resolve();
        });
      });
      if (socket.connected) {
        await socket
          .timeout(20_000)
          .emitWithAck("identify", { lastId: 0 })
          .catch(() => {});
        sockets.push({ socket, guestId });
      }
    }),
  );
  clearInterval(progress);
  const rampSeconds = (performance.now() - rampStart) / 1000;
  const afterRamp = await stats();
  console.log(
    `connected ${sockets.length}/${GUESTS} in ${rampSeconds.toFixed(1)} s (failures ${connectFailures}); ` +
      `connect p50 ${ms(
        percentile(
          [...connectTimes].sort((a, b) => a - b),
          50,
        ),
      )}, p99 ${ms(
        percentile(
          [...connectTimes].sort((a, b) => a - b),
          99,
        ),
      )}`,
  );

  // Steady state: questions at 4-8 s intervals per guest.
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    sockets.map(async ({ socket, guestId }, i) => {
      await sleep(Math.random() * 4000);
      while (performance.now() < end && socket.connected) {
        if (!pending.has(guestId)) {
          const [lang, text] = questions[(i + sent) % questions.length]!;
          pending.set(guestId, performance.now());
          sent++;
          socket
            .timeout(20_000)
            .emitWithAck("message", {
              message: text,
              sender: guestId,
              receiver: BOT_ID,
              type: "text",
              senderLang: lang,
              languageCode: lang,
              application: APPLICATION,
              clientId: randomUUID(),
            })
            .then((ack: { ok: boolean }) => {
              if (!ack.ok) {
                refused++;
                pending.delete(guestId);
              }
            })
            .catch(() => pending.delete(guestId));
        }
        await sleep(4000 + Math.random() * 4000);
      }
    }),
  );
  // Let the last answers arrive.
  const drainUntil = performance.now() + 10_000;
  while (pending.size && performance.now() < drainUntil) await sleep(100);

  const final = await stats();
  const held = sockets.filter((s) => s.socket.connected).length;
  const server = [...afterRamp.replyTimes, ...final.replyTimes].sort((a, b) => a - b);
  const client = [...clientTimes].sort((a, b) => a - b);
  console.log(`held ${held}/${GUESTS} guests to the end (server counts ${final.sockets} sockets; disconnects ${disconnects})`);
  console.log(
    `questions ${sent}, answers ${answered}, refused ${refused}, unanswered ${pending.size}; ${(answered / SECONDS).toFixed(1)} answers/s`,
  );
  console.log(
    `reply time, server (received → answer stored and emitted): p50 ${ms(percentile(server, 50))}, p90 ${ms(percentile(server, 90))}, ` +
      `p99 ${ms(percentile(server, 99))}, max ${ms(server.at(-1) ?? NaN)}`,
  );
  console.log(
    `reply time, clients (emit → answer received, loopback): p50 ${ms(percentile(client, 50))}, p90 ${ms(percentile(client, 90))}, ` +
      `p99 ${ms(percentile(client, 99))}, max ${ms(client.at(-1) ?? NaN)}`,
  );
  console.log(
    `event-loop delay p99: server ${ms(final.loopP99Ms)} (max ${ms(final.loopMaxMs)}), bench clients ${ms(clientLoop.percentile(99) / 1e6)}; ` +
      `machine load average ${(await import("node:os")).loadavg()[0]!.toFixed(1)} on ${(await import("node:os")).availableParallelism()} CPUs`,
  );
  const steadyCpu = final.cpuMs - afterRamp.cpuMs;
  console.log(
    `server CPU: ${((afterRamp.cpuMs - idle.cpuMs) / Math.max(sockets.length, 1)).toFixed(2)} ms per connection (handshake, upgrade, identify); ` +
      `${(steadyCpu / Math.max(answered, 1)).toFixed(2)} ms per question answered (both messages stored, bot, emits, heartbeats) ` +
      `→ about ${Math.floor(1000 / Math.max(steadyCpu / Math.max(answered, 1), 0.001))} answers/s per core`,
  );
  const mb = (b: number) => `${(b / 1048576).toFixed(0)} MB`;
  console.log(
    `server memory: ${mb(final.rssBytes)} RSS with ${held} guests; JS heap after GC ${mb(idle.heapBytes)} idle → ${mb(final.heapBytes)} ` +
      `(~${((final.heapBytes - idle.heapBytes) / Math.max(held, 1) / 1024).toFixed(1)} KB per guest)`,
  );

  sockets.forEach((s) => s.socket.disconnect());
  child.send({ type: "stop" });
  await new Promise((resolve) => child.once("exit", resolve));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

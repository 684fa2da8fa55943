/**
 * The instance under test for `npm run bench:chat`: the real services, HTTP app and chat in a
 * process of its own, on SQLite in a temporary folder, or with BENCH_DATABASE=postgres on a
 * temporary database at 127.0.0.1:5432 (dropped afterwards). It reports, over IPC, its address,
 * then on request its memory, CPU, event-loop delay and the server-side reply times it measured.
 */
import { randomBytes } from "node:crypto";
import { monitorEventLoopDelay } from "node:perf_hooks";
import pg from "pg";
import { startChatServer } from "../../server/chat/test-support";

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();

const ADMIN = "postgres://postgres@127.0.0.1:5432/postgres";
let dropDatabase = async () => {};
const env: Record<string, string> = {
  APP_SECRET: process.env.BENCH_SECRET ?? "bench-secret-bench-secret-bench-secret-01",
  LOG_LEVEL: "warn",
};
if (process.env.BENCH_DATABASE === "postgres") {
  const name = `lead_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  env.DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${name}`;
  dropDatabase = async () => {
    const drop = new pg.Client({ connectionString: ADMIN });
    await drop.connect();
    await drop.query(`drop database if exists ${name} with (force)`);
    await drop.end();
  };
}

const replyTimes: number[] = [];
const server = await startChatServer({ env, onReplyTimed: (ms) => replyTimes.push(ms), backlog: 4096 });
process.send?.({ type: "ready", url: server.url, database: server.services.database.engine });

process.on("message", (message: { type: string }) => {
  if (message.type === "stats") {
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({
      type: "stats",
      rssBytes: process.memoryUsage().rss,
      heapBytes: process.memoryUsage().heapUsed,
      sockets: server.chat.io.engine.clientsCount,
      replyTimes: replyTimes.splice(0),
      cpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
      loopP99Ms: loop.percentile(99) / 1e6,
      loopMaxMs: loop.max / 1e6,
    });
    loop.reset();
  }
  if (message.type === "stop") {
    void server
      .stop()
      .then(dropDatabase)
      .then(() => process.exit(0));
  }
});

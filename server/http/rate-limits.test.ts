import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../log";
import { createRateLimiter, OVERFLOW_KEY, parseRateLimit } from "./rate-limits";

const log = createLogger("silent");
const unique = () => `t${Math.random().toString(36).slice(2)}`;

async function redisOrNull(): Promise<Redis | null> {
  const redis = new Redis("redis://127.0.0.1:6379", { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on("error", () => undefined);
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch {
    redis.disconnect();
    return null;
  }
}

const redis = await redisOrNull();
if (!redis) console.log("Redis at 127.0.0.1:6379 is not reachable: the shared rate-limit tests are skipped.");
afterAll(() => redis?.disconnect());

const rule = { points: 3, durationSeconds: 60 };

describe("rate limiter in memory", () => {
  it("allows N per window per key, then refuses with the seconds to wait", async () => {
    const limiter = createRateLimiter({ name: unique(), rule, log });
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.consume("1.2.3.4"));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(verdicts[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.consume("5.6.7.8")).allowed).toBe(true);
  });

  it("keeps at most maxKeys keys: a flood of made-up keys shares one bucket, known keys keep theirs", async () => {
    const limiter = createRateLimiter({ name: unique(), rule: { points: 5, durationSeconds: 60 }, log, maxKeys: 100 });
    expect((await limiter.consume("regular")).allowed).toBe(true);
    const verdicts = [];
    for (let i = 0; i < 10_000; i++) verdicts.push(await limiter.consume(`made-up-${i}`));
    // 99 newcomers got their own buckets; the rest share the overflow bucket of 5.
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(99 + 5);
    expect((await limiter.consume("regular")).allowed).toBe(true);
    expect((await limiter.consume(OVERFLOW_KEY)).allowed).toBe(false);
  });
});

describe.skipIf(!redis)("rate limiter on Redis (shared by instances)", () => {
  it("counts across two limiters on the same Redis, as two instances would", async () => {
    const name = unique();
    const a = createRateLimiter({ name, rule: { points: 2, durationSeconds: 60 }, redis, log });
    const b = createRateLimiter({ name, rule: { points: 2, durationSeconds: 60 }, redis, log });
    const verdicts = [await a.consume("ip"), await b.consume("ip"), await a.consume("ip")];
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, false]);
    expect(verdicts[2]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(Number(await redis!.exists(`lead:rl:${name}:ip`))).toBe(1);
  });
});

describe("rate limiter when Redis is down", () => {
  it("falls back to counting in this instance's memory: neither open to all nor closed to all", async () => {
    const down = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    down.on("error", () => undefined);
    const limiter = createRateLimiter({ name: unique(), rule, redis: down, log });
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limiter.consume("1.2.3.4"));
    expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
    down.disconnect();
  });
});

describe("parseRateLimit", () => {
  it("reads requests/seconds and refuses anything else", () => {
    expect(parseRateLimit("10/600")).toEqual({ points: 10, durationSeconds: 600 });
    expect(() => parseRateLimit("ten")).toThrow(/10\/600/);
  });
});

import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../log";
import { createMemoryRateLimiter, createRedisRateLimiter, parseRateLimit, type RateLimiter } from "./rate-limit";

const log = createLogger("silent");

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
if (!redis) console.log("Redis at 127.0.0.1:6379 is not reachable: the shared rate-limit test is skipped.");
afterAll(() => redis?.disconnect());

function checks(make: (now: () => number, prefix: string) => RateLimiter) {
  it("allows N requests per window per key, then refuses until the window resets", async () => {
    let t = 1_000_000_000_000;
    const limiter = make(() => t, `t${Math.random().toString(36).slice(2)}`);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.consume("1.2.3.4"));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfter).toBeGreaterThan(0);
    expect((await limiter.consume("5.6.7.8")).allowed).toBe(true);
    t += 61_000;
    expect((await limiter.consume("1.2.3.4")).allowed).toBe(true);
  });
}

describe("memory rate limiter", () => {
  checks((now, prefix) => createMemoryRateLimiter({ points: 3, windowMs: 60_000, prefix, now }));
});

describe.skipIf(!redis)("Redis rate limiter (shared by instances)", () => {
  checks((now, prefix) => createRedisRateLimiter(redis!, { points: 3, windowMs: 60_000, prefix, now, log }));

  it("counts across two limiters on the same Redis (two instances)", async () => {
    const prefix = `shared${Math.random().toString(36).slice(2)}`;
    const now = () => 2_000_000_000_000;
    const a = createRedisRateLimiter(redis!, { points: 2, windowMs: 60_000, prefix, now, log });
    const b = createRedisRateLimiter(redis!, { points: 2, windowMs: 60_000, prefix, now, log });
    expect([(await a.consume("ip")).allowed, (await b.consume("ip")).allowed, (await a.consume("ip")).allowed]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe("parseRateLimit", () => {
  it("reads N/seconds", () => {
    expect(parseRateLimit("10/600")).toEqual({ points: 10, windowMs: 600_000 });
    expect(() => parseRateLimit("ten")).toThrow();
  });
});

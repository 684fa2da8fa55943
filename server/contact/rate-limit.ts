/**
 * Fixed-window rate limits per key (a client address): in memory for one instance, or shared
 * through Redis when REDIS_URL is set, behind one interface. Redis errors let requests through
 * (logged): a contact form that refuses everyone because a cache is down would be worse.
 */
import type { Redis } from "ioredis";
import type { Logger } from "../log";

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

export interface RateLimiter {
  consume(key: string): Promise<RateLimitResult>;
}

export interface RateLimitOptions {
  /** How many requests a key may make per window. */
  points: number;
  windowMs: number;
  /** Separates limiters sharing one store. */
  prefix: string;
  now?: () => number;
}

export function createMemoryRateLimiter(options: RateLimitOptions): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async consume(key) {
      const t = now();
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + options.windowMs };
        windows.set(key, w);
      }
      w.count++;
      return {
        allowed: w.count <= options.points,
        remaining: Math.max(0, options.points - w.count),
        retryAfter: Math.max(1, Math.ceil((w.resetAt - t) / 1000)),
      };
    },
  };
}

export function createRedisRateLimiter(redis: Redis, options: RateLimitOptions & { log: Logger }): RateLimiter {
  const now = options.now ?? Date.now;
  return {
    async consume(key) {
      const t = now();
      const window = Math.floor(t / options.windowMs);
      const redisKey = `rl:${options.prefix}:${key}:${window}`;
      const resetAt = (window + 1) * options.windowMs;
      try {
        const results = await redis
          .multi()
          .incr(redisKey)
          .pexpire(redisKey, options.windowMs + 1000)
          .exec();
        const count = Number(results?.[0]?.[1] ?? 0);
        return {
          allowed: count <= options.points,
          remaining: Math.max(0, options.points - count),
          retryAfter: Math.max(1, Math.ceil((resetAt - t) / 1000)),
        };
      } catch (error) {
        options.log.warn("rate limit store unavailable; request allowed", { error });
        return { allowed: true, remaining: options.points, retryAfter: 0 };
      }
    },
  };
}

/** "10/600" → 10 requests per 600 seconds. */
export function parseRateLimit(value: string): { points: number; windowMs: number } {
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  if (!match) throw new Error(`rate limit must look like 10/600 (requests/seconds), got ${value}`);
  return { points: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

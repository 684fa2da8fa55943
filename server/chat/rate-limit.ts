/**
 * Fixed-window rate limits: in memory for one instance, or in Redis so that every instance
 * counts the same guest together.
 */
import type { Redis } from "ioredis";

export interface RateLimiter {
  /** Counts one event for the key; `ok` false when the key is over its limit. */
  consume(key: string): Promise<{ ok: boolean; retryAfterMs: number }>;
  close(): void;
}

export interface RateLimitOptions {
  /** Events allowed per window. */
  points: number;
  windowMs: number;
  /** With Redis, the key prefix (e.g. "lead:chat:rl:message:"). */
  prefix?: string;
  redis?: Redis;
}

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  return options.redis ? redisLimiter(options, options.redis) : memoryLimiter(options);
}

function memoryLimiter({ points, windowMs }: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, w] of windows) if (w.resetAt <= now) windows.delete(key);
  }, windowMs);
  sweep.unref();
  return {
    async consume(key) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count++;
      return { ok: w.count <= points, retryAfterMs: w.count <= points ? 0 : w.resetAt - now };
    },
    close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

function redisLimiter({ points, windowMs, prefix = "lead:rl:" }: RateLimitOptions, redis: Redis): RateLimiter {
  return {
    async consume(key) {
      const k = prefix + key;
      // INCR, and start the window on the first event (NX keeps an existing expiry).
      const result = await redis.multi().incr(k).pexpire(k, windowMs, "NX").pttl(k).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { ok: count <= points, retryAfterMs: count <= points ? 0 : Math.max(ttl, 0) };
    },
    close() {},
  };
}

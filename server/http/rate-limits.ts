/**
 * The one rate limiter behind every limited way in (contact form, chat e-mail, guest tokens, chat
 * messages and socket events), built on rate-limiter-flexible (ADR 0014).
 *
 * - With Redis (REDIS_URL) every instance counts together; when Redis is unreachable each limiter
 *   falls back to counting in this instance's memory (the library's insurance limiter), so an
 *   outage neither lets everything through nor refuses everyone.
 * - Memory stays bounded against a flood of made-up keys: each limiter tracks at most `maxKeys`
 *   keys at once; past that, new keys share one overflow bucket with the same limit. A visitor
 *   already counted keeps their own bucket.
 */
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import type { Config } from "../config";
import type { Logger } from "../log";

export interface RateLimitVerdict {
  allowed: boolean;
  remaining: number;
  /** Whole seconds until the key may try again (at least 1 when refused). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts `points` (default 1) for the key and says whether it is still within its limit. */
  consume(key: string, points?: number): Promise<RateLimitVerdict>;
}

export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

/** Chat messages a guest may send per window (a person types far slower). */
export const CHAT_MESSAGE_RULE: RateLimitRule = { points: 8, durationSeconds: 10 };

export const OVERFLOW_KEY = "~overflow";

export function createRateLimiter(options: {
  /** Separates limiters sharing one store (a Redis key prefix). */
  name: string;
  rule: RateLimitRule;
  redis?: Redis | null;
  log?: Logger;
  /** How many distinct keys this instance tracks before newcomers share the overflow bucket. */
  maxKeys?: number;
}): RateLimiter {
  const { name, rule, redis, log } = options;
  const keyPrefix = `lead:rl:${name}`;
  const memory = new RateLimiterMemory({ keyPrefix, points: rule.points, duration: rule.durationSeconds });
  const limiter = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        useRedisPackage: false,
        keyPrefix,
        points: rule.points,
        duration: rule.durationSeconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
  const tracked = new LRUCache<string, true>({ max: options.maxKeys ?? 20_000, ttl: rule.durationSeconds * 1000 });
  let warnedOverflow = false;

  function boundedKey(key: string): string {
    if (tracked.has(key)) return key;
    if (tracked.size >= tracked.max) tracked.purgeStale();
    if (tracked.size >= tracked.max) {
      if (!warnedOverflow) log?.warn("rate limit keys at capacity; newcomers share one bucket", { limiter: name });
      warnedOverflow = true;
      return OVERFLOW_KEY;
    }
    tracked.set(key, true);
    return key;
  }

  return {
    async consume(key, points = 1) {
      try {
        const res = await limiter.consume(boundedKey(key), points);
        return { allowed: true, remaining: res.remainingPoints, retryAfterSeconds: 0 };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return {
            allowed: false,
            remaining: 0,
            retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
          };
        }
        // Both stores failed (cannot happen with the memory insurance, but never refuse on a bug).
        log?.error("rate limiter failed; request allowed", { limiter: name, error: rejection });
        return { allowed: true, remaining: rule.points, retryAfterSeconds: 0 };
      }
    },
  };
}

/** "10/600" → 10 requests per 600 seconds. */
export function parseRateLimit(value: string): RateLimitRule {
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  if (!match) throw new Error(`rate limit must look like 10/600 (requests/seconds), got ${value}`);
  return { points: Number(match[1]), durationSeconds: Number(match[2]) };
}

/** Every limited way in, with its rule. Built once in the services, so each rule lives here. */
export function createRateLimits(
  config: Pick<
    Config,
    "CONTACT_RATE_LIMIT" | "APPLICATION_RATE_LIMIT" | "ALERT_RATE_LIMIT" | "ALERT_MAIL_PER_HOUR" | "PAGE_POST_RATE_LIMIT"
  >,
  redis: Redis | null,
  log: Logger,
) {
  const contact = parseRateLimit(config.CONTACT_RATE_LIMIT);
  const make = (name: string, rule: RateLimitRule) => createRateLimiter({ name, rule, redis, log });
  return {
    /** Contact form posts, per client address. */
    contactForm: make("contact", contact),
    /** Applications to job openings, per client address: a person applies to a few, not to hundreds. */
    application: make("application", parseRateLimit(config.APPLICATION_RATE_LIMIT)),
    /** Job-alert requests, per client address. */
    alertRequest: make("alert-request", parseRateLimit(config.ALERT_RATE_LIMIT)),
    /** Posts to the visitors' pages, any form, valid or not, per client address (server/http/page-post-budget.ts). */
    pagePost: make("page-post", parseRateLimit(config.PAGE_POST_RATE_LIMIT)),
    /** Job-alert confirmation mails, site-wide (one key): a flood of addresses is bounded. */
    alertMail: make("alert-mail", { points: config.ALERT_MAIL_PER_HOUR, durationSeconds: 3600 }),
    /** The chat's "send us an e-mail" posts, per client address. */
    chatEmail: make("stuart", contact),
    /** Guest tokens, per client address (a school behind one address opens many chats). */
    guestToken: make("guest-token", { points: 60, durationSeconds: 60 }),
    /** Chat messages, per guest. */
    chatMessage: make("chat-message", CHAT_MESSAGE_RULE),
    /** Any chat socket event, per connection: a flood is answered, not processed. */
    chatEvent: make("chat-event", { points: 60, durationSeconds: 10 }),
    /** Editor sign-in attempts (links used, passkey answers), per client address. */
    editorSignIn: make("editor-sign-in", { points: 10, durationSeconds: 300 }),
    /** Editor sign-in links asked for, per client address and per address asked for. */
    editorLink: make("editor-link", { points: 5, durationSeconds: 900 }),
  };
}
export type RateLimits = ReturnType<typeof createRateLimits>;

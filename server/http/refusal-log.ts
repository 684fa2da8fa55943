/**
 * Refused requests are logged so that a flood of them costs a few lines, not one each. A hostile
 * client refused 1,400 times a second (a forged Host, a malformed body) wrote 1,400 synchronous
 * lines a second to stdout: megabytes a minute toward a full disk, and a write on the event loop
 * for every refusal. Here the first refusal of each kind in an interval is logged whole at once
 * (what an operator needs to see what happened), and the others are counted and said in one line
 * when the interval ends ("requests refused", with the kind, how many and the last one's fields).
 * Kinds are few (a status and a reason); at most MAX_KINDS an interval, the rest under "other".
 *
 * Connections refused before a request (server/http/connections.ts) are counted the same way.
 */
import type { Logger } from "../log";

/** Distinct kinds kept in one interval: reasons can carry a client's text, so they are bounded. */
export const MAX_KINDS = 50;
export const REFUSAL_LOG_INTERVAL_MS = 10_000;

export interface RefusalLog {
  /** A refused request of this kind (status and reason), with the fields its line carries. */
  refused(kind: string, fields: Record<string, unknown>): void;
  /** Says what was counted and not yet said (on shutdown, and at the end of each interval). */
  flush(): void;
}

export function createRefusalLog(log: Logger, intervalMs = REFUSAL_LOG_INTERVAL_MS): RefusalLog {
  /** Kinds seen this interval: how many refusals were counted after the first one's line. */
  let counted = new Map<string, { count: number; last: Record<string, unknown> }>();
  let timer: NodeJS.Timeout | undefined;

  function flush() {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const said = counted;
    counted = new Map();
    for (const [kind, { count, last }] of said) {
      if (count > 0) log.info("requests refused", { ...last, kind, count, intervalS: intervalMs / 1000 });
    }
  }

  return {
    refused(kind, fields) {
      const key = counted.has(kind) || counted.size < MAX_KINDS ? kind : "other";
      const seen = counted.get(key);
      if (seen) {
        seen.count++;
        seen.last = fields;
        return;
      }
      counted.set(key, { count: 0, last: fields });
      log.info("request refused", fields);
      if (!timer) {
        timer = setTimeout(flush, intervalMs);
        timer.unref();
      }
    },
    flush,
  };
}

/**
 * Structured logs with pino: one JSON object a line on stdout, so any collector can read them.
 * Errors under `error` or `err` go through pino's error serializer (type, message, stack, cause),
 * and JSON escapes the stack's line breaks, so a multi-line stack stays inside its one line.
 */
import { pino, stdSerializers, stdTimeFunctions, type DestinationStream, type Logger as Pino } from "pino";

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

function wrap(logger: Pino): Logger {
  return {
    debug: (msg, fields) => logger.debug(fields ?? {}, msg),
    info: (msg, fields) => logger.info(fields ?? {}, msg),
    warn: (msg, fields) => logger.warn(fields ?? {}, msg),
    error: (msg, fields) => logger.error(fields ?? {}, msg),
    child: (fields) => wrap(logger.child(fields)),
  };
}

/** `destination` is for tests; the server writes to stdout. */
export function createLogger(
  level: LogLevel = "info",
  base: Record<string, unknown> = {},
  destination?: DestinationStream,
): Logger {
  const options = {
    level,
    base,
    timestamp: stdTimeFunctions.isoTime,
    // Level names, not numbers, as the logs have always had ("level":"info").
    formatters: { level: (label: string) => ({ level: label }) },
    serializers: { err: stdSerializers.err, error: stdSerializers.err },
  };
  return wrap(destination ? pino(options, destination) : pino(options));
}

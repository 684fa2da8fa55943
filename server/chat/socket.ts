/**
 * The chat service on socket.io at path /chat, sharing the page server (docs/chat.md).
 *
 * - Transports: HTTP long-polling first, then an upgrade to WebSocket.
 * - Authentication: a guest token (server/chat/tokens.ts) as `Authorization: Bearer …` on the
 *   handshake, or in the socket.io `auth` payload (`{ token }`), since browsers cannot set
 *   headers on a WebSocket. Without a valid one the connection is refused.
 * - Origin: a browser's Origin must be the site's (the public origin, or the request's own Host
 *   when it is one the site answers; never X-Forwarded-Host).
 * - Limits: packets of at most MAX_PAYLOAD_BYTES (so an over-long message is read and refused,
 *   not cut off); nothing but the CONNECT packet is decoded before the token check passes, and
 *   no packet nested past 16 levels is parsed (packet-decoder.ts); messages per guest and events
 *   per connection are rate-limited. Every event
 *   is acknowledged: accepted, or refused with a code, a message in the connection's language
 *   and, for rate limits, the time to wait (ADR 0017).
 * - Events (common/chat/protocol.ts): identify, stuart, message, message_saved, inappropriate_words,
 *   exception. Every message is committed before `message_saved` (or, for Stuart's answers,
 *   before `message`) is sent.
 * - Scale-out: with REDIS_URL, the Redis adapter carries room broadcasts between instances.
 */
import type { IncomingMessage, Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import { Redis } from "ioredis";
import { Server, type Socket } from "socket.io";
import { z } from "zod";
import {
  APPLICATION,
  BOT_ID,
  CHAT_PATH,
  ChatEvent,
  MAX_MESSAGE_LENGTH,
  MAX_PAYLOAD_BYTES as PROTOCOL_MAX_PAYLOAD_BYTES,
  type ChatException,
  type ChatMessage,
  type IdentifyAck,
  type MessageAck,
  type Refusal,
} from "../../common/chat/protocol";
import { refusalText } from "../../common/chat/refusals";
import { resolveRequestLang, toLang, type Lang } from "../../common/i18n/languages";
import { readCookie } from "../../common/http/cookies";
import { redisRetryDelay, type Services } from "../services";
import { CHAT_MESSAGE_RULE } from "../http/rate-limits";
import { hostAllowed, hostNameOf } from "../http/hosts";
import { createChatService, type ChatService } from "./service";
import { UnknownGuestError } from "./store";
import { bearerToken, createGuestTokens } from "./tokens";
import { admit, guardedParser } from "./packet-decoder";

/** Largest socket.io packet read (common/chat/protocol.ts); a larger one closes the transport. */
export const MAX_PAYLOAD_BYTES = PROTOCOL_MAX_PAYLOAD_BYTES;
/** From the transport's opening to the namespace's CONNECT accepted (the token checked). */
export const CONNECT_TIMEOUT_MS = 5_000;
/** Messages a guest may send per window, across all its tabs and instances. */
export const MESSAGES_PER_WINDOW = CHAT_MESSAGE_RULE.points;
/**
 * Connections one guest may hold open on this instance (tabs, reconnections). Bounds what a
 * single token can make the server keep; the count lives only while the connections do.
 */
export const MAX_CONNECTIONS_PER_GUEST = 20;
/** History sent back on `identify` at most. */
const REPLAY_LIMIT = 200;

export interface ChatOptions {
  /** Overrides config.REDIS_URL (tests). */
  redisUrl?: string;
  /** Prefix of the Redis channels and keys (tests isolate themselves with their own). */
  redisKey?: string;
  /** Called with the time from a visitor's message arriving to Stuart's stored answer being emitted (benchmark). */
  onReplyTimed?: (ms: number) => void;
}

export interface ChatHandle {
  io: Server;
  service: ChatService;
  /** Sends an event to every connection of a guest, on every instance. */
  emitToGuest(guestId: string, event: string, payload: unknown): void;
  close(): Promise<void>;
}

interface SocketData {
  guestId: string;
  lang: Lang;
}

const identifySchema = z
  .object({
    lastId: z.number().int().min(0).optional(),
    lang: z.string().max(16).optional(),
  })
  .partial()
  .optional();

/** Control characters other than tab and line breaks (Cc, minus \t \n \r). */
const controlChars = /(?![\t\n\r])\p{Cc}/gu;

const messageSchema = z.object({
  message: z
    .string()
    .transform((s) => s.replace(controlChars, "").trim())
    .pipe(z.string().min(1).max(MAX_MESSAGE_LENGTH)),
  sender: z.string().min(1).max(64),
  receiver: z.union([z.string(), z.number()]).transform(String).pipe(z.literal(BOT_ID)),
  type: z.literal("text").optional(),
  senderLang: z.string().max(16).optional(),
  languageCode: z.string().max(16).optional(),
  application: z.literal(APPLICATION),
  clientId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});

export const roomOf = (guestId: string) => `guest:${guestId}`;

export async function attachChat(server: HttpServer, services: Services, options: ChatOptions = {}): Promise<ChatHandle> {
  const { config, log } = services;
  const tokens = createGuestTokens(config.appSecret);
  const service = createChatService(services);
  const redisUrl = options.redisUrl ?? config.REDIS_URL;
  const redisKey = options.redisKey ?? "lead:chat";

  const io = new Server(server, {
    path: CHAT_PATH,
    serveClient: false,
    transports: ["polling", "websocket"],
    maxHttpBufferSize: MAX_PAYLOAD_BYTES,
    // A client that opened a transport has this long to pass the token check, or it is closed.
    connectTimeout: CONNECT_TIMEOUT_MS,
    // No packet but CONNECT is read before the token check passes; none nested past 16 levels.
    parser: guardedParser,
    allowRequest: (req, callback) => callback(null, originAllowed(req)),
  });

  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (redisUrl) {
    pub = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false, retryStrategy: redisRetryDelay });
    sub = pub.duplicate();
    for (const client of [pub, sub]) client.on("error", (error) => log.warn("chat redis error", { error: error.message }));
    io.adapter(createAdapter(pub, sub, { key: redisKey, publishOnSpecificResponseChannel: true }));
  }
  const { chatMessage: messageLimiter, chatEvent: eventLimiter } = services.rateLimits;
  const hostIsAllowed = hostAllowed(config);

  /** A browser's Origin must be the site's own; requests without one (same-origin GETs, apps) pass on to the token check. */
  function originAllowed(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    if (!origin) return true;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.origin === config.publicOrigin) return true;
    // The page's own address on a host this site answers for (loopback in development and tests);
    // X-Forwarded-Host is never believed (docs/decisions/0027-hosts-and-proxies.md).
    const host = hostNameOf(req.headers.host);
    return host !== null && hostIsAllowed(host) && url.host === req.headers.host?.toLowerCase();
  }

  /** The handshake's language: the auth payload's, else the browser's Accept-Language. */
  function langOf(socket: Socket): Lang {
    const authLang = socket.handshake.auth?.lang;
    if (typeof authLang === "string") return toLang(authLang);
    return resolveRequestLang({
      cookieLang: readCookie(socket.handshake.headers.cookie, "lang"),
      acceptLanguage: socket.handshake.headers["accept-language"],
    });
  }

  function refuse(code: "missing_token" | "invalid_token" | "token_expired", lang: Lang): Error {
    return Object.assign(new Error("unauthorized"), { data: { code, message: refusalText(code, lang) } });
  }

  /** Open connections per guest on this instance: an entry exists only while its guest is connected. */
  const connectionsOf = new Map<string, number>();

  io.use(async (socket, next) => {
    try {
      const candidates = [bearerToken(socket.handshake.headers.authorization), bearerToken(socket.handshake.auth?.token)];
      const present = candidates.filter((t): t is string => Boolean(t));
      if (present.length === 0) return next(refuse("missing_token", langOf(socket)));
      let expired = false;
      for (const token of present) {
        const verified = await tokens.verify(token);
        if (verified.ok) {
          if ((connectionsOf.get(verified.guestId) ?? 0) >= MAX_CONNECTIONS_PER_GUEST) {
            const code = "too_many_connections";
            return next(Object.assign(new Error(code), { data: { code, message: refusalText(code, langOf(socket)) } }));
          }
          (socket.data as SocketData).guestId = verified.guestId;
          (socket.data as SocketData).lang = langOf(socket);
          // No database write here: connecting is cheap; the guest is marked seen when it writes.
          return next();
        }
        if (verified.reason === "expired") expired = true;
      }
      next(refuse(expired ? "token_expired" : "invalid_token", langOf(socket)));
    } catch (error) {
      log.error("chat handshake failed", { error });
      next(
        Object.assign(new Error("server_error"), {
          data: { code: "server_error", message: refusalText("server_error", langOf(socket)) },
        }),
      );
    }
  });

  io.on("connection", (socket: Socket) => {
    // The token check passed: from now on this connection's events are decoded.
    admit(socket);
    const guestId = (socket.data as SocketData).guestId;
    const room = roomOf(guestId);
    void socket.join(room);
    connectionsOf.set(guestId, (connectionsOf.get(guestId) ?? 0) + 1);
    socket.once("disconnect", () => {
      const left = (connectionsOf.get(guestId) ?? 1) - 1;
      if (left > 0) connectionsOf.set(guestId, left);
      else connectionsOf.delete(guestId);
    });

    /** A refusal in the connection's language: sent as `exception` and, when asked for, as the acknowledgement. */
    const refuseEvent = (code: ChatException["code"], ack?: (answer: unknown) => void, retryAfterMs?: number) => {
      const lang = (socket.data as SocketData).lang;
      const refusal: Refusal = { ok: false, code, message: refusalText(code, lang), ...(retryAfterMs ? { retryAfterMs } : {}) };
      socket.emit(ChatEvent.exception, { code, message: refusal.message, retryAfterMs } satisfies ChatException);
      ack?.(refusal);
    };

    /**
     * Every handler: counted against the connection's limit, and always answered. A refused or
     * failed event still gets its acknowledgement, so a client waiting for one never hangs.
     */
    const on = (event: string, handler: (payload: unknown, ack?: (answer: unknown) => void) => Promise<void>) => {
      socket.on(event, async (...args: unknown[]) => {
        const ack = typeof args[args.length - 1] === "function" ? (args.pop() as (answer: unknown) => void) : undefined;
        try {
          const limit = await eventLimiter.consume(socket.id);
          if (!limit.allowed) return refuseEvent("rate_limited", ack, limit.retryAfterSeconds * 1000);
          await handler(args[0], ack);
        } catch (error) {
          log.error("chat event failed", { event, error });
          refuseEvent("server_error", ack);
        }
      });
    };

    // An event the service does not know is answered too (a client waiting on it must not hang).
    const handled = new Set<string>([ChatEvent.identify, ChatEvent.stuart, ChatEvent.message, ChatEvent.inappropriateWords]);
    socket.onAny((event: unknown, ...args: unknown[]) => {
      if (typeof event === "string" && handled.has(event)) return;
      const ack = typeof args[args.length - 1] === "function" ? (args[args.length - 1] as (answer: unknown) => void) : undefined;
      void eventLimiter
        .consume(socket.id)
        .then((limit) =>
          refuseEvent(
            limit.allowed ? "invalid_request" : "rate_limited",
            ack,
            limit.allowed ? undefined : limit.retryAfterSeconds * 1000,
          ),
        )
        .catch(() => refuseEvent("server_error", ack));
    });

    on(ChatEvent.identify, async (payload, ack) => {
      const parsed = identifySchema.safeParse(payload ?? undefined);
      if (!parsed.success) return refuseEvent("invalid_request", ack);
      if (parsed.data?.lang) (socket.data as SocketData).lang = toLang(parsed.data.lang);
      const missed = await services.chat.messagesAfter(guestId, parsed.data?.lastId ?? 0, REPLAY_LIMIT);
      for (const message of missed) socket.emit(ChatEvent.message, { ...message, replayed: true } satisfies ChatMessage);
      ack?.({ ok: true, guestId, replayed: missed.length } satisfies IdentifyAck);
    });

    on(ChatEvent.stuart, async (payload, ack) => {
      const requested = (payload as { lang?: unknown } | undefined)?.lang;
      const lang = typeof requested === "string" ? toLang(requested) : (socket.data as SocketData).lang;
      const info = await service.assistantInfo(lang);
      ack?.(info);
    });

    on(ChatEvent.inappropriateWords, async (_payload, ack) => {
      const words = await services.chat.words();
      socket.emit(ChatEvent.inappropriateWords, words);
      ack?.(words);
    });

    on(ChatEvent.message, async (payload, ack) => {
      const receivedAt = performance.now();
      const text = (payload as { message?: unknown } | null | undefined)?.message;
      // Too long is its own refusal: the widget can say so instead of "could not read".
      if (typeof text === "string" && text.length > MAX_MESSAGE_LENGTH && text.trim().length > MAX_MESSAGE_LENGTH) {
        return refuseEvent("too_long", ack);
      }
      const parsed = messageSchema.safeParse(payload);
      if (!parsed.success || parsed.data.sender !== guestId) return refuseEvent("invalid_message", ack);
      const limit = await messageLimiter.consume(guestId);
      if (!limit.allowed) return refuseEvent("rate_limited", ack, limit.retryAfterSeconds * 1000);
      const lang = toLang(parsed.data.languageCode ?? parsed.data.senderLang ?? (socket.data as SocketData).lang);
      let saved: Awaited<ReturnType<ChatService["receive"]>>;
      try {
        saved = await service.receive(guestId, parsed.data.message, lang, parsed.data.clientId);
      } catch (error) {
        if (!(error instanceof UnknownGuestError)) throw error;
        await services.chat.touchGuest(guestId, lang);
        saved = await service.receive(guestId, parsed.data.message, lang, parsed.data.clientId);
      }
      // Committed: now it may be acknowledged.
      ack?.({ ok: true, id: saved.message.id } satisfies MessageAck);
      io.to(room).emit(ChatEvent.messageSaved, saved.message);
      if (saved.duplicate) return;
      const reply = await service.answer(guestId, saved.message, lang);
      io.to(room).emit(ChatEvent.message, reply);
      answeredCount++;
      options.onReplyTimed?.(performance.now() - receivedAt);
    });
  });

  // Operations: what this instance holds and has answered (GET /metrics).
  let answeredCount = 0;
  services.metrics.gauge("lead_chat_connections", "Chat connections open on this instance.", () => io.engine.clientsCount);
  services.metrics.gauge("lead_chat_answers", "Answers Stuart has given on this instance since start.", () => answeredCount);

  // LGPD: conversations are kept for the retention period, then deleted.
  const prune = () =>
    services.chat
      .prune(config.RETENTION_DAYS)
      .catch((error: unknown) => log.warn("chat prune failed", { error: (error as Error).message }));
  void prune();
  const pruneTimer = setInterval(prune, 24 * 3600_000);
  pruneTimer.unref();

  return {
    io,
    service,
    emitToGuest(target, event, payload) {
      io.to(roomOf(target)).emit(event, payload);
    },
    async close() {
      clearInterval(pruneTimer);
      // Only this instance's connections, closed at the transport: the clients see "transport
      // close" and reconnect (to another instance). Disconnecting their sockets instead would say
      // "io server disconnect", after which socket.io clients never reconnect on their own.
      io.engine.close();
      if (pub || sub) {
        await Promise.resolve(io.of("/").adapter.close()).catch(() => {});
        await Promise.allSettled([pub?.quit(), sub?.quit()]);
      }
    },
  };
}

/**
 * The widget's connection to the chat service: guest token (kept and refreshed), socket.io at
 * /chat (polling first, then WebSocket), automatic reconnection, the replay of missed messages
 * and the queue of messages typed while offline. No React here; the widget subscribes.
 */
import { io, type Socket } from "socket.io-client";
import {
  APPLICATION,
  BOT_ID,
  CHAT_PATH,
  ChatEvent,
  type AssistantInfo,
  type ChatMessage,
  type IdentifyAnswer,
  type MessageAck,
  type OutgoingChatMessage,
} from "../../common/chat/protocol";
import { tagOf, type Lang } from "../../common/i18n/languages";
import { expiryOf, requestGuestToken, subjectOf } from "./guest-token";

/** How long the widget waits for any acknowledgement before it stops waiting. */
export const ACK_TIMEOUT_MS = 10_000;

export type ConnectionState = "connecting" | "online" | "offline";

export interface ChatClientEvents {
  connection(state: ConnectionState): void;
  /** A message the service stored (a visitor's, from this tab or another). */
  saved(message: ChatMessage): void;
  /** A message from the service: Stuart's answers, and history replayed after a reconnect. */
  message(message: ChatMessage): void;
  words(words: string[]): void;
  info(info: AssistantInfo): void;
  /** The guest changed (a new guest after the old one could not be refreshed). */
  guest(guestId: string, token: string): void;
  /**
   * A visitor's message was refused, or not acknowledged in time. `final` refusals (too long,
   * unreadable) will not be sent again; the others are retried after `retryAfterMs` or on the
   * next connection.
   */
  refused(clientId: string, code: string, final: boolean, retryAfterMs?: number): void;
}

export interface ChatClientOptions {
  lang: Lang;
  /** The guest and token kept from an earlier visit. */
  guestId?: string;
  token?: string;
  /** The highest message id already shown. */
  lastId: () => number;
  /** Messages typed but not yet stored by the service, to send (again) once connected. */
  queued: () => Array<{ clientId: string; text: string }>;
  on: Partial<ChatClientEvents>;
}

/** Refresh a token this long before it expires. */
const REFRESH_MARGIN_MS = 60_000;

export class ChatClient {
  private socket: Socket | undefined;
  private token: string | undefined;
  private guestId: string | undefined;
  private tokenRequest: Promise<string> | undefined;
  private state: ConnectionState = "connecting";
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private authFailures = 0;
  private wordsRequested = false;
  private stopped = false;
  private readonly inFlight = new Set<string>();

  constructor(private readonly options: ChatClientOptions) {
    this.token = options.token;
    this.guestId = options.guestId;
  }

  get connection(): ConnectionState {
    return this.state;
  }

  get guest(): string | undefined {
    return this.guestId;
  }

  setLang(lang: Lang) {
    this.options.lang = lang;
  }

  start() {
    if (this.socket) return;
    this.stopped = false;
    const socket = io({
      path: CHAT_PATH,
      transports: ["polling", "websocket"],
      autoConnect: false,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 8000,
      randomizationFactor: 0.3,
      // The token goes in the auth payload (read on every attempt, so a refreshed one is used)…
      auth: (cb) => {
        this.validToken()
          .then((token) => cb({ token, lang: this.options.lang }))
          .catch(() => cb({ lang: this.options.lang }));
      },
    });
    this.socket = socket;

    // …and as a Bearer Authorization value on the polling handshake, which comes first (browsers cannot
    // set headers on a WebSocket; the upgrade rides on the session the handshake opened).
    const setHeader = () => {
      if (this.token) socket.io.opts.extraHeaders = { Authorization: `Bearer ${this.token}` };
    };
    socket.io.on("reconnect_attempt", setHeader);

    socket.on("connect", () => {
      this.authFailures = 0;
      void this.identify();
    });
    socket.on("disconnect", () => this.setState("offline"));
    socket.on("connect_error", (error: Error & { data?: { code?: string } }) => {
      this.setState("offline");
      const refusedByServer = ["unauthorized", "server_error", "too_many_connections"].includes(error.message);
      if (!refusedByServer) return; // socket.io retries by itself
      // Refused by the server: socket.io does not retry these; get a new token and try again, backing off.
      this.authFailures++;
      if (error.message === "unauthorized") this.token = undefined;
      this.retry(Math.min(1000 * 2 ** (this.authFailures - 1), 15_000));
    });
    socket.on(ChatEvent.message, (message: ChatMessage) => this.options.on.message?.(message));
    socket.on(ChatEvent.messageSaved, (message: ChatMessage) => {
      if (message.clientId) this.inFlight.delete(message.clientId);
      this.options.on.saved?.(message);
    });
    socket.on(ChatEvent.inappropriateWords, (words: unknown) => {
      if (Array.isArray(words)) this.options.on.words?.(words.filter((w): w is string => typeof w === "string"));
    });
    // Exceptions are ignored: every message already has its own acknowledgement (ADR 0017).
    socket.on(ChatEvent.exception, () => {});

    window.addEventListener("offline", this.onOffline);
    window.addEventListener("online", this.onOnline);
    this.setState("connecting");
    if (navigator.onLine === false) this.setState("offline");
    // The very first handshake carries the Bearer value too: get the token, then connect.
    void this.validToken()
      .catch(() => undefined)
      .then(() => {
        if (this.stopped || this.socket !== socket) return;
        setHeader();
        socket.connect();
      });
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    window.removeEventListener("offline", this.onOffline);
    window.removeEventListener("online", this.onOnline);
    this.socket?.disconnect();
    this.socket = undefined;
  }

  /** Sends a visitor's message now, or when the connection is back (it stays queued until stored). */
  send(clientId: string, text: string) {
    if (this.socket?.connected && this.guestId) void this.emitMessage(clientId, text);
  }

  /** The assistant's info in a language (options, mailboxes, help clip). */
  async info(lang: Lang): Promise<AssistantInfo | undefined> {
    if (!this.socket?.connected) return undefined;
    try {
      const info = (await this.socket.timeout(8000).emitWithAck(ChatEvent.stuart, { lang })) as AssistantInfo | { ok: false };
      if (!("options" in info)) return undefined; // refused: the options come with the next connection
      this.options.on.info?.(info);
      return info;
    } catch {
      return undefined;
    }
  }

  private onOffline = () => {
    // Do not wait for a ping timeout: the network is gone, say so now and let socket.io retry.
    this.setState("offline");
    this.socket?.io.engine?.close();
  };

  private onOnline = () => {
    if (this.socket && !this.socket.connected) this.retry(0);
  };

  private retry(delayMs: number) {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (this.stopped || !this.socket || this.socket.connected) return;
      this.setState("connecting");
      this.socket.disconnect().connect();
    }, delayMs);
  }

  private setState(state: ConnectionState) {
    if (this.state === state) return;
    this.state = state;
    this.options.on.connection?.(state);
  }

  private async identify() {
    const socket = this.socket;
    if (!socket) return;
    try {
      // Ask for everything after the last message shown: the server replays what was missed.
      const ack = (await socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck(ChatEvent.identify, { lastId: this.options.lastId(), lang: this.options.lang })) as IdentifyAnswer;
      if (!ack?.ok) {
        // Refused (too many events, a server error): ask again after the time it names.
        setTimeout(() => {
          if (this.socket === socket && socket.connected) void this.identify();
        }, ack?.retryAfterMs ?? 2000);
        return;
      }
    } catch {
      // No answer in time: ask again while connected (a dropped connection identifies on its next connect).
      setTimeout(() => {
        if (this.socket === socket && socket.connected) void this.identify();
      }, 2000);
      return;
    }
    this.setState("online");
    if (!this.wordsRequested) {
      this.wordsRequested = true;
      socket.emit(ChatEvent.inappropriateWords);
    }
    void this.info(this.options.lang);
    this.inFlight.clear();
    for (const { clientId, text } of this.options.queued()) void this.emitMessage(clientId, text);
  }

  private async emitMessage(clientId: string, text: string) {
    const socket = this.socket;
    if (!socket || !this.guestId || this.inFlight.has(clientId)) return;
    this.inFlight.add(clientId);
    const payload: OutgoingChatMessage = {
      message: text,
      sender: this.guestId,
      receiver: BOT_ID,
      type: "text",
      senderLang: tagOf(this.options.lang),
      languageCode: this.options.lang,
      application: APPLICATION,
      clientId,
    };
    try {
      const ack = (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(ChatEvent.message, payload)) as MessageAck;
      if (ack.ok) return; // message_saved follows
      this.inFlight.delete(clientId);
      const retryable = ack.code === "rate_limited" || ack.code === "server_error";
      const retryAfterMs = retryable ? (ack.retryAfterMs ?? 2000) : undefined;
      this.options.on.refused?.(clientId, ack.code, !retryable, retryAfterMs);
      if (retryAfterMs !== undefined) setTimeout(() => this.send(clientId, text), retryAfterMs);
    } catch {
      // No answer in time: it stays queued and goes again (the clientId keeps it stored once),
      // now if still connected, else after the next identify.
      this.inFlight.delete(clientId);
      this.options.on.refused?.(clientId, "timeout", false);
      setTimeout(() => this.send(clientId, text), 2000);
    }
  }

  /** A token that is valid for at least another minute: the kept one, a refreshed one, or a new guest's. */
  private validToken(): Promise<string> {
    if (this.token && expiryOf(this.token) - Date.now() > REFRESH_MARGIN_MS) return Promise.resolve(this.token);
    this.tokenRequest ??= this.requestToken().finally(() => (this.tokenRequest = undefined));
    return this.tokenRequest;
  }

  private async requestToken(): Promise<string> {
    return this.adopt(await requestGuestToken(this.options.lang, this.token ?? this.options.token));
  }

  private adopt(token: string): string {
    const guestId = subjectOf(token);
    if (!guestId) throw new Error("token without a subject");
    this.token = token;
    this.options.token = token;
    if (this.socket) this.socket.io.opts.extraHeaders = { Authorization: `Bearer ${token}` };
    const changed = guestId !== this.guestId;
    this.guestId = guestId;
    this.options.on.guest?.(guestId, token);
    if (changed) this.options.guestId = guestId;
    return token;
  }
}

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
  GUEST_TOKEN_PATH,
  type AssistantInfo,
  type ChatMessage,
  type IdentifyAck,
  type MessageAck,
  type OutgoingChatMessage,
} from "../../common/chat/protocol";
import { tagOf, type Lang } from "../../common/i18n/languages";
import { jsonHeaders } from "./http";

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

function expiryOf(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as { exp?: number };
    return (payload.exp ?? 0) * 1000;
  } catch {
    return 0;
  }
}

function subjectOf(token: string): string | undefined {
  try {
    return (JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as { sub?: string }).sub;
  } catch {
    return undefined;
  }
}

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

    // …and as a Bearer header on the polling handshake (browsers cannot set it on a WebSocket).
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
      if (error.message !== "unauthorized" && error.message !== "server_error") return; // socket.io retries by itself
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
    // The spec: exceptions are ignored by the client.
    socket.on(ChatEvent.exception, () => {});

    window.addEventListener("offline", this.onOffline);
    window.addEventListener("online", this.onOnline);
    setHeader();
    this.setState("connecting");
    if (navigator.onLine === false) this.setState("offline");
    socket.connect();
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
      const info = (await this.socket.timeout(8000).emitWithAck(ChatEvent.stuart, { lang })) as AssistantInfo;
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
        .timeout(10_000)
        .emitWithAck(ChatEvent.identify, { lastId: this.options.lastId(), lang: this.options.lang })) as IdentifyAck;
      if (!ack?.ok) return;
    } catch {
      return; // the connection dropped meanwhile; the next connect identifies again
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
      const ack = (await socket.timeout(10_000).emitWithAck(ChatEvent.message, payload)) as MessageAck;
      if (ack.ok) return; // message_saved follows
      this.inFlight.delete(clientId);
      if (ack.code === "rate_limited") setTimeout(() => this.send(clientId, text), ack.retryAfterMs ?? 2000);
    } catch {
      // No answer in time: it stays queued and goes again after the next identify.
      this.inFlight.delete(clientId);
    }
  }

  /** A token that is valid for at least another minute: the kept one, a refreshed one, or a new guest's. */
  private validToken(): Promise<string> {
    if (this.token && expiryOf(this.token) - Date.now() > REFRESH_MARGIN_MS) return Promise.resolve(this.token);
    this.tokenRequest ??= this.requestToken().finally(() => (this.tokenRequest = undefined));
    return this.tokenRequest;
  }

  private async requestToken(): Promise<string> {
    const url = `${GUEST_TOKEN_PATH}?lang=${this.options.lang}`;
    const previous = this.token ?? this.options.token;
    if (previous) {
      // Same guest, fresh token: the conversation continues.
      const response = await fetch(url, {
        method: "POST",
        credentials: "same-origin",
        headers: { ...jsonHeaders(), Authorization: `Bearer ${previous}` },
      });
      if (response.ok) return this.adopt(((await response.json()) as { token: string }).token);
      if (response.status !== 401) throw new Error(`token refresh failed: ${response.status}`);
    }
    const response = await fetch(url, { method: "POST", credentials: "same-origin", headers: jsonHeaders() });
    if (!response.ok) throw new Error(`token request failed: ${response.status}`);
    return this.adopt(((await response.json()) as { token: string }).token);
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

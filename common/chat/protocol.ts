/**
 * The chat protocol shared by the server (server/chat/socket.ts) and the widget (app/chat/).
 * Names and constants are fixed: clients written against them must keep working; see docs/chat.md.
 */

import { tagOf, type Lang } from "../i18n/languages";

/** The assistant's user id and name. */
export const BOT_ID = "276365339";
export const BOT_NAME = "Stuart";
/** The fixed application name every chat message carries. */
export const APPLICATION = "portalLead";

/** socket.io path of the chat service on the site's own server. */
export const CHAT_PATH = "/chat";
/** The guest-token service (relative to the site's origin). */
export const GUEST_TOKEN_PATH = "/ead2pcd/restapi/autenticacao";

/** Event names, as the chat clients know them. */
export const ChatEvent = {
  identify: "identify",
  stuart: "stuart",
  message: "message",
  messageSaved: "message_saved",
  inappropriateWords: "inappropriate_words",
  exception: "exception",
} as const;

export const messageTypes = [
  "text",
  "videoLibras",
  "messageOption",
  "emailConfirmation",
  "typingNotification",
  "cancelTypingNotification",
] as const;
export type MessageType = (typeof messageTypes)[number];

/** Longest message a visitor may send, in characters. */
export const MAX_MESSAGE_LENGTH = 1000;

/** What a visitor sends with the `message` event. */
export interface OutgoingChatMessage {
  message: string;
  /** The guest id (the subject of the guest token). */
  sender: string;
  /** The bot id. */
  receiver: string;
  type: "text";
  /** Content tag of the visitor's language: pt-BR, en-US, es-ES. */
  senderLang: string;
  /** Language code: pt, en, es. */
  languageCode: string;
  application: typeof APPLICATION;
  /** Set by the widget so a message re-sent after a reconnect is stored once. */
  clientId?: string;
}

/** A visitor's text as the widget sends it, in `lang` (Portuguese unless told): the tests and benchmarks send the same. */
export function visitorMessage(guestId: string, text: string, lang: Lang = "pt"): OutgoingChatMessage {
  return {
    message: text,
    sender: guestId,
    receiver: BOT_ID,
    type: "text",
    senderLang: tagOf(lang),
    languageCode: lang,
    application: APPLICATION,
  };
}

/** A stored message, as the server sends it (`message`, `message_saved`, replays). */
export interface ChatMessage {
  id: number;
  message: string;
  sender: string;
  receiver: string;
  type: MessageType;
  senderLang: string;
  languageCode: string;
  application: typeof APPLICATION;
  clientId?: string;
  createdAt: string;
  /** Set on messages the server sends again after `identify` (history, not news). */
  replayed?: boolean;
}

/** The acknowledgement of `stuart`: the assistant and what the widget needs to show. */
export interface AssistantInfo {
  id: string;
  name: string;
  beta: boolean;
  lang: string;
  /** The four option questions, in order (their text is sent as the visitor's message). */
  options: Array<{ option: number; text: string }>;
  /** The three contact mailboxes of the e-mail flow. */
  mailboxes: Array<{ id: string; label: string; email: string }>;
  /** The address of a Libras clip about the chat, for the sign-language help button. */
  helpClip: string | null;
}

/** The payload of `identify`: the highest message id the widget has, so the server sends what it missed. */
export interface IdentifyPayload {
  lastId?: number;
  lang?: string;
}

export interface IdentifyAck {
  ok: true;
  guestId: string;
  replayed: number;
}

/** What `identify` may answer: its acknowledgement, or a refusal. */
export type IdentifyAnswer = IdentifyAck | Refusal;

/**
 * A refusal, as every event's acknowledgement carries it: a code the widget can act on, the
 * message in the visitor's language and, when waiting helps, how long to wait (ADR 0017).
 */
export interface Refusal {
  ok: false;
  code: ChatException["code"];
  message: string;
  retryAfterMs?: number;
}

/** The acknowledgement of `message`. */
export type MessageAck = { ok: true; id: number } | Refusal;

/** The payload of `exception` (the widget shows nothing for it; acknowledgements carry the same). */
export interface ChatException {
  code: "invalid_message" | "too_long" | "rate_limited" | "server_error" | "invalid_request";
  message: string;
  retryAfterMs?: number;
}

/**
 * Largest socket.io packet (engine.io payload) the server reads, in bytes. The largest legitimate
 * one is a message of 1000 characters, each at most 6 bytes as JSON (`\u0000`), with its envelope
 * (ids, language, application): under 7 KB. 16 KiB leaves room for a polling request carrying two
 * such packets, and for a message a little over its length to be read and refused (`too_long`)
 * rather than cutting the transport; anything larger closes it (ADR 0026).
 */
export const MAX_PAYLOAD_BYTES = 16 * 1024;

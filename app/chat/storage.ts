/**
 * What the widget keeps in localStorage, so the conversation survives reloads: the guest id and
 * token, the messages, the e-mail flow's progress and whether the room was opened. Whether the
 * room is open now is also kept apart (left-open.ts), for the page's entry to read cheaply.
 */
import type { AssistantInfo } from "../../common/chat/protocol";
import type { EmailFlow } from "./email-flow";
import { rememberRoomOpen } from "./left-open";

export const STORAGE_KEY = "lead-chat:v1";
/** Messages kept at most (the oldest are dropped). */
export const KEPT_MESSAGES = 100;

export type View = "closed" | "invitation" | "room";

export interface UiMessage {
  /** Unique within the conversation. */
  key: string;
  /** The server's id, for messages the chat service stored. */
  id?: number;
  /** The widget's id of a visitor's message, until (and after) the server stores it. */
  clientId?: string;
  from: "bot" | "user";
  /** The chat's message types, plus the widget's own blocks. */
  type: "text" | "videoLibras" | "messageOption" | "emailList" | "emailConfirmation" | "result";
  text: string;
  /** Visitor's messages: waiting for the server, stored, or refused for good. */
  status?: "queued" | "saved" | "refused";
  /** The code of the last refusal of a visitor's message (common/chat/refusals.ts). */
  refusal?: string;
  /** A Libras clip's address (type videoLibras, or the help clip). */
  path?: string;
  /** For an emailConfirmation: what will be sent. */
  confirmation?: { name: string; email: string; recipient: string; message: string };
  /** Local messages only: never sent to the chat service. */
  local?: boolean;
  /** The language of an answer, when the server says it (Stuart may answer in the language typed). */
  lang?: string;
}

export interface StoredChat {
  guestId?: string;
  token?: string;
  lastId: number;
  view: View;
  wasOpened: boolean;
  messages: UiMessage[];
  flow: EmailFlow;
  words: string[];
  info: Partial<Record<string, AssistantInfo>>;
}

export function emptyChat(): StoredChat {
  return { lastId: 0, view: "closed", wasOpened: false, messages: [], flow: { step: "idle" }, words: [], info: {} };
}

export function readChat(): StoredChat {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return emptyChat();
    const parsed = JSON.parse(raw) as Partial<StoredChat>;
    return { ...emptyChat(), ...parsed, messages: Array.isArray(parsed.messages) ? parsed.messages : [] };
  } catch {
    return emptyChat();
  }
}

export function writeChat(chat: StoredChat): void {
  rememberRoomOpen(chat.view === "room");
  try {
    const trimmed = chat.messages.length > KEPT_MESSAGES ? chat.messages.slice(-KEPT_MESSAGES) : chat.messages;
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...chat, messages: trimmed }));
  } catch {
    // Storage full or blocked (private mode): the chat still works, it just will not survive a reload.
  }
}

/** Read by the launcher before the widget loads. */
export function storedView(): { view: View; wasOpened: boolean } {
  const { view, wasOpened } = readChat();
  return { view, wasOpened };
}

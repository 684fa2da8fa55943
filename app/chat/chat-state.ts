/**
 * The widget's state and the one reducer that changes it: messages (the visitor's, Stuart's,
 * the widget's own), the view, the e-mail flow (its pure steps from email-flow.ts) and what the
 * service told us (guest, words, assistant info). Kept outside React in a small store so that
 * handlers always read the current value; saved to localStorage on every change.
 */
import { BOT_ID, type AssistantInfo, type ChatMessage } from "../../common/chat/protocol";
import { isLang } from "../../common/i18n/languages";
import { stepFlow, type FlowAction } from "./email-flow";
import { playableVideo } from "./markers";
import { writeChat, type StoredChat, type UiMessage, type View } from "./storage";

export type ChatAction =
  | { type: "add"; message: UiMessage }
  | { type: "server"; message: ChatMessage; guestId?: string }
  | { type: "refused"; clientId: string; code: string; final: boolean }
  | { type: "view"; view: View }
  | { type: "flow"; action: FlowAction }
  | { type: "guest"; guestId: string; token: string }
  | { type: "words"; words: string[] }
  | { type: "info"; info: AssistantInfo };

let keySeq = 0;
export const newKey = () => `m${Date.now().toString(36)}${(keySeq++).toString(36)}`;

/** Inserts a stored message at its place by id (messages without ids keep theirs). */
function insertById(messages: UiMessage[], message: UiMessage): UiMessage[] {
  const at = messages.findIndex((m) => m.id !== undefined && message.id !== undefined && m.id > message.id);
  if (at < 0) return [...messages, message];
  return [...messages.slice(0, at), message, ...messages.slice(at)];
}

/** The UI form of a message from the chat service. */
export function fromServer(message: ChatMessage, guestId: string | undefined): UiMessage {
  const base = { key: `s${message.id}`, id: message.id, text: message.message };
  if (message.sender !== BOT_ID && (message.sender === guestId || message.receiver === BOT_ID)) {
    return { ...base, clientId: message.clientId, from: "user", type: "text", status: "saved" };
  }
  const video = playableVideo(message.message);
  return {
    ...base,
    from: "bot",
    type: video ? "videoLibras" : "text",
    path: video,
    lang: isLang(message.languageCode) ? message.languageCode : undefined,
  };
}

function acceptServer(c: StoredChat, message: ChatMessage, guestId: string | undefined): StoredChat {
  if (c.messages.some((m) => m.id === message.id)) return c;
  const ui = fromServer(message, guestId ?? c.guestId);
  const lastId = Math.max(c.lastId, message.id);
  if (ui.from === "user" && message.clientId) {
    const index = c.messages.findIndex((m) => m.clientId === message.clientId);
    if (index >= 0) {
      const messages = [...c.messages];
      messages[index] = { ...messages[index]!, id: message.id, text: message.message, status: "saved", refusal: undefined };
      return { ...c, messages, lastId };
    }
  }
  return { ...c, messages: insertById(c.messages, ui), lastId };
}

export function chatReducer(c: StoredChat, action: ChatAction): StoredChat {
  switch (action.type) {
    case "add":
      return { ...c, messages: [...c.messages, action.message] };
    case "server":
      return acceptServer(c, action.message, action.guestId);
    case "refused": {
      const messages = c.messages.map((m) =>
        m.clientId === action.clientId && m.status !== "saved"
          ? { ...m, status: action.final ? ("refused" as const) : m.status, refusal: action.code }
          : m,
      );
      return { ...c, messages };
    }
    case "view":
      return c.view === action.view ? c : { ...c, view: action.view, wasOpened: c.wasOpened || action.view === "room" };
    case "flow":
      return { ...c, flow: stepFlow(c.flow, action.action).flow };
    case "guest":
      return { ...c, guestId: action.guestId, token: action.token };
    case "words":
      return { ...c, words: action.words };
    case "info":
      return { ...c, info: { ...c.info, [action.info.lang]: action.info } };
  }
}

export interface ChatStore {
  get(): StoredChat;
  dispatch(action: ChatAction): void;
  subscribe(listener: () => void): () => void;
}

export function createChatStore(initial: StoredChat, persist: (c: StoredChat) => void = writeChat): ChatStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    dispatch(action) {
      const next = chatReducer(state, action);
      if (next === state) return;
      state = next;
      persist(state);
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Tables of the chat (migration 003). */
import type { Generated } from "kysely";

/** A guest: the subject of a guest token. No personal data: an id and timestamps. */
export interface ChatGuestTable {
  id: string;
  /** The language the guest last chose (pt, en, es). */
  lang: string;
  created_at: string;
  last_seen_at: string;
}

/**
 * One message of a guest's conversation with the assistant, in both directions. The id orders
 * the conversation: a widget that has seen id N asks for the ones after N.
 */
export interface ChatMessageTable {
  id: Generated<number>;
  guest_id: string;
  /** The widget's id for a visitor's message, so a message re-sent after a reconnect is stored once. */
  client_id: string | null;
  sender: string;
  receiver: string;
  type: string;
  /** The text as stored: inappropriate words already masked. */
  message: string;
  sender_lang: string;
  language_code: string;
  application: string;
  created_at: string;
}

/** The inappropriate-words list (seeded from content/chat/inappropriate-words.json). */
export interface ChatInappropriateWordTable {
  word: string;
  /** "content" for words kept in sync with the content file; anything else is left alone. */
  source: string;
  created_at: string;
}

export interface ChatTables {
  chat_guest: ChatGuestTable;
  chat_message: ChatMessageTable;
  chat_inappropriate_word: ChatInappropriateWordTable;
}

/**
 * The chat session for the widget: the stored conversation (localStorage), the connection to
 * the chat service (chat-client.ts), and the queue of replies, each shown after its typing delay
 * (TIMING in strings.ts). No markup here; ChatWidget renders what this holds.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { BOT_ID, type ChatMessage } from "../../common/chat/protocol";
import type { Lang } from "../../common/i18n/languages";
import { ChatClient, type ConnectionState } from "./chat-client";
import { createChatStore, type ChatAction } from "./chat-state";
import { readChat } from "./storage";
import { TIMING } from "./strings";

/** A reply that appears after its typing delay. */
interface Pending {
  delayMs: number;
  apply(): void;
}

export type StatusNote = "" | "offline" | "reconnected";

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const newClientId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** How long the typing indicator waits for Stuart's answer before it gives up. */
const ANSWER_WAIT_MS = 20_000;

export function useChatSession(lang: Lang, onReply: () => void) {
  const [store] = useState(() => createChatStore(readChat()));
  const chat = useSyncExternalStore(store.subscribe, store.get, store.get);
  const dispatch = store.dispatch;
  const [connection, setConnection] = useState<ConnectionState>("connecting");
  const [note, setNote] = useState<StatusNote>("");
  const [everOnline, setEverOnline] = useState(false);
  const [typing, setTyping] = useState(false);
  const [awaitingReply, setAwaitingReply] = useState(false);
  const clientRef = useRef<ChatClient | null>(null);
  const queue = useRef<Pending[]>([]);
  const pumping = useRef(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const onReplyRef = useRef(onReply);
  useEffect(() => {
    onReplyRef.current = onReply;
  });

  /** A timer cleared when the widget goes away. */
  const later = useCallback((fn: () => void, ms: number) => {
    const t = setTimeout(() => {
      timers.current.delete(t);
      fn();
    }, ms);
    timers.current.add(t);
  }, []);
  useEffect(() => {
    const all = timers.current;
    return () => all.forEach(clearTimeout);
  }, []);

  // Replies, one at a time, each after its typing delay.
  const pump = useCallback(async () => {
    if (pumping.current) return;
    pumping.current = true;
    while (queue.current.length) {
      const next = queue.current.shift()!;
      setTyping(true);
      await wait(next.delayMs);
      next.apply();
      onReplyRef.current();
    }
    setTyping(false);
    pumping.current = false;
  }, []);

  const enqueue = useCallback(
    (delayMs: number, apply: () => void) => {
      queue.current.push({ delayMs, apply });
      void pump();
    },
    [pump],
  );

  /** Shows typing while something else is under way (the e-mail being sent). */
  const busy = useCallback((on: boolean) => {
    if (on) setTyping(true);
    else if (!pumping.current) setTyping(false);
  }, []);

  useEffect(() => {
    const stored = store.get();
    const server = (message: ChatMessage) => dispatch({ type: "server", message, guestId: clientRef.current?.guest });
    let wasOnline = false;
    const client = new ChatClient({
      lang,
      guestId: stored.guestId,
      token: stored.token,
      lastId: () => store.get().lastId,
      queued: () =>
        store
          .get()
          .messages.filter((m) => m.from === "user" && m.status === "queued" && m.clientId)
          .map((m) => ({ clientId: m.clientId!, text: m.text })),
      on: {
        connection: (state) => {
          setConnection(state);
          if (state === "online") {
            setNote(wasOnline ? "reconnected" : "");
            if (wasOnline) later(() => setNote((t) => (t === "reconnected" ? "" : t)), 5000);
            wasOnline = true;
            setEverOnline(true);
          } else if (state === "offline") {
            setNote("offline");
            setAwaitingReply(false);
          }
        },
        guest: (guestId, token) => dispatch({ type: "guest", guestId, token }),
        words: (words) => dispatch({ type: "words", words }),
        info: (info) => dispatch({ type: "info", info }),
        refused: (clientId, code, final) => {
          dispatch({ type: "refused", clientId, code, final });
          if (final) setAwaitingReply(false);
          onReplyRef.current();
        },
        saved: (message) => {
          const mine = store.get().messages.some((m) => m.clientId && m.clientId === message.clientId && m.status === "queued");
          server(message);
          if (mine) setAwaitingReply(true);
        },
        message: (message) => {
          if (message.replayed || message.sender !== BOT_ID) return server(message);
          setAwaitingReply(false);
          // Incoming messages show typing for 1.6 s, then appear.
          enqueue(TIMING.incomingTypingMs, () => server(message));
        },
      },
    });
    clientRef.current = client;
    client.start();
    return () => {
      client.stop();
      clientRef.current = null;
    };
    // One connection for the widget's life; the language is passed on below.
  }, []);

  useEffect(() => {
    const client = clientRef.current;
    if (!client) return;
    client.setLang(lang);
    if (!store.get().info[lang]) void client.info(lang);
  }, [store, lang]);

  // A reply that never comes does not leave the typing indicator on.
  useEffect(() => {
    if (!awaitingReply) return;
    const t = setTimeout(() => setAwaitingReply(false), ANSWER_WAIT_MS);
    return () => clearTimeout(t);
  }, [awaitingReply]);

  /** Sends a visitor's text to Stuart: shown at once, queued until the service stores it. */
  const send = useCallback(
    (text: string) => {
      const clientId = newClientId();
      dispatch({ type: "add", message: { key: `c${clientId}`, from: "user", type: "text", text, clientId, status: "queued" } });
      clientRef.current?.send(clientId, text);
    },
    [dispatch],
  );

  return {
    chat,
    store,
    dispatch: dispatch as (action: ChatAction) => void,
    connection,
    note,
    everOnline,
    typing: typing || awaitingReply,
    enqueue,
    busy,
    later,
    send,
  };
}

export type ChatSession = ReturnType<typeof useChatSession>;

/**
 * The chat widget (SPEC.md "Chat window" and "Chat widget"): the invitation and the room with
 * Stuart, the options, the guided e-mail flow, Libras clips, the connection state. Loaded on
 * demand by ChatLauncher; the launcher button itself stays in ChatLauncher.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from "react";
import { Link } from "react-router";
import { BOT_ID, type AssistantInfo, type ChatMessage } from "../../common/chat/protocol";
import { createWordFilter, type WordFilter } from "../../common/chat/word-filter";
import { isLang, languageOf, type Lang } from "../../common/i18n/languages";
import { ChatClient, type ConnectionState } from "./chat-client";
import {
  answerFlow,
  cancelFlow,
  chooseRecipient,
  collecting,
  emailRequest,
  idleFlow,
  inputDisabled,
  isActive,
  startFlow,
  type FlowPrompt,
  type Mailbox,
} from "./email-flow";
import { sendStuartContact } from "./http";
import { isVideoAddress, parseMessage } from "./markers";
import { readChat, writeChat, type StoredChat, type UiMessage, type View } from "./storage";
import { chatStrings, TIMING, type ChatStrings } from "./strings";
import "./chat.css";

export interface ChatWidgetProps {
  lang: Lang;
  /** Incremented by the launcher on every click. */
  toggles: number;
  onViewChange(view: View): void;
  launcherRef: RefObject<HTMLButtonElement | null>;
}

/** What a queued bot reply does once its typing delay is over. */
interface Pending {
  delayMs: number;
  apply(): void;
}

type FocusTarget = "input" | "action" | "last-message" | "launcher" | "invitation";

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
let keySeq = 0;
const newKey = () => `m${Date.now().toString(36)}${(keySeq++).toString(36)}`;
const newClientId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The widget's state, outside React so handlers always read the current value; saved on every change. */
function createStateStore(initial: StoredChat) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(fn: (c: StoredChat) => StoredChat) {
      const next = fn(state);
      if (next === state) return;
      state = next;
      writeChat(state);
      listeners.forEach((l) => l());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Inserts a stored message at its place by id (messages without ids keep theirs). */
function insertById(messages: UiMessage[], message: UiMessage): UiMessage[] {
  const at = messages.findIndex((m) => m.id !== undefined && message.id !== undefined && m.id > message.id);
  if (at < 0) return [...messages, message];
  return [...messages.slice(0, at), message, ...messages.slice(at)];
}

/** The UI form of a message from the chat service. */
function fromServer(message: ChatMessage, guestId: string | undefined): UiMessage {
  if (message.sender !== BOT_ID && (message.sender === guestId || message.receiver === BOT_ID)) {
    return {
      key: `s${message.id}`,
      id: message.id,
      clientId: message.clientId,
      from: "user",
      type: "text",
      text: message.message,
      status: "saved",
    };
  }
  const video = /\[videolibras:([^\]]+)\]/.exec(message.message)?.[1]?.trim();
  return {
    key: `s${message.id}`,
    id: message.id,
    from: "bot",
    type: video && isVideoAddress(video) ? "videoLibras" : "text",
    text: message.message,
    path: video,
    lang: isLang(message.languageCode) ? message.languageCode : undefined,
  };
}

export function ChatWidget({ lang, toggles, onViewChange, launcherRef }: ChatWidgetProps) {
  const s = chatStrings[lang];
  const [store] = useState(() => createStateStore(readChat()));
  const chat = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [connection, setConnection] = useState<ConnectionState>("connecting");
  const [statusText, setStatusText] = useState("");
  const [typing, setTyping] = useState(false);
  const [awaitingReply, setAwaitingReply] = useState(false);
  const [openVideos, setOpenVideos] = useState<ReadonlySet<string>>(new Set());
  const [draft, setDraft] = useState("");
  const clientRef = useRef<ChatClient | null>(null);
  const queue = useRef<Pending[]>([]);
  const pumping = useRef(false);
  const handledToggles = useRef(0);
  const [everOnline, setEverOnline] = useState(false);
  const everOnlineRef = useRef(false);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const roomRef = useRef<HTMLElement>(null);
  const invitationOpenRef = useRef<HTMLButtonElement>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const later = useCallback((fn: () => void, ms: number) => {
    const t = setTimeout(() => {
      timers.current.delete(t);
      fn();
    }, ms);
    timers.current.add(t);
  }, []);

  const update = store.set;
  useEffect(() => onViewChange(chat.view), [chat.view, onViewChange]);
  useEffect(() => {
    const all = timers.current;
    return () => all.forEach(clearTimeout);
  }, []);

  const info: AssistantInfo | undefined = chat.info[lang];
  const filter: WordFilter = useMemo(() => createWordFilter(chat.words), [chat.words]);

  // ---------- Scrolling and focus ----------

  const scrollSoon = useCallback(() => {
    for (const ms of TIMING.scrollDelaysMs) {
      later(() => {
        const log = logRef.current;
        if (log) log.scrollTop = log.scrollHeight;
      }, ms);
    }
  }, [later]);

  const focusSoon = useCallback(
    (target: FocusTarget) => {
      later(() => {
        const room = roomRef.current;
        if (target === "launcher") return launcherRef.current?.focus();
        if (target === "invitation") return invitationOpenRef.current?.focus();
        if (!room) return;
        if (target === "input" && inputRef.current && !inputRef.current.disabled) return inputRef.current.focus();
        if (target === "action") {
          const action = room.querySelector<HTMLElement>(".chat-msg:last-child [data-chat-action]");
          if (action) return action.focus();
        }
        const last = room.querySelector<HTMLElement>(".chat-msg:last-child");
        last?.focus();
      }, TIMING.focusDelayMs);
    },
    [later, launcherRef],
  );

  // ---------- Replies, one at a time, each after its typing delay ----------

  const pump = useCallback(async () => {
    if (pumping.current) return;
    pumping.current = true;
    while (queue.current.length) {
      const next = queue.current.shift()!;
      setTyping(true);
      await wait(next.delayMs);
      next.apply();
      scrollSoon();
    }
    setTyping(false);
    pumping.current = false;
  }, [scrollSoon]);

  const enqueue = useCallback(
    (delayMs: number, apply: () => void) => {
      queue.current.push({ delayMs, apply });
      void pump();
    },
    [pump],
  );

  /** A scripted reply of the assistant (typing for 2 s first). */
  const say = useCallback(
    (message: Omit<UiMessage, "key" | "from">, focus: FocusTarget = "input") => {
      enqueue(TIMING.scriptedTypingMs, () => {
        update((c) => ({ ...c, messages: [...c.messages, { key: newKey(), from: "bot", local: true, ...message }] }));
        focusSoon(focus);
      });
    },
    [enqueue, update, focusSoon],
  );

  const appendUser = useCallback(
    (text: string, extra: Partial<UiMessage> = {}) => {
      update((c) => ({
        ...c,
        messages: [...c.messages, { key: newKey(), from: "user", type: "text", text, local: true, ...extra }],
      }));
      scrollSoon();
    },
    [update, scrollSoon],
  );

  // ---------- The connection ----------

  const acceptServerMessage = useCallback(
    (message: ChatMessage) => {
      update((c) => {
        if (c.messages.some((m) => m.id === message.id)) return c;
        const ui = fromServer(message, clientRef.current?.guest ?? c.guestId);
        const lastId = Math.max(c.lastId, message.id);
        if (ui.from === "user" && message.clientId) {
          const index = c.messages.findIndex((m) => m.clientId === message.clientId);
          if (index >= 0) {
            const messages = [...c.messages];
            messages[index] = { ...messages[index]!, id: message.id, text: message.message, status: "saved" };
            return { ...c, messages, lastId };
          }
        }
        return { ...c, messages: insertById(c.messages, ui), lastId };
      });
    },
    [update],
  );

  useEffect(() => {
    const stored = store.get();
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
            if (everOnlineRef.current) {
              setStatusText("reconnected");
              later(() => setStatusText((t) => (t === "reconnected" ? "" : t)), 5000);
            } else setStatusText("");
            everOnlineRef.current = true;
            setEverOnline(true);
          } else if (state === "offline") {
            setStatusText("offline");
            setAwaitingReply(false);
          }
        },
        guest: (guestId, token) => update((c) => ({ ...c, guestId, token })),
        words: (words) => update((c) => ({ ...c, words })),
        info: (value) => update((c) => ({ ...c, info: { ...c.info, [value.lang]: value } })),
        saved: (message) => {
          const mine = store.get().messages.some((m) => m.clientId && m.clientId === message.clientId && m.status === "queued");
          acceptServerMessage(message);
          if (mine) setAwaitingReply(true);
        },
        message: (message) => {
          if (message.replayed || message.sender !== BOT_ID) {
            acceptServerMessage(message);
            return;
          }
          setAwaitingReply(false);
          // The spec: incoming messages show typing for 1.6 s, then appear.
          enqueue(TIMING.incomingTypingMs, () => acceptServerMessage(message));
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const client = clientRef.current;
    if (!client) return;
    client.setLang(lang);
    if (!store.get().info[lang]) void client.info(lang);
  }, [store, lang]);

  // A bot reply that never comes should not leave the typing indicator on.
  useEffect(() => {
    if (!awaitingReply) return;
    const t = setTimeout(() => setAwaitingReply(false), 20_000);
    return () => clearTimeout(t);
  }, [awaitingReply]);

  // ---------- Opening and closing ----------

  const showGreeting = useCallback(() => {
    update((c) => ({
      ...c,
      messages: [...c.messages, { key: newKey(), from: "bot", type: "messageOption", text: "", local: true }],
    }));
    scrollSoon();
  }, [update, scrollSoon]);

  const openRoom = useCallback(() => {
    const first = store.get().messages.length === 0;
    update((c) => ({ ...c, view: "room", wasOpened: true }));
    if (first) {
      // Opening the room shows the first bot message with the question list, and focuses it.
      showGreeting();
      focusSoon("last-message");
    } else {
      scrollSoon();
      focusSoon(inputDisabled(store.get().flow) ? "action" : "input");
    }
  }, [store, update, showGreeting, focusSoon, scrollSoon]);

  const close = useCallback(() => {
    update((c) => ({ ...c, view: "closed" }));
    focusSoon("launcher");
  }, [update, focusSoon]);

  // The launcher: before the room was ever opened it toggles the invitation; after, the room.
  useEffect(() => {
    if (toggles === handledToggles.current) return;
    handledToggles.current = toggles;
    const c = store.get();
    if (c.wasOpened) {
      if (c.view === "room") update((x) => ({ ...x, view: "closed" }));
      else openRoom();
    } else if (c.view === "invitation") {
      update((x) => ({ ...x, view: "closed" }));
    } else {
      update((x) => ({ ...x, view: "invitation" }));
      focusSoon("invitation");
    }
  }, [store, toggles, update, openRoom, focusSoon]);

  // The status line takes room from the log: keep the newest message in view.
  useEffect(() => {
    if (statusText) scrollSoon();
  }, [statusText, scrollSoon]);

  // Escape closes the invitation or the room (when focus is inside it) and returns to the launcher.
  useEffect(() => {
    if (chat.view === "closed") return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const target = event.target as Node | null;
      const panel = document.getElementById(chat.view === "room" ? "stuart-room" : "stuart-invitation");
      if (!panel || !target || !panel.contains(target)) return;
      close();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [chat.view, close]);

  // Restored open after a reload: scroll to the newest message.
  useEffect(() => {
    if (store.get().view === "room") scrollSoon();
  }, [store, scrollSoon]);

  // ---------- What the visitor does ----------

  const sendToStuart = useCallback(
    (text: string) => {
      const clientId = newClientId();
      appendUser(text, { clientId, status: "queued", local: false });
      clientRef.current?.send(clientId, text);
    },
    [appendUser],
  );

  const promptMessage = useCallback(
    (prompt: FlowPrompt, strings: ChatStrings) => {
      const text: Partial<Record<FlowPrompt, string>> = {
        askName: strings.askName,
        emptyName: strings.emptyName,
        askEmail: strings.askEmail,
        invalidEmail: strings.invalidEmail,
        askMessage: strings.askMessage,
        emptyMessage: strings.emptyMessage,
      };
      if (prompt === "chooseRecipient") say({ type: "emailList", text: strings.chooseRecipient }, "action");
      else if (prompt === "confirm") {
        const flow = store.get().flow;
        say(
          {
            type: "emailConfirmation",
            text: strings.confirmIntro,
            confirmation: {
              name: flow.name ?? "",
              email: flow.email ?? "",
              recipient: flow.recipient ? `${flow.recipient.label} (${flow.recipient.email})` : "",
              message: flow.message ?? "",
            },
          },
          "action",
        );
      } else if (prompt === "cancelled") say({ type: "text", text: `${strings.cancelled} [opcaoacao]` }, "action");
      else if (text[prompt]) say({ type: "text", text: text[prompt]! }, "input");
    },
    [store, say],
  );

  const startEmail = useCallback(
    (label: string) => {
      appendUser(label);
      const next = startFlow();
      update((c) => ({ ...c, flow: next.flow }));
      promptMessage(next.prompt, s);
    },
    [appendUser, update, promptMessage, s],
  );

  const pickOption = useCallback(
    (text: string) => {
      sendToStuart(text);
      focusSoon("input");
    },
    [sendToStuart, focusSoon],
  );

  const pickRecipient = useCallback(
    (mailbox: Mailbox) => {
      appendUser(`${mailbox.label} (${mailbox.email})`);
      const next = chooseRecipient(store.get().flow, mailbox);
      update((c) => ({ ...c, flow: next.flow }));
      promptMessage(next.prompt, s);
    },
    [store, appendUser, update, promptMessage, s],
  );

  const chooseTutor = useCallback(() => {
    const mailbox = info?.mailboxes.find((m) => m.id === "pedagogico") ?? info?.mailboxes[0];
    if (!mailbox) return;
    appendUser(s.chooseTutor);
    const next = chooseRecipient(startFlow().flow, mailbox);
    update((c) => ({ ...c, flow: next.flow }));
    promptMessage(next.prompt, s);
  }, [info, appendUser, update, promptMessage, s]);

  const cancelEmail = useCallback(() => {
    appendUser(s.cancelEmail);
    const next = cancelFlow();
    update((c) => ({ ...c, flow: next.flow }));
    promptMessage(next.prompt, s);
  }, [appendUser, update, promptMessage, s]);

  const confirm = useCallback(
    async (yes: boolean) => {
      appendUser(yes ? s.yes : s.no);
      if (!yes) {
        const next = cancelFlow();
        update((c) => ({ ...c, flow: next.flow }));
        promptMessage(next.prompt, s);
        return;
      }
      const request = emailRequest(store.get().flow);
      update((c) => ({ ...c, flow: { ...c.flow, step: "sending" } }));
      setTyping(true);
      const [ok] = await Promise.all([
        request ? sendStuartContact(request) : Promise.resolve(false),
        wait(TIMING.scriptedTypingMs),
      ]);
      // Sending clears the collected data, whatever the result.
      update((c) => ({
        ...c,
        flow: idleFlow,
        messages: [...c.messages, { key: newKey(), from: "bot", type: "result", text: ok ? s.success : s.failure, local: true }],
      }));
      if (!pumping.current) setTyping(false);
      scrollSoon();
      focusSoon("action");
    },
    [store, appendUser, update, promptMessage, s, scrollSoon, focusSoon],
  );

  const backToStart = useCallback(() => {
    appendUser(s.backToStart);
    enqueue(TIMING.scriptedTypingMs, () => {
      showGreeting();
      focusSoon("action");
    });
  }, [appendUser, enqueue, showGreeting, focusSoon, s]);

  const submit = useCallback(() => {
    const text = draft.trim();
    if (!text || inputDisabled(store.get().flow)) return;
    setDraft("");
    if (collecting(store.get().flow)) {
      // E-mail flow answers stay in the widget (they go out only with the e-mail itself).
      appendUser(text);
      const next = answerFlow(store.get().flow, text);
      update((c) => ({ ...c, flow: next.flow }));
      promptMessage(next.prompt, s);
      return;
    }
    sendToStuart(text);
  }, [store, draft, appendUser, update, promptMessage, sendToStuart, s]);

  /**
   * Asks the Libras panel (app/accessibility) to play a clip: the spec's video event with `aws`
   * true (the address is complete). The panel claims the event with preventDefault(); when
   * nobody does, the chat plays the clip itself.
   */
  const requestLibras = useCallback((urlVideo: string, label: string, from: HTMLElement | null): boolean => {
    const event = new CustomEvent("libras:open", {
      detail: { urlVideo, aws: true, label, anchor: from, returnFocus: from },
      cancelable: true,
    });
    return !window.dispatchEvent(event);
  }, []);

  const openLibras = useCallback(
    (message: UiMessage, from: HTMLElement | null) => {
      if (!message.path) return;
      if (!requestLibras(message.path, s.videoLabel, from)) setOpenVideos((v) => new Set(v).add(message.key));
    },
    [requestLibras, s.videoLabel],
  );

  const librasHelp = useCallback(
    (from: HTMLElement | null) => {
      const path = info?.helpClip ?? undefined;
      if (!path) {
        update((c) => ({
          ...c,
          messages: [...c.messages, { key: newKey(), from: "bot", type: "text", text: s.librasHelpMissing, local: true }],
        }));
        scrollSoon();
        return;
      }
      if (requestLibras(path, s.librasHelpLabel, from)) return;
      const message: UiMessage = { key: newKey(), from: "bot", type: "videoLibras", text: s.librasHelpIntro, path, local: true };
      update((c) => ({ ...c, messages: [...c.messages, message] }));
      setOpenVideos((v) => new Set(v).add(message.key));
      scrollSoon();
    },
    [info, update, scrollSoon, requestLibras, s],
  );

  // ---------- Rendering ----------

  const view = chat.view;
  const messages = chat.messages;
  const lastKey = messages[messages.length - 1]?.key;
  const flow = chat.flow;
  const disabled = inputDisabled(flow);

  const optionButtons = (message: UiMessage) => (
    <ul className="chat-choices" aria-label={s.options}>
      {(info?.options ?? []).map((o, i) => (
        <li key={o.option}>
          <button
            type="button"
            className="chat-choice"
            data-chat-action={i === 0 ? "" : undefined}
            onClick={() => pickOption(o.text)}
          >
            {filter.clean(o.text)}
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          className="chat-choice chat-choice--other"
          data-chat-action={info ? undefined : ""}
          onClick={() => startEmail(s.otherSubjects)}
        >
          {s.otherSubjects}
        </button>
      </li>
      {info ? null : (
        <li className="chat-note" key={`${message.key}-note`}>
          {s.optionsUnavailable}
        </li>
      )}
    </ul>
  );

  const renderBody = (message: UiMessage) => {
    const isLast = message.key === lastKey;
    if (message.from === "user") {
      return (
        <p className="chat-msg__text chat-msg__text--plain">
          <span className="visually-hidden">{s.you} </span>
          {filter.clean(message.text)}
          {message.status === "queued" ? (
            <span className="chat-msg__state"> · {connection === "online" ? s.sending : s.queued}</span>
          ) : null}
        </p>
      );
    }
    if (message.type === "messageOption") {
      return (
        <>
          <p className="chat-msg__text">
            <span className="visually-hidden">{s.stuart} </span>
            {s.greeting}
          </p>
          {isLast ? optionButtons(message) : null}
        </>
      );
    }
    if (message.type === "emailList") {
      return (
        <>
          <p className="chat-msg__text">
            <span className="visually-hidden">{s.stuart} </span>
            {message.text}
          </p>
          {isLast && flow.step === "recipient" ? (
            <ul className="chat-choices" aria-label={s.recipients}>
              {(info?.mailboxes ?? []).map((m, i) => (
                <li key={m.id}>
                  <button
                    type="button"
                    className="chat-choice"
                    data-chat-action={i === 0 ? "" : undefined}
                    onClick={() => pickRecipient(m)}
                  >
                    <span className="chat-choice__label">{m.label}</span>
                    <span className="chat-choice__detail">{m.email}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      );
    }
    if (message.type === "emailConfirmation" && message.confirmation) {
      const c = message.confirmation;
      return (
        <>
          <p className="chat-msg__text">
            <span className="visually-hidden">{s.stuart} </span>
            {message.text}
          </p>
          <dl className="chat-summary">
            <dt>{s.fieldName}</dt>
            <dd>{filter.clean(c.name)}</dd>
            <dt>{s.fieldEmail}</dt>
            <dd>{c.email}</dd>
            <dt>{s.fieldRecipient}</dt>
            <dd>{c.recipient}</dd>
            <dt>{s.fieldMessage}</dt>
            <dd className="chat-summary__message">{filter.clean(c.message)}</dd>
          </dl>
          {isLast && flow.step === "confirm" ? (
            <div className="chat-confirm" role="group" aria-label={s.confirmGroup}>
              <button
                type="button"
                className="chat-button chat-button--primary"
                data-chat-action=""
                onClick={() => void confirm(true)}
              >
                {s.yes}
              </button>
              <button type="button" className="chat-button" onClick={() => void confirm(false)}>
                {s.no}
              </button>
            </div>
          ) : null}
        </>
      );
    }
    if (message.type === "result") {
      return (
        <>
          <p className="chat-msg__text">
            <span className="visually-hidden">{s.stuart} </span>
            {message.text}
          </p>
          {isLast ? (
            <button type="button" className="chat-button" data-chat-action="" onClick={backToStart}>
              {s.backToStart}
            </button>
          ) : null}
        </>
      );
    }
    // Stuart's text, with its markers (only the assistant's messages are read for markers).
    const parsed = parseMessage(message.text, lang);
    const video = message.path ?? parsed.video;
    return (
      <>
        <p className="chat-msg__text">
          <span className="visually-hidden">{s.stuart} </span>
          {parsed.segments.map((seg, i) =>
            seg.kind === "text" ? (
              <span key={i}>{filter.clean(seg.text)}</span>
            ) : seg.external ? (
              <a key={i} href={seg.href} target="_blank" rel="noopener noreferrer">
                {filter.clean(seg.label)}
                <span className="visually-hidden"> {s.newTab}</span>
              </a>
            ) : (
              <Link key={i} to={seg.href}>
                {filter.clean(seg.label)}
              </Link>
            ),
          )}
        </p>
        {video && message.type === "videoLibras" ? (
          openVideos.has(message.key) ? (
            <video className="chat-video" src={video} controls playsInline muted preload="metadata" aria-label={s.videoLabel} />
          ) : (
            <button
              type="button"
              className="chat-button chat-button--libras"
              onClick={(e) => openLibras({ ...message, path: video }, e.currentTarget)}
            >
              <HandsIcon /> {s.watchLibras}
            </button>
          )
        ) : null}
        {isLast && parsed.chooseTutor && !isActive(flow) ? (
          <button type="button" className="chat-button" data-chat-action="" onClick={chooseTutor}>
            {s.chooseTutor}
          </button>
        ) : null}
        {isLast && parsed.showOptions && !isActive(flow) ? optionButtons(message) : null}
        {isLast && !parsed.showOptions && !parsed.chooseTutor && !isActive(flow) && message.id !== undefined ? (
          <button type="button" className="chat-button chat-button--quiet chat-button--start" onClick={backToStart}>
            {s.backToStart}
          </button>
        ) : null}
      </>
    );
  };

  const status =
    statusText === "offline"
      ? s.offline
      : statusText === "reconnected"
        ? s.reconnected
        : connection === "connecting" && !everOnline
          ? s.connecting
          : "";

  return (
    <>
      {view === "invitation" ? (
        <section id="stuart-invitation" className="chat-invitation" aria-label={s.title}>
          <StuartAvatar />
          <p className="chat-invitation__text">{s.invitation}</p>
          <div className="chat-invitation__actions">
            <button
              ref={invitationOpenRef}
              type="button"
              className="chat-icon-button chat-icon-button--open"
              aria-label={s.invitationOpen}
              onClick={openRoom}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M7.4 15.4 12 10.8l4.6 4.6L18 14l-6-6-6 6z" />
              </svg>
            </button>
            <button
              type="button"
              className="chat-icon-button"
              aria-label={s.invitationClose}
              onClick={() => {
                update((c) => ({ ...c, view: "closed" }));
                focusSoon("launcher");
              }}
            >
              <CloseIcon />
            </button>
          </div>
        </section>
      ) : null}
      {view === "room" ? (
        <section id="stuart-room" ref={roomRef} className="chat-room" role="dialog" aria-modal="false" aria-label={s.room}>
          <header className="chat-room__header">
            <StuartAvatar />
            <div className="chat-room__titles">
              <h2 className="chat-room__title">
                {s.title}{" "}
                <span className="chat-beta" title={s.betaLong}>
                  {s.beta}
                </span>
              </h2>
              <p className="chat-room__subtitle">{s.subtitle}</p>
            </div>
            <button
              type="button"
              className="chat-icon-button chat-icon-button--light"
              aria-label={s.librasHelp}
              onClick={(e) => librasHelp(e.currentTarget)}
            >
              <HandsIcon />
            </button>
            <button type="button" className="chat-icon-button chat-icon-button--light" aria-label={s.close} onClick={close}>
              <CloseIcon />
            </button>
          </header>
          <p
            className={`chat-status${status ? " chat-status--shown" : ""}${connection === "offline" ? " chat-status--offline" : ""}`}
            role="status"
          >
            {status}
          </p>
          {/* Focusable so the conversation scrolls from the keyboard even when it holds no links or buttons. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div ref={logRef} className="chat-log" role="log" aria-label={s.log} aria-relevant="additions" tabIndex={0}>
            <ol className="chat-messages">
              {messages.map((m) => (
                <li
                  key={m.key}
                  className={`chat-msg chat-msg--${m.from}`}
                  tabIndex={-1}
                  data-chat-type={m.type}
                  // Read in its own language when Stuart answered in another one.
                  lang={m.lang && m.lang !== lang && isLang(m.lang) ? languageOf(m.lang).htmlLang : undefined}
                >
                  {renderBody(m)}
                </li>
              ))}
            </ol>
          </div>
          <p className={`chat-typing${typing || awaitingReply ? " chat-typing--shown" : ""}`} role="status">
            {typing || awaitingReply ? (
              <>
                <span className="chat-typing__dots" aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </span>
                {s.typing}
              </>
            ) : null}
          </p>
          {isActive(flow) && flow.step !== "sending" ? (
            <div className="chat-flow-bar">
              <button type="button" className="chat-button chat-button--quiet" onClick={cancelEmail}>
                {s.cancelEmail}
              </button>
            </div>
          ) : null}
          <form
            className="chat-compose"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <label className="visually-hidden" htmlFor="stuart-input">
              {s.inputLabel}
            </label>
            <input
              ref={inputRef}
              id="stuart-input"
              className="chat-compose__input"
              type={flow.step === "email" ? "email" : "text"}
              inputMode={flow.step === "email" ? "email" : "text"}
              autoComplete={flow.step === "email" ? "email" : flow.step === "name" ? "name" : "off"}
              maxLength={1000}
              value={draft}
              disabled={disabled}
              placeholder={disabled ? s.placeholderChoose : s.placeholder}
              onChange={(e) => setDraft(e.target.value)}
            />
            <button type="submit" className="chat-compose__send" aria-label={s.send} disabled={disabled}>
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z" />
              </svg>
            </button>
          </form>
        </section>
      ) : null}
    </>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z"
      />
    </svg>
  );
}

function HandsIcon() {
  return (
    <svg className="chat-hands" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 2.5c.6 0 1 .4 1 1v6.2h1V2c0-.6.4-1 1-1s1 .4 1 1v7.7h1V3c0-.6.4-1 1-1s1 .4 1 1v6.7h1V5c0-.6.4-1 1-1s1 .4 1 1v9.5c0 4-2.9 7.5-7 7.5-2.6 0-4.6-1.4-5.8-3.5L3.1 13c-.3-.6-.1-1.3.5-1.6.6-.3 1.3-.1 1.6.4L6 13.3V3.5c0-.6.4-1 1-1Z"
      />
    </svg>
  );
}

function StuartAvatar() {
  return (
    <svg className="chat-avatar" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="20" className="chat-avatar__bg" />
      <rect x="10" y="13" width="20" height="15" rx="5" className="chat-avatar__face" />
      <circle cx="16" cy="20.5" r="2" className="chat-avatar__eye" />
      <circle cx="24" cy="20.5" r="2" className="chat-avatar__eye" />
      <rect x="19" y="7" width="2" height="6" rx="1" className="chat-avatar__face" />
      <circle cx="20" cy="7" r="2" className="chat-avatar__face" />
    </svg>
  );
}

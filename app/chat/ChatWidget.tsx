/**
 * The chat widget: the invitation (the launcher's first click) and the room with Stuart (opened
 * from the invitation; afterwards the launcher opens and closes the room directly). Loaded on
 * demand by ChatLauncher; the launcher button itself stays there.
 *
 * Where things are (ADR 0017): useChatSession (connection, reply queue, storage), chat-state
 * (the reducer), useChatActions (what the visitor does), ChatRoom (the room as drawn), messages/
 * (one component per message type), ChatComposer (the text box), email-flow (the pure e-mail steps).
 */
import { useEffect, useMemo, useRef, type RefObject } from "react";
import { createPortal } from "react-dom";
import { createWordFilter } from "../../common/chat/word-filter";
import type { Lang } from "../../common/i18n/languages";
import { ChatRoom } from "./ChatRoom";
import { ChatInvitation } from "./ChatInvitation";
import type { MessageContext } from "./messages/context";
import type { View } from "./storage";
import { chatStrings } from "./strings";
import { useChatActions, type ChatRefs } from "./useChatActions";
import { useChatSession } from "./useChatSession";
import "./chat.css";

export interface ChatWidgetProps {
  lang: Lang;
  /** Incremented by the launcher on every click. */
  toggles: number;
  onViewChange(view: View): void;
  launcherRef: RefObject<HTMLButtonElement | null>;
  /** The launcher floats in the right margin: the invitation opens above it, not under the bar. */
  floating?: boolean;
}

export function ChatWidget({ lang, toggles, onViewChange, launcherRef, floating = false }: ChatWidgetProps) {
  const s = chatStrings[lang];
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const roomRef = useRef<HTMLElement>(null);
  const invitationOpenRef = useRef<HTMLButtonElement>(null);
  const refs: ChatRefs = useMemo(
    () => ({ log: logRef, input: inputRef, room: roomRef, invitationOpen: invitationOpenRef, launcher: launcherRef }),
    [launcherRef],
  );
  const scrollRef = useRef<() => void>(() => {});
  const session = useChatSession(lang, () => scrollRef.current());
  const { chat, store, dispatch, connection, note, everOnline, typing } = session;
  const act = useChatActions(lang, session, refs);
  useEffect(() => {
    scrollRef.current = act.scrollSoon;
  }, [act.scrollSoon]);
  const handledToggles = useRef(0);
  const filter = useMemo(() => createWordFilter(chat.words), [chat.words]);

  useEffect(() => onViewChange(chat.view), [chat.view, onViewChange]);

  // The launcher: before the room was ever opened it toggles the invitation; after, the room.
  useEffect(() => {
    if (toggles === handledToggles.current) return;
    handledToggles.current = toggles;
    const c = store.get();
    if (c.wasOpened) {
      if (c.view === "room") dispatch({ type: "view", view: "closed" });
      else act.openRoom();
    } else if (c.view === "invitation") {
      dispatch({ type: "view", view: "closed" });
    } else {
      dispatch({ type: "view", view: "invitation" });
      act.focusSoon("invitation");
    }
    // Only a new click counts; the handlers are read fresh each time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toggles]);

  // The status line takes room from the log: keep the newest message in view.
  const { scrollSoon, close } = act;
  useEffect(() => {
    if (note) scrollSoon();
  }, [note, scrollSoon]);

  // Restored open after a reload: scroll to the newest message.
  useEffect(() => {
    if (store.get().view === "room") scrollSoon();
  }, [store, scrollSoon]);

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

  const { messages, flow, view } = chat;
  const ctx: MessageContext = {
    s,
    lang,
    filter,
    flow,
    info: chat.info[lang],
    connection,
    openVideos: act.openVideos,
    actions: act.actions,
  };
  const status =
    note === "offline"
      ? s.offline
      : note === "reconnected"
        ? s.reconnected
        : connection === "connecting" && !everOnline
          ? s.connecting
          : "";

  if (view === "invitation") {
    const invitation = <ChatInvitation s={s} openRef={invitationOpenRef} onOpen={act.openRoom} onClose={() => close()} />;
    // In the page's flow right under the navigation bar, where the launcher is: it pushes the page
    // down instead of covering its text (issue 26), and follows the launcher in reading order.
    // With the launcher in the right margin (wide windows), above it, in the same margin.
    const slot = floating ? null : document.getElementById("chat-invitation-slot");
    return slot ? createPortal(invitation, slot) : invitation;
  }
  if (view !== "room") return null;

  return (
    <ChatRoom
      ctx={ctx}
      messages={messages}
      status={status}
      offline={connection === "offline"}
      typing={typing}
      roomRef={roomRef}
      logRef={logRef}
      inputRef={inputRef}
      onLibrasHelp={act.librasHelp}
      onClose={() => close()}
      onCancelEmail={act.cancelEmail}
      onSend={act.submit}
    />
  );
}

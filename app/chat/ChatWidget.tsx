/**
 * The chat widget: the invitation (the launcher's first click) and the room with Stuart (opened
 * from the invitation; afterwards the launcher opens and closes the room directly). Loaded on
 * demand by ChatLauncher; the launcher button itself stays there.
 *
 * Where things are (ADR 0017): useChatSession (connection, reply queue, storage), chat-state
 * (the reducer), useChatActions (what the visitor does), messages/ (one component per message
 * type), ChatComposer (the text box), email-flow (the pure e-mail steps).
 */
import { useEffect, useMemo, useRef, type RefObject } from "react";
import { createPortal } from "react-dom";
import { createWordFilter } from "../../common/chat/word-filter";
import { isLang, languageOf, type Lang } from "../../common/i18n/languages";
import { ChatComposer } from "./ChatComposer";
import { isActive } from "./email-flow";
import { StuartAvatar } from "./icons";
import { UiIcon } from "../components/UiIcon";
import { ChatMessageView } from "./messages/ChatMessageView";
import { offersBackToStart } from "./messages/StuartMessage";
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
  const lastKey = messages[messages.length - 1]?.key;
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
    const invitation = (
      <section id="stuart-invitation" className="chat-invitation" aria-label={s.title}>
        <StuartAvatar />
        <p className="chat-invitation__text">{s.invitation}</p>
        <div className="chat-invitation__actions">
          {/* Labelled in words, not an icon-only arrow (issue 35). */}
          <button
            ref={invitationOpenRef}
            type="button"
            className="chat-button chat-button--primary chat-invitation__open"
            onClick={act.openRoom}
          >
            {s.invitationOpen}
          </button>
          <button type="button" className="round-button chat-icon-button" aria-label={s.invitationClose} onClick={() => close()}>
            <UiIcon name="close-solid" />
          </button>
        </div>
      </section>
    );
    // In the page's flow right under the navigation bar, where the launcher is: it pushes the page
    // down instead of covering its text (issue 26), and follows the launcher in reading order.
    // With the launcher in the right margin (wide windows), above it, in the same margin.
    const slot = floating ? null : document.getElementById("chat-invitation-slot");
    return slot ? createPortal(invitation, slot) : invitation;
  }
  if (view !== "room") return null;

  return (
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
          className="round-button chat-icon-button chat-icon-button--light"
          aria-label={s.librasHelp}
          onClick={(e) => act.librasHelp(e.currentTarget)}
        >
          <UiIcon name="hands" className="chat-hands" />
        </button>
        <button
          type="button"
          className="round-button chat-icon-button chat-icon-button--light"
          aria-label={s.close}
          onClick={() => close()}
        >
          <UiIcon name="close-solid" />
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
              className={`chat-msg chat-msg--${m.from} focus-target`}
              tabIndex={-1}
              data-chat-type={m.type}
              // Read in its own language when Stuart answered in another one.
              lang={m.lang && m.lang !== lang && isLang(m.lang) ? languageOf(m.lang).htmlLang : undefined}
            >
              <ChatMessageView message={m} isLast={m.key === lastKey} ctx={ctx} />
            </li>
          ))}
        </ol>
      </div>
      <p className={`chat-typing${typing ? " chat-typing--shown" : ""}`} role="status">
        {typing ? (
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
      {/* Under the conversation, not at the end of a long answer: always whole in view (issue 35). */}
      {offersBackToStart(messages[messages.length - 1], flow, lang) ? (
        <div className="chat-flow-bar chat-flow-bar--start">
          <button type="button" className="chat-button chat-button--quiet chat-button--start" onClick={act.actions.backToStart}>
            {s.backToStart}
          </button>
        </div>
      ) : null}
      {isActive(flow) && flow.step !== "sending" ? (
        <div className="chat-flow-bar">
          <button type="button" className="chat-button chat-button--quiet" onClick={act.cancelEmail}>
            {s.cancelEmail}
          </button>
        </div>
      ) : null}
      <ChatComposer s={s} flow={flow} inputRef={inputRef} onSend={act.submit} />
    </section>
  );
}

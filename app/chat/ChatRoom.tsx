/**
 * The room as it is drawn: its header, the conversation, the typing line, "Voltar ao início" and
 * the text box. What it shows comes in as props (ChatWidget holds the session), so the public
 * strings test renders it on the server too (app/i18n/strings-check.test.tsx).
 */
import type { RefObject } from "react";
import { isLang, languageOf } from "../../common/i18n/languages";
import { ChatComposer } from "./ChatComposer";
import { isActive } from "./email-flow";
import { StuartAvatar } from "./icons";
import { UiIcon } from "../components/UiIcon";
import { ChatMessageView } from "./messages/ChatMessageView";
import { offersBackToStart } from "./messages/StuartMessage";
import type { MessageContext } from "./messages/context";
import type { UiMessage } from "./storage";

export interface ChatRoomProps {
  ctx: MessageContext;
  messages: UiMessage[];
  /** The status line's text (connecting, offline, reconnected), empty when all is well. */
  status: string;
  offline: boolean;
  typing: boolean;
  roomRef?: RefObject<HTMLElement | null>;
  logRef?: RefObject<HTMLDivElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  onLibrasHelp(from: HTMLElement): void;
  onClose(): void;
  onCancelEmail(): void;
  onSend(text: string): void;
}

export function ChatRoom({
  ctx,
  messages,
  status,
  offline,
  typing,
  roomRef,
  logRef,
  inputRef,
  onLibrasHelp,
  onClose,
  onCancelEmail,
  onSend,
}: ChatRoomProps) {
  const { s, lang, flow } = ctx;
  const lastKey = messages[messages.length - 1]?.key;
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
          onClick={(e) => onLibrasHelp(e.currentTarget)}
        >
          <UiIcon name="hands" className="chat-hands" />
        </button>
        <button
          type="button"
          className="round-button chat-icon-button chat-icon-button--light"
          aria-label={s.close}
          onClick={() => onClose()}
        >
          <UiIcon name="close-solid" />
        </button>
      </header>
      <p className={`chat-status${status ? " chat-status--shown" : ""}${offline ? " chat-status--offline" : ""}`} role="status">
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
          <button type="button" className="chat-button chat-button--quiet chat-button--start" onClick={ctx.actions.backToStart}>
            {s.backToStart}
          </button>
        </div>
      ) : null}
      {isActive(flow) && flow.step !== "sending" ? (
        <div className="chat-flow-bar">
          <button type="button" className="chat-button chat-button--quiet" onClick={onCancelEmail}>
            {s.cancelEmail}
          </button>
        </div>
      ) : null}
      <ChatComposer s={s} flow={flow} inputRef={inputRef} onSend={onSend} />
    </section>
  );
}

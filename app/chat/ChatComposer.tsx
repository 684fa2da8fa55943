/**
 * The text box and send button. The app checks what is typed (the e-mail step included), so the
 * form is never validated by the browser: the visitor's text is always shown and Stuart answers
 * 'Por favor insira um email válido.' when the e-mail step gets no valid address (ADR 0017).
 * The placeholder says what the current step asks for.
 */
import { useState, type RefObject } from "react";
import { MAX_MESSAGE_LENGTH } from "../../common/chat/protocol";
import { inputPurpose, type EmailFlow, type InputPurpose } from "./email-flow";
import type { ChatStrings } from "./strings";

const placeholderKey: Record<InputPurpose, keyof ChatStrings> = {
  question: "placeholder",
  choose: "placeholderChoose",
  name: "placeholderName",
  email: "placeholderEmail",
  message: "placeholderMessage",
};

export function ChatComposer(props: {
  s: ChatStrings;
  flow: EmailFlow;
  inputRef: RefObject<HTMLInputElement | null>;
  onSend(text: string): void;
}) {
  const { s, flow, inputRef, onSend } = props;
  const [draft, setDraft] = useState("");
  const purpose = inputPurpose(flow);
  const disabled = purpose === "choose";
  return (
    <form
      className="chat-compose"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const text = draft.trim();
        if (!text || disabled) return;
        setDraft("");
        onSend(text);
      }}
    >
      <label className="visually-hidden" htmlFor="stuart-input">
        {s.inputLabel}
      </label>
      <input
        ref={inputRef}
        id="stuart-input"
        className="chat-compose__input"
        type="text"
        inputMode={purpose === "email" ? "email" : "text"}
        autoComplete={purpose === "email" ? "email" : purpose === "name" ? "name" : "off"}
        maxLength={MAX_MESSAGE_LENGTH}
        value={draft}
        disabled={disabled}
        placeholder={s[placeholderKey[purpose]]}
        onChange={(e) => setDraft(e.target.value)}
      />
      <button type="submit" className="round-button chat-compose__send" aria-label={s.send} disabled={disabled}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z" />
        </svg>
      </button>
    </form>
  );
}

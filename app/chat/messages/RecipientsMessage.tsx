/** The e-mail flow's first step: the three addresses to write to. */
import type { MessageProps } from "./context";
import { Said } from "./Said";
import { ChoiceButton } from "./ChoiceButton";

export function RecipientsMessage({ message, isLast, ctx }: MessageProps) {
  const { s, info, flow, actions } = ctx;
  return (
    <>
      <Said who={s.stuart}>{message.text}</Said>
      {isLast && flow.step === "recipient" ? (
        <ul className="chat-choices" aria-label={s.recipients}>
          {(info?.mailboxes ?? []).map((m, i) => (
            <li key={m.id}>
              <ChoiceButton first={i === 0} onClick={() => actions.pickRecipient(m)}>
                <span className="chat-choice__label">{m.label}</span>
                <span className="chat-choice__detail">{m.email}</span>
              </ChoiceButton>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

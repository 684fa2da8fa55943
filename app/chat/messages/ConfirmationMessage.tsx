/** The e-mail flow's last step: what will be sent, and yes or no. */
import type { MessageProps } from "./context";
import { Said } from "./Said";

export function ConfirmationMessage({ message, isLast, ctx }: MessageProps) {
  const { s, filter, flow, actions } = ctx;
  const c = message.confirmation;
  if (!c) return <Said who={s.stuart}>{message.text}</Said>;
  return (
    <>
      <Said who={s.stuart}>{message.text}</Said>
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
            onClick={() => actions.confirm(true)}
          >
            {s.yes}
          </button>
          <button type="button" className="chat-button" onClick={() => actions.confirm(false)}>
            {s.no}
          </button>
        </div>
      ) : null}
    </>
  );
}

/** The outcome of sending the e-mail, with the way back to the start. */
import type { MessageProps } from "./context";
import { Said } from "./Said";

export function ResultMessage({ message, isLast, ctx }: MessageProps) {
  return (
    <>
      <Said who={ctx.s.stuart}>{message.text}</Said>
      {isLast ? (
        <button type="button" className="chat-button" data-chat-action="" onClick={ctx.actions.backToStart}>
          {ctx.s.backToStart}
        </button>
      ) : null}
    </>
  );
}

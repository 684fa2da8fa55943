/** A visitor's message, with its state until the service stores it (or refuses it, saying why). */
import { refusalText } from "../../../common/chat/refusals";
import type { MessageProps } from "./context";
import { Said } from "./Said";

export function UserMessage({ message, ctx }: MessageProps) {
  const { s, filter, connection, lang } = ctx;
  let state: string | null = null;
  if (message.status === "refused") state = refusalText(message.refusal ?? "invalid_message", lang);
  else if (message.status === "queued")
    state = message.refusal ? refusalText(message.refusal, lang) : connection === "online" ? s.sending : s.queued;
  return (
    <Said who={s.you} plain>
      {filter.clean(message.text)}
      {state ? (
        <span className={`chat-msg__state${message.status === "refused" ? " chat-msg__state--refused" : ""}`}> · {state}</span>
      ) : null}
    </Said>
  );
}

/** One message of the log, drawn by the component of its type. */
import type { ComponentType } from "react";
import type { UiMessage } from "../storage";
import { ConfirmationMessage } from "./ConfirmationMessage";
import type { MessageProps } from "./context";
import { GreetingMessage } from "./GreetingMessage";
import { RecipientsMessage } from "./RecipientsMessage";
import { ResultMessage } from "./ResultMessage";
import { StuartMessage } from "./StuartMessage";
import { UserMessage } from "./UserMessage";

const byType: Record<UiMessage["type"], ComponentType<MessageProps>> = {
  text: StuartMessage,
  videoLibras: StuartMessage,
  messageOption: GreetingMessage,
  emailList: RecipientsMessage,
  emailConfirmation: ConfirmationMessage,
  result: ResultMessage,
};

export function ChatMessageView(props: MessageProps) {
  const Body = props.message.from === "user" ? UserMessage : byType[props.message.type];
  return <Body {...props} />;
}

/** What every message component needs: the strings, the filter, the flow and the actions. */
import type { AssistantInfo } from "../../../common/chat/protocol";
import type { WordFilter } from "../../../common/chat/word-filter";
import type { Lang } from "../../../common/i18n/languages";
import type { ConnectionState } from "../chat-client";
import type { EmailFlow, Mailbox } from "../email-flow";
import type { UiMessage } from "../storage";
import type { ChatStrings } from "../strings";

export interface ChatActions {
  pickOption(text: string): void;
  startEmail(): void;
  pickRecipient(mailbox: Mailbox): void;
  chooseTutor(): void;
  confirm(yes: boolean): void;
  backToStart(): void;
  openLibras(message: UiMessage, from: HTMLElement | null): void;
}

export interface MessageContext {
  s: ChatStrings;
  lang: Lang;
  filter: WordFilter;
  flow: EmailFlow;
  info?: AssistantInfo;
  connection: ConnectionState;
  /** Keys of messages whose Libras clip plays inside the chat. */
  openVideos: ReadonlySet<string>;
  actions: ChatActions;
}

export interface MessageProps {
  message: UiMessage;
  /** Only the newest message offers its buttons. */
  isLast: boolean;
  ctx: MessageContext;
}

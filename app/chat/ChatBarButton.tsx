import { useUi } from "../site/site-context";
import { ChatIconCopy } from "./ChatIcon";
import { launcherStrings } from "./launcher-strings";
import "./launcher.css";

/** How the chat island and its wake listener find the bar's launcher. */
export const CHAT_BAR_BUTTON = "[data-chat-launcher]";

/**
 * The chat's launcher in the navigation bar, where the margins leave no room for the floating one
 * (ChatLauncher, launcher.css): a round icon button, its words kept for screen readers. Server
 * HTML: the chat island wakes on its first click and is given it (docs/decisions/0046), then
 * listens to it. Hidden until it works (`.js-only`); without JavaScript the bar keeps no place for it.
 */
export function ChatBarButton() {
  const { lang } = useUi();
  const s = launcherStrings[lang];
  return (
    <button type="button" className="chat-launcher chat-launcher--compact js-only" aria-expanded={false} data-chat-launcher="">
      <ChatIconCopy />
      <span className="visually-hidden">
        {s.open} {s.beta}
      </span>
    </button>
  );
}

/** The launcher's speech-bubble icon (decorative: the button's words name it). */
export function ChatIcon() {
  return (
    <svg className="chat-launcher__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        id="chat-icon"
        fill="currentColor"
        d="M12 3C6.5 3 2 6.6 2 11c0 2.3 1.2 4.4 3.2 5.9L4.5 21l4.3-2.4c1 .3 2.1.4 3.2.4 5.5 0 10-3.6 10-8s-4.5-8-10-8Zm-4 9.2a1.2 1.2 0 1 1 0-2.4 1.2 1.2 0 0 1 0 2.4Zm4 0a1.2 1.2 0 1 1 0-2.4 1.2 1.2 0 0 1 0 2.4Zm4 0a1.2 1.2 0 1 1 0-2.4 1.2 1.2 0 0 1 0 2.4Z"
      />
    </svg>
  );
}

/** The same icon again, drawn from the dock's (ChatIcon, in every page's chat island): the path travels once. */
export function ChatIconCopy() {
  return (
    <svg className="chat-launcher__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <use href="#chat-icon" />
    </svg>
  );
}

/**
 * One of the answers a visitor can pick in the chat. `first` marks the button that takes the focus
 * when the choices appear (data-chat-action).
 */
export function ChoiceButton({
  first,
  variant,
  onClick,
  children,
}: {
  first: boolean;
  variant?: "other";
  onClick(): void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className={variant ? `chat-choice chat-choice--${variant}` : "chat-choice"}
      data-chat-action={first ? "" : undefined}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

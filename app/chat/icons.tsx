/** The assistant's avatar (decorative: the widget's title carries the name). Its icons are UiIcon's. */

export function StuartAvatar() {
  return (
    <svg className="chat-avatar" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="20" className="chat-avatar__bg" />
      <rect x="10" y="13" width="20" height="15" rx="5" className="chat-avatar__face" />
      <circle cx="16" cy="20.5" r="2" className="chat-avatar__eye" />
      <circle cx="24" cy="20.5" r="2" className="chat-avatar__eye" />
      <rect x="19" y="7" width="2" height="6" rx="1" className="chat-avatar__face" />
      <circle cx="20" cy="7" r="2" className="chat-avatar__face" />
    </svg>
  );
}

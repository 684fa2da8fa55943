/** The visible text of a message, with who said it for screen readers. */
import type { ReactNode } from "react";

export function Said({ who, plain, children }: { who: string; plain?: boolean; children: ReactNode }) {
  return (
    <p className={`chat-msg__text${plain ? " chat-msg__text--plain" : ""}`}>
      <span className="visually-hidden">{who} </span>
      {children}
    </p>
  );
}

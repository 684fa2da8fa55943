/**
 * The invitation as it is drawn (ChatWidget places it): Stuart's greeting, the button that opens
 * the room, labelled in words, and the close. Its own component so the public strings test
 * renders it on the server too (app/i18n/strings-check.test.tsx).
 */
import type { RefObject } from "react";
import { StuartAvatar } from "./icons";
import { UiIcon } from "../components/UiIcon";
import type { ChatStrings } from "./strings";

export function ChatInvitation({
  s,
  openRef,
  onOpen,
  onClose,
}: {
  s: ChatStrings;
  openRef?: RefObject<HTMLButtonElement | null>;
  onOpen(): void;
  onClose(): void;
}) {
  return (
    <section id="stuart-invitation" className="chat-invitation" aria-label={s.title}>
      <StuartAvatar />
      <p className="chat-invitation__text">{s.invitation}</p>
      <div className="chat-invitation__actions">
        {/* Labelled in words, not an icon-only arrow (issue 35). */}
        <button ref={openRef} type="button" className="chat-button chat-button--primary chat-invitation__open" onClick={onOpen}>
          {s.invitationOpen}
        </button>
        <button type="button" className="round-button chat-icon-button" aria-label={s.invitationClose} onClick={() => onClose()}>
          <UiIcon name="close-solid" />
        </button>
      </div>
    </section>
  );
}

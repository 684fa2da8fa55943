/** Stuart's text (types text and videoLibras), with its markers: links, a Libras clip, options, tutor. */
import { isActive } from "../email-flow";
import { UiIcon } from "../../components/UiIcon";
import { parseMessage } from "../markers";
import type { MessageProps } from "./context";
import { OptionList } from "./OptionList";
import { Said } from "./Said";

export function StuartMessage({ message, isLast, ctx }: MessageProps) {
  const { s, lang, filter, flow, actions, openVideos } = ctx;
  // Only the assistant's messages are read for markers.
  const parsed = parseMessage(message.text, lang);
  const video = message.path ?? parsed.video;
  const free = isLast && !isActive(flow);
  return (
    <>
      <Said who={s.stuart}>
        {parsed.segments.map((seg, i) =>
          seg.kind === "text" ? (
            <span key={i}>{filter.clean(seg.text)}</span>
          ) : seg.external ? (
            <a key={i} href={seg.href} target="_blank" rel="noopener noreferrer">
              {filter.clean(seg.label)}
              <span className="visually-hidden"> {s.newTab}</span>
            </a>
          ) : (
            <a key={i} href={seg.href}>
              {filter.clean(seg.label)}
            </a>
          ),
        )}
      </Said>
      {video && message.type === "videoLibras" ? (
        openVideos.has(message.key) ? (
          <video className="chat-video" src={video} controls playsInline muted preload="metadata" aria-label={s.videoLabel} />
        ) : (
          <button
            type="button"
            className="chat-button chat-button--libras"
            onClick={(e) => actions.openLibras({ ...message, path: video }, e.currentTarget)}
          >
            <UiIcon name="hands" className="chat-hands" /> {s.watchLibras}
          </button>
        )
      ) : null}
      {free && parsed.chooseTutor ? (
        <button type="button" className="chat-button" data-chat-action="" onClick={actions.chooseTutor}>
          {s.chooseTutor}
        </button>
      ) : null}
      {free && parsed.showOptions ? <OptionList ctx={ctx} /> : null}
      {free && !parsed.showOptions && !parsed.chooseTutor && message.id !== undefined ? (
        <button type="button" className="chat-button chat-button--quiet chat-button--start" onClick={actions.backToStart}>
          {s.backToStart}
        </button>
      ) : null}
    </>
  );
}

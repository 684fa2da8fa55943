/** Stuart's text (types text and videoLibras), with its markers: links, a Libras clip, options, tutor. */
import { Fragment } from "react";
import { isActive, type EmailFlow } from "../email-flow";
import { UiIcon } from "../../components/UiIcon";
import { parseMessage, toBlocks, type Segment } from "../markers";
import type { Lang } from "../../../common/i18n/languages";
import type { UiMessage } from "../storage";
import type { MessageContext, MessageProps } from "./context";
import { OptionList } from "./OptionList";

/**
 * Whether the newest message offers "Voltar ao início": an answer that shows neither the options
 * nor the tutor's offer. The button is drawn under the conversation, above the text box
 * (ChatWidget), so it is always whole in view however long the answer (issue 35).
 */
export function offersBackToStart(message: UiMessage | undefined, flow: EmailFlow, lang: Lang): boolean {
  if (!message || message.from !== "bot" || (message.type !== "text" && message.type !== "videoLibras")) return false;
  if (isActive(flow) || message.id === undefined) return false;
  const parsed = parseMessage(message.text, lang);
  return !parsed.showOptions && !parsed.chooseTutor;
}

function Parts({ parts, ctx }: { parts: Segment[]; ctx: MessageContext }) {
  const { s, filter } = ctx;
  return (
    <>
      {parts.map((seg, i) =>
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
    </>
  );
}

export function StuartMessage({ message, isLast, ctx }: MessageProps) {
  const { s, lang, flow, actions, openVideos } = ctx;
  // Only the assistant's messages are read for markers.
  const parsed = parseMessage(message.text, lang);
  const blocks = toBlocks(parsed.segments);
  const video = message.path ?? parsed.video;
  const free = isLast && !isActive(flow);
  return (
    <>
      {/* Short paragraphs and lists (issue 35); who said it is read before the first. */}
      <div className="chat-msg__text">
        <span className="visually-hidden">{s.stuart} </span>
        {blocks.map((block, i) => (
          <Fragment key={i}>
            {i > 0 ? "\n" : null}
            {block.kind === "paragraph" ? (
              <p className="chat-msg__para">
                <Parts parts={block.parts} ctx={ctx} />
              </p>
            ) : (
              <ul className="chat-msg__list">
                {block.items.map((item, j) => (
                  <Fragment key={j}>
                    {j > 0 ? "\n" : null}
                    <li>
                      <Parts parts={item} ctx={ctx} />
                    </li>
                  </Fragment>
                ))}
              </ul>
            )}
          </Fragment>
        ))}
      </div>
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
    </>
  );
}

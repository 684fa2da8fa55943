import { useRef } from "react";
import { librasAttrs } from "../../accessibility/libras-attrs";
import { DisclosurePanel, DisclosureToggle } from "../../components/DisclosurePanel";
import { ExternalLink } from "../../components/ExternalLink";
import { UiIcon } from "../../components/UiIcon";
import { useDisclosure } from "../../components/use-disclosure";
import type { PublicationData } from "./atuacao.server";
import type { AtuacaoStrings } from "./strings";

/** Publication timings: the panel opens 100 ms after the click (the icon and label change first); a close resets after 500 ms. */
export const PUBLICATION_OPEN_DELAY_MS = 100;
export const PUBLICATION_CLOSE_MS = 500;

/**
 * A publication: title, institution, researchers, a link that opens it in a new tab, and a
 * details toggle. Opening changes the icon to minus and the label to "hide details", then after
 * 100 ms shows the details and focuses the event text.
 */
export function PublicationCard({
  publication,
  strings,
}: {
  publication: PublicationData;
  strings: AtuacaoStrings["publication"];
}) {
  // From the data, not useId: the browser hydrates from a different root than the server renders.
  const id = `publicacao-${publication.id}`;
  const titleId = `${id}-title`;
  const eventRef = useRef<HTMLParagraphElement>(null);
  const details = useDisclosure({
    openDelay: PUBLICATION_OPEN_DELAY_MS,
    openDuration: 250,
    closeDuration: PUBLICATION_CLOSE_MS,
    onShown: () => eventRef.current?.focus(),
  });
  return (
    <article className="research-publication" aria-labelledby={titleId} {...librasAttrs(publication.libras, publication.title)}>
      <p className="research-publication__year">{publication.year}</p>
      <h5 className="research-publication__title" id={titleId}>
        {publication.title}
      </h5>
      <dl className="research-publication__meta">
        <div>
          <dt>{strings.institution}</dt>
          <dd>{publication.institution}</dd>
        </div>
        <div>
          <dt>{strings.researchers}</dt>
          <dd>{publication.researchers}</dd>
        </div>
      </dl>
      <div className="research-publication__actions">
        <ExternalLink href={publication.link} className="button button--small" attributes={{ "aria-describedby": titleId }}>
          {strings.view}
          <UiIcon name="external" size={16} />
        </ExternalLink>
        <DisclosureToggle
          disclosure={details}
          controls={`${id}-details`}
          describedBy={titleId}
          className="text-button research-publication__toggle"
        >
          <UiIcon name={details.expanded ? "minus" : "plus"} size={18} />
          {details.expanded ? strings.hideDetails : strings.showDetails}
        </DisclosureToggle>
      </div>
      <DisclosurePanel id={`${id}-details`} phase={details.phase} className="research-publication__details">
        <p className="research-publication__event" ref={eventRef} tabIndex={-1}>
          <span className="research-publication__label">{strings.event}</span> {publication.event}
        </p>
      </DisclosurePanel>
    </article>
  );
}

import { useEffect } from "react";
import { librasAttrs } from "../../accessibility/libras-attrs";
import { DisclosurePanel, DisclosureToggle } from "../../components/DisclosurePanel";
import { Picture } from "../../components/Picture";
import { UiIcon } from "../../components/UiIcon";
import { useDisclosure } from "../../components/use-disclosure";
import type { ResearchData } from "./atuacao.server";
import { PublicationCard } from "./PublicationCard";
import type { AtuacaoStrings } from "./strings";

/**
 * A research project: title and its areas; the arrow button expands it to the summary, the
 * researchers and (only when there are publications in this language) the publications toggle.
 * Collapsing the card also hides open publications. Without JavaScript the card reads expanded.
 * The card is an anchor (#pesquisaN, the project's id, which the chat assistant links to);
 * arriving at that anchor opens it.
 */
export function ResearchCard({
  research,
  areaNames,
  strings,
}: {
  research: ResearchData;
  areaNames: string[];
  strings: AtuacaoStrings;
}) {
  // From the data, not useId: the browser hydrates from a different root than the server renders.
  const id = `${research.id}-cartao`;
  const titleId = `${id}-title`;
  const publications = useDisclosure({ openDuration: 250, closeDuration: 200 });
  const card = useDisclosure({
    openDuration: 250,
    closeDuration: 200,
    onClose: () => publications.close({ immediate: true }),
  });
  const { open } = card;
  useEffect(() => {
    const openIfTarget = () => {
      if (window.location.hash === `#${research.id}`) open();
    };
    openIfTarget();
    window.addEventListener("hashchange", openIfTarget);
    return () => window.removeEventListener("hashchange", openIfTarget);
  }, [research.id, open]);
  const s = strings.research;
  return (
    <article
      id={research.id}
      className="research-card"
      aria-labelledby={titleId}
      data-expanded={card.expanded ? "true" : undefined}
      {...librasAttrs(research.libras, research.title)}
    >
      <div className="card-head">
        <div className="research-card__heading">
          <h3 className="research-card__title" id={titleId}>
            {research.title}
          </h3>
          <p className="research-card__areas">
            <span className="visually-hidden">{s.areasLabel}: </span>
            {areaNames.join(", ")}
          </p>
        </div>
        <DisclosureToggle
          disclosure={card}
          controls={`${id}-panel`}
          describedBy={titleId}
          className="card-toggle research-card__toggle"
        >
          <span className="research-card__toggle-text">{card.expanded ? s.showLess : s.showMore}</span>
          <span className="research-card__arrow">
            <UiIcon name="chevron-down" />
          </span>
        </DisclosureToggle>
      </div>
      <DisclosurePanel id={`${id}-panel`} phase={card.phase} className="research-card__panel">
        <div className={research.image ? "research-card__body research-card__body--with-image" : "research-card__body"}>
          <Picture image={research.image} className="research-card__image" sizes="(min-width: 1030px) 320px, 90vw" />
          <div className="research-card__text">
            <p className="research-card__summary">{research.summary}</p>
            <h4 className="research-card__subtitle">{s.researchers}</h4>
            <ul className="researchers tile-grid plain-list">
              {research.researchers.map((person) => (
                <li key={person.name} className="researcher">
                  <span className="researcher__name">{person.name}</span>
                  <span className="researcher__role">{person.role}</span>
                  <span className="researcher__institution">{person.institution}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        {research.publications.length > 0 ? (
          <div className="research-card__publications">
            <DisclosureToggle
              disclosure={publications}
              controls={`${id}-publications`}
              describedBy={titleId}
              className="button button--secondary button--small"
            >
              <UiIcon name={publications.expanded ? "minus" : "plus"} size={18} />
              {publications.expanded ? s.hidePublications : s.showPublications}
            </DisclosureToggle>
            <DisclosurePanel id={`${id}-publications`} phase={publications.phase} className="research-card__publication-panel">
              <h4 className="research-card__subtitle publications-title">{s.publications}</h4>
              <ul className="research-publication-list tile-grid plain-list">
                {research.publications.map((publication) => (
                  <li key={publication.id}>
                    <PublicationCard publication={publication} strings={strings.publication} />
                  </li>
                ))}
              </ul>
            </DisclosurePanel>
          </div>
        ) : null}
      </DisclosurePanel>
    </article>
  );
}

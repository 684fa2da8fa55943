import { withLang } from "../../../common/paths";
import { librasAttrs } from "../../accessibility/libras-attrs";
import { ActionButton } from "../../components/ActionButton";
import { Card, CardGrid } from "../../components/Card";
import { ExternalLink } from "../../components/ExternalLink";
import { Picture } from "../../components/Picture";
import { SectionHeader } from "../../components/SectionHeader";
import { useUi } from "../../site/site-context";
import type { InstitucionalData } from "./institucional.server";
import "./institucional.css";

type Story = InstitucionalData["news"][number];

/**
 * A list of dated stories (social actions, news) as cards, each title linking to the story, with
 * the button to the company's professional-network page under the list.
 */
export function StoryList({
  id,
  heading: { eyebrow, title, lead },
  stories,
  grey = false,
  networkHref,
  networkLabel,
}: {
  id: string;
  heading: { eyebrow: string; title: string; lead: string };
  stories: Story[];
  grey?: boolean;
  networkHref: string;
  networkLabel: string;
}) {
  return (
    <section className={`section stories${grey ? " section--grey" : ""}`} aria-labelledby={`${id}-titulo`} data-list={id}>
      <div className="container">
        <SectionHeader id={`${id}-titulo`} eyebrow={eyebrow} title={title} lead={<p>{lead}</p>} />
        <CardGrid columns={3}>
          {stories.map((story) => (
            <Card
              key={story.id}
              as="li"
              className="story-card render-when-near"
              attributes={librasAttrs(story.libras, story.title)}
              media={
                story.image ? (
                  <Picture image={story.image} sizes="(min-width: 1030px) 340px, (min-width: 700px) 45vw, 5.5rem" />
                ) : null
              }
            >
              <p className="story-card__date">
                <time dateTime={story.date}>{story.dateText}</time>
              </p>
              <h3 className="story-card__title">
                <StoryLink url={story.url}>{story.title}</StoryLink>
              </h3>
              <p className="story-card__summary">{story.summary}</p>
            </Card>
          ))}
        </CardGrid>
        <p className="section-actions">
          <ActionButton target={networkHref} variant="secondary">
            {networkLabel}
          </ActionButton>
        </p>
      </div>
    </section>
  );
}

/** The card's title link: other sites in a new tab, pages of this site in place (with the language). */
function StoryLink({ url, children }: { url: string; children: React.ReactNode }) {
  const { lang } = useUi();
  if (url.includes("http")) {
    return (
      <ExternalLink href={url} className="story-card__link">
        {children}
      </ExternalLink>
    );
  }
  return (
    <a href={withLang(url, lang)} className="story-card__link">
      {children}
    </a>
  );
}

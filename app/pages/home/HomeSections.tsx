import { librasAttrs } from "../../accessibility/libras-attrs";
import { ActionButton } from "../../components/ActionButton";
import { Card, CardGrid } from "../../components/Card";
import { ExternalLink } from "../../components/ExternalLink";
import { Picture } from "../../components/Picture";
import { SectionHeader } from "../../components/SectionHeader";
import { SplitSection } from "../../components/SplitSection";
import { RichText } from "../../chrome/RichText";
import { useRoot } from "../../site/site-context";
import type { HomeData } from "./home.server";
import type { HomeStrings } from "./strings";
import { UiIcon } from "../../components/UiIcon";
import "./home.css";

/** "Lead": who we are in one line, and the three figures the centre is proud of. */
export function LeadFacts({ claims, strings }: { claims: HomeData["claims"]; strings: HomeStrings }) {
  return (
    <section className="section lead-facts" aria-labelledby="home-lead-titulo">
      <div className="container lead-facts__inner">
        <SectionHeader id="home-lead-titulo" title={strings.headers.lead} lead={<p>{strings.lead.text}</p>} />
        <ul className="facts tile-grid plain-list">
          <li className="facts__item">
            <span className="facts__value">{claims.studentApproval}</span>
            <span className="facts__label">{strings.lead.approval}</span>
          </li>
          <li className="facts__item">
            <span className="facts__value">
              <span className="facts__prefix">{strings.lead.hoursPrefix} </span>
              {claims.bilingualHours}
            </span>
            <span className="facts__label">{strings.lead.hours}</span>
          </li>
          <li className="facts__item">
            <span className="facts__value">{claims.courses}</span>
            <span className="facts__label">{strings.lead.courses}</span>
          </li>
        </ul>
      </div>
    </section>
  );
}

/** Innovation, Technology, Diversity: alternating image and text, each with its button. */
export function HomeSections({ sections }: { sections: HomeData["sections"] }) {
  return (
    <>
      {sections.map((section, index) => (
        <SplitSection
          key={section.id}
          index={index}
          labelledBy={`home-secao-${section.id}`}
          // Far below the first screen: laid out, and its picture fetched, only when it comes near,
          // so the banner's image has the connection to itself while the page loads.
          className="home-split render-when-near"
          attributes={{ "data-section": String(section.id), ...librasAttrs(section.libras, section.title) }}
          media={
            section.image ? (
              <Picture image={section.image} sizes="(min-width: 1100px) 500px, (min-width: 800px) 45vw, 92vw" />
            ) : null
          }
        >
          <SectionHeader id={`home-secao-${section.id}`} title={section.title} />
          <p className="home-split__text">{section.description}</p>
          <ActionButton target={section.route}>
            {section.buttonText}
            <UiIcon name="arrow-right" size={18} weight={2.2} />
          </ActionButton>
        </SplitSection>
      ))}
    </>
  );
}

/** The job teaser: an invitation to the careers page. */
export function JobTeaser({ teaser, strings }: { teaser: HomeData["jobTeaser"]; strings: HomeStrings["jobs"] }) {
  return (
    <section className="job-teaser" aria-labelledby="home-vagas-titulo" {...librasAttrs(teaser.libras, teaser.title)}>
      <div className="container">
        <div className="job-teaser__card">
          <div className="job-teaser__text">
            <p className="job-teaser__eyebrow">{strings.eyebrow}</p>
            <h2 id="home-vagas-titulo" className="job-teaser__title">
              {teaser.title}
            </h2>
            <RichText html={teaser.html} className="job-teaser__body" />
          </div>
          <ActionButton target="trabalhe" className="button--on-dark">
            {strings.button}
            <UiIcon name="arrow-right" size={18} weight={2.2} />
          </ActionButton>
        </div>
      </div>
    </section>
  );
}

/** "Our Publications": the three most recent papers, with a way to all the research. */
export function LatestPublications({
  publications,
  strings,
  title,
}: {
  publications: HomeData["publications"];
  strings: HomeStrings["publications"];
  title: string;
}) {
  return (
    <section className="section section--grey" aria-labelledby="home-publicacoes-titulo">
      <div className="container">
        <SectionHeader id="home-publicacoes-titulo" title={title} lead={<p>{strings.lead}</p>} />
        <CardGrid columns={3}>
          {publications.map((p) => (
            <Card
              key={p.id}
              as="li"
              className="publication-card"
              attributes={librasAttrs(p.libras, p.title)}
              footer={
                <ExternalLink href={p.link} className="text-link">
                  {strings.view}
                  <span className="visually-hidden">: {p.title}</span>
                </ExternalLink>
              }
            >
              <p className="publication-card__meta">
                <span className="chip">{p.year}</span>
              </p>
              <h3 className="publication-card__title">{p.title}</h3>
              <p className="publication-card__event">{p.event}</p>
              <p className="publication-card__authors">
                {p.researchers} · {p.institution}
              </p>
            </Card>
          ))}
        </CardGrid>
        <p className="section-actions">
          <ActionButton target="atuacao" variant="secondary">
            {strings.all}
          </ActionButton>
        </p>
      </div>
    </section>
  );
}

/** "Contact": where we are and how to reach us, with the way to the contact page. */
export function ContactTeaser({ strings, title }: { strings: HomeStrings["contact"]; title: string }) {
  const { chrome } = useRoot();
  return (
    <section className="section contact-teaser" aria-labelledby="home-contato-titulo">
      <div className="container contact-teaser__inner">
        <SectionHeader id="home-contato-titulo" title={title} lead={<p>{strings.lead}</p>} />
        <div className="contact-teaser__card">
          <dl className="contact-teaser__list">
            <div>
              <dt>{strings.address}</dt>
              <dd>
                {chrome.addressLines[0]}
                <br />
                {chrome.addressLines[1]}
              </dd>
            </div>
            <div>
              <dt>{strings.phone}</dt>
              <dd>
                <a href={`tel:${chrome.phone.replace(/[^+\d]/g, "")}`}>{chrome.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{strings.email}</dt>
              <dd>
                <a href={`mailto:${chrome.email}`}>{chrome.email}</a>
              </dd>
            </div>
          </dl>
          <div className="contact-teaser__actions">
            <ActionButton target="contato">{strings.button}</ActionButton>
            <ActionButton target={chrome.links.maps} variant="secondary">
              {strings.map}
            </ActionButton>
          </div>
        </div>
      </div>
    </section>
  );
}

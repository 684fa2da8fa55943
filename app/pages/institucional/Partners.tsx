import { librasAttrs } from "../../accessibility/libras-attrs";
import { ExternalLink } from "../../components/ExternalLink";
import { Picture } from "../../components/Picture";
import { SectionHeader } from "../../components/SectionHeader";
import type { InstitucionalData } from "./institucional.server";
import type { InstitucionalStrings } from "./strings";
import "./institucional.css";

/** Partners: each logo links to the partner's site, in a new tab; the logo's alt is the name. */
export function Partners({ partners, strings }: { partners: InstitucionalData["partners"]; strings: InstitucionalStrings }) {
  return (
    <section className="section partners" aria-labelledby="parceiros-titulo" {...librasAttrs(partners.libras, partners.title)}>
      <div className="container">
        <SectionHeader
          id="parceiros-titulo"
          eyebrow={strings.partners.eyebrow}
          title={partners.title}
          lead={<p>{partners.text}</p>}
        />
        <ul className="partners__list tile-grid plain-list">
          {partners.list.map((p) => (
            <li key={p.id}>
              <ExternalLink href={p.url} className="partners__link">
                {p.logo ? (
                  <Picture image={p.logo} sizes="(min-width: 700px) 300px, 90vw" className="partners__logo" />
                ) : (
                  <span className="partners__name">{p.name}</span>
                )}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

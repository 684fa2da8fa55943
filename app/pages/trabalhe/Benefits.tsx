import { librasAttrs } from "../../accessibility/libras-attrs";
import { Picture } from "../../components/Picture";
import type { BenefitData } from "./trabalhe.server";
import type { TrabalheStrings } from "./strings";

/** 'Benefits*': one card per benefit, and the note that benefits vary with the position. */
export function Benefits({ benefits, strings }: { benefits: BenefitData[]; strings: TrabalheStrings["benefits"] }) {
  return (
    <section className="section benefits" aria-labelledby="benefits-title">
      <div className="container">
        {/* The spec's "Benefícios*": the asterisk is a footnote mark, and its note sits right
            under the heading, not after every card (issue 26). */}
        <h2 id="benefits-title" className="section__title">
          {strings.title}
          <sup className="footnote-mark">{strings.mark}</sup>
        </h2>
        <p className="benefits__note">{strings.note}</p>
        <ul className="benefit-list plain-list">
          {benefits.map((benefit, index) => (
            <li key={benefit.id} className="benefit-card" {...librasAttrs(benefit.libras, benefit.title)}>
              <span className="benefit-card__media">
                {/* The first one is on a phone's first screen, below the intro: its largest paint. */}
                <Picture
                  image={benefit.image}
                  sizes="(min-width: 1030px) 240px, (min-width: 600px) 45vw, 90vw"
                  priority={index === 0}
                />
              </span>
              <h3 className="benefit-card__title">{benefit.title}</h3>
              <p className="benefit-card__text">{benefit.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

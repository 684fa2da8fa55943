import { useEffect, useId } from "react";
import { librasAttrs } from "../../accessibility/libras-attrs";
import { DisclosurePanel } from "../../components/DisclosurePanel";
import { UiIcon } from "../../components/UiIcon";
import { useDisclosure } from "../../components/use-disclosure";
import type { TrabalheStrings } from "./strings";
import type { VacancyData } from "./trabalhe.server";

/** The open/close animation of a vacancy card; toggles are ignored while it runs (spec). */
export const VACANCY_OPEN_MS = 300;
export const VACANCY_CLOSE_MS = 250;

export const vacancyAnchor = (key: string) => `vaga-${key}`;

/**
 * A job opening: title, place, regime and area; expanding shows the regime explained, the
 * education, requirements, desirable skills and activities. The card is an anchor (#vaga-key);
 * arriving at that anchor opens it.
 */
export function VacancyCard({ vacancy, strings }: { vacancy: VacancyData; strings: TrabalheStrings }) {
  const id = useId();
  const titleId = `${id}-title`;
  const anchor = vacancyAnchor(vacancy.key);
  const details = useDisclosure({ openDuration: VACANCY_OPEN_MS, closeDuration: VACANCY_CLOSE_MS });
  const { open } = details;
  useEffect(() => {
    const openIfTarget = () => {
      if (window.location.hash === `#${anchor}`) open();
    };
    openIfTarget();
    window.addEventListener("hashchange", openIfTarget);
    return () => window.removeEventListener("hashchange", openIfTarget);
  }, [anchor, open]);

  const s = strings.vacancies;
  const regime = strings.regimes[vacancy.regime];
  return (
    <article
      id={anchor}
      className="vacancy-card"
      aria-labelledby={titleId}
      data-expanded={details.expanded ? "true" : undefined}
      {...librasAttrs(vacancy.libras, vacancy.title)}
    >
      <div className="vacancy-card__head">
        <div className="vacancy-card__heading">
          <h3 className="vacancy-card__title" id={titleId}>
            {vacancy.title}
          </h3>
          <ul className="vacancy-card__tags">
            <li className="vacancy-tag">
              <UiIcon name="pin" size={16} />
              <span className="visually-hidden">{s.place}: </span>
              {vacancy.place}
            </li>
            <li className={`vacancy-tag vacancy-tag--${vacancy.regime === "CLT" ? "clt" : "bolsa"}`}>
              <span className="visually-hidden">{strings.vacancies.regime}: </span>
              {regime.label}
            </li>
            <li className="vacancy-tag vacancy-tag--quiet">{vacancy.areaText}</li>
          </ul>
        </div>
        <button
          type="button"
          className="vacancy-card__toggle js-only"
          aria-expanded={details.expanded}
          aria-controls={`${id}-details`}
          aria-describedby={titleId}
          onClick={details.toggle}
        >
          {details.expanded ? s.hideDetails : s.showDetails}
          <UiIcon name="chevron-down" className="vacancy-card__chevron" />
        </button>
      </div>
      <DisclosurePanel id={`${id}-details`} phase={details.phase} className="vacancy-card__details">
        <dl className="vacancy-card__facts">
          <div>
            <dt>{s.regime}</dt>
            <dd>
              <strong>{regime.label}</strong> — {regime.explanation}
            </dd>
          </div>
          <div>
            <dt>{s.area}</dt>
            <dd>{vacancy.areaText}</dd>
          </div>
          <div>
            <dt>{s.education}</dt>
            <dd>{vacancy.education}</dd>
          </div>
        </dl>
        <div className="vacancy-card__lists">
          <VacancyList title={s.requirements} items={vacancy.requirements} />
          {vacancy.desirable.length > 0 ? <VacancyList title={s.desirable} items={vacancy.desirable} /> : null}
          <VacancyList title={s.activities} items={vacancy.activities} />
        </div>
      </DisclosurePanel>
    </article>
  );
}

function VacancyList({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="vacancy-card__list">
      <h4>{title}</h4>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

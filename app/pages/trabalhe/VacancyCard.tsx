import { fill } from "../../../common/i18n/plural";
import { useEffect, useRef } from "react";
import type { Lang } from "../../../common/i18n/languages";
import { vacancyHref } from "../../../common/paths";
import { librasAttrs } from "../../accessibility/libras-attrs";
import { DisclosurePanel } from "../../components/DisclosurePanel";
import { useDisclosure } from "../../components/use-disclosure";
import { useHydrated } from "../../components/use-hydrated";
import type { TrabalheStrings } from "./strings";
import type { VacancyDetails, VacancySummary } from "./trabalhe.server";
import { useVacancyDetails } from "./use-vacancy-details";

/** The open/close animation of a vacancy card; toggles are ignored while it runs (spec). */
export const VACANCY_OPEN_MS = 300;
export const VACANCY_CLOSE_MS = 250;

export const vacancyAnchor = (key: string) => `vaga-${key}`;

/** Place, regime and area of an opening, as tags (the card and the opening's page share them). */
export function VacancyTags({
  vacancy,
  strings,
}: {
  vacancy: Pick<VacancySummary, "place" | "regime" | "areaText">;
  strings: TrabalheStrings;
}) {
  const s = strings.vacancies;
  return (
    <ul className="vacancy-card__tags">
      <li className="vacancy-tag vacancy-tag--place">
        <span className="visually-hidden">{s.place}: </span>
        {vacancy.place}
      </li>
      <li className={`vacancy-tag vacancy-tag--${vacancy.regime === "CLT" ? "clt" : "bolsa"}`}>
        <span className="visually-hidden">{s.regime}: </span>
        {strings.regimes[vacancy.regime].label}
      </li>
      <li className="vacancy-tag vacancy-tag--quiet">{vacancy.areaText}</li>
    </ul>
  );
}

/**
 * A job opening in the listing: its title (a link to the opening's own page, where the details,
 * the JobPosting and the way to apply are), place, regime and area. The card is kept small (the
 * listing's HTML carries every opening): its two icons are drawn by CSS. With JavaScript, the
 * pill becomes a button that expands the card; the details come from the API, fetched the first
 * time (use-vacancy-details.ts), with the spec's animation during which toggles are ignored.
 * Without JavaScript the title's link, which covers the card, leads to the details. The card keeps
 * its anchor (#vaga-key); arriving at it opens the card.
 */
export function VacancyCard({ vacancy, strings, lang }: { vacancy: VacancySummary; strings: TrabalheStrings; lang: Lang }) {
  // From the data, not useId: the browser hydrates from a different root than the server renders.
  const id = `${vacancyAnchor(vacancy.key)}-cartao`;
  const titleId = `${id}-title`;
  const detailsId = `${id}-details`;
  const anchor = vacancyAnchor(vacancy.key);
  const href = vacancyHref(vacancy.key, lang);
  // The details control exists only with JavaScript.
  const hydrated = useHydrated();
  // Fetched once; again only after a failure.
  const { result, busy, load } = useVacancyDetails(vacancy.key, lang);
  const details = useDisclosure({ openDuration: VACANCY_OPEN_MS, closeDuration: VACANCY_CLOSE_MS });

  const loaded = result && "vacancy" in result ? result.vacancy : null;
  const failed = !busy && result !== undefined && !loaded;
  const loading = !loaded && !failed;
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  const { open } = details;
  useEffect(() => {
    const openIfTarget = () => {
      if (window.location.hash !== `#${anchor}`) return;
      loadRef.current();
      open();
    };
    openIfTarget();
    window.addEventListener("hashchange", openIfTarget);
    return () => window.removeEventListener("hashchange", openIfTarget);
  }, [anchor, open]);

  const s = strings.vacancies;
  return (
    <article
      id={anchor}
      className="vacancy-card render-when-near"
      aria-labelledby={titleId}
      data-expanded={details.expanded ? "true" : undefined}
      {...librasAttrs(vacancy.libras, vacancy.title)}
    >
      <div className="card-head">
        <div className="vacancy-card__heading">
          {vacancy.isNew ? <p className="vacancy-card__new">{s.newMark}</p> : null}
          <h3 className="vacancy-card__title" id={titleId}>
            {/* Underlined: the title visibly reads as the link to the opening's page (issue 35). */}
            <a href={href} className="vacancy-card__title-link">
              {vacancy.title}
            </a>
          </h3>
          <VacancyTags vacancy={vacancy} strings={strings} />
          <p className="vacancy-card__closing">
            {vacancy.closingDateText ? fill(s.closesOn, { date: vacancy.closingDateText }) : s.openUntilFilled}
          </p>
        </div>
        {hydrated ? (
          <button
            type="button"
            id={`${id}-toggle`}
            className="card-toggle vacancy-card__toggle"
            aria-expanded={details.expanded}
            aria-controls={detailsId}
            aria-describedby={titleId}
            onClick={() => {
              if (details.phase === "closed") load();
              details.toggle();
            }}
          >
            {details.expanded ? s.hideDetails : s.showDetails}
          </button>
        ) : (
          /* What the whole card does, for the eye: the title's link covers the card (CSS), so
             each card is one stop for keyboards and screen readers. */
          /* With JavaScript, a click on it before the list's island has woken opens the card once
             it has (data-wake-click, app/site/wake.ts). */
          <span className="card-toggle vacancy-card__toggle" aria-hidden="true" data-wake-click={`${id}-toggle`}>
            {strings.opening.details}
          </span>
        )}
      </div>
      {hydrated ? (
        <>
          {/* Present from hydration on, so its changes are announced. */}
          <p role="status" className="vacancy-card__status">
            {details.expanded && loading ? s.loadingDetails : details.expanded && failed ? s.detailsError : null}
          </p>
          <DisclosurePanel id={detailsId} phase={details.phase} className="vacancy-card__details">
            <div aria-busy={loading}>
              {loaded ? (
                <VacancyDetailsView vacancy={loaded} strings={strings} href={href} titleId={titleId} />
              ) : failed ? (
                <p className="vacancy-card__actions">
                  <button type="button" className="text-button" onClick={load} aria-describedby={titleId}>
                    {s.retry}
                  </button>
                  <a href={href} className="text-button" aria-describedby={titleId}>
                    {strings.opening.details}
                  </a>
                </p>
              ) : null}
            </div>
          </DisclosurePanel>
        </>
      ) : null}
    </article>
  );
}

function VacancyDetailsView({
  vacancy,
  strings,
  href,
  titleId,
}: {
  vacancy: VacancyDetails;
  strings: TrabalheStrings;
  href: string;
  titleId: string;
}) {
  return (
    <>
      <VacancyFacts vacancy={vacancy} strings={strings} heading="h4" />
      <p className="vacancy-card__actions">
        <a href={href} className="text-button" aria-describedby={titleId}>
          {strings.opening.details}
        </a>
      </p>
    </>
  );
}

/**
 * An opening's details: regime, area and education, then requirements, desirable skills and
 * activities. The expanded card (lists under h4, below the card's h3) and the opening's own page
 * (h2, below its h1) show the same.
 */
export function VacancyFacts({
  vacancy,
  strings,
  heading,
}: {
  vacancy: VacancyDetails;
  strings: TrabalheStrings;
  heading: "h2" | "h4";
}) {
  const s = strings.vacancies;
  return (
    <>
      <dl className="vacancy-card__facts">
        <VacancyKeyFacts vacancy={vacancy} strings={strings} full />
      </dl>
      <div className="vacancy-card__lists">
        <VacancyList title={s.requirements} items={vacancy.requirements} heading={heading} />
        {vacancy.desirable.length > 0 ? <VacancyList title={s.desirable} items={vacancy.desirable} heading={heading} /> : null}
        <VacancyList title={s.activities} items={vacancy.activities} heading={heading} />
      </div>
    </>
  );
}

/**
 * An opening's key facts, as the terms and descriptions of a list (`<dl>`): regime, area, pay
 * when there is one and the closing date; `full` (the expanded card and the opening's text) adds
 * the regime's explanation, the education and the work mode, which the page's short summary leaves out.
 */
export function VacancyKeyFacts({
  vacancy,
  strings,
  full = false,
}: {
  vacancy: Pick<VacancyDetails, "regime" | "areaText" | "education" | "pay" | "workMode" | "closingDateText">;
  strings: TrabalheStrings;
  full?: boolean;
}) {
  const s = strings.vacancies;
  const regime = strings.regimes[vacancy.regime];
  return (
    <>
      <div>
        <dt>{s.regime}</dt>
        <dd>
          {full ? (
            <>
              <strong>{regime.label}</strong> — {regime.explanation}
            </>
          ) : (
            regime.label
          )}
        </dd>
      </div>
      <div>
        <dt>{s.area}</dt>
        <dd>{vacancy.areaText}</dd>
      </div>
      {full ? (
        <div>
          <dt>{s.education}</dt>
          <dd>{vacancy.education}</dd>
        </div>
      ) : null}
      {vacancy.pay ? (
        <div>
          <dt>{s.pay}</dt>
          <dd>{vacancy.pay}</dd>
        </div>
      ) : null}
      {full && vacancy.workMode ? (
        <div>
          <dt>{s.workMode}</dt>
          <dd>{s.workModes[vacancy.workMode]}</dd>
        </div>
      ) : null}
      <div>
        <dt>{s.deadline}</dt>
        <dd>{vacancy.closingDateText ? fill(s.deadlineUntil, { date: vacancy.closingDateText }) : s.deadlineOpen}</dd>
      </div>
    </>
  );
}

function VacancyList({ title, items, heading: Heading }: { title: string; items: string[]; heading: "h2" | "h4" }) {
  return (
    <div className="vacancy-card__list">
      <Heading>{title}</Heading>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

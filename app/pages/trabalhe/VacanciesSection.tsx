import { memo } from "react";
import { fill } from "../../../common/i18n/plural";
import { plural } from "../../../common/i18n/plural";
import type { Lang } from "../../../common/i18n/languages";
import { UiIcon } from "../../components/UiIcon";
import { alertsHref } from "../../../common/paths";
import { JOB_FORM_MARKER, regimes, type JobArea, type JobFilter, type Regime } from "./job-filter";
import type { TrabalheStrings } from "./strings";
import type { VacancySummary } from "./trabalhe.server";
import { VacancyCard } from "./VacancyCard";

/**
 * A card rendered again only when its own props change: a change of the filter re-renders the
 * list, and the cards that stay are skipped (the filter's answer to a click, INP).
 */
const MemoVacancyCard = memo(VacancyCard);

/**
 * 'Job Openings': a search by words and a filter by area and regime (a GET form that works without
 * JavaScript, the server filtering by the query; with it, each change applies at once), the number
 * found (a polite live region), the cards (newest first), and an empty state with a way back to
 * every opening.
 */
export function VacanciesSection({
  vacancies,
  areas,
  filter,
  strings,
  lang,
  action,
  formRef,
  clearHref,
  onChange,
}: {
  vacancies: VacancySummary[];
  areas: readonly JobArea[];
  filter: JobFilter;
  strings: TrabalheStrings;
  lang: Lang;
  action: string;
  /** The filter's form (useUrlFilter reads a choice made before hydration from it). */
  formRef?: React.Ref<HTMLFormElement>;
  clearHref: string;
  onChange(filter: JobFilter): void;
}) {
  const s = strings.vacancies;
  const active = filter.area !== null || filter.regime !== null || filter.q !== "";
  const clear = (event: React.MouseEvent) => {
    event.preventDefault();
    onChange({ area: null, regime: null, q: "" });
    // The link goes away with the filter: keep the keyboard user's place in the form.
    document.getElementById("filtro-busca")?.focus();
  };
  return (
    <section className="section section--grey vacancies" aria-labelledby="vacancies-title" id="vagas">
      <div className="container">
        <h2 id="vacancies-title" className="section__title">
          {s.title}
        </h2>
        <form ref={formRef} method="get" action={action} className="job-filter" onSubmit={(event) => event.preventDefault()}>
          <input type="hidden" name="lang" value={lang} />
          <input type="hidden" name={JOB_FORM_MARKER[0]} value={JOB_FORM_MARKER[1]} />
          <fieldset className="job-filter__fieldset">
            <legend className="job-filter__legend">
              <UiIcon name="filter" size={18} />
              {s.filterLegend}
            </legend>
            <div className="job-filter__fields">
              <div className="job-filter__field job-filter__field--search">
                <label htmlFor="filtro-busca">{s.search}</label>
                <p id="filtro-busca-dica" className="field-hint">
                  {s.searchHint}
                </p>
                <input
                  id="filtro-busca"
                  type="search"
                  name="q"
                  maxLength={100}
                  autoComplete="off"
                  aria-describedby="filtro-busca-dica"
                  value={filter.q}
                  onChange={(event) => onChange({ ...filter, q: event.target.value })}
                />
              </div>
              <div className="job-filter__field">
                <label htmlFor="filtro-area">{s.area}</label>
                <select
                  id="filtro-area"
                  name="area"
                  value={filter.area ?? ""}
                  onChange={(event) => onChange({ ...filter, area: (event.target.value || null) as JobArea | null })}
                >
                  <option value="">{s.anyArea}</option>
                  {areas.map((area) => (
                    <option key={area} value={area}>
                      {strings.jobAreas[area]}
                    </option>
                  ))}
                </select>
              </div>
              <div className="job-filter__field">
                <label htmlFor="filtro-regime">{s.regime}</label>
                <select
                  id="filtro-regime"
                  name="regime"
                  value={filter.regime?.toLowerCase() ?? ""}
                  onChange={(event) =>
                    onChange({
                      ...filter,
                      regime: regimes.find((r) => r.toLowerCase() === event.target.value) ?? (null as Regime | null),
                    })
                  }
                >
                  <option value="">{s.anyRegime}</option>
                  {regimes.map((regime) => (
                    <option key={regime} value={regime.toLowerCase()}>
                      {strings.regimes[regime].option}
                    </option>
                  ))}
                </select>
              </div>
              <div className="job-filter__buttons">
                <button type="submit" className="button no-js-only">
                  {s.apply}
                </button>
                {active ? (
                  <a className="text-button" href={clearHref} onClick={clear}>
                    <UiIcon name="close" size={18} />
                    {s.clear}
                  </a>
                ) : null}
              </div>
            </div>
          </fieldset>
        </form>
        <p role="status" className="results-line vacancies__count">
          {plural(lang, vacancies.length, s.count)}
        </p>
        {vacancies.length > 0 ? (
          <ul className="vacancy-list">
            {vacancies.map((vacancy) => (
              // Keyed by language too: a card's fetched details are in the language it was opened in.
              <li key={`${lang}:${vacancy.key}`}>
                <MemoVacancyCard vacancy={vacancy} strings={strings} lang={lang} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="vacancies__empty">
            <p className="vacancies__empty-title">{s.emptyTitle}</p>
            <p>{s.emptyText}</p>
            <a className="button button--secondary" href={clearHref} onClick={clear}>
              {s.clear}
            </a>
          </div>
        )}
        {/* One short invitation to the alerts page (the form lives there only), the area preselected. */}
        <p className="alerts-invite">
          <UiIcon name="mail" size={18} />
          <a href={alertsHref(lang, filter.area ?? undefined)}>
            {filter.area ? fill(s.alertsInviteArea, { area: strings.jobAreas[filter.area] }) : s.alertsInvite}
          </a>
        </p>
        <p className="vacancies__feed">
          <a href={`/feeds/vagas.xml?lang=${lang}${filter.area ? `&area=${filter.area}` : ""}`} type="application/rss+xml">
            <UiIcon name="rss" size={18} />
            {filter.area ? fill(s.feedArea, { area: strings.jobAreas[filter.area] }) : s.feed}
          </a>
        </p>
      </div>
    </section>
  );
}

import { memo } from "react";
import { plural } from "../../../common/i18n/plural";
import type { Lang } from "../../../common/i18n/languages";
import { UiIcon } from "../../components/UiIcon";
import type { ResearchData } from "./atuacao.server";
import { ResearchCard } from "./ResearchCard";
import type { AtuacaoStrings } from "./strings";

/**
 * The grey 'Research' section: the cards of the projects having any selected area. The count
 * (or, with no area selected, the warning) is a polite live region, so a change is announced.
 */
export function ResearchSection({
  research,
  noneSelected,
  areaTitles,
  strings,
  lang,
}: {
  research: ResearchData[];
  noneSelected: boolean;
  areaTitles: Map<number, string>;
  strings: AtuacaoStrings;
  lang: Lang;
}) {
  const s = strings.research;
  return (
    <section className="section section--grey research" aria-labelledby="research-title" id="pesquisas">
      <div className="container">
        <div className="research__head">
          <h2 id="research-title" className="section__title">
            {s.title}
          </h2>
          <div role="status" className={noneSelected ? "research__status research__status--empty" : "research__status"}>
            {noneSelected ? (
              <p className="research__warning">
                <UiIcon name="info" size={24} />
                <span>{s.none}</span>
              </p>
            ) : (
              <p className="research__count">{plural(lang, research.length, s.count)}</p>
            )}
          </div>
        </div>
        {research.length > 0 ? (
          <ul className="research-list plain-list">
            {research.map((item) => (
              <li key={item.id}>
                <ResearchItem research={item} areaTitles={areaTitles} strings={strings} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

/**
 * A card in the list, rendered again only when its own props change: a change of the filter
 * re-renders the list, and the cards that stay (most of them, each with its panel's researchers
 * and publications) are skipped, which keeps the filter's answer to a click short (INP).
 */
const ResearchItem = memo(function ResearchItem({
  research,
  areaTitles,
  strings,
}: {
  research: ResearchData;
  areaTitles: Map<number, string>;
  strings: AtuacaoStrings;
}) {
  return (
    <ResearchCard
      research={research}
      areaNames={research.areaIds.map((id) => areaTitles.get(id) ?? "").filter(Boolean)}
      strings={strings}
    />
  );
});

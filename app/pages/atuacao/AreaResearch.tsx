import { useDeferredValue, useMemo } from "react";
import { useUrlFilter } from "../../components/use-url-filter";
import { useUi } from "../../site/site-context";
import type { AtuacaoPageProps } from "./AtuacaoPage";
import { AREAS_PARAM, FORM_FIELD, filterByAreas, parseAreas, withAreas } from "./area-filter";
import { AreaFilter } from "./AreaFilter";
import { ResearchSection } from "./ResearchSection";
import "../../components/controls.css";
import "./atuacao.css";

type Data = AtuacaoPageProps["loaderData"];
export type AreaResearchProps = Pick<Data, "areas" | "research" | "strings">;

/**
 * The areas filter with the research list it filters: one island (docs/decisions/0031), the
 * filter's state in the address (useUrlFilter).
 */
export function AreaResearch({ areas, research, strings }: AreaResearchProps) {
  const { lang } = useUi();
  const allIds = useMemo(() => areas.map((a) => a.id), [areas]);
  const areaTitles = useMemo(() => new Map(areas.map((a) => [a.id, a.title])), [areas]);

  const areaFilter = useUrlFilter<readonly number[]>({
    parse: (search) => parseAreas(new URLSearchParams(search).get(AREAS_PARAM), allIds),
    toSearch: (search, ids) => withAreas(search, ids, allIds),
    keyOf: (ids) => ids.join(","),
    fromForm: (fields) => allIds.filter((id) => fields.getAll(FORM_FIELD).includes(String(id))),
  });
  const { value: selected, apply, applyFields, hrefFor, pathname, form } = areaFilter;
  // The tiles as they stand, not this state toggled: a tile changed while the island woke is
  // then counted however React delivered (or did not deliver) its change.
  const toggle = (id: number, on: boolean) =>
    applyFields() || apply(on ? allIds.filter((x) => x === id || selected.includes(x)) : selected.filter((x) => x !== id));

  // The tiles answer the click at once; the list (and its count) follow in a render React may
  // interrupt, after the click's paint, so the click is not held up by removing or adding cards (INP).
  const listed = useDeferredValue(selected);
  const visible = useMemo(() => filterByAreas(research, listed), [research, listed]);
  return (
    <>
      <AreaFilter
        areas={areas}
        selected={selected}
        strings={strings.areas}
        lang={lang}
        action={pathname}
        formRef={form}
        onToggle={toggle}
        onSetAll={(all) => apply(all ? allIds : [])}
        allHref={hrefFor(allIds)}
        noneHref={hrefFor([])}
      />
      <ResearchSection
        research={visible}
        noneSelected={listed.length === 0}
        areaTitles={areaTitles}
        strings={strings}
        lang={lang}
      />
    </>
  );
}

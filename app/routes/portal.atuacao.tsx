import { useMemo } from "react";
import { useLoaderData } from "react-router";
import type { LoaderArgs } from "../context";
import { pageBasics } from "../content/page.server";
import { PageFrame } from "../chrome/PageFrame";
import { PageIntro } from "../chrome/PageIntro";
import { BackToTop } from "../components/BackToTop";
import { keepDataOnFilterChange, redirectToCanonical, useUrlFilter } from "../components/use-url-filter";
import { pageMeta } from "../seo-meta";
import { useUi } from "../i18n/use-ui";
import { atuacaoData } from "../pages/atuacao/atuacao.server";
import { AREAS_PARAM, FORM_MARKER, canonicalSearch, filterByAreas, parseAreas, withAreas } from "../pages/atuacao/area-filter";
import { AreaFilter } from "../pages/atuacao/AreaFilter";
import { ResearchSection } from "../pages/atuacao/ResearchSection";
import "../components/controls.css";
import "../pages/atuacao/atuacao.css";

export async function loader({ context, request }: LoaderArgs) {
  const url = new URL(request.url);
  const allIds = (await context.services.content.areas()).map((a) => a.id);
  redirectToCanonical(url, canonicalSearch(url, allIds), FORM_MARKER, "#pesquisas");
  const [basics, data] = await Promise.all([pageBasics(context, request, "atuacao", "atuacao"), atuacaoData(context)]);
  return { ...basics, ...data };
}

export const shouldRevalidate = keepDataOnFilterChange;

export const meta = pageMeta;

export default function AtuacaoPage() {
  const { intro, areas, research, strings } = useLoaderData<typeof loader>();
  const { lang } = useUi();
  const allIds = useMemo(() => areas.map((a) => a.id), [areas]);
  const areaTitles = useMemo(() => new Map(areas.map((a) => [a.id, a.title])), [areas]);

  const areaFilter = useUrlFilter<readonly number[]>({
    parse: (search) => parseAreas(new URLSearchParams(search).get(AREAS_PARAM), allIds),
    toSearch: (search, ids) => withAreas(search, ids, allIds),
    keyOf: (ids) => ids.join(","),
  });
  const { value: selected, apply, hrefFor, pathname } = areaFilter;
  const toggle = (id: number) =>
    apply(selected.includes(id) ? selected.filter((x) => x !== id) : allIds.filter((x) => x === id || selected.includes(x)));

  const visible = filterByAreas(research, selected);
  return (
    <PageFrame pageId="atuacao">
      <PageIntro intro={intro} />
      <AreaFilter
        areas={areas}
        selected={selected}
        strings={strings.areas}
        lang={lang}
        action={pathname}
        onToggle={toggle}
        onSetAll={(all) => apply(all ? allIds : [])}
        allHref={hrefFor(allIds)}
        noneHref={hrefFor([])}
      />
      <ResearchSection
        research={visible}
        noneSelected={selected.length === 0}
        areaTitles={areaTitles}
        strings={strings}
        lang={lang}
      />
      <BackToTop />
    </PageFrame>
  );
}

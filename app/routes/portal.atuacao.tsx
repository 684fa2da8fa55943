import { useMemo, useState } from "react";
import { redirect, useLoaderData, useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";
import type { LoaderArgs } from "../context";
import { pageBasics } from "../content/page.server";
import { PageFrame } from "../chrome/PageFrame";
import { PageIntro } from "../chrome/PageIntro";
import { BackToTop } from "../components/BackToTop";
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
  // A form submission without JavaScript, or a hand-made value: go to the canonical address.
  const canonical = canonicalSearch(url, allIds);
  if (canonical !== null) {
    const submitted = url.searchParams.get(FORM_MARKER[0]) === FORM_MARKER[1];
    throw redirect(`${url.pathname}${canonical}${submitted ? "#pesquisas" : ""}`);
  }
  const [basics, data] = await Promise.all([pageBasics(context, request, "atuacao", "atuacao"), atuacaoData(context)]);
  return { ...basics, ...data };
}

/** A filter change keeps the page's data: only the path or the language reloads it. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const samePage =
    currentUrl.pathname === nextUrl.pathname && currentUrl.searchParams.get("lang") === nextUrl.searchParams.get("lang");
  return samePage && !formMethod ? false : defaultShouldRevalidate;
}

export const meta = pageMeta;

export default function AtuacaoPage() {
  const { intro, areas, research, strings } = useLoaderData<typeof loader>();
  const { lang } = useUi();
  const location = useLocation();
  const navigate = useNavigate();
  const allIds = useMemo(() => areas.map((a) => a.id), [areas]);
  const areaTitles = useMemo(() => new Map(areas.map((a) => [a.id, a.title])), [areas]);

  // The URL is the source of truth; the local copy answers a click at once while the URL follows.
  const fromUrl = parseAreas(new URLSearchParams(location.search).get(AREAS_PARAM), allIds);
  const urlKey = fromUrl.join(",");
  const [selected, setSelected] = useState(fromUrl);
  const [syncedKey, setSyncedKey] = useState(urlKey);
  if (urlKey !== syncedKey) {
    setSyncedKey(urlKey);
    setSelected(fromUrl);
  }

  const hrefFor = (ids: readonly number[]) => `${location.pathname}${withAreas(location.search, ids, allIds)}`;
  const apply = (next: number[]) => {
    setSelected(next);
    void navigate(
      { pathname: location.pathname, search: withAreas(location.search, next, allIds), hash: "" },
      { replace: true, preventScrollReset: true },
    );
  };
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
        action={location.pathname}
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

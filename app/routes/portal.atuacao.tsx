import { IslandPage } from "../site/hydration";
import AtuacaoPage, { type AtuacaoPageProps } from "../pages/atuacao/AtuacaoPage";
import type { LoaderArgs } from "../context";
import { pageBasics } from "../content/page.server";
import { redirectToCanonical } from "../components/url-filter.server";
import { pageMeta } from "../seo-meta";
import { atuacaoData } from "../pages/atuacao/atuacao.server";
import { FORM_MARKER, canonicalSearch } from "../pages/atuacao/area-filter";
import "../components/controls.css";
import "../pages/atuacao/atuacao.css";

export async function loader({ context, request }: LoaderArgs) {
  const url = new URL(request.url);
  const allIds = (await context.services.content.areas()).map((a) => a.id);
  redirectToCanonical(url, canonicalSearch(url, allIds), FORM_MARKER, "#pesquisas");
  const [basics, data] = await Promise.all([pageBasics(context, request, "atuacao", "atuacao"), atuacaoData(context)]);
  return { ...basics, ...data };
}

export const meta = pageMeta;

export default function Route({ loaderData }: AtuacaoPageProps) {
  return <IslandPage id="atuacao" page={AtuacaoPage} props={{ loaderData }} />;
}

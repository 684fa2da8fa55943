import { IslandPage } from "../site/hydration";
import SolucoesPage, { type SolucoesPageProps } from "../pages/solucoes/SolucoesPage";
import type { LoaderArgs } from "../context";
import { pageBasics } from "../content/page.server";
import { pageMeta } from "../seo-meta";
import { solucoesData } from "../pages/solucoes/solucoes.server";

export async function loader({ context, request }: LoaderArgs) {
  const [basics, data] = await Promise.all([pageBasics(context, request, "solucoes", "solucoes"), solucoesData(context)]);
  return { ...basics, ...data };
}

export const meta = pageMeta;

export default function Route({ loaderData }: SolucoesPageProps) {
  return <IslandPage id="solucoes" page={SolucoesPage} props={{ loaderData }} />;
}

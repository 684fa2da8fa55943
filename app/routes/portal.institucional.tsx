import { IslandPage } from "../site/hydration";
import InstitucionalPage, { type InstitucionalPageProps } from "../pages/institucional/InstitucionalPage";
import type { LoaderArgs } from "../context";
import { pageBasics } from "../content/page.server";
import { pageMeta } from "../seo-meta";
import { newsArticlesLd } from "../structured-data.server";
import { institucionalData } from "../pages/institucional/institucional.server";

export async function loader({ context, request }: LoaderArgs) {
  const [basics, data, newsArticles] = await Promise.all([
    pageBasics(context, request, "institucional", "institucional"),
    institucionalData(context),
    newsArticlesLd(context, request),
  ]);
  context.structuredData?.set("newsArticles", newsArticles);
  return { ...basics, ...data };
}

export const meta = pageMeta;

export default function Route({ loaderData }: InstitucionalPageProps) {
  return <IslandPage id="institucional" page={InstitucionalPage} props={{ loaderData }} />;
}

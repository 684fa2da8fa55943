import { IslandPage } from "../site/hydration";
import HomePage, { type HomePageProps } from "../pages/home/HomePage";
import type { LoaderArgs } from "../context";
import { pageBasics } from "../content/page.server";
import { pageMeta } from "../seo-meta";
import { homeData } from "../pages/home/home.server";
import { hasDismissals } from "../../common/home/dismissal-hint";
import { readCookies } from "../../common/http/cookies";

export async function loader({ context, request }: LoaderArgs) {
  const [basics, home] = await Promise.all([pageBasics(context, request, "home", ""), homeData(context)]);
  // The notes' restoring script, for a browser that has closed one (pages/home/dismissal.ts).
  return { ...basics, ...home, restoreDismissals: hasDismissals(readCookies(request.headers.get("cookie"))) };
}

export const meta = pageMeta;

export default function Route({ loaderData }: HomePageProps) {
  return <IslandPage id="home" page={HomePage} props={{ loaderData }} />;
}

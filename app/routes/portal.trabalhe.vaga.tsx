/**
 * /portal/trabalhe/{key}: one job opening, server-rendered in the visitor's language and readable
 * without JavaScript: its details, its Libras clip, how to apply (the contact form with the
 * opening as the subject, or e-mail), its JobPosting (one per page, as Google asks) and Open
 * Graph. An unknown or hidden key answers 404 with a page that leads back to the openings.
 */
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { IslandPage } from "../site/hydration";
import VacancyPage, { type VacancyPageProps } from "../pages/trabalhe/VacancyPage";
import VacancyNotFoundPage from "../pages/trabalhe/VacancyNotFoundPage";
import type { LoaderArgs } from "../context";
import { vacancyPath } from "../../common/paths";
import { pageMeta } from "../seo-meta";
import type { Seo } from "../seo";
import { jobPostingLd } from "../structured-data.server";
import { vacancyData } from "../pages/trabalhe/trabalhe.server";
import "../components/controls.css";
import "../pages/trabalhe/trabalhe.css";

export async function loader({ context, request, params }: LoaderArgs) {
  const { services, lang } = context;
  const key = params.key ?? "";
  const found = await vacancyData(context, key);
  // The status text goes with it: without one React Router labels the thrown data "Internal
  // Server Error", although the status is 404.
  if (!found) throw data(null, { status: 404, statusText: "Not Found" });
  const { vacancy, strings } = found;
  const origin = services.config.publicOrigin;
  const seo: Seo = {
    title: vacancy.title,
    description: `${vacancy.areaText} · ${strings.regimes[vacancy.regime].label} · ${vacancy.place}. ${vacancy.education}`.slice(
      0,
      160,
    ),
    path: vacancyPath(vacancy.key),
    lang,
    origin,
    image: services.media.asset("ogImage") || undefined,
  };
  context.structuredData?.set("jobPosting", await jobPostingLd(context, request, key));
  return { ...found, seo };
}

export const meta = pageMeta;

export default function Route({ loaderData }: VacancyPageProps) {
  return <IslandPage id="vaga" page={VacancyPage} props={{ loaderData }} />;
}

/** Unknown or hidden opening: a 404 page in the visitor's language, inside the portal's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <IslandPage id="vaga-nao-encontrada" page={VacancyNotFoundPage} props={{}} />;
}

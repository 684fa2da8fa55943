/**
 * /portal/trabalhe/{key}: one job opening, server-rendered in the visitor's language and readable
 * without JavaScript: its details, its Libras clip, its terms, the selection's steps and the
 * application form (a plain multipart POST to this page), its JobPosting (one per page, as Google asks) and Open
 * Graph. An unknown or hidden key answers 404 with a page that leads back to the openings; an
 * opening's old key (its key changed in the editor) answers 308 to its new address, query kept.
 */
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { IslandPage } from "../site/hydration";
import VacancyPage, { type VacancyPageProps } from "../pages/trabalhe/VacancyPage";
import VacancyNotFoundPage from "../pages/trabalhe/VacancyNotFoundPage";
import type { ActionArgs, LoaderArgs } from "../context";
import { applicationAction, applicationFormData } from "../contact/application-form.server";
import { vacancyPath } from "../../common/paths";
import { pageMeta } from "../seo-meta";

import type { Seo } from "../seo";
import { jobPostingLd } from "../structured-data.server";
import { movedOpening, vacancyData } from "../pages/trabalhe/trabalhe.server";
import "../components/controls.css";
import "../pages/trabalhe/trabalhe.css";

export async function loader(args: LoaderArgs) {
  const { context, request, params } = args;
  const { services, lang } = context;
  const key = params.key ?? "";
  const found = await vacancyData(context, key);
  if (!found) await movedOpening(args, key);
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
  const application = applicationFormData(args, vacancy.key);
  // The form's XSRF cookie rides on the page's response.
  return data({ ...found, seo, application: application.state }, { headers: application.headers, status: application.status });
}

/** The application form posts here, so it works without JavaScript (server/applications/intake.ts). */
export async function action(args: ActionArgs) {
  const key = args.params.key ?? "";
  const opening = await args.context.services.content.visibleVacancy(key);
  if (!opening) await movedOpening(args, key);
  if (!opening) throw data(null, { status: 404, statusText: "Not Found" });
  return applicationAction(args, { key: opening.key, titlePt: opening.title.pt, title: opening.title[args.context.lang] });
}

/**
 * The form carries a per-visitor XSRF token and idempotency key: no browser or shared cache keeps
 * this page. The server's page cache keeps it without them and writes fresh ones into each copy.
 */
export const headers = ({ actionHeaders }: { actionHeaders: Headers }): Record<string, string> => {
  // A refused application says when to try again (429 rate limit, 503 every PDF check busy).
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": "private, no-store", ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
};

export const meta = pageMeta;

export default function Route({ loaderData, actionData }: VacancyPageProps) {
  return <IslandPage id="vaga" page={VacancyPage} props={{ loaderData, actionData }} />;
}

/** Unknown or hidden opening: a 404 page in the visitor's language, inside the portal's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return <IslandPage id="vaga-nao-encontrada" page={VacancyNotFoundPage} props={{}} />;
}

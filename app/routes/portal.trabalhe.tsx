import { IslandPage } from "../site/hydration";
import TrabalhePage, { type TrabalhePageProps } from "../pages/trabalhe/TrabalhePage";
import type { LoaderArgs } from "../context";
import { pageBasics } from "../content/page.server";
import { redirectToCanonical } from "../components/url-filter.server";
import { pageMeta } from "../seo-meta";
import { trabalheData } from "../pages/trabalhe/trabalhe.server";
import { JOB_FORM_MARKER, canonicalJobSearch, parseJobFilter } from "../pages/trabalhe/job-filter";
import { alertStrings } from "../pages/trabalhe/alert-strings";
import { alertFormState } from "../pages/trabalhe/alerts.server";
import "../components/controls.css";
import "../pages/trabalhe/trabalhe.css";

export async function loader({ context, request }: LoaderArgs) {
  const url = new URL(request.url);
  redirectToCanonical(url, canonicalJobSearch(url), JOB_FORM_MARKER, "#vagas");
  // No JobPosting here: each opening's own page carries its one (Google's rule for listings).
  const [basics, data] = await Promise.all([pageBasics(context, request, "trabalhe", "trabalhe"), trabalheData(context)]);
  // The job-alert form (issue 25): a plain post to /portal/trabalhe/alertas, the filter's area ticked.
  const { area } = parseJobFilter(url.searchParams);
  const alerts = { strings: alertStrings[context.lang], form: alertFormState(context.lang, area ? [area] : []) };
  return { ...basics, ...data, alerts };
}

export const meta = pageMeta;

export default function Route({ loaderData }: TrabalhePageProps) {
  return <IslandPage id="trabalhe" page={TrabalhePage} props={{ loaderData }} />;
}

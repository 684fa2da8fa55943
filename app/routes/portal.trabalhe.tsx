import { IslandPage } from "../site/hydration";
import TrabalhePage, { type TrabalhePageProps } from "../pages/trabalhe/TrabalhePage";
import type { LoaderArgs } from "../context";
import { pageBasics } from "../content/page.server";
import { redirectToCanonical } from "../components/url-filter.server";
import { pageMeta } from "../seo-meta";
import { trabalheData } from "../pages/trabalhe/trabalhe.server";
import { JOB_FORM_MARKER, canonicalJobSearch, parseJobFilter } from "../pages/trabalhe/job-filter";
import type { TrabalheStrings } from "../pages/trabalhe/strings";
import { fill } from "../../common/i18n/plural";
import type { MetaArgs } from "react-router";
import "../components/controls.css";
import "../pages/trabalhe/trabalhe.css";

export async function loader({ context, request }: LoaderArgs) {
  const url = new URL(request.url);
  redirectToCanonical(url, canonicalJobSearch(url), JOB_FORM_MARKER, "#vagas");
  // No JobPosting here: each opening's own page carries its one (Google's rule for listings).
  const [basics, data] = await Promise.all([pageBasics(context, request, "trabalhe", "trabalhe"), trabalheData(context)]);
  // The search words ride in the page's data only when the address searches words (the list is
  // rendered filtered by them); otherwise the filter loads them when first needed (docs/decisions/0046).
  if (parseJobFilter(url.searchParams).q) return { ...basics, ...data };
  return { ...basics, ...data, vacancies: data.vacancies.map((v) => ({ ...v, words: undefined })) };
}

/**
 * The page's tags, and its openings feed announced where feed readers look for it: every opening,
 * or the filtered area's (issue 35).
 */
export function meta(args: MetaArgs) {
  const tags = pageMeta(args);
  const data = args.data as { seo?: { origin: string; lang: string }; strings?: TrabalheStrings } | undefined;
  if (!data?.seo || !data.strings) return tags;
  const { area } = parseJobFilter(new URLSearchParams(args.location.search));
  const s = data.strings.vacancies;
  return [
    ...tags,
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: area ? fill(s.feedArea, { area: data.strings.jobAreas[area] }) : s.feed,
      href: `${data.seo.origin}/feeds/vagas.xml?lang=${data.seo.lang}${area ? `&area=${area}` : ""}`,
    },
  ];
}

export default function Route({ loaderData }: TrabalhePageProps) {
  return <IslandPage id="trabalhe" page={TrabalhePage} props={{ loaderData }} />;
}

import { useState } from "react";
import { redirect, useLoaderData, useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";
import type { LoaderArgs } from "../context";
import { pageBasics } from "../content/page.server";
import { PageFrame } from "../chrome/PageFrame";
import { PageIntro } from "../chrome/PageIntro";
import { BackToTop } from "../components/BackToTop";
import { pageMeta } from "../seo-meta";
import { useUi } from "../i18n/use-ui";
import { trabalheData } from "../pages/trabalhe/trabalhe.server";
import {
  JOB_FORM_MARKER,
  canonicalJobSearch,
  filterJobs,
  parseJobFilter,
  withJobFilter,
  type JobFilter,
} from "../pages/trabalhe/job-filter";
import { Benefits } from "../pages/trabalhe/Benefits";
import { VacanciesSection } from "../pages/trabalhe/VacanciesSection";
import { PhotoGallery } from "../pages/trabalhe/PhotoGallery";
import { JsonLd } from "../components/JsonLd";
import { jobPostingsLd } from "../structured-data.server";
import "../components/controls.css";
import "../pages/trabalhe/trabalhe.css";

export async function loader({ context, request }: LoaderArgs) {
  const url = new URL(request.url);
  // A form submission without JavaScript, or a hand-made value: go to the canonical address.
  const canonical = canonicalJobSearch(url);
  if (canonical !== null) {
    const submitted = url.searchParams.get(JOB_FORM_MARKER[0]) === JOB_FORM_MARKER[1];
    throw redirect(`${url.pathname}${canonical}${submitted ? "#vagas" : ""}`);
  }
  const [basics, data, jobPostings] = await Promise.all([
    pageBasics(context, request, "trabalhe", "trabalhe"),
    trabalheData(context),
    jobPostingsLd(context, request),
  ]);
  context.structuredData?.set("jobPostings", jobPostings);
  return { ...basics, ...data };
}

/** A filter change keeps the page's data: only the path or the language reloads it. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const samePage =
    currentUrl.pathname === nextUrl.pathname && currentUrl.searchParams.get("lang") === nextUrl.searchParams.get("lang");
  return samePage && !formMethod ? false : defaultShouldRevalidate;
}

export const meta = pageMeta;

export default function TrabalhePage() {
  const { intro, benefits, vacancies, jobAreas, gallery, strings } = useLoaderData<typeof loader>();
  const { lang } = useUi();
  const location = useLocation();
  const navigate = useNavigate();

  // The URL is the source of truth; the local copy answers at once while the URL follows.
  const fromUrl = parseJobFilter(new URLSearchParams(location.search));
  const urlKey = `${fromUrl.area}|${fromUrl.regime}`;
  const [filter, setFilter] = useState<JobFilter>(fromUrl);
  const [syncedKey, setSyncedKey] = useState(urlKey);
  if (urlKey !== syncedKey) {
    setSyncedKey(urlKey);
    setFilter(fromUrl);
  }
  const apply = (next: JobFilter) => {
    setFilter(next);
    void navigate(
      { pathname: location.pathname, search: withJobFilter(location.search, next), hash: "" },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <PageFrame pageId="trabalhe">
      <JsonLd name="jobPostings" />
      <PageIntro intro={intro} />
      <Benefits benefits={benefits} strings={strings.benefits} />
      <VacanciesSection
        vacancies={filterJobs(vacancies, filter)}
        areas={jobAreas}
        filter={filter}
        strings={strings}
        lang={lang}
        action={location.pathname}
        clearHref={`${location.pathname}${withJobFilter(location.search, { area: null, regime: null })}`}
        onChange={apply}
      />
      <PhotoGallery photos={gallery} strings={strings.gallery} lang={lang} />
      <BackToTop />
    </PageFrame>
  );
}

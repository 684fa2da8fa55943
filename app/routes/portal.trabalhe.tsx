import { useLoaderData } from "react-router";
import type { LoaderArgs } from "../context";
import { pageBasics } from "../content/page.server";
import { PageFrame } from "../chrome/PageFrame";
import { PageIntro } from "../chrome/PageIntro";
import { BackToTop } from "../components/BackToTop";
import { keepDataOnFilterChange, redirectToCanonical, useUrlFilter } from "../components/use-url-filter";
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
import "../components/controls.css";
import "../pages/trabalhe/trabalhe.css";

export async function loader({ context, request }: LoaderArgs) {
  const url = new URL(request.url);
  redirectToCanonical(url, canonicalJobSearch(url), JOB_FORM_MARKER, "#vagas");
  // No JobPosting here: each opening's own page carries its one (Google's rule for listings).
  const [basics, data] = await Promise.all([pageBasics(context, request, "trabalhe", "trabalhe"), trabalheData(context)]);
  return { ...basics, ...data };
}

export const shouldRevalidate = keepDataOnFilterChange;

export const meta = pageMeta;

export default function TrabalhePage() {
  const { intro, benefits, vacancies, jobAreas, gallery, strings } = useLoaderData<typeof loader>();
  const { lang } = useUi();
  const {
    value: filter,
    apply,
    hrefFor,
    pathname,
  } = useUrlFilter<JobFilter>({
    parse: (search) => parseJobFilter(new URLSearchParams(search)),
    toSearch: withJobFilter,
    keyOf: (f) => `${f.area}|${f.regime}`,
  });

  return (
    <PageFrame pageId="trabalhe">
      <PageIntro intro={intro} />
      <Benefits benefits={benefits} strings={strings.benefits} />
      <VacanciesSection
        vacancies={filterJobs(vacancies, filter)}
        areas={jobAreas}
        filter={filter}
        strings={strings}
        lang={lang}
        action={pathname}
        clearHref={hrefFor({ area: null, regime: null })}
        onChange={apply}
      />
      <PhotoGallery photos={gallery} strings={strings.gallery} lang={lang} />
      <BackToTop />
    </PageFrame>
  );
}

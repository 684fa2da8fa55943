import type { DataOf } from "../../site/page-props";
import type { loader } from "../../routes/portal.trabalhe";
import { PageFrame } from "../../chrome/PageFrame";
import { PageIntro } from "../../chrome/PageIntro";
import { BackToTop } from "../../components/BackToTop";
import { useUrlFilter } from "../../components/use-url-filter";
import { useUi } from "../../site/site-context";
import { filterJobs, parseJobFilter, withJobFilter, type JobFilter } from "./job-filter";
import { Benefits } from "./Benefits";
import { VacanciesSection } from "./VacanciesSection";
import { PhotoGallery } from "./PhotoGallery";
import "../../components/controls.css";
import "./trabalhe.css";

export interface TrabalhePageProps {
  loaderData: DataOf<typeof loader>;
}

export default function TrabalhePage({ loaderData }: TrabalhePageProps) {
  const { intro, benefits, vacancies, jobAreas, gallery, strings } = loaderData;
  const { lang } = useUi();
  const {
    value: filter,
    apply,
    hrefFor,
    pathname,
    form,
  } = useUrlFilter<JobFilter>({
    parse: (search) => parseJobFilter(new URLSearchParams(search)),
    fromForm: parseJobFilter,
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
        formRef={form}
        clearHref={hrefFor({ area: null, regime: null })}
        onChange={apply}
      />
      <PhotoGallery photos={gallery} strings={strings.gallery} lang={lang} />
      <BackToTop />
    </PageFrame>
  );
}

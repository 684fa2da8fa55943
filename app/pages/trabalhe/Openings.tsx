import { useUrlFilter } from "../../components/use-url-filter";
import { useUi } from "../../site/site-context";
import { filterJobs, parseJobFilter, withJobFilter, type JobFilter } from "./job-filter";
import type { TrabalhePageProps } from "./TrabalhePage";
import { VacanciesSection } from "./VacanciesSection";
import "../../components/controls.css";
import "./trabalhe.css";

type Data = TrabalhePageProps["loaderData"];
export type OpeningsProps = Pick<Data, "vacancies" | "jobAreas" | "strings">;

/**
 * The openings filter with the cards it filters (and their expanders): one island
 * (docs/decisions/0031), the filter's state in the address (useUrlFilter).
 */
export function Openings({ vacancies, jobAreas, strings }: OpeningsProps) {
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
    keyOf: (f) => `${f.area}|${f.regime}|${f.q}`,
  });
  return (
    <VacanciesSection
      vacancies={filterJobs(vacancies, filter)}
      areas={jobAreas}
      filter={filter}
      strings={strings}
      lang={lang}
      action={pathname}
      formRef={form}
      clearHref={hrefFor({ area: null, regime: null, q: "" })}
      onChange={apply}
    />
  );
}

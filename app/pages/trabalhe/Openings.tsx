import { useEffect, useMemo, useState } from "react";
import { openingWords } from "../../../common/content/opening-words";
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
  const searchable = useSearchWords(vacancies, lang);
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
  const wordsWanted = filter.q !== "";
  useEffect(() => {
    if (wordsWanted) searchable.load();
  }, [wordsWanted, searchable]);
  return (
    <VacanciesSection
      vacancies={filterJobs(searchable.vacancies, filter)}
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

type Vacancy = OpeningsProps["vacancies"][number];

/**
 * The openings with their search words. The page's data carries them only when the address
 * searches words; otherwise they are asked for (GET /api/vagas?lang=) the first time words are
 * searched, and meanwhile an opening's title and area stand for its words (docs/decisions/0046).
 */
function useSearchWords(vacancies: Vacancy[], lang: string) {
  const [loaded, setLoaded] = useState<Record<string, string> | null>(null);
  const [asked, setAsked] = useState(false);
  const complete = vacancies.every((v) => v.words !== undefined);
  useEffect(() => {
    if (!asked || complete || loaded) return;
    const controller = new AbortController();
    fetch(`/api/vagas?lang=${lang}`, { headers: { accept: "application/json" }, signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<{ words?: Record<string, string> }>) : null))
      .then((body) => body?.words && setLoaded(body.words))
      // A failure leaves the titles' words: the search still narrows, by less.
      .catch(() => {});
    return () => controller.abort();
  }, [asked, complete, loaded, lang]);
  const withWords = useMemo(
    () =>
      complete ? vacancies : vacancies.map((v) => ({ ...v, words: loaded?.[v.key] ?? openingWords([v.title, v.areaText]) })),
    [vacancies, complete, loaded],
  );
  const load = useMemo(() => () => setAsked(true), []);
  return useMemo(() => ({ vacancies: withWords, load }), [withWords, load]);
}

/**
 * The job-opening filter kept in the URL: `?area=development&regime=bolsa&q=python`. Absent means
 * any. `q` narrows by words of the title and text: every word, accent- and case-insensitive.
 * Without JavaScript the filter form submits `filtro=vagas&area=…&regime=…` (empty for "any");
 * the loader redirects that to the canonical address (`canonicalJobSearch`).
 */
import { jobAreas, regimes, type JobArea, type Regime } from "../../../common/content/job-areas";
import { searchWords } from "../../../common/content/opening-words";

export { openingWords, searchWords } from "../../../common/content/opening-words";

export { jobAreas, regimes, type JobArea, type Regime };

export const JOB_FORM_MARKER = ["filtro", "vagas"] as const;

export interface JobFilter {
  area: JobArea | null;
  regime: Regime | null;
  /** The words searched for, as typed (at most 100 characters); "" for none. */
  q: string;
}

export function parseJobFilter(params: URLSearchParams): JobFilter {
  const area = params.get("area")?.trim().toLowerCase() ?? "";
  const regime = params.get("regime")?.trim().toLowerCase() ?? "";
  // As typed (the field keeps its spaces while the visitor writes); only blank is none.
  const raw = (params.get("q") ?? "").slice(0, 100);
  const q = raw.trim() ? raw : "";
  return {
    area: (jobAreas as readonly string[]).includes(area) ? (area as JobArea) : null,
    regime: regimes.find((r) => r.toLowerCase() === regime) ?? null,
    q,
  };
}

/** The query string for a filter, keeping every other parameter (the language). */
export function withJobFilter(search: string, filter: JobFilter): string {
  const params = new URLSearchParams(search);
  params.delete(JOB_FORM_MARKER[0]);
  params.delete("area");
  params.delete("regime");
  params.delete("q");
  if (filter.area) params.set("area", filter.area);
  if (filter.regime) params.set("regime", filter.regime.toLowerCase());
  if (filter.q) params.set("q", filter.q);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The canonical query string for a request, or null when it already is canonical. */
export function canonicalJobSearch(url: URL): string | null {
  const canonical = withJobFilter(url.search, parseJobFilter(url.searchParams));
  return canonical === url.search ? null : canonical;
}

/**
 * The openings the filter keeps, in their order. An item's `words` are its title's and text's
 * folded words (openingWords); each searched word must begin one of them.
 */
export function filterJobs<T extends { area: string; regime: string; words?: string }>(
  items: readonly T[],
  filter: Pick<JobFilter, "area" | "regime"> & { q?: string },
): T[] {
  const wanted = searchWords(filter.q ?? "");
  return items.filter(
    (item) =>
      (!filter.area || item.area === filter.area) &&
      (!filter.regime || item.regime === filter.regime) &&
      (wanted.length === 0 || wanted.every((w) => ` ${item.words ?? ""}`.includes(` ${w}`))),
  );
}

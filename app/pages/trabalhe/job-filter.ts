/**
 * The job-opening filter kept in the URL: `?area=development&regime=bolsa`. Absent means any.
 * Without JavaScript the filter form submits `filtro=vagas&area=…&regime=…` (empty for "any");
 * the loader redirects that to the canonical address (`canonicalJobSearch`).
 */
import { jobAreas, regimes, type JobArea, type Regime } from "../../../common/content/job-areas";

export { jobAreas, regimes, type JobArea, type Regime };

export const JOB_FORM_MARKER = ["filtro", "vagas"] as const;

export interface JobFilter {
  area: JobArea | null;
  regime: Regime | null;
}

export function parseJobFilter(params: URLSearchParams): JobFilter {
  const area = params.get("area")?.trim().toLowerCase() ?? "";
  const regime = params.get("regime")?.trim().toLowerCase() ?? "";
  return {
    area: (jobAreas as readonly string[]).includes(area) ? (area as JobArea) : null,
    regime: regimes.find((r) => r.toLowerCase() === regime) ?? null,
  };
}

/** The query string for a filter, keeping every other parameter (the language). */
export function withJobFilter(search: string, filter: JobFilter): string {
  const params = new URLSearchParams(search);
  params.delete(JOB_FORM_MARKER[0]);
  params.delete("area");
  params.delete("regime");
  if (filter.area) params.set("area", filter.area);
  if (filter.regime) params.set("regime", filter.regime.toLowerCase());
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The canonical query string for a request, or null when it already is canonical. */
export function canonicalJobSearch(url: URL): string | null {
  const canonical = withJobFilter(url.search, parseJobFilter(url.searchParams));
  return canonical === url.search ? null : canonical;
}

export function filterJobs<T extends { area: string; regime: string }>(items: readonly T[], filter: JobFilter): T[] {
  return items.filter((item) => (!filter.area || item.area === filter.area) && (!filter.regime || item.regime === filter.regime));
}

import { describe, expect, it } from "vitest";
import { canonicalJobSearch, filterJobs, parseJobFilter, withJobFilter } from "./job-filter";

const url = (search: string) => new URL(`http://x/portal/trabalhe${search}`);

describe("job filter in the URL", () => {
  it("reads known values and ignores the rest", () => {
    expect(parseJobFilter(new URLSearchParams("area=design&regime=bolsa"))).toEqual({ area: "design", regime: "Bolsa", q: "" });
    expect(parseJobFilter(new URLSearchParams("area=cooking&regime=x"))).toEqual({ area: null, regime: null, q: "" });
    expect(parseJobFilter(new URLSearchParams("REGIME=CLT"))).toEqual({ area: null, regime: null, q: "" });
    expect(parseJobFilter(new URLSearchParams("regime=CLT"))).toEqual({ area: null, regime: "CLT", q: "" });
  });
  it("writes the filter and keeps the language", () => {
    expect(withJobFilter("?lang=en", { area: "design", regime: "CLT", q: "" })).toBe("?lang=en&area=design&regime=clt");
    expect(withJobFilter("?lang=en&area=design", { area: null, regime: null, q: "" })).toBe("?lang=en");
    expect(withJobFilter("", { area: null, regime: null, q: "" })).toBe("");
  });
  it("canonicalises a form submission and leaves canonical addresses alone", () => {
    expect(canonicalJobSearch(url("?lang=es&filtro=vagas&area=&regime=bolsa"))).toBe("?lang=es&regime=bolsa");
    expect(canonicalJobSearch(url("?filtro=vagas&area=&regime="))).toBe("");
    expect(canonicalJobSearch(url("?area=nope"))).toBe("");
    expect(canonicalJobSearch(url("?lang=es&regime=bolsa"))).toBeNull();
    expect(canonicalJobSearch(url(""))).toBeNull();
  });
});

describe("filterJobs", () => {
  const jobs = [
    { key: "a", area: "design", regime: "CLT" },
    { key: "b", area: "design", regime: "Bolsa" },
    { key: "c", area: "quality", regime: "CLT" },
  ];
  it("narrows by area and by regime, both or neither", () => {
    expect(filterJobs(jobs, { area: null, regime: null, q: "" }).map((j) => j.key)).toEqual(["a", "b", "c"]);
    expect(filterJobs(jobs, { area: "design", regime: null, q: "" }).map((j) => j.key)).toEqual(["a", "b"]);
    expect(filterJobs(jobs, { area: null, regime: "CLT", q: "" }).map((j) => j.key)).toEqual(["a", "c"]);
    expect(filterJobs(jobs, { area: "quality", regime: "Bolsa", q: "" })).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import site from "../content/site.json";
import vacancies from "../content/vacancies.json";
import type { ContentOf } from "../common/content/content-types";
import { jobPostingJsonLd } from "./json-ld";

type Vacancy = ContentOf<"vacancies.json">[number];
const opening = vacancies[0] as Vacancy;
const posting = (v: Vacancy) =>
  jobPostingJsonLd(v, site as ContentOf<"site.json">, "en", "https://lead.example", "https://lead.example/x", "/logo.svg");

describe("an opening's JobPosting", () => {
  it("carries its posting date, and is valid through the end of its closing day in Fortaleza", () => {
    const ld = posting({ ...opening, datePosted: "2026-11-02", closingDate: "2026-11-30" });
    expect(ld.datePosted).toBe("2026-11-02");
    expect(ld.validThrough).toBe("2026-11-30T23:59:59-03:00");
  });

  it("without a closing date, is valid for 90 days from its posting", () => {
    const ld = posting({ ...opening, datePosted: "2026-11-02", closingDate: undefined });
    expect(ld.validThrough).toBe("2027-01-31T12:00:00.000Z");
  });
});

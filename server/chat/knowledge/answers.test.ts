import { describe, expect, it } from "vitest";
import { parseJobFilter } from "../../../app/pages/trabalhe/job-filter";
import { listingHref } from "./answers";

describe("the link to the filtered openings listing", () => {
  it("is read back by the listing as the same filter, in the visitor's language", () => {
    const href = listingHref({ area: "development", regime: "Bolsa" }, "es");
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/portal/trabalhe");
    expect(url.hash).toBe("#vagas");
    expect(url.searchParams.get("lang")).toBe("es");
    expect(parseJobFilter(url.searchParams)).toEqual({ area: "development", regime: "Bolsa", q: "" });
  });
  it("leaves out what was not asked", () => {
    expect(listingHref({ area: null, regime: null }, "pt")).toBe("/portal/trabalhe?lang=pt#vagas");
  });
});

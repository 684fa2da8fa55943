import { describe, expect, it } from "vitest";
import { bar, renderReport } from "./analytics";

describe("npm run analytics", () => {
  it("prints views per page and language, then per day with bars scaled to the busiest day", () => {
    const text = renderReport(
      [
        { path: "/", lang: "pt", day: "2026-11-23", views: 4 },
        { path: "/atuacao", lang: "en", day: "2026-11-23", views: 1 },
        { path: "/", lang: "es", day: "2026-11-24", views: 8 },
      ],
      30,
    );
    const lines = text.split("\n");
    expect(lines).toContain("Page views, last 30 days (UTC)");
    expect(lines.find((l) => l.startsWith("/ "))?.split(/\s+/)).toEqual(["/", "4", "0", "8", "12"]);
    expect(lines.find((l) => l.startsWith("/atuacao"))?.split(/\s+/)).toEqual(["/atuacao", "0", "1", "0", "1"]);
    expect(lines.find((l) => l.startsWith("all"))?.split(/\s+/)).toEqual(["all", "4", "1", "8", "13"]);
    const busiest = lines.find((l) => l.startsWith("2026-11-24"))!;
    const quieter = lines.find((l) => l.startsWith("2026-11-23"))!;
    expect(busiest).toContain("█".repeat(40));
    expect(quieter).toContain("█".repeat(25));
    expect(quieter).not.toContain("█".repeat(26));
    expect(busiest).toContain("(pt 0, en 0, es 8)");
  });

  it("says so when there is nothing to show, and never draws a bar for zero", () => {
    expect(renderReport([], 7)).toBe("No page views in the last 7 days.");
    expect(bar(0, 10)).toBe("");
    expect(bar(1, 1000)).toBe("▏");
  });
});

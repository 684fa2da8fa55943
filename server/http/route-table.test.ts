import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { pageRouteOf, portalPages } from "./route-table";

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

describe("the metrics and analytics route table", () => {
  const portal = (routes as RouteEntry[]).find((r) => r.path === "portal");
  const pages = (portal?.children ?? []).map((child) => (child.index ? "/portal" : `/portal/${child.path}`));

  it("lists exactly the fixed pages under /portal that app/routes.ts has", () => {
    expect([...portalPages].sort()).toEqual(pages.filter((p) => !p.includes(":")).sort());
  });

  it("gives every page of app/routes.ts, parameters included, a template of its own", () => {
    for (const page of pages) {
      const example = page.replace(/:[^/]+/g, "an-example");
      expect(pageRouteOf(example), page).toBe(page);
    }
  });
});

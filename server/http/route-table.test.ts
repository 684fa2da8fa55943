import { describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { pageRouteOf, portalPages, routeOf, UNKNOWN_ROUTE, VACANCY_API_ROUTE } from "./route-table";

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

  it("labels a job opening's API address by its template, whatever the key, and is no page", () => {
    expect(VACANCY_API_ROUTE).toBe("/api/vagas/:key");
    for (const path of ["/api/vagas/analista-de-dados?lang=en", "/api/vagas/Made_Up%ff/", `/api/vagas/${"k".repeat(5000)}`])
      expect(routeOf(path), path).toBe(VACANCY_API_ROUTE);
    for (const path of ["/api/vagas", "/api/vagas/", "/api/vagas/a/b"]) expect(routeOf(path), path).toBe(UNKNOWN_ROUTE);
    expect(pageRouteOf("/api/vagas/analista-de-dados")).toBeNull();
  });

  it("has no label for the page-view report that was removed", () => {
    expect(routeOf("/api/analytics/page-view")).toBe(UNKNOWN_ROUTE);
  });
});

import { describe, expect, it } from "vitest";
import { currentSection, pageHref, reportedPath, withLang } from "./paths";

describe("reportedPath", () => {
  it("reports the path after /portal, and the empty path as /", () => {
    expect(reportedPath("/portal")).toBe("/");
    expect(reportedPath("/portal/")).toBe("/");
    expect(reportedPath("/portal/trabalhe")).toBe("/trabalhe");
    expect(reportedPath("/portal/atuacao/")).toBe("/atuacao");
    expect(reportedPath("/portal/contato?lang=en#form")).toBe("/contato");
  });
});

describe("currentSection", () => {
  it("reads the second segment of the path", () => {
    expect(currentSection("/portal")).toBe("");
    expect(currentSection("/portal/solucoes")).toBe("solucoes");
    expect(currentSection("/other/solucoes")).toBe("");
  });
});

describe("withLang", () => {
  it("sets the language and keeps the query and hash", () => {
    expect(withLang("/portal/atuacao?areas=1,2#pesquisas", "en")).toBe("/portal/atuacao?areas=1%2C2&lang=en#pesquisas");
    expect(withLang("/portal?lang=pt", "es")).toBe("/portal?lang=es");
    expect(pageHref("", "pt")).toBe("/portal?lang=pt");
  });
});

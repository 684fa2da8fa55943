import { describe, expect, it } from "vitest";
import { langFromAcceptLanguage, resolveRequestLang, toLang } from "./languages";

describe("toLang", () => {
  it("keeps the three supported languages, tags included", () => {
    expect(toLang("en")).toBe("en");
    expect(toLang("es-ES")).toBe("es");
    expect(toLang("PT-br")).toBe("pt");
  });
  it("falls back to pt for anything unknown", () => {
    expect(toLang("fr")).toBe("pt");
    expect(toLang("")).toBe("pt");
    expect(toLang(undefined)).toBe("pt");
  });
});

describe("langFromAcceptLanguage", () => {
  it("honours q-values and order", () => {
    expect(langFromAcceptLanguage("fr-FR, es;q=0.8, en;q=0.9")).toBe("en");
    expect(langFromAcceptLanguage("de, es-MX")).toBe("es");
  });
  it("returns undefined when nothing is supported", () => {
    expect(langFromAcceptLanguage("de, fr;q=0.5")).toBeUndefined();
    expect(langFromAcceptLanguage("en;q=0")).toBeUndefined();
  });
});

describe("resolveRequestLang", () => {
  it("prefers ?lang=, then the cookie, then Accept-Language, then pt", () => {
    expect(resolveRequestLang({ queryLang: "es", cookieLang: "en", acceptLanguage: "pt" })).toBe("es");
    expect(resolveRequestLang({ cookieLang: "en", acceptLanguage: "es" })).toBe("en");
    expect(resolveRequestLang({ acceptLanguage: "es-AR,es;q=0.9" })).toBe("es");
    expect(resolveRequestLang({})).toBe("pt");
  });
  it("treats an unknown explicit ?lang= as pt, not as a reason to consult the cookie", () => {
    expect(resolveRequestLang({ queryLang: "xx", cookieLang: "en" })).toBe("pt");
  });
});

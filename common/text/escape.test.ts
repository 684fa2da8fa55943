import { describe, expect, it } from "vitest";
import { escapeHtml, escapeText } from "./escape";

describe("escapeHtml", () => {
  it("escapes the five characters markup gives meaning to", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;");
  });
  it("escapes an ampersand once, so an entity in the text stays visible as typed", () => {
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
  });
  it("leaves other text, accents included, as it is", () => {
    expect(escapeHtml("Pesquisa em acessibilidade — ação")).toBe("Pesquisa em acessibilidade — ação");
  });
});

describe("escapeText", () => {
  it("escapes what element content needs and keeps quotes as typed", () => {
    expect(escapeText(`Bachelor's "degree" <b> & more`)).toBe(`Bachelor's "degree" &lt;b&gt; &amp; more`);
  });
});

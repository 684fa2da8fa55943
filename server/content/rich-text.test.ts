import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./rich-text";

describe("sanitizeRichText", () => {
  it("removes scripts, event handlers and unsafe schemes", () => {
    const html = sanitizeRichText(`<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>`, "en");
    expect(html).toBe("<p>Hi</p>");
    expect(sanitizeRichText(`<a href=" java\tscript:alert(1)">x</a><a href="data:text/html,x">y</a>`, "pt")).toBe("");
    expect(sanitizeRichText(`<a href="mailto:contato@lead.example">mail</a>`, "pt")).toBe(
      `<a href="mailto:contato@lead.example">mail</a>`,
    );
  });
  it("opens http links in a new window and tells screen readers", () => {
    expect(sanitizeRichText(`<a href="https://lead.example">site</a>`, "pt")).toBe(
      `<a href="https://lead.example" target="_blank" rel="noopener noreferrer">site <span class="visually-hidden">(abre em nova janela)</span></a>`,
    );
  });
  it("keeps other links inside the app", () => {
    expect(sanitizeRichText(`<a href="trabalhe" target="_blank">jobs</a>`, "en")).toBe(`<a href="/portal/trabalhe">jobs</a>`);
  });
});

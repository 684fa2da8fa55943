import { createElement, Suspense, use } from "react";
import { describe, expect, it } from "vitest";
import { renderPage } from "./entry.server";

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

function Document({ children }: { children: React.ReactNode }) {
  return createElement(
    "html",
    { lang: "pt" },
    createElement("body", null, createElement(Suspense, { fallback: createElement("p", null, "…") }, children)),
  );
}

describe("renderPage", () => {
  it("writes the whole document, the Suspense boundary's content in place", () => {
    const html = decode(renderPage(createElement(Document, null, createElement("h1", null, "Trabalhe conosco"))));
    expect(html.startsWith('<!DOCTYPE html><html lang="pt">')).toBe(true);
    expect(html).toContain("<!--$--><h1>Trabalhe conosco</h1><!--/$-->");
  });

  it("refuses a page with a part that suspended, rather than sending its fallback", () => {
    const never = new Promise<string>(() => {});
    function Waits() {
      return use(never);
    }
    expect(() => renderPage(createElement(Document, null, createElement(Waits)))).toThrow(/could not be rendered/);
  });

  it("refuses a page with a part that threw, rather than a 200 with a hole in it", () => {
    function Fails(): React.ReactNode {
      throw new Error("broken card");
    }
    expect(() => renderPage(createElement(Document, null, createElement(Fails)))).toThrow(/could not be rendered/);
  });
});

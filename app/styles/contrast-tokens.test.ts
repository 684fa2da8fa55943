/**
 * High contrast has two doors into the same palette: the visitor's choice (.alto-contraste) and,
 * before any choice, the system's setting without JavaScript (html[data-contrast="system"] in a
 * prefers-contrast / forced-colors media query). They must never drift apart.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const css = readFileSync(path.join(import.meta.dirname, "app.css"), "utf8");

function declarations(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of block.split(";")) {
    const [name, ...value] = line.split(":");
    if (name?.trim() && value.length) out[name.trim()] = value.join(":").trim();
  }
  return out;
}

function blockAfter(selector: string, from = 0): string {
  const start = css.indexOf(`${selector} {`, from);
  expect(start, `${selector} not found`).toBeGreaterThanOrEqual(0);
  const open = css.indexOf("{", start);
  return css.slice(open + 1, css.indexOf("}", open));
}

describe("the high-contrast palette", () => {
  const chosen = declarations(blockAfter(".alto-contraste"));
  const mediaStart = css.indexOf("@media (prefers-contrast: more), (forced-colors: active)");
  const system = declarations(blockAfter('html[data-contrast="system"]', mediaStart));

  it("is the same whether chosen or taken from the system", () => {
    expect(mediaStart).toBeGreaterThan(0);
    expect(system).toEqual(chosen);
  });

  it("re-maps every colour token of the default palette", () => {
    const root = declarations(blockAfter(":root"));
    const colourTokens = Object.entries(root)
      .filter(([name, value]) => name.startsWith("--") && /^#|^rgb/.test(value))
      .map(([name]) => name);
    expect(colourTokens.length).toBeGreaterThan(10);
    for (const token of colourTokens) expect(chosen, token).toHaveProperty(token);
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

describe("the README's configuration table", () => {
  it("lists every setting server/config.ts reads", () => {
    const source = readFileSync(path.join(root, "server", "config.ts"), "utf8");
    const schema = source.slice(
      source.indexOf("const schema = z.object({"),
      source.indexOf("});", source.indexOf("const schema")),
    );
    const settings = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
    expect(settings.length).toBeGreaterThan(15);
    const readme = readFileSync(path.join(root, "README.md"), "utf8");
    const listed = new Set([...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((m) => m[1]));
    expect(settings.filter((name) => !listed.has(name))).toEqual([]);
  });
});

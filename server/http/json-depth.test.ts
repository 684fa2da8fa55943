import { describe, expect, it } from "vitest";
import { createDepthScanner, MAX_JSON_DEPTH, nestsTooDeep } from "./json-depth";

describe("JSON depth scan", () => {
  it("passes the site's own shapes and refuses nesting past the bound", () => {
    expect(nestsTooDeep(JSON.stringify({ name: "Ana", attachments: [{ filename: "a.jpg", path: "data:," }] }))).toBe(false);
    expect(nestsTooDeep("[".repeat(MAX_JSON_DEPTH) + "]".repeat(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsTooDeep(`{"name":${"[".repeat(MAX_JSON_DEPTH)}`)).toBe(true);
    expect(nestsTooDeep(`42["message",${"[".repeat(100_000)}`)).toBe(true);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    const text = JSON.stringify({ message: "[".repeat(1000) + '\\"{{{' + "{".repeat(1000) });
    expect(nestsTooDeep(text)).toBe(false);
    expect(JSON.parse(text)).toBeTruthy();
    // An escaped backslash ends before the quote: the string closes there, and what follows counts.
    expect(nestsTooDeep(`["a\\\\",${"[".repeat(MAX_JSON_DEPTH)}`)).toBe(true);
  });

  it("keeps its state across pieces and stops at the first piece that passes the bound", () => {
    const scanner = createDepthScanner(3);
    expect(scanner.feed(Buffer.from('{"a":"[[[['))).toBe(true);
    expect(scanner.feed(Buffer.from('","b":[['))).toBe(true);
    expect(scanner.feed(Buffer.from("["))).toBe(false);
    expect(scanner.feed(Buffer.from("]"))).toBe(false);
  });

  it("reads multi-byte UTF-8 without mistaking its bytes for brackets", () => {
    const scanner = createDepthScanner(3);
    expect(scanner.feed(Buffer.from(JSON.stringify({ m: ["ação 😀 ｛［", ["日本"]] })))).toBe(true);
  });
});

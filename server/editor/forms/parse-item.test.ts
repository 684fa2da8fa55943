/**
 * Rich text posted from the editor is stored as the site's sanitised HTML: scripts, handlers and
 * javascript: links are gone before validation, a field of nothing but markup is empty (and so
 * refused for publishing), and plain-text fields are left exactly as typed (React escapes them).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { about, vacancy, type Localized } from "../../../common/content/schema";
import { toFormEntries } from "../../../common/editor/form-data";
import { parseEditorForm, richFieldPatterns } from "./parse-item";

const contentDir = path.join(import.meta.dirname, "..", "..", "..", "content");
const aboutItem = JSON.parse(readFileSync(path.join(contentDir, "about.json"), "utf8")) as {
  supportText: Localized;
  sessionTitle: Localized;
};
const posted = (changes: Record<string, string>) =>
  new URLSearchParams(toFormEntries(about, aboutItem).map(([n, v]): [string, string] => [n, changes[n] ?? v]));

describe("parseEditorForm", () => {
  it("knows the rich fields from the schema", () => {
    expect([...richFieldPatterns(about)]).toEqual(["supportText"]);
    expect([...richFieldPatterns(vacancy)]).toEqual([]);
  });

  it("sanitises rich text with the site's sanitiser before validating", () => {
    const result = parseEditorForm(
      about,
      posted({
        "supportText.en":
          '<p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:alert(1)">x</a> <img src=x onerror=alert(1)><strong>world</strong></p>',
        "sessionTitle.en": "<b>Title</b> & more",
      }),
      { mode: "publish" },
    );
    expect(result.ok).toBe(true);
    const item = (result.ok ? result.item : {}) as typeof aboutItem;
    // The site's rule: a link whose scheme is not allowed is dropped with its text.
    expect(item.supportText.en).toBe("<p>Hello  <strong>world</strong></p>");
    // Plain text is not HTML: kept as typed, escaped wherever it is shown.
    expect(item.sessionTitle.en).toBe("<b>Title</b> & more");
    expect(item.supportText.pt).toBe(aboutItem.supportText.pt);
  });

  it("a rich field of nothing but markup is empty: a draft keeps it, publishing refuses it", () => {
    const form = () => posted({ "supportText.es": "<script>alert(1)</script><p> </p>" });
    expect(parseEditorForm(about, form(), { mode: "draft" }).ok).toBe(true);
    const publish = parseEditorForm(about, form(), { mode: "publish" });
    expect(publish.ok ? [] : publish.errors.map((e) => [e.name, e.message.en])).toEqual([
      ["supportText.es", "Enter «Supporting text» in Spanish."],
    ]);
  });
});

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

describe("parseEditorForm: the text and key rules (issue 33)", () => {
  const opening = JSON.parse(readFileSync(path.join(contentDir, "vacancies.json"), "utf8"))[0] as Record<string, unknown>;
  const openingForm = (changes: Record<string, string>) =>
    new URLSearchParams(toFormEntries(vacancy, opening).map(([n, v]): [string, string] => [n, n in changes ? changes[n]! : v]));
  // Every text field an editor types into: pt/en/es texts and plain texts (not choices, dates, keys).
  const textFields = toFormEntries(vacancy, opening)
    .map(([name]) => name)
    .filter((name) => /\.(pt|en|es)$/.test(name));

  const refusedOnce = (result: ReturnType<typeof parseEditorForm>, name: string, what: string) => {
    expect(result.ok, what).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors.map((e) => e.name)).toEqual([name]);
    // The position counts characters as a person does: "Texto " is 6, the bad one is the 7th.
    expect(errors[0]!.message.pt).toMatch(
      /^O campo “.+” em (português|inglês|espanhol) contém um caractere invisível não permitido \(U\+[0-9A-F]{4}, posição 7\)/,
    );
    expect(errors[0]!.message.en).toMatch(
      /^The field “.+” in (Portuguese|English|Spanish) contains an invisible character that is not allowed \(U\+[0-9A-F]{4}, position 7\)/,
    );
  };

  it("refuses a vertical tab (what pasting from Word brings) in every text field, naming the field and language", () => {
    expect(textFields.length).toBeGreaterThan(20);
    for (const name of textFields) {
      for (const mode of ["draft", "publish"] as const) {
        refusedOnce(parseEditorForm(vacancy, openingForm({ [name]: "Texto \u000bfim" }), { mode }), name, `${name} ${mode}`);
      }
    }
  });

  it("refuses every forbidden kind: controls, DEL, U+FFFE/U+FFFF and lone surrogates", () => {
    // A browser's form turns a lone surrogate into U+FFFD; a hand-made request can still send one.
    for (const bad of ["\u0000", "\u0001", "\u001b", "\u000c", "\u007f", "\ufffe", "\uffff", "\ud800", "\udc00"]) {
      const entries = [...openingForm({})].map(([n, v]): [string, string] => [n, n === "title.es" ? `Texto ${bad}fim` : v]);
      refusedOnce(parseEditorForm(vacancy, entries, { mode: "draft" }), "title.es", JSON.stringify(bad));
    }
    // Tab and line breaks are text.
    expect(parseEditorForm(vacancy, openingForm({ "education.pt": "Linha\tum\nLinha dois\r\n" }), { mode: "publish" }).ok).toBe(
      true,
    );
  });

  it("says which field, in which language, and keeps what was typed", () => {
    const result = parseEditorForm(
      vacancy,
      openingForm({ "title.en": "Data\u000banalyst", "requirements[1].es": "Python\u0001" }),
      {
        mode: "draft",
      },
    );
    expect(result.ok ? [] : result.errors.map((e) => [e.name, e.message.pt])).toEqual([
      [
        "title.en",
        "O campo “Título” em inglês contém um caractere invisível não permitido (U+000B, posição 5). Apague-o ou digite o texto de novo; colar de editores de texto costuma trazê-lo.",
      ],
      [
        "requirements[1].es",
        "O campo “Requisitos › Item 2” em espanhol contém um caractere invisível não permitido (U+0001, posição 7). Apague-o ou digite o texto de novo; colar de editores de texto costuma trazê-lo.",
      ],
    ]);
    expect(result.ok === false && !result.refused && result.values.get("title.en")).toBe("Data\u000banalyst");
  });

  it("refuses forbidden characters in rich text too, before the sanitiser could hide them", () => {
    const result = parseEditorForm(about, posted({ "supportText.pt": "<p>Olá\u0008 mundo</p>" }), { mode: "draft" });
    expect(result.ok ? [] : result.errors.map((e) => [e.name, e.message.en])).toEqual([
      [
        "supportText.pt",
        "The field “Supporting text” in Portuguese contains an invisible character that is not allowed (U+0008, position 7). Delete it or type the text again; pasting from word processors often brings it.",
      ],
    ]);
  });

  it("takes CRLF as a line break, and a letter outside the BMP as one character", () => {
    const result = parseEditorForm(vacancy, openingForm({ "activities[0].pt": "Linha 1\r\nLinha 2 🧑‍💻" }), { mode: "publish" });
    expect(result.ok).toBe(true);
    const item = (result.ok ? result.item : {}) as { activities: Array<{ pt: string }> };
    expect(item.activities[0]!.pt).toBe("Linha 1\nLinha 2 🧑‍💻");
    const after = parseEditorForm(vacancy, openingForm({ "title.pt": "🧑‍💻\u0001" }), { mode: "draft" });
    expect(after.ok ? "" : after.errors[0]!.message.en).toContain("(U+0001, position 4)");
  });

  it("refuses a reserved, overlong or malformed address key with the key's own message, in draft and publish", () => {
    const cases: Array<[string, string]> = [
      ["novo", "The address key “novo” is a word the editor's own addresses use; choose another (for example, from the title)."],
      [
        "historico",
        "The address key “historico” is a word the editor's own addresses use; choose another (for example, from the title).",
      ],
      ["a".repeat(300), "The address key has 300 characters; use at most 80."],
      ["a".repeat(81), "The address key has 81 characters; use at most 80."],
      [
        "a/b",
        "The address key uses only lower-case letters without accents and digits, in words joined by one hyphen (like data-analyst-mid).",
      ],
      [
        "Vaga-Web",
        "The address key uses only lower-case letters without accents and digits, in words joined by one hyphen (like data-analyst-mid).",
      ],
      [
        "vaga--web",
        "The address key uses only lower-case letters without accents and digits, in words joined by one hyphen (like data-analyst-mid).",
      ],
    ];
    for (const [key, message] of cases) {
      for (const mode of ["draft", "publish"] as const) {
        const result = parseEditorForm(vacancy, openingForm({ key }), { mode });
        expect(result.ok ? [] : result.errors.map((e) => [e.name, e.message.en]), `${key.slice(0, 20)} ${mode}`).toEqual([
          ["key", message],
        ]);
        expect(result.ok ? "" : result.errors[0]!.message.pt).toMatch(/^A chave do endereço /);
      }
    }
    expect(parseEditorForm(vacancy, openingForm({ key: "a".repeat(80) }), { mode: "publish" }).ok).toBe(true);
  });
});

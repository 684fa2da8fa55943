/**
 * The form codec against the real content: every item of every file in `content/` survives
 * item → form data → item unchanged; posted forms that are not the schema's are refused by name;
 * values that do not validate come back as messages on the right field names, in pt and en; a
 * draft may be incomplete, a publish may not.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contentTypeRows } from "../content/content-types";
import { about, pages, vacancy } from "../content/schema";
import { isComplete, languageCompleteness } from "./completeness";
import { applyListAction, parseItemForm, parseListAction, toFormEntries } from "./form-data";
import { fieldId, formModel, parseFieldName } from "./form-model";

const contentDir = path.join(import.meta.dirname, "..", "..", "content");
const itemSchema = (schema: z.ZodType) => (schema instanceof z.ZodArray ? (schema.element as z.ZodType) : schema);
const itemsOf = (file: string, isList: boolean): unknown[] => {
  const data = JSON.parse(readFileSync(path.join(contentDir, file), "utf8")) as unknown;
  return isList ? (data as unknown[]) : [data];
};
const firstVacancy = () => itemsOf("vacancies.json", true)[0] as z.infer<typeof vacancy>;
const post = (entries: Array<[string, string]>) => new URLSearchParams(entries);

describe("round trip item → form data → item", () => {
  for (const row of contentTypeRows) {
    it(`is the identity for every item of ${row.file}`, () => {
      const schema = itemSchema(row.schema);
      const items = itemsOf(row.file, Boolean(row.key));
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        const result = parseItemForm(schema, post(toFormEntries(schema, item)), { mode: "publish" });
        expect(result.ok, JSON.stringify(result)).toBe(true);
        if (result.ok) expect(result.item).toStrictEqual(item);
      }
    });
  }

  it("names fields flatly, with indices for lists", () => {
    const names = toFormEntries(vacancy, firstVacancy()).map(([name]) => name);
    expect(names).toContain("title.pt");
    expect(names).toContain("requirements[0].en");
    expect(names).toContain("datePosted");
    expect(names).not.toContain("place"); // a fixed value posts nothing and comes back from the schema
    expect(parseFieldName("researchers[2].role.en")).toEqual(["researchers", 2, "role", "en"]);
    expect(fieldId("researchers[2].role.en")).toBe("field-researchers-2-role-en");
  });
});

describe("refusals", () => {
  const base = () => toFormEntries(vacancy, firstVacancy());

  it("refuses a field the schema does not have, naming it", () => {
    const result = parseItemForm(vacancy, post([...base(), ["salary", "1000000"]]), { mode: "draft" });
    expect(result).toMatchObject({ ok: false, refused: true });
    expect(result.ok ? [] : result.errors.map((e) => e.message.en)).toEqual([
      "The form sent a field this content does not have: “salary”.",
    ]);
    expect(result.ok ? "" : result.errors[0]!.message.pt).toContain("“salary”");
  });

  it("refuses prototype tricks, a fourth language and malformed names", () => {
    for (const name of ["__proto__.x", "title.fr", "title[0]", "requirements.0", "requirements[01].pt", "title..pt", "place"]) {
      const result = parseItemForm(vacancy, post([...base(), [name, "x"]]), { mode: "draft" });
      expect(result.ok, name).toBe(false);
      expect(result.ok ? "" : result.errors[0]!.message.en, name).toContain(name);
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("accepts the route's own control names without reading them", () => {
    const result = parseItemForm(vacancy, post([...base(), ["_csrf", "token"], ["_list", "add:requirements"]]), {
      mode: "publish",
      controlNames: ["_csrf"],
    });
    expect(result.ok).toBe(true);
  });

  it("refuses too many fields, an overlong value, a repeated field and a file", () => {
    const many = Array.from({ length: 50 }, (_, i): [string, string] => [`requirements[${i}].pt`, "x"]);
    const tooMany = parseItemForm(vacancy, post([...base(), ...many]), { mode: "draft", limits: { maxFields: 60 } });
    expect(tooMany.ok ? "" : tooMany.errors[0]!.message.en).toBe("The form sent too many fields (the limit is 60).");

    const long = parseItemForm(vacancy, post([...base().filter(([n]) => n !== "title.pt"), ["title.pt", "a".repeat(5001)]]), {
      mode: "draft",
      limits: { maxValueLength: 5000 },
    });
    expect(long.ok ? "" : long.errors[0]!.message.pt).toBe("O campo “title.pt” passa do limite de 5000 caracteres.");

    const twice = parseItemForm(vacancy, post([...base(), ["title.pt", "again"]]), { mode: "draft" });
    expect(twice.ok ? "" : twice.errors[0]!.message.en).toBe("The form sent the field “title.pt” more than once.");

    const form = new FormData();
    for (const [n, v] of base()) form.append(n, v);
    form.append("key", new Blob(["x"]), "evil.html");
    const file = parseItemForm(vacancy, form, { mode: "draft" });
    expect(file.ok ? "" : file.errors.map((e) => e.message.en).join()).toContain("The field “key” does not take a file.");
  });

  it("refuses a list index past the list's fixed length", () => {
    const release = JSON.parse(readFileSync(path.join(contentDir, "release.json"), "utf8")) as unknown;
    const schema = contentTypeRows.find((r) => r.file === "release.json")!.schema;
    const entries = toFormEntries(schema, release);
    const result = parseItemForm(schema, post([...entries, ["paragraphs[2].pt", "third"]]), { mode: "draft" });
    expect(result).toMatchObject({ ok: false, refused: true });
  });
});

describe("validation and messages", () => {
  const without = (names: string[]) => toFormEntries(vacancy, firstVacancy()).filter(([n]) => !names.includes(n));
  const replace = (name: string, value: string) => [...without([name]), [name, value] as [string, string]];

  it("maps wrong values to their field names, in Portuguese and English", () => {
    const result = parseItemForm(
      vacancy,
      post([...replace("datePosted", "2024-02-30").filter(([n]) => n !== "regime"), ["regime", "Freelancer"]]),
      {
        mode: "draft",
      },
    );
    expect(result).toMatchObject({ ok: false, refused: false });
    const errors = result.ok ? [] : result.errors;
    expect(errors.find((e) => e.name === "datePosted")?.message).toEqual({
      pt: "«Data de publicação»: Escreva uma data que exista, como 15/03/2024.",
      en: "«Posting date»: Enter a date that exists, like 15 Mar 2024.",
    });
    expect(errors.find((e) => e.name === "regime")?.message.en).toBe("«Type of contract»: Choose one of the options.");
  });

  it("says what a wrong type is, and where", () => {
    const schema = itemSchema(contentTypeRows.find((r) => r.file === "awards.json")!.schema);
    const award = itemsOf("awards.json", true)[0];
    const entries = toFormEntries(schema, award).filter(([n]) => n !== "year");
    const result = parseItemForm(schema, post([...entries, ["year", "twenty"]]), { mode: "draft" });
    expect(result.ok ? [] : result.errors).toEqual([
      { name: "year", message: { pt: "«Ano»: Escreva um número.", en: "«Year»: Enter a number." } },
    ]);
  });

  it("lets a draft leave texts out, and refuses the same form for publishing", () => {
    const entries = replace("title.en", "").filter(([n]) => !n.startsWith("requirements["));
    const draft = parseItemForm(vacancy, post(entries), { mode: "draft" });
    expect(draft.ok).toBe(true);
    const publish = parseItemForm(vacancy, post(entries), { mode: "publish" });
    const errors = publish.ok ? [] : publish.errors;
    expect(errors.map((e) => e.name).sort()).toEqual(["requirements", "title.en"]);
    // Each message names its field and, for a text, its language.
    expect(errors.find((e) => e.name === "title.en")?.message.pt).toBe("Escreva «Título» em inglês.");
    expect(errors.find((e) => e.name === "requirements")?.message.en).toBe("Include at least 1 item in «Requirements».");
  });

  it("keeps a draft's wrong values wrong: a bad address is refused even in a draft", () => {
    const schema = contentTypeRows.find((r) => r.file === "site.json")!.schema;
    const site = itemsOf("site.json", false)[0];
    for (const bad of ["not an address", "javascript:alert(1)", "data:text/html,<script>alert(1)</script>"]) {
      const entries = toFormEntries(schema, site).map(([n, v]): [string, string] => [n, n === "links.maps" ? bad : v]);
      const result = parseItemForm(schema, post(entries), { mode: "draft" });
      expect(result.ok ? [] : result.errors.map((e) => [e.name, e.message.en]), bad).toEqual([
        ["links.maps", "«External links › Map»: Enter a full address, like https://www.example.com/page."],
      ]);
    }
  });

  it("names a field by the content type's own label, as the form shows it", () => {
    const entries = without(["area"]);
    const errors = (r: ReturnType<typeof parseItemForm>) => (r.ok ? [] : r.errors);
    // The opening's form labels its area «Área (filtro de vagas)»; the error says the same words.
    expect(errors(parseItemForm(vacancy, post(entries), { mode: "publish", type: "vacancy" }))).toEqual([
      { name: "area", message: { pt: "Escolha «Área (filtro de vagas)».", en: "Choose «Area (openings filter)»." } },
    ]);
  });

  it("names a media name's rule", () => {
    // The opening's key has its own rule (common/content/item-key.ts); its Libras clip is a media name.
    const result = parseItemForm(vacancy, post(replace("libras", "../../etc/passwd")), { mode: "draft" });
    expect(result.ok ? [] : result.errors).toEqual([
      {
        name: "libras",
        message: {
          pt: "«Vídeo em Libras»: Use letras minúsculas e números, em palavras ligadas por - e /.",
          en: "«Libras video»: Use lowercase letters and digits, in words joined by - and /.",
        },
      },
    ]);
  });
});

describe("list buttons", () => {
  it("adds, moves and removes items, and names the field to focus", () => {
    const item = firstVacancy();
    const added = applyListAction(vacancy, item, parseListAction("add:requirements")!)!;
    const n = item.requirements.length;
    expect((added.item as typeof item).requirements).toHaveLength(n + 1);
    expect((added.item as typeof item).requirements[n]).toEqual({ pt: "", en: "", es: "" });
    expect(added.focus).toBe(`requirements[${n}].pt`);
    expect(item.requirements).toHaveLength(n); // a copy: the stored item is untouched

    const moved = applyListAction(vacancy, item, parseListAction("down:activities[0]")!)!;
    expect((moved.item as typeof item).activities[1]).toEqual(item.activities[0]);
    expect(moved.focus).toBe("activities[1].pt");

    const removed = applyListAction(vacancy, item, parseListAction("remove:activities[0]")!)!;
    expect((removed.item as typeof item).activities).toEqual(item.activities.slice(1));
    expect(removed.focus).toBe("activities:add");
  });

  it("ignores actions on what is not a list, or out of range", () => {
    const item = firstVacancy();
    expect(parseListAction("explode:requirements")).toBeUndefined();
    expect(applyListAction(vacancy, item, parseListAction("add:title")!)).toBeUndefined();
    expect(applyListAction(vacancy, item, parseListAction("up:requirements[0]")!)).toBeUndefined();
    expect(applyListAction(vacancy, item, parseListAction("remove:requirements[99]")!)).toBeUndefined();
    expect(applyListAction(vacancy, item, parseListAction("add:nothing")!)).toBeUndefined();
  });
});

describe("schema metadata and completeness", () => {
  it("reads rich text, images and clips from the schema's registry", () => {
    const node = formModel(about);
    if (node.kind !== "object") throw new Error("about is an object");
    const kinds = Object.fromEntries(
      node.fields.map(([k, f]) => [k, f.kind === "languages" ? `languages${f.rich ? ":rich" : ""}` : f.kind]),
    );
    expect(kinds).toEqual({
      sessionTitle: "languages",
      supportText: "languages:rich",
      buttonLink: "text",
      brand: "object",
      libras: "clip",
    });
    const brand = node.fields.find(([k]) => k === "brand")![1];
    expect(brand.kind === "object" && brand.image).toBe(true);
    // The marks change nothing in validation.
    expect(about.safeParse(itemsOf("about.json", false)[0]).success).toBe(true);
  });

  it("counts each language's required texts", () => {
    const item = structuredClone(itemsOf("pages.json", false)[0]) as z.infer<typeof pages>;
    const full = languageCompleteness(pages, item);
    expect(isComplete(full)).toBe(true);
    item.home.title.es = "";
    item.home.text.en = "<p> </p>";
    const counts = languageCompleteness(pages, item);
    expect(counts.es).toEqual({ filled: full.es.required - 1, required: full.es.required });
    expect(counts.en).toEqual({ filled: full.en.required - 1, required: full.en.required });
    expect(counts.pt).toEqual(full.pt);
    expect(isComplete(counts)).toBe(false);
  });
});

// @vitest-environment jsdom
/**
 * The renderer as an editor meets it: a form for every content type of the table, every control
 * labelled, axe clean; what the browser would post from the rendered form reads back as the very
 * item that was rendered, for every item in content/; pt, en and es side by side with their lang;
 * errors next to their fields and in a summary that takes focus and links to them; list buttons
 * that are named submit buttons reachable by keyboard; the rich-text editor's toolbar.
 */
import { uploadInputName } from "../../../common/editor/media-picker";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { contentTypeRows } from "../../../common/content/content-types";
import { about, pages, vacancy } from "../../../common/content/schema";
import { parseItemForm, type FieldError } from "../../../common/editor/form-data";
import { formStrings } from "../../../common/editor/strings";
import { ItemForm } from "./ItemForm";
import { loadRichTextEditor } from "./RichTextArea";

afterEach(cleanup);

const contentDir = path.join(import.meta.dirname, "..", "..", "..", "content");
const itemSchema = (schema: z.ZodType) => (schema instanceof z.ZodArray ? (schema.element as z.ZodType) : schema);
const itemsOf = (file: string, isList: boolean): unknown[] => {
  const data = JSON.parse(readFileSync(path.join(contentDir, file), "utf8")) as unknown;
  return isList ? (data as unknown[]) : [data];
};
const pt = formStrings.pt;
const en = formStrings.en;

const controls = (root: ParentNode) => [
  ...root.querySelectorAll<HTMLElement>("input:not([type=hidden]), select, textarea, button, output"),
];

const nameOf = (element: HTMLElement) =>
  element.getAttribute("aria-labelledby")
    ? element
        .getAttribute("aria-labelledby")!
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent)
        .join(" ")
    : element.tagName === "BUTTON"
      ? (element.textContent ?? "")
      : [...((element as HTMLInputElement).labels ?? [])].map((l) => l.textContent).join(" ");

async function expectAccessible(state: string) {
  // color-contrast needs layout jsdom has not; the lead's e2e runs axe in Chromium on the editor.
  const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  expect(results.violations.map((v) => `${state}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

describe("a form for every content type", () => {
  for (const row of contentTypeRows) {
    it(`${row.file}: renders, labels every control, passes axe, and posts back the item it shows`, async () => {
      const schema = itemSchema(row.schema);
      // Three items a type: every item's round trip through the codec is common/editor/form-data.test.ts's.
      const items = itemsOf(row.file, Boolean(row.key)).slice(0, 3);
      for (const [i, item] of items.entries()) {
        const { container, unmount } = render(<ItemForm schema={schema} item={item} ui={i % 2 ? "en" : "pt"} title={row.file} />);
        const form = container.querySelector("form")!;
        expect(form.method).toBe("post");
        if (i === 0) {
          // Naming is computed for every control of the first item (slow in jsdom: the others share its shape).
          // axe's label and button-name rules check the same with the full name computation.
          for (const control of controls(form)) expect(nameOf(control).trim(), control.outerHTML.slice(0, 160)).not.toBe("");
          await expectAccessible(row.file);
        }
        // What a browser posts from this form, without JavaScript, is the item again.
        // The pickers' file inputs (empty here) are read by the server's upload reader before the codec.
        const posted = [...new FormData(form)].filter(([name]) => !name.startsWith(uploadInputName("")));
        const result = parseItemForm(schema, posted, { mode: "publish" });
        expect(result.ok, `${row.file}[${i}] ${JSON.stringify(result).slice(0, 400)}`).toBe(true);
        if (result.ok) expect(result.item).toStrictEqual(item);
        unmount();
      }
    }, 120_000);
  }
});

describe("three languages side by side", () => {
  const opening = () => structuredClone(itemsOf("vacancies.json", true)[0]) as z.infer<typeof vacancy>;

  it("puts pt, en and es of a text in one group, each labelled and in its language", () => {
    render(<ItemForm schema={vacancy} item={opening()} ui="pt" />);
    const title = screen.getByRole("group", { name: "Título" });
    const inputs = within(title).getAllByRole("textbox");
    expect(inputs.map((i) => [nameOf(i), i.getAttribute("lang"), i.getAttribute("name")])).toEqual([
      ["Português", "pt-BR", "title.pt"],
      ["English", "en-US", "title.en"],
      ["Español", "es-ES", "title.es"],
    ]);
  });

  it("shows each language's completeness", () => {
    const item = opening();
    item.title.es = "";
    item.requirements[0]!.es = " ";
    render(<ItemForm schema={vacancy} item={item} ui="en" />);
    const summary = screen.getByRole("region", { name: en.completeness });
    const lines = within(summary)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    // title, areas, education, each list's items, and the terms the opening states (pay, steps, accommodations).
    const required =
      3 +
      item.requirements.length +
      item.desirable.length +
      item.activities.length +
      (item.pay ? 1 : 0) +
      (item.selectionSteps?.length ?? 0) +
      (item.accommodations ? 1 : 0);
    expect(lines).toEqual([
      `Português · complete (${required} of ${required})`,
      `English · complete (${required} of ${required})`,
      `Español · 2 missing (${required - 2} of ${required})`,
    ]);
  });
});

describe("errors", () => {
  const errors: FieldError[] = [
    { name: "title.en", message: { pt: "Escreva este texto.", en: "Enter this text." } },
    { name: "datePosted", message: { pt: "Escreva uma data válida.", en: "Enter a real date." } },
    { name: "requirements", message: { pt: "Inclua pelo menos 1 item.", en: "Include at least 1 item." } },
    { name: "", message: { pt: "O formulário enviou campos demais.", en: "Too many fields." } },
  ];

  it("summarises them in a summary that takes focus and links to each field", async () => {
    const user = userEvent.setup();
    render(<ItemForm schema={vacancy} item={itemsOf("vacancies.json", true)[0]} ui="pt" errors={errors} title="Vaga" />);
    const summary = screen.getByRole("heading", { name: pt.summaryTitle }).closest<HTMLElement>(".ef-error-summary")!;
    expect(document.activeElement).toBe(summary);
    const links = within(summary).getAllByRole("link");
    expect(links.map((a) => a.textContent)).toEqual([
      "Escreva este texto.",
      "Escreva uma data válida.",
      "Inclua pelo menos 1 item.",
    ]);
    expect(within(summary).getByText("O formulário enviou campos demais.").tagName).toBe("LI");
    for (const link of links) expect(document.querySelector(link.getAttribute("href")!), link.textContent!).not.toBeNull();

    await user.click(links[0]!);
    expect(document.activeElement?.getAttribute("name")).toBe("title.en");
    await user.click(links[2]!);
    expect(document.activeElement?.textContent).toBe(pt.addItem("Requisitos"));
    await expectAccessible("errors");
  });

  it("puts the message next to its field, prefixed, and joins it to the hint", () => {
    render(<ItemForm schema={vacancy} item={itemsOf("vacancies.json", true)[0]} ui="en" errors={errors} />);
    const date = screen.getByLabelText("Posting date");
    expect(date.getAttribute("aria-invalid")).toBe("true");
    const described = date
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual([en.dateHint, "Error: Enter a real date."]);
    const english = within(screen.getByRole("group", { name: "Title" })).getByLabelText("English");
    expect(english.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(english.getAttribute("aria-describedby")!)!.textContent).toBe("Error: Enter this text.");
  });
});

describe("lists without JavaScript", () => {
  it("offers move and remove for each item and add for the list, as named submit buttons in keyboard order", async () => {
    const item = itemsOf("vacancies.json", true)[0] as z.infer<typeof vacancy>;
    const submitted: string[] = [];
    const user = userEvent.setup();
    render(<ItemForm schema={vacancy} item={item} ui="pt" />);
    const form = document.querySelector("form")!;
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const submitter = (event as SubmitEvent).submitter as HTMLButtonElement;
      submitted.push(`${submitter.name}=${submitter.value}`);
    });
    const list = screen.getByRole("group", { name: /^Requisitos/ });
    const buttons = within(list).getAllByRole("button");
    const n = item.requirements.length;
    // every item can be removed; all but the first move up, all but the last move down
    expect(buttons).toHaveLength(n + (n - 1) * 2 + 1);
    for (const b of buttons) expect([b.getAttribute("type"), b.getAttribute("name")]).toEqual(["submit", "_list"]);

    const add = within(list).getByRole("button", { name: pt.addItem("Requisitos") });
    add.focus();
    await user.keyboard("{Enter}");
    within(list)
      .getByRole("button", { name: pt.removeItem("Requisitos", 1) })
      .focus();
    await user.keyboard(" ");
    expect(submitted).toEqual(["_list=add:requirements", "_list=remove:requirements[0]"]);
  });

  it("focuses the field the server names after a list button", () => {
    const item = itemsOf("vacancies.json", true)[0] as z.infer<typeof vacancy>;
    render(<ItemForm schema={vacancy} item={item} ui="pt" focus="activities[1].pt" />);
    expect(document.activeElement?.getAttribute("name")).toBe("activities[1].pt");
  });
});

describe("rich text", () => {
  // ProseMirror scrolls the selection into view: jsdom has no layout, so ranges measure as empty
  // boxes, as a browser's would for text out of the layout.
  beforeAll(() => {
    const empty = () => new DOMRect(0, 0, 0, 0);
    Range.prototype.getClientRects = () =>
      ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = empty;
    document.elementFromPoint = () => null;
  });
  it("keeps the HTML in a textarea, then enhances it with an editor whose toolbar is named and pressed", async () => {
    const item = structuredClone(itemsOf("about.json", false)[0]) as z.infer<typeof about>;
    const user = userEvent.setup();
    await loadRichTextEditor();
    render(<ItemForm schema={about} item={item} ui="pt" title="Institucional" />);
    const group = screen.getByRole("group", { name: "Texto de apoio" });
    const toolbar = await within(group).findByRole("toolbar", { name: pt.richToolbar("Texto de apoio (Português)") });
    const textarea = group.querySelector<HTMLTextAreaElement>('textarea[name="supportText.pt"]')!;
    expect(textarea.hidden).toBe(true);
    expect(textarea.value).toBe(item.supportText.pt);
    const editor = within(group)
      .getAllByRole("textbox", { name: "Português" })
      .find((e) => e.getAttribute("contenteditable") === "true")!;
    expect(editor.getAttribute("lang")).toBe("pt-BR");
    expect(editor.textContent).toContain(item.supportText.pt.replace(/<[^>]+>/g, "").slice(0, 20));

    const buttons = within(toolbar).getAllByRole("button");
    expect(buttons.map((b) => [b.textContent, b.getAttribute("aria-pressed")])).toEqual([
      [pt.bold, "false"],
      [pt.italic, "false"],
      [pt.bulletList, "false"],
      [pt.orderedList, "false"],
      [pt.link, "false"],
    ]);
    // One tab stop; arrows move between the buttons.
    expect(buttons.map((b) => b.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    buttons[0]!.focus();
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(buttons[1]);
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(document.activeElement).toBe(buttons[4]);

    await act(async () => buttons[2]!.click());
    expect(buttons[2]!.getAttribute("aria-pressed")).toBe("true");
    expect(textarea.value).toMatch(/^<ul><li>/);
    await expectAccessible("rich text");
  });

  it("pages' intro texts are rich in every language", () => {
    render(<ItemForm schema={pages} item={itemsOf("pages.json", false)[0]} ui="en" />);
    const rich = [...document.querySelectorAll("fieldset[data-rich]")].map((f) => f.querySelector("legend")!.textContent);
    expect(rich).toEqual(["Text", "Text", "Text", "Text", "Text", "Text", "Text"]);
  });
});

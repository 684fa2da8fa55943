/**
 * Their words everywhere (issue 34): every editor page, rendered on the server through its real
 * loader with a signed-in administrator's session on real services (a fresh SQLite database with
 * the content imported), in Portuguese and in English, shows only
 * - words of the editor's strings tables (every `*strings.ts` module of app/editor and
 *   common/editor, picked up by a glob so a new table counts without touching this test; the field
 *   labels and hints; the public names of choices; dates as format-date.ts writes them),
 * - or the content being edited (texts in the content's languages, keys, the accounts' addresses);
 * never a choice showing its code, an ISO date, or a regular expression.
 *
 * How a page's text is checked: each element's own text (and its aria-label, title, alt) has every
 * table string, every content text and every date removed, longest first; a letter left over is a
 * word from nowhere. A table's function is evaluated with placeholder arguments, and the fixed
 * parts of its answer count as table words.
 */
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_CONTENT_TYPES } from "../../common/editor/roles";
import { formModel, type FieldNode } from "../../common/editor/form-model";
import { formatDate, formatDateTime } from "../../common/editor/format-date";
import { hasFieldLabel, type UiLang } from "../../common/editor/strings";
import { contentTypeRows } from "../../common/content/content-types";
import type { Services } from "../../server/services";
import { allChoiceLabels, hasChoiceLabel } from "./choice-labels";
import EditorPage from "./EditorPage";
import { historyData, itemAction, itemData, itemsData } from "./items.server";
import { accountsData, accountData, auditData, homeData } from "./pages.server";
import { routeArgs, startEditorServices } from "./route-test-support.server";
import { signInData } from "./sign-in.server";
import { checker, contentTexts, dateShape, modulesWords, shownTexts, whole, type Word } from "../testing/strings-check";
import type { EditorPageProps } from "./views";
import type { z } from "zod";

const LANGS: UiLang[] = ["pt", "en"];

// --- the strings tables -------------------------------------------------------------------------

const modules = import.meta.glob(["./*strings.ts", "../../common/editor/*strings.ts"], { eager: true });

function tableUnion(lang: UiLang): Map<string, Word> {
  const words = modulesWords(modules);
  for (const label of allChoiceLabels(lang)) words.set(label, whole(label));
  return words;
}

// --- the content --------------------------------------------------------------------------------

/** The choices' codes: never shown as such. */
const codes = new Set<string>();
function walkChoices(node: FieldNode) {
  if (node.kind === "choice") for (const o of node.options) codes.add(String(o));
  if (node.kind === "object") for (const [, f] of node.fields) walkChoices(f);
  if (node.kind === "list") walkChoices(node.item);
}
const itemSchemaOf = (row: (typeof contentTypeRows)[number]) =>
  row.key ? (row.schema as unknown as z.ZodArray<z.ZodType>).element : (row.schema as z.ZodType);
for (const row of contentTypeRows) walkChoices(formModel(itemSchemaOf(row)));

/** Every text of the content files (and what the test writes), but the choices' codes. */
function contentWords(): Set<string> {
  const words = contentTexts((text) => codes.has(text));
  for (const row of contentTypeRows) if (!row.key) words.add(row.type);
  return words;
}

// --- the check ----------------------------------------------------------------------------------

/** Removes every allowed word and date; returns the letters' words left over. */
function editorChecker(lang: UiLang, content: Set<string>) {
  // Dates as format-date.ts writes them (every month).
  const months = Array.from({ length: 12 }, (_, m) => `2026-${String(m + 1).padStart(2, "0")}-15T15:30:00Z`);
  const dates = months.flatMap((iso) => [formatDate(iso, lang), formatDateTime(iso, lang)].map(dateShape));
  return checker(tableUnion(lang).values(), content, dates);
}

interface Finding {
  page: string;
  problem: string;
  text: string;
}

const iso = /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2})?/;
const regex = /\/\^|\$\/|\\d|\[a-z|must match pattern|Invalid (?:string|option|input)|expected one of/;

/** What a page shows: its elements' own texts and their accessible names; the choices with their values. */
function findings(page: string, html: string, leftover: (text: string) => string[], table: Map<string, Word>): Finding[] {
  const out: Finding[] = [];
  for (const { element, where, text: t } of shownTexts(html)) {
    if (where === "value") continue;
    if (iso.test(t)) out.push({ page, problem: "ISO date", text: t });
    if (regex.test(t)) out.push({ page, problem: "regular expression or library message", text: t });
    const words = leftover(t);
    if (words.length) out.push({ page, problem: `words not in the strings table: ${words.join(" ")}`, text: t });
    if (element.tagName === "OPTION" && where === "text") {
      const value = element.getAttribute("value") ?? "";
      if (value && t === value && !table.has(t)) out.push({ page, problem: "a choice shows its code", text: t });
    }
  }
  return out;
}

// --- the pages ----------------------------------------------------------------------------------

let services: Services;
let stop: () => Promise<void>;
let admin: { cookie: string; csrf: string };

beforeAll(async () => {
  ({ services, stop } = await startEditorServices("lead-words-"));
  const { editor } = services;
  const invited = await editor.invite({ email: "ana@lead.example", role: "admin", by: null });
  if (!invited.ok) throw new Error(invited.error);
  await editor.store.accounts.setStatus(invited.account.id, "active");
  const { token } = await editor.store.sessions.create(invited.account.id);
  const cookie = `editor_session=${token}`;
  admin = { cookie, csrf: (await editor.session(cookie))!.csrf };
  for (const [email, role] of [
    ["olga@lead.example", "openings"],
    ["caio@lead.example", "communications"],
  ] as const) {
    await editor.invite({ email, role, by: invited.account });
  }
}, 60_000);

afterAll(() => stop?.());

function args(url: string, params: Record<string, string> = {}, form?: URLSearchParams, cookie = admin.cookie) {
  return routeArgs(services, url, { cookie, params, form });
}

const html = (props: EditorPageProps) => renderToString(<EditorPage {...props} />);
const withLang = (url: string, lang: UiLang) => (lang === "en" ? `${url}${url.includes("?") ? "&" : "?"}lang=en` : url);

/** Every editor page, in one language: [address, the page's HTML]. */
async function pages(lang: UiLang): Promise<Array<[string, string]>> {
  const out: Array<[string, string]> = [];
  const signIn = await signInData(args(withLang("/editor/entrar", lang), {}, undefined, ""));
  if ("props" in signIn) out.push(["/editor/entrar", html(signIn.props)]);
  out.push(["/editor", html(await homeData(args(withLang("/editor", lang))))]);
  out.push(["/editor/conta", html(await accountData(args(withLang("/editor/conta", lang))))]);
  out.push(["/editor/contas", html(await accountsData(args(withLang("/editor/contas", lang))))]);
  out.push(["/editor/auditoria", html(await auditData(args(withLang("/editor/auditoria", lang))))]);
  for (const type of ALL_CONTENT_TYPES) {
    const list = await itemsData(args(withLang(`/editor/${type}`, lang), { type }));
    out.push([`/editor/${type}`, html(list)]);
    const view = list.view;
    if (view.kind !== "items" || !view.items.length) continue;
    const key = view.items[0]!.key;
    out.push([`/editor/${type}/${key}`, html(await itemData(args(withLang(`/editor/${type}/${key}`, lang), { type, key })))]);
    if (view.list)
      out.push([`/editor/${type}/novo`, html(await itemData(args(withLang(`/editor/${type}/novo`, lang), { type })))]);
    out.push([
      `/editor/${type}/${key}/historico`,
      html(await historyData(args(withLang(`/editor/${type}/${key}/historico`, lang), { type, key }))),
    ]);
  }
  return out;
}

/** A draft and a publish of an opening, so the history has a diff and the activity log has content lines. */
async function editAnOpening(): Promise<string> {
  const type = "vacancy";
  const list = await itemsData(args(`/editor/${type}`, { type }));
  if (list.view.kind !== "items") throw new Error("no list");
  const key = list.view.items[0]!.key;
  const page = await itemData(args(`/editor/${type}/${key}`, { type, key }));
  if (page.view.kind !== "item") throw new Error("no item");
  const { toFormEntries } = await import("../../common/editor/form-data");
  const { vacancy } = await import("../../common/content/schema");
  const edited = { ...(page.view.item as z.infer<typeof vacancy>), area: "analysis" as const, workMode: "hybrid" as const };
  edited.title = { ...edited.title, pt: `${edited.title.pt} (revisada)` };
  for (const intent of ["save", "publish"]) {
    const current = await itemData(args(`/editor/${type}/${key}`, { type, key }));
    if (current.view.kind !== "item") throw new Error("no item");
    const form = new URLSearchParams(toFormEntries(vacancy, edited));
    form.set("_csrf", admin.csrf);
    form.set("_version", String(current.view.version));
    form.set("intent", intent);
    await itemAction(args(`/editor/${type}/${key}`, { type, key }, form));
  }
  return edited.title.pt;
}

describe("every field and choice of every content type has its words", () => {
  it("labels every schema key and names every choice value, in pt and en", () => {
    const missing: string[] = [];
    const walk = (node: FieldNode, type: string, key: string) => {
      if (node.kind === "choice") for (const o of node.options) if (!hasChoiceLabel(key, o)) missing.push(`${type}: ${key}=${o}`);
      if (node.kind === "object" && !node.languageColumns)
        for (const [k, f] of node.fields) {
          if (!hasFieldLabel(k, type)) missing.push(`${type}: ${k}`);
          walk(f, type, k);
        }
      if (node.kind === "object" && node.languageColumns) for (const [, f] of node.fields) walk(f, type, key);
      if (node.kind === "list") walk(node.item, type, key);
    };
    for (const row of contentTypeRows) walk(formModel(itemSchemaOf(row)), row.type, "value");
    expect(missing).toEqual([]);
  });
});

describe("the strings tables are complete in pt and en", () => {
  it("have the same keys in both languages, none empty", () => {
    const shape = (v: unknown): unknown =>
      typeof v === "string" || typeof v === "function"
        ? typeof v
        : v && typeof v === "object"
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)]))
          : v;
    const empty: string[] = [];
    const walk = (v: unknown, at: string) => {
      if (typeof v === "string" && !v.trim()) empty.push(at);
      else if (v && typeof v === "object") for (const [k, x] of Object.entries(v)) walk(x, `${at}.${k}`);
    };
    for (const [file, mod] of Object.entries(modules)) {
      for (const [name, table] of Object.entries(mod as Record<string, unknown>)) {
        if (!table || typeof table !== "object" || !("pt" in table) || !("en" in table)) continue;
        const { pt, en } = table as { pt: unknown; en: unknown };
        expect(shape(en), `${file} ${name}`).toEqual(shape(pt));
        walk(table, `${file} ${name}`);
      }
    }
    expect(empty).toEqual([]);
  });
});

describe("every editor page shows only the staff's words", () => {
  let title = "";
  beforeAll(async () => {
    title = await editAnOpening();
  }, 60_000);

  for (const lang of LANGS) {
    it(`in ${lang === "pt" ? "Portuguese" : "English"}: no word from nowhere, no code in a choice, no ISO date, no regular expression`, async () => {
      const content = contentWords();
      content.add(title);
      for (const email of ["ana@lead.example", "olga@lead.example", "caio@lead.example"]) content.add(email);
      for (const row of contentTypeRows) {
        const list = await itemsData(args(`/editor/${row.type}`, { type: row.type }));
        if (list.view.kind === "items") for (const item of list.view.items) content.add(item.key);
      }
      const leftover = editorChecker(lang, content);
      const table = tableUnion(lang);
      const all = await pages(lang);
      expect(all.length).toBeGreaterThan(ALL_CONTENT_TYPES.length * 2);
      const found = all.flatMap(([page, body]) => findings(page, body, leftover, table));
      // One line per distinct problem, with the first page that shows it.
      const distinct = [...new Map(found.map((f) => [`${f.problem} | ${f.text}`, f])).values()];
      expect(distinct).toEqual([]);
    }, 120_000);
  }

  it("the check is real: it finds a code, an ISO date and a regular expression planted in a page", () => {
    const content = contentWords();
    const leftover = editorChecker("pt", content);
    const planted =
      "<main><p>content.publish</p><p>26/11/2026 às 14:05</p><p>2026-11-26</p><p>Invalid string: must match pattern /^\\d+$/</p>" +
      '<select><option value="development">development</option><option value="analysis">Análise de requisitos</option></select></main>';
    const problems = findings("planted", planted, leftover, tableUnion("pt")).map((f) => f.problem);
    expect(problems.some((p) => p.includes("content"))).toBe(true);
    expect(problems).toContain("ISO date");
    expect(problems).toContain("regular expression or library message");
    expect(problems).toContain("a choice shows its code");
    expect(findings("clean", "<p>26/11/2026 às 14:05</p><p>Análise de requisitos</p>", leftover, tableUnion("pt"))).toEqual([]);
  });
});

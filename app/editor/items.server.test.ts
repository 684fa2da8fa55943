/**
 * The content pages' loaders and actions on real services (a fresh SQLite database with the
 * content files imported): the role and type checks, a draft that leaves the public site alone,
 * publishing that needs pt, en and es with the message on the field, the stale save refused with
 * what changed and what was typed kept, list buttons, history, restore, and the audit lines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vacancy } from "../../common/content/schema";
import { contentTypeRows } from "../../common/content/content-types";
import { toFormEntries } from "../../common/editor/form-data";
import { formModel } from "../../common/editor/form-model";
import { itemSchemaOf } from "../../server/editor/content/validate";
import { listAudit } from "../../server/editor/auth/audit";
import type { Services } from "../../server/services";
import vacancies from "../../content/vacancies.json" with { type: "json" };
import { changeLines, historyAction, historyData, itemAction, itemData, itemsData } from "./items.server";
import { routeArgs, signedInSession, startEditorServices, type TestSession } from "./route-test-support.server";
import type { EditorPageProps, EditorView } from "./views";

let services: Services;
let stop: () => Promise<void>;
const cookies: Record<string, TestSession> = {};
const OPENING = vacancies[0]!;

beforeAll(async () => {
  ({ services, stop } = await startEditorServices("lead-items-"));
  cookies.openings = await signedInSession(services, "olga@lead.example", "openings");
  cookies.communications = await signedInSession(services, "caio@lead.example", "communications");
}, 60_000);

afterAll(() => stop?.());

function args(role: string, path: string, params: Record<string, string>, form?: Record<string, string> | URLSearchParams) {
  return routeArgs(services, path, { cookie: cookies[role]!.cookie, params, form: form ? new URLSearchParams(form) : undefined });
}

/** The form an editor posts for an opening: every field, plus the page's own. */
function openingForm(role: string, item: unknown, extra: Record<string, string>): URLSearchParams {
  const form = new URLSearchParams(toFormEntries(vacancy, item));
  form.set("_csrf", cookies[role]!.csrf);
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  return form;
}

/** What a refusal thrown by a loader or action says: its status. */
async function statusOf(work: Promise<unknown>): Promise<number> {
  try {
    const value = await work;
    if (value instanceof Response) return value.status;
    return (value as { init?: { status?: number } }).init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

type Answer = { data: EditorPageProps; init?: { status?: number } };
const viewOf = <K extends EditorView["kind"]>(answer: unknown, kind: K) => {
  const props = ((answer as Answer).data ?? answer) as EditorPageProps;
  expect(props.view.kind).toBe(kind);
  return props.view as Extract<EditorView, { kind: K }>;
};
const itemPath = `/editor/vagas/${OPENING.key}`;
const itemParams = { type: "vacancy", key: OPENING.key };

describe("the content pages' loaders and actions", () => {
  it("lists a type's items with their languages, searches them, and refuses an unknown type or the wrong role", async () => {
    const list = viewOf(await itemsData(args("openings", "/editor/vagas", { type: "vacancy" })), "items");
    expect(list.list).toBe(true);
    expect(list.items.length).toBe(vacancies.length);
    expect(list.items[0]).toMatchObject({ key: OPENING.key, status: "published", languages: { pt: true, en: true, es: true } });
    const found = viewOf(await itemsData(args("openings", "/editor/vagas?q=MOBILE%20junior", { type: "vacancy" })), "items");
    expect(found.items.map((i) => i.key)).toContain(OPENING.key);
    expect(await statusOf(itemsData(args("communications", "/editor/vagas", { type: "vacancy" })))).toBe(403);
    expect(await statusOf(itemsData(args("openings", "/editor/nothing", { type: "nothing" })))).toBe(404);
    expect(await statusOf(itemData(args("openings", "/editor/vagas/nope", { type: "vacancy", key: "nope" })))).toBe(404);
  });

  it("saves a draft without changing the public site, and refuses a stale save with what changed, keeping what was typed", async () => {
    const form = viewOf(await itemData(args("openings", itemPath, itemParams)), "item");
    const edited = { ...OPENING, title: { ...OPENING.title, pt: "Título em rascunho" } };
    const saved = await itemAction(
      args("openings", itemPath, itemParams, openingForm("openings", edited, { _version: String(form.version) })),
    );
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).headers.get("location")).toBe(`${itemPath}?aviso=saved`);
    expect((await services.content.visibleVacancy(OPENING.key))?.title.pt).toBe(OPENING.title.pt);

    const other = { ...OPENING, title: { ...OPENING.title, pt: "Outra pessoa digitou isto" } };
    const stale = (await itemAction(
      args("openings", itemPath, itemParams, openingForm("openings", other, { _version: String(form.version) })),
    )) as Answer;
    expect(stale.init?.status).toBe(409);
    const view = viewOf(stale, "item");
    expect(view.stale).toMatchObject({ baseVersion: form.version, currentVersion: form.version + 1 });
    expect(view.stale!.changes).toEqual([
      expect.objectContaining({ path: "title.pt", before: OPENING.title.pt, after: "Título em rascunho" }),
    ]);
    expect((view.item as typeof OPENING).title.pt).toBe("Outra pessoa digitou isto");
    expect(view.version).toBe(form.version + 1);
  });

  it("publishes only with pt, en and es, the message on the field; then the site shows it and the audit log has it", async () => {
    const form = viewOf(await itemData(args("openings", itemPath, itemParams)), "item");
    const missing = { ...OPENING, title: { pt: "Publicado", en: "Published", es: "" } };
    const refused = (await itemAction(
      args(
        "openings",
        itemPath,
        itemParams,
        openingForm("openings", missing, { _version: String(form.version), intent: "publish" }),
      ),
    )) as Answer;
    expect(refused.init?.status).toBe(400);
    expect(viewOf(refused, "item").errors.map((e) => e.name)).toEqual(["title.es"]);

    const complete = { ...OPENING, title: { pt: "Publicado", en: "Published", es: "Publicado (es)" } };
    const published = await itemAction(
      args(
        "openings",
        itemPath,
        itemParams,
        openingForm("openings", complete, { _version: String(form.version), intent: "publish" }),
      ),
    );
    expect((published as Response).headers.get("location")).toBe(`${itemPath}?aviso=published`);
    expect((await services.content.visibleVacancy(OPENING.key))?.title.es).toBe("Publicado (es)");
    const audit = await listAudit(services.database.db, { limit: 10 });
    expect(audit.map((a) => [a.actorEmail, a.action, a.subject])).toEqual(
      expect.arrayContaining([
        ["olga@lead.example", "content.publish", `vacancy/${OPENING.key}`],
        ["olga@lead.example", "content.save", `vacancy/${OPENING.key}`],
      ]),
    );
  });

  it("adds a list item without saving, and names the field to focus", async () => {
    const form = viewOf(await itemData(args("openings", itemPath, itemParams)), "item");
    const answer = await itemAction(
      args(
        "openings",
        itemPath,
        itemParams,
        openingForm("openings", form.item, { _version: String(form.version), _list: "add:requirements" }),
      ),
    );
    const view = viewOf(answer, "item");
    expect((view.item as typeof OPENING).requirements).toHaveLength(OPENING.requirements.length + 1);
    expect(view.focus).toBe(`requirements[${OPENING.requirements.length}].pt`);
    expect(viewOf(await itemData(args("openings", itemPath, itemParams)), "item").version).toBe(form.version);
  });

  it("shows the history with a diff, and restores a version as a new draft", async () => {
    const history = viewOf(await historyData(args("openings", `${itemPath}/historico`, itemParams)), "history");
    expect(history.entries.map((e) => e.action)).toEqual(["publish", "save", "save", "import"]);
    expect(history.entries[0]!.author).toBe("olga@lead.example");
    expect(history.diff?.changes.map((c) => c.path)).toEqual(expect.arrayContaining(["title.pt", "title.en", "title.es"]));
    const restored = await historyAction(
      args("openings", `${itemPath}/historico`, itemParams, {
        _csrf: cookies.openings!.csrf,
        _version: String(history.version),
        restaurar: "1",
      }),
    );
    expect((restored as Response).headers.get("location")).toBe(`${itemPath}?aviso=restored&v=1`);
    const form = viewOf(await itemData(args("openings", itemPath, itemParams)), "item");
    expect((form.item as typeof OPENING).title).toEqual(OPENING.title);
    expect(form.hasDraft).toBe(true);
    // Restoring does not publish.
    expect((await services.content.visibleVacancy(OPENING.key))?.title.es).toBe("Publicado (es)");
  });

  it("shows rich text in a diff as its words, an object as its labelled fields, never JSON", () => {
    expect(
      changeLines(
        [
          { path: "text.pt", kind: "changed", before: "<p>Olá <strong>mundo</strong> &amp; todos</p>", after: "<p>Tchau</p>" },
          { path: "requirements[2]", kind: "added", after: { pt: "a", en: "b", es: "c" } },
        ],
        "vacancy",
        "pt",
      ),
    ).toEqual([
      { path: "text.pt", kind: "changed", before: "Olá mundo & todos", after: "Tchau" },
      { path: "requirements[2]", kind: "added", before: "", after: "Português: a\nInglês: b\nEspanhol: c" },
    ]);
  });

  it("names a picture or clip inside an added object as staff know it, never by its stored name", () => {
    const root = (type: string) => formModel(itemSchemaOf(contentTypeRows.find((r) => r.type === type)!));
    const partner = {
      id: "ufc",
      name: "UFC",
      url: "https://ufc.br",
      logo: { file: "parceiros/ufc.png", alt: { pt: "Brasão da UFC", en: "UFC's crest", es: "" } },
    };
    const publication = { id: "p1", title: { pt: "Artigo", en: "", es: "" }, year: 2018, libras: "libras/p1.mp4" };
    const [logo] = changeLines([{ path: "partners[3]", kind: "added", after: partner }], "partners", "pt", root("partners"));
    const [clip] = changeLines(
      [{ path: "publications[1]", kind: "added", after: publication }],
      "research",
      "pt",
      root("research"),
    );
    expect(logo!.after).toBe("Número: ufc\nNome: UFC\nEndereço (link): https://ufc.br\nLogotipo: Brasão da UFC");
    expect(clip!.after).toBe("Número: p1\nTítulo (português): Artigo\nAno: 2018\nVídeo em Libras: sim");
  });

  it("refuses a write by the wrong role, and a form without its CSRF token", async () => {
    const form = openingForm("communications", OPENING, { _version: "1" });
    expect(await statusOf(itemAction(args("communications", itemPath, itemParams, form)))).toBe(403);
    const noToken = openingForm("openings", OPENING, { _version: "1" });
    noToken.delete("_csrf");
    expect(await statusOf(itemAction(args("openings", itemPath, itemParams, noToken)))).toBe(403);
  });
});

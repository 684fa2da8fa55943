// @vitest-environment jsdom
/**
 * What staff see on three editor pages (issue 34), each rendered from its real loader on real
 * services (a fresh SQLite database with the content imported) and read as a person reads it:
 * - a news item's form shows no system id ("noticia0"), new or saved, while an opening keeps its
 *   number; the news list names items by their titles alone;
 * - the history names a changed picture by the description the item gave it, with a thumbnail,
 *   never by the name it is stored under (`noticias/…`);
 * - the navigation sits behind "Menu do editor", a native disclosure that needs no JavaScript.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { newsItem } from "../../common/content/schema";
import { toFormEntries } from "../../common/editor/form-data";
import { fieldLabel, fieldPathLabel, formStrings } from "../../common/editor/strings";
import type { Services } from "../../server/services";
import news from "../../content/news.json" with { type: "json" };
import vacancies from "../../content/vacancies.json" with { type: "json" };
import EditorPage from "./EditorPage";
import { itemStrings } from "./item-strings";
import { historyData, itemAction, itemData, itemsData } from "./items.server";
import { routeArgs, signedInSession, startEditorServices, type TestSession } from "./route-test-support.server";
import { editorStrings } from "./strings";
import type { EditorPageProps } from "./views";

const t = editorStrings.pt;
const i = itemStrings.pt;
const NEWS = news[0]!;
const OTHER_PICTURE = news[1]!.image;
const NEW_ALT = {
  pt: "Três pessoas sinalizam diante de uma tela com o glossário aberto",
  en: "Three people sign in front of a screen with the glossary open",
  es: "Tres personas señalan frente a una pantalla con el glosario abierto",
};

let services: Services;
let stop: () => Promise<void>;
const cookies: Record<string, TestSession> = {};

beforeAll(async () => {
  ({ services, stop } = await startEditorServices("lead-views-"));
  cookies.communications = await signedInSession(services, "caio@lead.example", "communications");
  cookies.openings = await signedInSession(services, "olga@lead.example", "openings");
}, 60_000);
afterAll(() => stop?.());
afterEach(cleanup);

function args(role: string, path: string, params: Record<string, string>, form?: URLSearchParams) {
  return routeArgs(services, path, { cookie: cookies[role]!.cookie, params, form });
}

/** The page as the browser shows it: the loader's props through the editor's one page component. */
async function shown(answer: Promise<unknown>): Promise<HTMLElement> {
  const value = (await answer) as { data?: EditorPageProps } & EditorPageProps;
  render(<EditorPage {...(value.data ?? value)} />);
  return screen.getByRole("main");
}

/** Every word a person can see or hear in an element: its text and its images' and controls' names. */
const words = (root: HTMLElement) =>
  [
    root.textContent ?? "",
    ...[...root.querySelectorAll("img, [aria-label]")].map((e) => e.getAttribute("alt") ?? e.getAttribute("aria-label") ?? ""),
  ].join(" ");

describe("a news item's form and list", () => {
  it("show no system id: the form posts it back unchanged, the page names the item by its title", async () => {
    const main = await shown(itemData(args("communications", `/editor/noticias/${NEWS.id}`, { type: "news", key: NEWS.id })));
    expect(within(main).getByRole("heading", { level: 1 }).textContent).toBe(i.item.editTitle(NEWS.title.pt));
    expect(words(main)).not.toMatch(/noticia\d/);
    expect(within(main).queryByText(fieldLabel("id", "pt", "news"))).toBeNull();
    const form = within(main).getByRole("form", { name: i.item.formLabel });
    expect((form.querySelector('input[type="hidden"][name="id"]') as HTMLInputElement | null)?.value).toBe(NEWS.id);
  });

  it("a new one shows no id either, and posts none: the system gives it when saved", async () => {
    const main = await shown(itemData(args("communications", "/editor/noticias/novo", { type: "news" })));
    expect(within(main).queryByText(fieldLabel("id", "pt", "news"))).toBeNull();
    expect(main.querySelector('[name="id"]')).toBeNull();
  });

  it("the list names each news item by its title alone", async () => {
    const main = await shown(itemsData(args("communications", "/editor/noticias", { type: "news" })));
    const list = within(main).getByRole("region", { name: `${t.types.news}: ${i.list.caption}` });
    expect(within(list).getByRole("link", { name: NEWS.title.pt })).toBeTruthy();
    expect(words(list)).not.toMatch(/noticia\d/);
  });

  it("an opening keeps its number, read-only, as staff know it", async () => {
    const opening = vacancies[0]!;
    const main = await shown(itemData(args("openings", `/editor/vagas/${opening.key}`, { type: "vacancy", key: opening.key })));
    const label = within(main).getByText(fieldLabel("id", "pt", "vacancy"));
    expect(main.querySelector(`[aria-labelledby="${label.id}"]`)?.textContent).toBe(String(opening.id));
  });

  it("a new opening says once, where its number will be, that it is given when saved", async () => {
    const main = await shown(itemData(args("openings", "/editor/vagas/novo", { type: "vacancy" })));
    const label = within(main).getByText(fieldLabel("id", "pt", "vacancy"));
    const value = main.querySelector(`[aria-labelledby="${label.id}"]`);
    expect(value?.textContent).toBe(formStrings.pt.newId);
    expect(words(main).split(formStrings.pt.newId)).toHaveLength(2);
    expect(value?.getAttribute("aria-describedby")).toBeNull();
  });
});

describe("an item's history", () => {
  it("names a replaced picture by its descriptions, with thumbnails, never by its stored name", async () => {
    const itemPath = `/editor/noticias/${NEWS.id}`;
    const params = { type: "news", key: NEWS.id };
    const before = await shown(itemData(args("communications", itemPath, params)));
    const version = (before.querySelector('input[name="_version"]') as HTMLInputElement).value;
    cleanup();
    const edited = { ...NEWS, image: { file: OTHER_PICTURE.file, alt: NEW_ALT } };
    const form = new URLSearchParams(toFormEntries(newsItem, edited));
    form.set("_csrf", cookies.communications!.csrf);
    form.set("_version", version);
    form.set("intent", "save");
    const saved = await itemAction(args("communications", itemPath, params, form));
    expect((saved as Response).headers.get("location")).toBe(`${itemPath}?aviso=saved`);

    const main = await shown(historyData(args("communications", `${itemPath}/historico`, params)));
    const changes = within(main).getByRole("table", {
      name: new RegExp(`^${i.history.diffTitle(Number(version), Number(version) + 1)}`),
    });
    const row = within(changes).getByRole("rowheader", {
      name: new RegExp(`^${fieldPathLabel(["image", "file"], "pt", "news")}`),
    }).parentElement!;
    const [was, now] = within(row).getAllByRole("cell");
    expect(within(was!).getByText(NEWS.image.alt.pt)).toBeTruthy();
    expect(within(now!).getByText(NEW_ALT.pt)).toBeTruthy();
    for (const cell of [was!, now!]) expect(cell.querySelector("img")?.getAttribute("src")).toMatch(/^\/media\/img\//);
    expect(words(main)).not.toContain(NEWS.image.file);
    expect(words(main)).not.toContain(OTHER_PICTURE.file);
  });
});

describe("the editor's navigation", () => {
  it("is a native disclosure named 'Menu do editor' holding every section, closed until opened", async () => {
    await shown(itemsData(args("communications", "/editor/noticias", { type: "news" })));
    const nav = screen.getByRole("navigation", { name: t.navLabel });
    const summary = within(nav).getByText(t.menu);
    expect(summary.tagName).toBe("SUMMARY");
    const details = summary.parentElement as HTMLDetailsElement;
    expect(details.tagName).toBe("DETAILS");
    expect(details.open).toBe(false);
    const links = within(nav).getAllByRole("link", { hidden: true });
    expect(links.map((a) => a.textContent)).toEqual(
      expect.arrayContaining([t.home, t.types.news, t.types["social-action"], t.myAccount]),
    );
    for (const link of links) expect(details.contains(link)).toBe(true);
    expect(within(nav).getByRole("link", { name: t.types.news, hidden: true }).getAttribute("aria-current")).toBe("page");
  });
});

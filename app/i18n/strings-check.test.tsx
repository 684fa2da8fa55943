/**
 * Every word of the public site is ours and in its place (issue 35): every public page, rendered
 * on the server through its real loader (and, for the forms, its action's answer to an empty post)
 * on real services (a fresh SQLite database with the content imported), in Portuguese, English and
 * Spanish, inside the portal's frame (header, footer, the chat's launcher, the Libras panel's
 * slot), with the 404 and error pages, shows only
 * - words of a strings table (app/i18n/*, every `*strings.ts` of app, common and server but the
 *   editor's, picked up by a glob so a new table counts without touching this test), a phrase's
 *   placeholders filled with anything;
 * - or the content (content/*.json and content/chat/*.json);
 * - numbers, and dates as the site writes them (Intl's long dates in each language).
 * Each element's own text and the attributes people read (aria-label, title, alt, placeholder, a
 * button's value) are checked, and the page's title and description. The chat's window, which the
 * browser alone renders, is rendered here from its drawn parts (ChatInvitation, ChatRoom) with
 * Stuart's real greeting and answer: its words are app/chat/strings.ts's and the content's chat
 * files' (an answer as the room splits it into paragraphs, lists and links).
 *
 * The machinery is the editor's check's (app/testing/strings-check.ts).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderToString } from "react-dom/server";
import { createRef, type ComponentType } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MetaArgs, MetaDescriptor } from "react-router";
import type { ActionArgs, LoaderArgs } from "../context";
import { languages, type Lang } from "../../common/i18n/languages";
import { loadConfig } from "../../server/config";
import { createServices, type Services } from "../../server/services";
import { loader as rootLoader, type RootData } from "../root";
import { PortalFrame } from "../chrome/PortalFrame";
import { ErrorPage } from "../chrome/ErrorPage";
import { SiteProvider } from "../site/site-context";
import { PageSink, PageSinkProvider } from "../site/hydration";
import { IslandSink, IslandSinkProvider } from "../site/islands";
import { PageTree } from "../site/PageTree";
import { RequestContext } from "../site/request-context";
import VacancyNotFoundPage from "../pages/trabalhe/VacancyNotFoundPage";
import { keyNames } from "../../common/a11y/shortcut-strings";
import { plainText } from "../seo";
import { createChatService } from "../../server/chat/service";
import { BOT_ID, type ChatMessage } from "../../common/chat/protocol";
import { createWordFilter } from "../../common/chat/word-filter";
import chatQuestions from "../../content/chat/questions.json";
import { ChatInvitation } from "../chat/ChatInvitation";
import { ChatRoom } from "../chat/ChatRoom";
import { fromServer } from "../chat/chat-state";
import { parseMessage, toBlocks, type Segment } from "../chat/markers";
import type { MessageContext } from "../chat/messages/context";
import type { UiMessage } from "../chat/storage";
import { chatStrings } from "../chat/strings";
import { checker, contentTexts, dateShape, modulesWords, shownTexts, type ShownText } from "../testing/strings-check";
import * as home from "../routes/portal.home";
import * as institucional from "../routes/portal.institucional";
import * as atuacao from "../routes/portal.atuacao";
import * as solucoes from "../routes/portal.solucoes";
import * as trabalhe from "../routes/portal.trabalhe";
import * as vaga from "../routes/portal.trabalhe.vaga";
import * as alertas from "../routes/portal.trabalhe.alertas";
import * as confirmar from "../routes/portal.trabalhe.alertas.confirmar";
import * as gerenciar from "../routes/portal.trabalhe.alertas.gerenciar";
import * as contato from "../routes/portal.contato";
import * as colaborador from "../routes/portal.colaborador";
import * as acessibilidade from "../routes/portal.acessibilidade";

const LANGS = languages.map((l) => l.code);

// --- what may be shown ---------------------------------------------------------------------------

/** The public site's strings tables: every table but the editor's (its words are not the visitors'). */
const modules = import.meta.glob(
  [
    "../**/*strings.ts",
    "../**/*strings.server.ts",
    "./*.ts",
    "../../common/**/messages.ts",
    "../../common/**/*strings.ts",
    "../../common/i18n/*.ts",
    "../../server/**/*strings.ts",
    "!../editor/**",
    "!../../common/editor/**",
    "!../**/*.test.ts",
    "!../../common/**/*.test.ts",
    "!../../server/**/*.test.ts",
    "!../testing/**",
  ],
  { eager: true },
);

/** Long dates as the site writes them (Intl's dateStyle "long"), every month, in every language. */
function dateShapes(): string[] {
  return languages.flatMap(({ htmlLang }) =>
    Array.from({ length: 12 }, (_, m) =>
      dateShape(new Intl.DateTimeFormat(htmlLang, { dateStyle: "long", timeZone: "UTC" }).format(Date.UTC(2026, m, 15))),
    ),
  );
}

/** Keyboard shortcuts as the site writes them: "Alt+K", "Alt+Shift+1" (common/a11y/shortcuts.ts). */
const keyShape = `${keyNames.alt}(?:\\+${keyNames.shift})?\\+[A-Z0-9]\\b`;

/**
 * What the site shows: the tables' words, the content's texts and the addresses the server's
 * configuration names (HR's inbox on the colaborador page), dates and shortcuts.
 */
let publicCheck: ((text: string) => string[]) | undefined;
function publicChecker() {
  return (publicCheck ??= makePublicChecker());
}
function makePublicChecker() {
  const content = contentTexts();
  for (const address of [services.config.APPLICATIONS_INBOX, services.config.CONTACT_INBOX]) content.add(address);
  for (const piece of chatAnswerPieces()) content.add(piece);
  return checker(modulesWords(modules).values(), content, [...dateShapes(), keyShape]);
}

/**
 * Stuart's answers (content/chat/questions.json) as the room shows them: each paragraph's and list
 * item's pieces between the markers, and the links' labels (app/chat/markers.ts).
 */
function chatAnswerPieces(): string[] {
  const out: string[] = [];
  const add = (parts: Segment[]) => {
    for (const part of parts) out.push((part.kind === "text" ? part.text : part.label).trim());
  };
  for (const question of chatQuestions)
    for (const lang of LANGS)
      for (const block of toBlocks(parseMessage(question.answer[lang], lang).segments)) {
        if (block.kind === "paragraph") add(block.parts);
        else block.items.forEach(add);
      }
  return out.filter(Boolean);
}

/**
 * A page's description is cut at 160 characters (app/seo.ts adds "…"; an opening's is its area,
 * regime, place and education, cut): its last piece, the start of a content text as the page
 * shows it, is the content's; the rest is checked as any text.
 */
let flatTexts: string[] | undefined;
const flatContent = () => (flatTexts ??= [...contentTexts()].map((t) => plainText(t, Infinity).replace(/\s+/g, " ")));
function withoutCutEnd(text: string, texts: string[]): string {
  const cut = text.replace(/…$/, "").trimEnd();
  if (cut === text && text.length < 159) return text;
  for (let i = 0; i < cut.length; i = cut.indexOf(" ", i + 1) === -1 ? cut.length : cut.indexOf(" ", i + 1)) {
    const tail = cut.slice(i).trim();
    if (tail && texts.some((t) => t.startsWith(tail))) return cut.slice(0, i);
  }
  return cut;
}

interface Finding {
  page: string;
  where: string;
  text: string;
  words: string;
}

type Shown = { where: ShownText["where"] | "description"; text: string };

function findings(page: string, shown: Shown[], leftover: (t: string) => string[]): Finding[] {
  const flat = flatContent();
  return shown.flatMap(({ where, text }) => {
    const words = leftover(where === "description" ? withoutCutEnd(text, flat) : text);
    return words.length ? [{ page, where, text, words: words.join(" ") }] : [];
  });
}

// --- the pages -----------------------------------------------------------------------------------

let services: Services;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "lead-public-words-"));
  services = await createServices(
    loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, DATABASE_URL: path.join(dataDir, "lead.db"), LOG_LEVEL: "silent" }),
  );
}, 60_000);

afterAll(async () => {
  await services?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ORIGIN = "http://localhost";

function args(url: string, lang: Lang, params: Record<string, string> = {}, post = false) {
  // A post is an empty form as a browser sends it: every field's error, in the page's words.
  const request = new Request(`${ORIGIN}${url}`, {
    method: post ? "POST" : "GET",
    headers: { "sec-fetch-site": "same-origin", origin: ORIGIN },
    body: post ? new FormData() : undefined,
  });
  const context = {
    services,
    lang,
    cspNonce: "",
    clientIp: "127.0.0.1",
    structuredData: new Map<string, string>(),
    perVisitor: () => {},
  };
  return { request, params, context } as unknown as LoaderArgs & ActionArgs;
}

/** A loader's or action's value, whether plain or wrapped by react-router's `data()`. */
function unwrap(value: unknown): Record<string, unknown> {
  if (value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit") {
    return (value as { data: Record<string, unknown> }).data;
  }
  return value as Record<string, unknown>;
}

interface RouteModule {
  loader: (args: LoaderArgs) => unknown;
  action?: (args: ActionArgs) => unknown;
  meta?: (args: MetaArgs) => MetaDescriptor[] | undefined;
  default: ComponentType<{ loaderData: never; actionData?: never }>;
}

/** The page as the server renders it inside #app: the site's context, the portal's frame, the page. */
function renderPage(root: RootData, url: string, page: React.ReactNode, portal = true): string {
  const address = new URL(url, ORIGIN);
  return renderToString(
    <RequestContext.Provider value={{ lang: root.lang, nonce: "" }}>
      <SiteProvider value={{ root, address: { pathname: address.pathname, search: address.search, hash: "" } }}>
        <PageSinkProvider value={new PageSink()}>
          <IslandSinkProvider value={new IslandSink()}>
            <PageTree>{portal ? <PortalFrame>{page}</PortalFrame> : page}</PageTree>
          </IslandSinkProvider>
        </PageSinkProvider>
      </SiteProvider>
    </RequestContext.Provider>,
  );
}

/** The title and description a page gives search results and the browser's tab, and its links' titles. */
function metaTexts(descriptors: MetaDescriptor[] | undefined): Shown[] {
  const out: Shown[] = [];
  for (const d of descriptors ?? []) {
    const m = d as Record<string, string | undefined>;
    if (m.title) out.push({ where: "title", text: m.title });
    if (m.name === "description" && m.content) out.push({ where: "description", text: m.content });
  }
  return out;
}

type Rendered = { page: string; shown: Shown[] };

/** Every public page in one language: its texts, with the page's address. */
async function publicPages(lang: Lang): Promise<Rendered[]> {
  const root = unwrap(await rootLoader(args(`/portal?lang=${lang}`, lang))) as unknown as RootData;
  const out: Rendered[] = [];
  const vacancies = await services.content.visibleVacancies();
  const key = vacancies[0]!.key;
  const routes: Array<[string, RouteModule, Record<string, string>?, boolean?]> = [
    ["/portal", home as RouteModule],
    ["/portal/institucional", institucional as RouteModule],
    ["/portal/atuacao", atuacao as RouteModule],
    ["/portal/solucoes", solucoes as RouteModule],
    ["/portal/trabalhe", trabalhe as RouteModule],
    // A search that finds nothing: the empty list's words.
    ["/portal/trabalhe?q=xyzzy", trabalhe as RouteModule],
    [`/portal/trabalhe/${key}`, vaga as RouteModule, { key }],
    [`/portal/trabalhe/${key}`, vaga as RouteModule, { key }, true],
    ["/portal/trabalhe/alertas", alertas as RouteModule],
    ["/portal/trabalhe/alertas", alertas as RouteModule, {}, true],
    ["/portal/trabalhe/alertas/confirmar?t=x&e=y&s=z", confirmar as RouteModule],
    ["/portal/trabalhe/alertas/gerenciar?t=x&s=z", gerenciar as RouteModule],
    ["/portal/contato", contato as RouteModule],
    ["/portal/contato", contato as RouteModule, {}, true],
    ["/portal/colaborador", colaborador as RouteModule],
    ["/portal/acessibilidade", acessibilidade as RouteModule],
  ];
  for (const [address, route, params = {}, post = false] of routes) {
    let url = `${address}${address.includes("?") ? "&" : "?"}lang=${lang}`;
    // A filter's address is made canonical by a redirect first (app/components/url-filter.server.ts).
    const load = () => Promise.resolve(route.loader(args(url, lang, params)));
    const loaded = await load().catch(async (thrown: unknown) => {
      const location = thrown instanceof Response ? thrown.headers.get("location") : null;
      if (!location) throw thrown;
      url = location;
      return load();
    });
    const loaderData = unwrap(loaded);
    const actionData = post && route.action ? unwrap(await route.action(args(url, lang, params, true))) : undefined;
    const Page = route.default;
    const html = renderPage(root, url, <Page loaderData={loaderData as never} actionData={actionData as never} />);
    const meta = route.meta?.({
      data: loaderData,
      matches: [{ id: "root", data: root }],
      location: new URL(url, ORIGIN),
      params,
    } as unknown as MetaArgs);
    out.push({ page: `${post ? "POST " : ""}${url}`, shown: [...shownTexts(html), ...metaTexts(meta)] });
  }
  // An opening that does not exist: its 404 page inside the portal's frame.
  out.push({
    page: "/portal/trabalhe/nao-existe",
    shown: shownTexts(renderPage(root, "/portal/trabalhe/nao-existe", <VacancyNotFoundPage />)),
  });
  // The root's error pages: an address no page has, and a failure.
  for (const status of [404, 500]) {
    out.push({
      page: `error ${status}`,
      shown: shownTexts(renderPage(root, "/portal/x", <ErrorPage lang={lang} status={status} />, false)),
    });
  }
  return out;
}

/**
 * The chat's window in one language, as the browser draws it: the invitation; the room just opened
 * (Stuart's greeting with the options, the line that says it is connecting); the room after the
 * first option was asked (the question, Stuart's real answer, "Voltar ao início", Stuart typing).
 */
async function chatWindow(lang: Lang): Promise<Rendered[]> {
  const s = chatStrings[lang];
  const chat = createChatService(services);
  const info = await chat.assistantInfo(lang);
  const question = info.options[0]!.text;
  const reply = (await chat.bot()).reply(question, lang);
  const fromService = (id: number, sender: string, receiver: string, message: string, languageCode: string) =>
    fromServer({ id, sender, receiver, message, languageCode, type: "text" } as ChatMessage, "visitante");
  const greeting: UiMessage = { key: "greeting", from: "bot", type: "messageOption", text: "", local: true };
  const asked = fromService(1, "visitante", BOT_ID, question, lang);
  const answer = fromService(2, BOT_ID, "visitante", chat.resolveMarkers(reply.text), reply.lang);
  const noop = () => {};
  const ctx: MessageContext = {
    s,
    lang,
    filter: createWordFilter([]),
    flow: { step: "idle" },
    info,
    connection: "online",
    openVideos: new Set(),
    actions: {
      pickOption: noop,
      startEmail: noop,
      pickRecipient: noop,
      chooseTutor: noop,
      confirm: noop,
      backToStart: noop,
      openLibras: noop,
    },
  };
  const room = (messages: UiMessage[], status: string, typing: boolean) =>
    renderToString(
      <ChatRoom
        ctx={ctx}
        messages={messages}
        status={status}
        offline={false}
        typing={typing}
        inputRef={createRef()}
        onLibrasHelp={noop}
        onClose={noop}
        onCancelEmail={noop}
        onSend={noop}
      />,
    );
  const opened = shownTexts(room([greeting], s.connecting, false));
  const answered = shownTexts(room([greeting, asked, answer], "", true));
  // What the states must show, or the check would pass over an empty room.
  const texts = (shown: Shown[]) => shown.map((t) => t.text);
  expect(texts(opened)).toEqual(expect.arrayContaining([question, s.connecting]));
  const firstPiece = (toBlocks(parseMessage(answer.text, lang).segments)[0] as { parts: Segment[] }).parts[0]!;
  expect(texts(answered)).toEqual(
    expect.arrayContaining([s.backToStart, s.typing, firstPiece.kind === "text" ? firstPiece.text.trim() : firstPiece.label]),
  );
  return [
    { page: "chat invitation", shown: shownTexts(renderToString(<ChatInvitation s={s} onOpen={noop} onClose={noop} />)) },
    { page: "chat room, opened", shown: opened },
    { page: "chat room, answered", shown: answered },
  ];
}

describe("every public page shows only words of a strings table or the content", () => {
  for (const lang of LANGS) {
    it(`in ${lang}: no word from nowhere`, async () => {
      const leftover = publicChecker();
      const pages = [...(await publicPages(lang)), ...(await chatWindow(lang))];
      expect(pages.length).toBeGreaterThanOrEqual(22);
      // Each page says something (an empty render would pass the check).
      for (const { page, shown } of pages) expect(shown.length, page).toBeGreaterThan(2);
      const found = pages.flatMap(({ page, shown }) => findings(page, shown, leftover));
      // One line per distinct text, with the first page that shows it.
      const distinct = [...new Map(found.map((f) => [`${f.where} | ${f.text}`, f])).values()];
      expect(distinct.map((f) => `${f.page} | ${f.where}: «${f.words}» in «${f.text}»`)).toEqual([]);
    }, 120_000);
  }

  it("the check is real: a literal planted in a page is reported, the table's and the content's words are not", async () => {
    const root = unwrap(await rootLoader(args("/portal?lang=pt", "pt"))) as unknown as RootData;
    const { homeStrings } = await import("../pages/home/strings");
    const highlight = await services.content.shownHighlight();
    const closing = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "UTC" }).format(Date.UTC(2027, 2, 4));
    const { trabalheStrings } = await import("../pages/trabalhe/strings");
    const { fill } = await import("../../common/i18n/plural");
    function Planted() {
      return (
        <section>
          <h2>{homeStrings.pt.jobs.button}</h2>
          <p>{highlight!.title.pt}</p>
          <p>{fill(trabalheStrings.pt.vacancies.closesOn, { date: closing })}</p>
          <p>Confira as novidades fresquinhas</p>
          <button type="button" aria-label="Fechar o quadrinho">
            ×
          </button>
          <input type="submit" value="Mandar já" />
          <img src="/x.png" alt="Um gatinho" />
        </section>
      );
    }
    const leftover = publicChecker();
    const found = findings("planted", shownTexts(renderPage(root, "/portal", <Planted />, false)), leftover);
    expect(found.map((f) => [f.where, f.words])).toEqual([
      ["text", "Confira as novidades fresquinhas"],
      ["aria-label", "quadrinho"],
      ["value", "Mandar já"],
      ["alt", "Um gatinho"],
    ]);
  });
});

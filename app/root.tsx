import {
  data,
  isRouteErrorResponse,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { LoaderArgs } from "./context";
import { useContext } from "react";
import "./styles/app.css";
import { langCookie, languageOf, type Lang } from "../common/i18n/languages";
import { defaultPreferences, parsePreferences, PREFERENCES_COOKIE, type Preferences } from "../common/a11y/preferences";
import { preferenceAttributes } from "./accessibility/preference-attributes";
import { SYSTEM_CONTRAST_QUERY } from "./accessibility/system-contrast";
import { uiStrings, type UiStrings } from "./i18n/ui";
import { readCookie } from "../common/http/cookies";
import { organizationLd } from "./structured-data.server";
import { chromeData, type ChromeData } from "./chrome/chrome-data.server";
import { PageStyles } from "./components/PageStyles";
import { SiteProvider } from "./site/site-context";
import { browserRootData, PageDataScript, PageSink, PageSinkProvider } from "./site/hydration";
import { PageTree } from "./site/PageTree";
import { IslandSink, IslandSinkProvider } from "./site/islands";
import { RequestContext } from "./site/request-context";
import { ErrorPage } from "./chrome/ErrorPage";
import { shortcutsScript } from "./site/first-paint";
import { itemStrings } from "./editor/item-strings";

export interface RootData {
  lang: Lang;
  ui: UiStrings;
  prefs: Preferences;
  chrome: ChromeData;
  mediaBase: string;
  nonce: string;
  /** schema.org Organization, serialised. */
  organizationLd: string;
  /** An editor's preview of a draft (server/editor/preview.ts): the banner's text and the way back. */
  preview?: { text: string; back: string; backLabel: string };
}

export async function loader({ request, context }: LoaderArgs) {
  const { lang, services, cspNonce } = context;
  const cookieHeader = request.headers.get("cookie");
  const prefs = parsePreferences(readCookie(cookieHeader, PREFERENCES_COOKIE));
  const headers = new Headers();
  // An explicit ?lang= becomes the saved choice, so the next visit opens in that language.
  const explicit = new URL(request.url).searchParams.get("lang");
  if (explicit !== null && !context.preview && readCookie(cookieHeader, "lang") !== lang) {
    headers.append("Set-Cookie", langCookie(lang, { secure: services.config.TRUST_PROXY }));
  }
  const body: RootData = {
    lang,
    ui: uiStrings[lang],
    prefs,
    chrome: await chromeData(services, lang),
    mediaBase: services.media.baseUrl,
    nonce: cspNonce,
    organizationLd: await organizationLd(context, request),
  };
  if (context.preview) {
    const t = itemStrings[lang === "en" ? "en" : "pt"].preview;
    body.preview = { text: t.banner, back: context.preview.back, backLabel: t.back };
  }
  return data(body, { headers });
}

/**
 * The document, rendered on the server only: the browser's React hydrates the page inside #app
 * from #page-data (app/entry.client.tsx, docs/decisions/0024), never this shell.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const { pathname, search, hash } = useLocation();
  const framework = useContext(UNSAFE_FrameworkContext);
  const request = useContext(RequestContext);
  const lang = root?.lang ?? request.lang;
  const nonce = root?.nonce ?? request.nonce;
  // The visitor's aids (docs/decisions/0011) as the cookie says, on the first paint.
  const aids = preferenceAttributes(root?.prefs ?? defaultPreferences);
  // The editor (app/editor/) speaks Portuguese or English, its own choice; it has no feed or Organization.
  const matches = useMatches();
  const inEditor = pathname === "/editor" || pathname.startsWith("/editor/");
  const editorLang = (matches.at(-1)?.data as { lang?: string } | undefined)?.lang ?? (lang === "en" ? "en" : "pt");
  const htmlLang = inEditor ? (editorLang === "en" ? "en" : "pt-BR") : languageOf(lang).htmlLang;
  // Filled while the page renders (HydratedPage), read by PageDataScript after it.
  const sink = new PageSink();
  // Filled by the Islands of a page made of them (IslandPage, docs/decisions/0031).
  const islands = new IslandSink();
  const address = { pathname, search, hash };
  return (
    <html lang={htmlLang} data-font={aids.font} data-contrast={aids.contrast}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1747a6" />
        {/* No paint before the header is whole: a slow phone's parser could yield mid-header, paint
            the bar with half its items, then move them when the rest arrives (a layout shift).
            Every frame's main is #conteudo, right after the header (docs/decisions/0048). */}
        <link rel="expect" href="#conteudo" blocking="render" />
        {/* Marks that JavaScript runs, before the first paint, so enhanced controls never flash; on a first
            visit (no contrast choice yet) follows the system's contrast setting with the whole palette;
            and the keyboard shortcuts answer from the first paint (app/site/first-paint.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: inEditor ? jsMarkScript : headScript }} />
        <Meta />
        {root?.preview ? <meta name="robots" content="noindex, nofollow" /> : null}
        {root?.chrome.assets.favicon ? <link rel="icon" href={root.chrome.assets.favicon} type="image/svg+xml" /> : null}
        {/* The page's stylesheets, inline (no request before the first paint). */}
        <PageStyles nonce={nonce} />
        {root && !inEditor ? (
          <>
            <link
              rel="alternate"
              type="application/rss+xml"
              href={`/feeds/noticias.xml?lang=${lang}`}
              title={`${root.ui.meta.siteName} RSS`}
            />
            <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: root.organizationLd }} />
          </>
        ) : null}
      </head>
      <body className={aids.bodyClass}>
        {root?.preview ? (
          // Outside #app: the browser's React hydrates the page, never this banner.
          <div className="preview-banner" role="note" aria-label={root.preview.text}>
            <p>
              <strong>{root.preview.text}</strong> <a href={root.preview.back}>{root.preview.backLabel}</a>
            </p>
          </div>
        ) : null}
        <div id="app">
          {root ? (
            <SiteProvider value={{ root, address }}>
              <PageSinkProvider value={sink}>
                <IslandSinkProvider value={islands}>
                  <PageTree>{children}</PageTree>
                </IslandSinkProvider>
              </PageSinkProvider>
            </SiteProvider>
          ) : (
            children
          )}
        </div>
        {root ? <PageDataScript sink={sink} islands={islands} root={browserRootData(root)} address={address} /> : null}
        {import.meta.env.DEV ? (
          // The dev server's module graph and hot reload come with React Router's scripts; the
          // hydration itself is still app/entry.client.tsx's.
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : framework ? (
          // An inline import, not a src: the browser's preload scanner would fetch a src'd module
          // and its imports at high priority while the first paint is still being prepared
          // (docs/decisions/0020, second step). It waits for the first contentful paint
          // (docs/decisions/0025).
          <script
            type="module"
            nonce={nonce}
            dangerouslySetInnerHTML={{
              __html: hydrationStart(framework.manifest.entry.module, framework.manifest.entry.imports ?? []),
            }}
          />
        ) : null}
      </body>
    </html>
  );
}

/**
 * The inline script that loads the page's entry once the browser reports the first contentful
 * paint (the paint as presented, which is what slow phones wait for and Lighthouse observes), so
 * no script competes with it. A hidden tab paints nothing: it starts at once, or when it is hidden
 * before the paint. A browser without paint timing waits for the first frame instead.
 *
 * The files the entry imports (the bundler's runtime: the entry itself is React-free,
 * docs/decisions/0046) are asked for with it (modulepreload), not after the entry has arrived and
 * named them; the entry is imported once, and runs with them. Each request started from the page
 * costs its main thread several ms on a slow phone (5-35 ms at 4x for an `import()`, measured in
 * the page), so there is one `import()` and a link for each of the others, no more: importing each
 * file in a task of its own (when the entry imported React, to cut one long task) asked twice for
 * each.
 */
function hydrationStart(entry: string, imports: readonly string[]): string {
  return [
    `let started=false;const start=()=>{if(started)return;started=true;`,
    `for(const h of ${JSON.stringify(imports)}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}`,
    `import(${JSON.stringify(entry)})};`,
    `if(document.visibilityState==="hidden")start();`,
    // buffered: a paint reported before this script ran is delivered too.
    `else if(PerformanceObserver.supportedEntryTypes?.includes("paint")){`,
    `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true});`,
    `document.addEventListener("visibilitychange",()=>{if(document.visibilityState==="hidden")start()})}`,
    `else requestAnimationFrame(()=>setTimeout(start))`,
  ].join("");
}

/** The editor's head script: it has no public aids or shortcuts, only the mark that JavaScript runs. */
const jsMarkScript = "document.documentElement.classList.add('js');";
const headScript =
  "var d=document.documentElement;d.classList.add('js');" +
  `if(d.getAttribute('data-contrast')==='system'&&window.matchMedia&&matchMedia('${SYSTEM_CONTRAST_QUERY}').matches)d.classList.add('alto-contraste');` +
  shortcutsScript;

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const request = useContext(RequestContext);
  // Without the root's data (no route matched, or its loader failed): the request's language.
  const lang = root?.lang ?? request.lang;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return <ErrorPage lang={lang} status={status} />;
}

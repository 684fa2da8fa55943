import {
  data,
  isRouteErrorResponse,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { LoaderArgs } from "./context";
import { Suspense, useEffect } from "react";
import "./styles/app.css";
import { langCookie, languageOf, type Lang } from "../common/i18n/languages";
import { defaultPreferences, parsePreferences, PREFERENCES_COOKIE, type Preferences } from "../common/a11y/preferences";
import { usePreferences } from "./accessibility/preferences-store";
import { SYSTEM_CONTRAST_QUERY } from "./accessibility/system-contrast";
import { uiStrings, type UiStrings } from "./i18n/ui";
import { readCookie } from "../common/http/cookies";
import { organizationLd } from "./structured-data.server";
import { chromeData, type ChromeData } from "./chrome/chrome-data.server";
import { PageStyles } from "./components/PageStyles";
import { useHydrated } from "./components/use-hydrated";

export interface RootData {
  lang: Lang;
  ui: UiStrings;
  prefs: Preferences;
  chrome: ChromeData;
  mediaBase: string;
  nonce: string;
  /** schema.org Organization, serialised. */
  organizationLd: string;
}

export async function loader({ request, context }: LoaderArgs) {
  const { lang, services, cspNonce } = context;
  const cookieHeader = request.headers.get("cookie");
  const prefs = parsePreferences(readCookie(cookieHeader, PREFERENCES_COOKIE));
  const headers = new Headers();
  // An explicit ?lang= becomes the saved choice, so the next visit opens in that language.
  const explicit = new URL(request.url).searchParams.get("lang");
  if (explicit !== null && readCookie(cookieHeader, "lang") !== lang) {
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
  return data(body, { headers });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const lang = root?.lang ?? "pt";
  // The visitor's aids (docs/decisions/0011): the cookie's state on the first paint, then the live one.
  const prefs = usePreferences(root?.prefs ?? defaultPreferences);
  const bodyClass = [prefs.contrast ? "alto-contraste" : "", prefs.libras ? "libras-ativo" : ""].filter(Boolean).join(" ");
  return (
    <html lang={languageOf(lang).htmlLang} data-font={prefs.font} data-contrast={prefs.contrast === null ? "system" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1747a6" />
        {/* Marks that JavaScript runs, before the first paint, so enhanced controls never flash; on a first
            visit (no contrast choice yet) follows the system's contrast setting with the whole palette. */}
        <script nonce={root?.nonce} dangerouslySetInnerHTML={{ __html: headScript }} />
        <Meta />
        {root?.chrome.assets.favicon ? <link rel="icon" href={root.chrome.assets.favicon} type="image/svg+xml" /> : null}
        {/* The page's stylesheets, inline on the first load (no request before the first paint). */}
        <PageStyles nonce={root?.nonce} />
        {root ? (
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
      <body className={bodyClass || undefined}>
        {/* The page inside one Suspense boundary: React hydrates the document's shell first, then
            this at offscreen priority in slices of ~5 ms that leave the main thread free for the
            visitor, instead of one long task (docs/decisions/0020, fifth step). A tap on a part
            not yet hydrated hydrates it at once and is replayed. Nothing here suspends on the
            server, and entry.server never outlines the boundary, so the HTML reads the same
            without JavaScript. */}
        <Suspense>
          {children}
          <HydratedMark />
        </Suspense>
        <ScrollRestoration nonce={root?.nonce} />
        <Scripts nonce={root?.nonce} />
      </body>
    </html>
  );
}

/**
 * Says when the whole page has hydrated and its script-only controls are in (useHydrated's
 * transition has committed): `<html data-hydrated>`, what the end-to-end tests wait for. Inside
 * the page's boundary, last, so its effects run after every other part's.
 */
function HydratedMark() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute("data-hydrated", "true");
  }, [hydrated]);
  return null;
}

const headScript =
  "var d=document.documentElement;d.classList.add('js');" +
  `if(d.getAttribute('data-contrast')==='system'&&window.matchMedia&&matchMedia('${SYSTEM_CONTRAST_QUERY}').matches)d.classList.add('alto-contraste')`;

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const lang = root?.lang ?? "pt";
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const texts = {
    pt: {
      title: "Algo deu errado",
      body: "Não foi possível mostrar esta página agora. Tente novamente em alguns instantes.",
      home: "Ir para a página inicial",
    },
    en: {
      title: "Something went wrong",
      body: "We could not show this page right now. Please try again in a moment.",
      home: "Go to the home page",
    },
    es: {
      title: "Algo salió mal",
      body: "No fue posible mostrar esta página ahora. Inténtelo de nuevo en unos instantes.",
      home: "Ir a la página de inicio",
    },
  }[lang];
  return (
    <main id="conteudo" className="error-page container">
      <h1>
        {texts.title} ({status})
      </h1>
      <p>{texts.body}</p>
      <p>
        <a href={`/portal?lang=${lang}`}>{texts.home}</a>
      </p>
    </main>
  );
}

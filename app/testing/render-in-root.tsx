/**
 * Component tests only: renders a component inside the site's context, as the page does (no
 * router), so hooks that read the root loader's data (useUi, useRoot) get the
 * interface strings of the language asked for, and the page's address (usePageAddress) is `path`.
 * jsdom's own address is set to `path` first, so the live address read in the browser agrees with
 * the one given to the provider; a test changes it as the page does, with replaceAddress or
 * history plus a popstate event.
 */
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { onTestFinished } from "vitest";
import { defaultPreferences, type Preferences } from "../../common/a11y/preferences";
import type { Lang } from "../../common/i18n/languages";
import { uiStrings } from "../i18n/ui";
import type { RootData } from "../root";
import type { PageAddress } from "../site/page-address";
import { SiteProvider } from "../site/site-context";

export function renderInRoot(
  element: ReactNode,
  { lang = "pt", path = "/portal", prefs = {} }: { lang?: Lang; path?: string; prefs?: Partial<Preferences> } = {},
) {
  // Only what components read; the chrome's data and the structured data are the pages' own.
  const root = {
    lang,
    ui: uiStrings[lang],
    prefs: { ...defaultPreferences, ...prefs },
    mediaBase: "/media",
    nonce: "",
  } as Partial<RootData> as RootData;
  window.history.replaceState(null, "", path);
  const { pathname, search, hash } = window.location;
  const address: PageAddress = { pathname, search, hash };
  return render(<SiteProvider value={{ root, address }}>{element}</SiteProvider>);
}

/**
 * Renders a part the browser makes live without React (the bar's aids, the menu: app/entry.client.tsx)
 * as the server sends it (HTML from renderToString, in the document), then starts it as the page's
 * entry does. The part is removed and stopped when the test ends.
 */
export function renderAndStart(
  element: ReactNode,
  start: (container: Element) => () => void,
  options: Parameters<typeof renderInRoot>[1] = {},
): { container: HTMLElement } {
  const { unmount, container: rendered } = renderInRoot(element, options);
  const html = rendered.innerHTML;
  unmount();
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const stop = start(container);
  onTestFinished(() => {
    stop();
    container.remove();
  });
  return { container };
}

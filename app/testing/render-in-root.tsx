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

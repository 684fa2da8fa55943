/**
 * Component tests only: renders a component below a stand-in for the root route, so hooks that
 * read the root loader's data (useUi, useRoot) get the interface strings of the language asked
 * for, and the router's location starts at `path`. The data is hydrated, so the first render
 * is the real one (no loader to wait for).
 */
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { defaultPreferences, type Preferences } from "../../common/a11y/preferences";
import type { Lang } from "../../common/i18n/languages";
import { uiStrings } from "../i18n/ui";
import type { RootData } from "../root";

export function renderInRoot(
  element: ReactNode,
  { lang = "pt", path = "/portal", prefs = {} }: { lang?: Lang; path?: string; prefs?: Partial<Preferences> } = {},
) {
  const root: Partial<RootData> = {
    lang,
    ui: uiStrings[lang],
    prefs: { ...defaultPreferences, ...prefs },
    mediaBase: "/media",
    nonce: "",
  };
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => root,
        element,
        // Every path renders the same element, so a link can be followed and the component stays.
        children: [{ path: "*", element: null }],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root } } },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

// @vitest-environment jsdom
/**
 * The areas' island while it wakes (issue 36, docs/decisions/0046): tiles clicked in quick
 * succession, one before React's root exists and one while the root is still hydrating, all
 * count. The second click reaches React during hydration, which hydrates at once to handle it;
 * the island must take the fields as they stand, not toggle its own copy that has not yet
 * adopted the first click.
 */
import { waitFor } from "@testing-library/react";
import { startTransition } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { defaultPreferences } from "../../../common/a11y/preferences";
import { uiStrings } from "../../i18n/ui";
import type { RootData } from "../../root";
import { SiteProvider } from "../../site/site-context";
import { AreaResearch, type AreaResearchProps } from "./AreaResearch";
import { atuacaoStrings } from "./strings";

const area = (id: number, title: string) => ({ id, title, image: null, libras: null });
const project = (id: number, title: string, areaIds: number[]) => ({
  id,
  areaIds,
  title,
  summary: `${title}: resumo.`,
  image: null,
  libras: null,
  researchers: [],
  publications: [],
});
const props = {
  areas: [area(1, "Acessibilidade"), area(2, "Educação"), area(3, "Saúde")],
  research: [project(1, "Leitor de telas", [1]), project(2, "Sala de aula", [2]), project(3, "Clínica", [3, 1])],
  strings: atuacaoStrings.pt,
} as unknown as AreaResearchProps;

function tree() {
  const root = {
    lang: "pt",
    ui: uiStrings.pt,
    prefs: defaultPreferences,
    mediaBase: "/media",
    nonce: "",
  } as Partial<RootData> as RootData;
  const { pathname, search, hash } = window.location;
  return (
    <SiteProvider value={{ root, address: { pathname, search, hash } }}>
      <AreaResearch {...props} />
    </SiteProvider>
  );
}

let reactRoot: Root | null = null;
beforeAll(() => {
  // Hydration here runs as in the browser (scheduled, interruptible), not inside act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  reactRoot?.unmount();
  reactRoot = null;
  document.body.innerHTML = "";
});

const box = (container: Element, title: string) =>
  [...container.querySelectorAll<HTMLInputElement>("input[type=checkbox]")].find((input) =>
    input.closest("label")?.textContent?.includes(title),
  )!;
const titles = (container: Element) => [...container.querySelectorAll("h3")].map((h) => h.textContent?.trim());

describe("AreaResearch waking", () => {
  it("keeps a tile clicked before the root exists and one clicked while it hydrates", async () => {
    window.history.replaceState(null, "", "/portal/atuacao");
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    expect(titles(container)).toEqual(["Leitor de telas", "Sala de aula", "Clínica"]);

    // Before the script: the field changes natively and nothing else happens.
    box(container, "Educação").click();
    expect(box(container, "Educação").checked).toBe(false);

    // The island's module has arrived: hydration starts in a transition and has not finished
    // when the next click comes.
    startTransition(() => {
      reactRoot = hydrateRoot(container, tree());
    });
    box(container, "Saúde").click();

    await waitFor(() => expect(new URLSearchParams(window.location.search).get("areas")).toBe("1"));
    expect(box(container, "Educação").checked).toBe(false);
    expect(box(container, "Saúde").checked).toBe(false);
    expect(box(container, "Acessibilidade").checked).toBe(true);
    await waitFor(() => expect(titles(container)).toEqual(["Leitor de telas", "Clínica"]));
  });

  it("keeps a tile clicked before the root exists when the next one is clicked just after it woke", async () => {
    window.history.replaceState(null, "", "/portal/atuacao");
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree());
    document.body.append(container);
    box(container, "Educação").click();

    startTransition(() => {
      reactRoot = hydrateRoot(container, tree());
    });
    await waitFor(() => expect(new URLSearchParams(window.location.search).get("areas")).toBe("1,3"));
    box(container, "Saúde").click();

    await waitFor(() => expect(new URLSearchParams(window.location.search).get("areas")).toBe("1"));
    expect(box(container, "Educação").checked).toBe(false);
    expect(box(container, "Saúde").checked).toBe(false);
    await waitFor(() => expect(titles(container)).toEqual(["Leitor de telas", "Clínica"]));
  });
});

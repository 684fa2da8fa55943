// @vitest-environment jsdom
/**
 * The visitor's aids in the accessibility bar as a visitor meets them: toggle buttons that say
 * whether they are on (contrast, Libras), the font buttons in a named group whose change is
 * announced, the link to the accessibility page, all in the page's language; and, without
 * JavaScript, the same buttons post the action to /preferencias.
 */
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { defaultPreferences, type Preferences } from "../../common/a11y/preferences";
import type { Lang } from "../../common/i18n/languages";
import { replaceAddress } from "../site/page-address";
import { HeaderAids } from "../chrome/HeaderAids";
import { renderAndStart } from "../testing/render-in-root";
import { startAids } from "./aids-dom";
import { FONT_CHANGED, LIBRAS_MODE_CHANGED, setLibrasMode } from "./events";
import { setPreferences } from "./preferences-store";

let systemContrast = false;
beforeEach(() => {
  systemContrast = false;
  window.matchMedia = ((query: string) => ({
    matches: systemContrast,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // The store lives as long as the page: each test starts from a fresh visitor.
  setPreferences({ ...defaultPreferences });
  document.documentElement.className = "";
});

function setup(prefs: Partial<Preferences> = { contrast: false }, lang: Lang = "pt") {
  setPreferences({ ...defaultPreferences, ...prefs });
  renderAndStart(<HeaderAids />, (container) => startAids(container, lang), {
    lang,
    prefs,
    path: `/portal/atuacao?lang=${lang}`,
  });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
/** The polite live region: what a screen reader says after a font change. */
const announced = () => screen.getByTestId("font-announcer");
/** "A+ Aumentar fonte": jsdom's name computation drops the space before the hidden words. */
const fontButton = (short: string, words: string) => new RegExp(`^${short.replace(/[+]/g, "\\+")}\\s?${words}$`);
const settle = () => act(() => vi.advanceTimersByTime(100));

describe("AccessibilityTools", () => {
  it("turns high contrast on and off, saying so on the same button, which keeps focus", async () => {
    const user = setup();
    const contrast = screen.getByRole("button", { name: "Alto contraste" });
    expect(contrast.getAttribute("aria-pressed")).toBe("false");
    await user.click(contrast);
    expect(screen.getByRole("button", { name: "Alto contraste" }).getAttribute("aria-pressed")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Alto contraste" }));
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Alto contraste" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("follows the system's contrast until the visitor chooses", async () => {
    systemContrast = true;
    const user = setup({ contrast: null });
    expect(document.documentElement.classList.contains("alto-contraste")).toBe(true);
    // Two buttons, the style shows the one matching the screen: the pressed one here.
    const pressed = screen
      .getAllByRole("button", { name: "Alto contraste" })
      .find((b) => b.getAttribute("aria-pressed") === "true")!;
    await user.click(pressed);
    expect(document.documentElement.classList.contains("alto-contraste")).toBe(false);
    expect(screen.getAllByRole("button", { name: "Alto contraste" }).map((b) => b.getAttribute("aria-pressed"))).toEqual([
      "false",
    ]);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Alto contraste" }));
  });

  it("changes the font size by its buttons and announces each change, up to the largest size", async () => {
    const user = setup();
    const changes: number[] = [];
    window.addEventListener(FONT_CHANGED, (e) => changes.push((e as CustomEvent<{ font: number }>).detail.font));
    const group = screen.getByRole("group", { name: "Tamanho da fonte" });
    const bigger = within(group).getByRole("button", { name: fontButton("A+", "Aumentar fonte") });
    await user.click(bigger);
    await settle();
    expect(announced().textContent).toBe("Fonte aumentada 1 vez");
    expect(bigger.getAttribute("aria-describedby")).toBe("fonte-atual");
    expect(document.getElementById("fonte-atual")!.textContent).toBe("Fonte aumentada 1 vez");

    await user.click(bigger);
    await user.click(bigger);
    await settle();
    expect(announced().textContent).toBe("Fonte aumentada 3 vezes (tamanho máximo)");
    await user.click(within(group).getByRole("button", { name: fontButton("A", "Tamanho padrão da fonte") }));
    await settle();
    expect(announced().textContent).toBe("Tamanho padrão");
    await user.click(within(group).getByRole("button", { name: fontButton("A−", "Diminuir fonte") }));
    await settle();
    expect(announced().textContent).toBe("Fonte diminuída 1 vez");
    expect(changes).toEqual([2, 4, 6, 0, -2]);
  });

  it("says the same words again when the same change is made twice", async () => {
    setup({ contrast: false, font: 4 });
    const bigger = screen.getByRole("button", { name: fontButton("A+", "Aumentar fonte") });
    fireEvent.click(bigger);
    await settle();
    expect(announced().textContent).toBe("Fonte aumentada 3 vezes (tamanho máximo)");
    // fireEvent and the check run in the same moment, before the region is filled again.
    fireEvent.click(bigger);
    // Emptied first, so a screen reader hears the unchanged words as new.
    expect(announced().textContent).toBe("");
    await settle();
    expect(announced().textContent).toBe("Fonte aumentada 3 vezes (tamanho máximo)");
  });

  it("turns the Libras mode on and off, by its button or by another feature, and tells the page", async () => {
    const user = setup();
    const modes: boolean[] = [];
    window.addEventListener(LIBRAS_MODE_CHANGED, (e) => modes.push((e as CustomEvent<{ on: boolean }>).detail.on));
    const libras = screen.getByRole("button", { name: "Tradução em Libras" });
    expect(libras.getAttribute("aria-pressed")).toBe("false");
    await user.click(libras);
    expect(libras.getAttribute("aria-pressed")).toBe("true");
    act(() => setLibrasMode(false));
    expect(libras.getAttribute("aria-pressed")).toBe("false");
    expect(modes).toEqual([true, false]);
  });

  it.each([
    [{ contrast: false, libras: false }, "contraste-on", "libras-on"],
    [{ contrast: true, libras: true }, "contraste-off", "libras-off"],
  ])("works without JavaScript: each button posts its action (%o), with the page to come back to", (prefs, contrast, libras) => {
    setup(prefs);
    const form = screen.getByRole("button", { name: "Tradução em Libras" }).closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/preferencias");
    expect(
      within(form)
        .getAllByRole("button")
        .map((b) => (b as HTMLButtonElement).value),
    ).toEqual([contrast, "fonte-menos", "fonte-padrao", "fonte-mais", libras]);
    const back = form.querySelector('input[name="back"]') as HTMLInputElement;
    expect(back.value).toBe("/portal/atuacao?lang=pt");
    // A filter's choice kept in the query string is part of the page to come back to.
    act(() => replaceAddress("?lang=pt&area=design"));
    expect(back.value).toBe("/portal/atuacao?lang=pt&area=design");
  });

  it.each([
    ["en", "High contrast", "Font size", ["A+", "Increase font size"], "Font increased 1 time", "Accessibility"],
    ["es", "Alto contraste", "Tamaño de letra", ["A+", "Aumentar la letra"], "Letra aumentada 1 vez", "Accesibilidad"],
  ] as const)("speaks %s", async (lang, contrast, fontGroup, bigger, increased, page) => {
    const user = setup({ contrast: false }, lang);
    expect(screen.getByRole("button", { name: contrast })).toBeTruthy();
    await user.click(
      within(screen.getByRole("group", { name: fontGroup })).getByRole("button", { name: fontButton(bigger[0], bigger[1]) }),
    );
    await settle();
    expect(announced().textContent).toBe(increased);
    expect(screen.getByRole("link", { name: page }).getAttribute("href")).toContain(`lang=${lang}`);
  });
});

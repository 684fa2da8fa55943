// @vitest-environment jsdom
/**
 * The accessibility bar as a visitor meets it: a named region with skip links that say their
 * shortcut keys (Alt+Shift in Firefox), each moving focus to its part of the page by click or by
 * its shortcut (never while typing), and the language switcher, in pt/en/es.
 */
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Lang } from "../../common/i18n/languages";
import { startAids } from "../accessibility/aids-dom";
import { replaceAddress } from "../site/page-address";
import { renderAndStart } from "../testing/render-in-root";
import { HeaderAids } from "./HeaderAids";

beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The shell around the bar: the parts the skip links lead to. */
function renderShell(lang: Lang = "pt") {
  renderAndStart(
    <>
      <HeaderAids />
      <main id="conteudo" tabIndex={-1}>
        <label>
          Busca
          <input type="search" />
        </label>
      </main>
      <footer id="rodape" tabIndex={-1}>
        Rodapé
      </footer>
    </>,
    (container) => startAids(container, lang),
    { lang, path: `/portal/contato?lang=${lang}` },
  );
  return userEvent.setup();
}
const skipLinks = () =>
  within(screen.getByRole("region", { name: "Barra de acessibilidade" }))
    .getAllByRole("link")
    .filter((a) => a.getAttribute("href")!.startsWith("#"));

describe("AccessibilityBar", () => {
  it("is a named region whose skip links say where they go and their keys", () => {
    renderShell();
    expect(skipLinks().map((a) => a.getAttribute("aria-label"))).toEqual([
      "Ir para o conteúdo Alt+K",
      "Ir para o menu Alt+Q",
      "Ir para a barra de acessibilidade Alt+A",
      "Ir para o rodapé Alt+4",
    ]);
    expect(screen.getByRole("link", { name: "Ir para o conteúdo Alt+K" }).textContent).toBe("Conteúdo Alt+K");
  });

  it("shows Firefox's keys in Firefox", () => {
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
    );
    renderShell();
    expect(screen.getByRole("link", { name: "Ir para o rodapé Alt+Shift+4" })).toBeTruthy();
  });

  it("moves focus to the part a skip link names", async () => {
    const user = renderShell();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("link", { name: "Ir para o conteúdo Alt+K" }));
    await user.keyboard("{Enter}");
    expect(document.activeElement).toBe(screen.getByRole("main"));
    await user.click(screen.getByRole("link", { name: "Ir para o rodapé Alt+4" }));
    expect(document.activeElement).toBe(screen.getByRole("contentinfo"));
  });

  it("moves focus by the shortcut keys, but not while the visitor types in a field", async () => {
    const user = renderShell();
    await user.keyboard("{Alt>}4{/Alt}");
    expect(document.activeElement).toBe(screen.getByRole("contentinfo"));
    await user.keyboard("{Alt>}k{/Alt}");
    expect(document.activeElement).toBe(screen.getByRole("main"));
    await user.keyboard("{Alt>}a{/Alt}");
    expect(document.activeElement).toBe(screen.getByRole("region", { name: "Barra de acessibilidade" }));

    const search = screen.getByRole("searchbox", { name: "Busca" });
    await user.click(search);
    await user.keyboard("{Alt>}4{/Alt}");
    expect(document.activeElement).toBe(search);
  });

  it("opens its row of aids by its button, and when the visitor reaches the bar by its shortcut", async () => {
    const user = renderShell();
    const bar = screen.getByRole("region", { name: "Barra de acessibilidade" });
    const toggle = within(bar).getByRole("button", { name: "Acessibilidade" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    // The row it opens holds the aids.
    const row = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(within(row).getByRole("button", { name: "Tradução em Libras" })).toBeTruthy();

    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement).toBe(toggle);
    await user.keyboard("{Enter}");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");

    // The shortcut lands on the bar itself, which opens the row.
    await user.click(screen.getByRole("main"));
    await user.keyboard("{Alt>}a{/Alt}");
    expect(document.activeElement).toBe(bar);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
  });

  it("offers the three languages, each named in its own, the current one marked", () => {
    renderShell();
    const switcher = screen.getByRole("navigation", { name: "Escolha o idioma" });
    const links = within(switcher).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("lang"), a.getAttribute("aria-current")])).toEqual([
      ["PT – Português (idioma atual)", "pt-BR", "true"],
      ["EN – English", "en-US", null],
      ["ES – Español", "es-ES", null],
    ]);
    expect(links[1]!.getAttribute("href")).toBe("/portal/contato?lang=en");
  });

  it("keeps a filter's choice in the language links and in where the aids' form comes back to", () => {
    renderShell();
    replaceAddress("?lang=pt&assunto=parcerias");
    const switcher = screen.getByRole("navigation", { name: "Escolha o idioma" });
    expect(within(switcher).getByRole("link", { name: /^ES/ }).getAttribute("href")).toBe(
      "/portal/contato?lang=es&assunto=parcerias",
    );
    const back = document.querySelector<HTMLInputElement>("form.a11y-tools input[name=back]");
    expect(back?.value).toBe("/portal/contato?lang=pt&assunto=parcerias");
  });

  it.each([
    ["en", "Accessibility bar", "Skip to content Alt+K", "Accessibility", "Choose a language", "EN – English (current language)"],
    ["es", "Barra de accesibilidad", "Ir al contenido Alt+K", "Accesibilidad", "Elija el idioma", "ES – Español (idioma actual)"],
  ] as const)("speaks %s", (lang, region, content, toggle, switcherLabel, current) => {
    renderShell(lang);
    const bar = screen.getByRole("region", { name: region });
    expect(within(bar).getByRole("link", { name: content })).toBeTruthy();
    expect(within(bar).getByRole("button", { name: toggle })).toBeTruthy();
    const switcher = within(bar).getByRole("navigation", { name: switcherLabel });
    expect(within(switcher).getByRole("link", { current: true }).textContent).toBe(current);
  });
});

// @vitest-environment jsdom
/**
 * The mobile menu as a visitor meets it: a "Menu" button that says whether the panel is open,
 * the panel as a dialog named like the main menu with the six links (the current one marked),
 * and focus back on the button whenever the panel closes (close button, Esc, following a link,
 * the address changing under it).
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { replaceAddress } from "../site/page-address";
import { renderAndStart } from "../testing/render-in-root";
import { MobileMenu } from "./MobileMenu";
import { startMobileMenu } from "./mobile-menu-dom";

// jsdom styles popovers (hidden unless :popover-open) but cannot show one: the browser's part (the
// top layer) faked by lifting the attribute while shown, marked so a test can see it used.
const popoverProto = HTMLElement.prototype as unknown as { showPopover?: () => void; hidePopover?: () => void };
const showPopover = function (this: HTMLElement) {
  this.setAttribute("data-test-top-layer", this.getAttribute("popover") ?? "");
  this.removeAttribute("popover");
};
const hidePopover = function (this: HTMLElement) {
  this.setAttribute("popover", this.getAttribute("data-test-top-layer") ?? "");
  this.removeAttribute("data-test-top-layer");
};
beforeAll(() => {
  popoverProto.showPopover = showPopover;
  popoverProto.hidePopover = hidePopover;
});
afterAll(() => {
  delete popoverProto.showPopover;
  delete popoverProto.hidePopover;
});
afterEach(cleanup);

const toggle = (name = "Menu") => screen.getByRole("button", { name });
/** The dialog's own navigation (the no-JavaScript list is a second one, outside the dialog). */
const dialog = () => screen.getByRole("dialog", { hidden: true });
/** The toggle is locked while the panel slides; a person would wait for it too. */
const settled = () => waitFor(() => expect(toggle().getAttribute("data-locked")).toBeNull());

describe("MobileMenu", () => {
  it("opens as the main-menu dialog, says so on its button, and lists the six pages with the current one marked", async () => {
    const user = userEvent.setup();
    renderAndStart(<MobileMenu />, startMobileMenu, { path: "/portal/atuacao" });
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(dialog().hasAttribute("data-open")).toBe(false);

    await user.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    const panel = screen.getByRole("dialog", { name: "Menu principal" });
    expect(panel.getAttribute("aria-modal")).toBe("true");
    expect(panel.hasAttribute("data-open")).toBe(true);
    expect(panel.getAttribute("data-test-top-layer")).toBe("manual");
    const links = within(within(panel).getByRole("navigation", { name: "Menu principal" })).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual([
      "Início",
      "Institucional",
      "Atuação",
      "Soluções",
      "Trabalhe conosco",
      "Contato",
    ]);
    expect(within(panel).getByRole("link", { name: "Atuação" }).getAttribute("aria-current")).toBe("page");
    expect(within(panel).getByRole("link", { name: "Contato" }).getAttribute("aria-current")).toBeNull();
  });

  it("closes with its close button and with Esc, giving focus back to the menu button", async () => {
    const user = userEvent.setup();
    renderAndStart(<MobileMenu />, startMobileMenu);
    await user.click(toggle());
    await user.click(within(dialog()).getByRole("button", { name: "Fechar menu" }));
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle());

    await settled();
    await user.keyboard("{Enter}");
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    await settled();
    await user.keyboard("{Escape}");
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle());
  });

  it("keeps the keyboard inside while open: focus starts on the close button and Tab wraps both ways", async () => {
    const user = userEvent.setup();
    renderAndStart(<MobileMenu />, startMobileMenu);
    await user.click(toggle());
    const close = within(dialog()).getByRole("button", { name: "Fechar menu" });
    const links = within(dialog()).getAllByRole("link");
    expect(document.activeElement).toBe(close);

    await user.tab({ shift: true });
    expect(document.activeElement).toBe(links[5]);
    expect(links[5]!.textContent).toBe("Contato");
    await user.tab();
    expect(document.activeElement).toBe(close);
    for (const link of links) {
      await user.tab();
      expect(document.activeElement).toBe(link);
    }
    await user.tab();
    expect(document.activeElement).toBe(close);
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
  });

  it("closes when focus goes elsewhere (a screen reader or the browser moving it), leaving focus there", async () => {
    const user = userEvent.setup();
    renderAndStart(<MobileMenu />, startMobileMenu);
    await user.click(toggle());
    await settled();
    // Focus moved out of the panel by something other than its own keys (the shortcuts are quiet while it is open).
    act(() => toggle().focus());
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(dialog().hasAttribute("data-open")).toBe(false);
    expect(dialog().hasAttribute("data-test-top-layer")).toBe(false);
    expect(document.activeElement).toBe(toggle());
  });

  it("closes on a click on the overlay (the panel element itself), not on a click inside its content", async () => {
    const user = userEvent.setup();
    renderAndStart(<MobileMenu />, startMobileMenu);
    await user.click(toggle());
    await user.click(within(dialog()).getByText("Menu", { selector: ".mobile-menu__title" }));
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    await user.click(dialog());
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle());
  });

  it("opens by its data-open attribute alone in a browser without popovers", async () => {
    const user = userEvent.setup();
    delete popoverProto.showPopover;
    delete popoverProto.hidePopover;
    try {
      renderAndStart(<MobileMenu />, startMobileMenu);
      // Such a browser does not know the attribute either (jsdom's styles do).
      dialog().removeAttribute("popover");
      await user.click(toggle());
      expect(dialog().hasAttribute("data-open")).toBe(true);
      expect(document.activeElement).toBe(within(dialog()).getByRole("button", { name: "Fechar menu" }));
      await user.keyboard("{Escape}");
      expect(dialog().hasAttribute("data-open")).toBe(false);
      expect(document.activeElement).toBe(toggle());
    } finally {
      popoverProto.showPopover = showPopover;
      popoverProto.hidePopover = hidePopover;
    }
  });

  it("closes when a page is chosen, giving focus back to the menu button; the link leads to that page", async () => {
    const user = userEvent.setup();
    renderAndStart(<MobileMenu />, startMobileMenu, { path: "/portal" });
    await user.click(toggle());
    const contact = within(dialog()).getByRole("link", { name: "Contato" });
    // A real page load in the browser, which jsdom cannot make (it would only complain).
    expect(contact.getAttribute("href")).toBe("/portal/contato?lang=pt");
    contact.addEventListener("click", (event) => event.preventDefault());
    await user.click(contact);
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle());
  });

  it("closes when the address changes under it (a filter's choice, back and forward between such entries)", async () => {
    const user = userEvent.setup();
    renderAndStart(<MobileMenu />, startMobileMenu, { path: "/portal" });
    const link = (name: string) => within(dialog()).getByRole("link", { name, hidden: true });
    expect(link("Início").getAttribute("aria-current")).toBe("page");

    // A filter keeps its choice in the query string.
    await user.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    act(() => replaceAddress("?lang=pt&area=design"));
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle());

    // Back or forward to another entry of the same page (only a filter's replaced entries exist:
    // every other page is a document of its own).
    await settled();
    await user.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
    act(() => {
      window.history.pushState(null, "", "/portal?lang=pt&area=ia");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle());
  });

  it("ignores a second press while the panel is still sliding", async () => {
    const user = userEvent.setup();
    renderAndStart(<MobileMenu />, startMobileMenu);
    await user.click(toggle());
    await settled();
    // Two clicks in the same moment (fireEvent has no delays), so the 200 ms lock cannot run out between them.
    fireEvent.click(within(dialog()).getByRole("button", { name: "Fechar menu" }));
    fireEvent.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("false");
    await settled();
    await user.click(toggle());
    expect(toggle().getAttribute("aria-expanded")).toBe("true");
  });

  it.each([
    ["en", "Menu", "Main menu", "Close menu", ["Home", "About us", "Research", "Solutions", "Work with us", "Contact"]],
    [
      "es",
      "Menú",
      "Menú principal",
      "Cerrar menú",
      ["Inicio", "Institucional", "Actuación", "Soluciones", "Trabaje con nosotros", "Contacto"],
    ],
  ] as const)("speaks %s", async (lang, menu, label, close, pages) => {
    const user = userEvent.setup();
    renderAndStart(<MobileMenu />, startMobileMenu, { lang, path: `/portal?lang=${lang}` });
    await user.click(toggle(menu));
    expect(toggle(menu).getAttribute("aria-expanded")).toBe("true");
    const panel = screen.getByRole("dialog", { name: label });
    expect(within(panel).getByRole("button", { name: close })).toBeTruthy();
    const names = within(panel)
      .getAllByRole("link")
      .map((l) => l.textContent);
    expect(names).toEqual(pages);
  });
});

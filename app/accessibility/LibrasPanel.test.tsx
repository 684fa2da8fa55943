// @vitest-environment jsdom
/**
 * The Libras feedback panel as a visitor meets it: a non-modal dialog named after what it
 * translates, focused when it opens; moved with the arrow keys and resized with Shift+arrows
 * (or its buttons), always kept on screen within the spec's sizes; closed with Esc or its
 * button, giving focus back to what opened it. jsdom does not lay out, so the page is a
 * 1024x768 window and the panel's place is read from its style, as the browser draws it.
 */
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Lang } from "../../common/i18n/languages";
import { replaceAddress } from "../site/page-address";
import { renderInRoot } from "../testing/render-in-root";
import { closeLibrasPanel, openLibrasClip } from "./events";
import { LibrasPanel } from "./LibrasPanel";
import { KEY_STEP, PANEL_MAX, PANEL_MIN, SCREEN_GAP } from "./panel-geometry";

let phone = false;
beforeEach(() => {
  phone = false;
  // jsdom has no matchMedia; the panel asks it whether it is a phone's bottom sheet.
  window.matchMedia = ((query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  // jsdom cannot play video.
  vi.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const VIEWPORT = { width: window.innerWidth, height: window.innerHeight };

/** A page with a control that asks for a clip (as the Libras mode or the chat does). */
async function openPanel(lang: Lang = "pt", name = "Tradução em Libras: Institucional") {
  const utils = renderInRoot(
    <>
      <button
        type="button"
        onClick={(event) =>
          openLibrasClip({
            urlVideo: "libras/institucional.mp4",
            aws: false,
            label: "Institucional",
            anchor: event.currentTarget,
          })
        }
      >
        Institucional
      </button>
      <LibrasPanel />
    </>,
    { lang },
  );
  const user = userEvent.setup();
  const opener = screen.getByRole("button", { name: "Institucional" });
  await user.click(opener);
  const panel = await screen.findByRole("dialog", { name });
  return { ...utils, user, opener, panel };
}

/** "Fechar – Tradução em Libras": jsdom's name computation drops the space before the hidden part. */
const closeName = (close: string, title: string) => new RegExp(`^${close}\\s?– ${title}$`);

const box = (panel: HTMLElement) => {
  const { left, top, width, height } = panel.style;
  return { x: parseFloat(left), y: parseFloat(top), width: parseFloat(width), height: parseFloat(height) };
};

describe("LibrasPanel", () => {
  it("shows nothing until a clip is asked for", () => {
    renderInRoot(<LibrasPanel />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens a non-modal dialog named after what it translates, takes focus, and says how to use it", async () => {
    const { panel } = await openPanel();
    expect(panel.getAttribute("aria-modal")).toBe("false");
    expect(document.activeElement).toBe(panel);
    expect(document.getElementById(panel.getAttribute("aria-describedby")!)!.textContent).toBe(
      "Setas movem o painel; Shift e setas mudam o tamanho; Esc fecha. Arraste o título para mover o painel.",
    );
    expect(panel.querySelector("video")!.getAttribute("src")).toBe("/media/libras/institucional.mp4");
    const b = box(panel);
    expect(b.x).toBeGreaterThanOrEqual(SCREEN_GAP);
    expect(b.x + b.width).toBeLessThanOrEqual(VIEWPORT.width - SCREEN_GAP);
  });

  it("moves with the arrow keys and resizes with Shift+arrows", async () => {
    const { user, panel } = await openPanel();
    const start = box(panel);
    await user.keyboard("{ArrowRight}{ArrowDown}");
    // The key is the panel's: the page does not scroll as well.
    expect(fireEvent.keyDown(panel, { key: "ArrowUp" })).toBe(false);
    await user.keyboard("{ArrowDown}");
    expect(box(panel)).toEqual({ ...start, x: start.x + KEY_STEP, y: start.y + KEY_STEP });
    await user.keyboard("{ArrowLeft}");
    expect(box(panel).x).toBe(start.x);

    await user.keyboard("{Shift>}{ArrowRight}{/Shift}");
    expect(box(panel).width).toBe(start.width + KEY_STEP);
    await user.keyboard("{Shift>}{ArrowUp}{/Shift}");
    expect(box(panel).height).toBe(start.height - KEY_STEP);
    expect(document.activeElement).toBe(panel);
  });

  it("stays on screen and within the spec's sizes however far it is pushed", async () => {
    const { user, panel } = await openPanel();
    await user.keyboard("{ArrowRight>60/}{ArrowDown>60/}");
    let b = box(panel);
    expect(b.x + b.width).toBe(VIEWPORT.width - SCREEN_GAP);
    expect(b.y + b.height).toBe(VIEWPORT.height - SCREEN_GAP);
    await user.keyboard("{Shift>}{ArrowLeft>40/}{ArrowUp>40/}{/Shift}");
    b = box(panel);
    expect([b.width, b.height]).toEqual([PANEL_MIN.width, PANEL_MIN.height]);
    await user.keyboard("{Shift>}{ArrowRight>40/}{ArrowDown>40/}{/Shift}");
    b = box(panel);
    expect([b.width, b.height]).toEqual([PANEL_MAX.width, Math.min(PANEL_MAX.height, VIEWPORT.height - 2 * SCREEN_GAP)]);
    expect(b.y + b.height).toBeLessThanOrEqual(VIEWPORT.height - SCREEN_GAP);
  });

  it("moves and resizes with its buttons too (no dragging needed)", async () => {
    const { user, panel } = await openPanel();
    const controls = within(panel).getByRole("group", { name: "Posição e tamanho do painel" });
    const start = box(panel);
    await user.click(within(controls).getByRole("button", { name: "Mover o painel para baixo" }));
    expect(box(panel).y).toBe(start.y + KEY_STEP);
    await user.click(within(controls).getByRole("button", { name: "Diminuir o painel" }));
    expect(box(panel).width).toBe(start.width - 2 * KEY_STEP);
    expect(box(panel).height).toBe(start.height - 2 * KEY_STEP);
    await user.click(within(controls).getByRole("button", { name: "Aumentar o painel" }));
    expect(box(panel).width).toBe(start.width);
  });

  it("leaves the arrow keys to the video's own controls", async () => {
    const { user, panel } = await openPanel();
    const start = box(panel);
    const video = panel.querySelector("video")!;
    // A video with controls takes focus in a browser; jsdom needs to be told.
    video.tabIndex = 0;
    video.focus();
    expect(document.activeElement).toBe(video);
    await user.keyboard("{ArrowRight}{Shift>}{ArrowDown}{/Shift}");
    expect(box(panel)).toEqual(start);
  });

  it("closes with Esc and with its button, giving focus back to what opened it", async () => {
    const { user, opener } = await openPanel();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    const panel = await screen.findByRole("dialog", { name: "Tradução em Libras: Institucional" });
    await user.click(within(panel).getByRole("button", { name: closeName("Fechar", "Tradução em Libras") }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes when asked by another feature and when the page's address changes", async () => {
    const { user, opener } = await openPanel();
    act(() => closeLibrasPanel());
    expect(screen.queryByRole("dialog")).toBeNull();

    // A filter keeps its choice in the query string.
    await user.click(opener);
    await screen.findByRole("dialog");
    act(() => replaceAddress("?area=design"));
    expect(screen.queryByRole("dialog")).toBeNull();

    // Back or forward to another entry of the same page.
    await user.click(opener);
    await screen.findByRole("dialog");
    act(() => {
      window.history.pushState(null, "", "/portal/contato");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is a bottom sheet on a phone: no move or size controls, the arrows are the page's", async () => {
    phone = true;
    const { panel } = await openPanel();
    expect(within(panel).queryByRole("group")).toBeNull();
    expect(panel.style.left).toBe("");
    // Not cancelled: the arrow scrolls the page, as everywhere else on a phone.
    expect(fireEvent.keyDown(panel, { key: "ArrowDown" })).toBe(true);
    expect(fireEvent.keyDown(panel, { key: "ArrowDown", shiftKey: true })).toBe(true);
  });

  it.each([
    [
      "en",
      "Libras translation: Institucional",
      "Panel position and size",
      "Make the panel bigger",
      closeName("Close", "Libras translation"),
    ],
    [
      "es",
      "Traducción a Libras: Institucional",
      "Posición y tamaño del panel",
      "Agrandar el panel",
      closeName("Cerrar", "Traducción a Libras"),
    ],
  ] as const)("speaks %s", async (lang, name, controls, bigger, close) => {
    const { panel } = await openPanel(lang, name);
    const group = within(panel).getByRole("group", { name: controls });
    expect(within(group).getByRole("button", { name: bigger })).toBeTruthy();
    expect(within(panel).getByRole("button", { name: close })).toBeTruthy();
  });
});

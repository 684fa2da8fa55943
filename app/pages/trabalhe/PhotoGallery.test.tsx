// @vitest-environment jsdom
/**
 * The photo gallery as a visitor meets it: a named strip of described photos that takes focus,
 * "previous" and "next" buttons that say when they can go no further (aria-disabled), and the
 * photos in view announced after a move, in the page's language. jsdom does not lay out: the
 * strip is given the sizes a browser would (a 1000 px view of 360 px photos 25 px apart) and
 * scrolls where it is told.
 */
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Lang } from "../../../common/i18n/languages";
import { PhotoGallery } from "./PhotoGallery";
import { trabalheStrings } from "./strings";
import type { GalleryPhotoData } from "./trabalhe.server";

let photo = 360;
const GAP = 25;
const TOTAL = 8;
let view = 1000;
const PHOTO = () => photo;
const scrolled = new WeakMap<Element, number>();
/** The gallery's resize observer's callbacks: a test calls them as the browser would report. */
const resizeReports: Array<() => void> = [];

beforeEach(() => {
  view = 1000;
  photo = 360;
  vi.useFakeTimers({ shouldAdvanceTime: true });
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
  resizeReports.length = 0;
  window.ResizeObserver = class {
    constructor(report: () => void) {
      resizeReports.push(report);
    }
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver;
  const isTrack = (el: Element) => el.id === "galeria-fotos";
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockImplementation(function (this: HTMLElement) {
    return isTrack(this) ? view : 0;
  });
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockImplementation(function (this: HTMLElement) {
    return isTrack(this) ? TOTAL * (PHOTO() + GAP) - GAP : 0;
  });
  vi.spyOn(Element.prototype, "scrollLeft", "get").mockImplementation(function (this: Element) {
    return scrolled.get(this) ?? 0;
  });
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const width = this.classList.contains("gallery__item") ? PHOTO() : 0;
    return { x: 0, y: 0, left: 0, top: 0, right: width, bottom: 0, width, height: 0, toJSON: () => ({}) } as DOMRect;
  });
  // The browser scrolls (at once here) and tells the page: it moved, and the scroll is over.
  Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
    const left = typeof options === "number" ? options : (options?.left ?? 0);
    const max = this.scrollWidth - this.clientWidth;
    scrolled.set(this, Math.min(Math.max(left, 0), max));
    this.dispatchEvent(new Event("scroll"));
    this.dispatchEvent(new Event("scrollend"));
  } as Element["scrollTo"];
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const photos: GalleryPhotoData[] = Array.from({ length: TOTAL }, (_, i) => ({
  id: i + 1,
  image: {
    alt: `Foto ${i + 1} do laboratório`,
    width: 720,
    height: 480,
    color: "#ccc",
    avif: "",
    webp: "",
    jpeg: "",
    src: `/media/foto-${i + 1}.jpg`,
  },
  // Captions are optional: the first photo has none.
  caption: i === 0 ? null : `Legenda ${i + 1}`,
}));

function setup(lang: Lang = "pt") {
  render(<PhotoGallery photos={photos} strings={trabalheStrings[lang].gallery} lang={lang} />);
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}
/** The polite live region (the only one in the gallery). */
const announced = () => document.querySelector('[aria-live="polite"]')!.textContent;
/** The strip comes to rest; the gallery then says what is in view. */
const rest = () => act(() => vi.advanceTimersByTime(200));

/**
 * A smooth scroll under way: each scrollTo is recorded and leaves the strip near its start (82 px),
 * with a scroll event and no end yet. Returns the offsets asked for.
 */
function smoothScrollUnderWay(): number[] {
  const asked: number[] = [];
  Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
    asked.push(typeof options === "number" ? options : (options?.left ?? 0));
    scrolled.set(this, 82);
    this.dispatchEvent(new Event("scroll"));
  } as Element["scrollTo"];
  return asked;
}
const disabled = (button: HTMLElement) => button.getAttribute("aria-disabled") === "true";

describe("PhotoGallery", () => {
  it("is a named strip of described photos that the keyboard can reach", () => {
    setup();
    expect(screen.getByRole("region", { name: "Nosso dia a dia" })).toBeTruthy();
    const strip = screen.getByRole("list", { name: "Nosso dia a dia" });
    expect(strip.tabIndex).toBe(0);
    expect(
      within(strip)
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt")),
    ).toEqual(photos.map((p) => p.image!.alt));
    // Each photo is a figure, with its caption when it has one.
    const figures = within(strip).getAllByRole("figure");
    expect(figures.map((f) => f.querySelector("figcaption")?.textContent ?? null)).toEqual(photos.map((p) => p.caption));
    expect(announced()).toBe("");
  });

  it("stays quiet when the strip moves without the visitor (the browser restoring it)", async () => {
    setup();
    const strip = screen.getByRole("list", { name: "Nosso dia a dia" });
    act(() => strip.scrollTo({ left: 800 }));
    await rest();
    expect(announced()).toBe("");
  });

  it("moves 400 px per press, says which photos are in view, and says when it can go no further", async () => {
    const user = setup();
    const previous = screen.getByRole("button", { name: "Fotos anteriores" });
    const next = screen.getByRole("button", { name: "Próximas fotos" });
    expect(previous.getAttribute("aria-controls")).toBe("galeria-fotos");
    expect(disabled(previous)).toBe(true);
    expect(disabled(next)).toBe(false);

    next.focus();
    await user.keyboard("{Enter}");
    await rest();
    expect(announced()).toBe("Fotos 2 a 3 de 8");
    expect(disabled(previous)).toBe(false);

    // 400 px a press: the end (8 × 385 − 25 − 1000 = 2055 px) is reached at the sixth.
    for (let i = 0; i < 5; i++) await user.keyboard("{Enter}");
    await rest();
    expect(disabled(next)).toBe(true);
    expect(announced()).toBe("Fotos 7 a 8 de 8");
    expect(document.activeElement).toBe(next);

    await user.click(previous);
    await rest();
    expect(disabled(next)).toBe(false);
    expect(announced()).toBe("Fotos 5 a 6 de 8");
  });

  it("adds up two quick presses even when the strip's size is reported between them (unchanged)", async () => {
    const user = setup();
    // A smooth scroll: the strip is still near its start when the second press comes.
    const asked = smoothScrollUnderWay();
    const next = screen.getByRole("button", { name: "Próximas fotos" });
    await user.click(next);
    // The observer's first report comes a frame after it starts: here, between the presses.
    act(() => resizeReports.forEach((report) => report()));
    await user.click(next);
    expect(asked).toEqual([400, 800]);
    // A real change of width does start afresh from where the strip is.
    view = 900;
    act(() => resizeReports.forEach((report) => report()));
    await user.click(next);
    expect(asked.at(-1)).toBe(82 + 400);
  });

  it("keeps a smooth scroll's destination through a pause in its scroll events (a busy phone) until the scroll ends", async () => {
    const user = setup();
    const asked = smoothScrollUnderWay();
    const next = screen.getByRole("button", { name: "Próximas fotos" });
    await user.click(next);
    // No scroll event for 200 ms, mid-scroll: not the end (a timer of 150 ms took it for one).
    await rest();
    await user.click(next);
    expect(asked).toEqual([400, 800]);
    // The visitor's own scroll ends somewhere else: the next press starts from there.
    const strip = screen.getByRole("list", { name: "Nosso dia a dia" });
    act(() => strip.dispatchEvent(new Event("scrollend")));
    await user.click(next);
    expect(asked.at(-1)).toBe(82 + 400);
  });

  it("does nothing when pressed at an end", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Fotos anteriores" }));
    await rest();
    expect(announced()).toBe("");
  });

  it("moves one photo at a time on a narrow screen", async () => {
    vi.spyOn(window, "innerWidth", "get").mockReturnValue(400);
    photo = 200;
    view = 200;
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Próximas fotos" }));
    await rest();
    expect(announced()).toBe("Foto 2 de 8");
    await user.click(screen.getByRole("button", { name: "Próximas fotos" }));
    await rest();
    expect(announced()).toBe("Foto 3 de 8");
  });

  it.each([
    ["en", "Life at Lead", "Previous photos", "Next photos", "Photos 2 to 3 of 8"],
    ["es", "Nuestro día a día", "Fotos anteriores", "Fotos siguientes", "Fotos 2 a 3 de 8"],
  ] as const)("speaks %s", async (lang, title, previous, next, position) => {
    const user = setup(lang);
    expect(screen.getByRole("list", { name: title })).toBeTruthy();
    expect(screen.getByRole("button", { name: previous })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: next }));
    await rest();
    expect(announced()).toBe(position);
  });
});

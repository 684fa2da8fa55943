import { describe, expect, it, vi } from "vitest";
import {
  clampToViewport,
  fullyCovers,
  handleTypes,
  intersection,
  isHandle,
  moveRect,
  PANEL_MAX,
  PANEL_MIN,
  panelLimits,
  placeBeside,
  placeInFreeSpace,
  rectForKey,
  resizeRect,
  scaleRect,
  SCREEN_GAP,
  type Rect,
} from "./panel-geometry";

const start: Rect = { x: 100, y: 100, width: 300, height: 300 };

describe("resizeRect", () => {
  it("moves only the edges the handle names, the opposite edge stays put", () => {
    expect(resizeRect(start, "e", 20, 99)).toEqual({ x: 100, y: 100, width: 320, height: 300 });
    expect(resizeRect(start, "s", 99, 20)).toEqual({ x: 100, y: 100, width: 300, height: 320 });
    expect(resizeRect(start, "w", 20, 99)).toEqual({ x: 120, y: 100, width: 280, height: 300 });
    expect(resizeRect(start, "n", 99, 20)).toEqual({ x: 100, y: 120, width: 300, height: 280 });
    expect(resizeRect(start, "se", 10, 20)).toEqual({ x: 100, y: 100, width: 310, height: 320 });
    expect(resizeRect(start, "ne", 10, 20)).toEqual({ x: 100, y: 120, width: 310, height: 280 });
    expect(resizeRect(start, "nw", 10, 20)).toEqual({ x: 110, y: 120, width: 290, height: 280 });
    expect(resizeRect(start, "sw", 10, 20)).toEqual({ x: 110, y: 100, width: 290, height: 320 });
  });
  it("accepts the eight handle types (n, e, s, w and the corners) and nothing else", () => {
    expect([...handleTypes].sort()).toEqual(["e", "n", "ne", "nw", "s", "se", "sw", "w"]);
    expect(isHandle("se")).toBe(true);
    expect(isHandle("x")).toBe(false);
    expect(isHandle("SE")).toBe(false);
  });
  it("logs an invalid handle type and leaves the rectangle as it was", () => {
    const log = vi.fn();
    expect(resizeRect(start, "middle", 50, 50, {}, log)).toEqual(start);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/Invalid resize handle type: "middle"/);
  });
  it("logs to the console by default", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    resizeRect(start, "up", 1, 1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("Invalid resize handle type"));
    warn.mockRestore();
  });
  it("never goes below the minimum, 1 px by default", () => {
    expect(resizeRect(start, "e", -1000, 0).width).toBe(1);
    expect(resizeRect(start, "n", 0, 1000)).toEqual({ x: 100, y: 399, width: 300, height: 1 });
    expect(resizeRect(start, "se", -1000, -1000, { minWidth: PANEL_MIN.width, minHeight: PANEL_MIN.height })).toEqual({
      x: 100,
      y: 100,
      width: 283,
      height: 270,
    });
    // The west edge stops where the minimum width is reached; the east edge does not move.
    const west = resizeRect(start, "w", 1000, 0, { minWidth: 283 });
    expect(west.x + west.width).toBe(400);
    expect(west.width).toBe(283);
  });
  it("honours an optional maximum and grid", () => {
    expect(resizeRect(start, "se", 1000, 1000, { maxWidth: PANEL_MAX.width, maxHeight: PANEL_MAX.height })).toEqual({
      x: 100,
      y: 100,
      width: 500,
      height: 518,
    });
    expect(resizeRect(start, "e", 13, 0, { grid: [10, 10] }).width).toBe(310);
    expect(resizeRect(start, "s", 0, 16, { grid: [10, 10] }).height).toBe(320);
  });
});

describe("moveRect", () => {
  it("moves by the pointer's travel, optionally on a grid", () => {
    expect(moveRect(start, -30, 45)).toEqual({ x: 70, y: 145, width: 300, height: 300 });
    expect(moveRect(start, 14, 0, [10, 10]).x).toBe(110);
  });
});

describe("clampToViewport", () => {
  const viewport = { width: 1280, height: 800 };
  it("keeps the whole panel on screen, 10 px (280 - 270) from each edge", () => {
    expect(SCREEN_GAP).toBe(10);
    expect(clampToViewport({ x: 1200, y: 700, width: 300, height: 300 }, viewport)).toEqual({
      x: 970,
      y: 490,
      width: 300,
      height: 300,
    });
    expect(clampToViewport({ x: -50, y: -50, width: 300, height: 300 }, viewport)).toEqual({
      x: 10,
      y: 10,
      width: 300,
      height: 300,
    });
  });
  it("keeps the size within 283x270 .. 500x518", () => {
    expect(clampToViewport({ x: 0, y: 0, width: 100, height: 100 }, viewport)).toMatchObject({ width: 283, height: 270 });
    expect(clampToViewport({ x: 0, y: 0, width: 900, height: 900 }, viewport)).toMatchObject({ width: 500, height: 518 });
  });
  it("shrinks the maximum on small screens so the panel always fits", () => {
    expect(panelLimits({ width: 320, height: 480 })).toEqual({ minWidth: 283, minHeight: 270, maxWidth: 300, maxHeight: 460 });
    const tiny = panelLimits({ width: 250, height: 200 });
    expect(tiny.maxWidth).toBe(230);
    expect(tiny.minWidth).toBe(230);
    const clamped = clampToViewport({ x: 40, y: 40, width: 400, height: 400 }, { width: 250, height: 200 });
    expect(clamped).toEqual({ x: 10, y: 10, width: 230, height: 180 });
  });
});

describe("overlap", () => {
  it("measures intersections and full coverage", () => {
    const a = { x: 0, y: 0, width: 100, height: 100 };
    expect(intersection(a, { x: 50, y: 50, width: 100, height: 100 })).toBe(2500);
    expect(intersection(a, { x: 100, y: 0, width: 10, height: 10 })).toBe(0);
    expect(fullyCovers(a, { x: 10, y: 10, width: 20, height: 20 })).toBe(true);
    expect(fullyCovers(a, { x: 90, y: 10, width: 20, height: 20 })).toBe(false);
  });
});

describe("placeBeside", () => {
  const viewport = { width: 1280, height: 800 };
  const size = { width: 320, height: 330 };
  it("puts the panel to the right of what it translates when there is room", () => {
    const anchor = { x: 100, y: 200, width: 400, height: 100 };
    expect(placeBeside(anchor, size, viewport)).toEqual({ x: 512, y: 200, width: 320, height: 330 });
  });
  it("falls back to the left, below or above, and stays on screen", () => {
    const right = { x: 1000, y: 200, width: 270, height: 100 };
    expect(placeBeside(right, size, viewport).x).toBe(1000 - 320 - 12);
    const wide = { x: 10, y: 100, width: 1260, height: 60 };
    const below = placeBeside(wide, size, viewport);
    expect(below.y).toBe(172);
    expect(intersection(below, wide)).toBe(0);
  });
  it("takes only the size from a rectangle passed as the size", () => {
    const current = { x: 900, y: 500, width: 320, height: 330 };
    const focused = { x: 100, y: 200, width: 200, height: 40 };
    const placed = placeBeside(focused, current, viewport, [focused]);
    expect(placed).toEqual({ x: 312, y: 200, width: 320, height: 330 });
  });
  it("never fully covers the focused element, even when everything overlaps something", () => {
    const small = { width: 400, height: 400 };
    const phoneish = { width: 420, height: 700 };
    const anchor = { x: 10, y: 10, width: 400, height: 680 };
    const focused = { x: 100, y: 300, width: 60, height: 30 };
    const placed = placeBeside(anchor, small, phoneish, [anchor, focused]);
    expect(fullyCovers(placed, focused)).toBe(false);
    expect(placed.x).toBeGreaterThanOrEqual(10);
    expect(placed.y + placed.height).toBeLessThanOrEqual(690);
  });
});

describe("placeInFreeSpace", () => {
  const vp = { width: 1280, height: 800 };
  const size = { width: 340, height: 360 };
  // A page at 1280 px: a heading and two paragraphs on the left, a drawing (no words) on the right.
  const heading: Rect = { x: 115, y: 100, width: 500, height: 40 };
  const paragraph: Rect = { x: 115, y: 160, width: 560, height: 200 };
  const next: Rect = { x: 115, y: 420, width: 1050, height: 300 };
  const words = [heading, paragraph, next];

  it("puts the panel beside the subject's words, over none of the words on screen", () => {
    const rect = placeInFreeSpace(heading, size, vp, words)!;
    expect(rect).not.toBeNull();
    for (const w of words) expect(intersection(rect, w), JSON.stringify(w)).toBe(0);
    // Beside the subject (to its right), not above it or far below.
    expect(rect.x).toBeGreaterThanOrEqual(heading.x + heading.width);
    expect(rect.y).toBeLessThan(paragraph.y + paragraph.height);
  });

  it("shrinks to the smallest size when only that fits, and gives up when nothing fits", () => {
    const tight = [heading, paragraph, { x: 115, y: 380, width: 1050, height: 420 }, { x: 680, y: 0, width: 600, height: 60 }];
    const rect = placeInFreeSpace(heading, size, vp, tight)!;
    expect(rect).toEqual(expect.objectContaining({ width: PANEL_MIN.width, height: PANEL_MIN.height }));
    for (const w of tight) expect(intersection(rect, w)).toBe(0);
    const everything = { x: 0, y: 0, width: 1280, height: 800 };
    expect(placeInFreeSpace(heading, size, vp, [everything], undefined, undefined, [everything])).toBeNull();
  });

  it("with no free place, covers the fewest other words and never the subject's own", () => {
    // A row of four cards whose words fill the screen; the subject is the first.
    const cards = [0, 1, 2, 3].map((i) => ({ x: 115 + i * 270, y: 0, width: 250, height: 800 }));
    const own = [cards[0]!];
    const rect = placeInFreeSpace(cards[0]!, size, vp, cards, undefined, undefined, own)!;
    expect(rect).not.toBeNull();
    expect(intersection(rect, own[0]!)).toBe(0);
    // The least it can cover: the gaps between cards are used, so less than its whole area.
    const covered = cards.reduce((sum, c) => sum + intersection(rect, c), 0);
    expect(covered).toBeLessThan(rect.width * rect.height);
  });
});

describe("keyboard and buttons (no dragging needed)", () => {
  it("moves with arrows and resizes with Shift+arrows", () => {
    expect(rectForKey(start, "ArrowRight", false)).toEqual({ x: 120, y: 100, width: 300, height: 300 });
    expect(rectForKey(start, "ArrowUp", false)).toEqual({ x: 100, y: 80, width: 300, height: 300 });
    expect(rectForKey(start, "ArrowRight", true)).toEqual({ x: 100, y: 100, width: 320, height: 300 });
    expect(rectForKey(start, "ArrowUp", true)).toEqual({ x: 100, y: 100, width: 300, height: 280 });
    expect(rectForKey(start, "Enter", false)).toBeNull();
  });
  it("grows and shrinks around the centre", () => {
    expect(scaleRect(start, 1)).toEqual({ x: 80, y: 80, width: 340, height: 340 });
    expect(scaleRect(start, -1)).toEqual({ x: 120, y: 120, width: 260, height: 260 });
  });
});

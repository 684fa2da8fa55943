import { describe, expect, it } from "vitest";
import { clampOffset, galleryStep, visibleRange } from "./gallery-math";

describe("gallery rule", () => {
  it("moves 400 px from 600 px up, and one photo plus 25 px below", () => {
    expect(galleryStep(1280, 360)).toBe(400);
    expect(galleryStep(600, 360)).toBe(400);
    expect(galleryStep(599, 280)).toBe(305);
    expect(galleryStep(375, 274.5)).toBe(299.5);
  });
  it("clamps at the start and at the end", () => {
    expect(clampOffset(-400, 1235)).toBe(0);
    expect(clampOffset(1600, 1235)).toBe(1235);
    expect(clampOffset(800, 1235)).toBe(800);
    expect(clampOffset(100, -5)).toBe(0);
  });
  it("names the photos in view", () => {
    // 1050 px wide view, 360 px photos: two whole photos at a time.
    expect(visibleRange(0, 1235, 1050, 360, 6)).toEqual({ from: 1, to: 2 });
    expect(visibleRange(400, 1235, 1050, 360, 6)).toEqual({ from: 2, to: 3 });
    expect(visibleRange(1235, 1235, 1050, 360, 6)).toEqual({ from: 5, to: 6 });
    // One photo at a time on a phone.
    expect(visibleRange(299, 1426, 343, 274, 6)).toEqual({ from: 2, to: 2 });
  });
});

import { describe, expect, it } from "vitest";
import { carouselPosition, positionText } from "./carousel-position";
import { institucionalStrings } from "./strings";

describe("awards carousel position", () => {
  it("follows the thresholds -140 and -425 on the offset (left = -scrollLeft)", () => {
    expect(carouselPosition(0)).toBe(1);
    expect(carouselPosition(139.5)).toBe(1);
    expect(carouselPosition(140)).toBe(2);
    expect(carouselPosition(300)).toBe(2);
    expect(carouselPosition(425)).toBe(2);
    expect(carouselPosition(425.5)).toBe(3);
    expect(carouselPosition(2000)).toBe(3);
  });

  it("reads the same for a right-to-left scroller (negative scrollLeft)", () => {
    expect(carouselPosition(-139)).toBe(1);
    expect(carouselPosition(-200)).toBe(2);
    expect(carouselPosition(-500)).toBe(3);
  });

  it("says where the visitor is, in each language", () => {
    expect(positionText(institucionalStrings.pt.awards.position, 2)).toBe("Mostrando 2 de 3. Deslize para ver os outros");
    expect(positionText(institucionalStrings.en.awards.position, 3)).toBe("Showing 3 of 3. Swipe to see the others");
    expect(positionText(institucionalStrings.es.awards.position, 1)).toBe("Mostrando 1 de 3. Deslice para ver los demás");
  });
});

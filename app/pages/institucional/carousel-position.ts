/**
 * The awards carousel's three-position indicator ('Showing N of 3'). It is read from the
 * offset `left` of the sliding track, which goes negative as the cards move left: left > -140 is
 * position 1, -140 to -425 is 2, below -425 is 3. Our track is a native scroll container, so
 * `left` is minus its scrollLeft (absolute, so a right-to-left scroller reads the same).
 */
export const CAROUSEL_POSITIONS = 3;

export type CarouselPosition = 1 | 2 | 3;

export function carouselPosition(scrollLeft: number): CarouselPosition {
  const left = -Math.abs(scrollLeft);
  if (left > -140) return 1;
  if (left >= -425) return 2;
  return 3;
}

/** The screen-reader text, with N filled in: "Mostrando N de 3. Deslize para ver os outros". */
export function positionText(template: string, position: CarouselPosition): string {
  return template.replace("{n}", String(position)).replace("{total}", String(CAROUSEL_POSITIONS));
}

/**
 * The gallery slider's rule: each click moves 400 px; under 600 px of viewport width it
 * moves one photo width plus 25 px (the gap); the position is clamped at 0 and at the end.
 */
export const GALLERY_STEP_PX = 400;
export const GALLERY_GAP_PX = 25;
export const GALLERY_NARROW_BELOW_PX = 600;

export function galleryStep(viewportWidth: number, photoWidth: number): number {
  return viewportWidth < GALLERY_NARROW_BELOW_PX ? photoWidth + GALLERY_GAP_PX : GALLERY_STEP_PX;
}

export function clampOffset(offset: number, max: number): number {
  return Math.min(Math.max(offset, 0), Math.max(max, 0));
}

/** Which photos (1-based, inclusive) are in view at a scroll offset. */
export function visibleRange(offset: number, max: number, viewWidth: number, photoWidth: number, total: number) {
  const stride = photoWidth + GALLERY_GAP_PX;
  const perView = Math.max(1, Math.floor((viewWidth + GALLERY_GAP_PX + 1) / stride));
  if (offset >= max - 1) return { from: Math.max(1, total - perView + 1), to: total };
  const from = Math.min(total, Math.round(offset / stride) + 1);
  return { from, to: Math.min(total, from + perView - 1) };
}

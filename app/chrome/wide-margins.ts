/**
 * Where the window leaves room in both margins for the spec's floating parts (issue 35, ADR 0034):
 * the 1,050 px column plus, on each side, a 280 px part and 24 px from the edge, plus 24 px
 * between the part and the column. At 1920 px each margin is 435 px; the parts need 328.
 *
 * A width media query in CSS px: zooming in shrinks the viewport in CSS px (200% at 1920 px is
 * 960 px), so a zoomed page falls back to the layout where nothing floats. The same number is in
 * the stylesheets (launcher.css, home.css) as a literal, since a media query cannot read a variable.
 */
export const WIDE_MARGINS_MIN_PX = 1050 + 2 * (280 + 24 + 24);
export const WIDE_MARGINS_QUERY = `(min-width: ${WIDE_MARGINS_MIN_PX}px)`;

/**
 * What the end-to-end tests check the first screen on (tests/e2e/layout-overlap.e2e.ts), shared
 * with the accessibility statement so that what it says was measured is what the tests measure.
 * LAYOUT_PAGES is every page of the site but an opening's own: the axe matrix
 * (tests/e2e/accessibility-axe.e2e.ts) checks it covers them, and `npm run screenshots` takes them.
 */
export const LAYOUT_PAGES = [
  "/portal",
  "/portal/institucional",
  "/portal/atuacao",
  "/portal/solucoes",
  "/portal/trabalhe",
  "/portal/contato",
  "/portal/colaborador",
  "/portal/acessibilidade",
] as const;

/** Phone and tablet widths (px) checked for fixed layers over text and the header's share, on a screen 568 px tall. */
export const LAYOUT_WIDTHS = [320, 375, 768] as const;
/** Wider windows checked for fixed layers over text too (issue 26). */
export const WIDE_LAYOUT_WIDTHS = [1280] as const;
/** The largest font step of the accessibility bar (coefficient +6): checked at the narrowest and the widest width. */
export const LARGEST_FONT_STEP = 6;
export const LARGEST_FONT_WIDTHS = [320, 1280] as const;
export const LAYOUT_HEIGHT = 568;
/** The largest share of that screen the accessibility bar and the header may take. */
export const HEADER_SHARE_MAX = 0.25;

/**
 * The geometry of the Libras feedback panel, pure so it is tested without a browser: dragging,
 * resizing by the eight handle types, keeping the panel on screen, placing it beside what it
 * translates and never over the focused element (WCAG 2.4.11).
 *
 * The numbers: the panel is at least 283x270 and at most 500x518; resize handles are n, e,
 * s, w, ne, se, nw, sw (any other type is logged as invalid); a resize minimum defaults to 1 px,
 * with an optional maximum and grid; "position clamp: 270 px panel, 280 px margin" — the panel
 * (270 px tall at its smallest) is kept 280 - 270 = 10 px inside the viewport, which we apply to
 * all four edges and to the panel's real size.
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface Size {
  width: number;
  height: number;
}

export const PANEL_MIN: Size = { width: 283, height: 270 };
export const PANEL_MAX: Size = { width: 500, height: 518 };
export const PANEL_DEFAULT: Size = { width: 340, height: 360 };
/** 280 px margin rule minus the 270 px panel: the gap kept between the panel and the viewport edge. */
export const SCREEN_GAP = 280 - 270;
/** One press of an arrow key or a move/size button. */
export const KEY_STEP = 20;

export const handleTypes = ["n", "e", "s", "w", "ne", "se", "nw", "sw"] as const;
export type Handle = (typeof handleTypes)[number];

export function isHandle(value: unknown): value is Handle {
  return typeof value === "string" && (handleTypes as readonly string[]).includes(value);
}

export interface ResizeLimits {
  /** Defaults to 1 px. */
  minWidth?: number;
  minHeight?: number;
  maxWidth?: number;
  maxHeight?: number;
  /** Snap the moving edges to this grid (px), e.g. [10, 10]. */
  grid?: [number, number];
}

const snap = (value: number, step: number | undefined) => (step && step > 1 ? Math.round(value / step) * step : value);
const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Resizes `start` by dragging `handle` by (dx, dy). The opposite edge stays put; the size stays
 * within the limits. An invalid handle type is reported through `log` and changes nothing.
 */
export function resizeRect(
  start: Rect,
  handle: string,
  dx: number,
  dy: number,
  limits: ResizeLimits = {},
  log: (message: string) => void = (message) => console.warn(message),
): Rect {
  if (!isHandle(handle)) {
    log(`Invalid resize handle type: ${JSON.stringify(handle)} (expected one of ${handleTypes.join(", ")})`);
    return { ...start };
  }
  const minW = Math.max(1, limits.minWidth ?? 1);
  const minH = Math.max(1, limits.minHeight ?? 1);
  const maxW = limits.maxWidth ?? Number.POSITIVE_INFINITY;
  const maxH = limits.maxHeight ?? Number.POSITIVE_INFINITY;
  const [gx, gy] = limits.grid ?? [0, 0];
  let { x, y, width, height } = start;
  if (handle.includes("e")) width = clamp(snap(start.width + dx, gx), minW, maxW);
  if (handle.includes("s")) height = clamp(snap(start.height + dy, gy), minH, maxH);
  if (handle.includes("w")) {
    width = clamp(snap(start.width - dx, gx), minW, maxW);
    x = start.x + start.width - width;
  }
  if (handle.includes("n")) {
    height = clamp(snap(start.height - dy, gy), minH, maxH);
    y = start.y + start.height - height;
  }
  return { x, y, width, height };
}

/** Moves `start` by (dx, dy), optionally snapped to a grid. */
export function moveRect(start: Rect, dx: number, dy: number, grid?: [number, number]): Rect {
  return { ...start, x: snap(start.x + dx, grid?.[0]), y: snap(start.y + dy, grid?.[1]) };
}

/** The panel's size limits on this viewport: 283x270 to 500x518, but never larger than the screen allows. */
export function panelLimits(viewport: Size, gap = SCREEN_GAP): Required<Omit<ResizeLimits, "grid">> {
  const maxWidth = Math.max(1, Math.min(PANEL_MAX.width, viewport.width - 2 * gap));
  const maxHeight = Math.max(1, Math.min(PANEL_MAX.height, viewport.height - 2 * gap));
  return {
    minWidth: Math.min(PANEL_MIN.width, maxWidth),
    minHeight: Math.min(PANEL_MIN.height, maxHeight),
    maxWidth,
    maxHeight,
  };
}

/** Keeps the size within the limits and the whole panel inside the viewport, `gap` px from its edges. */
export function clampToViewport(rect: Rect, viewport: Size, gap = SCREEN_GAP): Rect {
  const limits = panelLimits(viewport, gap);
  const width = clamp(rect.width, limits.minWidth, limits.maxWidth);
  const height = clamp(rect.height, limits.minHeight, limits.maxHeight);
  const x = clamp(rect.x, gap, viewport.width - width - gap);
  const y = clamp(rect.y, gap, viewport.height - height - gap);
  return { x: Math.round(x), y: Math.round(y), width: Math.round(width), height: Math.round(height) };
}

export function intersection(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** True when `cover` hides every pixel of `target` (what WCAG 2.4.11 forbids for the focused element). */
export function fullyCovers(cover: Rect, target: Rect): boolean {
  return (
    cover.x <= target.x &&
    cover.y <= target.y &&
    cover.x + cover.width >= target.x + target.width &&
    cover.y + cover.height >= target.y + target.height
  );
}

/**
 * Where to put the panel: beside `anchor` (right, left, below, above), then beside each rectangle
 * to avoid, then the corners of the viewport: the first place on screen that overlaps none of
 * `avoid` (the anchor and the focused element). When every place overlaps, the one that hides
 * least of them — and never one that fully covers any of them (WCAG 2.4.11): if the panel is too
 * big for that, it is tried again at its minimum size.
 */
export function placeBeside(anchor: Rect, size: Size, viewport: Size, avoid: Rect[] = [anchor], gap = SCREEN_GAP): Rect {
  const attempt = ({ width, height }: Size) => {
    const space = 12;
    const around = (r: Rect): Rect[] => [
      { x: r.x + r.width + space, y: r.y, width, height },
      { x: r.x - width - space, y: r.y, width, height },
      { x: r.x, y: r.y + r.height + space, width, height },
      { x: r.x, y: r.y - height - space, width, height },
    ];
    const candidates = [
      ...around(anchor),
      ...avoid.flatMap(around),
      { x: viewport.width - width - gap, y: viewport.height - height - gap, width, height },
      { x: gap, y: viewport.height - height - gap, width, height },
      { x: viewport.width - width - gap, y: gap, width, height },
      { x: gap, y: gap, width, height },
    ].map((c) => clampToViewport(c, viewport, gap));
    let best: { rect: Rect; covered: boolean; overlap: number } | undefined;
    for (const rect of candidates) {
      const covered = avoid.some((a) => fullyCovers(rect, a));
      const overlap = avoid.reduce((sum, a) => sum + intersection(rect, a), 0);
      if (!covered && overlap === 0) return { rect, covered, overlap };
      if (!best || Number(covered) - Number(best.covered) < 0 || (covered === best.covered && overlap < best.overlap)) {
        best = { rect, covered, overlap };
      }
    }
    return best ?? { rect: clampToViewport({ x: gap, y: gap, width, height }, viewport, gap), covered: true, overlap: Infinity };
  };
  const first = attempt(size);
  if (!first.covered) return first.rect;
  const limits = panelLimits(viewport, gap);
  const smallest = attempt({ width: limits.minWidth, height: limits.minHeight });
  return smallest.covered ? first.rect : smallest.rect;
}

/** The keyboard alternative to dragging (WCAG 2.5.7): arrows move, Shift+arrows resize. */
export function rectForKey(rect: Rect, key: string, shift: boolean, step = KEY_STEP): Rect | null {
  const delta: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  const d = delta[key];
  if (!d) return null;
  if (shift) return { ...rect, width: rect.width + d[0], height: rect.height + d[1] };
  return moveRect(rect, d[0], d[1]);
}

/** The size buttons: grow or shrink both sides by one step, keeping the centre where it was. */
export function scaleRect(rect: Rect, direction: 1 | -1, step = KEY_STEP): Rect {
  const width = rect.width + direction * step * 2;
  const height = rect.height + direction * step * 2;
  return { x: rect.x - (width - rect.width) / 2, y: rect.y - (height - rect.height) / 2, width, height };
}

/** The gap between two rectangles (0 when they touch or overlap). */
function distance(a: Rect, b: Rect): number {
  const dx = Math.max(0, a.x - (b.x + b.width), b.x - (a.x + a.width));
  const dy = Math.max(0, a.y - (b.y + b.height), b.y - (a.y + a.height));
  return Math.hypot(dx, dy);
}

/**
 * Where to put the panel in free space (issue 35): the place on screen nearest to `anchor` (what
 * it translates) that overlaps none of `obstacles` (the words on screen, the subject's own
 * included, and the focused element), beside or below it rather than above when they are as near.
 * Tried at the given size, then at the smallest. When no place is free (a row of cards fills the
 * screen with words), the place that covers the fewest words of the others, never any of `hard`
 * (the subject's own words and the focused element); null only when even that is impossible, and
 * the caller falls back to `placeBeside`. With `covering` false, null rather than a place over words.
 */
export function placeInFreeSpace(
  anchor: Rect,
  size: Size,
  viewport: Size,
  obstacles: Rect[],
  gap = SCREEN_GAP,
  step = 8,
  hard: Rect[] = [],
  covering = true,
): Rect | null {
  const limits = panelLimits(viewport, gap);
  const first = {
    width: clamp(size.width, limits.minWidth, limits.maxWidth),
    height: clamp(size.height, limits.minHeight, limits.maxHeight),
  };
  const sizes = [first, { width: limits.minWidth, height: limits.minHeight }];
  const positions = (from: number, to: number) => {
    const list: number[] = [];
    for (let v = from; v < to; v += step) list.push(v);
    list.push(to);
    return list;
  };
  let leastCovering: { rect: Rect; covered: number; score: number } | null = null;
  for (const { width, height } of sizes) {
    if (width + 2 * gap > viewport.width || height + 2 * gap > viewport.height) continue;
    const xs = positions(gap, viewport.width - width - gap);
    const ys = positions(gap, viewport.height - height - gap);
    let best: { rect: Rect; score: number } | null = null;
    for (const y of ys) {
      // Only the obstacles that cross this row of places.
      const row = obstacles.filter((o) => o.y < y + height && o.y + o.height > y);
      const hardRow = hard.filter((o) => o.y < y + height && o.y + o.height > y);
      for (const x of xs) {
        const rect = { x, y, width, height };
        // Above the subject counts as farther than beside or below it.
        const above = y + height <= anchor.y ? 160 : 0;
        const score = distance(rect, anchor) + above + 0.01 * Math.abs(y - anchor.y);
        let covered = 0;
        for (const o of row) covered += intersection(rect, o);
        if (covered === 0) {
          if (!best || score < best.score) best = { rect, score };
        } else if (!best && !hardRow.some((o) => intersection(rect, o) > 0)) {
          if (
            !leastCovering ||
            covered < leastCovering.covered ||
            (covered === leastCovering.covered && score < leastCovering.score)
          )
            leastCovering = { rect, covered, score };
        }
      }
    }
    if (best) return { ...best.rect };
  }
  return covering && leastCovering ? { ...(leastCovering as { rect: Rect }).rect } : null;
}

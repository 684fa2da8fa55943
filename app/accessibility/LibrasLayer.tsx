/**
 * The Libras layer, loaded on demand by LibrasPanel: the hover and focus feedback of the Libras
 * mode (libras-feedback.ts) and the feedback panel that plays a clip.
 *
 * The panel is a non-modal dialog named "Tradução em Libras: <label>". It opens beside what it
 * translates, on screen and never over the focused element (WCAG 2.4.11); it is dragged by its
 * header and resized by eight handles, and the same is possible without dragging (WCAG 2.5.7):
 * buttons, arrow keys (move) and Shift+arrow keys (resize). Esc and the close button close it and
 * give focus back. On phones it is a bottom sheet. The geometry is panel-geometry.ts.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import type { Lang } from "../../common/i18n/languages";
import { resolveVideoUrl } from "../../common/media";
import type { LibrasRequest } from "./LibrasPanel";
import { openLibrasClip, type LibrasOpenDetail } from "./events";
import { LibrasFeedback } from "./libras-feedback";
import {
  clampToViewport,
  intersection,
  KEY_STEP,
  moveRect,
  PANEL_DEFAULT,
  PANEL_MIN,
  panelLimits,
  placeBeside,
  placeInFreeSpace,
  rectForKey,
  resizeRect,
  scaleRect,
  SCREEN_GAP,
  handleTypes,
  type Rect,
  type Size,
} from "./panel-geometry";
import { a11yStrings, type A11yStrings } from "./strings";

/** The clip fades in 200 ms after the panel opens. */
export const FADE_DELAY_MS = 200;
const SHEET_QUERY = "(max-width: 599px)";

/** The size the visitor last gave the panel, kept while the page is open. */
let rememberedSize: Size | null = null;

function viewport(): Size {
  return { width: document.documentElement.clientWidth || window.innerWidth, height: window.innerHeight };
}

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", notify);
      return () => list.removeEventListener("change", notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export default function LibrasLayer({
  mode,
  request,
  onPanelClosed,
  routeKey,
  lang,
  mediaBase,
}: {
  mode: boolean;
  request: LibrasRequest | null;
  onPanelClosed: () => void;
  routeKey: string;
  lang: Lang;
  mediaBase: string;
}) {
  const s = a11yStrings[lang];
  const layer = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // The feedback on the page, while the mode is on.
  useEffect(() => {
    if (!mode || !layer.current) return;
    const feedback = new LibrasFeedback(layer.current, s, openLibrasClip, () => panelRef.current);
    feedback.start();
    return () => feedback.stop();
  }, [mode, s]);

  // The panel closes on each page entry (a clip belongs to the page it was opened on) and when the mode is turned off.
  const firstRoute = useRef(routeKey);
  useEffect(() => {
    if (routeKey !== firstRoute.current) {
      firstRoute.current = routeKey;
      onPanelClosed();
    }
  }, [routeKey, onPanelClosed]);
  const wasOn = useRef(mode);
  useEffect(() => {
    if (wasOn.current && !mode) onPanelClosed();
    wasOn.current = mode;
  }, [mode, onPanelClosed]);

  return (
    <div ref={layer} className="libras-layer">
      {request ? (
        <Panel
          key={request.seq}
          panelRef={panelRef}
          detail={request.detail}
          s={s}
          mediaBase={mediaBase}
          onClose={(giveFocusBack) => {
            const back = request.detail.returnFocus ?? request.detail.anchor;
            onPanelClosed();
            if (giveFocusBack && back?.isConnected) back.focus();
          }}
        />
      ) : null}
    </div>
  );
}

function anchorRect(detail: LibrasOpenDetail): Rect {
  const anchor = detail.anchor;
  if (anchor?.isConnected) {
    // What is read, not the block around it: a heading's box spans the whole column, and beside
    // that box is off screen, so the panel fell back over the heading's words (issue 26).
    const range = document.createRange();
    range.selectNodeContents(anchor);
    const text = typeof range.getBoundingClientRect === "function" ? range.getBoundingClientRect() : null;
    const r = text && text.width > 0 && text.height > 0 ? text : anchor.getBoundingClientRect();
    return { x: r.left, y: r.top, width: r.width, height: r.height };
  }
  if (typeof detail.left === "number" && typeof detail.top === "number")
    return { x: detail.left, y: detail.top, width: 1, height: 1 };
  const vp = viewport();
  return { x: vp.width / 2, y: vp.height / 2, width: 1, height: 1 };
}

/** Room kept between the panel and any word. */
const WORD_MARGIN = 6;

/**
 * The words on screen, line by line (each text node's line boxes), with a small margin: the
 * panel is placed over none of them (issue 35). The Libras layer's own parts are left out.
 */
function wordRects(root: Node = document.body, margin = WORD_MARGIN): Rect[] {
  const vp = viewport();
  const out: Rect[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.nodeValue?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
  });
  const range = document.createRange();
  // A document that lays nothing out (jsdom) has no line boxes: no words to avoid.
  if (typeof range.getClientRects !== "function") return out;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest(".libras-panel, .libras-trigger, .libras-highlight, script, style, template")) continue;
    range.selectNodeContents(node);
    for (const r of Array.from(range.getClientRects())) {
      // Visually hidden text is a 1 px box; it covers nothing anyone reads.
      if (r.width < 3 || r.height < 3 || r.bottom < 0 || r.top > vp.height || r.right < 0 || r.left > vp.width) continue;
      out.push({ x: r.left - margin, y: r.top - margin, width: r.width + 2 * margin, height: r.height + 2 * margin });
    }
  }
  return out;
}

/**
 * Where the panel opens (issue 35): in free space beside or below the subject, a little away from
 * every word, or else touching none; where the screen has no such place (a row of cards whose words
 * fill it), docked at the right edge with the page narrowed beside it (`dock`), so it covers no
 * word; beside the subject only where even that leaves no room (a screen too narrow for both).
 */
function initialPlace(detail: LibrasOpenDetail, size: Size): { rect: Rect; dock: boolean } {
  const anchor = anchorRect(detail);
  const focused = focusedRect(null);
  const vp = viewport();
  const own = detail.anchor?.isConnected ? wordRects(detail.anchor) : [anchor];
  const hard = [...own, ...focused];
  const free = (margin: number) =>
    placeInFreeSpace(anchor, size, vp, [...wordRects(document.body, margin), ...focused], undefined, undefined, hard, false);
  const rect = free(WORD_MARGIN) ?? free(0);
  if (rect) return { rect, dock: false };
  if (vp.width - DOCK_WIDTH - 2 * SCREEN_GAP >= DOCK_PAGE_MIN) return { rect: dockedRect(vp), dock: true };
  return {
    rect:
      placeInFreeSpace(anchor, size, vp, [...wordRects(), ...focused], undefined, undefined, hard) ??
      placeBeside(anchor, size, vp, [anchor, ...focused]),
    dock: false,
  };
}

/** The docked panel's width, and the narrowest page it leaves (beside it, the page reflows). */
const DOCK_WIDTH = PANEL_MIN.width;
const DOCK_PAGE_MIN = 640;

/** Docked: the right edge of the screen, from the top, at the smallest size. */
function dockedRect(vp: Size): Rect {
  return {
    x: vp.width - DOCK_WIDTH - SCREEN_GAP,
    y: SCREEN_GAP,
    width: DOCK_WIDTH,
    height: Math.min(vp.height - 2 * SCREEN_GAP, PANEL_DEFAULT.height),
  };
}

function focusedRect(except: HTMLElement | null): Rect[] {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body || except?.contains(focused)) return [];
  const r = focused.getBoundingClientRect();
  return r.width || r.height ? [{ x: r.left, y: r.top, width: r.width, height: r.height }] : [];
}

function Panel({
  panelRef,
  detail,
  s,
  mediaBase,
  onClose,
}: {
  panelRef: React.RefObject<HTMLDivElement | null>;
  detail: LibrasOpenDetail;
  s: A11yStrings;
  mediaBase: string;
  onClose: (giveFocusBack: boolean) => void;
}) {
  const sheet = useMediaQuery(SHEET_QUERY);
  const hintId = useId();
  const sampleId = useId();
  const url = resolveVideoUrl(detail, mediaBase);
  const [opening] = useState(() => initialPlace(detail, rememberedSize ?? PANEL_DEFAULT));
  const [rect, setRect] = useState<Rect>(opening.rect);
  const docked = !sheet && opening.dock;
  const [shownUrl, setShownUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const gesture = useRef<{ kind: "move" | "resize"; handle: string; x: number; y: number; start: Rect } | null>(null);

  const update = useCallback((next: Rect) => {
    const clamped = clampToViewport(next, viewport());
    rememberedSize = { width: clamped.width, height: clamped.height };
    setRect(clamped);
  }, []);

  // Docked (no word-free place on screen): the page narrows beside the panel, which then covers no
  // word, and the subject is kept in view through the reflow.
  useLayoutEffect(() => {
    if (!docked) return;
    const html = document.documentElement;
    html.style.setProperty("--libras-dock", `${DOCK_WIDTH + 2 * SCREEN_GAP}px`);
    html.setAttribute("data-libras-dock", "");
    if (detail.anchor?.isConnected) detail.anchor.scrollIntoView({ block: "nearest" });
    return () => {
      html.removeAttribute("data-libras-dock");
      html.style.removeProperty("--libras-dock");
    };
  }, [docked, detail]);

  // Focus moves into the dialog in the commit that shows it, so no key pressed in between reaches
  // the page behind (a passive effect can run frames later on a busy phone).
  useLayoutEffect(() => {
    panelRef.current?.focus();
  }, [panelRef, url]);

  // The fade starts 200 ms after it opens.
  useEffect(() => {
    const timer = window.setTimeout(() => setShownUrl(url), FADE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [url]);

  // Esc closes it from anywhere (unless something else used the key); the window's size keeps it on screen.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const inside = panelRef.current?.contains(document.activeElement) ?? false;
      event.preventDefault();
      onClose(inside);
    };
    const onResize = () => setRect((r) => clampToViewport(r, viewport()));
    document.addEventListener("keydown", onKey);
    window.addEventListener("resize", onResize);
    return () => {
      document.removeEventListener("keydown", onKey);
      window.removeEventListener("resize", onResize);
    };
  }, [onClose, panelRef]);

  // WCAG 2.4.11: when focus moves to something the panel hides, the panel moves away from it
  // (on phones, the page scrolls it above the sheet).
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      const target = event.target;
      if (!panel || !(target instanceof HTMLElement) || panel.contains(target) || target.classList.contains("libras-trigger"))
        return;
      const r = target.getBoundingClientRect();
      const focused = { x: r.left, y: r.top, width: r.width, height: r.height };
      const p = panel.getBoundingClientRect();
      if (intersection({ x: p.left, y: p.top, width: p.width, height: p.height }, focused) === 0) return;
      if (sheet) {
        window.scrollBy({ top: r.bottom - p.top + 16, behavior: "auto" });
      } else {
        setRect((current) => {
          const size = { width: current.width, height: current.height };
          const vp = viewport();
          // Still in free space near the subject, now clear of the focused element too.
          return (
            placeInFreeSpace(anchorRect(detail), size, vp, [...wordRects(), focused], undefined, undefined, [focused]) ??
            placeBeside(focused, size, vp, [focused])
          );
        });
      }
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, [panelRef, sheet, detail]);

  // The sheet covers the bottom of the page: the browser keeps focused elements above it.
  useEffect(() => {
    if (!sheet) return;
    const html = document.documentElement;
    const height = panelRef.current?.offsetHeight ?? 0;
    html.style.scrollPaddingBottom = `${height + 16}px`;
    // The text being translated stays in view: if the sheet covers it, scroll it up above the
    // sheet (its highlight box marks where it is), never past the top of the screen.
    // The subject's own words are measured, not the highlight box: the box follows scrolling a
    // few milliseconds late, and reading it after one scroll scrolled again, past the subject
    // (issue 35).
    const panel = panelRef.current?.getBoundingClientRect();
    const target = detail.anchor?.isConnected ? anchorRect(detail) : null;
    if (panel && target && target.height > 0 && target.y + target.height > panel.top - 8) {
      window.scrollBy({ top: Math.min(target.y + target.height - panel.top + 16, target.y - 8), behavior: "auto" });
    }
    return () => {
      html.style.scrollPaddingBottom = "";
    };
  }, [sheet, panelRef, shownUrl, detail]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (sheet || event.altKey || event.ctrlKey || event.metaKey) return;
    // The video's own controls use the arrow keys (seek, volume).
    if (event.target instanceof HTMLVideoElement) return;
    const next = rectForKey(rect, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    update(next);
  };

  const startGesture = (event: React.PointerEvent<HTMLElement>, kind: "move" | "resize", handle = "") => {
    if (sheet || event.button !== 0) return;
    if (kind === "move" && (event.target as Element).closest("button")) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    gesture.current = { kind, handle, x: event.clientX, y: event.clientY, start: rect };
  };
  const moveGesture = (event: React.PointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g) return;
    const dx = event.clientX - g.x;
    const dy = event.clientY - g.y;
    const vp = viewport();
    if (g.kind === "move") {
      setRect(clampToViewport(moveRect(g.start, dx, dy), vp));
    } else {
      update(resizeRect(g.start, g.handle, dx, dy, panelLimits(vp)));
    }
  };
  const endGesture = (event: React.PointerEvent<HTMLElement>) => {
    if (!gesture.current) return;
    gesture.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  };

  const visible = shownUrl === url;
  const icon = (d: string) => (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
  const controls: Array<{ label: string; d: string; act: () => void; key: string }> = [
    { key: "left", label: s.libras.moveLeft, d: "M15 6l-6 6 6 6", act: () => update(moveRect(rect, -KEY_STEP, 0)) },
    { key: "up", label: s.libras.moveUp, d: "M6 15l6-6 6 6", act: () => update(moveRect(rect, 0, -KEY_STEP)) },
    { key: "down", label: s.libras.moveDown, d: "M6 9l6 6 6-6", act: () => update(moveRect(rect, 0, KEY_STEP)) },
    { key: "right", label: s.libras.moveRight, d: "M9 6l6 6-6 6", act: () => update(moveRect(rect, KEY_STEP, 0)) },
  ];
  const sizes: Array<{ label: string; d: string; act: () => void; key: string }> = [
    { key: "smaller", label: s.libras.smaller, d: "M6 12h12", act: () => update(scaleRect(rect, -1)) },
    { key: "bigger", label: s.libras.bigger, d: "M12 6v12M6 12h12", act: () => update(scaleRect(rect, 1)) },
  ];

  return (
    // A non-modal dialog: the page stays usable; the key handler only adds shortcuts to its buttons.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-label={`${s.libras.title}: ${detail.label}`}
      aria-describedby={hintId}
      tabIndex={-1}
      className={`libras-panel focus-target${sheet ? " libras-panel--sheet" : ""}`}
      style={sheet ? undefined : { left: rect.x, top: rect.y, width: rect.width, height: rect.height }}
      data-testid="libras-panel"
      onKeyDown={onKeyDown}
    >
      <div
        className="libras-panel__header"
        onPointerDown={(e) => startGesture(e, "move")}
        onPointerMove={moveGesture}
        onPointerUp={endGesture}
        onPointerCancel={endGesture}
        data-drag-handle=""
      >
        <h2 className="libras-panel__title">
          <span className="libras-panel__kicker">{s.libras.title}</span>
          <span className="libras-panel__label">{detail.label}</span>
        </h2>
        <button type="button" className="libras-panel__close" onClick={() => onClose(true)}>
          {icon("M6 6l12 12M18 6L6 18")}
          <span>{s.libras.close}</span>
          <span className="visually-hidden"> – {s.libras.title}</span>
        </button>
      </div>
      <div className="libras-panel__body">
        <div className={`libras-panel__video${visible ? " is-visible" : ""}`}>
          <video
            src={url}
            poster={detail.poster || undefined}
            controls
            autoPlay
            muted
            playsInline
            preload="auto"
            aria-describedby={sampleId}
            onError={() => setFailed(true)}
          />
        </div>
        <p className="libras-panel__sample" id={sampleId}>
          {s.libras.sample}
        </p>
        {failed ? (
          <p className="libras-panel__error" role="alert">
            {s.libras.error}
          </p>
        ) : null}
      </div>
      {sheet ? null : (
        <div className="libras-panel__controls" role="group" aria-label={s.libras.controls}>
          {controls.map((c) => (
            <button key={c.key} type="button" onClick={c.act} title={c.label} data-control={c.key}>
              {icon(c.d)}
              <span className="visually-hidden">{c.label}</span>
            </button>
          ))}
          <span className="libras-panel__sep" aria-hidden="true" />
          {sizes.map((c) => (
            <button key={c.key} type="button" onClick={c.act} title={c.label} data-control={c.key}>
              {icon(c.d)}
              <span className="visually-hidden">{c.label}</span>
            </button>
          ))}
        </div>
      )}
      <p id={hintId} className="visually-hidden">
        {sheet ? "" : `${s.libras.hint} ${s.libras.dragHint}`}
      </p>
      {sheet
        ? null
        : handleTypes.map((handle) => (
            <div
              key={handle}
              aria-hidden="true"
              className={`libras-panel__handle libras-panel__handle--${handle}`}
              data-handle={handle}
              onPointerDown={(e) => startGesture(e, "resize", e.currentTarget.dataset.handle ?? "")}
              onPointerMove={moveGesture}
              onPointerUp={endGesture}
              onPointerCancel={endGesture}
            />
          ))}
    </div>
  );
}

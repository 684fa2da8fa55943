/**
 * The small public API of the accessibility aids, as DOM events on `window`, so other features
 * (the chat, content components) use them without importing the aids' code. See README.md.
 */

/** The font coefficient changed (detail: { font }). Dispatched after the page has re-rendered. */
export const FONT_CHANGED = "fonte-mudou";
/** Open a clip in the Libras panel (detail: LibrasOpenDetail). Works with the Libras mode on or off. */
export const LIBRAS_OPEN = "libras:open";
/** Close the Libras panel. */
export const LIBRAS_CLOSE = "libras:close";
/** Turn the Libras mode on or off (detail: { on: boolean }); remembered like the bar's toggle. */
export const LIBRAS_SET_MODE = "libras:set-mode";
/** The Libras mode changed (detail: { on: boolean }), whoever changed it. */
export const LIBRAS_MODE_CHANGED = "libras:mode-changed";
/** A page's "watch in Libras" link (server HTML): with JavaScript its clip opens in the panel, from its holder's data-libras-* attributes. */
export const LIBRAS_WATCH_LINK = '[data-libras-video]:not([data-libras-video=""]) a.libras-watch';
/** Content moved or changed size (a card expanded, a slider moved): the highlight box follows after 500 ms. */
export const LIBRAS_UPDATE = "libras:update";
/** The highlight box waits this long after an update message, for the layout to settle. */
export const LIBRAS_UPDATE_DELAY_MS = 500;

/** The Libras video event (id, idContainer, urlVideo, aws, top, left), plus what the panel shows. */
export interface LibrasOpenDetail {
  /** The clip: a path below the media base, or a full address when `aws` is true. */
  urlVideo: string;
  aws: boolean;
  /** What the clip translates, for the panel's name: "Tradução em Libras: <label>". */
  label: string;
  poster?: string;
  id?: string;
  idContainer?: string;
  /** Where the request came from (viewport px), to place the panel beside it. */
  top?: number;
  left?: number;
  /** The element the clip belongs to: the panel opens beside it. */
  anchor?: HTMLElement | null;
  /** Where focus goes back when the panel closes (default: the anchor, then where focus was). */
  returnFocus?: HTMLElement | null;
}

export function openLibrasClip(detail: LibrasOpenDetail): void {
  window.dispatchEvent(new CustomEvent<LibrasOpenDetail>(LIBRAS_OPEN, { detail }));
}

export function closeLibrasPanel(): void {
  window.dispatchEvent(new CustomEvent(LIBRAS_CLOSE));
}

export function setLibrasMode(on: boolean): void {
  window.dispatchEvent(new CustomEvent<{ on: boolean }>(LIBRAS_SET_MODE, { detail: { on } }));
}

/** The Libras mode as the page shows it (the body class). */
export function isLibrasMode(): boolean {
  return typeof document !== "undefined" && document.body.classList.contains("libras-ativo");
}

/** Calls back with the new state whenever the Libras mode changes; returns the unsubscribe function. */
export function onLibrasModeChange(callback: (on: boolean) => void): () => void {
  const listener = (event: Event) => callback(Boolean((event as CustomEvent<{ on: boolean }>).detail?.on));
  window.addEventListener(LIBRAS_MODE_CHANGED, listener);
  return () => window.removeEventListener(LIBRAS_MODE_CHANGED, listener);
}

/** Reads a clip from an element carrying the data-libras-* attributes of libras-attrs.ts. */
export function clipFromElement(element: HTMLElement): LibrasOpenDetail | null {
  const urlVideo = element.getAttribute("data-libras-video");
  if (!urlVideo) return null;
  return {
    urlVideo,
    aws: element.getAttribute("data-libras-aws") === "true",
    poster: element.getAttribute("data-libras-poster") ?? undefined,
    label: element.getAttribute("data-libras-label") ?? "",
    id: element.id || undefined,
    anchor: element,
  };
}

/**
 * Libras mode's feedback on the page: every element with a clip (data-libras-video, see
 * libras-attrs.ts) shows, on hover and on keyboard focus alike, a highlight box around it and a
 * small "Libras" button that opens the clip in the panel.
 *
 * WCAG 1.4.13 (content on hover or focus): the button can be dismissed with Esc without moving
 * the pointer or focus, the pointer can move onto it without it vanishing (a short grace time),
 * and it stays until the pointer or focus leaves or the visitor dismisses it. WCAG 2.1.1: the
 * button is the next Tab stop after the element it belongs to, and elements that have a clip but
 * nothing focusable become focusable while the mode is on.
 *
 * Plain DOM on purpose: it follows elements React does not own here (any page's content), and
 * moving a box on scroll should not re-render anything.
 */
import { clipFromElement, FONT_CHANGED, LIBRAS_UPDATE, LIBRAS_UPDATE_DELAY_MS, type LibrasOpenDetail } from "./events";
import type { A11yStrings } from "./strings";

export const TARGET_SELECTOR = "[data-libras-video]";
/** The highlight box follows the target at most this long after a scroll. */
export const SCROLL_DEBOUNCE_MS = 12;
/** Time the pointer has to travel from an element to its Libras button (1.4.13 "hoverable"). */
const HIDE_GRACE_MS = 300;
const ADDED_TABINDEX = "data-libras-tabindex";

const TABBABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "audio[controls]",
  "video[controls]",
  "summary",
  "[contenteditable]:not([contenteditable='false'])",
  "[tabindex]",
].join(",");

function isRendered(element: Element): boolean {
  return element.getClientRects().length > 0;
}

function isTabbable(element: Element): boolean {
  return (
    element instanceof HTMLElement &&
    element.matches(TABBABLE) &&
    element.tabIndex >= 0 &&
    !element.closest("[inert]") &&
    isRendered(element)
  );
}

/** The Tab stops of the page in document order. */
function tabbables(root: ParentNode = document): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(isTabbable);
}

export class LibrasFeedback {
  private box: HTMLDivElement;
  private trigger: HTMLButtonElement;
  private target: HTMLElement | null = null;
  private via: "pointer" | "focus" = "pointer";
  private dismissed: HTMLElement | null = null;
  private hideTimer: number | undefined;
  private scrollTimer: number | undefined;
  private updateTimer: number | undefined;
  private observer: MutationObserver | null = null;
  private resizeObserver: ResizeObserver | null = null;
  private cleanups: Array<() => void> = [];

  constructor(
    private container: HTMLElement,
    private strings: A11yStrings,
    private open: (detail: LibrasOpenDetail) => void,
    /** The panel's element, if open: focus inside it is not "leaving" the feedback. */
    private panel: () => HTMLElement | null,
  ) {
    this.box = document.createElement("div");
    this.box.className = "libras-highlight";
    this.box.hidden = true;
    this.box.setAttribute("aria-hidden", "true");
    this.trigger = document.createElement("button");
    this.trigger.type = "button";
    this.trigger.className = "libras-trigger";
    this.trigger.hidden = true;
    this.trigger.innerHTML =
      '<svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18"><path d="M8 5v14l11-7z" fill="currentColor"/></svg>';
    const text = document.createElement("span");
    text.textContent = strings.libras.show;
    this.trigger.append(text);
  }

  start(): void {
    this.container.append(this.box, this.trigger);
    const on = <K extends keyof DocumentEventMap>(
      target: Document | Window,
      type: K,
      handler: (event: DocumentEventMap[K]) => void,
      options?: AddEventListenerOptions,
    ) => {
      target.addEventListener(type, handler as EventListener, options);
      this.cleanups.push(() => target.removeEventListener(type, handler as EventListener, options));
    };
    on(document, "pointerover", (e) => this.onPointerOver(e));
    on(document, "focusin", (e) => this.onFocusIn(e));
    on(document, "keydown", (e) => this.onKeyDown(e), { capture: true });
    on(document, "scroll", () => this.onScroll(), { capture: true, passive: true });
    on(window, "resize", () => this.onScroll(), { passive: true });
    on(window, FONT_CHANGED as keyof DocumentEventMap, () => this.position());
    on(window, LIBRAS_UPDATE as keyof DocumentEventMap, () => {
      window.clearTimeout(this.updateTimer);
      this.updateTimer = window.setTimeout(() => this.position(), LIBRAS_UPDATE_DELAY_MS);
    });
    const onTriggerClick = () => this.activate();
    this.trigger.addEventListener("click", onTriggerClick);
    this.cleanups.push(() => this.trigger.removeEventListener("click", onTriggerClick));

    this.makeTargetsFocusable();
    this.observer = new MutationObserver(() => this.makeTargetsFocusable());
    this.observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-libras-video"],
    });
    this.resizeObserver = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => this.position());
    // The element can also move without changing size: a section above it that renders only when
    // near (content-visibility) takes its real height as the visitor scrolls to it, so the page's
    // height changes under the box. Observing the body hears that, once per layout, not per frame.
    this.resizeObserver?.observe(document.body);

    // Focus or the pointer may already be on an element with a clip (the mode was just turned on).
    const focused = document.activeElement;
    const focusTarget = focused instanceof HTMLElement ? focused.closest<HTMLElement>(TARGET_SELECTOR) : null;
    const hovered = Array.from(document.querySelectorAll(":hover")).pop();
    const hoverTarget = hovered?.closest<HTMLElement>(TARGET_SELECTOR) ?? null;
    if (focusTarget) this.show(focusTarget, "focus");
    else if (hoverTarget) this.show(hoverTarget, "pointer");
  }

  stop(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.observer?.disconnect();
    this.resizeObserver?.disconnect();
    window.clearTimeout(this.hideTimer);
    window.clearTimeout(this.scrollTimer);
    window.clearTimeout(this.updateTimer);
    for (const element of document.querySelectorAll(`[${ADDED_TABINDEX}]`)) {
      element.removeAttribute("tabindex");
      element.removeAttribute(ADDED_TABINDEX);
    }
    this.box.remove();
    this.trigger.remove();
  }

  /** The element whose button is showing (for tests of the wiring and for the panel). */
  current(): HTMLElement | null {
    return this.target;
  }

  /** Elements with a clip but nothing to focus get a Tab stop while the mode is on. */
  private makeTargetsFocusable(): void {
    for (const element of document.querySelectorAll<HTMLElement>(TARGET_SELECTOR)) {
      if (element.hasAttribute(ADDED_TABINDEX) || isTabbable(element)) continue;
      if (!isRendered(element) || tabbables(element).length > 0) continue;
      element.setAttribute("tabindex", "0");
      element.setAttribute(ADDED_TABINDEX, "");
    }
  }

  private isOwn(node: EventTarget | null): boolean {
    return node instanceof Node && (this.trigger.contains(node) || Boolean(this.panel()?.contains(node)));
  }

  private onPointerOver(event: PointerEvent): void {
    if (this.isOwn(event.target)) {
      window.clearTimeout(this.hideTimer);
      return;
    }
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(TARGET_SELECTOR) : null;
    if (this.dismissed && target !== this.dismissed) this.dismissed = null;
    if (target && target !== this.dismissed) {
      // The pointer does not take the button away from a keyboard user who is on it.
      if (document.activeElement === this.trigger && target !== this.target) return;
      window.clearTimeout(this.hideTimer);
      this.show(target, this.target === target && this.via === "focus" ? "focus" : "pointer");
      return;
    }
    if (this.target && this.via === "pointer") this.scheduleHide();
  }

  private onFocusIn(event: FocusEvent): void {
    const node = event.target;
    if (node === this.trigger) return;
    if (this.isOwn(node)) {
      this.hide();
      return;
    }
    const target = node instanceof Element ? node.closest<HTMLElement>(TARGET_SELECTOR) : null;
    if (this.dismissed && target !== this.dismissed) this.dismissed = null;
    if (target && target !== this.dismissed) {
      window.clearTimeout(this.hideTimer);
      this.show(target, "focus");
    } else if (this.target && this.via === "focus") {
      this.hide();
    }
  }

  private onKeyDown(event: KeyboardEvent): void {
    if (!this.target || this.trigger.hidden) return;
    const active = document.activeElement;
    if (event.key === "Escape") {
      if (this.panel()?.contains(active)) return;
      // Dismiss the button; focus and pointer stay where they are (1.4.13).
      event.preventDefault();
      const wasOnTrigger = active === this.trigger;
      const target = this.target;
      this.dismissed = target;
      this.hide();
      if (wasOnTrigger) this.focusBack(target);
      return;
    }
    if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = this.target;
    if (active === this.trigger) {
      event.preventDefault();
      if (event.shiftKey) {
        this.focusBack(target);
      } else {
        const all = tabbables();
        const next = all.find(
          (el) =>
            !target.contains(el) && !this.isOwn(el) && target.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        (next ?? document.body).focus();
      }
      return;
    }
    if (event.shiftKey || !(active instanceof HTMLElement) || !target.contains(active)) return;
    const inside = tabbables(target);
    const last = inside[inside.length - 1] ?? target;
    if (active === last || (active === target && inside.length === 0)) {
      event.preventDefault();
      this.trigger.focus();
    }
  }

  private focusBack(target: HTMLElement): void {
    const inside = tabbables(target);
    const back = inside[inside.length - 1] ?? (isTabbable(target) ? target : null);
    back?.focus();
  }

  private onScroll(): void {
    if (!this.target) return;
    window.clearTimeout(this.scrollTimer);
    this.scrollTimer = window.setTimeout(() => this.position(), SCROLL_DEBOUNCE_MS);
  }

  private show(target: HTMLElement, via: "pointer" | "focus"): void {
    this.via = via;
    if (this.target !== target) {
      if (this.target) this.resizeObserver?.unobserve(this.target);
      this.target = target;
      this.resizeObserver?.observe(target);
      const label = target.getAttribute("data-libras-label") ?? "";
      this.trigger.setAttribute("aria-label", this.strings.libras.showFor(label));
      this.trigger.dataset.for = target.id || label;
    }
    this.box.hidden = false;
    this.trigger.hidden = false;
    this.position();
  }

  private scheduleHide(): void {
    window.clearTimeout(this.hideTimer);
    this.hideTimer = window.setTimeout(() => {
      if (document.activeElement === this.trigger) return;
      this.hide();
    }, HIDE_GRACE_MS);
  }

  private hide(): void {
    window.clearTimeout(this.hideTimer);
    if (this.target) this.resizeObserver?.unobserve(this.target);
    this.target = null;
    this.box.hidden = true;
    this.trigger.hidden = true;
  }

  /** Places the box around the element and the button at its top right corner, on screen. */
  private position(): void {
    const target = this.target;
    if (!target) return;
    if (!target.isConnected || !isRendered(target)) {
      this.hide();
      return;
    }
    const r = target.getBoundingClientRect();
    const { scrollX, scrollY, innerWidth, innerHeight } = window;
    const pad = 4;
    Object.assign(this.box.style, {
      left: `${r.left + scrollX - pad}px`,
      top: `${r.top + scrollY - pad}px`,
      width: `${r.width + 2 * pad}px`,
      height: `${r.height + 2 * pad}px`,
    });
    const tw = this.trigger.offsetWidth || 96;
    const th = this.trigger.offsetHeight || 40;
    const margin = 8;
    const clampTo = (v: number, min: number, max: number) => Math.min(Math.max(v, min), Math.max(min, max));
    const x = clampTo(r.right - tw - margin, margin, innerWidth - tw - margin);
    // At the element's top edge, or at the top of its visible part when the top is scrolled away.
    const y = clampTo(clampTo(r.top - th / 2, margin, innerHeight - th - margin), r.top - th / 2, r.bottom - th);
    Object.assign(this.trigger.style, { left: `${x + scrollX}px`, top: `${y + scrollY}px` });
  }

  /** The button was activated: open the clip in the panel, beside its element. */
  private activate(): void {
    const target = this.target;
    if (!target) return;
    const clip = clipFromElement(target);
    if (!clip) return;
    const inside = tabbables(target);
    const returnFocus = inside[inside.length - 1] ?? target;
    this.open({ ...clip, anchor: target, returnFocus });
  }
}

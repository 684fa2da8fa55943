/**
 * Islands that sleep until they are needed (docs/decisions/0046): an island that wakes `visible`
 * is loaded and hydrated when it comes near the viewport or is first touched; one that wakes
 * `idle`, when the browser is idle after the load or first touched. Meanwhile its server HTML
 * works as it does without JavaScript (links, native fields, plain forms), and what the visitor
 * did that needed the script is replayed once it is awake:
 *
 * - a click on a button (`button`, `[role=button]`, `summary`, not a form's submit button, which
 *   submits the plain form) is held and clicked again once the island is ready;
 * - a click on a stand-in (`[data-wake-click="id"]`: the server's shape of a control that exists
 *   only with JavaScript, as an opening card's pill) is held and replayed on the element `id`;
 * - a key that is not the field's own (text typed into a field stays in it) is dispatched again on
 *   its target; Enter and Space on a button make a click, replayed as one;
 * - a field's value or a box ticked are the browser's own: React keeps them when it hydrates, and
 *   the island adopts them on mount (useUrlFilter's `fromForm`, the contact form's files).
 *
 * An island may also wake on events outside its container (`wakeOn`, WakeEvent): an app event on
 * `window` (a page calls notify(), the chat asks for a Libras clip, the Libras mode is turned on)
 * or a click anywhere in the document on what it serves (a page's "watch in Libras" link). Such an
 * event is only a signal (`then: "wake"`: the island reads the state it stands for when it mounts),
 * or it is for the island: `"replay"` dispatches it again once the island is ready, in order, each
 * once; `"hold"` also calls `preventDefault()` at once, as the island's own listener would, so a
 * sender that checks `defaultPrevented` synchronously (the chat), or a link's navigation, behaves
 * as with the island awake.
 *
 * Hand-written: Astro's client:visible/idle and its replay belong to Astro's own renderer, and
 * React's event replay covers only events that reach a root already created.
 */

/** How near the viewport an island wakes: a screen's scroll ahead on a phone. */
export const WAKE_MARGIN = "600px 0px";

/** The first touches that wake an island (capture phase, on its container). */
const TOUCHES = ["pointerdown", "focusin", "keydown", "click", "input", "change"] as const;

/** Input types whose keys are the field's own (typing, moving the caret). */
const TEXT_INPUT = /^(text|search|email|tel|url|password|number|date|datetime-local|month|time|week)$/;

function isTextField(target: Element): boolean {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT.test(target.type);
  return target instanceof HTMLElement && target.isContentEditable;
}

/** What to do again once the island is ready, for one event before it woke; null when nothing. */
export function replayFor(event: Event, container: Element): (() => void) | null {
  const target = event.target instanceof Element ? event.target : null;
  if (!target || !container.contains(target)) return null;
  if (event.type === "click") {
    const click = event as MouseEvent;
    // A stand-in under the pointer (a link that covers the card lies above it).
    const standIn =
      target.closest<HTMLElement>("[data-wake-click]") ??
      (click.detail > 0 && typeof document.elementsFromPoint === "function"
        ? (document
            .elementsFromPoint(click.clientX, click.clientY)
            .find((e) => e instanceof HTMLElement && e.dataset.wakeClick && container.contains(e)) as HTMLElement | undefined)
        : undefined);
    if (standIn?.dataset.wakeClick) {
      event.preventDefault();
      const id = standIn.dataset.wakeClick;
      return () => document.getElementById(id)?.click();
    }
    const control = target.closest<HTMLElement>("button, [role=button], summary");
    if (!control || !container.contains(control)) return null;
    // A form's submit button submits the plain form (what works without JavaScript).
    if (control instanceof HTMLButtonElement && control.type === "submit" && control.form) return null;
    if (control.getAttribute("aria-disabled") === "true") return null;
    event.preventDefault();
    return () => {
      if (control.isConnected) control.click();
    };
  }
  if (event.type === "keydown") {
    const key = event as KeyboardEvent;
    if (key.isComposing || key.ctrlKey || key.metaKey || key.altKey || key.key === "Tab") return null;
    if (isTextField(target)) return null;
    // Enter and Space on a control make a click of their own (replayed as a click).
    if ((key.key === "Enter" || key.key === " ") && target.matches("button, a[href], summary, input, [role=button]")) return null;
    const init: KeyboardEventInit = {
      key: key.key,
      code: key.code,
      shiftKey: key.shiftKey,
      repeat: key.repeat,
      bubbles: true,
      cancelable: true,
      composed: true,
    };
    return () => (target.isConnected ? target : container).dispatchEvent(new KeyboardEvent("keydown", init));
  }
  return null;
}

/**
 * An event outside an island's container that wakes it (JSON: it travels in the page's data).
 * Listened for from the entry's start until the island is ready; the island listens for the same
 * event itself once mounted.
 */
export interface WakeEvent {
  /** The event's type: an app event (`notify`, `libras:open`) or a DOM event (`click`). */
  type: string;
  /** Where it is listened for: `window` (app events, the default) or `document` (bubbling DOM events). */
  on?: "window" | "document";
  /** Only events whose target lies inside an element matching this selector. */
  selector?: string;
  /**
   * What becomes of it before the island is ready: `wake` (the default) only wakes it; `replay`
   * dispatches it again once ready (a click on the element `selector` matched, else a CustomEvent
   * with the same type and detail where it was heard); `hold` also calls `preventDefault()` at once.
   * One to replay is kept from the listeners after this one until then (the island's own, mounted
   * but not yet ready, would take it twice).
   */
  then?: "wake" | "replay" | "hold";
}

/**
 * Listens for `events`: each wakes the island (`wake`), and one to replay is given to `record`,
 * which says whether it is kept (false once the island is ready). Returns what stops listening.
 */
export function listenForWakeEvents(
  events: readonly WakeEvent[],
  wake: () => void,
  record: (replay: () => void) => boolean,
): () => void {
  const stops = events.map((spec) => {
    const where: EventTarget = spec.on === "document" ? document : window;
    const listener = (event: Event) => {
      let matched: Element | null = null;
      if (spec.selector) {
        matched = event.target instanceof Element ? event.target.closest(spec.selector) : null;
        if (!matched) return;
      }
      wake();
      if (!spec.then || spec.then === "wake") return;
      if (!record(replayOf(event, where, matched))) return;
      if (spec.then === "hold") event.preventDefault();
      event.stopImmediatePropagation();
    };
    where.addEventListener(spec.type, listener);
    return () => where.removeEventListener(spec.type, listener);
  });
  return () => stops.forEach((stop) => stop());
}

/** The same event again: a click on the element clicked, or a CustomEvent like it where it was heard. */
function replayOf(event: Event, where: EventTarget, matched: Element | null): () => void {
  if (event.type === "click" && matched instanceof HTMLElement) {
    return () => {
      if (matched.isConnected) matched.click();
    };
  }
  const init: CustomEventInit = {
    detail: (event as CustomEvent).detail,
    bubbles: event.bubbles,
    cancelable: event.cancelable,
    composed: event.composed,
  };
  return () => where.dispatchEvent(new CustomEvent(event.type, init));
}

/** One island asleep: `woken` resolves when it is needed; `replay` once it is ready (what was held until then runs again). */
export interface Sleeper {
  woken: Promise<void>;
  /** Wakes it now (idle time came, or the page asks). */
  wake(): void;
  stopRecording(): void;
  replay(): void;
}

/** Watches islands' boxes come near the viewport, with one observer; `firstRound` resolves after its first report. */
export function visibilityWatcher(margin = WAKE_MARGIN) {
  const waiting = new Map<Element, () => void>();
  let reported: () => void = () => {};
  const firstRound = new Promise<void>((resolve) => (reported = resolve));
  const observer =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) if (entry.isIntersecting) waiting.get(entry.target)?.();
            reported();
          },
          { rootMargin: margin },
        )
      : null;
  return {
    firstRound,
    /** Calls `near` once one of `boxes` comes near; false when it cannot watch them (no boxes). */
    watch(boxes: Element[], near: () => void): boolean {
      if (!observer || boxes.length === 0) return false;
      const once = () => {
        for (const box of boxes) {
          waiting.delete(box);
          observer.unobserve(box);
        }
        near();
      };
      for (const box of boxes) {
        waiting.set(box, once);
        observer.observe(box);
      }
      return true;
    },
    /** Nothing to watch: the first round is over at once. */
    done() {
      if (waiting.size === 0) reported();
    },
  };
}

/** The island's boxes: its container takes none (display: contents), its children do. */
export function boxesOf(container: Element): Element[] {
  return [...container.children].filter((child) => child.getClientRects().length > 0 || child.children.length > 0);
}

/**
 * Puts an island to sleep until it is needed: near the viewport (`watch`, for `visible`), touched,
 * or one of `events` dispatched. Touches and events before React's root exists are recorded and
 * replayed on `replay()`, each kind in the order it came: the events at once after the ready
 * mark's effects (a microtask: the island's listeners are in since its first commit, and a timer
 * could wait, in a background tab or on a test's paused clock), the touches in the next task.
 */
export function sleep(
  container: Element,
  watch: ((near: () => void) => boolean) | null,
  events: readonly WakeEvent[] = [],
): Sleeper {
  let wake: () => void = () => {};
  const woken = new Promise<void>((resolve) => (wake = resolve));
  trackKeys();
  const recorded: Array<() => void> = [];
  const heldEvents: Array<() => void> = [];
  let recording = true;
  const stopEvents = listenForWakeEvents(
    events,
    () => wake(),
    (replay) => recording && heldEvents.push(replay) > 0,
  );
  // Touched: the island's code loads and hydrates once the browser has shown what the touch did,
  // not inside it, so the interaction's own paint is not kept waiting (INP); what the touch asked
  // of the island is held and replayed meanwhile. (Events from `wakeOn` wake it at once: a page's
  // notify() must not wait for a frame, which a hidden tab or a test's paused clock never paints.)
  let touched = false;
  const onTouch = (event: Event) => {
    if (!touched) {
      touched = true;
      // A press is one interaction with its release and click, a key (Tab landing here, a key
      // on a control) with its release: the island waits for their end too.
      if (event.type === "pointerdown") afterPress("pointer", () => afterNextPaint(() => wake()));
      else if (keyHeld()) afterPress("key", () => afterNextPaint(() => wake()));
      else afterNextPaint(() => wake());
    }
    if (!recording) return;
    const replay = replayFor(event, container);
    if (!replay) return;
    recorded.push(replay);
    // Held for the replay: React's root, once created and still hydrating, must not see it too.
    event.stopImmediatePropagation();
  };
  for (const type of TOUCHES) container.addEventListener(type, onTouch, { capture: true });
  // Touched before the script could listen (a box ticked, text typed, a file chosen, focus inside):
  // it wakes now, and adopts what was done (0031).
  if (touchedBefore(container)) wake();
  // Nothing to watch (no box of its own): it wakes when touched, or when the browser is idle.
  if (watch && !watch(() => wake())) whenIdle(() => wake());
  return {
    woken,
    wake: () => wake(),
    stopRecording() {
      recording = false;
      for (const type of TOUCHES) container.removeEventListener(type, onTouch, { capture: true });
      stopEvents();
    },
    replay() {
      // After the ready mark's commit: the controls the script adds are in, and React takes the events.
      recording = false;
      for (const type of TOUCHES) container.removeEventListener(type, onTouch, { capture: true });
      stopEvents();
      const held = heldEvents.splice(0);
      if (held.length) queueMicrotask(() => held.forEach((run) => run()));
      const list = recorded.splice(0);
      if (list.length) window.setTimeout(() => list.forEach((run) => run()), 0);
    },
  };
}

/** True when a field of the island differs from the server's HTML, or holds focus. */
export function touchedBefore(container: Element): boolean {
  if (document.activeElement && document.activeElement !== document.body && container.contains(document.activeElement))
    return true;
  for (const field of container.querySelectorAll("input, textarea, select")) {
    if (field instanceof HTMLInputElement) {
      if (field.type === "checkbox" || field.type === "radio") {
        if (field.checked !== field.defaultChecked) return true;
      } else if (field.type === "file") {
        if (field.files?.length) return true;
      } else if (field.type !== "hidden" && field.value !== field.defaultValue) return true;
    } else if (field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) return true;
    } else if (field instanceof HTMLSelectElement) {
      // With no option marked selected, the first one is the default.
      const initial = Math.max(
        0,
        [...field.options].findIndex((o) => o.defaultSelected),
      );
      if (!field.multiple && field.selectedIndex !== initial) return true;
    }
  }
  return false;
}

/**
 * Calls `run` once the browser has painted the current frame (a frame, then a task after it), or
 * after `fallbackMs` when no frame comes (a hidden tab paints none).
 */
export function afterNextPaint(run: () => void, fallbackMs = 250): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, fallbackMs);
}

const RELEASES = { pointer: ["pointerup", "pointercancel"], key: ["keyup"] } as const;

/**
 * Calls `run` once the pointer pressed now, or the key held now, is released (or after
 * `longestMs`: a press or key held down).
 */
export function afterPress(what: "pointer" | "key", run: () => void, longestMs = 1000): void {
  let done = false;
  const end = () => {
    if (done) return;
    done = true;
    for (const type of RELEASES[what]) window.removeEventListener(type, end, true);
    window.clearTimeout(timer);
    run();
  };
  for (const type of RELEASES[what]) window.addEventListener(type, end, true);
  const timer = window.setTimeout(end, longestMs);
}

/** Keys down now, heard from the first island put to sleep on (so before any touch). */
let keysDown: Set<string> | null = null;
function trackKeys(): void {
  if (keysDown) return;
  const down = (keysDown = new Set<string>());
  window.addEventListener("keydown", (event) => down.add(event.code || event.key), true);
  window.addEventListener("keyup", (event) => down.delete(event.code || event.key), true);
  // Keys released while the window was not focused are never heard.
  window.addEventListener("blur", () => down.clear());
}
/** Whether a key is held down now: Tab's release comes after the focus it moved. */
export function keyHeld(): boolean {
  return (keysDown?.size ?? 0) > 0;
}

/** Calls `run` when the browser is idle (or after `timeout` ms at most). */
export function whenIdle(run: () => void, timeout = 2000): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout });
  else window.setTimeout(run, 200);
}

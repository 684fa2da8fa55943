// @vitest-environment jsdom
/**
 * A sleeping island (docs/decisions/0046): what the visitor did before it woke is replayed once
 * it is ready, and what the browser does natively is left to the browser.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNextPaint, replayFor, sleep, type WakeEvent } from "./wake";

function island(html: string) {
  const container = document.createElement("div");
  container.setAttribute("data-island", "openings");
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** `container` put to sleep with nothing to watch (woken by a touch or `events`); `woken()` says whether it has woken yet. */
function asleep(container: Element, events: WakeEvent[] = []) {
  const sleeper = sleep(container, null, events);
  let woken = false;
  void sleeper.woken.then(() => (woken = true));
  return { sleeper, woken: () => woken };
}

/** The browser has painted the frame the event changed (fake timers: the frame and the task after it). */
async function painted() {
  vi.runAllTimers();
  await Promise.resolve();
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.useRealTimers();
});

describe("replayFor", () => {
  it("holds a click on a button and clicks it again", () => {
    const container = island('<button type="button">Open</button>');
    const button = container.querySelector("button")!;
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(event);
    const replay = replayFor(event, container)!;
    expect(event.defaultPrevented).toBe(true);
    const clicked = vi.fn();
    button.addEventListener("click", clicked);
    replay();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it("leaves a form's submit button, a link and a box to the browser", () => {
    const container = island('<form><button>Filter</button><input type="checkbox" id="c"><a href="/x">x</a></form>');
    for (const selector of ["button", "input", "a"]) {
      const event = new MouseEvent("click", { bubbles: true, cancelable: true });
      container.querySelector(selector)!.dispatchEvent(event);
      expect(replayFor(event, container)).toBeNull();
      expect(event.defaultPrevented).toBe(false);
    }
  });

  it("holds a click on a stand-in, so its link does not navigate, and replays it on the control that replaces it", () => {
    const container = island('<a href="/vaga"><span data-wake-click="card-toggle">Details</span></a>');
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    container.querySelector("span")!.dispatchEvent(event);
    const replay = replayFor(event, container)!;
    expect(event.defaultPrevented).toBe(true);
    container.innerHTML = '<button type="button" id="card-toggle">Details</button>';
    const clicked = vi.fn();
    container.querySelector("button")!.addEventListener("click", clicked);
    replay();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it("replays a key that is not a field's own, and leaves typing, Tab and Enter on a button alone", () => {
    const container = island('<ul tabindex="0"></ul><input type="search"><button type="button">b</button>');
    const key = (selector: string, init: KeyboardEventInit) => {
      const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
      container.querySelector(selector)!.dispatchEvent(event);
      return replayFor(event, container);
    };
    expect(key("input", { key: "a" })).toBeNull();
    expect(key("ul", { key: "Tab" })).toBeNull();
    expect(key("button", { key: "Enter" })).toBeNull();
    const replay = key("ul", { key: "ArrowRight", code: "ArrowRight" })!;
    const seen: string[] = [];
    container.querySelector("ul")!.addEventListener("keydown", (e) => seen.push(e.key));
    replay();
    expect(seen).toEqual(["ArrowRight"]);
  });
});

describe("sleep", () => {
  it("wakes on the first touch, records until React's root exists, and replays once ready", async () => {
    vi.useFakeTimers();
    const container = island('<button type="button">Next</button>');
    const button = container.querySelector("button")!;
    const { sleeper, woken } = asleep(container);
    button.click();
    await Promise.resolve();
    // Not inside the touch: the island's code loads once the browser has painted what it did (INP).
    expect(woken()).toBe(false);
    await painted();
    expect(woken()).toBe(true);
    sleeper.stopRecording();
    // After the root exists, React takes the events: nothing more is recorded.
    button.click();
    const clicked = vi.fn();
    button.addEventListener("click", clicked);
    sleeper.replay();
    vi.runAllTimers();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it("wakes on a press only once it is released and painted: the press, its release and its click are one interaction", async () => {
    vi.useFakeTimers();
    const container = island('<button type="button">Next</button>');
    const button = container.querySelector("button")!;
    const { woken } = asleep(container);
    button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    // Held down for a while (a visitor's tap lasts about 100 ms): still asleep, so React is not
    // hydrating the island when the release and the click come.
    vi.advanceTimersByTime(500);
    await Promise.resolve();
    expect(woken()).toBe(false);
    button.dispatchEvent(new Event("pointerup", { bubbles: true }));
    await Promise.resolve();
    expect(woken()).toBe(false);
    await painted();
    expect(woken()).toBe(true);
  });

  it("wakes on focus that a key brought (Tab) once that key is released and painted", async () => {
    vi.useFakeTimers();
    document.body.insertAdjacentHTML("afterbegin", '<a href="#antes" id="antes">Antes</a>');
    const container = island('<button type="button">Next</button>');
    const { woken } = asleep(container);
    // Tab pressed on the link before the island; the focus it moves lands inside the island.
    document.getElementById("antes")!.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", code: "Tab", bubbles: true }));
    container.querySelector("button")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    vi.advanceTimersByTime(300);
    await Promise.resolve();
    expect(woken()).toBe(false);
    window.dispatchEvent(new KeyboardEvent("keyup", { key: "Tab", code: "Tab" }));
    await painted();
    expect(woken()).toBe(true);
  });

  it("wakes on focus moved by a script (no key or pointer held) once painted", async () => {
    vi.useFakeTimers();
    const container = island('<button type="button">Next</button>');
    const { woken } = asleep(container);
    container.querySelector("button")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await Promise.resolve();
    expect(woken()).toBe(false);
    vi.advanceTimersByTime(250);
    await Promise.resolve();
    expect(woken()).toBe(true);
  });

  it("wakes on a press held down, after a second", async () => {
    vi.useFakeTimers();
    const container = island('<button type="button">Next</button>');
    const { woken } = asleep(container);
    container.querySelector("button")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    vi.advanceTimersByTime(999);
    await Promise.resolve();
    expect(woken()).toBe(false);
    await painted();
    expect(woken()).toBe(true);
  });
});

describe("wakeOn: events outside the island", () => {
  /** The island's own listener, as it is once mounted (before and after it is ready). */
  function islandListens(type: string, where: EventTarget = window) {
    const heard: unknown[] = [];
    where.addEventListener(type, (event) => {
      heard.push(event instanceof CustomEvent ? event.detail : (event.target as Element).textContent);
      event.preventDefault();
    });
    return heard;
  }

  it("wakes on the first app event, and delivers every one sent before it was ready once, in order, after", async () => {
    // At once, not after a frame: a page's notify() in a hidden tab or under a paused clock still shows.
    vi.useFakeTimers();
    const { sleeper, woken } = asleep(island(""), [{ type: "notify", then: "replay" }]);
    const send = (type: string | null) => window.dispatchEvent(new CustomEvent("notify", { detail: { type } }));
    send("informacao");
    await Promise.resolve();
    expect(woken()).toBe(true);
    // Mounted, not yet ready: its listener is in, but what comes now is still held for the replay.
    const heard = islandListens("notify");
    send("sucesso");
    send(null);
    expect(heard).toEqual([]);
    sleeper.replay();
    // Once the ready mark's effects are done (a microtask), not on a timer.
    expect(heard).toEqual([]);
    await Promise.resolve();
    expect(heard).toEqual([{ type: "informacao" }, { type: "sucesso" }, { type: null }]);
    // Ready: the island takes the next one itself, once.
    send("erro");
    await Promise.resolve();
    expect(heard).toEqual([{ type: "informacao" }, { type: "sucesso" }, { type: null }, { type: "erro" }]);
  });

  it("holds a clip asked for while asleep (the sender sees it taken) and replays it once to the island", async () => {
    const sleeper = sleep(island(""), null, [{ type: "libras:open", then: "hold" }]);
    const detail = { urlVideo: "libras/relogio.mp4", aws: true, label: "Relógio" };
    // As the chat asks: it plays the clip inline only when nobody took the event.
    const taken = !window.dispatchEvent(new CustomEvent("libras:open", { detail, cancelable: true }));
    expect(taken).toBe(true);
    const heard = islandListens("libras:open");
    const replayed: boolean[] = [];
    window.addEventListener("libras:open", (event) => replayed.push(event.cancelable && event.defaultPrevented));
    sleeper.replay();
    await Promise.resolve();
    expect(heard).toEqual([detail]);
    // The replay is cancelable as the original was, and the island took it.
    expect(replayed).toEqual([true]);
  });

  it("holds a click on a 'watch in Libras' link anywhere in the page, and clicks the link again once ready", async () => {
    document.body.insertAdjacentHTML(
      "beforeend",
      '<section data-libras-video="v.mp4"><a class="libras-watch" href="v.mp4"><span>Assistir</span></a></section><a href="#o" class="other">Outro</a>',
    );
    const { sleeper, woken } = asleep(island(""), [
      { type: "click", on: "document", selector: "[data-libras-video] a.libras-watch", then: "hold" },
    ]);
    const other = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector(".other")!.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector(".libras-watch span")!.dispatchEvent(click);
    // The browser does not play the file: the panel will.
    expect(click.defaultPrevented).toBe(true);
    const heard = islandListens("click", document);
    sleeper.replay();
    await Promise.resolve();
    expect(heard).toEqual(["Assistir"]);
    expect(woken()).toBe(true);
  });

  it("only wakes on a signal (`wake`): the event goes on to its listeners and is not replayed", async () => {
    const heardBefore = islandListens("libras:mode-changed");
    const sleeper = sleep(island(""), null, [{ type: "libras:mode-changed" }]);
    const event = new CustomEvent("libras:mode-changed", { detail: { on: true }, cancelable: true });
    window.dispatchEvent(event);
    expect(heardBefore).toEqual([{ on: true }]);
    const heardAfter = islandListens("libras:mode-changed");
    sleeper.replay();
    await Promise.resolve();
    expect(heardAfter).toEqual([]);
    expect(heardBefore).toEqual([{ on: true }]);
  });
});

describe("afterNextPaint", () => {
  it("runs after the next frame's paint, once, and without a frame (a hidden tab) after its fallback", () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    try {
      const ran = vi.fn();
      afterNextPaint(ran, 250);
      vi.advanceTimersByTime(10);
      expect(ran).not.toHaveBeenCalled();
      // The frame: the callback's task comes after it.
      frames.shift()!(0);
      expect(ran).not.toHaveBeenCalled();
      vi.advanceTimersByTime(0);
      expect(ran).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1000);
      expect(ran).toHaveBeenCalledTimes(1);

      const hidden = vi.fn();
      afterNextPaint(hidden, 250);
      vi.advanceTimersByTime(249);
      expect(hidden).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(hidden).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

// @vitest-environment jsdom
/**
 * A sleeping island (docs/decisions/0046): what the visitor did before it woke is replayed once
 * it is ready, and what the browser does natively is left to the browser.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { replayFor, sleep } from "./wake";

function island(html: string) {
  const container = document.createElement("div");
  container.setAttribute("data-island", "openings");
  container.innerHTML = html;
  document.body.append(container);
  return container;
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
    const sleeper = sleep(container, null);
    let woken = false;
    void sleeper.woken.then(() => (woken = true));
    button.click();
    await Promise.resolve();
    expect(woken).toBe(true);
    sleeper.stopRecording();
    // After the root exists, React takes the events: nothing more is recorded.
    button.click();
    const clicked = vi.fn();
    button.addEventListener("click", clicked);
    sleeper.replay();
    vi.runAllTimers();
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});

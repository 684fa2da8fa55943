// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { chatLeftOpen } from "./left-open";
import { emptyChat, readChat, writeChat } from "./storage";

afterEach(() => {
  window.name = "";
  localStorage.clear();
});

describe("whether the chat's room was left open (read by the page's entry at every load)", () => {
  it("follows the chat's state as it is written: open with the room, not with the invitation or closed", () => {
    expect(chatLeftOpen()).toBe(false);
    writeChat({ ...emptyChat(), view: "room", wasOpened: true });
    expect(chatLeftOpen()).toBe(true);
    expect(readChat().view).toBe("room");
    writeChat({ ...emptyChat(), view: "invitation", wasOpened: true });
    expect(chatLeftOpen()).toBe(false);
    writeChat({ ...emptyChat(), view: "room", wasOpened: true });
    writeChat({ ...emptyChat(), view: "closed", wasOpened: true });
    expect(chatLeftOpen()).toBe(false);
  });

  it("is this tab's: a room open in the stored conversation alone (another tab, another day) does not open it at load", () => {
    localStorage.setItem("lead-chat:v1", JSON.stringify({ ...emptyChat(), view: "room" }));
    expect(readChat().view).toBe("room");
    expect(chatLeftOpen()).toBe(false);
  });

  it("keeps whatever else the tab's name holds", () => {
    window.name = "outra-coisa";
    writeChat({ ...emptyChat(), view: "room", wasOpened: true });
    expect(window.name).toBe("outra-coisa lead-chat-open");
    writeChat({ ...emptyChat(), view: "closed", wasOpened: true });
    expect(window.name).toBe("outra-coisa");
  });
});

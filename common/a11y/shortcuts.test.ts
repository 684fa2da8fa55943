import { describe, expect, it } from "vitest";
import { isFirefox, isTypingTarget, shortcutFor, shortcutLabels, type KeyLike } from "./shortcuts";

const chrome = { firefox: false };
const firefox = { firefox: true };

function key(k: string, code: string, mods: Partial<KeyLike> = {}): KeyLike {
  return { key: k, code, altKey: true, shiftKey: false, ctrlKey: false, metaKey: false, ...mods };
}

describe("isFirefox", () => {
  it("recognises Firefox by its user agent, and nothing else", () => {
    expect(isFirefox("Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0")).toBe(true);
    expect(isFirefox("Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0")).toBe(true);
    expect(
      isFirefox("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36"),
    ).toBe(false);
    expect(
      isFirefox(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      ),
    ).toBe(false);
    expect(isFirefox("Mozilla/5.0 (Windows NT 10.0; rv:91.0) Gecko/20100101 Firefox/91.0 SeaMonkey/2.53.19")).toBe(false);
  });
});

describe("shortcutFor in Chromium, Safari and the others: Alt", () => {
  it("maps the letters (Alt+K, Q, A) and the eMAG digits", () => {
    expect(shortcutFor(key("k", "KeyK"), chrome)).toBe("content");
    expect(shortcutFor(key("q", "KeyQ"), chrome)).toBe("menu");
    expect(shortcutFor(key("a", "KeyA"), chrome)).toBe("bar");
    expect(shortcutFor(key("1", "Digit1"), chrome)).toBe("content");
    expect(shortcutFor(key("2", "Digit2"), chrome)).toBe("menu");
    expect(shortcutFor(key("3", "Digit3"), chrome)).toBe("bar");
    expect(shortcutFor(key("4", "Digit4"), chrome)).toBe("footer");
    expect(shortcutFor(key("4", "Numpad4"), chrome)).toBe("footer");
  });
  it("accepts upper case (Caps Lock) and macOS's Alt characters by the physical key", () => {
    expect(shortcutFor(key("K", "KeyK"), chrome)).toBe("content");
    expect(shortcutFor(key("˚", "KeyK"), chrome)).toBe("content");
    expect(shortcutFor(key("œ", "KeyQ"), chrome)).toBe("menu");
    expect(shortcutFor(key("¡", "Digit1"), chrome)).toBe("content");
  });
  it("follows the letter the layout produces (AZERTY: the key labelled Q sits where QWERTY has A)", () => {
    expect(shortcutFor(key("q", "KeyA"), chrome)).toBe("menu");
    expect(shortcutFor(key("a", "KeyQ"), chrome)).toBe("bar");
  });
  it("ignores Alt+Shift, AltGr (Ctrl+Alt), Meta, plain keys and other letters", () => {
    expect(shortcutFor(key("K", "KeyK", { shiftKey: true }), chrome)).toBeNull();
    expect(shortcutFor(key("k", "KeyK", { ctrlKey: true }), chrome)).toBeNull();
    expect(shortcutFor(key("k", "KeyK", { metaKey: true }), chrome)).toBeNull();
    expect(shortcutFor(key("k", "KeyK", { altKey: false }), chrome)).toBeNull();
    expect(shortcutFor(key("j", "KeyJ"), chrome)).toBeNull();
    expect(shortcutFor(key("5", "Digit5"), chrome)).toBeNull();
    expect(shortcutFor(key("Alt", "AltLeft"), chrome)).toBeNull();
    expect(shortcutFor(key("k", "KeyK", { isComposing: true }), chrome)).toBeNull();
  });
});

describe("shortcutFor in Firefox: Alt+Shift", () => {
  it("maps the same destinations with Shift added", () => {
    expect(shortcutFor(key("K", "KeyK", { shiftKey: true }), firefox)).toBe("content");
    expect(shortcutFor(key("Q", "KeyQ", { shiftKey: true }), firefox)).toBe("menu");
    expect(shortcutFor(key("A", "KeyA", { shiftKey: true }), firefox)).toBe("bar");
    // Shift turns the digits into symbols; the physical key still counts.
    expect(shortcutFor(key("!", "Digit1", { shiftKey: true }), firefox)).toBe("content");
    expect(shortcutFor(key('"', "Digit2", { shiftKey: true }), firefox)).toBe("menu");
    expect(shortcutFor(key("#", "Digit3", { shiftKey: true }), firefox)).toBe("bar");
    expect(shortcutFor(key("$", "Digit4", { shiftKey: true }), firefox)).toBe("footer");
  });
  it("leaves plain Alt to Firefox's own menus", () => {
    expect(shortcutFor(key("k", "KeyK"), firefox)).toBeNull();
    expect(shortcutFor(key("1", "Digit1"), firefox)).toBeNull();
  });
});

describe("shortcutLabels", () => {
  it("writes the keys for the visitor's browser", () => {
    expect(shortcutLabels("content", false)).toEqual(["Alt+K", "Alt+1"]);
    expect(shortcutLabels("bar", true)).toEqual(["Alt+Shift+A", "Alt+Shift+3"]);
    expect(shortcutLabels("footer", false)).toEqual(["Alt+4"]);
  });
});

describe("isTypingTarget", () => {
  const el = (tagName: string, attrs: Record<string, string> = {}, isContentEditable = false) => ({
    tagName,
    isContentEditable,
    getAttribute: (name: string) => attrs[name] ?? null,
  });
  it("is true in text fields, textareas, selects and editable content", () => {
    expect(isTypingTarget(el("INPUT"))).toBe(true);
    expect(isTypingTarget(el("INPUT", { type: "email" }))).toBe(true);
    expect(isTypingTarget(el("INPUT", { type: "search" }))).toBe(true);
    expect(isTypingTarget(el("TEXTAREA"))).toBe(true);
    expect(isTypingTarget(el("SELECT"))).toBe(true);
    expect(isTypingTarget(el("DIV", {}, true))).toBe(true);
    expect(isTypingTarget(el("DIV", { contenteditable: "true" }))).toBe(true);
    expect(isTypingTarget(el("DIV", { contenteditable: "" }))).toBe(true);
    expect(isTypingTarget(el("DIV", { role: "textbox" }))).toBe(true);
  });
  it("is false on links, buttons, checkboxes and the page itself", () => {
    expect(isTypingTarget(el("A"))).toBe(false);
    expect(isTypingTarget(el("BUTTON"))).toBe(false);
    expect(isTypingTarget(el("INPUT", { type: "checkbox" }))).toBe(false);
    expect(isTypingTarget(el("INPUT", { type: "submit" }))).toBe(false);
    expect(isTypingTarget(el("DIV", { contenteditable: "false" }))).toBe(false);
    expect(isTypingTarget(el("BODY"))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

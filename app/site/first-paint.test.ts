import { describe, expect, it } from "vitest";
import { isTypingTarget, nonTextInputs, shortcutFor, shortcutTargetIds, type KeyLike } from "../../common/a11y/shortcuts";
import { entryFocusScript, keyTargets, matchSource, shortcutsScript, typingSource } from "./first-paint";

/** The inline script's matcher, as the browser compiles it. */
const inlineMatch = new Function("T", `return ${matchSource}`)(keyTargets) as (
  e: KeyLike,
  firefox: boolean,
) => string | undefined;
const inlineTyping = new Function("N", `return ${typingSource}`)([...nonTextInputs]) as (x: unknown) => boolean;

describe("the shortcuts' inline script", () => {
  const keys = [
    ..."abcdefghijklmnopqrstuvwxyz0123456789".split("").map((c) => ({
      key: c,
      code: /\d/.test(c) ? `Digit${c}` : `Key${c.toUpperCase()}`,
    })),
    // macOS turns Alt+K into "˚"; Shift turns 1 into "!"; the keypad; AZERTY's A where QWERTY has Q.
    { key: "˚", code: "KeyK" },
    { key: "!", code: "Digit1" },
    { key: "1", code: "Numpad1" },
    { key: "a", code: "KeyQ" },
    { key: "Alt", code: "AltLeft" },
  ];
  const modifiers = [
    { altKey: true, shiftKey: false, ctrlKey: false, metaKey: false },
    { altKey: true, shiftKey: true, ctrlKey: false, metaKey: false },
    { altKey: true, shiftKey: false, ctrlKey: true, metaKey: false },
    { altKey: true, shiftKey: false, ctrlKey: false, metaKey: true },
    { altKey: false, shiftKey: false, ctrlKey: false, metaKey: false },
  ];

  it("maps every key and modifier as common/a11y/shortcuts.ts does, in Firefox and elsewhere", () => {
    let matched = 0;
    for (const key of keys)
      for (const mods of modifiers)
        for (const firefox of [false, true])
          for (const isComposing of [false, true]) {
            const event = { ...key, ...mods, isComposing };
            const expected = shortcutFor(event, { firefox });
            expect(inlineMatch(event, firefox) ?? null, JSON.stringify({ event, firefox })).toBe(expected);
            if (expected) matched++;
          }
    expect(matched).toBeGreaterThan(10);
  });

  it("tells typing from other focus as isTypingTarget does", () => {
    const element = (tagName: string, attributes: Record<string, string> = {}, isContentEditable = false) => ({
      tagName,
      isContentEditable,
      getAttribute: (name: string) => attributes[name] ?? null,
    });
    const cases = [
      element("INPUT"),
      element("INPUT", { type: "email" }),
      element("INPUT", { type: "checkbox" }),
      element("INPUT", { type: "FILE" }),
      element("TEXTAREA"),
      element("SELECT"),
      element("BUTTON"),
      element("DIV", { contenteditable: "true" }),
      element("DIV", { contenteditable: "false" }),
      element("DIV", {}, true),
      element("DIV", { role: "textbox" }),
      element("DIV", { role: "combobox" }),
      element("A"),
    ];
    for (const c of cases) expect(inlineTyping(c), JSON.stringify(c)).toBe(isTypingTarget(c));
    expect(inlineTyping(null)).toBe(false);
  });

  it("goes to the same elements and gives way to the hydrated aids", () => {
    expect(shortcutsScript).toContain(JSON.stringify(shortcutTargetIds));
    expect(shortcutsScript).toContain('hasAttribute("data-a11y")');
    // Small (about 850 bytes gzip today): the head carries it on every page.
    expect(shortcutsScript.length).toBeLessThan(1600);
    expect(entryFocusScript.length).toBeLessThan(450);
  });
});

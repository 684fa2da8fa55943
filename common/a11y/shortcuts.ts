/**
 * The keyboard shortcuts of the accessibility bar, as a pure mapping from a key event to a
 * destination. Two conventions live side by side:
 *
 * - the site's own: Alt+K content, Alt+Q the menu, Alt+A the accessibility bar;
 * - the eMAG's (the Brazilian government model that screen-reader users already know):
 *   Alt+1 content, Alt+2 menu, Alt+3 the bar (this site has no search), Alt+4 the footer.
 *
 * Firefox keeps Alt+letter for its own menus, so there every shortcut takes Alt+Shift instead.
 * Shortcuts never fire while the visitor types (see isTypingTarget).
 */
import { keyNames } from "./shortcut-strings";
export type ShortcutTarget = "content" | "menu" | "bar" | "footer";

/** The element each destination moves focus to (ids in the shell). */
export const shortcutTargetIds: Record<ShortcutTarget, string> = {
  content: "conteudo",
  menu: "menu-principal",
  bar: "barra-acessibilidade",
  footer: "rodape",
};

/** The key (letter or digit) of each destination, per convention. The footer has no letter. */
export const shortcutKeys: Record<ShortcutTarget, { letter?: string; digit: string }> = {
  content: { letter: "k", digit: "1" },
  menu: { letter: "q", digit: "2" },
  bar: { letter: "a", digit: "3" },
  footer: { digit: "4" },
};

export interface KeyLike {
  key: string;
  code: string;
  altKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  isComposing?: boolean;
}

/** Firefox's user agent, and SeaMonkey's, which also names Firefox (the first paint's scripts use them too). */
export const FIREFOX_AGENT = /\bFirefox\/\d/i;
export const SEAMONKEY_AGENT = /\bSeamonkey\//i;

export function isFirefox(userAgent: string): boolean {
  return FIREFOX_AGENT.test(userAgent) && !SEAMONKEY_AGENT.test(userAgent);
}

/** The modifier the visitor's browser uses, for display ("Alt" or "Alt+Shift"). */
export function modifierLabel(firefox: boolean): string {
  return firefox ? `${keyNames.alt}+${keyNames.shift}` : keyNames.alt;
}

/** How a destination's keys are written for this browser, e.g. ["Alt+K", "Alt+1"]. */
export function shortcutLabels(target: ShortcutTarget, firefox: boolean): string[] {
  const mod = modifierLabel(firefox);
  const { letter, digit } = shortcutKeys[target];
  return [...(letter ? [`${mod}+${letter.toUpperCase()}`] : []), `${mod}+${digit}`];
}

/**
 * The character the visitor pressed, independent of the modifiers: the produced letter when it is
 * a plain a-z or 0-9 (so AZERTY's Alt+Q is the Q key the visitor sees), otherwise the physical
 * key (macOS turns Alt+K into "˚", Shift turns 1 into "!").
 */
function pressedChar(event: KeyLike): string | null {
  if (/^[a-z0-9]$/i.test(event.key)) return event.key.toLowerCase();
  const code = /^(?:Key([A-Z])|Digit([0-9])|Numpad([0-9]))$/.exec(event.code);
  if (!code) return null;
  return (code[1] ?? code[2] ?? code[3] ?? "").toLowerCase() || null;
}

export function shortcutFor(event: KeyLike, options: { firefox: boolean }): ShortcutTarget | null {
  if (event.isComposing) return null;
  // Ctrl+Alt is AltGr on Windows keyboards (it types @, €, …); Meta belongs to the system.
  if (!event.altKey || event.ctrlKey || event.metaKey) return null;
  if (event.shiftKey !== options.firefox) return null;
  const char = pressedChar(event);
  if (!char) return null;
  for (const [target, keys] of Object.entries(shortcutKeys) as Array<[ShortcutTarget, (typeof shortcutKeys)[ShortcutTarget]]>) {
    if (keys.letter === char || keys.digit === char) return target;
  }
  return null;
}

/** What a focused element looks like to the typing check (an Element satisfies it). */
export interface ElementLike {
  tagName: string;
  isContentEditable?: boolean;
  getAttribute(name: string): string | null;
}

/** Input types where keys are not text: shortcuts stay available on them. */
export const nonTextInputs = new Set([
  "button",
  "checkbox",
  "color",
  "file",
  "hidden",
  "image",
  "radio",
  "range",
  "reset",
  "submit",
]);

/** True while the visitor is typing: text inputs, textareas, selects and editable content. */
export function isTypingTarget(element: ElementLike | null | undefined): boolean {
  if (!element) return false;
  const tag = element.tagName.toLowerCase();
  if (tag === "textarea" || tag === "select") return true;
  if (tag === "input") return !nonTextInputs.has((element.getAttribute("type") ?? "text").toLowerCase());
  if (element.isContentEditable) return true;
  const editable = element.getAttribute("contenteditable");
  if (editable !== null && editable !== "false") return true;
  return element.getAttribute("role") === "textbox" || element.getAttribute("role") === "combobox";
}

/** An open modal, while which the shortcuts stay quiet: the mobile menu, a popover with aria-modal (app/chrome/mobile-menu-dom.ts). */
export const OPEN_MODAL_SELECTOR = '[aria-modal="true"][data-open]';

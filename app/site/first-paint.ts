/**
 * What a page does from its first paint, before and without its bundle (issue 24, ADR 0031):
 * two small inline scripts under the page's CSP nonce.
 *
 * - `shortcutsScript` (in the head): the accessibility bar's shortcuts (common/a11y/shortcuts.ts)
 *   answer from the moment the page is shown. When the aids hydrate they take over
 *   (`<html data-a11y>` is set after their own listener is in), so a key is handled once.
 * - `entryFocusScript` (right after the start marker): following a link inside the site focuses
 *   the new page's start marker; a tab's first page, a reload, back and forward,
 *   and a link to a place in the page (#hash) keep the browser's own focus.
 *
 * Both are written by hand in ES5-safe JavaScript so they cost a few hundred bytes; the tests hold
 * them to the shared mapping (first-paint.test.ts) and the browser's behaviour (tests/e2e/first-paint.e2e.ts).
 */
import {
  FIREFOX_AGENT,
  nonTextInputs,
  OPEN_MODAL_SELECTOR,
  SEAMONKEY_AGENT,
  shortcutKeys,
  shortcutTargetIds,
  type ShortcutTarget,
} from "../../common/a11y/shortcuts";

/** The key (letter or digit) each destination answers to, as the inline script reads it: "k" → "content". */
export const keyTargets: Record<string, ShortcutTarget> = Object.fromEntries(
  (Object.entries(shortcutKeys) as Array<[ShortcutTarget, { letter?: string; digit: string }]>).flatMap(([target, keys]) =>
    [keys.letter, keys.digit].filter((key): key is string => Boolean(key)).map((key) => [key, target]),
  ),
);

/**
 * The shortcut a key event stands for, or undefined (`e` an event, `f` true in Firefox): the same
 * rule as `shortcutFor`, as JavaScript source. Exported for the test that compares the two.
 */
export const matchSource =
  `function(e,f){if(e.isComposing||!e.altKey||e.ctrlKey||e.metaKey||e.shiftKey!==f)return;` +
  `var c=/^[a-z0-9]$/i.test(e.key)?e.key.toLowerCase():(/^(?:Key([A-Z])|Digit([0-9])|Numpad([0-9]))$/.exec(e.code)||[]).slice(1).join("").toLowerCase();` +
  `return T[c]}`;

/** True while typing (`isTypingTarget`), as JavaScript source. */
export const typingSource =
  `function(x){if(!x||!x.tagName)return false;var g=x.tagName.toLowerCase(),a=function(n){return x.getAttribute(n)};` +
  `if(g==="textarea"||g==="select")return true;if(g==="input")return N.indexOf((a("type")||"text").toLowerCase())<0;` +
  `var c=a("contenteditable");return !!x.isContentEditable||(c!==null&&c!=="false")||a("role")==="textbox"||a("role")==="combobox"}`;

/** True in Firefox (`isFirefox` of the user agent), as a JavaScript expression. */
export const firefoxSource = `${String(FIREFOX_AGENT)}.test(navigator.userAgent)&&!${String(SEAMONKEY_AGENT)}.test(navigator.userAgent)`;

export const shortcutsScript =
  `(function(){var d=document,T=${JSON.stringify(keyTargets)},I=${JSON.stringify(shortcutTargetIds)},N=${JSON.stringify([...nonTextInputs])},` +
  `f=${firefoxSource},m=${matchSource},y=${typingSource};` +
  `d.addEventListener("keydown",function(e){` +
  // The hydrated aids answer from here on (app/accessibility/shortcuts-dom.ts).
  `if(d.documentElement.hasAttribute("data-a11y")||e.defaultPrevented||e.repeat)return;` +
  `var t=m(e,f);if(!t||y(e.target)||y(d.activeElement))return;` +
  // The open mobile menu keeps focus inside itself (a modal in ARIA's sense, app/chrome/mobile-menu-dom.ts).
  `if(d.querySelector(${JSON.stringify(OPEN_MODAL_SELECTOR)}))return;` +
  // The menu: its first item on wide screens, else the menu button, else the menu's plain links.
  `var l=t==="menu"?[d.getElementById(I.menu),d.querySelector(".mobile-menu__toggle"),d.querySelector(".mobile-menu__nojs a")]:[d.getElementById(I[t])];` +
  `for(var i=0;i<l.length;i++){var el=l[i];if(el&&el.getClientRects().length){el.focus();if(d.activeElement===el){e.preventDefault();return}}}` +
  `})})();`;

/**
 * The start marker takes focus after a link from another page of the site. A tab's first page
 * keeps the browser's focus even when a page of the site opened it (a link opened in a new tab):
 * its history then holds only itself. The tab's history length is the renderer's own figure; the
 * session storage this used to keep a "visited" mark in cost a round trip to the browser's process
 * on every page (6-11 ms of a slow phone's main thread, docs/decisions/0046, stop 53).
 */
export const entryFocusScript =
  `(function(){try{var n=performance.getEntriesByType("navigation")[0],r=document.referrer,` +
  `h=location.href.split("#")[0];` +
  `if(history.length>1&&r&&new URL(r).origin===location.origin&&r.split("#")[0]!==h&&(!n||n.type==="navigate")&&!location.hash)` +
  `document.getElementById("marcador-inicio").focus({preventScroll:true})}catch(e){}})();`;

/**
 * The accessibility page's list of keys, right after it: in Firefox its keys' row comes first in
 * each aid (the server, not knowing the browser, puts the other browsers' first). Before the first
 * paint, with no bundle: it was a React island only for this, and loaded React with the page.
 */
export const browserFirstScript =
  `(function(){if(!(${firefoxSource}))return;var r=document.querySelectorAll("[data-shortcut-row]");` +
  `for(var i=0;i<r.length;i++){var d=r[i].getElementsByTagName("dd");if(d.length===2)r[i].insertBefore(d[1],d[0])}})();`;

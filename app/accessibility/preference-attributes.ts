/**
 * How the visitor's aids show on the document: html[data-font], html[data-contrast] ("system"
 * while no choice is made) and the body's classes. The server writes them into the page; in the
 * browser the accessibility tools apply the same values when a preference changes.
 */
import type { Preferences } from "../../common/a11y/preferences";

export function preferenceAttributes(prefs: Preferences) {
  return {
    font: prefs.font,
    contrast: prefs.contrast === null ? "system" : undefined,
    bodyClass:
      [prefs.contrast ? "alto-contraste" : "", prefs.libras ? "libras-ativo" : ""].filter(Boolean).join(" ") || undefined,
  };
}

/**
 * Applies them; an attribute already as wanted is left alone (at the load the server's HTML already
 * says them, and setting `<html>`'s attributes again costs the browser a check of every style rule
 * that reads them).
 */
export function applyPreferenceAttributes(prefs: Preferences): void {
  const { font, contrast, bodyClass } = preferenceAttributes(prefs);
  const html = document.documentElement;
  setAttributeIfChanged(html, "data-font", String(font));
  if (contrast) setAttributeIfChanged(html, "data-contrast", contrast);
  else html.removeAttribute("data-contrast");
  document.body.classList.toggle("alto-contraste", Boolean(prefs.contrast));
  document.body.classList.toggle("libras-ativo", prefs.libras);
  if (bodyClass === undefined && document.body.classList.length === 0) document.body.removeAttribute("class");
}

/** Sets an attribute unless it already has that value. */
export function setAttributeIfChanged(element: Element, name: string, value: string): void {
  if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

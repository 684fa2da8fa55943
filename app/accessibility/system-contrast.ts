/**
 * Following the system's contrast setting while the visitor has not chosen (cookie contrast "-").
 * Without JavaScript, app.css re-maps the tokens under html[data-contrast="system"] in the same
 * media query; with JavaScript, the head script and this listener put the class alto-contraste on
 * <html>, so every component's `.alto-contraste …` rule applies too.
 */
export const SYSTEM_CONTRAST_QUERY = "(prefers-contrast: more), (forced-colors: active)";

export function systemPrefersContrast(): boolean {
  return typeof window !== "undefined" && Boolean(window.matchMedia?.(SYSTEM_CONTRAST_QUERY).matches);
}

/** Keeps html.alto-contraste in step with the system while `following` (no choice made). */
export function followSystemContrast(following: boolean): () => void {
  const html = document.documentElement;
  if (!following) {
    html.classList.remove("alto-contraste");
    return () => {};
  }
  const query = window.matchMedia(SYSTEM_CONTRAST_QUERY);
  const apply = () => html.classList.toggle("alto-contraste", query.matches);
  apply();
  query.addEventListener("change", apply);
  return () => query.removeEventListener("change", apply);
}

import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useUi } from "../i18n/use-ui";

/** Time for the new page's <title> to be in place before it is announced. */
const ANNOUNCE_DELAY_MS = 60;

/**
 * What happens on every page entry: the view is reported (first-party, path only), the page is
 * announced to screen readers and focus moves to the start marker — except on the first access,
 * when the visitor's focus stays at the top of the document as browsers expect, and the server
 * has already counted the view from the page request itself (server/analytics/http.ts).
 *
 * A page entry is a new path (or language). A change of the query alone (a filter kept in the
 * address) or of the hash (an in-page link) is not: focus stays where the visitor is.
 */
export function RouteEffects() {
  const { ui, lang } = useUi();
  const location = useLocation();
  const firstAccess = useRef(true);
  const lastPage = useRef("");
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const pageKey = `${location.pathname}|${new URLSearchParams(location.search).get("lang") ?? ""}`;
    if (pageKey === lastPage.current) return;
    lastPage.current = pageKey;
    if (firstAccess.current) {
      firstAccess.current = false;
      return;
    }
    reportPageView(location.pathname, lang);
    // The marker sits at the top of the content: focusing it never scrolls past the header.
    // A link to a place in the page (#hash) takes focus there when that place can hold it.
    const place = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (place?.hasAttribute("tabindex")) place.focus();
    else if (!location.hash) document.getElementById("marcador-inicio")?.focus({ preventScroll: true });
    // Empty first, so the same title (back to a page) is spoken again; then the new page's title.
    const clear = window.setTimeout(() => setAnnouncement(""), 0);
    const timer = window.setTimeout(() => setAnnouncement(`${ui.page.loadedAnnouncement} ${document.title}`), ANNOUNCE_DELAY_MS);
    return () => {
      window.clearTimeout(clear);
      window.clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, lang]);

  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </p>
  );
}

function reportPageView(pathname: string, lang: string) {
  const body = JSON.stringify({ path: pathname, lang });
  try {
    if (navigator.sendBeacon?.("/api/analytics/page-view", new Blob([body], { type: "application/json" }))) return;
  } catch {
    // fall through to fetch
  }
  void fetch("/api/analytics/page-view", {
    method: "POST",
    body,
    headers: { "content-type": "application/json" },
    keepalive: true,
  }).catch(() => {});
}

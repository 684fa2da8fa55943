import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useHydrated } from "../components/use-hydrated";
import { usePageAddress, useRoot } from "../site/site-context";
import { usePreferences } from "./use-preferences";
import { LIBRAS_CLOSE, LIBRAS_OPEN, LIBRAS_WATCH_LINK, openLibrasClip, type LibrasOpenDetail } from "./events";

/** The layer's code (hover and focus feedback, the panel) loads only when it is needed. */
const LibrasLayer = lazy(() => import("./LibrasLayer"));

export interface LibrasRequest {
  detail: LibrasOpenDetail;
  /** Grows with each request, so the same clip asked twice opens twice. */
  seq: number;
}

let requestSeq = 0;

/**
 * The Libras feedback slot of the shell. Tiny on its own: it listens for requests
 * ('libras:open', from the chat or any page) and for the Libras mode, and only then loads the
 * layer that shows hover and focus feedback and plays clips in the panel. The panel closes on
 * every page entry, on 'libras:close' and when the mode is turned off.
 *
 * With the mode off the island sleeps (PortalFrame's `librasWakeOn`, docs/decisions/0046): the
 * requests and "watch" clicks made meanwhile are held by the sleeper and given to it once ready.
 */
export function LibrasPanel() {
  const root = useRoot();
  const prefs = usePreferences(root.prefs);
  const location = usePageAddress();
  // The layer is client-only.
  const hydrated = useHydrated();
  const [request, setRequest] = useState<LibrasRequest | null>(null);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<LibrasOpenDetail>).detail;
      if (!detail?.urlVideo) return;
      // Tells the sender (the chat) that the panel plays the clip, so it does not play it inline too.
      event.preventDefault();
      setRequest({ detail, seq: ++requestSeq });
    };
    const onClose = () => setRequest(null);
    window.addEventListener(LIBRAS_OPEN, onOpen);
    window.addEventListener(LIBRAS_CLOSE, onClose);
    return () => {
      window.removeEventListener(LIBRAS_OPEN, onOpen);
      window.removeEventListener(LIBRAS_CLOSE, onClose);
    };
  }, []);

  // The pages' "watch in Libras" links (server HTML, docs/decisions/0031): with JavaScript the clip
  // plays in the panel, from the data-libras-* attributes of the element it belongs to; without,
  // the browser plays the file.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest(LIBRAS_WATCH_LINK) : null;
      const holder = link?.closest<HTMLElement>("[data-libras-video]");
      if (!holder?.dataset.librasVideo) return;
      event.preventDefault();
      const { librasVideo, librasAws, librasPoster, librasLabel } = holder.dataset;
      openLibrasClip({
        urlVideo: librasVideo,
        aws: librasAws === "true",
        poster: librasPoster,
        label: librasLabel ?? "",
        anchor: holder,
      });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  const onPanelClosed = useCallback(() => setRequest(null), []);

  if (!hydrated || (!prefs.libras && !request)) return null;
  return (
    <Suspense fallback={null}>
      <LibrasLayer
        mode={prefs.libras}
        request={request}
        onPanelClosed={onPanelClosed}
        routeKey={location.pathname + location.search}
        lang={root.lang}
        mediaBase={root.mediaBase}
      />
    </Suspense>
  );
}

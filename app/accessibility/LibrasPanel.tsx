import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useHydrated } from "../components/use-hydrated";
import { usePageAddress, useRoot } from "../site/site-context";
import { usePreferences } from "./preferences-store";
import { LIBRAS_CLOSE, LIBRAS_OPEN, type LibrasOpenDetail } from "./events";

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

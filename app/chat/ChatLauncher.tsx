/**
 * The chat assistant's launcher: a small labelled button in the navigation bar of every /portal
 * page. The widget (and socket.io-client) is not part of the first load: it is imported on the
 * first interaction, or at once when the visitor left the room open before a reload.
 *
 * Where the window leaves room in both margins (WIDE_MARGINS_QUERY, from about 1,706 px) it is
 * the spec's 280 px launcher at the bottom right, in the right margin, and the invitation opens
 * above it there. Narrower (and when zoomed in) the button lives in the navigation bar as a round
 * icon button (its name unchanged), so no floating layer covers the page's text; the invitation
 * opens in the flow under the bar. The room is the floating panel (full-screen on a phone). See
 * docs/decisions/0022-phone-first-screen.md and 0034.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from "react";
import { createPortal } from "react-dom";
import { useUi } from "../site/site-context";
import { WIDE_MARGINS_QUERY } from "../chrome/wide-margins";
import { launcherStrings } from "./launcher-strings";
import type { ChatWidgetProps } from "./ChatWidget";
import type { View } from "./storage";
import "./launcher.css";

const STORAGE_KEY = "lead-chat:v1";

function wasLeftOpen(): boolean {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as { view?: View }).view === "room" : false;
  } catch {
    return false;
  }
}

let widgetModule: Promise<ComponentType<ChatWidgetProps>> | undefined;
function loadWidget(): Promise<ComponentType<ChatWidgetProps>> {
  widgetModule ??= import("./ChatWidget").then((m) => m.ChatWidget);
  widgetModule.catch(() => (widgetModule = undefined));
  return widgetModule;
}

/** The header's slot for the launcher; null while rendering on the server (and hydrating). */
function useHeaderSlot(): HTMLElement | null {
  return useSyncExternalStore(
    subscribeNothing,
    () => document.getElementById("chat-slot"),
    () => null,
  );
}
const subscribeNothing = () => () => {};

/** True while the window leaves room in both margins (false on the server and while hydrating). */
function useWideMargins(): boolean {
  return useSyncExternalStore(
    (change) => {
      const list = window.matchMedia(WIDE_MARGINS_QUERY);
      list.addEventListener("change", change);
      return () => list.removeEventListener("change", change);
    },
    () => window.matchMedia(WIDE_MARGINS_QUERY).matches,
    () => false,
  );
}

export function ChatLauncher() {
  const { lang } = useUi();
  const s = launcherStrings[lang];
  const [Widget, setWidget] = useState<ComponentType<ChatWidgetProps> | null>(null);
  const [toggles, setToggles] = useState(0);
  const [view, setView] = useState<View>("closed");
  const [failed, setFailed] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const wide = useWideMargins();
  const slot = useHeaderSlot();
  const headerSlot = wide ? null : slot;

  const ensureWidget = useCallback(() => {
    loadWidget().then(
      (component) => {
        setFailed(false);
        setWidget(() => component);
      },
      () => setFailed(true),
    );
  }, []);

  // The room was open before a reload: bring it back without waiting for a click.
  useEffect(() => {
    if (wasLeftOpen()) ensureWidget();
  }, [ensureWidget]);

  const button = (
    <button
      ref={launcherRef}
      type="button"
      className={`chat-launcher${headerSlot ? " chat-launcher--compact" : ""}`}
      aria-expanded={view !== "closed"}
      aria-controls={view === "room" ? "stuart-room" : view === "invitation" ? "stuart-invitation" : undefined}
      // Start fetching the widget as soon as the visitor reaches for it.
      onPointerEnter={() => void loadWidget().catch(() => {})}
      onFocus={() => void loadWidget().catch(() => {})}
      onClick={() => {
        setToggles((n) => n + 1);
        if (!Widget) ensureWidget();
      }}
    >
      <svg className="chat-launcher__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 3C6.5 3 2 6.6 2 11c0 2.3 1.2 4.4 3.2 5.9L4.5 21l4.3-2.4c1 .3 2.1.4 3.2.4 5.5 0 10-3.6 10-8s-4.5-8-10-8Zm-4 9.2a1.2 1.2 0 1 1 0-2.4 1.2 1.2 0 0 1 0 2.4Zm4 0a1.2 1.2 0 1 1 0-2.4 1.2 1.2 0 0 1 0 2.4Zm4 0a1.2 1.2 0 1 1 0-2.4 1.2 1.2 0 0 1 0 2.4Z"
        />
      </svg>
      {/* In the compact button the icon shows alone; the label and the badge still name it. */}
      <span className={`chat-launcher__label${headerSlot ? " visually-hidden" : ""}`}>{s.open}</span>
      <span className={`chat-beta${headerSlot ? " visually-hidden" : ""}`}>{s.beta}</span>
    </button>
  );

  return (
    <div className="chat-dock" data-chat-view={view}>
      {Widget ? <Widget lang={lang} toggles={toggles} onViewChange={setView} launcherRef={launcherRef} floating={wide} /> : null}
      {headerSlot ? createPortal(button, headerSlot) : button}
      <p className="chat-launcher__error" role="status">
        {failed ? s.loadError : ""}
      </p>
    </div>
  );
}

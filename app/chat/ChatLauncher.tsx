/**
 * The chat assistant's launcher: a small labelled button on every /portal page. The widget (and
 * socket.io-client) is not part of the first load: it is imported on the first interaction, or at
 * once when the visitor left the room open before a reload.
 *
 * There are two buttons, the same launcher, and the stylesheet shows one (launcher.css): where the
 * window leaves room in both margins (WIDE_MARGINS_QUERY, from about 1,706 px) the spec's 280 px
 * launcher at the bottom right, in the right margin (this island's), with the invitation above it;
 * narrower (and when zoomed in) a round icon button in the navigation bar (ChatBarButton, server
 * HTML in the header), so no floating layer covers the page's text, and the invitation opens in the
 * flow under the bar. The room is the floating panel (full-screen on a phone). Both work before
 * this island wakes: its first use wakes it and is replayed (docs/decisions/0046). See
 * docs/decisions/0022-phone-first-screen.md and 0034.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType } from "react";
import { useUi } from "../site/site-context";
import { WIDE_MARGINS_QUERY } from "../chrome/wide-margins";
import { CHAT_BAR_BUTTON } from "./ChatBarButton";
import { launcherStrings } from "./launcher-strings";
import { chatLeftOpen } from "./left-open";
import type { ChatWidgetProps } from "./ChatWidget";
import type { View } from "./storage";
import { ChatIcon } from "./ChatIcon";
import "./launcher.css";

let widgetModule: Promise<ComponentType<ChatWidgetProps>> | undefined;
function loadWidget(): Promise<ComponentType<ChatWidgetProps>> {
  widgetModule ??= import("./ChatWidget").then((m) => m.ChatWidget);
  widgetModule.catch(() => (widgetModule = undefined));
  return widgetModule;
}

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
  const dockButton = useRef<HTMLButtonElement>(null);
  // The launcher the visitor sees (the widget gives focus back to it).
  const launcherRef = useRef<HTMLButtonElement | null>(null);
  const wide = useWideMargins();

  const ensureWidget = useCallback(() => {
    loadWidget().then(
      (component) => {
        setFailed(false);
        setWidget(() => component);
      },
      () => setFailed(true),
    );
  }, []);
  const toggle = useCallback(() => {
    setToggles((n) => n + 1);
    ensureWidget();
  }, [ensureWidget]);
  const prefetch = () => void loadWidget().catch(() => {});

  // The room was open before a reload: bring it back without waiting for a click.
  useEffect(() => {
    if (chatLeftOpen()) ensureWidget();
  }, [ensureWidget]);

  // The bar's button (server HTML): on the document, so a click held for this island's waking
  // (its wake listener, on the document too, stops it) is not seen twice.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.(CHAT_BAR_BUTTON)) toggle();
    };
    const onReach = (event: Event) => {
      if ((event.target as Element | null)?.closest?.(CHAT_BAR_BUTTON)) prefetch();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("pointerover", onReach);
    document.addEventListener("focusin", onReach);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", onReach);
      document.removeEventListener("focusin", onReach);
    };
  }, [toggle]);

  // Both buttons say whether the chat is open and what it opened.
  const controls = view === "room" ? "stuart-room" : view === "invitation" ? "stuart-invitation" : undefined;
  useLayoutEffect(() => {
    const bar = document.querySelector<HTMLButtonElement>(CHAT_BAR_BUTTON);
    launcherRef.current = wide || !bar ? dockButton.current : bar;
    if (!bar) return;
    bar.setAttribute("aria-expanded", String(view !== "closed"));
    if (controls) bar.setAttribute("aria-controls", controls);
    else bar.removeAttribute("aria-controls");
  }, [wide, view, controls]);

  return (
    <div className="chat-dock" data-chat-view={view}>
      {Widget ? <Widget lang={lang} toggles={toggles} onViewChange={setView} launcherRef={launcherRef} floating={wide} /> : null}
      <button
        ref={dockButton}
        type="button"
        className="chat-launcher"
        aria-expanded={view !== "closed"}
        aria-controls={controls}
        // Start fetching the widget as soon as the visitor reaches for it.
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={toggle}
      >
        <ChatIcon />
        <span className="chat-launcher__label">{s.open}</span>
        <span className="chat-beta">{s.beta}</span>
      </button>
      <p className="chat-launcher__error" role="status">
        {failed ? s.loadError : ""}
      </p>
    </div>
  );
}

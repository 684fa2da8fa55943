/**
 * The header's notification banner, which reports the contact form's sending: three types
 * (informacao, sucesso, erro) with their titles; shown with display flex, then max-height 100px and opacity 1 after 200 ms,
 * focused after 1 s, closed with a 200 ms fade; only one at a time. Pages call notify() (notify.ts).
 * After closing, focus goes back to where it was before the banner took it.
 */
import { useEffect, useRef, useState } from "react";
import { useUi } from "../site/site-context";
import { UiIcon } from "../components/UiIcon";
import {
  closeNotification,
  notificationTitles,
  NOTIFICATION_TIMING,
  NOTIFY_EVENT,
  type NotificationType,
  type NotifyDetail,
} from "./notify";
import "./notifications.css";

type Phase = "shown" | "open" | "closing";

function Icon({ type }: { type: NotificationType }) {
  return (
    <svg className="notification__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      {type === "sucesso" ? (
        <path d="M6.5 12.5l3.5 3.5 7.5-8" fill="none" stroke="var(--notification-icon-ink)" strokeWidth="2.4" />
      ) : type === "erro" ? (
        <path
          d="M12 6.5v7M12 16.5v1.5"
          fill="none"
          stroke="var(--notification-icon-ink)"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M7 12h.01M12 12h.01M17 12h.01"
          fill="none"
          stroke="var(--notification-icon-ink)"
          strokeWidth="3"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

export function Notifications() {
  const { lang } = useUi();
  const titles = notificationTitles[lang];
  const [current, setCurrent] = useState<{ type: NotificationType; id: number; phase: Phase } | null>(null);
  const banner = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const timers = useRef<number[]>([]);
  const counter = useRef(0);

  useEffect(() => {
    const clear = () => {
      timers.current.forEach((t) => window.clearTimeout(t));
      timers.current = [];
    };
    const close = () => {
      clear();
      setCurrent((c) => (c ? { ...c, phase: "closing" } : c));
      timers.current.push(
        window.setTimeout(() => {
          setCurrent(null);
          document.documentElement.classList.remove("has-notification");
          const back = returnFocus.current;
          returnFocus.current = null;
          const active = document.activeElement;
          const focusWasHere = !active || active === document.body || banner.current?.contains(active);
          if (back && document.contains(back) && focusWasHere) back.focus();
        }, NOTIFICATION_TIMING.fadeMs),
      );
    };
    const onNotify = (event: Event) => {
      const { type } = (event as CustomEvent<NotifyDetail>).detail ?? {};
      if (!type) return close();
      clear();
      const id = ++counter.current;
      // Only one at a time: a new notification replaces the one showing.
      setCurrent({ type, id, phase: "shown" });
      document.documentElement.classList.add("has-notification");
      timers.current.push(
        window.setTimeout(() => setCurrent((c) => (c?.id === id ? { ...c, phase: "open" } : c)), NOTIFICATION_TIMING.revealMs),
        window.setTimeout(() => {
          const active = document.activeElement as HTMLElement | null;
          if (active && !banner.current?.contains(active) && active !== document.body) returnFocus.current = active;
          banner.current?.focus();
        }, NOTIFICATION_TIMING.focusMs),
      );
    };
    window.addEventListener(NOTIFY_EVENT, onNotify);
    return () => {
      window.removeEventListener(NOTIFY_EVENT, onNotify);
      clear();
    };
  }, []);

  if (!current) return null;
  const { type, phase } = current;
  return (
    <div
      ref={banner}
      className={`notification notification--${type}`}
      data-type={type}
      data-phase={phase}
      tabIndex={-1}
      role="group"
      aria-labelledby="notificacao-titulo"
    >
      <div className="notification__inner container">
        <Icon type={type} />
        <p id="notificacao-titulo" className="notification__title">
          {titles[type]}
        </p>
        <button type="button" className="notification__close" aria-label={titles.close} onClick={closeNotification}>
          <UiIcon name="close" size={22} weight={2.4} />
        </button>
      </div>
    </div>
  );
}

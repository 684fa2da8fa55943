/**
 * The notification banner's client API: any component calls notify("sucesso") and the banner in
 * the header (Notifications.tsx) shows it, replacing whatever it showed (one at a time).
 * A window event keeps the two decoupled: the banner lives in the shell, the callers in pages.
 */
import type { Lang } from "../../common/i18n/languages";

export const notificationTypes = ["informacao", "sucesso", "erro"] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const NOTIFY_EVENT = "notify";
export interface NotifyDetail {
  /** null closes the banner. */
  type: NotificationType | null;
}

export function notify(type: NotificationType): void {
  window.dispatchEvent(new CustomEvent<NotifyDetail>(NOTIFY_EVENT, { detail: { type } }));
}

export function closeNotification(): void {
  window.dispatchEvent(new CustomEvent<NotifyDetail>(NOTIFY_EVENT, { detail: { type: null } }));
}

/** Reveal after 200 ms, focus after 1 s (so screen readers hear the title), 200 ms fade. */
export const NOTIFICATION_TIMING = { revealMs: 200, focusMs: 1000, fadeMs: 200 } as const;

/** The banner's titles ('Enviando mensagem.', 'Mensagem enviada.', 'Erro de envio.') and its close button, per language. */
export const notificationTitles: Record<Lang, Record<NotificationType, string> & { close: string }> = {
  pt: { informacao: "Enviando mensagem.", sucesso: "Mensagem enviada.", erro: "Erro de envio.", close: "Fechar notificação" },
  en: { informacao: "Sending message.", sucesso: "Message sent.", erro: "Sending error.", close: "Close notification" },
  es: { informacao: "Enviando mensaje.", sucesso: "Mensaje enviado.", erro: "Error de envío.", close: "Cerrar notificación" },
};

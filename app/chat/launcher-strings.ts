/** The launcher's few words, kept apart from the widget's strings so the first page load stays light. */
import type { Lang } from "../../common/i18n/languages";

export const launcherStrings: Record<Lang, { open: string; beta: string; loadError: string }> = {
  pt: {
    open: "Fale com o Stuart",
    beta: "beta",
    loadError: "Não foi possível abrir o chat agora. Verifique a conexão e tente de novo.",
  },
  en: {
    open: "Chat with Stuart",
    beta: "beta",
    loadError: "The chat could not be opened right now. Check your connection and try again.",
  },
  es: {
    open: "Hable con Stuart",
    beta: "beta",
    loadError: "No fue posible abrir el chat ahora. Verifique la conexión e inténtelo de nuevo.",
  },
};

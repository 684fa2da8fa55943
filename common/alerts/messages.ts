/** The job-alert form's validation messages, per language (the server says them; the page shows them). */
import type { Lang } from "../i18n/languages";
import { publicInvisibleChar } from "../text/hygiene-strings";
import type { AlertErrorCode } from "./schema";

export const alertErrorMessages: Record<Lang, Record<AlertErrorCode, string>> = {
  pt: {
    required: "Campo obrigatório.",
    invalid_email: "E-mail inválido: escreva um endereço como nome@exemplo.com.br.",
    too_long: "Endereço longo demais.",
    line_break: "Use uma única linha, sem quebras de linha.",
    invisible_char: publicInvisibleChar.pt,
    areas_required: "Escolha pelo menos uma área.",
    unknown_area: "Escolha áreas da lista: uma das áreas enviadas não existe.",
    unknown_lang: "Escolha um idioma da lista: português, inglês ou espanhol.",
    consent_required: "Para receber os alertas, concorde com o uso do seu e-mail descrito acima.",
  },
  en: {
    required: "Field required",
    invalid_email: "Invalid e-mail: write an address such as name@example.com.",
    too_long: "Address too long.",
    line_break: "Use a single line, without line breaks.",
    invisible_char: publicInvisibleChar.en,
    areas_required: "Choose at least one area.",
    unknown_area: "Choose areas from the list: one of the areas sent does not exist.",
    unknown_lang: "Choose a language from the list: Portuguese, English or Spanish.",
    consent_required: "To receive the alerts, agree to the use of your e-mail described above.",
  },
  es: {
    required: "Campo obligatorio.",
    invalid_email: "Correo electrónico no válido: escribe una dirección como nombre@ejemplo.com.",
    too_long: "Dirección demasiado larga.",
    line_break: "Usa una sola línea, sin saltos de línea.",
    invisible_char: publicInvisibleChar.es,
    areas_required: "Elige al menos un área.",
    unknown_area: "Elige áreas de la lista: una de las áreas enviadas no existe.",
    unknown_lang: "Elige un idioma de la lista: portugués, inglés o español.",
    consent_required: "Para recibir las alertas, acepta el uso de tu correo descrito arriba.",
  },
};

/** Refusals of a whole request (not a field), per language. */
export type AlertRefusal =
  "cross_site" | "rate_limited" | "busy" | "invalid_link" | "expired_link" | "unknown_link" | "missing_token";

export const alertRefusalMessages: Record<Lang, Record<AlertRefusal, string>> = {
  pt: {
    cross_site: "Este pedido não veio de uma página do Lead e foi recusado.",
    rate_limited: "Muitos pedidos de alerta deste endereço de rede. Tente de novo em alguns minutos.",
    busy: "Recebemos muitos pedidos de alerta nesta hora. Tente de novo mais tarde.",
    invalid_link: "Este link não é válido: ele foi alterado ou copiado pela metade. Use o link do e-mail inteiro.",
    expired_link: "Este link de confirmação expirou. Peça o alerta de novo para receber um link novo.",
    unknown_link: "Não há alerta para este link: ele foi apagado (você saiu, ou o pedido não foi confirmado a tempo).",
    missing_token: "Falta o código do link de saída. Use o link do fim do e-mail de alerta.",
  },
  en: {
    cross_site: "This request did not come from a Lead page and was refused.",
    rate_limited: "Too many alert requests from this network address. Try again in a few minutes.",
    busy: "We have received too many alert requests this hour. Try again later.",
    invalid_link: "This link is not valid: it was changed or copied only in part. Use the whole link from the e-mail.",
    expired_link: "This confirmation link has expired. Ask for the alert again to receive a new link.",
    unknown_link: "There is no alert for this link: it was deleted (you left, or the request was not confirmed in time).",
    missing_token: "The leave link's code is missing. Use the link at the end of the alert e-mail.",
  },
  es: {
    cross_site: "Esta solicitud no vino de una página de Lead y fue rechazada.",
    rate_limited: "Demasiadas solicitudes de alerta desde esta dirección de red. Inténtalo de nuevo en unos minutos.",
    busy: "Hemos recibido demasiadas solicitudes de alerta en esta hora. Inténtalo de nuevo más tarde.",
    invalid_link: "Este enlace no es válido: fue cambiado o copiado solo en parte. Usa el enlace completo del correo.",
    expired_link: "Este enlace de confirmación ha caducado. Pide la alerta de nuevo para recibir un enlace nuevo.",
    unknown_link: "No hay alerta para este enlace: fue borrada (saliste, o la solicitud no se confirmó a tiempo).",
    missing_token: "Falta el código del enlace de baja. Usa el enlace del final del correo de alerta.",
  },
};

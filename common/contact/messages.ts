/**
 * The contact form's validation messages, per language. Shared by the browser (client-side
 * validation) and the server (API answers and the no-JavaScript page), so both say the same thing.
 * The pt/en texts of SPEC.md sections 5 and 8 are kept exactly; es is their translation.
 */
import type { Lang } from "../i18n/languages";
import type { ContactErrorCode } from "./schema";

type Messages = Record<ContactErrorCode, string>;

export const contactErrorMessages: Record<Lang, Messages> = {
  pt: {
    required: "Campo obrigatório.",
    invalid_email: "E-mail inválido.",
    file_type: "Tipo de arquivo inválido - Tipos aceitos: JPEG, MP4.",
    file_size: "Tamanho de arquivo excedido - 25mb.",
    too_many_files: "Envie no máximo 5 arquivos.",
    too_long: "Texto longo demais.",
    line_break: "Use uma única linha, sem quebras de linha.",
    invalid_receiver: "Destinatário inválido.",
  },
  en: {
    required: "Field required",
    invalid_email: "Invalid e-mail.",
    file_type: "Invalid file type - Accepted types: JPEG, MP4.",
    file_size: "Exceeded file size - 25mb.",
    too_many_files: "Send at most 5 files.",
    too_long: "Text too long.",
    line_break: "Use a single line, without line breaks.",
    invalid_receiver: "Invalid recipient.",
  },
  es: {
    required: "Campo obligatorio.",
    invalid_email: "Correo electrónico no válido.",
    file_type: "Tipo de archivo no válido - Tipos aceptados: JPEG, MP4.",
    file_size: "Tamaño de archivo excedido - 25mb.",
    too_many_files: "Envía como máximo 5 archivos.",
    too_long: "Texto demasiado largo.",
    line_break: "Usa una sola línea, sin saltos de línea.",
    invalid_receiver: "Destinatario no válido.",
  },
};

/** Answers for whole-request problems (not tied to one field), per language. */
export const contactRequestMessages = {
  pt: {
    validation_failed: "Corrija os campos indicados e envie novamente.",
    xsrf_failed: "O formulário expirou. Recarregue a página e envie novamente.",
    cross_site_request: "Envio recusado: o pedido não veio deste site.",
    rate_limited: "Muitos envios em pouco tempo. Aguarde alguns minutos e tente novamente.",
    body_too_large: "O envio é grande demais. Envie arquivos menores ou em menor número.",
    bad_request: "O envio não pôde ser lido. Recarregue a página e tente novamente.",
    idempotency_conflict: "Este envio já foi usado para outra mensagem. Recarregue a página.",
    server_error: "Não foi possível enviar agora. Tente novamente em alguns instantes.",
    sent: "Mensagem enviada com sucesso!",
  },
  en: {
    validation_failed: "Correct the fields shown and send again.",
    xsrf_failed: "The form has expired. Reload the page and send again.",
    cross_site_request: "Refused: the request did not come from this site.",
    rate_limited: "Too many messages in a short time. Wait a few minutes and try again.",
    body_too_large: "The upload is too large. Send smaller or fewer files.",
    bad_request: "The submission could not be read. Reload the page and try again.",
    idempotency_conflict: "This submission was already used for another message. Reload the page.",
    server_error: "The message could not be sent right now. Please try again in a moment.",
    sent: "Message successfully sent!",
  },
  es: {
    validation_failed: "Corrige los campos indicados y envía de nuevo.",
    xsrf_failed: "El formulario ha caducado. Recarga la página y envía de nuevo.",
    cross_site_request: "Envío rechazado: la solicitud no vino de este sitio.",
    rate_limited: "Demasiados envíos en poco tiempo. Espera unos minutos e inténtalo de nuevo.",
    body_too_large: "El envío es demasiado grande. Envía archivos más pequeños o en menor número.",
    bad_request: "No fue posible leer el envío. Recarga la página e inténtalo de nuevo.",
    idempotency_conflict: "Este envío ya se usó para otro mensaje. Recarga la página.",
    server_error: "No fue posible enviar ahora. Inténtalo de nuevo en unos instantes.",
    sent: "¡Mensaje enviado con éxito!",
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type ContactRequestError = Exclude<keyof (typeof contactRequestMessages)["pt"], "sent">;

/** The chat's e-mail flow answers (SPEC.md section 8), per language. */
export const stuartContactMessages = {
  pt: {
    success: "Seu email foi enviado com sucesso! Em breve entraremos em contato com você.",
    failure: "Ops! Ocorreu um erro no envio do seu email. Tente novamente dentro de alguns instantes.",
  },
  en: {
    success: "Your e-mail was sent successfully! We will contact you soon.",
    failure: "Oops! Something went wrong sending your e-mail. Please try again in a few moments.",
  },
  es: {
    success: "¡Tu correo fue enviado con éxito! Pronto nos pondremos en contacto contigo.",
    failure: "¡Uy! Ocurrió un error al enviar tu correo. Inténtalo de nuevo en unos instantes.",
  },
} as const satisfies Record<Lang, Record<string, string>>;

/**
 * The contact form's validation messages, per language. Shared by the browser (client-side
 * validation) and the server (API answers and the no-JavaScript page), so both say the same thing.
 * The pt/en texts ('Campo obrigatório.', 'E-mail inválido.', …) are the product's wording, kept exactly;
 * es is their translation.
 */
import type { Lang } from "../i18n/languages";
import { publicInvisibleChar } from "../text/hygiene-strings";
import type { ContactErrorCode } from "./schema";
import { MAX_JSON_DEPTH } from "../http/limits";

type Messages = Record<ContactErrorCode, string>;

export const contactErrorMessages: Record<Lang, Messages> = {
  pt: {
    required: "Campo obrigatório.",
    invalid_email: "E-mail inválido.",
    file_type: "Tipo de arquivo inválido - Tipos aceitos: JPEG, MP4.",
    file_damaged: "Arquivo danificado ou diferente do que diz ser - Tipos aceitos: JPEG, MP4.",
    file_size: "Tamanho de arquivo excedido - 25mb.",
    too_many_files: "Envie no máximo 5 arquivos.",
    too_long: "Texto longo demais.",
    line_break: "Use uma única linha, sem quebras de linha.",
    invisible_char: publicInvisibleChar.pt,
    invalid_receiver: "Destinatário inválido.",
  },
  en: {
    required: "Field required",
    invalid_email: "Invalid e-mail.",
    file_type: "Invalid file type - Accepted types: JPEG, MP4.",
    file_damaged: "File damaged or not what it claims to be - Accepted types: JPEG, MP4.",
    file_size: "Exceeded file size - 25mb.",
    too_many_files: "Send at most 5 files.",
    too_long: "Text too long.",
    line_break: "Use a single line, without line breaks.",
    invisible_char: publicInvisibleChar.en,
    invalid_receiver: "Invalid recipient.",
  },
  es: {
    required: "Campo obligatorio.",
    invalid_email: "Correo electrónico no válido.",
    file_type: "Tipo de archivo no válido - Tipos aceptados: JPEG, MP4.",
    file_damaged: "Archivo dañado o distinto de lo que dice ser - Tipos aceptados: JPEG, MP4.",
    file_size: "Tamaño de archivo excedido - 25mb.",
    too_many_files: "Envía como máximo 5 archivos.",
    too_long: "Texto demasiado largo.",
    line_break: "Usa una sola línea, sin saltos de línea.",
    invisible_char: publicInvisibleChar.es,
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
    body_too_large: "O envio passa do tamanho total aceito (até 5 arquivos de menos de 25 MB). Envie menos arquivos.",
    file_too_large: "Um dos arquivos passa do limite: cada arquivo deve ter menos de 25 MB.",
    too_many_files: "Arquivos demais: envie no máximo 5.",
    too_many_fields: "O envio tem campos demais. Recarregue a página e use o formulário.",
    text_too_long: "Texto longo demais: a mensagem aceita até 5.000 caracteres.",
    unsupported_media_type: "Formato de envio não aceito: use multipart/form-data ou application/json.",
    unsupported_media_type_json: "Formato de envio não aceito: use application/json.",
    invalid_idempotency_key: "Chave de idempotência inválida: use de 8 a 128 letras, algarismos, '-' ou '_'.",
    bad_request: "O envio não pôde ser lido. Recarregue a página e tente novamente.",
    too_deep: `O envio não pôde ser lido: o JSON tem níveis aninhados demais (no máximo ${MAX_JSON_DEPTH}).`,
    idempotency_conflict: "Este envio já foi usado para outra mensagem. Recarregue a página.",
    server_error: "Não foi possível enviar agora. Tente novamente em alguns instantes.",
    sent: "Mensagem enviada com sucesso!",
  },
  en: {
    validation_failed: "Correct the fields shown and send again.",
    xsrf_failed: "The form has expired. Reload the page and send again.",
    cross_site_request: "Refused: the request did not come from this site.",
    rate_limited: "Too many messages in a short time. Wait a few minutes and try again.",
    body_too_large: "The submission is over the total size accepted (up to 5 files under 25 MB each). Send fewer files.",
    file_too_large: "One of the files is over the limit: each file must be under 25 MB.",
    too_many_files: "Too many files: send at most 5.",
    too_many_fields: "The submission has too many fields. Reload the page and use the form.",
    text_too_long: "Text too long: the message accepts up to 5,000 characters.",
    unsupported_media_type: "Submission format not accepted: use multipart/form-data or application/json.",
    unsupported_media_type_json: "Submission format not accepted: use application/json.",
    invalid_idempotency_key: "Invalid idempotency key: use 8 to 128 letters, digits, '-' or '_'.",
    bad_request: "The submission could not be read. Reload the page and try again.",
    too_deep: `The submission could not be read: its JSON is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
    idempotency_conflict: "This submission was already used for another message. Reload the page.",
    server_error: "The message could not be sent right now. Please try again in a moment.",
    sent: "Message successfully sent!",
  },
  es: {
    validation_failed: "Corrige los campos indicados y envía de nuevo.",
    xsrf_failed: "El formulario ha caducado. Recarga la página y envía de nuevo.",
    cross_site_request: "Envío rechazado: la solicitud no vino de este sitio.",
    rate_limited: "Demasiados envíos en poco tiempo. Espera unos minutos e inténtalo de nuevo.",
    body_too_large: "El envío supera el tamaño total aceptado (hasta 5 archivos de menos de 25 MB). Envía menos archivos.",
    file_too_large: "Uno de los archivos supera el límite: cada archivo debe tener menos de 25 MB.",
    too_many_files: "Demasiados archivos: envía como máximo 5.",
    too_many_fields: "El envío tiene demasiados campos. Recarga la página y usa el formulario.",
    text_too_long: "Texto demasiado largo: el mensaje acepta hasta 5.000 caracteres.",
    unsupported_media_type: "Formato de envío no aceptado: usa multipart/form-data o application/json.",
    unsupported_media_type_json: "Formato de envío no aceptado: usa application/json.",
    invalid_idempotency_key: "Clave de idempotencia no válida: usa de 8 a 128 letras, dígitos, '-' o '_'.",
    bad_request: "No fue posible leer el envío. Recarga la página e inténtalo de nuevo.",
    too_deep: `No fue posible leer el envío: su JSON tiene demasiados niveles anidados (como máximo ${MAX_JSON_DEPTH}).`,
    idempotency_conflict: "Este envío ya se usó para otro mensaje. Recarga la página.",
    server_error: "No fue posible enviar ahora. Inténtalo de nuevo en unos instantes.",
    sent: "¡Mensaje enviado con éxito!",
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type ContactRequestError = Exclude<keyof (typeof contactRequestMessages)["pt"], "sent">;

/** The chat's e-mail flow answers (invalid address, sent, failed), per language. */
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

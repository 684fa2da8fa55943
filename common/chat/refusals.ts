/**
 * What the chat says when it refuses something, in the visitor's language. Shared: the server
 * sends the text with its refusal (acknowledgements, `exception`, guest-token answers) and the
 * widget shows the same text from the code when an answer never came (ADR 0017).
 */
import type { Lang } from "../i18n/languages";
import { MAX_MESSAGE_LENGTH } from "./protocol";

export const refusalCodes = [
  "invalid_message",
  "too_long",
  "rate_limited",
  "server_error",
  "invalid_request",
  "timeout",
  "missing_token",
  "invalid_token",
  "token_expired",
  "too_many_token_requests",
  "too_many_connections",
] as const;
export type RefusalCode = (typeof refusalCodes)[number];

const texts: Record<RefusalCode, Record<Lang, string>> = {
  invalid_message: {
    pt: "Não consegui ler esta mensagem. Escreva um texto e tente de novo.",
    en: "I could not read this message. Type some text and try again.",
    es: "No pude leer este mensaje. Escriba un texto e inténtelo de nuevo.",
  },
  too_long: {
    pt: `Mensagem longa demais: escreva até ${MAX_MESSAGE_LENGTH} caracteres.`,
    en: `Message too long: write at most ${MAX_MESSAGE_LENGTH} characters.`,
    es: `Mensaje demasiado largo: escriba como máximo ${MAX_MESSAGE_LENGTH} caracteres.`,
  },
  rate_limited: {
    pt: "Muitas mensagens em pouco tempo. Aguarde um instante; eu envio de novo sozinho.",
    en: "Too many messages in a short time. Wait a moment; I will send it again myself.",
    es: "Demasiados mensajes en poco tiempo. Espere un momento; lo enviaré de nuevo yo mismo.",
  },
  server_error: {
    pt: "Algo deu errado do nosso lado. Tente de novo em alguns instantes.",
    en: "Something went wrong on our side. Try again in a few moments.",
    es: "Algo salió mal de nuestro lado. Inténtelo de nuevo en unos instantes.",
  },
  invalid_request: {
    pt: "Pedido inválido.",
    en: "Invalid request.",
    es: "Solicitud no válida.",
  },
  timeout: {
    pt: "O Stuart não confirmou o recebimento. Vou tentar de novo quando a conexão responder.",
    en: "Stuart did not confirm receipt. I will try again when the connection answers.",
    es: "Stuart no confirmó la recepción. Lo intentaré de nuevo cuando la conexión responda.",
  },
  missing_token: {
    pt: "Falta a identificação da conversa; peça uma nova.",
    en: "The conversation's identification is missing; request a new one.",
    es: "Falta la identificación de la conversación; solicite una nueva.",
  },
  invalid_token: {
    pt: "A identificação da conversa não pode ser renovada; peça uma nova.",
    en: "The conversation's identification cannot be renewed; request a new one.",
    es: "La identificación de la conversación no se puede renovar; solicite una nueva.",
  },
  token_expired: {
    pt: "A identificação da conversa expirou; peça uma nova.",
    en: "The conversation's identification has expired; request a new one.",
    es: "La identificación de la conversación ha caducado; solicite una nueva.",
  },
  too_many_token_requests: {
    pt: "Muitos pedidos de conversa em pouco tempo. Tente de novo em instantes.",
    en: "Too many chat requests in a short time. Try again shortly.",
    es: "Demasiadas solicitudes de conversación en poco tiempo. Inténtelo de nuevo en unos instantes.",
  },
  too_many_connections: {
    pt: "Esta conversa já está aberta em muitas abas. Feche algumas e tente de novo.",
    en: "This conversation is already open in too many tabs. Close some and try again.",
    es: "Esta conversación ya está abierta en demasiadas pestañas. Cierre algunas e inténtelo de nuevo.",
  },
};

export function refusalText(code: string, lang: Lang): string {
  return (texts as Record<string, Record<Lang, string>>)[code]?.[lang] ?? texts.server_error[lang];
}

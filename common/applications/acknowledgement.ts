/** The acknowledgement a candidate receives, in their language: what was received, what comes next, what is kept. */
import type { Lang } from "../i18n/languages";
import { fill } from "../i18n/plural";

const texts = {
  pt: {
    subject: "Recebemos sua candidatura: {title}",
    body: [
      "Olá, {name}.",
      "",
      "Recebemos sua candidatura à vaga {title}, com o currículo {file}.",
      "A equipe de Recursos Humanos do Lead lê cada candidatura e escreve para este e-mail a cada etapa da seleção. Não é preciso enviar de novo.",
      "{accommodations}",
      "Seus dados (nome, e-mail, telefone, currículo e mensagens) são usados só nesta seleção e apagados automaticamente depois de {days} dias.",
      "",
      "Página da vaga: {url}",
      "",
      "Lead · Pesquisa, Desenvolvimento e Inovação",
      "Esta mensagem foi enviada automaticamente; para falar com a equipe, responda à mensagem que ela enviar ou use o formulário de contato do portal.",
    ],
    accommodations: "Você pediu adaptações para a seleção; a equipe vai combiná-las com você antes da próxima etapa.",
  },
  en: {
    subject: "We received your application: {title}",
    body: [
      "Hello, {name}.",
      "",
      "We received your application to the opening {title}, with the CV {file}.",
      "Lead's Human Resources team reads every application and writes to this address at each step of the selection. There is no need to send it again.",
      "{accommodations}",
      "Your data (name, e-mail, phone, CV and messages) is used only for this selection and deleted automatically after {days} days.",
      "",
      "The opening's page: {url}",
      "",
      "Lead · Research, Development and Innovation",
      "This message was sent automatically; to reach the team, answer the message they send you or use the portal's contact form.",
    ],
    accommodations: "You asked for accommodations in the selection; the team will arrange them with you before the next step.",
  },
  es: {
    subject: "Recibimos tu candidatura: {title}",
    body: [
      "Hola, {name}.",
      "",
      "Recibimos tu candidatura a la vacante {title}, con el currículum {file}.",
      "El equipo de Recursos Humanos del Lead lee cada candidatura y escribe a este correo en cada etapa de la selección. No hace falta enviarla de nuevo.",
      "{accommodations}",
      "Tus datos (nombre, correo, teléfono, currículum y mensajes) se usan solo en esta selección y se borran automáticamente después de {days} días.",
      "",
      "Página de la vacante: {url}",
      "",
      "Lead · Investigación, Desarrollo e Innovación",
      "Este mensaje se envió automáticamente; para hablar con el equipo, responde al mensaje que te envíe o usa el formulario de contacto del portal.",
    ],
    accommodations: "Pediste adaptaciones para la selección; el equipo las acordará contigo antes de la próxima etapa.",
  },
} satisfies Record<Lang, { subject: string; body: string[]; accommodations: string }>;

export function acknowledgement(
  lang: Lang,
  values: { name: string; title: string; file: string; url: string; days: number; accommodations: boolean },
): { subject: string; text: string } {
  const t = texts[lang];
  const vars = { ...values, days: String(values.days), accommodations: values.accommodations ? `\n${t.accommodations}\n` : "" };
  return {
    subject: fill(t.subject, vars),
    text: t.body
      .map((line) => fill(line, vars))
      .join("\n")
      .replace(/\n{3,}/g, "\n\n"),
  };
}

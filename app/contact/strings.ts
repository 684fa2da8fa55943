/**
 * The contact form's interface strings, per language (the error texts themselves live in
 * common/contact/messages.ts, shared with the server). Only the visitor's language reaches the
 * browser, through the loader.
 */
import type { Lang } from "../../common/i18n/languages";

const pt = {
  title: "Formulário de contato",
  requiredNote: "Nome, e-mail e assunto são obrigatórios. Mensagem e arquivos são opcionais.",
  name: "Nome",
  email: "E-mail",
  emailHint: "Usaremos este e-mail apenas para responder a você.",
  subject: "Assunto",
  message: "Mensagem",
  optional: "(opcional)",
  files: "Arquivos",
  filesHint: "JPEG ou MP4, menos de 25 MB cada, até 5 arquivos.",
  chosenFiles: "Arquivos escolhidos",
  chooseFiles: "Escolher arquivos",
  noFiles: "Nenhum arquivo escolhido",
  remove: "Remover",
  submit: "Enviar mensagem",
  sending: "Enviando…",
  progress: "Progresso do envio",
  errorPrefix: "Erro:",
  summaryTitle: "Há um problema",
  incomplete: "O formulário precisa ser preenchido antes de enviado.",
  srNameRequired: "O campo Nome é obrigatório.",
  srEmailRequired: "O campo E-mail é obrigatório.",
  srEmailInvalid: "O e-mail informado é inválido.",
  srSubjectRequired: "O campo Assunto é obrigatório.",
  honeypot: "Não preencha este campo",
  privacyTitle: "Seus dados (LGPD)",
  privacyText:
    "Guardamos o nome, o e-mail, o assunto, a mensagem e os arquivos que você enviar só para responder ao seu contato. Eles são apagados automaticamente depois de {days} dias e não são compartilhados com ninguém. Os alertas de vagas (em Trabalhe conosco) guardam só o e-mail, as áreas e o idioma, até você sair por um clique em qualquer alerta; pedidos não confirmados são apagados em 7 dias.",
  sentDetail: "Em breve responderemos no e-mail informado.",
};

export type ContactUiStrings = { [K in keyof typeof pt]: string };

const en: ContactUiStrings = {
  title: "Contact Form",
  requiredNote: "Name, e-mail and subject are required. Message and files are optional.",
  name: "Name",
  email: "E-mail",
  emailHint: "We will only use this e-mail to answer you.",
  subject: "Subject",
  message: "Message",
  optional: "(optional)",
  files: "Files",
  chooseFiles: "Choose files",
  noFiles: "No file chosen",
  filesHint: "JPEG or MP4, under 25 MB each, up to 5 files.",
  chosenFiles: "Chosen files",
  remove: "Remove",
  submit: "Send message",
  sending: "Sending…",
  progress: "Upload progress",
  errorPrefix: "Error:",
  summaryTitle: "There is a problem",
  incomplete: "The form must be filled in before it is sent.",
  srNameRequired: "The Name field is required.",
  srEmailRequired: "The E-mail field is required.",
  srEmailInvalid: "The e-mail entered is invalid.",
  srSubjectRequired: "The Subject field is required.",
  honeypot: "Do not fill in this field",
  privacyTitle: "Your data (LGPD)",
  privacyText:
    "We keep the name, e-mail, subject, message and files you send only to answer you. They are deleted automatically after {days} days and are not shared with anyone. Job alerts (on Work with us) keep only the e-mail, the areas and the language, until you leave with one click in any alert; requests not confirmed are deleted in 7 days.",
  sentDetail: "We will answer soon at the e-mail you gave.",
};

const es: ContactUiStrings = {
  title: "Formulario de contacto",
  requiredNote: "Nombre, correo electrónico y asunto son obligatorios. Mensaje y archivos son opcionales.",
  name: "Nombre",
  email: "Correo electrónico",
  emailHint: "Usaremos este correo solo para responderte.",
  subject: "Asunto",
  message: "Mensaje",
  optional: "(opcional)",
  files: "Archivos",
  chooseFiles: "Elegir archivos",
  noFiles: "Ningún archivo elegido",
  filesHint: "JPEG o MP4, de menos de 25 MB cada uno, hasta 5 archivos.",
  chosenFiles: "Archivos elegidos",
  remove: "Quitar",
  submit: "Enviar mensaje",
  sending: "Enviando…",
  progress: "Progreso del envío",
  errorPrefix: "Error:",
  summaryTitle: "Hay un problema",
  incomplete: "El formulario debe completarse antes de enviarse.",
  srNameRequired: "El campo Nombre es obligatorio.",
  srEmailRequired: "El campo Correo electrónico es obligatorio.",
  srEmailInvalid: "El correo electrónico introducido no es válido.",
  srSubjectRequired: "El campo Asunto es obligatorio.",
  honeypot: "No completes este campo",
  privacyTitle: "Tus datos (LGPD)",
  privacyText:
    "Guardamos el nombre, el correo, el asunto, el mensaje y los archivos que envíes solo para responderte. Se borran automáticamente después de {days} días y no se comparten con nadie. Las alertas de vacantes (en Trabaja con nosotros) guardan solo el correo, las áreas y el idioma, hasta que te des de baja con un clic en cualquier alerta; las solicitudes no confirmadas se borran en 7 días.",
  sentDetail: "Pronto responderemos al correo que indicaste.",
};

export const contactUiStrings: Record<Lang, ContactUiStrings> = { pt, en, es };

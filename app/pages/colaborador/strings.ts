/**
 * The colaborador page's own strings (the title and text the spec fixes are in app/i18n/ui.ts):
 * what a member of staff comes for. pt is the reference; en and es have the same keys.
 */
import type { Lang } from "../../../common/i18n/languages";

const pt = {
  lead: "O que a equipe do Lead encontra aqui.",
  editorTitle: "Editar o site",
  editorText: "Quem tem conta no editor entra com a sua chave de acesso ou por um link enviado ao seu e-mail.",
  editorSignIn: "Entrar no editor",
  guideTitle: "Guia dos editores",
  guideItems: [
    "O editor é só por convite: o convite chega por e-mail e vale por 7 dias.",
    "Cada papel edita uma parte do site: administração, vagas ou comunicação.",
    "Um rascunho só aparece no site depois de publicado; a prévia mostra como vai ficar.",
    "Sem uso por 2 horas, a sessão acaba e o editor pede para entrar de novo.",
  ],
  contactsTitle: "Contatos internos",
  hr: "Recursos Humanos",
  it: "Tecnologia da Informação",
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : T[K] extends string[] ? string[] : Shape<T[K]> };
export type CollaboratorStrings = Shape<typeof pt>;

const en: CollaboratorStrings = {
  lead: "What Lead's staff find here.",
  editorTitle: "Edit the site",
  editorText: "If you have an editor account, sign in with your passkey or with a link sent to your e-mail.",
  editorSignIn: "Sign in to the editor",
  guideTitle: "Editors' guide",
  guideItems: [
    "The editor is by invitation only: the invitation comes by e-mail and lasts 7 days.",
    "Each role edits one part of the site: administration, openings or communications.",
    "A draft reaches the site only once published; the preview shows how it will look.",
    "After 2 hours without use the session ends and the editor asks you to sign in again.",
  ],
  contactsTitle: "Internal contacts",
  hr: "Human Resources",
  it: "Information Technology",
};

const es: CollaboratorStrings = {
  lead: "Lo que el equipo de Lead encuentra aquí.",
  editorTitle: "Editar el sitio",
  editorText: "Quien tiene cuenta en el editor entra con su llave de acceso o con un enlace enviado a su correo electrónico.",
  editorSignIn: "Entrar al editor",
  guideTitle: "Guía de los editores",
  guideItems: [
    "El editor es solo por invitación: la invitación llega por correo electrónico y vale 7 días.",
    "Cada rol edita una parte del sitio: administración, vacantes o comunicación.",
    "Un borrador aparece en el sitio solo después de publicado; la vista previa muestra cómo quedará.",
    "Tras 2 horas sin uso, la sesión termina y el editor pide entrar de nuevo.",
  ],
  contactsTitle: "Contactos internos",
  hr: "Recursos Humanos",
  it: "Tecnología de la Información",
};

export const collaboratorStrings: Record<Lang, CollaboratorStrings> = { pt, en, es };

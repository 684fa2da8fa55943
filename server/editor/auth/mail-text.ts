/**
 * The editors' mail in the staff's words: Portuguese first, English below, the role by its name
 * (the one the accounts list shows) and the link's end at Fortaleza's clock, as people write it.
 */
import { formatDateTime } from "../../../common/editor/format-date";
import { isEditorRole, roleNames } from "../../../common/editor/roles";
import type { LinkPurpose } from "./store";

export function editorMailText(
  purpose: LinkPurpose,
  link: string,
  role: string,
  expiresAt: Date,
): { subject: string; text: string } {
  const at = expiresAt.toISOString();
  const pt = { until: formatDateTime(at, "pt"), role: isEditorRole(role) ? roleNames.pt[role] : role };
  const en = { until: formatDateTime(at, "en"), role: isEditorRole(role) ? roleNames.en[role] : role };
  if (purpose === "invite") {
    return {
      subject: "Lead Portal: convite para o editor / invitation to the editor",
      text: [
        `Você foi convidado(a) para editar o site do Lead (papel: ${pt.role}).`,
        "Abra o link abaixo para entrar e criar sua chave de acesso (passkey). Ele funciona uma vez,",
        `até ${pt.until} (horário de Fortaleza):`,
        "",
        link,
        "",
        "Se você não esperava este convite, ignore esta mensagem.",
        "",
        "—",
        `You have been invited to edit Lead's website (role: ${en.role}).`,
        `Open the link above to sign in and create your passkey. It works once, until ${en.until} (Fortaleza time).`,
        "",
        "If you did not expect this invitation, ignore this message.",
      ].join("\n"),
    };
  }
  return {
    subject: "Lead Portal: seu link para entrar / your sign-in link",
    text: [
      `Use o link abaixo para entrar no editor. Ele funciona uma vez, até ${pt.until} (horário de Fortaleza):`,
      "",
      link,
      "",
      "Se você não pediu este link, ignore esta mensagem.",
      "",
      "—",
      `Use the link above to sign in to the editor. It works once, until ${en.until} (Fortaleza time).`,
      "",
      "If you did not ask for this link, ignore this message.",
    ].join("\n"),
  };
}

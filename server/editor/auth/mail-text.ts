/** The editors' mail, in the invitee's language (Portuguese first, English below for everyone else). */
import type { LinkPurpose } from "./store";

export function editorMailText(
  purpose: LinkPurpose,
  link: string,
  role: string,
  expiresAt: Date,
): { subject: string; text: string } {
  const until = expiresAt.toISOString().replace("T", " ").slice(0, 16) + " UTC";
  if (purpose === "invite") {
    return {
      subject: "Lead Portal: convite para o editor / invitation to the editor",
      text: [
        `Você foi convidado(a) para editar o site do Lead (papel: ${role}).`,
        "Abra o link abaixo para entrar e criar sua chave de acesso (passkey). Ele funciona uma vez,",
        `até ${until}:`,
        "",
        link,
        "",
        "—",
        `You have been invited to edit Lead's website (role: ${role}).`,
        `Open the link above to sign in and create your passkey. It works once, until ${until}.`,
        "",
        "Se você não esperava este convite, ignore esta mensagem. / If you did not expect this, ignore it.",
      ].join("\n"),
    };
  }
  return {
    subject: "Lead Portal: seu link para entrar / your sign-in link",
    text: [
      `Use o link abaixo para entrar no editor. Ele funciona uma vez, até ${until}:`,
      "",
      link,
      "",
      "—",
      `Use the link above to sign in to the editor. It works once, until ${until}.`,
      "",
      "Se você não pediu este link, ignore esta mensagem. / If you did not ask for it, ignore it.",
    ].join("\n"),
  };
}

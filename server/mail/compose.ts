/**
 * Builds the e-mail for one outbox row from the stored message: structured nodemailer fields only
 * (addresses as objects, never hand-made header lines), small files attached, large ones as
 * signed links that expire. The Message-ID is derived from the message, so a repeated delivery
 * (after a crash between "sent" and "marked delivered") is recognisably the same mail.
 */
import path from "node:path";
import type Mail from "nodemailer/lib/mailer";
import { APPLICATION_LIMITS } from "../../common/applications/schema";
import { CONTACT_LIMITS } from "../../common/contact/schema";
import type { Database } from "../db/database";
import type { LinkSigner } from "../contact/signing";
import { headerText, stripForbiddenChars } from "../../common/text/control-chars";

export const LINK_LIFETIME_MS = 30 * 24 * 3600 * 1000;

export interface ComposeOptions {
  db: Database;
  uploadsDir: string;
  from: string;
  /** Absolute origin for download links (config.publicOrigin), or a function giving it (known once the server listens). */
  publicOrigin: string | (() => string);
  links: LinkSigner;
  now?: () => Date;
}

const kindLabel = {
  form: "Formulário de contato",
  chat: "Assistente Stuart (e-mail)",
  application: "Candidatura a vaga",
} as Record<string, string>;

/**
 * Mails written whole where they are made: an editor's link, a notice (an application's
 * acknowledgement), a job alert's confirmation and digest (server/alerts/).
 */
const PLAIN_KINDS = new Set(["editor", "notice", "alert", "alertconf"]);

function formatSize(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} kB`;
}

/**
 * Every mail leaves clean whatever its row holds (common/text/control-chars.ts): header texts (the
 * subject, a name) lose forbidden characters and line breaks, bodies lose forbidden characters.
 */
function cleanMail(mail: Mail.Options): Mail.Options {
  const body = (v: Mail.Options["text"]) => (typeof v === "string" ? stripForbiddenChars(v) : v);
  const replyTo = mail.replyTo;
  return {
    ...mail,
    ...(typeof mail.subject === "string" && { subject: headerText(mail.subject) }),
    ...(mail.text !== undefined && { text: body(mail.text) }),
    ...(mail.html !== undefined && { html: body(mail.html) }),
    ...(replyTo &&
      typeof replyTo === "object" &&
      !Array.isArray(replyTo) && { replyTo: { ...replyTo, name: headerText(replyTo.name ?? "") } }),
    ...(mail.attachments && {
      attachments: mail.attachments.map((a) => (typeof a.filename === "string" ? { ...a, filename: headerText(a.filename) } : a)),
    }),
  };
}

export function createComposer(options: ComposeOptions) {
  const now = options.now ?? (() => new Date());
  const originOf = typeof options.publicOrigin === "function" ? options.publicOrigin : () => options.publicOrigin as string;

  return async function compose(messageId: number): Promise<Mail.Options | null> {
    const mail = await composeRaw(messageId);
    return mail && cleanMail(mail);
  };

  async function composeRaw(messageId: number): Promise<Mail.Options | null> {
    const message = await options.db.selectFrom("contact_message").selectAll().where("id", "=", messageId).executeTakeFirst();
    if (!message) return null;
    // An editor's invitation or sign-in link (server/editor/auth/mail.ts), or a notice
    // (server/contact/store.ts): its own subject and text.
    if (PLAIN_KINDS.has(message.kind)) {
      return {
        from: options.from,
        to: message.recipient,
        subject: message.subject,
        text: message.message,
        ...(message.html ? { html: message.html } : {}),
        messageId: `<${message.public_id}@lead-portal>`,
        headers: {
          "X-Lead-Portal-Message": message.public_id,
          // RFC 8058: a mail client's "unsubscribe" is one POST to this address, no page to visit.
          ...(message.unsubscribe_url
            ? { "List-Unsubscribe": `<${message.unsubscribe_url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
            : {}),
        },
      };
    }
    const files = await options.db
      .selectFrom("contact_attachment")
      .selectAll()
      .where("message_id", "=", messageId)
      .orderBy("position")
      .execute();

    const origin = originOf().replace(/\/+$/, "");
    const expires = now().getTime() + LINK_LIFETIME_MS;
    const attachments: Mail.Attachment[] = [];
    const links: string[] = [];
    // A CV always travels in the mail (under 10 MB); the contact form's large videos go as links.
    const inlineMax = message.kind === "application" ? APPLICATION_LIMITS.maxCvBytes : CONTACT_LIMITS.inlineAttachmentMaxBytes;
    for (const file of files) {
      if (file.size <= inlineMax) {
        attachments.push({
          filename: file.filename,
          contentType: file.content_type,
          path: path.join(options.uploadsDir, file.storage_path),
          cid: `${file.public_id}@lead-portal`,
        });
      } else {
        const { e, s } = options.links.sign(file.public_id, expires);
        links.push(`- ${file.filename} (${formatSize(file.size)}): ${origin}/api/contact/files/${file.public_id}?e=${e}&s=${s}`);
      }
    }

    const subject =
      message.kind === "chat"
        ? `[Lead Portal · Stuart] Mensagem de ${message.name}`
        : message.kind === "application"
          ? `[Lead Portal · Candidatura] ${message.subject} · ${message.name}`
          : `[Lead Portal · Contato] ${message.subject}`;
    // An application's text is written whole by its intake (the opening, the phone, the accommodations).
    const lines =
      message.kind === "application"
        ? [message.message]
        : [
            `Origem: ${kindLabel[message.kind] ?? message.kind}`,
            `Nome: ${message.name}`,
            `E-mail: ${message.email}`,
            ...(message.kind === "form" ? [`Assunto: ${message.subject}`] : []),
            `Idioma do visitante: ${message.lang}`,
            `Recebida em: ${message.created_at}`,
            "",
            "Mensagem:",
            message.message || "(sem mensagem)",
          ];
    if (attachments.length) lines.push("", `Anexos no e-mail: ${attachments.map((a) => a.filename).join(", ")}`);
    if (links.length) {
      lines.push("", `Arquivos grandes (links válidos até ${new Date(expires).toISOString().slice(0, 10)}):`, ...links);
    }

    return {
      from: options.from,
      to: message.recipient,
      replyTo: { name: message.name, address: message.email },
      subject,
      text: lines.join("\n"),
      attachments,
      messageId: `<${message.public_id}@lead-portal>`,
      headers: { "X-Lead-Portal-Message": message.public_id },
    };
  }
}
export type Composer = ReturnType<typeof createComposer>;

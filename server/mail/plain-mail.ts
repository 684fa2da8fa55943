/**
 * A plain mail through the site's one outbox: a message row whose subject and text are the mail
 * (the composer sends it as written, to its recipient) and its outbox row, written in the caller's
 * transaction. Editors' invitations and sign-in links, an application's acknowledgement, the job
 * alerts' confirmations and digests.
 */
import { createHash, randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { DB } from "../db/schema";

export interface PlainMail {
  /** "editor" or "notice": both are sent as written (server/mail/compose.ts). */
  kind: string;
  recipient: string;
  subject: string;
  text: string;
  lang: string;
  /** An HTML part saying the same as the text (a job alert's mail). */
  html?: string;
  /** RFC 8058's one-click unsubscribe address (a job alert's digest). */
  unsubscribeUrl?: string;
}

export async function insertPlainMail(trx: Transaction<DB>, mail: PlainMail, createdAt: string): Promise<void> {
  const publicId = randomUUID();
  const row = await trx
    .insertInto("contact_message")
    .values({
      public_id: publicId,
      kind: mail.kind,
      idempotency_key: null,
      fingerprint: createHash("sha256").update(publicId).digest("hex"),
      lang: mail.lang,
      name: "Lead Portal",
      email: "",
      subject: mail.subject,
      message: mail.text,
      recipient: mail.recipient,
      created_at: createdAt,
      html: mail.html ?? null,
      unsubscribe_url: mail.unsubscribeUrl ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("mail_outbox")
    .values({ message_id: row.id, status: "pending", attempts: 0, next_attempt_at: createdAt, created_at: createdAt })
    .execute();
}

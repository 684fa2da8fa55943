/**
 * Editors' mail (invitations, sign-in links) through the site's one outbox: a message row of kind
 * "editor" and its outbox row in one transaction, delivered, retried and kept like every other
 * mail (server/mail/). The composer sends such a row as its subject and text, to its recipient.
 */
import { createHash, randomUUID } from "node:crypto";
import type { Database } from "../../db/database";

export const EDITOR_MAIL_KIND = "editor";

export interface EditorMail {
  to: string;
  subject: string;
  text: string;
  lang: string;
}

export async function queueEditorMail(db: Database, mail: EditorMail, now: Date = new Date()): Promise<void> {
  const createdAt = now.toISOString();
  const publicId = randomUUID();
  await db.transaction().execute(async (trx) => {
    const message = await trx
      .insertInto("contact_message")
      .values({
        public_id: publicId,
        kind: EDITOR_MAIL_KIND,
        idempotency_key: null,
        fingerprint: createHash("sha256").update(publicId).digest("hex"),
        lang: mail.lang,
        name: "Lead Portal",
        email: "",
        subject: mail.subject,
        message: mail.text,
        recipient: mail.to,
        created_at: createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("mail_outbox")
      .values({ message_id: message.id, status: "pending", attempts: 0, next_attempt_at: createdAt, created_at: createdAt })
      .execute();
  });
}

/**
 * Editors' mail (invitations, sign-in links) through the site's one outbox: a message row of kind
 * "editor" and its outbox row in one transaction, delivered, retried and kept like every other
 * mail (server/mail/). The composer sends such a row as its subject and text, to its recipient.
 */
import type { Database } from "../../db/database";
import { insertPlainMail } from "../../mail/plain-mail";

export const EDITOR_MAIL_KIND = "editor";

export interface EditorMail {
  to: string;
  subject: string;
  text: string;
  lang: string;
}

export async function queueEditorMail(db: Database, mail: EditorMail, now: Date = new Date()): Promise<void> {
  await db
    .transaction()
    .execute((trx) =>
      insertPlainMail(
        trx,
        { kind: EDITOR_MAIL_KIND, recipient: mail.to, subject: mail.subject, text: mail.text, lang: mail.lang },
        now.toISOString(),
      ),
    );
}

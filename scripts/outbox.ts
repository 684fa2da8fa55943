/**
 * `npm run outbox`: the mail outbox, for when SMTP is not configured (or to see what happened).
 *
 *   npm run outbox                 lists the latest 50 entries (pending, delivered, failed)
 *   npm run outbox -- show ID      prints one message as it will be (or was) sent
 *   npm run outbox -- retry ID     puts a failed entry back in the queue
 *
 * Reads the same configuration as the server (DATABASE_URL, DATA_DIR, APP_SECRET…).
 */
import path from "node:path";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/database";
import { migrateToLatest } from "../server/db/migrate";
import { createComposer } from "../server/mail/compose";
import { listOutbox } from "../server/mail/outbox";
import { createLinkSigner } from "../server/contact/signing";

async function main() {
  const config = loadConfig(process.env);
  const handle = openDatabase(config);
  await migrateToLatest(handle);
  const [command, arg] = process.argv.slice(2);
  try {
    if (!command || command === "list") {
      const rows = await listOutbox(handle.db);
      if (!rows.length) {
        console.log("The outbox is empty.");
        return;
      }
      console.log(["ID", "STATUS", "TRIES", "CREATED", "NEXT/DELIVERED", "TO", "FROM", "SUBJECT"].join("\t"));
      for (const r of rows) {
        console.log(
          [
            r.id,
            r.status,
            r.attempts,
            r.created_at,
            r.status === "delivered" ? r.delivered_at : r.next_attempt_at,
            r.recipient,
            r.name,
            r.kind === "chat" ? "(chat)" : r.subject,
          ].join("\t") + (r.last_error ? `\n\tlast error: ${r.last_error}` : ""),
        );
      }
      console.log(
        `\n${rows.filter((r) => r.status === "pending").length} pending, ${rows.filter((r) => r.status === "failed").length} failed (of the latest ${rows.length}).`,
      );
      return;
    }
    const id = Number(arg);
    if (!Number.isInteger(id)) throw new Error(`usage: npm run outbox -- ${command} ID`);
    const row = await handle.db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw new Error(`no outbox entry ${id}`);
    if (command === "show") {
      const compose = createComposer({
        db: handle.db,
        uploadsDir: path.join(config.DATA_DIR, "uploads"),
        from: config.MAIL_FROM,
        publicOrigin: () => config.publicOrigin,
        links: createLinkSigner(config.appSecret),
      });
      const mail = await compose(row.message_id);
      if (!mail) throw new Error("the message is no longer stored");
      console.log(`Status: ${row.status} (${row.attempts} attempts)`);
      console.log(`From: ${addresses(mail.from)}`);
      console.log(`To: ${addresses(mail.to)}`);
      // A visitor's message is answered to them; an invitation, a sign-in link or a notice has no Reply-To.
      if (mail.replyTo) console.log(`Reply-To: ${addresses(mail.replyTo)}`);
      console.log(`Subject: ${mail.subject ?? ""}`);
      console.log(`Message-ID: ${mail.messageId ?? ""}`);
      for (const [name, value] of Object.entries((mail.headers ?? {}) as Record<string, unknown>)) {
        if (typeof value === "string") console.log(`${name}: ${value}`);
      }
      console.log("");
      console.log(typeof mail.text === "string" ? mail.text : "(no text part)");
      for (const a of mail.attachments ?? []) console.log(`\n[attachment] ${a.filename} (${a.contentType}) ${String(a.path)}`);
      return;
    }
    if (command === "retry") {
      await handle.db
        .updateTable("mail_outbox")
        .set({ status: "pending", next_attempt_at: new Date().toISOString(), lease_owner: null, lease_expires_at: null })
        .where("id", "=", id)
        .where("status", "!=", "delivered")
        .execute();
      console.log(`Entry ${id} is queued again.`);
      return;
    }
    throw new Error(`unknown command ${command} (list, show ID, retry ID)`);
  } finally {
    await handle.close();
  }
}

/** An address field as a mail shows it: "Name <address>", a plain address, or a list of either. */
function addresses(value: unknown): string {
  if (Array.isArray(value)) return value.map(addresses).join(", ");
  if (value && typeof value === "object" && "address" in value) {
    const { name, address } = value as { name?: string; address: string };
    return name ? `${name} <${address}>` : address;
  }
  return value === undefined || value === null ? "" : String(value as string);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

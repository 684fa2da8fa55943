import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/** Contact messages, their files, and the mail outbox (see docs/decisions/0008-contact-outbox-and-idempotency.md). */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await autoId(db.schema.createTable("contact_message"), ctx)
    .addColumn("public_id", "varchar(40)", (c) => c.notNull().unique())
    .addColumn("kind", "varchar(10)", (c) => c.notNull())
    .addColumn("idempotency_key", "varchar(128)", (c) => c.unique())
    .addColumn("fingerprint", "varchar(64)", (c) => c.notNull())
    .addColumn("lang", "varchar(8)", (c) => c.notNull())
    .addColumn("name", "varchar(200)", (c) => c.notNull())
    .addColumn("email", "varchar(300)", (c) => c.notNull())
    .addColumn("subject", "varchar(200)", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("recipient", "varchar(300)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("contact_message_created_at").on("contact_message").column("created_at").execute();

  await autoId(db.schema.createTable("contact_attachment"), ctx)
    .addColumn("public_id", "varchar(40)", (c) => c.notNull().unique())
    .addColumn("message_id", ctx.engine === "postgres" ? "bigint" : "integer", (c) =>
      c.notNull().references("contact_message.id").onDelete("cascade"),
    )
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("filename", "varchar(255)", (c) => c.notNull())
    .addColumn("content_type", "varchar(40)", (c) => c.notNull())
    .addColumn("size", "bigint", (c) => c.notNull())
    .addColumn("sha256", "varchar(64)", (c) => c.notNull())
    .addColumn("storage_path", "varchar(300)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("contact_attachment_message").on("contact_attachment").column("message_id").execute();

  await autoId(db.schema.createTable("mail_outbox"), ctx)
    .addColumn("message_id", ctx.engine === "postgres" ? "bigint" : "integer", (c) =>
      c.notNull().unique().references("contact_message.id").onDelete("cascade"),
    )
    .addColumn("status", "varchar(12)", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(32)", (c) => c.notNull())
    .addColumn("lease_owner", "varchar(80)")
    .addColumn("lease_expires_at", "varchar(32)")
    .addColumn("last_error", "text")
    .addColumn("delivered_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
}

import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/** The chat: guests, their conversations with the assistant, and the inappropriate-words list. */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await db.schema
    .createTable("chat_guest")
    .addColumn("id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("lang", "varchar(8)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("last_seen_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("chat_guest_last_seen_at").on("chat_guest").column("last_seen_at").execute();

  await autoId(db.schema.createTable("chat_message"), ctx)
    .addColumn("guest_id", "varchar(64)", (c) => c.notNull().references("chat_guest.id").onDelete("cascade"))
    .addColumn("client_id", "varchar(64)")
    .addColumn("sender", "varchar(64)", (c) => c.notNull())
    .addColumn("receiver", "varchar(64)", (c) => c.notNull())
    .addColumn("type", "varchar(32)", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("sender_lang", "varchar(8)", (c) => c.notNull())
    .addColumn("language_code", "varchar(8)", (c) => c.notNull())
    .addColumn("application", "varchar(32)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  // The replay query: a guest's messages after a given id.
  await db.schema.createIndex("chat_message_guest_id").on("chat_message").columns(["guest_id", "id"]).execute();
  // A re-sent message (same client id) is stored once; NULLs (the bot's) never collide.
  await db.schema
    .createIndex("chat_message_guest_client")
    .on("chat_message")
    .columns(["guest_id", "client_id"])
    .unique()
    .execute();
  await db.schema.createIndex("chat_message_created_at").on("chat_message").column("created_at").execute();

  await db.schema
    .createTable("chat_inappropriate_word")
    .addColumn("word", "varchar(100)", (c) => c.primaryKey())
    .addColumn("source", "varchar(16)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
}

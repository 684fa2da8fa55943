import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/** The editors: accounts, passkeys, sessions, one-time links, WebAuthn challenges and the audit log (docs/decisions/0028). */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  const idType = ctx.engine === "postgres" ? "bigint" : "integer";
  await autoId(db.schema.createTable("editor_account"), ctx)
    .addColumn("email", "varchar(320)", (c) => c.notNull().unique())
    .addColumn("role", "varchar(20)", (c) => c.notNull())
    .addColumn("status", "varchar(12)", (c) => c.notNull())
    .addColumn("lang", "varchar(8)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("editor_credential")
    .addColumn("id", "varchar(512)", (c) => c.primaryKey())
    .addColumn("account_id", idType, (c) => c.notNull().references("editor_account.id").onDelete("cascade"))
    .addColumn("public_key", "text", (c) => c.notNull())
    .addColumn("counter", "bigint", (c) => c.notNull())
    .addColumn("transports", "varchar(200)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("last_used_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("editor_credential_account").on("editor_credential").column("account_id").execute();

  await db.schema
    .createTable("editor_session")
    .addColumn("id_hash", "varchar(64)", (c) => c.primaryKey())
    .addColumn("account_id", idType, (c) => c.notNull().references("editor_account.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("last_seen_at", "varchar(32)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("editor_session_account").on("editor_session").column("account_id").execute();

  await db.schema
    .createTable("editor_link")
    .addColumn("token_hash", "varchar(64)", (c) => c.primaryKey())
    .addColumn("account_id", idType, (c) => c.notNull().references("editor_account.id").onDelete("cascade"))
    .addColumn("purpose", "varchar(12)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
    .addColumn("used_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("editor_link_account").on("editor_link").column("account_id").execute();

  await db.schema
    .createTable("editor_challenge")
    .addColumn("challenge", "varchar(128)", (c) => c.primaryKey())
    .addColumn("purpose", "varchar(16)", (c) => c.notNull())
    .addColumn("account_id", idType, (c) => c.references("editor_account.id").onDelete("cascade"))
    .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await autoId(db.schema.createTable("editor_audit"), ctx)
    .addColumn("at", "varchar(32)", (c) => c.notNull())
    .addColumn("actor_id", idType)
    .addColumn("actor_email", "varchar(320)")
    .addColumn("action", "varchar(40)", (c) => c.notNull())
    .addColumn("subject", "varchar(400)", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("editor_audit_at").on("editor_audit").column("at").execute();
}

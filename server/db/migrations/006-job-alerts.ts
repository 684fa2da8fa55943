import type { Kysely } from "kysely";
import { autoId, type MigrationContext } from "./helpers";

/**
 * Job alerts (issue 25, docs/decisions/0033-job-alerts.md): subscriptions, the openings already
 * announced, and one digest per subscription per day (the unique key is what keeps two instances
 * from both sending it). A mail may now carry an HTML part and a one-click unsubscribe address.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await autoId(db.schema.createTable("alert_subscription"), ctx)
    // Random, the key of the subscriber's links; a new one for each new subscription.
    .addColumn("token", "varchar(40)", (c) => c.notNull().unique())
    .addColumn("email", "varchar(300)", (c) => c.notNull().unique())
    .addColumn("lang", "varchar(8)", (c) => c.notNull())
    .addColumn("areas", "varchar(400)", (c) => c.notNull())
    .addColumn("status", "varchar(12)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("confirmed_at", "varchar(32)")
    .addColumn("confirmation_sent_at", "varchar(32)", (c) => c.notNull())
    // Openings first seen up to this moment have been considered for this subscriber.
    .addColumn("alerted_through", "varchar(32)")
    .execute();
  await db.schema.createIndex("alert_subscription_due").on("alert_subscription").columns(["status", "alerted_through"]).execute();

  await db.schema
    .createTable("alert_opening")
    .addColumn("opening_key", "varchar(120)", (c) => c.primaryKey())
    .addColumn("area", "varchar(40)", (c) => c.notNull())
    .addColumn("first_seen_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await autoId(db.schema.createTable("alert_digest"), ctx)
    .addColumn("subscription_id", ctx.engine === "postgres" ? "bigint" : "integer", (c) =>
      c.notNull().references("alert_subscription.id").onDelete("cascade"),
    )
    // The day in Fortaleza (YYYY-MM-DD).
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("openings", "integer", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("alert_digest_one_a_day", ["subscription_id", "day"])
    .execute();

  await db.schema.alterTable("contact_message").addColumn("html", "text").execute();
  await db.schema.alterTable("contact_message").addColumn("unsubscribe_url", "varchar(600)").execute();
}

/** Tables of the job alerts (migration 006). Timestamps are ISO-8601 text. */
import type { Generated } from "kysely";

export interface AlertSubscriptionTable {
  id: Generated<number>;
  /** Random (128 bits), the key of this subscription's signed links. */
  token: string;
  /** Lower-cased; one subscription per address. */
  email: string;
  lang: string;
  /** Job areas, comma-separated, in the fixed order (common/alerts/schema.ts). */
  areas: string;
  /** "pending" until the confirmation link is followed, then "confirmed". */
  status: string;
  created_at: string;
  confirmed_at: string | null;
  /** The last confirmation (or "already subscribed") mail: at most one a day. */
  confirmation_sent_at: string;
  /** Openings first seen up to this moment have been considered for this subscriber. */
  alerted_through: string | null;
}

/** Every opening the alerts have seen published, and when they first saw it. */
export interface AlertOpeningTable {
  opening_key: string;
  area: string;
  first_seen_at: string;
}

/** One row per digest sent: unique per subscription and Fortaleza day. */
export interface AlertDigestTable {
  id: Generated<number>;
  subscription_id: number;
  day: string;
  openings: number;
  created_at: string;
}

export interface AlertTables {
  alert_subscription: AlertSubscriptionTable;
  alert_opening: AlertOpeningTable;
  alert_digest: AlertDigestTable;
}

/**
 * Subscribers written straight into the table, for the tests and the benchmark that need
 * thousands of them (asking through the form would measure the form). Not shipped.
 */
import type { Insertable } from "kysely";
import type { Lang } from "../../common/i18n/languages";
import type { AlertSubscriptionTable } from "./tables";

const LANGS: readonly Lang[] = ["pt", "en", "es"];

/**
 * Subscriber number `n`: address `${prefix}${n}@example.com`, a 22-character token starting with
 * `prefix`, the languages in turn, and `areas` (comma-separated). A confirmed one has been alerted
 * through `at`, so only openings seen after it are new to them.
 */
export function subscriberRow(
  n: number,
  { prefix, areas, at, status = "confirmed" }: { prefix: string; areas: string; at: string; status?: "confirmed" | "pending" },
): Insertable<AlertSubscriptionTable> {
  const confirmed = status === "confirmed";
  return {
    token: `${prefix}${String(n).padStart(22 - prefix.length, "0")}`,
    email: `${prefix}${n}@example.com`,
    lang: LANGS[n % LANGS.length]!,
    areas,
    status,
    created_at: at,
    confirmed_at: confirmed ? at : null,
    confirmation_sent_at: at,
    alerted_through: confirmed ? at : null,
  };
}

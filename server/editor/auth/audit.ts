/**
 * The audit log: who did what, when. Sign-ins (and failures), sign-outs, invitations, role and
 * status changes here; publishes and unpublishes from the content side through `recordAudit`.
 */
import type { Database } from "../../db/database";

export interface AuditActor {
  id: number;
  email: string;
}

export interface AuditEntry {
  /** The signed-in editor who acted; null when nobody is known (a failed sign-in, the command line). */
  actor: AuditActor | null;
  /** A short verb: sign-in, sign-in-failed, sign-out, invite, invite-link (a link shown to copy), role-change, publish… */
  action: string;
  /** What it was about: an account's address, a content item (`vacancy/dev-2026`). */
  subject: string;
  /** Free text: the method, the old and new role. */
  detail?: string;
}

/** Writes one line of the audit log. Pass a transaction as `db` to record with the change itself. */
export async function recordAudit(db: Database, entry: AuditEntry, now: Date = new Date()): Promise<void> {
  await db
    .insertInto("editor_audit")
    .values({
      at: now.toISOString(),
      actor_id: entry.actor?.id ?? null,
      actor_email: entry.actor?.email ?? null,
      action: entry.action.slice(0, 40),
      subject: entry.subject.slice(0, 400),
      detail: (entry.detail ?? "").slice(0, 2000),
    })
    .execute();
}

export interface AuditRow {
  id: number;
  at: string;
  actorEmail: string | null;
  action: string;
  subject: string;
  detail: string;
}

/** The latest entries first, a page at a time (`before`: the last id of the previous page). */
export async function listAudit(db: Database, options: { limit?: number; before?: number } = {}): Promise<AuditRow[]> {
  let query = db
    .selectFrom("editor_audit")
    .select(["id", "at", "actor_email", "action", "subject", "detail"])
    .orderBy("id", "desc")
    .limit(Math.min(Math.max(options.limit ?? 100, 1), 500));
  if (options.before) query = query.where("id", "<", options.before);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: Number(r.id),
    at: r.at,
    actorEmail: r.actor_email,
    action: r.action,
    subject: r.subject,
    detail: r.detail,
  }));
}

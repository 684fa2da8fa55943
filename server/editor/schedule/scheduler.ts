/**
 * The editor's calendar: an item's publish or end planned for a moment, applied by whichever
 * instance's scheduler claims it first, once (docs/decisions/0040-scheduler-once-across-a-cluster.md).
 *
 * - A plan is a `schedule` row, "pending" until due. Each pass selects due rows and claims each
 *   with one `UPDATE … SET status = 'running' WHERE id = ? AND status = 'pending'`: the database
 *   lets one UPDATE change the row, on SQLite and PostgreSQL alike, so of two instances passing at
 *   once exactly one goes on. The claimer applies it through the content editor (the same checks
 *   as a person's publish) and marks it "done" or "failed" with the reason.
 * - The act is the scheduler's, on behalf of the person who planned it: the history's action is
 *   "auto-publish" / "auto-unpublish" and its author that person ("Publicado automaticamente,
 *   agendado por «Ana»"). Their role is read when the change happens: an account removed or no
 *   longer allowed to edit the type makes the change fail rather than act in their name.
 * - A publish bumps the content version as a person's does, so every instance's store, page
 *   cache and derived indexes see it within the publish promise.
 * - The highlight's end is its `endsAt` field (the public home hides it from then): publishing a
 *   highlight with an `endsAt` plans its end here, so the dashboard lists it and, at that moment,
 *   the history records it once and the content version moves (cached pages are rendered again).
 *
 * The clock is `now()`: tests advance it and run a pass; nothing here sleeps.
 */
import { contentTypeRows, type ContentTypeRow } from "../../../common/content/content-types";
import { isEditorRole, canEdit } from "../../../common/editor/roles";
import type { Database } from "../../db/database";
import { bumpContentVersion } from "../../content/import";
import type { Logger } from "../../log";
import type { ContentEditor, PublishedChange } from "../content/items";
import { isContentEditError } from "../content/errors";
import { findState, publishedData } from "../content/reads";
import type { Selectable } from "kysely";
import type { ScheduleAction, ScheduleStatus, ScheduleTable } from "./tables";

export { fortalezaInstant, fortalezaIso, fortalezaParts } from "../../../common/editor/schedule-time";

export interface PlannedChange {
  id: number;
  type: string;
  key: string;
  action: ScheduleAction;
  /** ISO-8601, UTC. */
  at: string;
  status: ScheduleStatus;
  scheduledBy: string;
  createdAt: string;
  /** Why a failed change did not happen (a refusal code). */
  outcome: string | null;
}

export type ScheduleRefusal =
  "unknown_type" | "forbidden" | "not_found" | "bad_moment" | "past" | "not_applicable" | "already_planned";

export class ScheduleError extends Error {
  constructor(readonly code: ScheduleRefusal) {
    super(`schedule refused: ${code}`);
    this.name = "ScheduleError";
  }
}

/**
 * Recognised by its name and code, not `instanceof`: the routes (build/server) and the services
 * that throw it (build/server-main.js) are separate bundles, each with its own copy of the class,
 * as for ContentEditError (server/editor/content/errors.ts).
 */
export const isScheduleError = (error: unknown): error is ScheduleError =>
  error instanceof Error && error.name === "ScheduleError" && typeof (error as { code?: unknown }).code === "string";

export interface SchedulerOptions {
  db: Database;
  editor: ContentEditor;
  /** The clock (ms). */
  now?: () => number;
  /** This instance's name, recorded on the rows it claims. */
  instance?: string;
  log?: Logger;
  /** At most this many due changes per pass (the next pass takes the rest). */
  batch?: number;
}

/** Whether a type's item can leave the site: a list's item is unpublished; the highlight ends by its `endsAt`. */
export const canEnd = (row: ContentTypeRow) => Boolean(row.key);
/** The types whose published item carries its own end (`endsAt`), planned when it is published. */
const endsAtTypes = new Set(["news-highlight"]);

const rowOf = (type: string) => contentTypeRows.find((r) => r.type === type);
const keyOf = (row: ContentTypeRow) => (row.key ? null : row.type);

export function createScheduler(options: SchedulerOptions) {
  const { db, editor } = options;
  const now = options.now ?? Date.now;
  const instance = (options.instance ?? "instance").slice(0, 120);
  const batch = options.batch ?? 50;
  const stamp = () => new Date(now()).toISOString();
  let passes = 0;
  let applied = 0;
  /** A new plan's row: pending, claimed by nobody yet. */
  const pendingRow = (type: string, key: string, action: ScheduleAction, at: string, by: string) => ({
    type,
    item_key: key,
    action,
    at,
    status: "pending" as const,
    scheduled_by: by,
    created_at: stamp(),
    claimed_by: null,
    claimed_at: null,
    finished_at: null,
    cancelled_by: null,
    outcome: null,
  });

  const toPlanned = (r: Selectable<ScheduleTable>): PlannedChange => ({
    id: Number(r.id),
    type: r.type,
    key: r.item_key,
    action: r.action,
    at: r.at,
    status: r.status,
    scheduledBy: r.scheduled_by,
    createdAt: r.created_at,
    outcome: r.outcome,
  });

  /** The role an editor has now, or null when the account is gone or disabled. */
  async function roleOf(email: string): Promise<string | null> {
    const account = await db
      .selectFrom("editor_account")
      .select(["role", "status"])
      .where("email", "=", email.toLowerCase())
      .executeTakeFirst();
    return account && account.status !== "disabled" ? account.role : null;
  }

  /** The highlight's end, at its moment: one history act and a new content version (the page caches render again). */
  async function endByItsDate(type: string, key: string, by: string, at: string): Promise<string> {
    const published = await publishedData(db, type, key);
    const endsAt = published ? (JSON.parse(published) as { endsAt?: string }).endsAt : undefined;
    if (!endsAt || Date.parse(endsAt) > now()) return "not_applicable";
    const state = await findState(db, type, key);
    if (!state) return "not_found";
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("content_revision")
        .values({
          type,
          item_key: key,
          version: state.published_version ?? state.head_version,
          action: "auto-unpublish",
          data: null,
          author: by,
          created_at: at,
        })
        .execute();
      await bumpContentVersion(trx, at);
    });
    return "done";
  }

  /** Applies one claimed change; answers "done" or the reason it could not be. */
  async function apply(change: PlannedChange): Promise<string> {
    const row = rowOf(change.type);
    if (!row) return "unknown_type";
    const role = await roleOf(change.scheduledBy);
    if (!role || !isEditorRole(role) || !canEdit(role, change.type)) return "forbidden";
    const actor = { id: change.scheduledBy, role };
    try {
      if (change.action === "publish") {
        await editor.publish(actor, change.type, change.key, { by: "auto" });
      } else if (row.key) {
        await editor.unpublish(actor, change.type, change.key, { by: "auto" });
      } else {
        return await endByItsDate(change.type, change.key, change.scheduledBy, stamp());
      }
      return "done";
    } catch (error) {
      if (isContentEditError(error)) return error.refusal.code;
      throw error;
    }
  }

  const scheduler = {
    /**
     * Plans a publish or an end of an item at `at`. Refused (ScheduleError) for a type the editor
     * may not edit, an item that does not exist, a moment in the past, an end of a single value
     * (the highlight's end is its `endsAt` field), or the same change already planned.
     */
    async plan(actor: { id: string; role: string }, type: string, key: string, action: ScheduleAction, at: Date) {
      const row = rowOf(type);
      if (!row) throw new ScheduleError("unknown_type");
      if (!isEditorRole(actor.role) || !canEdit(actor.role, type)) throw new ScheduleError("forbidden");
      if (Number.isNaN(at.getTime())) throw new ScheduleError("bad_moment");
      if (at.getTime() <= now()) throw new ScheduleError("past");
      if (action === "unpublish" && !canEnd(row)) throw new ScheduleError("not_applicable");
      const exists = await findState(db, type, keyOf(row) ?? key);
      if (!exists) throw new ScheduleError("not_found");
      const iso = at.toISOString();
      const same = await db
        .selectFrom("schedule")
        .select("id")
        .where("type", "=", type)
        .where("item_key", "=", exists.item_key)
        .where("action", "=", action)
        .where("at", "=", iso)
        .where("status", "=", "pending")
        .executeTakeFirst();
      if (same) throw new ScheduleError("already_planned");
      const inserted = await db
        .insertInto("schedule")
        .values(pendingRow(type, exists.item_key, action, iso, actor.id))
        .returning("id")
        .executeTakeFirstOrThrow();
      return { id: Number(inserted.id), at: iso };
    },

    /** Cancels a pending change (false when it was no longer pending: done, running or cancelled). */
    async cancel(actor: { id: string; role: string }, id: number, item?: { type: string; key: string }) {
      const planned = await db.selectFrom("schedule").selectAll().where("id", "=", id).executeTakeFirst();
      if (!planned || (item && (planned.type !== item.type || planned.item_key !== item.key))) {
        throw new ScheduleError("not_found");
      }
      if (!isEditorRole(actor.role) || !canEdit(actor.role, planned.type)) throw new ScheduleError("forbidden");
      const result = await db
        .updateTable("schedule")
        .set({ status: "cancelled", cancelled_by: actor.id, finished_at: stamp() })
        .where("id", "=", id)
        .where("status", "=", "pending")
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? toPlanned({ ...planned, status: "cancelled" }) : null;
    },

    /** An item's changes still to come, soonest first, and the last few that happened or failed. */
    async forItem(type: string, key: string): Promise<{ pending: PlannedChange[]; recent: PlannedChange[] }> {
      const rows = await db
        .selectFrom("schedule")
        .selectAll()
        .where("type", "=", type)
        .where("item_key", "=", key)
        .where("status", "in", ["pending", "running", "done", "failed"])
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .limit(50)
        .execute();
      const all = rows.map(toPlanned);
      return {
        pending: all.filter((c) => c.status === "pending" || c.status === "running").reverse(),
        recent: all.filter((c) => c.status === "done" || c.status === "failed").slice(0, 5),
      };
    },

    /**
     * After a publish: a highlight that carries an `endsAt` in the future gets its end planned
     * (replacing an end planned before); without one, a planned end is cancelled.
     */
    async afterPublish(change: PublishedChange) {
      if (change.action !== "publish" || !endsAtTypes.has(change.type)) return;
      const endsAt = (change.data as { endsAt?: string } | undefined)?.endsAt;
      const at = endsAt ? new Date(endsAt) : null;
      const wanted = at && !Number.isNaN(at.getTime()) && at.getTime() > now() ? at.toISOString() : null;
      const planned = await db
        .selectFrom("schedule")
        .select(["id", "at"])
        .where("type", "=", change.type)
        .where("item_key", "=", change.key)
        .where("action", "=", "unpublish")
        .where("status", "=", "pending")
        .execute();
      const stale = planned.filter((p) => p.at !== wanted).map((p) => Number(p.id));
      if (stale.length) {
        await db
          .updateTable("schedule")
          .set({ status: "cancelled", cancelled_by: change.actor.id, finished_at: stamp() })
          .where("id", "in", stale)
          .where("status", "=", "pending")
          .execute();
      }
      if (wanted && !planned.some((p) => p.at === wanted)) {
        await db
          .insertInto("schedule")
          .values(pendingRow(change.type, change.key, "unpublish", wanted, change.actor.id))
          .execute();
      }
    },

    /**
     * One pass: every pending change whose moment has come, claimed one by one (a row another
     * instance claimed first is left to it) and applied. Answers the changes this instance applied.
     */
    async runPass(): Promise<PlannedChange[]> {
      passes++;
      const due = await db
        .selectFrom("schedule")
        .selectAll()
        .where("status", "=", "pending")
        .where("at", "<=", stamp())
        .orderBy("at")
        .orderBy("id")
        .limit(batch)
        .execute();
      const done: PlannedChange[] = [];
      for (const candidate of due) {
        const claimed = await db
          .updateTable("schedule")
          .set({ status: "running", claimed_by: instance, claimed_at: stamp() })
          .where("id", "=", candidate.id)
          .where("status", "=", "pending")
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) continue;
        const change = toPlanned(candidate);
        let outcome: string;
        try {
          outcome = await apply(change);
        } catch (error) {
          options.log?.error("scheduled change failed", { id: change.id, error });
          outcome = "error";
        }
        const status: ScheduleStatus = outcome === "done" ? "done" : "failed";
        await db
          .updateTable("schedule")
          .set({ status, finished_at: stamp(), outcome: outcome === "done" ? null : outcome.slice(0, 400) })
          .where("id", "=", change.id)
          .execute();
        if (status === "done") applied++;
        else options.log?.warn("scheduled change not applied", { id: change.id, type: change.type, key: change.key, outcome });
        done.push({ ...change, status, outcome: outcome === "done" ? null : outcome });
      }
      return done;
    },

    stats: () => ({ passes, applied }),
  };
  return scheduler;
}

export type Scheduler = ReturnType<typeof createScheduler>;

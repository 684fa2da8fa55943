/** The calendar's table (migration 007). See docs/decisions/0040-scheduler-once-across-a-cluster.md. */
import type { Generated } from "kysely";

export type ScheduleAction = "publish" | "unpublish";
export type ScheduleStatus = "pending" | "running" | "done" | "failed" | "cancelled";

export interface ScheduleTable {
  id: Generated<number>;
  type: string;
  item_key: string;
  action: ScheduleAction;
  /** ISO-8601 in UTC. */
  at: string;
  status: ScheduleStatus;
  /** The editor who planned it (their e-mail address). */
  scheduled_by: string;
  created_at: string;
  /** The instance that claimed it, and when. */
  claimed_by: string | null;
  claimed_at: string | null;
  finished_at: string | null;
  cancelled_by: string | null;
  /** Why a failed change did not happen (a refusal code), or what a done one did. */
  outcome: string | null;
}

export interface ScheduleTables {
  schedule: ScheduleTable;
}

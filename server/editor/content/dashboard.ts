/**
 * What the editor's home shows a person (issue 34): drafts not yet published (new items, and
 * published items whose draft differs from what is live), the last edits (who, what, when), and
 * openings whose closing date is within 14 days or past, among the types the role may edit.
 */
import { contentTypeRows } from "../../../common/content/content-types";
import { fortalezaDay } from "../../../common/content/openings";
import type { Database } from "../../db/database";

export interface DashboardItem {
  type: string;
  key: string;
  title: string;
}

export interface Dashboard {
  drafts: Array<DashboardItem & { published: boolean; updatedAt: string; updatedBy: string }>;
  recent: Array<DashboardItem & { action: string; author: string; at: string }>;
  closing: Array<DashboardItem & { closingDate: string; past: boolean }>;
}

const DAY_MS = 86_400_000;

const titleOf = (data: string | null, key: string) => {
  const title = data ? (JSON.parse(data) as { title?: { pt?: unknown } } | null)?.title?.pt : undefined;
  return typeof title === "string" && title.trim() ? title : key;
};

export async function dashboardOf(
  db: Database,
  types: readonly string[],
  now: number,
  limits: { drafts?: number; recent?: number } = {},
): Promise<Dashboard> {
  if (!types.length) return { drafts: [], recent: [], closing: [] };
  const listTypes = types.filter((t) => contentTypeRows.find((r) => r.type === t)?.key);
  const heads = await db
    .selectFrom("content_state as s")
    .innerJoin("content_revision as r", (j) =>
      j.onRef("r.type", "=", "s.type").onRef("r.item_key", "=", "s.item_key").onRef("r.version", "=", "s.head_version"),
    )
    .select(["s.type", "s.item_key", "s.status", "s.draft_version", "s.updated_at", "s.updated_by", "r.data"])
    .where("s.type", "in", [...types])
    .where((eb) => eb.or([eb("s.draft_version", "is not", null), eb("s.type", "=", "vacancy")]))
    .orderBy("s.updated_at", "desc")
    .execute();
  const drafts = heads
    .filter((h) => h.draft_version !== null && h.status !== "unpublished")
    .slice(0, limits.drafts ?? 20)
    .map((h) => ({
      type: h.type,
      key: h.item_key,
      title: titleOf(h.data, h.item_key),
      published: h.status === "published",
      updatedAt: h.updated_at,
      updatedBy: h.updated_by,
    }));
  const today = fortalezaDay(now);
  const soon = fortalezaDay(now + 14 * DAY_MS);
  const closing = listTypes.includes("vacancy")
    ? heads
        .filter((h) => h.type === "vacancy" && h.status === "published")
        .flatMap((h) => {
          const data = h.data ? (JSON.parse(h.data) as { closingDate?: unknown; visible?: unknown }) : {};
          const day = typeof data.closingDate === "string" ? data.closingDate : "";
          if (!day || data.visible === false || day > soon) return [];
          return [{ type: h.type, key: h.item_key, title: titleOf(h.data, h.item_key), closingDate: day, past: day < today }];
        })
        .sort((a, b) => a.closingDate.localeCompare(b.closingDate))
    : [];
  const edits = await db
    .selectFrom("content_revision")
    .select(["type", "item_key", "version", "action", "author", "created_at"])
    .where("type", "in", [...types])
    .where("author", "!=", "import")
    .orderBy("id", "desc")
    .limit(limits.recent ?? 10)
    .execute();
  // The edited items' titles as they read now (their newest version).
  const edited = edits.length
    ? await db
        .selectFrom("content_state as s")
        .innerJoin("content_revision as r", (j) =>
          j.onRef("r.type", "=", "s.type").onRef("r.item_key", "=", "s.item_key").onRef("r.version", "=", "s.head_version"),
        )
        .select(["s.type as type", "s.item_key as item_key", "r.data as data"])
        .where("s.type", "in", [...new Set(edits.map((e) => e.type))])
        .where("s.item_key", "in", [...new Set(edits.map((e) => e.item_key))])
        .where("r.data", "is not", null)
        .execute()
    : [];
  const titles = new Map(edited.map((h) => [`${h.type}/${h.item_key}`, titleOf(h.data, h.item_key)]));
  const recent = edits.map((e) => ({
    type: e.type,
    key: e.item_key,
    title: titles.get(`${e.type}/${e.item_key}`) ?? e.item_key,
    action: e.action,
    author: e.author,
    at: e.created_at,
  }));
  return { drafts, recent, closing };
}

/**
 * Table types for Kysely. Each migration that adds a table adds its interface here.
 * Timestamps are ISO-8601 text in both engines, so they sort and compare alike.
 */
import type { Generated } from "kysely";
import type { ChatTables } from "../chat/tables";
import type { ContactTables } from "../contact/tables";
import type { EditorTables } from "../editor/auth/tables";
import type { ContentEditorTables } from "../editor/content/tables";
import type { AlertTables } from "../alerts/tables";
import type { ScheduleTables } from "../editor/schedule/tables";
import type { MediaTables } from "../editor/media/tables";

export interface ContentItemTable {
  /** Content type, e.g. "vacancy", "research". */
  type: string;
  /** Unique within the type (vacancy ids may repeat, so this is the stable key). */
  item_key: string;
  position: number;
  /** The validated, sanitised item as JSON. */
  data: string;
  updated_at: string;
}

export interface ContentMetaTable {
  key: string;
  value: string;
}

export interface PageViewTable {
  id: Generated<number>;
  path: string;
  lang: string;
  created_at: string;
}

export interface DB
  extends ContactTables, ChatTables, EditorTables, ContentEditorTables, AlertTables, ScheduleTables, MediaTables {
  content_item: ContentItemTable;
  content_meta: ContentMetaTable;
  page_view: PageViewTable;
}

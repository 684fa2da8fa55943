/** Tables of the content editor (migration 005). See docs/decisions/0029-content-source-of-truth.md. */
import type { Generated } from "kysely";

/** What an item is now. Its published data is the `content_item` row, present only while published. */
export interface ContentStateTable {
  type: string;
  item_key: string;
  /** "draft" (never published), "published", or "unpublished". */
  status: string;
  /** Its place in the list (content_item keeps its own copy while published). */
  position: number;
  /** The newest revision's version: a save based on an older one is refused. */
  head_version: number;
  /** The revision the site serves (or last served, once unpublished). */
  published_version: number | null;
  /** The revision of a draft newer than the published one; null when there is none. */
  draft_version: number | null;
  /** 1 once an editor changed the item: the start-up import leaves it alone. */
  edited: number;
  updated_at: string;
  updated_by: string;
}

/** One saved version of an item (data set), or a publish/unpublish event (data null). */
export interface ContentRevisionTable {
  id: Generated<number>;
  type: string;
  item_key: string;
  /** For a save: its version, 1, 2, 3… per item. For an event: the version it published. */
  version: number;
  /** "import", "create", "save", "rename" (a save that changed the key), "restore", "duplicate", "publish", "unpublish". */
  action: string;
  /** The whole item as JSON; null for events. */
  data: string | null;
  /** The editor's id, or "import". */
  author: string;
  created_at: string;
}

/** An old address key of an item (migration 009): `source_key` answers a permanent redirect to `target_key`. */
export interface ContentRedirectTable {
  type: string;
  source_key: string;
  /** The item's current key: chains are collapsed when a key changes again. */
  target_key: string;
  created_at: string;
  created_by: string;
}

export interface ContentEditorTables {
  content_state: ContentStateTable;
  content_revision: ContentRevisionTable;
  content_redirect: ContentRedirectTable;
}

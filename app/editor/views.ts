/** What the editor's pages receive from their loaders and actions (JSON: it travels to the browser as the page's props). */
import type { MediaKind, MediaPickerProps } from "../../common/editor/media-picker";
import type { AuditRow } from "../../server/editor/auth/audit";
import type { EditorLang } from "./strings";

export interface ShellProps {
  email: string;
  role: string;
  /** The content types the role may edit, in the table's order (common/editor/roles.ts). */
  types: string[];
  isAdmin: boolean;
  /** The session's CSRF token, for the sign-out form and every other form. */
  csrf: string;
  /** The current path, to mark the current section. */
  path: string;
}

export interface PasskeyRow {
  id: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface AccountRow {
  id: number;
  email: string;
  role: string;
  status: string;
}

/** An entry of the activity log as stored, with what the page adds to it. */
export interface AuditLine extends AuditRow {
  /** A content item's title in the editor's language (`vacancy/dev-2026` → "Desenvolvedor(a) Web"), when it still exists. */
  title?: string;
}

export type FieldErrors = Partial<Record<string, string>>;

/** One line of a content type's list. */
export interface ItemRow {
  key: string;
  title: string;
  status: "draft" | "published" | "closed";
  hasDraft: boolean;
  languages: Record<"pt" | "en" | "es", boolean>;
  updatedAt: string;
  updatedBy: string;
}

/** A field's change between two versions, as the history and the stale-save message show it. */
export interface ChangeLine {
  path: string;
  kind: "added" | "removed" | "changed";
  before: string;
  after: string;
  /** When the value names a picture or a Libras clip: that media as staff know it, shown instead of its stored name. */
  beforeMedia?: ShownMedia;
  afterMedia?: ShownMedia;
}

/** A picture or Libras clip in a history's change: what staff know of it, never its stored name. */
export interface ShownMedia {
  kind: MediaKind;
  /** A small picture of it (an image's smallest JPEG, a clip's poster); null when the file is gone. */
  thumb: string | null;
  /** The picture's description (its alternative text) in pt, en and es, as the item or the site gives it. */
  description: { pt: string; en: string; es: string } | null;
  /** The file's own name as it was uploaded ("equipe.png"); null for the site's own pictures. */
  fileName: string | null;
}

/** Who saved what since the version a refused save was based on. */
export interface StaleInfo {
  baseVersion: number;
  currentVersion: number;
  since: Array<{ version: number; action: string; author: string; at: string }>;
  changes: ChangeLine[];
}

/** A message for one field (name) or the form (""), in both interface languages (common/editor/form-data.ts). */
export interface ItemFieldError {
  name: string;
  message: Record<EditorLang, string>;
}

export type EditorView =
  | {
      kind: "sign-in";
      returnTo: string;
      csrf: string;
      sent: boolean;
      email: string;
      errors: FieldErrors;
      retryAfterSeconds?: number;
    }
  | {
      kind: "link";
      token: string;
      csrf: string;
      state: "ok" | "invalid" | "used" | "expired" | "accepted" | "rate_limited";
      invite: boolean;
      email: string;
    }
  | {
      kind: "home";
      hasPasskey: boolean;
      /** Drafts not yet published; the last edits; openings closing within 14 days or past; what is scheduled. */
      drafts: Array<{ type: string; key: string; title: string; published: boolean; updatedAt: string; updatedBy: string }>;
      recent: Array<{ type: string; key: string; title: string; action: string; author: string; at: string }>;
      closing: Array<{ type: string; key: string; title: string; closingDate: string; past: boolean }>;
      scheduled: Array<{ type: string; key: string; title: string; action: string; at: string; by: string }>;
    }
  | { kind: "account"; passkeys: PasskeyRow[]; notice: string | null; errors: FieldErrors }
  | {
      kind: "accounts";
      accounts: AccountRow[];
      selfId: number;
      /** A mail server is set: invitations go by mail; without one, the link is shown once (invitation). */
      mailServer: boolean;
      /** The invitation link just made, shown once in the answer to the POST that made it; never in a loader's data. */
      invitation: { email: string; link: string; expiresAt: string } | null;
      notice: string | null;
      errors: FieldErrors;
      values: { email: string; role: string };
      retryAfterSeconds?: number;
    }
  | { kind: "audit"; rows: AuditLine[]; older: number | null }
  | {
      kind: "items";
      type: string;
      /** A list type gets a "new item" action; a single value is one item. */
      list: boolean;
      search: string;
      status: string;
      total: number;
      items: ItemRow[];
    }
  | {
      kind: "item";
      type: string;
      /** null: a new item, not saved yet. */
      key: string | null;
      /** The item as stored, or as typed (a refused post re-renders what was typed). */
      item: unknown;
      /** The version the form was read at: a save names it (older than the newest: refused). */
      version: number;
      status: "new" | "draft" | "published" | "closed";
      hasDraft: boolean;
      publishedVersion: number | null;
      errors: ItemFieldError[];
      notice: string | null;
      stale: StaleInfo | null;
      /** A field (or `list:add`) to focus after a list button. */
      focus?: string;
      /** The public pages this item shows on, to preview with the draft, its own page first in each language. */
      previews: Array<{ label: string; href: string; lang: "pt" | "en" | "es"; main: boolean }>;
      /** The page asks whether to unpublish (a step of its own, without JavaScript too). */
      confirmUnpublish?: boolean;
      /** The image and clip pickers' addresses and current thumbnails, when the type has any. */
      media?: MediaPickerProps | null;
      /** The "Agendar" section (app/editor/ScheduleSection.tsx); absent for a new item. */
      schedule?: ScheduleSectionView | null;
      /** The item's old address keys, each leading to it (docs/decisions/0043). */
      oldKeys?: string[];
      /** The key typed is another item's old address: the form offers to use it anyway. */
      redirectConflict?: string | null;
    }
  | {
      kind: "history";
      type: string;
      key: string;
      title: string;
      version: number;
      entries: Array<{ id: number; version: number; action: string; author: string; at: string; hasData: boolean }>;
      /** The versions compared and what changed; null when there is nothing to compare. */
      diff: { from: number; to: number; changes: ChangeLine[] } | null;
      notice: string | null;
      older: number | null;
    };

/** An item's planned publishes and ends, and the form to plan one (app/editor/schedule.server.ts). */
export interface ScheduleSectionView {
  /** Where the section's forms post. */
  action: string;
  /** Whether the item can be taken off the site by a plan (a list's item). */
  canEnd: boolean;
  /** A note on how this kind of item ends by itself. */
  endNote: "highlight" | "opening" | null;
  pending: Array<{ id: number; action: "publish" | "unpublish"; at: string; by: string; running: boolean }>;
  /** The last changes that happened (failed: the reason's code). */
  recent: Array<{ action: "publish" | "unpublish"; at: string; failed: string | null }>;
  notice: string | null;
  noticeAt: string | null;
  /** A refusal's code (common/editor/schedule-strings.ts errors). */
  error: string | null;
  values: { action: "publish" | "unpublish"; date: string; time: string };
}

export interface EditorPageProps {
  lang: EditorLang;
  /** The signed-in editor's frame; null on the sign-in pages. */
  shell: ShellProps | null;
  view: EditorView;
}

/** The item form's checkbox: the key typed is another item's old address, used anyway (docs/decisions/0043). */
export const REPLACE_REDIRECT_FIELD = "_usar_endereco";

/** What the editor's pages receive from their loaders and actions (JSON: it travels to the browser as the page's props). */
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

export interface AuditLine {
  id: number;
  at: string;
  actorEmail: string | null;
  action: string;
  subject: string;
  detail: string;
}

export type FieldErrors = Partial<Record<string, string>>;

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
      state: "ok" | "invalid" | "used" | "expired" | "rate_limited";
      invite: boolean;
      email: string;
    }
  | { kind: "home"; hasPasskey: boolean }
  | { kind: "type"; type: string }
  | { kind: "account"; passkeys: PasskeyRow[]; notice: string | null; errors: FieldErrors }
  | {
      kind: "accounts";
      accounts: AccountRow[];
      selfId: number;
      notice: string | null;
      errors: FieldErrors;
      values: { email: string; role: string };
      retryAfterSeconds?: number;
    }
  | { kind: "audit"; rows: AuditLine[]; older: number | null };

export interface EditorPageProps {
  lang: EditorLang;
  /** The signed-in editor's frame; null on the sign-in pages. */
  shell: ShellProps | null;
  view: EditorView;
}

/** Tables of the editors' accounts, sign-in and audit log (migration 004). Timestamps are ISO-8601 text. */
import type { Generated } from "kysely";

export interface EditorAccountTable {
  id: Generated<number>;
  /** Lower-cased; unique. */
  email: string;
  /** admin | openings | communications (common/editor/roles.ts). */
  role: string;
  /** invited (link sent, never signed in) → active; disabled refuses every sign-in and session. */
  status: string;
  /** The editor's interface language (pt or en), null until chosen. */
  lang: string | null;
  created_at: string;
  updated_at: string;
}

export interface EditorCredentialTable {
  /** The passkey's credential id (base64url). */
  id: string;
  account_id: number;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** Comma-separated authenticator transports, as the browser reported them. */
  transports: string;
  created_at: string;
  last_used_at: string | null;
}

export interface EditorSessionTable {
  /** sha256 (hex) of the cookie's random token: the database never holds a usable session id. */
  id_hash: string;
  account_id: number;
  created_at: string;
  last_seen_at: string;
  /** The absolute end, whatever the activity. */
  expires_at: string;
}

export interface EditorLinkTable {
  /** sha256 (hex) of the one-time token sent by mail. */
  token_hash: string;
  account_id: number;
  /** invite | sign-in */
  purpose: string;
  expires_at: string;
  /** Set when used: a link works once. */
  used_at: string | null;
  created_at: string;
}

export interface EditorChallengeTable {
  /** A WebAuthn challenge the server issued (base64url), usable once. */
  challenge: string;
  /** register | authenticate */
  purpose: string;
  /** For a registration: whose passkey it will be. */
  account_id: number | null;
  expires_at: string;
}

export interface EditorAuditTable {
  id: Generated<number>;
  at: string;
  /** The editor who acted, when known (a failed sign-in has none). */
  actor_id: number | null;
  actor_email: string | null;
  /** sign-in, sign-in-failed, sign-out, sign-out-everywhere, invite, role-change, disable, enable, passkey-added, publish, unpublish… */
  action: string;
  /** What the action was about: an account's address, a content item (`vacancy/abc`). */
  subject: string;
  /** A short free text (the method, the old and new role). */
  detail: string;
}

export interface EditorTables {
  editor_account: EditorAccountTable;
  editor_credential: EditorCredentialTable;
  editor_session: EditorSessionTable;
  editor_link: EditorLinkTable;
  editor_challenge: EditorChallengeTable;
  editor_audit: EditorAuditTable;
}

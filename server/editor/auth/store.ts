/**
 * The editors' rows: accounts, sessions, one-time links, passkeys and WebAuthn challenges. Every
 * read of a session joins its account, so a disabled account or a changed role counts on the next
 * request. Single use (links, challenges) is one conditional UPDATE or DELETE: exactly one caller
 * wins on SQLite and PostgreSQL alike.
 */
import type { Database } from "../../db/database";
import { isEditorRole, type EditorRole } from "../../../common/editor/roles";
import { hashToken, looksLikeToken, newToken } from "./tokens";

export type AccountStatus = "invited" | "active" | "disabled";

export interface EditorAccount {
  id: number;
  email: string;
  role: EditorRole;
  status: AccountStatus;
  lang: string | null;
  createdAt: string;
}

export interface SessionPolicy {
  /** A session unused this long ends. */
  idleMs: number;
  /** A session ends this long after sign-in, used or not. */
  absoluteMs: number;
}

export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMs: 2 * 3600_000, absoluteMs: 12 * 3600_000 };

/** How long a one-time link works. */
export const LINK_LIFETIME_MS = { invite: 7 * 24 * 3600_000, "sign-in": 15 * 60_000 } as const;
export type LinkPurpose = keyof typeof LINK_LIFETIME_MS;

const CHALLENGE_LIFETIME_MS = 5 * 60_000;
/** Writes of a session's last use at most this often (a page view is not worth a write each). */
const TOUCH_EVERY_MS = 60_000;

type AccountRow = { id: number; email: string; role: string; status: string; lang: string | null; created_at: string };

function toAccount(row: AccountRow): EditorAccount {
  return {
    id: Number(row.id),
    email: row.email,
    // A role the code no longer knows gives no rights rather than an error.
    role: isEditorRole(row.role) ? row.role : ("none" as EditorRole),
    status: row.status as AccountStatus,
    lang: row.lang,
    createdAt: row.created_at,
  };
}

const accountColumns = ["id", "email", "role", "status", "lang", "created_at"] as const;

export function createEditorStore(db: Database, options: { now?: () => Date; policy?: SessionPolicy } = {}) {
  const now = options.now ?? (() => new Date());
  const policy = options.policy ?? DEFAULT_SESSION_POLICY;

  const accounts = {
    async byEmail(email: string): Promise<EditorAccount | null> {
      const row = await db.selectFrom("editor_account").select(accountColumns).where("email", "=", email).executeTakeFirst();
      return row ? toAccount(row) : null;
    },
    async byId(id: number): Promise<EditorAccount | null> {
      const row = await db.selectFrom("editor_account").select(accountColumns).where("id", "=", id).executeTakeFirst();
      return row ? toAccount(row) : null;
    },
    async list(): Promise<EditorAccount[]> {
      const rows = await db.selectFrom("editor_account").select(accountColumns).orderBy("email").execute();
      return rows.map(toAccount);
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom("editor_account")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** The account for an invitation: created as invited, or the existing one (its role is set). */
    async upsertInvited(email: string, role: EditorRole): Promise<{ account: EditorAccount; created: boolean }> {
      const existing = await accounts.byEmail(email);
      const t = now().toISOString();
      if (existing) {
        if (existing.role !== role) {
          await db.updateTable("editor_account").set({ role, updated_at: t }).where("id", "=", existing.id).execute();
        }
        return { account: { ...existing, role }, created: false };
      }
      await db
        .insertInto("editor_account")
        .values({ email, role, status: "invited", lang: null, created_at: t, updated_at: t })
        .execute();
      return { account: (await accounts.byEmail(email))!, created: true };
    },
    async setRole(id: number, role: EditorRole): Promise<void> {
      await db.updateTable("editor_account").set({ role, updated_at: now().toISOString() }).where("id", "=", id).execute();
    },
    async setStatus(id: number, status: AccountStatus): Promise<void> {
      await db.updateTable("editor_account").set({ status, updated_at: now().toISOString() }).where("id", "=", id).execute();
      // A disabled account's sessions end now, not at their next use.
      if (status === "disabled") await sessions.revokeAll(id);
    },
    async setLang(id: number, lang: string): Promise<void> {
      await db.updateTable("editor_account").set({ lang }).where("id", "=", id).execute();
    },
    /** Administrators who can act now: active ones (an invitation nobody accepted manages nothing). */
    async countActiveAdmins(): Promise<number> {
      const row = await db
        .selectFrom("editor_account")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("role", "=", "admin")
        .where("status", "=", "active")
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };

  const sessions = {
    /** A new session (a new random id: nothing the client had before signing in is kept). */
    async create(accountId: number): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + policy.absoluteMs);
      await db
        .insertInto("editor_session")
        .values({
          id_hash: hashToken(token),
          account_id: accountId,
          created_at: at.toISOString(),
          last_seen_at: at.toISOString(),
          expires_at: expiresAt.toISOString(),
        })
        .execute();
      return { token, expiresAt };
    },
    /**
     * The signed-in editor for a session token, or null: unknown, idle too long, past its
     * absolute end, or its account disabled. Reads the account's role now, every time.
     */
    async resolve(token: string | null | undefined): Promise<{ account: EditorAccount; tokenHash: string } | null> {
      if (!looksLikeToken(token)) return null;
      const tokenHash = hashToken(token);
      const row = await db
        .selectFrom("editor_session")
        .innerJoin("editor_account", "editor_account.id", "editor_session.account_id")
        .select([
          "editor_session.last_seen_at",
          "editor_session.expires_at",
          "editor_account.id",
          "editor_account.email",
          "editor_account.role",
          "editor_account.status",
          "editor_account.lang",
          "editor_account.created_at",
        ])
        .where("editor_session.id_hash", "=", tokenHash)
        .executeTakeFirst();
      if (!row) return null;
      const at = now();
      const idleSince = at.getTime() - Date.parse(row.last_seen_at);
      if (row.status !== "active" || Date.parse(row.expires_at) <= at.getTime() || idleSince >= policy.idleMs) {
        await db.deleteFrom("editor_session").where("id_hash", "=", tokenHash).execute();
        return null;
      }
      if (idleSince >= TOUCH_EVERY_MS) {
        await db.updateTable("editor_session").set({ last_seen_at: at.toISOString() }).where("id_hash", "=", tokenHash).execute();
      }
      return { account: toAccount(row), tokenHash };
    },
    async revoke(tokenHash: string): Promise<void> {
      await db.deleteFrom("editor_session").where("id_hash", "=", tokenHash).execute();
    },
    /** Sign out everywhere: every session of the account ends. */
    async revokeAll(accountId: number): Promise<number> {
      const result = await db.deleteFrom("editor_session").where("account_id", "=", accountId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async countFor(accountId: number): Promise<number> {
      const row = await db
        .selectFrom("editor_session")
        .select((eb) => eb.fn.countAll().as("n"))
        .where("account_id", "=", accountId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Removes ended sessions, used or expired links and challenges (the housekeeping job). */
    async sweep(): Promise<void> {
      const at = now();
      const t = at.toISOString();
      await db.deleteFrom("editor_session").where("expires_at", "<=", t).execute();
      await db
        .deleteFrom("editor_session")
        .where("last_seen_at", "<=", new Date(at.getTime() - policy.idleMs).toISOString())
        .execute();
      await db.deleteFrom("editor_link").where("expires_at", "<=", t).execute();
      await db.deleteFrom("editor_challenge").where("expires_at", "<=", t).execute();
    },
  };

  const links = {
    async issue(accountId: number, purpose: LinkPurpose): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const at = now();
      const expiresAt = new Date(at.getTime() + LINK_LIFETIME_MS[purpose]);
      await db
        .insertInto("editor_link")
        .values({
          token_hash: hashToken(token),
          account_id: accountId,
          purpose,
          expires_at: expiresAt.toISOString(),
          used_at: null,
          created_at: at.toISOString(),
        })
        .execute();
      return { token, expiresAt };
    },
    /** Removes an account's links not used yet (a new invitation replaces the earlier ones). */
    async revokeUnused(accountId: number): Promise<number> {
      const result = await db
        .deleteFrom("editor_link")
        .where("account_id", "=", accountId)
        .where("used_at", "is", null)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    /** Peeks at a link without using it (the page that asks to confirm): its account, or why not. */
    async check(
      token: unknown,
    ): Promise<{ ok: true; account: EditorAccount; purpose: LinkPurpose } | { ok: false; reason: LinkRefusal }> {
      if (!looksLikeToken(token)) return { ok: false, reason: "invalid" };
      const row = await db
        .selectFrom("editor_link")
        .select(["account_id", "purpose", "expires_at", "used_at"])
        .where("token_hash", "=", hashToken(token))
        .executeTakeFirst();
      if (!row) return { ok: false, reason: "invalid" };
      if (row.used_at) return { ok: false, reason: "used" };
      if (Date.parse(row.expires_at) <= now().getTime()) return { ok: false, reason: "expired" };
      const account = await accounts.byId(Number(row.account_id));
      if (!account || account.status === "disabled") return { ok: false, reason: "invalid" };
      // An invitation is for joining: once the account is active, it signs in as any editor does.
      if (row.purpose === "invite" && account.status === "active") return { ok: false, reason: "accepted" };
      return { ok: true, account, purpose: row.purpose as LinkPurpose };
    },
    /** Uses a link: the one caller whose UPDATE matches gets the account; every other gets a refusal. */
    async consume(
      token: unknown,
    ): Promise<{ ok: true; account: EditorAccount; purpose: LinkPurpose } | { ok: false; reason: LinkRefusal }> {
      const checked = await links.check(token);
      if (!checked.ok) return checked;
      const t = now().toISOString();
      const result = await db
        .updateTable("editor_link")
        .set({ used_at: t })
        .where("token_hash", "=", hashToken(token as string))
        .where("used_at", "is", null)
        .where("expires_at", ">", t)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return { ok: false, reason: "used" };
      if (checked.account.status === "invited") await accounts.setStatus(checked.account.id, "active");
      return { ...checked, account: { ...checked.account, status: "active" } };
    },
  };

  const challenges = {
    async save(challenge: string, purpose: "register" | "authenticate", accountId: number | null): Promise<void> {
      await db
        .insertInto("editor_challenge")
        .values({
          challenge,
          purpose,
          account_id: accountId,
          expires_at: new Date(now().getTime() + CHALLENGE_LIFETIME_MS).toISOString(),
        })
        .execute();
    },
    /** Uses a challenge once: true when it was issued for this purpose (and account), unexpired, and not used before. */
    async consume(challenge: string, purpose: "register" | "authenticate", accountId: number | null): Promise<boolean> {
      if (typeof challenge !== "string" || challenge.length > 128) return false;
      let query = db
        .deleteFrom("editor_challenge")
        .where("challenge", "=", challenge)
        .where("purpose", "=", purpose)
        .where("expires_at", ">", now().toISOString());
      query = accountId === null ? query.where("account_id", "is", null) : query.where("account_id", "=", accountId);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
  };

  const credentials = {
    async add(input: { id: string; accountId: number; publicKey: string; counter: number; transports: string[] }) {
      await db
        .insertInto("editor_credential")
        .values({
          id: input.id,
          account_id: input.accountId,
          public_key: input.publicKey,
          counter: input.counter,
          transports: input.transports.join(",").slice(0, 200),
          created_at: now().toISOString(),
          last_used_at: null,
        })
        .execute();
    },
    async byId(id: string) {
      if (typeof id !== "string" || id.length > 512) return null;
      const row = await db.selectFrom("editor_credential").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? { ...row, account_id: Number(row.account_id), counter: Number(row.counter) } : null;
    },
    async listFor(accountId: number) {
      const rows = await db
        .selectFrom("editor_credential")
        .select(["id", "transports", "created_at", "last_used_at"])
        .where("account_id", "=", accountId)
        .orderBy("created_at")
        .execute();
      return rows.map((r) => ({ id: r.id, transports: r.transports, createdAt: r.created_at, lastUsedAt: r.last_used_at }));
    },
    async used(id: string, counter: number) {
      await db
        .updateTable("editor_credential")
        .set({ counter, last_used_at: now().toISOString() })
        .where("id", "=", id)
        .execute();
    },
    async remove(accountId: number, id: string) {
      await db.deleteFrom("editor_credential").where("account_id", "=", accountId).where("id", "=", id).execute();
    },
  };

  return { accounts, sessions, links, challenges, credentials, policy, now };
}

export type LinkRefusal = "invalid" | "used" | "expired" | "accepted";
export type EditorStore = ReturnType<typeof createEditorStore>;

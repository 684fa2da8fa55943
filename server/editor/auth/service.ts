/**
 * The editors' sign-in, assembled once per server (docs/decisions/0028): accounts and invitations,
 * one-time links by mail, passkeys with @simplewebauthn/server, database sessions in an httpOnly,
 * SameSite=Strict cookie, CSRF tokens bound to the session, rate limits, and the audit log.
 * Routes (app/routes/editor.*, server/editor/auth/http.ts) call this; none of them touches a token.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { stringifySetCookie } from "cookie";
import { readCookie } from "../../../common/http/cookies";
import { canManageAccounts, type EditorRole } from "../../../common/editor/roles";
import type { Database } from "../../db/database";
import type { Logger } from "../../log";
import type { RateLimiter } from "../../http/rate-limits";
import { fetchSiteAllowed, purposeKey, safeEqual, sign, type Xsrf } from "../../contact/signing";
import { nextTurn, type AfterAnswer } from "./after-answer";
import { recordAudit, type AuditActor } from "./audit";
import { queueEditorMail } from "./mail";
import { editorMailText } from "./mail-text";
import { createEditorStore, type EditorAccount, type LinkPurpose, type SessionPolicy } from "./store";

export const SESSION_COOKIE = "editor_session";
/** The cookie goes only to the editor's addresses. */
export const SESSION_COOKIE_PATH = "/editor";
export const CSRF_FIELD = "_csrf";
export const CSRF_HEADER = "x-editor-csrf";

export interface EditorAuthOptions {
  db: Database;
  log: Logger;
  appSecret: string;
  /** Behind TLS: the cookie is Secure. */
  secureCookie: boolean;
  /**
   * The site's one public origin (config.publicOrigin, docs/decisions/0027): mailed links and
   * passkeys use it and nothing a request says. A function: the server knows it once it listens.
   */
  publicOrigin: string | (() => string);
  xsrf: Xsrf;
  limits: { signIn: RateLimiter; link: RateLimiter };
  /** A new mail was committed: the outbox may send it now. */
  mailQueued?: () => void;
  /**
   * Whether a mail server is set (SMTP_URL): without one, an invitation's mail waits in the outbox
   * and "Contas" shows the administrator its link once, to copy (docs/decisions/0043).
   */
  mailServer?: boolean;
  now?: () => Date;
  policy?: SessionPolicy;
}

export interface SignedIn {
  account: EditorAccount;
  tokenHash: string;
  /** The CSRF token every form and data request of this session carries. */
  csrf: string;
}

export type Outcome<T = object> = ({ ok: true } & T) | { ok: false; error: string; retryAfterSeconds?: number };

const RP_NAME = "Lead Portal";

export function createEditorAuth(options: EditorAuthOptions) {
  const { db, log, xsrf } = options;
  const now = options.now ?? (() => new Date());
  const store = createEditorStore(db, { now, policy: options.policy });
  const csrfKey = purposeKey(options.appSecret, "editor-csrf");
  const configured = options.publicOrigin;
  /** The origin passkeys are bound to and mailed links are written with: the configured public origin. */
  const originOf = (): string => new URL(typeof configured === "function" ? configured() : configured).origin;

  const audit = (actor: AuditActor | null, action: string, subject: string, detail = "") =>
    recordAudit(db, { actor, action, subject, detail }, now()).catch((error: unknown) =>
      log.error("audit entry not written", { action, error }),
    );
  const actorOf = (account: EditorAccount): AuditActor => ({ id: account.id, email: account.email });

  function linkUrl(origin: string, purpose: LinkPurpose, token: string): string {
    return `${origin}/editor/entrar/link?${new URLSearchParams({ token, ...(purpose === "invite" ? { convite: "1" } : {}) })}`;
  }

  async function sendLink(
    account: EditorAccount,
    purpose: LinkPurpose,
    origin: string,
  ): Promise<{ link: string; expiresAt: Date }> {
    const { token, expiresAt } = await store.links.issue(account.id, purpose);
    const link = linkUrl(origin, purpose, token);
    const text = editorMailText(purpose, link, account.role, expiresAt);
    await queueEditorMail(db, { to: account.email, lang: account.lang ?? "pt", ...text }, now());
    options.mailQueued?.();
    return { link, expiresAt };
  }

  async function startSession(account: EditorAccount, method: string): Promise<{ cookie: string }> {
    const { token } = await store.sessions.create(account.id);
    await audit(actorOf(account), "sign-in", account.email, method);
    return { cookie: sessionCookie(token) };
  }

  function sessionCookie(token: string): string {
    return stringifySetCookie({
      name: SESSION_COOKIE,
      value: token,
      path: SESSION_COOKIE_PATH,
      httpOnly: true,
      sameSite: "strict",
      secure: options.secureCookie,
      maxAge: Math.floor(store.policy.absoluteMs / 1000),
    });
  }

  const clearedCookie = () =>
    stringifySetCookie({
      name: SESSION_COOKIE,
      value: "",
      path: SESSION_COOKIE_PATH,
      httpOnly: true,
      sameSite: "strict",
      secure: options.secureCookie,
      maxAge: 0,
    });

  const csrfFor = (tokenHash: string) => sign(csrfKey, tokenHash);

  /** Work queued to run after the current answer is sent (after-answer.ts), still awaited by `settled`. */
  const pending = new Set<Promise<void>>();
  function later(what: string, work: () => Promise<void>, afterAnswer: AfterAnswer): void {
    let done!: () => void;
    const settledOne = new Promise<void>((resolve) => (done = resolve));
    pending.add(settledOne);
    afterAnswer(() => {
      work()
        .catch((error: unknown) => log.error(`${what} failed after the answer`, { error }))
        .finally(() => {
          pending.delete(settledOne);
          done();
        });
    });
  }

  return {
    store,
    audit,
    sessionCookie,
    clearedCookie,
    origin: originOf,
    /** A mail server is set: invitations go by mail, and "Contas" never shows a link. */
    mailServer: options.mailServer ?? false,

    /** The signed-in editor of a request (its Cookie header), or null. */
    async session(cookieHeader: string | null | undefined): Promise<SignedIn | null> {
      const resolved = await store.sessions.resolve(readCookie(cookieHeader, SESSION_COOKIE));
      return resolved ? { ...resolved, csrf: csrfFor(resolved.tokenHash) } : null;
    },

    /**
     * The CSRF token for a form: bound to the session when there is one, else the site's signed
     * double-submit token (its cookie set through `setCookie`) for the sign-in forms.
     */
    csrfToken(cookieHeader: string | null | undefined, session: SignedIn | null, setCookie: (value: string) => void): string {
      return session ? session.csrf : xsrf.tokenForRequest(cookieHeader, setCookie);
    },

    /** Whether a form or data request carries this session's token (or, signed out, the double-submit one) and comes from this site. */
    csrfValid(
      request: { cookieHeader: string | null | undefined; secFetchSite: string | null | undefined },
      session: SignedIn | null,
      presented: unknown,
    ): boolean {
      if (!fetchSiteAllowed(request.secFetchSite)) return false;
      if (typeof presented !== "string" || presented.length > 200) return false;
      if (session) return safeEqual(presented, session.csrf);
      return xsrf.check(readCookie(request.cookieHeader, "XSRF-TOKEN"), presented);
    },

    /**
     * Invites an editor (or sends a new invitation): the account as invited with this role, a
     * one-time link by mail. Returns the link (the command line prints it).
     */
    async invite(input: {
      email: string;
      role: EditorRole;
      by: EditorAccount | null;
    }): Promise<Outcome<{ link: string; expiresAt: Date; account: EditorAccount }>> {
      if (input.by && !canManageAccounts(input.by.role)) return { ok: false, error: "forbidden" };
      const origin = originOf();
      const existing = await store.accounts.byEmail(input.email);
      if (existing?.status === "disabled") return { ok: false, error: "account_disabled" };
      if (existing?.status === "active") return { ok: false, error: "already_active" };
      const { account } = await store.accounts.upsertInvited(input.email, input.role);
      // Only the newest invitation works: an earlier link (perhaps with another role) is gone.
      await store.links.revokeUnused(account.id);
      const { link, expiresAt } = await sendLink(account, "invite", origin);
      await audit(input.by ? actorOf(input.by) : null, "invite", account.email, `role ${account.role}`);
      return { ok: true, link, expiresAt, account };
    },

    /**
     * A sign-in link for an address: sent when it belongs to an account that may sign in; refused
     * only by the rate limits (per client, per address), which do the same work for every address.
     * The address is looked up, and its link issued and queued in the (durable) outbox, only after
     * the answer is sent (`input.afterAnswer`, the request's queue: after-answer.ts): before the answer nothing differs between an address
     * with an account and one without, so neither the answer nor its time can tell them apart
     * (docs/decisions/0036).
     */
    async requestLink(input: { email: string; ip: string; afterAnswer?: AfterAnswer }): Promise<Outcome> {
      const [byIp, byAddress] = await Promise.all([
        options.limits.link.consume(`ip:${input.ip}`),
        options.limits.link.consume(`to:${input.email}`),
      ]);
      const refused = [byIp, byAddress].find((v) => !v.allowed);
      if (refused) return { ok: false, error: "rate_limited", retryAfterSeconds: refused.retryAfterSeconds };
      const origin = originOf();
      later(
        "sign-in link",
        async () => {
          const account = await store.accounts.byEmail(input.email);
          if (account && account.status !== "disabled") {
            await sendLink(account, "sign-in", origin);
            await audit(actorOf(account), "sign-in-link", account.email);
          } else {
            await audit(null, "sign-in-link-refused", input.email, account ? "disabled" : "unknown address");
          }
        },
        input.afterAnswer ?? nextTurn,
      );
      return { ok: true };
    },
    /** Resolves when the work queued after answers so far (sign-in links) is done: tests and shutdown. */
    settled: async (): Promise<void> => {
      await Promise.all([...pending]);
    },
    /** What the link's page shows before it is used (a mail scanner's GET must not use it up). */
    checkLink: (token: unknown) => store.links.check(token),

    /** Uses a one-time link: a new session, or why not. */
    async signInWithLink(token: unknown, ip: string): Promise<Outcome<{ cookie: string; account: EditorAccount }>> {
      const verdict = await options.limits.signIn.consume(ip);
      if (!verdict.allowed) return { ok: false, error: "rate_limited", retryAfterSeconds: verdict.retryAfterSeconds };
      const used = await store.links.consume(token);
      if (!used.ok) {
        await audit(null, "sign-in-failed", "link", used.reason);
        return { ok: false, error: `link_${used.reason}` };
      }
      const { cookie } = await startSession(used.account, used.purpose === "invite" ? "invitation link" : "e-mail link");
      return { ok: true, cookie, account: used.account };
    },

    async passkeyRegistrationOptions(signedIn: SignedIn) {
      const { account } = signedIn;
      const existing = await store.credentials.listFor(account.id);
      const optionsJSON = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: new URL(originOf()).hostname,
        userName: account.email,
        userID: new TextEncoder().encode(`editor:${account.id}`),
        attestationType: "none",
        excludeCredentials: existing.map((c) => ({ id: c.id })),
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      });
      await store.challenges.save(optionsJSON.challenge, "register", account.id);
      return optionsJSON;
    },

    async registerPasskey(signedIn: SignedIn, response: unknown): Promise<Outcome> {
      const origin = originOf();
      try {
        const result = await verifyRegistrationResponse({
          response: response as RegistrationResponseJSON,
          expectedChallenge: (challenge) => store.challenges.consume(challenge, "register", signedIn.account.id),
          expectedOrigin: origin,
          expectedRPID: new URL(origin).hostname,
          requireUserVerification: false,
        });
        if (!result.verified) return { ok: false, error: "passkey_refused" };
        const { credential } = result.registrationInfo;
        await store.credentials.add({
          id: credential.id,
          accountId: signedIn.account.id,
          publicKey: Buffer.from(credential.publicKey).toString("base64url"),
          counter: credential.counter,
          transports: credential.transports ?? [],
        });
        await audit(actorOf(signedIn.account), "passkey-added", signedIn.account.email);
        return { ok: true };
      } catch (error) {
        log.warn("passkey registration refused", { error: (error as Error).message });
        return { ok: false, error: "passkey_refused" };
      }
    },

    async passkeySignInOptions() {
      const optionsJSON = await generateAuthenticationOptions({
        rpID: new URL(originOf()).hostname,
        userVerification: "preferred",
      });
      await store.challenges.save(optionsJSON.challenge, "authenticate", null);
      return optionsJSON;
    },

    /** Signs in with a passkey's answer to a challenge: a new session, or a refusal that says nothing of the account. */
    async signInWithPasskey(response: unknown, ip: string): Promise<Outcome<{ cookie: string; account: EditorAccount }>> {
      const verdict = await options.limits.signIn.consume(ip);
      if (!verdict.allowed) return { ok: false, error: "rate_limited", retryAfterSeconds: verdict.retryAfterSeconds };
      const answer = response as AuthenticationResponseJSON | null;
      const credential = answer && typeof answer === "object" ? await store.credentials.byId(answer.id) : null;
      const account = credential ? await store.accounts.byId(credential.account_id) : null;
      if (!credential || !account || account.status !== "active") {
        await audit(null, "sign-in-failed", account?.email ?? "passkey", account ? "account disabled" : "unknown passkey");
        return { ok: false, error: "passkey_refused" };
      }
      const origin = originOf();
      try {
        const result = await verifyAuthenticationResponse({
          response: answer!,
          expectedChallenge: (challenge) => store.challenges.consume(challenge, "authenticate", null),
          expectedOrigin: origin,
          expectedRPID: new URL(origin).hostname,
          credential: {
            id: credential.id,
            publicKey: new Uint8Array(Buffer.from(credential.public_key, "base64url")),
            counter: credential.counter,
            transports: credential.transports ? credential.transports.split(",") : [],
          },
          requireUserVerification: false,
        });
        if (!result.verified) throw new Error("not verified");
        await store.credentials.used(credential.id, result.authenticationInfo.newCounter);
      } catch (error) {
        await audit(actorOf(account), "sign-in-failed", account.email, `passkey: ${(error as Error).message}`.slice(0, 200));
        return { ok: false, error: "passkey_refused" };
      }
      const { cookie } = await startSession(account, "passkey");
      return { ok: true, cookie, account };
    },

    async signOut(signedIn: SignedIn): Promise<void> {
      await store.sessions.revoke(signedIn.tokenHash);
      await audit(actorOf(signedIn.account), "sign-out", signedIn.account.email);
    },

    async signOutEverywhere(signedIn: SignedIn): Promise<number> {
      const ended = await store.sessions.revokeAll(signedIn.account.id);
      await audit(actorOf(signedIn.account), "sign-out-everywhere", signedIn.account.email, `${ended} sessions`);
      return ended;
    },

    /** An administrator changes a role; the last active administrator keeps theirs. */
    async changeRole(by: EditorAccount, accountId: number, role: EditorRole): Promise<Outcome> {
      if (!canManageAccounts(by.role)) return { ok: false, error: "forbidden" };
      const target = await store.accounts.byId(accountId);
      if (!target) return { ok: false, error: "invalid_account" };
      if (target.role === role) return { ok: true };
      // Only active administrators count: a pending invitation cannot stand in for the last one.
      if (target.role === "admin" && target.status === "active" && (await store.accounts.countActiveAdmins()) <= 1) {
        return { ok: false, error: "last_admin" };
      }
      await store.accounts.setRole(accountId, role);
      await audit(actorOf(by), "role-change", target.email, `${target.role} → ${role}`);
      return { ok: true };
    },

    /** An administrator disables (every session ends at once) or enables an account. */
    async setDisabled(by: EditorAccount, accountId: number, disabled: boolean): Promise<Outcome> {
      if (!canManageAccounts(by.role)) return { ok: false, error: "forbidden" };
      const target = await store.accounts.byId(accountId);
      if (!target) return { ok: false, error: "invalid_account" };
      if (disabled) {
        if (target.id === by.id) return { ok: false, error: "not_yourself" };
        if (target.status === "disabled") return { ok: true };
        if (target.role === "admin" && target.status === "active" && (await store.accounts.countActiveAdmins()) <= 1) {
          return { ok: false, error: "last_admin" };
        }
        await store.accounts.setStatus(accountId, "disabled");
        await audit(actorOf(by), "disable", target.email);
      } else {
        if (target.status !== "disabled") return { ok: true };
        // Back to active: its passkeys work again, and it may ask for a sign-in link.
        await store.accounts.setStatus(accountId, "active");
        await audit(actorOf(by), "enable", target.email);
      }
      return { ok: true };
    },
  };
}

export type EditorAuth = ReturnType<typeof createEditorAuth>;

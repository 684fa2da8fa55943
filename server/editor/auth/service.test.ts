/**
 * The editors' sign-in on SQLite and PostgreSQL (skipped, with a printed line, when PostgreSQL is
 * not reachable), with a controlled clock: sessions (idle and absolute ends, a new id at every
 * sign-in, sign-out everywhere), roles read on every request, one-time links (reused, expired,
 * guessed), rate limits, the same answer for known and unknown addresses, CSRF, and the audit log.
 */
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { openDatabase, type DatabaseHandle } from "../../db/database";
import { migrateToLatest } from "../../db/migrate";
import { createLogger } from "../../log";
import { createRateLimiter } from "../../http/rate-limits";
import { createXsrf } from "../../contact/signing";
import { createComposer } from "../../mail/compose";
import { createLinkSigner } from "../../contact/signing";
import { createPostgresDatabase, postgresAnswers } from "../../content/test-support";
import { tempDir } from "../../../tests/support/contact";
import { canEdit, editableTypes } from "../../../common/editor/roles";
import { createEditorAuth, SESSION_COOKIE, type EditorAuth } from "./service";
import { listAudit, recordAudit } from "./audit";
import { hashToken } from "./tokens";
import { withAfterAnswer } from "./after-answer";

const log = createLogger("silent");
const pgUp = await postgresAnswers();
if (!pgUp) console.log("PostgreSQL at 127.0.0.1:5432 is not reachable: the editor sign-in tests run on SQLite only.");

const engines = [
  {
    name: "sqlite",
    async open() {
      const tmp = tempDir("lead-editor-");
      const handle = openDatabase(loadConfig({ DATA_DIR: tmp.dir, DATABASE_URL: path.join(tmp.dir, "lead.db") }));
      return { handle, drop: async () => tmp.remove() };
    },
  },
  {
    name: "postgres",
    async open() {
      const created = await createPostgresDatabase();
      const handle = openDatabase(loadConfig({ DATABASE_URL: created.url, DATA_DIR: tempDir("lead-editor-").dir }));
      return { handle, drop: created.drop };
    },
  },
].filter((e) => e.name === "sqlite" || pgUp);

const ORIGIN = "http://localhost:3000";
const cookieValue = (setCookie: string) => /^editor_session=([^;]*)/.exec(setCookie)![1]!;
const cookieHeader = (setCookie: string) => `${SESSION_COOKIE}=${cookieValue(setCookie)}`;
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

describe.each(engines)("editor sign-in on $name", (engine) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let clock: number;
  let auth: EditorAuth;
  let mailKicks = 0;

  function build(publicOrigin: string | (() => string) = ORIGIN) {
    return createEditorAuth({
      db: handle.db,
      log,
      appSecret: "x".repeat(40),
      secureCookie: false,
      publicOrigin,
      xsrf: createXsrf("x".repeat(40), { secureCookie: false, now: () => clock }),
      limits: {
        signIn: createRateLimiter({ name: `si-${Math.random()}`, rule: { points: 5, durationSeconds: 60 } }),
        link: createRateLimiter({ name: `l-${Math.random()}`, rule: { points: 3, durationSeconds: 600 } }),
      },
      mailQueued: () => mailKicks++,
      now: () => new Date(clock),
      policy: { idleMs: 30 * 60_000, absoluteMs: 8 * 3600_000 },
    });
  }

  beforeAll(async () => {
    ({ handle, drop } = await engine.open());
    await migrateToLatest(handle);
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });
  beforeEach(async () => {
    clock = Date.parse("2026-11-25T12:00:00Z");
    for (const table of [
      "editor_audit",
      "editor_session",
      "editor_link",
      "editor_challenge",
      "editor_credential",
      "editor_account",
    ] as const) {
      await handle.db.deleteFrom(table).execute();
    }
    await handle.db.deleteFrom("mail_outbox").execute();
    await handle.db.deleteFrom("contact_message").execute();
    auth = build();
  });

  async function activeEditor(email: string, role: "admin" | "openings" | "communications") {
    const invited = await auth.invite({ email, role, by: null });
    if (!invited.ok) throw new Error(invited.error);
    const signedIn = await auth.signInWithLink(tokenOf(invited.link), "10.0.0.1");
    if (!signedIn.ok) throw new Error(signedIn.error);
    return { cookie: cookieHeader(signedIn.cookie), account: signedIn.account };
  }

  it("invites by a one-time link queued in the outbox, and the link signs in once", async () => {
    const invited = await auth.invite({ email: "ana@lead.example", role: "admin", by: null });
    expect(invited.ok).toBe(true);
    if (!invited.ok) return;
    expect(invited.link).toMatch(/^http:\/\/localhost:3000\/editor\/entrar\/link\?token=[\w-]{43}&convite=1$/);
    expect(invited.account.status).toBe("invited");

    const queued = await handle.db
      .selectFrom("mail_outbox")
      .innerJoin("contact_message", "contact_message.id", "mail_outbox.message_id")
      .select(["contact_message.kind", "contact_message.recipient", "contact_message.message", "mail_outbox.status"])
      .execute();
    expect(queued).toEqual([expect.objectContaining({ kind: "editor", recipient: "ana@lead.example", status: "pending" })]);
    expect(queued[0]!.message).toContain(invited.link);
    expect(mailKicks).toBe(1);

    // The database keeps the link's hash only.
    const stored = await handle.db.selectFrom("editor_link").select(["token_hash", "purpose"]).execute();
    expect(stored).toEqual([{ token_hash: hashToken(tokenOf(invited.link)), purpose: "invite" }]);

    const first = await auth.signInWithLink(tokenOf(invited.link), "10.0.0.1");
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.cookie).toMatch(/^editor_session=[\w-]{43}; Max-Age=28800; Path=\/editor; HttpOnly; SameSite=Strict$/);
    expect(first.account.status).toBe("active");
    const again = await auth.signInWithLink(tokenOf(invited.link), "10.0.0.2");
    expect(again).toEqual({ ok: false, error: "link_used" });

    const session = await auth.session(cookieHeader(first.cookie));
    expect(session?.account).toMatchObject({ email: "ana@lead.example", role: "admin", status: "active" });
  });

  it("composes an editor's mail from its row: to the invitee, its own subject and text", async () => {
    const invited = await auth.invite({ email: "bia@lead.example", role: "openings", by: null });
    const row = await handle.db.selectFrom("contact_message").select("id").executeTakeFirstOrThrow();
    const compose = createComposer({
      db: handle.db,
      uploadsDir: "/nonexistent",
      from: "Lead Portal <portal@lead.example>",
      publicOrigin: ORIGIN,
      links: createLinkSigner("x".repeat(40)),
    });
    const mail = await compose(row.id);
    expect(mail).toMatchObject({ to: "bia@lead.example", subject: expect.stringContaining("convite") });
    expect(mail?.text).toContain(invited.ok ? invited.link : "never");
    expect(mail?.replyTo).toBeUndefined();
  });

  it("refuses expired, guessed and malformed links, and records the failures", async () => {
    const invited = await auth.invite({ email: "caio@lead.example", role: "openings", by: null });
    if (!invited.ok) throw new Error(invited.error);
    clock += 7 * 24 * 3600_000 + 1;
    expect(await auth.signInWithLink(tokenOf(invited.link), "10.0.0.3")).toEqual({ ok: false, error: "link_expired" });
    expect(await auth.signInWithLink("A".repeat(43), "10.0.0.3")).toEqual({ ok: false, error: "link_invalid" });
    expect(await auth.signInWithLink("../../etc/passwd", "10.0.0.3")).toEqual({ ok: false, error: "link_invalid" });
    expect(await auth.signInWithLink(undefined, "10.0.0.3")).toEqual({ ok: false, error: "link_invalid" });
    const failures = (await listAudit(handle.db)).filter((a) => a.action === "sign-in-failed").map((a) => a.detail);
    expect(failures.sort()).toEqual(["expired", "invalid", "invalid", "invalid"]);
  });

  it("a sign-in link expires after 15 minutes", async () => {
    await activeEditor("duda@lead.example", "openings");
    await handle.db.deleteFrom("contact_message").execute();
    expect(await auth.requestLink({ email: "duda@lead.example", ip: "10.0.0.4" })).toEqual({ ok: true });
    await auth.settled();
    const text = (await handle.db.selectFrom("contact_message").select("message").executeTakeFirstOrThrow()).message;
    const link = /http\S+/.exec(text)![0];
    clock += 15 * 60_000;
    expect(await auth.signInWithLink(tokenOf(link), "10.0.0.4")).toEqual({ ok: false, error: "link_expired" });
  });

  it("answers a link request the same for known and unknown addresses, and mails only the known", async () => {
    await activeEditor("eva@lead.example", "communications");
    await handle.db.deleteFrom("mail_outbox").execute();
    await handle.db.deleteFrom("contact_message").execute();
    const known = await auth.requestLink({ email: "eva@lead.example", ip: "10.0.0.5" });
    const unknown = await auth.requestLink({ email: "nobody@lead.example", ip: "10.0.0.6" });
    await auth.settled();
    expect(known).toEqual(unknown);
    const recipients = await handle.db.selectFrom("contact_message").select("recipient").execute();
    expect(recipients).toEqual([{ recipient: "eva@lead.example" }]);
  });

  it("limits link requests per client and per address", async () => {
    for (let i = 0; i < 3; i++) {
      expect(await auth.requestLink({ email: "flood@lead.example", ip: `10.1.0.${i}` })).toEqual({
        ok: true,
      });
    }
    // A fourth request for the same address, from yet another client, is refused.
    expect(await auth.requestLink({ email: "flood@lead.example", ip: "10.1.0.9" })).toMatchObject({
      ok: false,
      error: "rate_limited",
    });
    for (let i = 0; i < 3; i++) await auth.requestLink({ email: `p${i}@lead.example`, ip: "10.2.0.1" });
    expect(await auth.requestLink({ email: "other@lead.example", ip: "10.2.0.1" })).toMatchObject({
      ok: false,
      error: "rate_limited",
    });
  });

  it("limits sign-in attempts per client, even with guessed links", async () => {
    for (let i = 0; i < 5; i++) {
      expect(await auth.signInWithLink(`${"B".repeat(42)}${i}`, "10.3.0.1")).toEqual({ ok: false, error: "link_invalid" });
    }
    expect(await auth.signInWithLink("C".repeat(43), "10.3.0.1")).toMatchObject({ ok: false, error: "rate_limited" });
    expect(await auth.signInWithPasskey({ id: "x" }, "10.3.0.1")).toMatchObject({ ok: false, error: "rate_limited" });
  });

  it("ends a session after its idle time, and after its absolute lifetime even when used", async () => {
    const { cookie } = await activeEditor("gil@lead.example", "openings");
    clock += 29 * 60_000;
    expect(await auth.session(cookie)).not.toBeNull();
    clock += 30 * 60_000 - 1;
    expect(await auth.session(cookie)).not.toBeNull();
    clock += 30 * 60_000;
    expect(await auth.session(cookie)).toBeNull();
    // Gone for good: the row was removed.
    expect(await handle.db.selectFrom("editor_session").selectAll().execute()).toEqual([]);

    const again = await auth.signInWithLink(
      tokenOf(
        /http\S+/.exec(
          await (async () => {
            await auth.requestLink({ email: "gil@lead.example", ip: "10.4.0.1" });
            await auth.settled();
            return (
              await handle.db.selectFrom("contact_message").select("message").orderBy("id", "desc").executeTakeFirstOrThrow()
            ).message;
          })(),
        )![0],
      ),
      "10.4.0.1",
    );
    if (!again.ok) throw new Error(again.error);
    const busy = cookieHeader(again.cookie);
    // Used every 20 minutes: never idle, yet over at 8 hours.
    for (let step = 1; step < 24; step++) {
      clock += 20 * 60_000;
      expect(await auth.session(busy)).not.toBeNull();
    }
    clock += 20 * 60_000;
    expect(await auth.session(busy)).toBeNull();
  });

  it("gives a new session id at every sign-in, ends one at sign-out, and all at sign-out everywhere", async () => {
    const { cookie: first } = await activeEditor("hugo@lead.example", "communications");
    await auth.requestLink({ email: "hugo@lead.example", ip: "10.5.0.1" });
    await auth.settled();
    const text = (await handle.db.selectFrom("contact_message").select("message").orderBy("id", "desc").executeTakeFirstOrThrow())
      .message;
    const second = await auth.signInWithLink(tokenOf(/http\S+/.exec(text)![0]), "10.5.0.1");
    if (!second.ok) throw new Error(second.error);
    const secondCookie = cookieHeader(second.cookie);
    expect(secondCookie).not.toBe(first);
    const one = (await auth.session(first))!;
    const two = (await auth.session(secondCookie))!;
    expect(one.csrf).not.toBe(two.csrf);

    await auth.signOut(one);
    expect(await auth.session(first)).toBeNull();
    expect(await auth.session(secondCookie)).not.toBeNull();

    const { cookie: third } = await (async () => {
      await auth.requestLink({ email: "hugo@lead.example", ip: "10.5.0.2" });
      await auth.settled();
      const t = (await handle.db.selectFrom("contact_message").select("message").orderBy("id", "desc").executeTakeFirstOrThrow())
        .message;
      const r = await auth.signInWithLink(tokenOf(/http\S+/.exec(t)![0]), "10.5.0.2");
      if (!r.ok) throw new Error(r.error);
      return { cookie: cookieHeader(r.cookie) };
    })();
    expect(await auth.signOutEverywhere((await auth.session(third))!)).toBe(2);
    expect(await auth.session(secondCookie)).toBeNull();
    expect(await auth.session(third)).toBeNull();
    const actions = (await listAudit(handle.db)).map((a) => a.action);
    expect(actions).toContain("sign-out");
    expect(actions).toContain("sign-out-everywhere");
  });

  it("reads the role on every request: a changed role and a disabled account count at once", async () => {
    const admin = await activeEditor("iris@lead.example", "admin");
    const editor = await activeEditor("joao@lead.example", "communications");
    const before = (await auth.session(editor.cookie))!;
    expect(canEdit(before.account.role, "news")).toBe(true);
    expect(canEdit(before.account.role, "vacancy")).toBe(false);

    expect(await auth.changeRole(admin.account, editor.account.id, "openings")).toEqual({ ok: true });
    const after = (await auth.session(editor.cookie))!;
    expect(after.account.role).toBe("openings");
    expect(canEdit(after.account.role, "vacancy")).toBe(true);
    expect(canEdit(after.account.role, "news")).toBe(false);

    // Only an administrator manages accounts.
    expect(await auth.changeRole(after.account, admin.account.id, "openings")).toEqual({ ok: false, error: "forbidden" });
    // The last administrator keeps the role; nobody disables themselves.
    expect(await auth.changeRole(admin.account, admin.account.id, "openings")).toEqual({ ok: false, error: "last_admin" });
    expect(await auth.setDisabled(admin.account, admin.account.id, true)).toEqual({ ok: false, error: "not_yourself" });

    expect(await auth.setDisabled(admin.account, editor.account.id, true)).toEqual({ ok: true });
    expect(await auth.session(editor.cookie)).toBeNull();
    // A disabled account gets no link (and the answer does not say so).
    await handle.db.deleteFrom("contact_message").execute();
    expect(await auth.requestLink({ email: "joao@lead.example", ip: "10.6.0.1" })).toEqual({ ok: true });
    await auth.settled();
    expect(await handle.db.selectFrom("contact_message").selectAll().execute()).toEqual([]);

    const audit = await listAudit(handle.db);
    expect(audit.find((a) => a.action === "role-change")).toMatchObject({
      actorEmail: "iris@lead.example",
      subject: "joao@lead.example",
      detail: "communications → openings",
    });
    expect(audit.find((a) => a.action === "disable")).toMatchObject({ actorEmail: "iris@lead.example" });
  });

  it("maps each role to its content types", () => {
    expect(editableTypes("openings")).toEqual(["benefit", "vacancy", "gallery"]);
    expect(editableTypes("communications")).toEqual([
      "research",
      "solution",
      "news",
      "news-highlight",
      "social-action",
      "award",
      "partners",
      "release",
      "home-section",
    ]);
    expect(editableTypes("admin")).toContain("site");
    expect(canEdit("admin", "inappropriate-word")).toBe(true);
    expect(canEdit(null, "news")).toBe(false);
    expect(canEdit("nobody" as never, "news")).toBe(false);
  });

  it("checks CSRF: the session's own token, never another session's or a forged one, and never from another site", async () => {
    const a = await activeEditor("kim@lead.example", "openings");
    const b = await activeEditor("lia@lead.example", "openings");
    const sa = (await auth.session(a.cookie))!;
    const sb = (await auth.session(b.cookie))!;
    const req = { cookieHeader: a.cookie, secFetchSite: "same-origin" };
    expect(auth.csrfValid(req, sa, sa.csrf)).toBe(true);
    expect(auth.csrfValid(req, sa, sb.csrf)).toBe(false);
    expect(auth.csrfValid(req, sa, "forged")).toBe(false);
    expect(auth.csrfValid(req, sa, undefined)).toBe(false);
    expect(auth.csrfValid({ ...req, secFetchSite: "cross-site" }, sa, sa.csrf)).toBe(false);

    // Signed out: the double-submit token, its cookie and the field equal.
    let setCookie = "";
    const token = auth.csrfToken(null, null, (c) => (setCookie = c));
    const jar = setCookie.split(";")[0]!;
    expect(auth.csrfValid({ cookieHeader: jar, secFetchSite: null }, null, token)).toBe(true);
    expect(auth.csrfValid({ cookieHeader: null, secFetchSite: null }, null, token)).toBe(false);
  });

  it("writes links with the configured public origin only (config.publicOrigin), never a request's", async () => {
    const behindProxy = build("https://www.lead.example/");
    const invited = await behindProxy.invite({ email: "n@lead.example", role: "openings", by: null });
    expect(invited.ok && invited.link.startsWith("https://www.lead.example/editor/entrar/link?token=")).toBe(true);
    // Read at each use: the server learns its port once it listens.
    let origin = "http://localhost:1";
    const later = build(() => origin);
    origin = "http://localhost:4321";
    const link = await later.invite({ email: "o@lead.example", role: "openings", by: null });
    expect(link.ok && link.link.startsWith("http://localhost:4321/editor/entrar/link?token=")).toBe(true);
    expect(build().origin()).toBe(ORIGIN);
  });

  it("only active administrators count: with an invitation pending, the last active one cannot demote, disable or lose itself", async () => {
    const admin = await activeEditor("ana@lead.example", "admin");
    // A pending invitation to administer (never accepted) is present.
    expect(await auth.invite({ email: "bia@lead.example", role: "admin", by: admin.account })).toMatchObject({ ok: true });
    const pending = (await auth.store.accounts.byEmail("bia@lead.example"))!;
    expect(pending.status).toBe("invited");
    expect(await auth.store.accounts.countActiveAdmins()).toBe(1);
    expect(await auth.changeRole(admin.account, admin.account.id, "openings")).toEqual({ ok: false, error: "last_admin" });
    expect(await auth.setDisabled(admin.account, admin.account.id, true)).toEqual({ ok: false, error: "not_yourself" });
    expect((await auth.store.accounts.byId(admin.account.id))!).toMatchObject({ role: "admin", status: "active" });
    // The pending one may be changed freely: it manages nothing yet.
    expect(await auth.changeRole(admin.account, pending.id, "openings")).toEqual({ ok: true });
    // A second active administrator: now one of them may step down, and the other is again the last.
    const other = await activeEditor("caio@lead.example", "admin");
    expect(await auth.changeRole(other.account, admin.account.id, "communications")).toEqual({ ok: true });
    expect(await auth.changeRole(other.account, other.account.id, "openings")).toEqual({ ok: false, error: "last_admin" });
    // Disabling the last active administrator is refused too, whoever asks (a stale admin session).
    expect(await auth.setDisabled(admin.account, other.account.id, true)).toEqual({ ok: false, error: "last_admin" });
    expect((await auth.store.accounts.byId(other.account.id))!.status).toBe("active");
  });

  it("re-inviting an address revokes its earlier unused link, and an invitation link is refused once its account is active", async () => {
    const first = await auth.invite({ email: "davi@lead.example", role: "admin", by: null });
    const second = await auth.invite({ email: "davi@lead.example", role: "openings", by: null });
    if (!first.ok || !second.ok) throw new Error("invitation refused");
    expect(await auth.checkLink(tokenOf(first.link))).toEqual({ ok: false, reason: "invalid" });
    expect(await auth.signInWithLink(tokenOf(first.link), "10.7.0.1")).toEqual({ ok: false, error: "link_invalid" });
    const accepted = await auth.signInWithLink(tokenOf(second.link), "10.7.0.1");
    expect(accepted).toMatchObject({ ok: true, account: { role: "openings", status: "active" } });
    // An invitation link of an active account (one issued before acceptance, left unused) no longer signs in.
    const account = (await auth.store.accounts.byEmail("davi@lead.example"))!;
    const { token } = await auth.store.links.issue(account.id, "invite");
    expect(await auth.checkLink(token)).toEqual({ ok: false, reason: "accepted" });
    expect(await auth.signInWithLink(token, "10.7.0.1")).toEqual({ ok: false, error: "link_accepted" });
    // An active account is not invited again; it signs in with a sign-in link.
    expect(await auth.invite({ email: "davi@lead.example", role: "admin", by: null })).toEqual({
      ok: false,
      error: "already_active",
    });
  });

  it("a sign-in link request writes nothing before its answer, for an address with an account or without, over many requests", async () => {
    await activeEditor("eli@lead.example", "communications");
    await auth.invite({ email: "fabi@lead.example", role: "openings", by: null });
    const rows = async () => {
      const counts = await Promise.all(
        (["editor_link", "editor_audit", "contact_message", "mail_outbox", "editor_session", "editor_account"] as const).map(
          async (table) =>
            Number(
              (
                await handle.db
                  .selectFrom(table)
                  .select((eb) => eb.fn.countAll().as("n"))
                  .executeTakeFirstOrThrow()
              ).n,
            ),
        ),
      );
      return counts.join(",");
    };
    const addresses = ["eli@lead.example", "fabi@lead.example", "nobody@lead.example", "ghost@lead.example"];
    const answers = new Map<string, string[]>();
    for (let round = 0; round < 10; round++) {
      for (const email of addresses) {
        // A fresh limiter each time: the limits are not what this measures.
        auth = build();
        const before = await rows();
        const { result, finish } = withAfterAnswer((afterAnswer) =>
          auth.requestLink({ email, ip: `10.8.${round}.1`, afterAnswer }),
        );
        const answer = await result;
        // The answer exists and nothing in the database differs yet, whichever the address.
        expect(await rows(), `${email} round ${round}`).toBe(before);
        answers.set(email, [...(answers.get(email) ?? []), JSON.stringify(answer)]);
        finish();
        await auth.settled();
      }
    }
    // The same answer, every time, for every address.
    expect(new Set([...answers.values()].flat())).toEqual(new Set([JSON.stringify({ ok: true })]));
    // After the answers: the account holders got their links (invited ones too), the others nothing.
    const mailed = await handle.db.selectFrom("contact_message").select("recipient").where("kind", "=", "editor").execute();
    const counts = Object.fromEntries(addresses.map((a) => [a, mailed.filter((m) => m.recipient === a).length]));
    expect(counts).toEqual({
      "eli@lead.example": 11,
      "fabi@lead.example": 11,
      "nobody@lead.example": 0,
      "ghost@lead.example": 0,
    });
  });

  it("records publishes from the content side", async () => {
    const { account } = await activeEditor("olga@lead.example", "openings");
    await recordAudit(handle.db, { actor: account, action: "publish", subject: "vacancy/dev-2026", detail: "revision 3" });
    expect((await listAudit(handle.db, { limit: 1 }))[0]).toMatchObject({
      actorEmail: "olga@lead.example",
      action: "publish",
      subject: "vacancy/dev-2026",
      detail: "revision 3",
    });
  });
});

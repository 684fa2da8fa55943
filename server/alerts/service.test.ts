/**
 * Job alerts on real databases (SQLite, and PostgreSQL when it answers), with a controlled clock:
 * the same answer for new, pending and confirmed addresses, one request mail a day per address,
 * signed links (forged, altered, expired, used for the wrong purpose), one digest a day per
 * subscriber with only the new openings of their areas, two instances side by side, leaving
 * (the address and its mail deleted at once), the unconfirmed sweep, and the mail as sent.
 */
import { tmpdir } from "node:os";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { ContentOf } from "../../common/content/content-types";
import type { JobArea } from "../../common/content/job-areas";
import { createContentStore } from "../content/store";
import { contentTestBed, openSeededDatabase } from "../content/test-support";
import type { DatabaseHandle } from "../db/database";
import { createLinkSigner } from "../contact/signing";
import { createRateLimiter } from "../http/rate-limits";
import { createLogger } from "../log";
import { createComposer } from "../mail/compose";
import { createAlertLinks } from "./links";
import { createAlerts, type AlertsOptions } from "./service";

type Opening = ContentOf<"vacancies.json">[number];

const { pgUp, files, cleanups, cleanup } = await contentTestBed("server/alerts/service.test.ts");
afterAll(cleanup);

const SECRET = "a".repeat(40);
const ORIGIN = "https://lead.example";

function openEngine(engine: "sqlite" | "postgres"): Promise<DatabaseHandle> {
  return openSeededDatabase(engine, files, cleanups, SECRET);
}

const log = createLogger("silent" as never, {});

for (const engine of ["sqlite", "postgres"] as const) {
  describe.skipIf(engine === "postgres" && !pgUp)(`job alerts on ${engine}`, () => {
    let handle: DatabaseHandle;
    let clock: Date;
    /** The openings on the site: all but the two held back, which a test "publishes". */
    let onSite: Opening[];
    let all: Opening[];
    let heldDev: Opening;
    let heldOther: Opening;
    const links = createAlertLinks(SECRET, { origin: () => ORIGIN, now: () => clock.getTime() });

    function make(overrides: Partial<AlertsOptions> = {}) {
      return createAlerts({
        db: handle.db,
        log,
        links,
        openings: async () => onSite,
        origin: () => ORIGIN,
        limits: {
          perClient: createRateLimiter({ name: `c${Math.random()}`, rule: { points: 1000, durationSeconds: 600 } }),
          confirmations: createRateLimiter({ name: `m${Math.random()}`, rule: { points: 100_000, durationSeconds: 3600 } }),
        },
        now: () => clock,
        ...overrides,
      });
    }

    const hours = (n: number) => {
      clock = new Date(clock.getTime() + n * 3600_000);
    };
    const mailTo = (email: string, kind?: string) => {
      let q = handle.db.selectFrom("contact_message").selectAll().where("recipient", "=", email);
      if (kind) q = q.where("kind", "=", kind);
      return q.orderBy("id").execute();
    };
    const linkIn = (text: string, pathPart: string) => {
      const found = text.split(/\s+/).find((word) => word.includes(pathPart));
      expect(found, `a ${pathPart} link in:\n${text}`).toBeDefined();
      return new URL(found!);
    };
    async function subscribe(
      alerts: ReturnType<typeof make>,
      email: string,
      areas: JobArea[] = ["development"],
      lang = "pt" as const,
    ) {
      const outcome = await alerts.request({ email, areas, lang }, "203.0.113.9");
      expect(outcome).toEqual({ ok: true });
    }
    async function confirmed(
      alerts: ReturnType<typeof make>,
      email: string,
      areas: JobArea[] = ["development"],
      lang = "pt" as const,
    ) {
      await subscribe(alerts, email, areas, lang);
      const [mail] = await mailTo(email, "alertconf");
      const url = linkIn(mail!.message, "/confirmar");
      const p = url.searchParams;
      const done = await alerts.confirm(p.get("t"), p.get("e"), p.get("s"));
      expect(done.ok).toBe(true);
      return done as Extract<typeof done, { ok: true }>;
    }

    beforeEach(async () => {
      handle ??= await openEngine(engine);
      for (const table of ["alert_digest", "alert_subscription", "alert_opening", "mail_outbox", "contact_message"] as const)
        await handle.db.deleteFrom(table).execute();
      clock = new Date("2026-12-01T12:00:00Z");
      all = await createContentStore(handle.db).visibleVacancies();
      heldDev = all.find((v) => v.area === "development")!;
      heldOther = all.find((v) => v.area !== "development" && v.area !== "design")!;
      onSite = all.filter((v) => v !== heldDev && v !== heldOther);
    });

    it("answers the same for a new, a pending and a confirmed address, and sends at most one mail a day per address", async () => {
      const alerts = make();
      await subscribe(alerts, "ana@example.com");
      const first = await mailTo("ana@example.com");
      expect(first).toHaveLength(1);
      expect(first[0]!.subject).toBe("Confirme o alerta de vagas do Lead");
      expect(first[0]!.message).toContain("Desenvolvimento");
      // Asked again, in another language, the same hour: same answer, no second mail.
      await subscribe(alerts, "ana@example.com", ["design"], "en" as never);
      expect(await mailTo("ana@example.com")).toHaveLength(1);
      // A day later: one more confirmation, for what was asked last, in its language.
      hours(25);
      await subscribe(alerts, "ana@example.com", ["design"], "en" as never);
      const second = await mailTo("ana@example.com");
      expect(second).toHaveLength(2);
      expect(second[1]!.subject).toBe("Confirm your Lead job alert");
      expect(second[1]!.message).toContain("Design");
      // Confirmed, asking again says the same, and the owner gets a note with the manage link, once a day.
      const p = linkIn(second[1]!.message, "/confirmar").searchParams;
      expect((await alerts.confirm(p.get("t"), p.get("e"), p.get("s"))).ok).toBe(true);
      hours(25);
      await subscribe(alerts, "ana@example.com");
      await subscribe(alerts, "ana@example.com");
      const third = await mailTo("ana@example.com");
      expect(third).toHaveLength(3);
      expect(third[2]!.subject).toBe("Your Lead job alert is already on");
      expect(third[2]!.message).toContain("/portal/trabalhe/alertas/gerenciar?lang=en&t=");
      // The subscription was not changed by the request: only its manage link changes it.
      const row = await handle.db.selectFrom("alert_subscription").selectAll().executeTakeFirstOrThrow();
      expect([row.status, row.areas, row.lang]).toEqual(["confirmed", "design", "en"]);
    });

    it("one address asked for a thousand times is one row and one mail", async () => {
      const alerts = make();
      await Promise.all(
        Array.from({ length: 1000 }, () =>
          alerts.request({ email: "x@example.com", areas: ["design"], lang: "pt" }, "198.51.100.1"),
        ),
      );
      expect(await handle.db.selectFrom("alert_subscription").select("id").execute()).toHaveLength(1);
      expect(await mailTo("x@example.com")).toHaveLength(1);
    });

    it("refuses a client over its limit, and the site over its hourly mail budget, with a reason", async () => {
      const alerts = make({
        limits: {
          perClient: createRateLimiter({ name: `c${Math.random()}`, rule: { points: 3, durationSeconds: 600 } }),
          confirmations: createRateLimiter({ name: `m${Math.random()}`, rule: { points: 5, durationSeconds: 3600 } }),
        },
      });
      const client = (i: number) => alerts.request({ email: `p${i}@example.com`, areas: ["design"], lang: "pt" }, "192.0.2.1");
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await client(i));
      expect(answers.map((a) => (a.ok ? "ok" : a.refusal))).toEqual(["ok", "ok", "ok", "rate_limited", "rate_limited"]);
      const many = [];
      for (let i = 0; i < 4; i++)
        many.push(await alerts.request({ email: `q${i}@example.com`, areas: ["design"], lang: "pt" }, `192.0.2.${10 + i}`));
      expect(many.map((a) => (a.ok ? "ok" : a.refusal))).toEqual(["ok", "ok", "busy", "busy"]);
      expect(await handle.db.selectFrom("contact_message").select("id").execute()).toHaveLength(5);
    });

    it("refuses forged, altered, expired and wrong-purpose links, and confirms with the right one", async () => {
      const alerts = make();
      await subscribe(alerts, "bia@example.com");
      const [mail] = await mailTo("bia@example.com");
      const p = linkIn(mail!.message, "/confirmar").searchParams;
      const [t, e, s] = [p.get("t")!, p.get("e")!, p.get("s")!];
      const flip = (text: string) => (text[0] === "A" ? "B" : "A") + text.slice(1);
      expect(await alerts.confirm(flip(t), e, s)).toEqual({ ok: false, refusal: "invalid_link" });
      expect(await alerts.confirm(t, String(Number(e) + 3600), s)).toEqual({ ok: false, refusal: "invalid_link" });
      expect(await alerts.confirm(t, e, flip(s))).toEqual({ ok: false, refusal: "invalid_link" });
      expect(await alerts.confirm(t, e, null)).toEqual({ ok: false, refusal: "invalid_link" });
      expect(await alerts.confirm("x".repeat(5000), e, s)).toEqual({ ok: false, refusal: "invalid_link" });
      // A confirmation's signature does not open the manage page.
      expect(await alerts.subscription(t, s)).toEqual({ ok: false, refusal: "invalid_link" });
      // A link signed with another secret.
      const other = createAlertLinks("b".repeat(40), { origin: () => ORIGIN });
      const forged = new URL(other.confirmUrl(t, "pt", clock.getTime() + 3600_000)).searchParams;
      expect(await alerts.confirm(forged.get("t"), forged.get("e"), forged.get("s"))).toEqual({
        ok: false,
        refusal: "invalid_link",
      });
      // Expired after 48 hours.
      hours(49);
      expect(await alerts.confirm(t, e, s)).toEqual({ ok: false, refusal: "expired_link" });
      hours(-49);
      const done = await alerts.confirm(t, e, s);
      expect(done).toMatchObject({ ok: true, view: { email: "bia@example.com", status: "confirmed", areas: ["development"] } });
      // Following it twice is fine.
      expect(await alerts.confirm(t, e, s)).toMatchObject({ ok: true, view: { status: "confirmed" } });
    });

    it("sends nothing before the link is followed", async () => {
      const alerts = make();
      await alerts.runPass();
      await subscribe(alerts, "cai@example.com");
      onSite = [...onSite, heldDev];
      hours(1);
      expect(await alerts.runPass()).toMatchObject({ digests: 0 });
      expect(await mailTo("cai@example.com", "alert")).toHaveLength(0);
    });

    it("sends one digest a day, with only the new openings of the subscriber's areas, and the next day the rest", async () => {
      const alerts = make();
      await alerts.runPass(); // the openings already on the site are not new to anyone
      await confirmed(alerts, "dani@example.com", ["development"], "es" as never);
      await confirmed(alerts, "edu@example.com", ["design"]);
      hours(1);
      expect(await alerts.runPass()).toEqual({ openingsSeen: 0, digests: 0 });

      onSite = [...onSite, heldDev, heldOther];
      hours(1);
      expect(await alerts.runPass()).toEqual({ openingsSeen: 2, digests: 1 });
      const [digest] = await mailTo("dani@example.com", "alert");
      expect(digest!.subject).toBe("Lead: 1 nueva vacante en tus áreas");
      expect(digest!.message).toContain(heldDev.title.es);
      expect(digest!.message).toContain(`${ORIGIN}/portal/trabalhe/${heldDev.key}?lang=es`);
      expect(digest!.message).not.toContain(heldOther.title.es);
      expect(digest!.html).toContain('<html lang="es-ES">');
      expect(digest!.html).not.toMatch(/<img|<script/i);
      expect(digest!.unsubscribe_url).toMatch(/^https:\/\/lead\.example\/api\/alertas\/sair\?t=[\w-]{22}&s=[\w-]{43}$/);
      expect(await mailTo("edu@example.com", "alert")).toHaveLength(0);

      // A second development opening the same day waits for tomorrow.
      const later = all.filter((v) => v.area === "development" && v !== heldDev)[0]!;
      onSite = onSite.filter((v) => v !== later);
      await handle.db.deleteFrom("alert_opening").where("opening_key", "=", later.key).execute();
      onSite = [...onSite, later];
      hours(2);
      expect(await alerts.runPass()).toEqual({ openingsSeen: 1, digests: 0 });
      expect(await mailTo("dani@example.com", "alert")).toHaveLength(1);
      hours(24);
      expect(await alerts.runPass()).toEqual({ openingsSeen: 0, digests: 1 });
      const digests = await mailTo("dani@example.com", "alert");
      expect(digests).toHaveLength(2);
      expect(digests[1]!.message).toContain(later.title.es);
      expect(digests[1]!.message).not.toContain(heldDev.title.es);
      hours(24);
      expect(await alerts.runPass()).toEqual({ openingsSeen: 0, digests: 0 });
    });

    it("two instances side by side send one digest per subscriber", async () => {
      const a = make();
      const b = make();
      await a.runPass();
      for (let i = 0; i < 150; i++) {
        await handle.db
          .insertInto("alert_subscription")
          .values({
            token: `tok${String(i).padStart(19, "0")}`,
            email: `s${i}@example.com`,
            lang: "pt",
            areas: "development",
            status: "confirmed",
            created_at: clock.toISOString(),
            confirmed_at: clock.toISOString(),
            confirmation_sent_at: clock.toISOString(),
            alerted_through: clock.toISOString(),
          })
          .execute();
      }
      onSite = [...onSite, heldDev];
      hours(1);
      const [ra, rb] = await Promise.all([a.runPass(), b.runPass()]);
      expect(ra.digests + rb.digests).toBe(150);
      const rows = await handle.db.selectFrom("contact_message").select(["recipient"]).where("kind", "=", "alert").execute();
      expect(rows).toHaveLength(150);
      expect(new Set(rows.map((r) => r.recipient)).size).toBe(150);
    });

    it("leaving deletes the address and its mail at once, and nothing more is sent", async () => {
      const alerts = make();
      await alerts.runPass();
      const done = await confirmed(alerts, "fabi@example.com");
      const manage = new URL(done.manageUrl).searchParams;
      expect(await alerts.subscription(manage.get("t"), manage.get("s"))).toMatchObject({
        ok: true,
        view: { email: "fabi@example.com" },
      });
      onSite = [...onSite, heldDev];
      hours(1);
      await alerts.runPass();
      expect(await mailTo("fabi@example.com")).toHaveLength(2);

      expect(await alerts.leave(manage.get("t"), "A".repeat(43))).toEqual({ ok: false, refusal: "invalid_link" });
      expect(await alerts.leave(manage.get("t"), manage.get("s"))).toEqual({ ok: true, lang: "pt" });
      expect(await mailTo("fabi@example.com")).toHaveLength(0);
      expect(await handle.db.selectFrom("alert_subscription").select("id").execute()).toHaveLength(0);
      expect(await handle.db.selectFrom("mail_outbox").select("id").execute()).toHaveLength(0);
      expect(await alerts.leave(manage.get("t"), manage.get("s"))).toEqual({ ok: false, refusal: "unknown_link" });
      onSite = [...onSite, heldOther];
      hours(30);
      expect(await alerts.runPass()).toMatchObject({ digests: 0 });
    });

    it("changes areas and language from the manage link", async () => {
      const alerts = make();
      const done = await confirmed(alerts, "gil@example.com");
      const p = new URL(done.manageUrl).searchParams;
      const changed = await alerts.update(p.get("t"), p.get("s"), { areas: ["design", "quality"], lang: "en" });
      expect(changed).toMatchObject({ ok: true, view: { areas: ["design", "quality"], lang: "en" } });
    });

    it("deletes requests never confirmed seven days after their last confirmation mail", async () => {
      const alerts = make();
      await subscribe(alerts, "old@example.com");
      await subscribe(alerts, "renewed@example.com");
      await confirmed(alerts, "kept@example.com");
      hours(24 * 6);
      await subscribe(alerts, "renewed@example.com");
      hours(25);
      expect(await alerts.sweep()).toBe(1);
      const left = await handle.db.selectFrom("alert_subscription").select("email").execute();
      expect(left.map((r) => r.email).sort()).toEqual(["kept@example.com", "renewed@example.com"]);
      expect(await mailTo("old@example.com")).toHaveLength(0);
    });

    it("composes a digest with its HTML part and RFC 8058's one-click headers", async () => {
      const alerts = make();
      await alerts.runPass();
      await confirmed(alerts, "hugo@example.com");
      onSite = [...onSite, heldDev];
      hours(1);
      await alerts.runPass();
      const [digest] = await mailTo("hugo@example.com", "alert");
      const compose = createComposer({
        db: handle.db,
        uploadsDir: tmpdir(),
        from: "Lead <portal@lead.example>",
        publicOrigin: ORIGIN,
        links: createLinkSigner(SECRET),
      });
      const mail = await compose(digest!.id);
      expect(mail?.to).toBe("hugo@example.com");
      expect(mail?.html).toContain(heldDev.title.pt);
      expect(mail?.text).toContain(heldDev.title.pt);
      expect(mail?.headers).toMatchObject({
        "List-Unsubscribe": `<${digest!.unsubscribe_url}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      // The confirmation carries no unsubscribe header: there is nothing to leave yet.
      const [confirmation] = await mailTo("hugo@example.com", "alertconf");
      expect((await compose(confirmation!.id))?.headers).not.toHaveProperty("List-Unsubscribe");
    });
  });
}

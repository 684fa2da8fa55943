/**
 * Job alerts (issue 25, docs/decisions/0033-job-alerts.md): a candidate asks for alerts of new
 * openings in some areas; a confirmation link must be followed before anything else is sent; each
 * confirmed subscriber then gets at most one digest a day of the openings first published since
 * their last one, in their areas and language, through the site's one outbox; one click leaves and
 * deletes the address.
 *
 * - **Nothing tells who is subscribed.** A request is answered the same whether the address was
 *   new, pending or confirmed; each address gets at most one mail a day from requests (a
 *   confirmation, or a note with its manage link when already confirmed).
 * - **Bounded.** Requests are limited per client and, for the mail they cause, site-wide per hour;
 *   a subscription is one row per address; the digest pass reads subscribers a page at a time.
 * - **One digest a day on the cluster.** A digest is a row unique per (subscription, day), inserted
 *   in the transaction that queues its mail: a second instance's insert does nothing, so it sends
 *   nothing. An SMTP outage delays the mail (the outbox retries); a restart loses none.
 */
import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import { areasFromText, areasToText, ALERT_LIMITS, type AlertPreferences, type AlertRequest } from "../../common/alerts/schema";
import type { AlertRefusal } from "../../common/alerts/messages";
import type { ContentOf } from "../../common/content/content-types";
import type { JobArea, Regime } from "../../common/content/job-areas";
import { fortalezaDay } from "../../common/content/openings";
import { isLang, type Lang } from "../../common/i18n/languages";
import { vacancyHref } from "../../common/paths";
import type { Database } from "../db/database";
import type { DB } from "../db/schema";
import type { RateLimiter } from "../http/rate-limits";
import type { Logger } from "../log";
import { insertPlainMail } from "../mail/plain-mail";
import type { AlertLinks } from "./links";
import { alreadySubscribedMail, confirmationMail, digestMail, type AlertMail } from "./mail";

type Opening = ContentOf<"vacancies.json">[number];

/** The outbox kinds of the alerts' mail (server/mail/compose.ts sends them as written). */
export const ALERT_MAIL_KINDS = { digest: "alert", confirmation: "alertconf" } as const;

const HOUR_MS = 3600_000;
/** Subscribers read per page, and digests queued per transaction. */
const PAGE = 500;
const PER_TRANSACTION = 100;

export interface AlertsOptions {
  db: Database;
  log: Logger;
  links: AlertLinks;
  /** The openings on the site now (the content store's visible ones). */
  openings: () => Promise<Opening[]>;
  /** The site's public origin, for the openings' addresses in a digest. */
  origin: () => string;
  limits: {
    /** Requests per client address. */
    perClient: RateLimiter;
    /** Mail caused by requests, site-wide (one key): a flood of addresses is bounded. */
    confirmations: RateLimiter;
  };
  /** A mail was committed to the outbox: send it now. */
  mailQueued?: () => void;
  now?: () => Date;
}

export type ManageView = { email: string; lang: Lang; areas: JobArea[]; status: "pending" | "confirmed" };
type Outcome<T> = ({ ok: true } & T) | { ok: false; refusal: AlertRefusal; retryAfter?: number };

export function createAlerts(options: AlertsOptions) {
  const { db, log, links } = options;
  const now = options.now ?? (() => new Date());
  const newToken = () => randomBytes(16).toString("base64url");
  let passing: Promise<PassResult> | null = null;
  let passAgain = false;
  /** Since start, for /metrics: passes finished, openings recorded as new, digests queued. */
  const totals = { passes: 0, openingsSeen: 0, digests: 0 };

  function queue(
    trx: Transaction<DB>,
    kind: string,
    to: string,
    lang: Lang,
    mail: AlertMail,
    at: string,
    unsubscribeUrl?: string,
  ): Promise<void> {
    return insertPlainMail(
      trx,
      { kind, recipient: to, subject: mail.subject, text: mail.text, html: mail.html, unsubscribeUrl, lang },
      at,
    );
  }

  async function findByToken(token: string) {
    return db.selectFrom("alert_subscription").selectAll().where("token", "=", token).executeTakeFirst();
  }

  const viewOf = (row: { email: string; lang: string; areas: string; status: string }): ManageView => ({
    email: row.email,
    lang: isLang(row.lang) ? row.lang : "pt",
    areas: areasFromText(row.areas),
    status: row.status === "confirmed" ? "confirmed" : "pending",
  });

  return {
    stats: () => ({ ...totals }),
    /**
     * A request from the subscribe form. The answer is the same for a new, pending or confirmed
     * address; the mail, when one is due, is queued in the same transaction as the row.
     */
    async request(input: AlertRequest, client: string): Promise<Outcome<object>> {
      const verdict = await options.limits.perClient.consume(client);
      if (!verdict.allowed) return { ok: false, refusal: "rate_limited", retryAfter: verdict.retryAfterSeconds };
      const at = now();
      const iso = at.toISOString();
      const dueBefore = new Date(at.getTime() - ALERT_LIMITS.confirmationEveryHours * HOUR_MS).toISOString();
      const existing = await db.selectFrom("alert_subscription").selectAll().where("email", "=", input.email).executeTakeFirst();
      if (existing && existing.confirmation_sent_at > dueBefore) return { ok: true };
      // Only requests that cause a mail count against the site-wide hourly budget.
      const budget = await options.limits.confirmations.consume("site");
      if (!budget.allowed) return { ok: false, refusal: "busy", retryAfter: budget.retryAfterSeconds };

      try {
        await db.transaction().execute(async (trx) => {
          if (!existing) {
            const token = newToken();
            await trx
              .insertInto("alert_subscription")
              .values({
                token,
                email: input.email,
                lang: input.lang,
                areas: areasToText(input.areas),
                status: "pending",
                created_at: iso,
                confirmed_at: null,
                confirmation_sent_at: iso,
                alerted_through: null,
              })
              .execute();
            const expires = at.getTime() + ALERT_LIMITS.confirmLinkHours * HOUR_MS;
            const mail = confirmationMail(input.lang, {
              areas: input.areas,
              confirmUrl: links.confirmUrl(token, input.lang, expires),
              hours: ALERT_LIMITS.confirmLinkHours,
              days: ALERT_LIMITS.pendingDays,
            });
            await queue(trx, ALERT_MAIL_KINDS.confirmation, input.email, input.lang, mail, iso);
            return;
          }
          // Another request since we looked won the day's mail: say the same, send nothing.
          const claimed = await trx
            .updateTable("alert_subscription")
            .set({ confirmation_sent_at: iso })
            .where("id", "=", existing.id)
            .where("confirmation_sent_at", "<=", dueBefore)
            .executeTakeFirst();
          if (Number(claimed.numUpdatedRows) !== 1) return;
          if (existing.status === "confirmed") {
            const lang = viewOf(existing).lang;
            await queue(
              trx,
              ALERT_MAIL_KINDS.confirmation,
              existing.email,
              lang,
              alreadySubscribedMail(lang, { manageUrl: links.manageUrl(existing.token, lang) }),
              iso,
            );
            return;
          }
          // Still pending: the new request's areas and language, and a fresh link.
          await trx
            .updateTable("alert_subscription")
            .set({ areas: areasToText(input.areas), lang: input.lang })
            .where("id", "=", existing.id)
            .execute();
          const expires = at.getTime() + ALERT_LIMITS.confirmLinkHours * HOUR_MS;
          const mail = confirmationMail(input.lang, {
            areas: input.areas,
            confirmUrl: links.confirmUrl(existing.token, input.lang, expires),
            hours: ALERT_LIMITS.confirmLinkHours,
            days: ALERT_LIMITS.pendingDays,
          });
          await queue(trx, ALERT_MAIL_KINDS.confirmation, existing.email, input.lang, mail, iso);
        });
      } catch (error) {
        // Two first requests for one address at once: the other one stored it and sent its mail.
        if (!isUniqueViolation(error)) throw error;
        return { ok: true };
      }
      options.mailQueued?.();
      log.info("job alert requested");
      return { ok: true };
    },

    /** What a confirmation link shows, before its button is used. */
    async confirmation(t: unknown, e: unknown, s: unknown): Promise<Outcome<{ view: ManageView }>> {
      const check = links.checkConfirm(t, e, s);
      if (check !== "ok") return { ok: false, refusal: check === "expired" ? "expired_link" : "invalid_link" };
      const row = await findByToken(t as string);
      if (!row) return { ok: false, refusal: "unknown_link" };
      return { ok: true, view: viewOf(row) };
    },

    /** The confirmation's button: from now on, openings first seen after this moment are announced. */
    async confirm(t: unknown, e: unknown, s: unknown): Promise<Outcome<{ view: ManageView; manageUrl: string }>> {
      const check = links.checkConfirm(t, e, s);
      if (check !== "ok") return { ok: false, refusal: check === "expired" ? "expired_link" : "invalid_link" };
      const iso = now().toISOString();
      await db
        .updateTable("alert_subscription")
        .set({ status: "confirmed", confirmed_at: iso, alerted_through: iso })
        .where("token", "=", t as string)
        .where("status", "=", "pending")
        .execute();
      const row = await findByToken(t as string);
      if (!row) return { ok: false, refusal: "unknown_link" };
      if (row.confirmed_at === iso) log.info("job alert confirmed");
      const view = viewOf(row);
      return { ok: true, view, manageUrl: links.manageUrl(row.token, view.lang) };
    },

    /** The manage page: the subscription a link names. */
    async subscription(t: unknown, s: unknown): Promise<Outcome<{ view: ManageView }>> {
      if (links.checkManage(t, s) !== "ok") return { ok: false, refusal: "invalid_link" };
      const row = await findByToken(t as string);
      if (!row) return { ok: false, refusal: "unknown_link" };
      return { ok: true, view: viewOf(row) };
    },

    async update(t: unknown, s: unknown, prefs: AlertPreferences): Promise<Outcome<{ view: ManageView }>> {
      if (links.checkManage(t, s) !== "ok") return { ok: false, refusal: "invalid_link" };
      await db
        .updateTable("alert_subscription")
        .set({ areas: areasToText(prefs.areas), lang: prefs.lang })
        .where("token", "=", t as string)
        .execute();
      const row = await findByToken(t as string);
      if (!row) return { ok: false, refusal: "unknown_link" };
      return { ok: true, view: viewOf(row) };
    },

    /**
     * Leaves: the subscription and every alert mail to its address (sent or waiting) are deleted
     * at once, so nothing more is sent and the address is no longer stored here.
     */
    async leave(t: unknown, s: unknown): Promise<Outcome<{ lang: Lang }>> {
      if (links.checkManage(t, s) !== "ok") return { ok: false, refusal: "invalid_link" };
      const row = await findByToken(t as string);
      if (!row) return { ok: false, refusal: "unknown_link" };
      await deleteSubscriptions(db, [row.id], [row.email]);
      log.info("job alert left");
      return { ok: true, lang: viewOf(row).lang };
    },

    /**
     * Records the openings on the site not seen before, then queues the digests that are due. Runs
     * after a publish or an import and periodically; calls while one runs make it run once more.
     */
    runPass(): Promise<PassResult> {
      if (passing) {
        passAgain = true;
        return passing;
      }
      const run = async (): Promise<PassResult> => {
        let total: PassResult = { openingsSeen: 0, digests: 0 };
        do {
          passAgain = false;
          const one = await digestPass();
          totals.passes++;
          totals.openingsSeen += one.openingsSeen;
          totals.digests += one.digests;
          total = { openingsSeen: total.openingsSeen + one.openingsSeen, digests: total.digests + one.digests };
        } while (passAgain);
        return total;
      };
      passing = run().finally(() => {
        passing = null;
      });
      return passing;
    },

    /** Requests never confirmed are deleted ALERT_LIMITS.pendingDays after their last confirmation mail. */
    async sweep(): Promise<number> {
      const cutoff = new Date(now().getTime() - ALERT_LIMITS.pendingDays * 24 * HOUR_MS).toISOString();
      const old = await db
        .selectFrom("alert_subscription")
        .select(["id", "email"])
        .where("status", "=", "pending")
        // From the last confirmation sent: a request renewed on its sixth day keeps its new link.
        .where("confirmation_sent_at", "<", cutoff)
        .limit(PAGE)
        .execute();
      if (old.length)
        await deleteSubscriptions(
          db,
          old.map((r) => r.id),
          old.map((r) => r.email),
        );
      return old.length;
    },
  };

  async function digestPass(): Promise<PassResult> {
    const at = now();
    const iso = at.toISOString();
    const day = fortalezaDay(at.getTime());
    const visible = await options.openings();

    // 1. Openings on the site the alerts have not seen: first seen now.
    const seenRows = await db.selectFrom("alert_opening").select(["opening_key", "first_seen_at"]).execute();
    const firstSeen = new Map(seenRows.map((r) => [r.opening_key, r.first_seen_at]));
    const fresh = visible.filter((v) => !firstSeen.has(v.key));
    for (const v of fresh) {
      await db
        .insertInto("alert_opening")
        .values({ opening_key: v.key, area: v.area, first_seen_at: iso })
        .onConflict((oc) => oc.column("opening_key").doNothing())
        .execute();
    }
    if (fresh.length) {
      const again = await db
        .selectFrom("alert_opening")
        .select(["opening_key", "first_seen_at"])
        .where(
          "opening_key",
          "in",
          fresh.map((v) => v.key),
        )
        .execute();
      for (const r of again) firstSeen.set(r.opening_key, r.first_seen_at);
    }

    // 2. The openings a digest may list: on the site now, oldest first.
    const announced = visible
      .map((v) => ({ v, seen: firstSeen.get(v.key)! }))
      .filter((o) => o.seen !== undefined)
      .sort((a, b) => a.seen.localeCompare(b.seen) || a.v.key.localeCompare(b.v.key));
    const newest = announced.at(-1)?.seen;
    if (!newest) return { openingsSeen: fresh.length, digests: 0 };
    const origin = options.origin().replace(/\/+$/, "");

    // 3. Subscribers who have not been considered for the newest opening, a page at a time.
    let digests = 0;
    let afterId = 0;
    for (;;) {
      const page = await db
        .selectFrom("alert_subscription")
        .select(["id", "token", "email", "lang", "areas", "alerted_through"])
        .where("status", "=", "confirmed")
        .where("alerted_through", "<", newest)
        .where("id", ">", afterId)
        .orderBy("id")
        .limit(PAGE)
        .execute();
      if (!page.length) break;
      afterId = page.at(-1)!.id;
      const sentToday = new Set(
        (
          await db
            .selectFrom("alert_digest")
            .select("subscription_id")
            .where("day", "=", day)
            .where(
              "subscription_id",
              "in",
              page.map((r) => r.id),
            )
            .execute()
        ).map((r) => r.subscription_id),
      );
      const nothingNew: number[] = [];
      const due: { row: (typeof page)[number]; mail: AlertMail; count: number; lang: Lang }[] = [];
      for (const row of page) {
        const areas = areasFromText(row.areas);
        const list = announced.filter((o) => o.seen > (row.alerted_through ?? "") && areas.includes(o.v.area as JobArea));
        if (!list.length) nothingNew.push(row.id);
        else if (!sentToday.has(row.id)) {
          const lang: Lang = isLang(row.lang) ? row.lang : "pt";
          const mail = digestMail(lang, {
            areas,
            manageUrl: links.manageUrl(row.token, lang),
            openings: list.map(({ v }) => ({
              title: v.title[lang],
              regime: v.regime as Regime,
              place: v.place,
              area: v.area as JobArea,
              url: origin + vacancyHref(v.key, lang),
            })),
          });
          due.push({ row, mail, count: list.length, lang });
        }
        // Otherwise a digest went today: the new openings wait for tomorrow's.
      }
      if (nothingNew.length) {
        await db
          .updateTable("alert_subscription")
          .set({ alerted_through: newest })
          .where("id", "in", nothingNew)
          .where("alerted_through", "<", newest)
          .execute();
      }
      for (let i = 0; i < due.length; i += PER_TRANSACTION) {
        const batch = due.slice(i, i + PER_TRANSACTION);
        digests += await db.transaction().execute(async (trx) => {
          const queued: number[] = [];
          for (const { row, mail, count, lang } of batch) {
            // The day's one digest: an instance that got here first has its row, and this does nothing.
            const inserted = await trx
              .insertInto("alert_digest")
              .values({ subscription_id: row.id, day, openings: count, created_at: iso })
              .onConflict((oc) => oc.columns(["subscription_id", "day"]).doNothing())
              .returning("id")
              .executeTakeFirst();
            if (!inserted) continue;
            await queue(trx, ALERT_MAIL_KINDS.digest, row.email, lang, mail, iso, links.oneClickUrl(row.token));
            queued.push(row.id);
          }
          if (queued.length)
            await trx.updateTable("alert_subscription").set({ alerted_through: newest }).where("id", "in", queued).execute();
          return queued.length;
        });
      }
      if (page.length < PAGE) break;
    }
    if (digests) {
      options.mailQueued?.();
      log.info("job alert digests queued", { digests, day });
    }
    return { openingsSeen: fresh.length, digests };
  }
}

export type Alerts = ReturnType<typeof createAlerts>;

export interface PassResult {
  /** Openings recorded as new in this pass. */
  openingsSeen: number;
  /** Digests queued in this pass. */
  digests: number;
}

async function deleteSubscriptions(db: Database, ids: number[], emails: string[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("alert_digest").where("subscription_id", "in", ids).execute();
    await trx.deleteFrom("alert_subscription").where("id", "in", ids).execute();
    // Their mail, sent or waiting (its outbox rows go with it, by the foreign key's cascade).
    const messages = trx
      .selectFrom("contact_message")
      .select("id")
      .where("kind", "in", Object.values(ALERT_MAIL_KINDS))
      .where("recipient", "in", emails);
    await trx.deleteFrom("mail_outbox").where("message_id", "in", messages).execute();
    await trx
      .deleteFrom("contact_message")
      .where("kind", "in", Object.values(ALERT_MAIL_KINDS))
      .where("recipient", "in", emails)
      .execute();
  });
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/.test(String(e?.message));
}

/**
 * The calendar on real databases (SQLite, and PostgreSQL when it answers): a planned publish and
 * end happen at their moment and not before, once although two instances (two connections to one
 * database, each with its scheduler) pass at the same moment, in the history as the scheduler's
 * act naming who planned them; cancelled plans do nothing; a highlight published with an end date
 * has its end on the calendar. A controlled clock: the tests advance it and run a pass.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentOf } from "../../../common/content/content-types";
import { importContent } from "../../content/import";
import { contentTestBed, openDatabaseAt, temporaryDatabaseUrl, type Engine } from "../../content/test-support";
import type { DatabaseHandle } from "../../db/database";
import { migrateToLatest } from "../../db/migrate";
import { createContentEditor } from "../content/items";
import { publishedData } from "../content/reads";
import { listScheduled } from "../content/schedule-view";
import { canEdit } from "../content/test-support";
import { createScheduler, fortalezaInstant, fortalezaIso, isScheduleError, ScheduleError } from "./scheduler";

type Vacancy = ContentOf<"vacancies.json">[number];

const { pgUp, files, cleanups, cleanup } = await contentTestBed("server/editor/schedule/scheduler.test.ts");
afterAll(cleanup);

/** Two handles on one new database: what two instances of a cluster share. */
async function twoInstances(engine: Engine): Promise<[DatabaseHandle, DatabaseHandle]> {
  const url = await temporaryDatabaseUrl(engine, cleanups);
  const a = openDatabaseAt(url, cleanups);
  await migrateToLatest(a);
  await importContent(a.db, files.content, files.hash);
  return [a, openDatabaseAt(url, cleanups)];
}

const ana = { id: "ana@lead.example", role: "openings" };
const carla = { id: "carla@lead.example", role: "communications" };

describe.each(["sqlite", "postgres"] as const)("the calendar on %s", (engine) => {
  let handles: [DatabaseHandle, DatabaseHandle];
  let clock = Date.parse("2026-11-25T15:00:00Z");
  const instance = (n: 0 | 1) => {
    const db = handles[n].db;
    // Wired as the services wire them: a publish plans the highlight's end before it answers.
    const editor = createContentEditor({
      db,
      canEdit,
      now: () => clock,
      onPublished: (change) => scheduler.afterPublish(change),
    });
    const scheduler = createScheduler({ db, editor, now: () => clock, instance: `instance-${n}` });
    return { editor, scheduler };
  };
  const history = async (type: string, key: string) =>
    (await instance(0).editor.history(type === "vacancy" ? ana : { id: "admin@lead.example", role: "admin" }, type, key)).entries;
  const isPublic = async (type: string, key: string) => (await publishedData(handles[1].db, type, key)) !== undefined;

  beforeAll(async () => {
    if (engine === "postgres" && !pgUp) return;
    handles = await twoInstances(engine);
    const now = new Date(clock).toISOString();
    await handles[0].db
      .insertInto("editor_account")
      .values([
        { email: ana.id, role: ana.role, status: "active", lang: "pt", created_at: now, updated_at: now },
        { email: carla.id, role: carla.role, status: "active", lang: "pt", created_at: now, updated_at: now },
      ])
      .execute();
  });

  it.skipIf(engine === "postgres" && !pgUp)(
    "publishes a draft and ends it at their moments, once across two instances, as the scheduler's act",
    async () => {
      const { editor, scheduler } = instance(0);
      const source = files.content["vacancies.json"][0]!;
      const key = "agendada-de-teste";
      const draft = await editor.duplicate(ana, "vacancy", source.key, key);
      const item = (await editor.get(ana, "vacancy", key)).data as Vacancy;
      await editor.save(ana, "vacancy", key, { ...item, closingDate: "2026-12-31" }, draft.version);

      const publishAt = fortalezaInstant("2026-11-26", "09:00")!;
      const endAt = fortalezaInstant("2026-11-28", "18:30")!;
      expect(publishAt.toISOString()).toBe("2026-11-26T12:00:00.000Z");
      await scheduler.plan(ana, "vacancy", key, "publish", publishAt);
      await scheduler.plan(ana, "vacancy", key, "unpublish", endAt);
      expect(await listScheduled(handles[1].db)).toEqual([
        { type: "vacancy", key, title: source.title.pt, action: "publish", at: publishAt.toISOString(), scheduledBy: ana.id },
        { type: "vacancy", key, title: source.title.pt, action: "unpublish", at: endAt.toISOString(), scheduledBy: ana.id },
      ]);

      // A minute early: nothing happens.
      clock = publishAt.getTime() - 60_000;
      expect(await Promise.all([instance(0).scheduler.runPass(), instance(1).scheduler.runPass()])).toEqual([[], []]);
      expect(await isPublic("vacancy", key)).toBe(false);

      // At its moment both instances pass at once: one of them publishes it.
      clock = publishAt.getTime() + 1000;
      const passes = await Promise.all([
        instance(0).scheduler.runPass(),
        instance(1).scheduler.runPass(),
        instance(0).scheduler.runPass(),
        instance(1).scheduler.runPass(),
      ]);
      expect(passes.flat().map((c) => [c.action, c.status])).toEqual([["publish", "done"]]);
      expect(await isPublic("vacancy", key)).toBe(true);
      const published = (await history("vacancy", key)).filter((e) => e.action === "auto-publish");
      expect(published).toEqual([expect.objectContaining({ author: ana.id, at: new Date(clock).toISOString() })]);
      expect((await listScheduled(handles[0].db)).map((e) => e.action)).toEqual(["unpublish"]);

      clock = endAt.getTime() + 30_000;
      const ends = await Promise.all([instance(1).scheduler.runPass(), instance(0).scheduler.runPass()]);
      expect(ends.flat().map((c) => [c.action, c.status])).toEqual([["unpublish", "done"]]);
      expect(await isPublic("vacancy", key)).toBe(false);
      const acts = (await history("vacancy", key)).map((e) => e.action);
      expect(acts.filter((a) => a === "auto-unpublish")).toHaveLength(1);
      expect(acts.filter((a) => a === "auto-publish")).toHaveLength(1);
      expect(await listScheduled(handles[0].db)).toEqual([]);
      expect(await instance(0).scheduler.runPass()).toEqual([]);
    },
  );

  it.skipIf(engine === "postgres" && !pgUp)(
    "does nothing for a cancelled plan, and refuses the past, other people's types and ends of single values",
    async () => {
      const { scheduler } = instance(0);
      const source = files.content["vacancies.json"][1]!;
      const at = new Date(clock + 3600_000);
      const planned = await scheduler.plan(ana, "vacancy", source.key, "unpublish", at);
      await expect(scheduler.plan(ana, "vacancy", source.key, "unpublish", at)).rejects.toEqual(
        new ScheduleError("already_planned"),
      );
      expect(await instance(1).scheduler.cancel(ana, planned.id)).toMatchObject({ status: "cancelled" });
      expect(await scheduler.cancel(ana, planned.id)).toBeNull();
      clock = at.getTime() + 1000;
      expect(await scheduler.runPass()).toEqual([]);
      expect(await isPublic("vacancy", source.key)).toBe(true);

      const refused = async (promise: Promise<unknown>) => ((await promise.catch((e: unknown) => e)) as ScheduleError).code;
      expect(await refused(scheduler.plan(ana, "vacancy", source.key, "publish", new Date(clock - 1)))).toBe("past");
      expect(await refused(scheduler.plan(carla, "vacancy", source.key, "unpublish", new Date(clock + 60_000)))).toBe(
        "forbidden",
      );
      expect(await refused(scheduler.plan(carla, "news-highlight", "x", "unpublish", new Date(clock + 60_000)))).toBe(
        "not_applicable",
      );
      expect(await refused(scheduler.plan(ana, "vacancy", "nao-existe", "publish", new Date(clock + 60_000)))).toBe("not_found");
      // The routes' bundle has its own copy of the class: a refusal is known by its name and code.
      const otherCopy = Object.assign(new Error("schedule refused: past"), { name: "ScheduleError", code: "past" });
      expect([isScheduleError(new ScheduleError("past")), isScheduleError(otherCopy), isScheduleError(new Error("x"))]).toEqual([
        true,
        true,
        false,
      ]);
    },
  );

  it.skipIf(engine === "postgres" && !pgUp)(
    "plans the highlight's end from its endsAt when published, and records it once at that moment",
    async () => {
      const { editor } = instance(0);
      const highlight = await editor.get(carla, "news-highlight", "news-highlight");
      const endsAt = fortalezaIso(clock + 2 * 3600_000);
      const saved = await editor.save(
        carla,
        "news-highlight",
        "news-highlight",
        { ...(highlight.data as object), endsAt },
        highlight.version,
      );
      await editor.publish(carla, "news-highlight", "news-highlight", { baseVersion: saved.version });
      // Planned by the time the publish answers (read by the other instance).
      expect(await listScheduled(handles[1].db)).toEqual([
        expect.objectContaining({
          type: "news-highlight",
          action: "unpublish",
          at: new Date(endsAt).toISOString(),
          scheduledBy: carla.id,
        }),
      ]);
      const version = async () =>
        (await handles[0].db.selectFrom("content_meta").select("value").where("key", "=", "version").executeTakeFirst())?.value;
      const before = await version();

      clock = Date.parse(endsAt) + 5000;
      const passes = await Promise.all([instance(0).scheduler.runPass(), instance(1).scheduler.runPass()]);
      expect(passes.flat().map((c) => [c.type, c.action, c.status])).toEqual([["news-highlight", "unpublish", "done"]]);
      const ended = (await history("news-highlight", "news-highlight")).filter((e) => e.action === "auto-unpublish");
      expect(ended).toEqual([expect.objectContaining({ author: carla.id })]);
      // The content version moved: every instance's store and page cache look again.
      expect(await version()).not.toBe(before);
      expect(await listScheduled(handles[0].db)).toEqual([]);
    },
  );
});

/**
 * The content editor's data layer on real databases (SQLite, and PostgreSQL when it answers):
 * revisions, diffs, restore, the version check, publishing only complete items, closing dates
 * with a controlled clock, duplicates, roles, and an item with 10,000 revisions.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentOf } from "../../../common/content/content-types";
import { createContentStore } from "../../content/store";
import { contentTestBed, openSeededDatabase } from "../../content/test-support";
import type { DatabaseHandle } from "../../db/database";
import { createContentEditor, type AuditEntry } from "./items";
import { publishedData } from "./reads";
import { canEdit, refusal } from "./test-support";

type Vacancy = ContentOf<"vacancies.json">[number];

const { pgUp, files, cleanups, cleanup } = await contentTestBed("server/editor/content/items.test.ts");
afterAll(cleanup);

function openEngine(engine: "sqlite" | "postgres"): Promise<DatabaseHandle> {
  return openSeededDatabase(engine, files, cleanups);
}

const hr = { id: "ana@lead.example", role: "openings" };
const hr2 = { id: "bruno@lead.example", role: "openings" };
const comms = { id: "carla@lead.example", role: "communications" };

describe.each(["sqlite", "postgres"] as const)("the content editor on %s", (engine) => {
  let handle: DatabaseHandle;
  let clock = Date.parse("2026-11-25T15:00:00Z");
  const audit: AuditEntry[] = [];
  const editor = () => createContentEditor({ db: handle.db, canEdit, audit: (e) => void audit.push(e), now: () => clock });
  const first = files.content["vacancies.json"][0]!;
  const publicRow = (key: string) => publishedData(handle.db, "vacancy", key);

  beforeAll(async () => {
    if (engine === "postgres" && !pgUp) return;
    handle = await openEngine(engine);
  });

  it.skipIf(engine === "postgres" && !pgUp)("saves drafts as revisions without touching the public site", async () => {
    const before = await publicRow(first.key);
    const item = await editor().get(hr, "vacancy", first.key);
    expect(item).toMatchObject({ status: "published", version: 1, hasDraft: false, updatedBy: "import" });
    expect(item.languages.en.complete).toBe(true);

    const draft = { ...first, title: { ...first.title, en: "Junior Mobile Developer (scholarship, updated)" } };
    expect(await editor().save(hr, "vacancy", first.key, draft, 1)).toEqual({ version: 2 });
    expect(await publicRow(first.key)).toBe(before);
    const after = await editor().get(hr, "vacancy", first.key);
    expect(after).toMatchObject({
      status: "published",
      version: 2,
      hasDraft: true,
      updatedBy: hr.id,
      data: draft,
      published: first,
    });

    expect(await editor().compare(hr, "vacancy", first.key, 1, 2)).toEqual({
      before: first,
      after: draft,
      changes: [{ path: "title.en", lang: "en", kind: "changed", before: first.title.en, after: draft.title.en }],
    });
    const { entries } = await editor().history(hr, "vacancy", first.key);
    expect(entries.map((e) => [e.version, e.action, e.author])).toEqual([
      [2, "save", hr.id],
      [1, "import", "import"],
    ]);
  });

  it.skipIf(engine === "postgres" && !pgUp)(
    "refuses a stale save, naming who changed which fields, and overwrites nothing",
    async () => {
      const key = files.content["vacancies.json"][1]!.key;
      const { data, version } = await editor().get(hr, "vacancy", key);
      const original = data as Vacancy;
      // Ana and Bruno open the same version; Bruno saves first.
      const brunos = { ...original, areas: { ...original.areas, es: "Desarrollo web (Bruno)" } };
      await editor().save(hr2, "vacancy", key, brunos, version);
      const anas = { ...original, title: { ...original.title, pt: "Título da Ana" } };
      const refused = await refusal(editor().save(hr, "vacancy", key, anas, version));
      expect(refused).toMatchObject({
        code: "stale",
        baseVersion: version,
        currentVersion: version + 1,
        since: [{ version: version + 1, action: "save", author: hr2.id }],
        changes: [{ path: "areas.es", lang: "es", before: original.areas.es, after: "Desarrollo web (Bruno)" }],
      });
      expect((await editor().get(hr, "vacancy", key)).data).toEqual(brunos);
    },
  );

  it.skipIf(engine === "postgres" && !pgUp)("lets only one of two simultaneous saves of one version win", async () => {
    const key = files.content["vacancies.json"][2]!.key;
    const { data, version } = await editor().get(hr, "vacancy", key);
    const results = await Promise.allSettled(
      [hr, hr2].map((who, i) =>
        editor().save(
          who,
          "vacancy",
          key,
          { ...(data as Vacancy), areas: { ...(data as Vacancy).areas, pt: `Área ${i}` } },
          version,
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(1);
    expect((await editor().get(hr, "vacancy", key)).version).toBe(version + 1);
  });

  it.skipIf(engine === "postgres" && !pgUp)(
    "accepts an incomplete draft but publishes only what is complete in pt, en and es",
    async () => {
      const key = files.content["vacancies.json"][3]!.key;
      const { data, version } = await editor().get(hr, "vacancy", key);
      const original = data as Vacancy;
      const incomplete = { ...original, title: { pt: original.title.pt, en: "", es: undefined }, requirements: [] };
      const saved = await editor().save(hr, "vacancy", key, incomplete, version);
      const draft = await editor().get(hr, "vacancy", key);
      expect(draft.languages.pt.complete).toBe(true);
      expect(draft.languages.en).toEqual({ complete: false, missing: ["title.en"] });
      expect(draft.languages.es).toEqual({ complete: false, missing: ["title.es"] });

      const refused = await refusal(editor().publish(hr, "vacancy", key));
      expect(refused.code).toBe("incomplete");
      expect(refused.code === "incomplete" && refused.problems.map((p) => p.path)).toEqual(
        expect.arrayContaining(["title.en", "title.es", "requirements"]),
      );
      expect(await publicRow(key)).toBe(JSON.stringify(original));

      const fixed = { ...original, title: { ...original.title, en: `${original.title.en} (new)` } };
      const { version: v } = await editor().save(hr, "vacancy", key, fixed, saved.version);
      const versionBefore = (
        await handle.db.selectFrom("content_meta").select("value").where("key", "=", "version").executeTakeFirst()
      )?.value;
      const published = await editor().publish(hr, "vacancy", key, { baseVersion: v });
      expect(published.version).toBe(v);
      expect(published.contentVersion).not.toBe(versionBefore);
      expect(JSON.parse((await publicRow(key))!)).toEqual(fixed);
      expect(audit.at(-1)).toEqual({
        actor: hr.id,
        action: "content.publish",
        subject: `vacancy/${key}`,
        detail: { version: v, contentVersion: published.contentVersion },
      });
      expect((await editor().history(hr, "vacancy", key)).entries[0]).toMatchObject({
        action: "publish",
        version: v,
        author: hr.id,
      });
    },
  );

  it.skipIf(engine === "postgres" && !pgUp)(
    "refuses wrong types and fields the schema does not have, even in a draft",
    async () => {
      const { data, version } = await editor().get(hr, "vacancy", first.key);
      const wrong = await refusal(
        editor().save(hr, "vacancy", first.key, { ...(data as Vacancy), visible: "yes", admin: true }, version),
      );
      expect(wrong.code).toBe("invalid");
      expect(wrong.code === "invalid" && wrong.problems.map((p) => p.path).sort()).toEqual(["(root)", "visible"]);
      // Only an address key changes (an opening's: redirects.test.ts); a news item's id never does.
      const admin = { id: "root@lead.example", role: "admin" };
      const news = files.content["news.json"][0]!;
      const item = await editor().get(admin, "news", news.id);
      const renamed = await refusal(
        editor().save(admin, "news", news.id, { ...(item.data as typeof news), id: "noticia999" }, item.version),
      );
      expect(renamed).toMatchObject({ code: "invalid", problems: [{ path: "id" }] });
    },
  );

  it.skipIf(engine === "postgres" && !pgUp)("restores an old revision as a new draft", async () => {
    const { version } = await editor().get(hr, "vacancy", first.key);
    const restored = await editor().restore(hr, "vacancy", first.key, 1, version);
    expect(restored.version).toBe(version + 1);
    const item = await editor().get(hr, "vacancy", first.key);
    expect(item.data).toEqual(first);
    expect(item.hasDraft).toBe(true);
    expect((await editor().history(hr, "vacancy", first.key)).entries[0]).toMatchObject({ action: "restore", author: hr.id });
    expect((await editor().compare(hr, "vacancy", first.key, 1, item.version)).changes).toEqual([]);
  });

  it.skipIf(engine === "postgres" && !pgUp)("checks the role on every read and write", async () => {
    expect(await refusal(editor().get(comms, "vacancy", first.key))).toEqual({ code: "forbidden", type: "vacancy" });
    expect(await refusal(editor().list(comms, "vacancy"))).toEqual({ code: "forbidden", type: "vacancy" });
    expect(await refusal(editor().publish(comms, "vacancy", first.key))).toEqual({ code: "forbidden", type: "vacancy" });
    expect(await refusal(editor().history(comms, "vacancy", first.key))).toEqual({ code: "forbidden", type: "vacancy" });
    expect(await refusal(editor().compare(comms, "vacancy", first.key, 1, 2))).toEqual({ code: "forbidden", type: "vacancy" });
    expect(await refusal(editor().compare(hr, "vacancy", first.key, 1, 999_999))).toEqual({
      code: "not_found",
      type: "vacancy",
      key: `${first.key}@999999`,
    });
    expect(
      editor()
        .types(hr)
        .map((t) => t.type),
    ).toEqual(["benefit", "vacancy", "gallery"]);
  });

  it.skipIf(engine === "postgres" && !pgUp)(
    "duplicates an opening as a new draft, publishes it, closes it on its date and unpublishes",
    async () => {
      const created = await editor().duplicate(hr, "vacancy", first.key, "engenheiro-robotica-submarina");
      expect(created).toEqual({ key: "engenheiro-robotica-submarina", version: 1 });
      const copyItem = await editor().get(hr, "vacancy", created.key);
      expect(copyItem).toMatchObject({ status: "draft", published: null, data: { key: created.key, datePosted: "2026-11-25" } });
      expect(await publicRow(created.key)).toBeUndefined();
      // A taken key is refused at the key's field, in words naming it.
      expect(await refusal(editor().duplicate(hr, "vacancy", first.key, created.key))).toMatchObject({
        code: "invalid",
        type: "vacancy",
        problems: [{ path: "key", plain: { pt: `Já existe um item com a chave «${created.key}»; escolha outra.` } }],
      });

      const withClosing = { ...(copyItem.data as Vacancy), closingDate: "2026-11-26" };
      const saved = await editor().save(hr, "vacancy", created.key, withClosing, 1);
      await editor().publish(hr, "vacancy", created.key, { baseVersion: saved.version });
      const store = createContentStore(handle.db, { now: () => clock });
      expect((await store.visibleVacancies()).map((v) => v.key)).toContain(created.key);
      const openVersion = (await store.snapshot()).version;

      // Through the closing day in Fortaleza (UTC-3) it is open; when the next day starts there, it is gone.
      clock = Date.parse("2026-11-27T02:59:00Z");
      store.invalidate();
      expect(await store.visibleVacancy(created.key)).toBeDefined();
      clock = Date.parse("2026-11-27T03:00:00Z") + 5000;
      expect((await store.visibleVacancies()).map((v) => v.key)).not.toContain(created.key);
      expect(await store.visibleVacancy(created.key)).toBeUndefined();
      expect((await store.snapshot()).version).not.toBe(openVersion);
      expect((await editor().list(hr, "vacancy", { status: "closed" })).items.map((i) => i.key)).toContain(created.key);

      clock = Date.parse("2026-11-25T15:00:00Z");
      await editor().unpublish(hr, "vacancy", created.key);
      expect(await publicRow(created.key)).toBeUndefined();
      expect(audit.at(-1)).toMatchObject({ action: "content.unpublish", subject: `vacancy/${created.key}`, actor: hr.id });
      expect((await editor().get(hr, "vacancy", created.key)).status).toBe("closed");
    },
  );

  it.skipIf(engine === "postgres" && !pgUp)(
    "keeps a list's rule: exactly four benefits, so one cannot be unpublished",
    async () => {
      const benefit = String(files.content["benefits.json"][0]!.id);
      expect(await refusal(editor().unpublish(hr, "benefit", benefit))).toMatchObject({
        code: "incomplete",
        problems: [{ path: "(list)" }],
      });
      expect(await refusal(editor().unpublish(comms, "site", "site"))).toMatchObject({ code: "not_applicable" });
    },
  );

  it.skipIf(engine === "postgres" && !pgUp)("lists a type with search, status and each language's completeness", async () => {
    const all = await editor().list(hr, "vacancy", { limit: 200 });
    expect(all.total).toBe(files.content["vacancies.json"].length + 1);
    expect(all.items[0]).toMatchObject({ key: first.key, title: first.title.pt, status: "published" });
    const incomplete = all.items.find((i) => i.key === files.content["vacancies.json"][3]!.key);
    expect(incomplete?.languages).toEqual({ pt: true, en: true, es: true });
    // Search ignores accents and case, and looks at every language's text.
    const found = await editor().list(hr, "vacancy", { search: "DESARROLLO MOVIL" });
    expect(found.items.map((i) => i.key)).toContain(first.key);
    expect(found.items.every((i) => i.key !== "testador-senior")).toBe(true);
    // Hidden openings (visible: false) count as closed.
    const closed = await editor().list(hr, "vacancy", { status: "closed" });
    expect(closed.items.map((i) => i.key)).toEqual(expect.arrayContaining(["testador-senior", "engenheiro-robotica-submarina"]));
    const page = await editor().list(hr, "vacancy", { offset: 10, limit: 5 });
    expect(page.items.map((i) => i.key)).toEqual(all.items.slice(10, 15).map((i) => i.key));
  });

  it.skipIf(engine === "postgres" && !pgUp)(
    "lists, pages history and saves an item with 10,000 revisions",
    async () => {
      const key = files.content["vacancies.json"][5]!.key;
      const { data, version } = await editor().get(hr, "vacancy", key);
      const base = data as Vacancy;
      const at = new Date(clock).toISOString();
      const rows = Array.from({ length: 10_000 }, (_, i) => ({
        type: "vacancy",
        item_key: key,
        version: version + i + 1,
        action: "save",
        data: JSON.stringify({ ...base, areas: { ...base.areas, pt: `${base.areas.pt} ${i}` } }),
        author: i % 2 ? hr.id : hr2.id,
        created_at: at,
      }));
      await handle.db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += 500)
          await trx
            .insertInto("content_revision")
            .values(rows.slice(i, i + 500))
            .execute();
        await trx
          .updateTable("content_state")
          .set({ head_version: version + 10_000, draft_version: version + 10_000 })
          .where("type", "=", "vacancy")
          .where("item_key", "=", key)
          .execute();
      });
      const head = version + 10_000;
      expect((await editor().list(hr, "vacancy", { search: key })).items[0]).toMatchObject({
        key,
        version: head,
        hasDraft: true,
      });
      const firstPage = await editor().history(hr, "vacancy", key, { limit: 50 });
      expect(firstPage.entries).toHaveLength(50);
      expect(firstPage.entries[0]!.version).toBe(head);
      const second = await editor().history(hr, "vacancy", key, { before: firstPage.next, limit: 50 });
      expect(second.entries[0]!.version).toBe(head - 50);
      const saved = await editor().save(hr, "vacancy", key, base, head);
      expect(saved.version).toBe(head + 1);
      expect((await editor().compare(hr, "vacancy", key, head, head + 1)).changes).toEqual([
        { path: "areas.pt", lang: "pt", kind: "changed", before: `${base.areas.pt} 9999`, after: base.areas.pt },
      ]);
      expect((await refusal(editor().save(hr, "vacancy", key, base, head))).code).toBe("stale");
    },
    60_000,
  );
});

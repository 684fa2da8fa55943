/**
 * Changing an opening's key (docs/decisions/0043), on SQLite and PostgreSQL: the item, its history
 * and its published row move; the old key leads to the new one; chains collapse; a key that is an
 * old address is refused to another item unless the editor uses it knowingly, and never proposed;
 * restoring an old version keeps the current address; the start-up import does not bring the old
 * key back.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentOf } from "../../../common/content/content-types";
import { namedFieldMessages } from "../../../common/editor/strings";
import { importContent } from "../../content/import";
import { contentTestBed, openSeededDatabase } from "../../content/test-support";
import type { DatabaseHandle } from "../../db/database";
import { createContentEditor } from "./items";
import { publishedData } from "./reads";
import { oldKeysOf, redirectTarget, renamedTo } from "./redirects";
import { refusal } from "./test-support";

type Vacancy = ContentOf<"vacancies.json">[number];

const { pgUp, files, cleanups, cleanup } = await contentTestBed("server/editor/content/redirects.test.ts");
afterAll(cleanup);

const hr = { id: "ana@lead.example", role: "openings" };

describe.each(["sqlite", "postgres"] as const)("an opening's key change on %s", (engine) => {
  let handle: DatabaseHandle;
  let renamed = 0;
  const editor = () =>
    createContentEditor({
      db: handle.db,
      canEdit: () => true,
      onRenamed: () => void renamed++,
      now: () => Date.parse("2026-11-25T15:00:00Z"),
    });
  const [first, second] = files.content["vacancies.json"] as [Vacancy, Vacancy];
  const published = (key: string) => publishedData(handle.db, "vacancy", key);

  beforeAll(async () => {
    if (engine === "postgres" && !pgUp) return;
    handle = await openSeededDatabase(engine, files, cleanups);
  });

  it.skipIf(engine === "postgres" && !pgUp)(
    "moves the item to its new key, leaving the old one leading to it; chains collapse",
    async () => {
      const a = first.key;
      const item = await editor().get(hr, "vacancy", a);
      const saved = await editor().save(hr, "vacancy", a, { ...(item.data as Vacancy), key: "nova-chave-b" }, item.version);
      expect(saved).toEqual({ version: 2, key: "nova-chave-b", renamedFrom: a });
      expect(renamed).toBe(1);
      // The site serves it at the new key at once (the key inside its data too); the old key leads there.
      expect(await published(a)).toBeUndefined();
      expect((JSON.parse((await published("nova-chave-b"))!) as Vacancy).key).toBe("nova-chave-b");
      expect(await redirectTarget(handle.db, "vacancy", a)).toBe("nova-chave-b");
      expect(await renamedTo(handle.db, "vacancy", a)).toBe("nova-chave-b");
      expect(await renamedTo(handle.db, "vacancy", "nova-chave-b")).toBeNull();
      // Its history moved with it, the change recorded as its own act.
      const history = await editor().history(hr, "vacancy", "nova-chave-b");
      expect(history.entries.map((e) => e.action)).toEqual(["rename", "import"]);
      expect(await refusal(editor().get(hr, "vacancy", a))).toMatchObject({ code: "not_found" });

      // b → c: a leads straight to c.
      const b = await editor().get(hr, "vacancy", "nova-chave-b");
      await editor().save(hr, "vacancy", "nova-chave-b", { ...(b.data as Vacancy), key: "nova-chave-c" }, b.version);
      expect(await redirectTarget(handle.db, "vacancy", a)).toBe("nova-chave-c");
      expect(await redirectTarget(handle.db, "vacancy", "nova-chave-b")).toBe("nova-chave-c");
      expect(await oldKeysOf(handle.db, "vacancy", "nova-chave-c")).toEqual(expect.arrayContaining([a, "nova-chave-b"]));

      // Taking an old key back: it is the item's own, so no question; it stops being a redirect.
      const c = await editor().get(hr, "vacancy", "nova-chave-c");
      await editor().save(hr, "vacancy", "nova-chave-c", { ...(c.data as Vacancy), key: a }, c.version);
      expect(await redirectTarget(handle.db, "vacancy", a)).toBeNull();
      expect(await renamedTo(handle.db, "vacancy", a)).toBeNull();
      expect(await redirectTarget(handle.db, "vacancy", "nova-chave-b")).toBe(a);
      expect(await redirectTarget(handle.db, "vacancy", "nova-chave-c")).toBe(a);
    },
  );

  it.skipIf(engine === "postgres" && !pgUp)("restoring a version from before the change keeps the current address", async () => {
    const now = await editor().get(hr, "vacancy", first.key);
    await editor().restore(hr, "vacancy", first.key, 2, now.version);
    const after = await editor().get(hr, "vacancy", first.key);
    expect((after.data as Vacancy).key).toBe(first.key);
  });

  it.skipIf(engine === "postgres" && !pgUp)(
    "refuses another item an old address unless used knowingly, and never proposes one",
    async () => {
      const other = await editor().get(hr, "vacancy", second.key);
      const wanted = { ...(other.data as Vacancy), key: "nova-chave-b" };
      const refused = await refusal(editor().save(hr, "vacancy", second.key, wanted, other.version));
      expect(refused).toMatchObject({ code: "invalid", redirectConflict: "nova-chave-b" });
      const title = (await editor().get(hr, "vacancy", first.key)).title;
      expect(refused.code === "invalid" && refused.problems[0]!.plain!.pt).toBe(
        namedFieldMessages.pt.key.redirected("nova-chave-b", title),
      );
      // Taken (a live item's key): refused whatever the editor says.
      expect(
        await refusal(
          editor().save(hr, "vacancy", second.key, { ...wanted, key: first.key }, other.version, { replaceRedirect: true }),
        ),
      ).toMatchObject({ code: "invalid" });

      // A new item whose title proposes an old address gets another key.
      const created = await editor().create(hr, "vacancy", {
        ...(other.data as Vacancy),
        key: "",
        title: { ...(other.data as Vacancy).title, pt: "Nova chave C" },
      });
      expect(created.key).toBe("nova-chave-c-2");

      // Used knowingly: the redirect ends, the address is the other item's.
      const used = await editor().save(hr, "vacancy", second.key, wanted, other.version, { replaceRedirect: true });
      expect(used.key).toBe("nova-chave-b");
      expect(await redirectTarget(handle.db, "vacancy", "nova-chave-b")).toBeNull();
      // Its own old key now leads to it.
      expect(await redirectTarget(handle.db, "vacancy", second.key)).toBe("nova-chave-b");
    },
  );

  it.skipIf(engine === "postgres" && !pgUp)(
    "the start-up import does not bring an old key back as a second opening",
    async () => {
      await importContent(handle.db, files.content, `${files.hash}-again`);
      expect(await published(second.key)).toBeUndefined();
      expect(await published("nova-chave-b")).toBeDefined();
    },
  );
});

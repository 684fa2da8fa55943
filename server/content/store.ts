/**
 * The content store: one query function per content type, used by the page loaders and by the
 * /api endpoints alike, so the two can never drift apart.
 *
 * Content changes rarely (an import), so the store keeps it in memory and checks the version in
 * the database at most every `recheckMs`; another instance's import is seen within that time
 * (or at once, when an invalidation message arrives through Redis).
 */
import { contentTypeRows, type ContentData } from "../../common/content/content-types";
import type { Database } from "../db/database";

export type ContentSnapshot = ContentData & { version: string; updatedAt: string };

/** The plain accessors, one per content type; all openings are only read through the visible ones. */
type PlainAccessors = { [K in Exclude<keyof ContentData, "vacancies">]: () => Promise<ContentData[K]> };

export function createContentStore(db: Database, options: { recheckMs?: number } = {}) {
  const recheckMs = options.recheckMs ?? 5000;
  let snapshot: ContentSnapshot | undefined;
  let checkedAt = 0;
  let loading: Promise<ContentSnapshot> | undefined;

  async function currentVersion(): Promise<string | undefined> {
    const row = await db.selectFrom("content_meta").select("value").where("key", "=", "version").executeTakeFirst();
    return row?.value;
  }

  async function load(): Promise<ContentSnapshot> {
    const [rows, meta] = await Promise.all([
      db.selectFrom("content_item").select(["type", "data"]).orderBy("type").orderBy("position").execute(),
      db.selectFrom("content_meta").select(["key", "value"]).execute(),
    ]);
    const byType = new Map<string, unknown[]>();
    for (const row of rows) {
      const list = byType.get(row.type) ?? [];
      list.push(JSON.parse(row.data));
      byType.set(row.type, list);
    }
    const data: Record<string, unknown> = {};
    for (const { type, snapshot, key } of contentTypeRows) {
      const items = byType.get(type) ?? [];
      if (!key && items[0] === undefined) throw new Error(`content of type ${type} is missing; run the content import`);
      data[snapshot] = key ? items : items[0];
    }
    const metaOf = (key: string) => meta.find((m) => m.key === key)?.value ?? "";
    // The rows were validated against the table's schemas on import.
    return { version: metaOf("version"), updatedAt: metaOf("updated_at"), ...(data as ContentData) };
  }

  async function get(): Promise<ContentSnapshot> {
    const now = Date.now();
    if (snapshot && now - checkedAt < recheckMs) return snapshot;
    if (!loading) {
      loading = (async () => {
        try {
          const version = snapshot ? await currentVersion() : undefined;
          if (!snapshot || version !== snapshot.version) snapshot = await load();
          checkedAt = Date.now();
          return snapshot;
        } finally {
          loading = undefined;
        }
      })();
    }
    return loading;
  }

  const plain = Object.fromEntries(
    contentTypeRows
      .filter((row) => row.snapshot !== "vacancies")
      .map(({ snapshot: name }) => [name, async () => (await get())[name]]),
  ) as PlainAccessors;

  return {
    /** The whole content at its current version. */
    snapshot: get,
    /**
     * The snapshot without waiting, when it was checked against the database within `recheckMs`;
     * undefined otherwise (then call `snapshot()`). Lets hot paths skip a promise per request.
     */
    fresh(): ContentSnapshot | undefined {
      return snapshot && Date.now() - checkedAt < recheckMs ? snapshot : undefined;
    },
    /** Forget the cached copy (after an import, or an invalidation message from another instance). */
    invalidate() {
      checkedAt = 0;
    },
    ...plain,
    /** Newest first by id: the institutional page shows the three newest social actions and the awards in this order. */
    socialActions: async () => [...(await get()).socialActions].sort(byIdNumberDesc),
    awards: async () => [...(await get()).awards].sort(byIdNumberDesc),
    visibleVacancies: async () => (await get()).vacancies.filter((v) => v.visible),
    /** One visible opening by its key (its page, /portal/trabalhe/{key}); undefined when there is none. */
    visibleVacancy: async (key: string) => (await get()).vacancies.find((v) => v.key === key && v.visible),
  };
}
export type ContentStore = ReturnType<typeof createContentStore>;

/** Sorts "premiacao10" after "premiacao9": by the number in the id, descending. */
export function byIdNumberDesc(a: { id: string }, b: { id: string }): number {
  return idNumber(b.id) - idNumber(a.id);
}
function idNumber(id: string): number {
  return Number(/\d+/.exec(id)?.[0] ?? -1);
}

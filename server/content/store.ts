/**
 * The content store: one query function per content type, used by the page loaders and by the
 * /api endpoints alike, so the two can never drift apart.
 *
 * Content changes rarely (an import, an editor's publish), so the store keeps it in memory and
 * checks the version in the database at most every `recheckMs`; another instance's import or
 * publish is seen within that time (or at once after `invalidate()`).
 *
 * Openings past their closing date are left out of the snapshot, so the listing, their pages, the
 * sitemap, the API and the chat's index drop them together, by themselves, when the day turns in
 * Fortaleza. The snapshot's version counts them, so whatever follows the version (the page cache,
 * the chat's index, ETags) follows the closings too.
 */
import { contentTypeRows, type ContentData } from "../../common/content/content-types";
import { checkItemKey } from "../../common/content/item-key";
import { fortalezaDay, isPastClosing } from "../../common/content/openings";
import type { Database } from "../db/database";

export type ContentSnapshot = ContentData & { version: string; updatedAt: string };

/** The published content as stored, and the day its closed openings were taken out for. */
interface Loaded {
  stored: ContentSnapshot;
  day: string;
  shown: ContentSnapshot;
}

/** The snapshot as the site shows it on `day`: openings past their closing date are gone. */
function shownOn(stored: ContentSnapshot, day: string): ContentSnapshot {
  const open = stored.vacancies.filter((v) => !isPastClosing(v, day));
  if (open.length === stored.vacancies.length) return stored;
  return { ...stored, vacancies: open, version: `${stored.version}+${stored.vacancies.length - open.length}` };
}

/** The plain accessors, one per content type; all openings are only read through the visible ones. */
type PlainAccessors = { [K in Exclude<keyof ContentData, "vacancies">]: () => Promise<ContentData[K]> };

export function createContentStore(db: Database, options: { recheckMs?: number; now?: () => number } = {}) {
  // Every 2 s: a publish is then public within 5 s on every instance with a render to spare on a
  // busy machine (at 5 s a render pushed it past; npm run bench:publish). One indexed read per 2 s.
  const recheckMs = options.recheckMs ?? 2000;
  const now = options.now ?? Date.now;
  let loaded: Loaded | undefined;
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
    if (snapshot && now() - checkedAt < recheckMs) return snapshot;
    if (!loading) {
      loading = (async () => {
        try {
          const version = loaded ? await currentVersion() : undefined;
          const day = fortalezaDay(now());
          if (!loaded || version !== loaded.stored.version) {
            const stored = await load();
            loaded = { stored, day, shown: shownOn(stored, day) };
          } else if (loaded.day !== day) {
            loaded = { ...loaded, day, shown: shownOn(loaded.stored, day) };
          }
          snapshot = loaded.shown;
          checkedAt = now();
          return snapshot;
        } finally {
          loading = undefined;
        }
      })();
    }
    return loading;
  }

  return {
    /** The whole content at its current version. */
    snapshot: get,
    /**
     * The snapshot without waiting, when it was checked against the database within `recheckMs`;
     * undefined otherwise (then call `snapshot()`). Lets hot paths skip a promise per request.
     */
    fresh(): ContentSnapshot | undefined {
      return snapshot && now() - checkedAt < recheckMs ? snapshot : undefined;
    },
    /** Check the version again at the next read (after an import or a publish on this instance). */
    invalidate() {
      checkedAt = 0;
    },
    ...contentAccessors(get),
  };
}

/**
 * The query functions over a snapshot: the store's, and an editor's preview's (the published
 * content with one draft put in, server/editor/preview.ts), so a preview reads as the site does.
 */
export function contentAccessors(get: () => Promise<ContentSnapshot>) {
  const plain = Object.fromEntries(
    contentTypeRows
      .filter((row) => row.snapshot !== "vacancies")
      .map(({ snapshot: name }) => [name, async () => (await get())[name]]),
  ) as PlainAccessors;
  return {
    ...plain,
    /** Newest first by id: the institutional page shows the three newest social actions and the awards in this order. */
    socialActions: async () => [...(await get()).socialActions].sort(byIdNumberDesc),
    awards: async () => [...(await get()).awards].sort(byIdNumberDesc),
    visibleVacancies: async () => (await get()).vacancies.filter((v) => v.visible),
    /** One visible opening by its key (its page, /portal/trabalhe/{key}); undefined when there is none. */
    /** A key the one rule refuses (common/content/item-key.ts: reserved, too long, malformed) names no opening. */
    visibleVacancy: async (key: string) =>
      checkItemKey(key) ? undefined : (await get()).vacancies.find((v) => v.key === key && v.visible),
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

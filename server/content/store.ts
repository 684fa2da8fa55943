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
 *
 * The news highlight leaves the home page at its `endsAt` instant in the same way: the snapshot
 * is not kept past that instant, and from it on says `highlightEnded` and carries a version of
 * its own, so no cached page shows the highlight a moment longer.
 */
import { contentTypeRows, type ContentData } from "../../common/content/content-types";
import { checkItemKey } from "../../common/content/item-key";
import { fortalezaDay, isPastClosing } from "../../common/content/openings";
import type { Database } from "../db/database";

export type ContentSnapshot = ContentData & {
  version: string;
  updatedAt: string;
  /** True from the highlight's `endsAt` on: the home page shows no highlight. */
  highlightEnded?: boolean;
};

/** The published content as stored, and the day and highlight state it was shown for. */
interface Loaded {
  stored: ContentSnapshot;
  day: string;
  highlightEnded: boolean;
  shown: ContentSnapshot;
}

/** The instant (ms) the highlight leaves the home page, or null when it has no end. */
function highlightEnd(stored: ContentData): number | null {
  const endsAt = stored.newsHighlight.endsAt;
  return endsAt ? Date.parse(endsAt) : null;
}

/** Whether the highlight has ended at `nowMs`. */
function highlightEndedAt(stored: ContentData, nowMs: number): boolean {
  const end = highlightEnd(stored);
  return end !== null && nowMs >= end;
}

/**
 * The snapshot as the site shows it on `day`: openings past their closing date are gone, and a
 * highlight past its end is marked so (each change with a version of its own).
 */
function shownOn(stored: ContentSnapshot, day: string, highlightEnded: boolean): ContentSnapshot {
  const open = stored.vacancies.filter((v) => !isPastClosing(v, day));
  if (open.length === stored.vacancies.length && !highlightEnded) return stored;
  const closed = open.length === stored.vacancies.length ? "" : `+${stored.vacancies.length - open.length}`;
  return {
    ...stored,
    vacancies: open,
    highlightEnded,
    version: `${stored.version}${closed}${highlightEnded ? "+highlight-ended" : ""}`,
  };
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
  /** The snapshot is not used from this instant on (the highlight's end, when it is ahead). */
  let validUntil = Infinity;
  let loading: Promise<ContentSnapshot> | undefined;
  const isFresh = () => snapshot !== undefined && now() - checkedAt < recheckMs && now() < validUntil;

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
    if (isFresh()) return snapshot!;
    if (!loading) {
      loading = (async () => {
        try {
          const version = loaded ? await currentVersion() : undefined;
          const at = now();
          const day = fortalezaDay(at);
          if (!loaded || version !== loaded.stored.version) {
            const stored = await load();
            const ended = highlightEndedAt(stored, at);
            loaded = { stored, day, highlightEnded: ended, shown: shownOn(stored, day, ended) };
          } else if (loaded.day !== day || loaded.highlightEnded !== highlightEndedAt(loaded.stored, at)) {
            const ended = highlightEndedAt(loaded.stored, at);
            loaded = { ...loaded, day, highlightEnded: ended, shown: shownOn(loaded.stored, day, ended) };
          }
          snapshot = loaded.shown;
          checkedAt = at;
          const end = highlightEnd(loaded.stored);
          validUntil = end !== null && at < end ? end : Infinity;
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
      return isFresh() ? snapshot : undefined;
    },
    /** The store's clock (ms): what the site takes as now (the footer's year, closings, the highlight's end). */
    now,
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
    /** The news highlight while it is on the home page; null from its `endsAt` on. */
    shownHighlight: async () => {
      const snapshot = await get();
      return snapshot.highlightEnded ? null : snapshot.newsHighlight;
    },
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

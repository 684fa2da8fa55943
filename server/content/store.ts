/**
 * The content store: one query function per content type, used by the page loaders and by the
 * /api endpoints alike, so the two can never drift apart.
 *
 * Content changes rarely (an import), so the store keeps it in memory and checks the version in
 * the database at most every `recheckMs`; another instance's import is seen within that time
 * (or at once, when an invalidation message arrives through Redis).
 */
import type { ContentOf } from "../../common/content/schema";
import type { Database } from "../db/database";

export interface ContentSnapshot {
  version: string;
  updatedAt: string;
  site: ContentOf<"site.json">;
  pages: ContentOf<"pages.json">;
  areas: ContentOf<"areas.json">;
  research: ContentOf<"research.json">;
  solutions: ContentOf<"solutions.json">;
  news: ContentOf<"news.json">;
  newsHighlight: ContentOf<"news-highlight.json">;
  socialActions: ContentOf<"social-actions.json">;
  awards: ContentOf<"awards.json">;
  partners: ContentOf<"partners.json">;
  about: ContentOf<"about.json">;
  release: ContentOf<"release.json">;
  benefits: ContentOf<"benefits.json">;
  vacancies: ContentOf<"vacancies.json">;
  gallery: ContentOf<"gallery.json">;
  homeSections: ContentOf<"home-sections.json">;
  shortcuts: ContentOf<"shortcuts.json">;
  chatQuestions: ContentOf<"chat/questions.json">;
  inappropriateWords: ContentOf<"chat/inappropriate-words.json">;
}

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
    const one = <T>(type: string) => {
      const item = byType.get(type)?.[0];
      if (item === undefined) throw new Error(`content of type ${type} is missing; run the content import`);
      return item as T;
    };
    const many = <T>(type: string) => (byType.get(type) ?? []) as T;
    const metaOf = (key: string) => meta.find((m) => m.key === key)?.value ?? "";
    return {
      version: metaOf("version"),
      updatedAt: metaOf("updated_at"),
      site: one("site"),
      pages: one("pages"),
      areas: many("area"),
      research: many("research"),
      solutions: many("solution"),
      news: many("news"),
      newsHighlight: one("news-highlight"),
      socialActions: many("social-action"),
      awards: many("award"),
      partners: one("partners"),
      about: one("about"),
      release: one("release"),
      benefits: many("benefit"),
      vacancies: many("vacancy"),
      gallery: many("gallery"),
      homeSections: many("home-section"),
      shortcuts: many("shortcut"),
      chatQuestions: many("chat-question"),
      inappropriateWords: many("inappropriate-word"),
    };
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
    site: async () => (await get()).site,
    pages: async () => (await get()).pages,
    areas: async () => (await get()).areas,
    research: async () => (await get()).research,
    solutions: async () => (await get()).solutions,
    news: async () => (await get()).news,
    newsHighlight: async () => (await get()).newsHighlight,
    /** Newest first by id: the institutional page shows the three newest social actions and the awards in this order. */
    socialActions: async () => [...(await get()).socialActions].sort(byIdNumberDesc),
    awards: async () => [...(await get()).awards].sort(byIdNumberDesc),
    partners: async () => (await get()).partners,
    about: async () => (await get()).about,
    release: async () => (await get()).release,
    benefits: async () => (await get()).benefits,
    visibleVacancies: async () => (await get()).vacancies.filter((v) => v.visible),
    /** One visible opening by its key (its page, /portal/trabalhe/{key}); undefined when there is none. */
    visibleVacancy: async (key: string) => (await get()).vacancies.find((v) => v.key === key && v.visible),
    gallery: async () => (await get()).gallery,
    homeSections: async () => (await get()).homeSections,
    shortcuts: async () => (await get()).shortcuts,
    chatQuestions: async () => (await get()).chatQuestions,
    inappropriateWords: async () => (await get()).inappropriateWords,
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

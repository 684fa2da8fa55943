/** First-party page views: the path (spec rule) and the language, nothing about the visitor. */
import { reportedPath } from "../../common/paths";
import type { Lang } from "../../common/i18n/languages";
import type { Database } from "../db/database";

export function createPageViews(db: Database) {
  return {
    async record(pathname: string, lang: Lang): Promise<string> {
      const path = reportedPath(pathname).slice(0, 300);
      await db.insertInto("page_view").values({ path, lang, created_at: new Date().toISOString() }).execute();
      return path;
    },
    async countsByPath(): Promise<Array<{ path: string; views: number }>> {
      const rows = await db
        .selectFrom("page_view")
        .select(["path", (eb) => eb.fn.countAll<number>().as("views")])
        .groupBy("path")
        .orderBy("path")
        .execute();
      return rows.map((r) => ({ path: r.path, views: Number(r.views) }));
    },
  };
}
export type PageViews = ReturnType<typeof createPageViews>;

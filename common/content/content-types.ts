/**
 * The one table of content types: for every file of `content/`, its schema, the type name its
 * rows carry in `content_item`, the key of a list's item (a single value is stored under its type
 * name), and its property in the content snapshot. The loader, the import and the store iterate
 * it; nothing else lists the files.
 *
 * The order is the order the files enter the content hash, so it changes the version: append.
 * Type names and keys are the stored rows' identity: renaming one orphans the rows.
 */
import { z } from "zod";
import * as schema from "./schema";

const single = <const Type extends string, const Name extends string, S extends z.ZodType>(
  type: Type,
  snapshot: Name,
  fileSchema: S,
) => ({ type, snapshot, schema: fileSchema });

const list = <const Type extends string, const Name extends string, Item extends z.ZodType>(
  type: Type,
  snapshot: Name,
  fileSchema: z.ZodArray<Item>,
  key: (item: z.infer<Item>) => string,
) => ({ type, snapshot, schema: fileSchema, key });

export const contentTypes = {
  "site.json": single("site", "site", schema.site),
  "pages.json": single("pages", "pages", schema.pages),
  "areas.json": list("area", "areas", z.array(schema.area).length(10), (a) => String(a.id)),
  "research.json": list("research", "research", z.array(schema.research).length(7), (r) => r.id),
  "solutions.json": list("solution", "solutions", z.array(schema.solution).length(4), (s) => String(s.id)),
  "news.json": list("news", "news", z.array(schema.newsItem).min(3), (n) => n.id),
  "news-highlight.json": single("news-highlight", "newsHighlight", schema.newsHighlight),
  "social-actions.json": list("social-action", "socialActions", z.array(schema.socialAction).min(3), (s) => s.id),
  "awards.json": list("award", "awards", z.array(schema.award).min(3), (a) => a.id),
  "partners.json": single("partners", "partners", schema.partners),
  "about.json": single("about", "about", schema.about),
  "release.json": single("release", "release", schema.release),
  "benefits.json": list("benefit", "benefits", z.array(schema.benefit).length(4), (b) => String(b.id)),
  "vacancies.json": list("vacancy", "vacancies", z.array(schema.vacancy).min(35), (v) => v.key),
  "gallery.json": list("gallery", "gallery", z.array(schema.galleryPhoto).length(6), (g) => String(g.id)),
  "home-sections.json": list("home-section", "homeSections", z.array(schema.homeSection).length(3), (h) => String(h.id)),
  "shortcuts.json": list("shortcut", "shortcuts", z.array(schema.shortcut).length(9), (s) => s.id),
  "chat/questions.json": list("chat-question", "chatQuestions", z.array(schema.chatQuestion).min(18), (q) => q.id),
  "chat/inappropriate-words.json": list("inappropriate-word", "inappropriateWords", schema.inappropriateWords, (w) => w),
};

export type ContentFileName = keyof typeof contentTypes;
export type ContentOf<F extends ContentFileName> = z.infer<(typeof contentTypes)[F]["schema"]>;

/** Every file's content under its snapshot name (site, pages, areas, newsHighlight, …). */
export type ContentData = {
  [F in ContentFileName as (typeof contentTypes)[F]["snapshot"]]: ContentOf<F>;
};

/** One row of the table, for code that treats every type alike (validate, store, read back). */
export interface ContentTypeRow {
  file: ContentFileName;
  type: string;
  snapshot: keyof ContentData;
  schema: z.ZodType;
  /** Present for lists. */
  key?: (item: unknown) => string;
}

// The cast forgets each key function's item type; the table above checked it against the schema.
export const contentTypeRows = Object.entries(contentTypes).map(([file, row]) => ({ file, ...row })) as ContentTypeRow[];

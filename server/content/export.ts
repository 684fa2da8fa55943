/**
 * The published content as the files of `content/` hold it (`npm run content:export`): each
 * type's items in the site's order, each file in the repository's format (Prettier's, with the
 * project's settings), so exporting unchanged content writes the files byte for byte as they are
 * and a developer reviews an editor's changes as a plain diff.
 */
import path from "node:path";
import { contentTypeRows, type ContentFileName } from "../../common/content/content-types";
import type { Database } from "../db/database";
import type { Content } from "./load-files";

/** What the site serves now, file by file. */
export async function publishedContent(db: Database): Promise<Content> {
  const rows = await db
    .selectFrom("content_item")
    .select(["type", "item_key", "data"])
    .orderBy("type")
    .orderBy("position")
    .orderBy("item_key")
    .execute();
  const byType = new Map<string, unknown[]>();
  for (const row of rows) {
    const list = byType.get(row.type) ?? [];
    list.push(JSON.parse(row.data));
    byType.set(row.type, list);
  }
  const content: Partial<Record<ContentFileName, unknown>> = {};
  for (const { file, type, key } of contentTypeRows) {
    const items = byType.get(type) ?? [];
    if (!key && items[0] === undefined) throw new Error(`content of type ${type} is missing; run the content import`);
    content[file] = key ? items : items[0];
  }
  return content as Content;
}

/**
 * One file's text as the repository keeps it, with the repository's Prettier settings wherever the
 * file is written. Prettier is a development tool: loaded only here.
 */
export async function contentFileText(file: ContentFileName, value: unknown): Promise<string> {
  const prettier = await import("prettier");
  const options = (await prettier.resolveConfig(path.join(repositoryContent, file))) ?? {};
  return prettier.format(JSON.stringify(value, null, 2), { ...options, filepath: file });
}

const repositoryContent = path.resolve(import.meta.dirname, "..", "..", "content");

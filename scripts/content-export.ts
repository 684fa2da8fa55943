/**
 * `npm run content:export`: writes the published content of the configured database
 * (DATABASE_URL) back to `content/*.json`, in the files' format and order, so a developer can
 * review what editors published (`git diff content/`) and commit it. Drafts are not exported.
 * Unchanged content writes the files byte for byte as they were.
 *
 * Options: --content DIR (another content folder).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { contentTypeRows } from "../common/content/content-types";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/database";
import { migrateToLatest } from "../server/db/migrate";
import { contentFileText, publishedContent } from "../server/content/export";
import { exportMedia } from "../server/editor/media/export";

const { values } = parseArgs({ options: { content: { type: "string" } } });
const contentDir = path.resolve(values.content ?? path.join(import.meta.dirname, "..", "content"));

async function main(): Promise<number> {
  const database = openDatabase(loadConfig());
  try {
    await migrateToLatest(database);
    const content = await publishedContent(database.db);
    const changed: string[] = [];
    for (const { file } of contentTypeRows) {
      const full = path.join(contentDir, file);
      const text = await contentFileText(file, content[file]);
      const before = await readFile(full, "utf8").catch(() => undefined);
      if (before === text) continue;
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, text);
      changed.push(file);
    }
    // The uploaded pictures and clips, beside the generated media (server/editor/media/export.ts).
    const media = await exportMedia(database.db, path.join(contentDir, "media"));
    if (media.written || media.manifestChanged) changed.push(`media (${media.written} of ${media.files} uploaded files written)`);
    console.log(
      changed.length
        ? `Exported the published content to ${contentDir}; changed: ${changed.join(", ")}. Review with git diff.`
        : `Exported the published content to ${contentDir}; every file was already the same.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  },
);

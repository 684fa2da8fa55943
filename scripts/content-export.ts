/**
 * `npm run content:export`: writes the published content of the configured database
 * (DATABASE_URL) back to `content/*.json`, in the files' format and order, so a developer can
 * review what editors published (`git diff content/`) and commit it. Drafts are not exported.
 * Unchanged content writes the files byte for byte as they were.
 *
 * It never overwrites a file with uncommitted changes (the folder is in a git work tree and the
 * file is modified, staged or untracked there): it refuses, naming them, and writes nothing; commit
 * or stash them first, or export to another folder with --out DIR (the files you then compare).
 *
 * Options: --content DIR (the content folder), --out DIR (write there instead; created if needed).
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { contentTypeRows } from "../common/content/content-types";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/database";
import { migrateToLatest } from "../server/db/migrate";
import { contentFileText, publishedContent } from "../server/content/export";
import { exportMedia } from "../server/editor/media/export";

const { values } = parseArgs({ options: { content: { type: "string" }, out: { type: "string" } } });
const contentDir = path.resolve(values.out ?? values.content ?? path.join(import.meta.dirname, "..", "content"));
const run = promisify(execFile);

/** The files among `files` with uncommitted changes in their git work tree (none outside one, or without git). */
async function uncommitted(files: string[]): Promise<string[]> {
  if (!files.length) return [];
  await mkdir(contentDir, { recursive: true });
  const inTree = await run("git", ["-C", contentDir, "rev-parse", "--is-inside-work-tree"]).then(
    (r) => r.stdout.trim() === "true",
    () => false,
  );
  if (!inTree) return [];
  const { stdout } = await run("git", ["-C", contentDir, "status", "--porcelain", "--untracked-files=all", "--", ...files]);
  const dirty = new Set(
    stdout
      .split("\n")
      .filter(Boolean)
      .map((line) => line.slice(3).replace(/^"|"$/g, "")),
  );
  const { stdout: prefix } = await run("git", ["-C", contentDir, "rev-parse", "--show-prefix"]);
  return files.filter((file) => dirty.has(`${prefix.trim()}${file}`));
}

async function main(): Promise<number> {
  const database = openDatabase(loadConfig());
  try {
    await migrateToLatest(database);
    const content = await publishedContent(database.db);
    const writes: Array<{ file: string; text: string }> = [];
    for (const { file } of contentTypeRows) {
      const text = await contentFileText(file, content[file]);
      const before = await readFile(path.join(contentDir, file), "utf8").catch(() => undefined);
      if (before !== text) writes.push({ file, text });
    }
    const dirty = await uncommitted(writes.map((w) => w.file));
    if (dirty.length) {
      console.error(
        `Nothing exported: these files in ${contentDir} have uncommitted changes that the export would overwrite: ${dirty.join(", ")}.\n` +
          "Commit or stash them first, or export to another folder: npm run content:export -- --out DIR",
      );
      return 1;
    }
    const changed: string[] = [];
    for (const { file, text } of writes) {
      const full = path.join(contentDir, file);
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

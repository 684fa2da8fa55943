/**
 * `npm run content:export` in a git work tree: it refuses to overwrite a content file with
 * uncommitted changes, naming it and writing nothing; it writes to another folder with --out; and
 * once the change is committed it exports as before.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../server/config";
import { importContent } from "../server/content/import";
import { loadContentFiles } from "../server/content/load-files";
import { contentCopy } from "../server/content/test-support";
import { openDatabase } from "../server/db/database";
import { migrateToLatest } from "../server/db/migrate";
import { createContentEditor } from "../server/editor/content/items";
import { projectRoot } from "../server/services";

const run = promisify(execFile);
const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("content export in a git work tree", () => {
  it("never overwrites a file with uncommitted changes", async () => {
    const copy = contentCopy();
    const data = mkdtempSync(path.join(tmpdir(), "lead-export-"));
    cleanups.push(copy.cleanup, () => rmSync(data, { recursive: true, force: true }));
    const git = (...args: string[]) =>
      run("git", ["-C", copy.dir, "-c", "user.name=Lead", "-c", "user.email=dev@lead.example", ...args]);
    await git("init", "-q");
    await git("add", "-A");
    await git("commit", "-qm", "content");

    const databaseUrl = path.join(data, "lead.db");
    const handle = openDatabase(loadConfig({ DATABASE_URL: databaseUrl, APP_SECRET: "s".repeat(40) }));
    cleanups.push(() => handle.close());
    await migrateToLatest(handle);
    const files = await loadContentFiles(copy.dir);
    await importContent(handle.db, files.content, files.hash);
    // An editor publishes a news item's new title: the export will want to write news.json.
    const editor = createContentEditor({ db: handle.db, canEdit: () => true });
    const news = files.content["news.json"][0]!;
    const admin = { id: "ana@lead.example", role: "admin" };
    const saved = await editor.save(admin, "news", news.id, { ...news, title: { ...news.title, pt: "Título do editor" } }, 1);
    await editor.publish(admin, "news", news.id, { baseVersion: saved.version });

    // A developer's uncommitted edit of the same file.
    const newsFile = path.join(copy.dir, "news.json");
    const edited = readFileSync(newsFile, "utf8").replace(news.title.en, "A developer's uncommitted title");
    writeFileSync(newsFile, edited);

    const env = { ...process.env, DATA_DIR: data, DATABASE_URL: databaseUrl, APP_SECRET: "s".repeat(40) };
    const exportTo = (...args: string[]) =>
      run(process.execPath, ["--import", "tsx", "scripts/content-export.ts", ...args], { cwd: projectRoot, env }).then(
        (r) => ({ code: 0, ...r }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
    const refused = await exportTo("--content", copy.dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("uncommitted changes");
    expect(refused.stderr).toContain("news.json");
    expect(readFileSync(newsFile, "utf8")).toBe(edited);

    const elsewhere = path.join(data, "exported");
    const out = await exportTo("--out", elsewhere);
    expect(out.code).toBe(0);
    expect(readFileSync(path.join(elsewhere, "news.json"), "utf8")).toContain("Título do editor");
    expect(existsSync(path.join(elsewhere, "vacancies.json"))).toBe(true);
    expect(readFileSync(newsFile, "utf8")).toBe(edited);

    await git("commit", "-qam", "the developer's title");
    const exported = await exportTo("--content", copy.dir);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toContain("changed: news.json");
    expect(readFileSync(newsFile, "utf8")).toContain("Título do editor");
  }, 120_000);
});

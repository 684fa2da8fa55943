/**
 * Content import: broken files are rejected naming file, field and problem (by the loader and by
 * `npm run content:import`); importing is idempotent; SQLite and PostgreSQL hold the same rows.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { projectRoot } from "../services";
import { contentTypeRows } from "../../common/content/content-types";
import { importContent } from "./import";
import { ContentError, loadContentFiles } from "./load-files";
import { createContentStore } from "./store";
import { contentCopy, createPostgresDatabase, postgresAnswers } from "./test-support";

const execFileAsync = promisify(execFile);
/** Runs `npm run content:import` the way npm does (tsx), without npx's start-up cost. */
const importScript = (args: string[], env: NodeJS.ProcessEnv) =>
  execFileAsync(process.execPath, ["--import", "tsx", "scripts/content-import.ts", ...args], { cwd: projectRoot, env });
const pgUp = await postgresAnswers();
if (!pgUp) console.log("PostgreSQL did not answer at 127.0.0.1:5432: the PostgreSQL import tests are skipped.");

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lead-import-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A copy of content/ in a temp dir, with `edit` applied to one file's JSON. */
function brokenCopy(file: string, edit: (json: unknown) => unknown): string {
  const copy = contentCopy();
  cleanups.push(copy.cleanup);
  const full = path.join(copy.dir, file);
  writeFileSync(full, JSON.stringify(edit(JSON.parse(readFileSync(full, "utf8"))), null, 2));
  return copy.dir;
}

async function problemsOf(dir: string): Promise<string[]> {
  const error = await loadContentFiles(dir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentError);
  return (error as ContentError).problems;
}

async function sqliteDatabase(): Promise<DatabaseHandle> {
  const handle = openDatabase(loadConfig({ DATABASE_URL: path.join(tempDir(), "lead.db"), APP_SECRET: "s".repeat(40) }));
  cleanups.push(() => handle.close());
  await migrateToLatest(handle);
  return handle;
}

async function postgresDatabase(): Promise<DatabaseHandle> {
  const database = await createPostgresDatabase();
  cleanups.push(() => database.drop());
  const handle = openDatabase(loadConfig({ DATABASE_URL: database.url, APP_SECRET: "s".repeat(40) }));
  cleanups.push(() => handle.close());
  await migrateToLatest(handle);
  return handle;
}

/** The rows without their import time, in one order on both engines (their collations differ). */
async function rowsOf(handle: DatabaseHandle) {
  const rows = await handle.db.selectFrom("content_item").select(["type", "item_key", "position", "data"]).execute();
  const key = (r: (typeof rows)[number]) => `${r.type}\u0000${r.item_key}`;
  return rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** The content of a fresh copy of content/. */
async function freshContent() {
  const copy = contentCopy();
  cleanups.push(copy.cleanup);
  return loadContentFiles(copy.dir);
}

describe("a broken content file", () => {
  it("is rejected with the file, the field path and the problem", async () => {
    const dir = brokenCopy("vacancies.json", (list) => {
      const vacancies = list as Array<{ title: { en: string }; regime: string }>;
      vacancies[3]!.title.en = "  ";
      vacancies[5]!.regime = "PJ";
      return vacancies;
    });
    const problems = await problemsOf(dir);
    const file = path.join(dir, "vacancies.json");
    expect(problems).toEqual([
      `${file}: [3].title.en: Too small: expected string to have >=1 characters`,
      `${file}: [5].regime: Invalid option: expected one of "CLT"|"Bolsa"`,
    ]);
  });

  it("names a missing field, an unknown field and invalid JSON", async () => {
    const missing = await problemsOf(
      brokenCopy("about.json", (about) => ({ ...(about as object), buttonLink: undefined, extra: 1 })),
    );
    expect(missing.join("\n")).toMatch(/about\.json: buttonLink: Invalid input: expected string, received undefined/);
    expect(missing.join("\n")).toMatch(/about\.json: \(root\): Unrecognized key: "extra"/);

    const copy = contentCopy();
    cleanups.push(copy.cleanup);
    writeFileSync(path.join(copy.dir, "awards.json"), '[{"id": "premiacao0",');
    expect((await problemsOf(copy.dir)).join("\n")).toMatch(/awards\.json: not valid JSON/);
  });

  it("is rejected across files too (a research naming an area that does not exist)", async () => {
    const dir = brokenCopy("research.json", (list) => {
      (list as Array<{ areas: number[] }>)[2]!.areas.push(99);
      return list;
    });
    expect((await problemsOf(dir)).join("\n")).toMatch(/research\.json: \[2\]\.areas\[\d\]: unknown area id 99/);
  });

  it("makes `npm run content:import` print file, field and problem, write nothing and exit 1", async () => {
    const dir = brokenCopy("benefits.json", (list) => {
      (list as Array<{ title: { es: string } }>)[1]!.title.es = "";
      return list;
    });
    const data = tempDir();
    const result = await importScript(["--content", dir], {
      ...process.env,
      DATA_DIR: data,
      DATABASE_URL: path.join(data, "lead.db"),
      APP_SECRET: "s".repeat(40),
    }).then(
      () => ({ code: 0, stderr: "" }),
      (e: { code: number; stderr: string }) => e,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("nothing was imported");
    expect(result.stderr).toContain(`${path.join(dir, "benefits.json")}: [1].title.es: Too small`);
    expect(existsSync(path.join(data, "lead.db"))).toBe(false);
  }, 60_000);
});

describe("importing", () => {
  it("`npm run content:import` validates and loads content/ into the configured database, every time", async () => {
    const data = tempDir();
    const env = { ...process.env, DATA_DIR: data, DATABASE_URL: path.join(data, "lead.db"), APP_SECRET: "s".repeat(40) };
    const first = await importScript([], env);
    expect(first.stdout).toMatch(/Imported content version [0-9a-f]{16} into sqlite .*; was empty\./);
    expect(first.stdout).toMatch(/vacancy\s+\d+/);
    const again = await importScript([], env);
    expect(again.stdout).toContain("re-imported (unchanged)");
    const ifChanged = await importScript(["--if-changed"], env);
    expect(ifChanged.stdout).toContain("nothing to do");
  }, 60_000);

  it("is idempotent: the same hash rewrites nothing unless forced", async () => {
    const handle = await sqliteDatabase();
    const { content, hash } = await freshContent();
    expect(await importContent(handle.db, content, hash)).toEqual({ imported: true, version: hash });
    const stampsOf = async () =>
      (await handle.db.selectFrom("content_item").select(["type", "item_key", "updated_at"]).execute()).sort((a, b) =>
        `${a.type}/${a.item_key}`.localeCompare(`${b.type}/${b.item_key}`),
      );
    const stamps = await stampsOf();
    const rows = await rowsOf(handle);

    expect(await importContent(handle.db, content, hash)).toEqual({ imported: false, version: hash });
    expect(await stampsOf()).toEqual(stamps);

    expect(await importContent(handle.db, content, hash, { force: true })).toEqual({ imported: true, version: hash });
    expect(await rowsOf(handle)).toEqual(rows);
  });

  it("stores every item of every file once, in file order", async () => {
    const handle = await sqliteDatabase();
    const { content, hash } = await freshContent();
    await importContent(handle.db, content, hash);
    const rows = await rowsOf(handle);
    const vacancies = rows.filter((r) => r.type === "vacancy").sort((a, b) => a.position - b.position);
    expect(vacancies.map((r) => (JSON.parse(r.data) as { key: string }).key)).toEqual(
      content["vacancies.json"].map((v) => v.key),
    );
    expect(rows.filter((r) => r.type === "about")).toHaveLength(1);
  });

  it("reads every content type back through the store as it was imported", async () => {
    const handle = await sqliteDatabase();
    const { content, hash } = await freshContent();
    await importContent(handle.db, content, hash);
    const store = createContentStore(handle.db);
    const snapshot = await store.snapshot();
    expect(snapshot.version).toBe(hash);
    for (const { file, snapshot: name } of contentTypeRows) expect(snapshot[name], file).toEqual(content[file]);
    expect(await store.site()).toEqual(content["site.json"]);
    expect(await store.inappropriateWords()).toEqual(content["chat/inappropriate-words.json"]);
  });

  it.skipIf(!pgUp)("gives the same rows on SQLite and PostgreSQL", async () => {
    const { content, hash } = await freshContent();
    const [sqlite, postgres] = [await sqliteDatabase(), await postgresDatabase()];
    await importContent(sqlite.db, content, hash);
    await importContent(postgres.db, content, hash);
    const [a, b] = [await rowsOf(sqlite), await rowsOf(postgres)];
    expect(a.length).toBeGreaterThan(100);
    expect(b).toEqual(a);
    // And PostgreSQL is idempotent too.
    expect(await importContent(postgres.db, content, hash)).toEqual({ imported: false, version: hash });
  });

  it.skipIf(!pgUp)("imports once when several instances start together on one PostgreSQL database", async () => {
    const { content, hash } = await freshContent();
    const database = await createPostgresDatabase();
    cleanups.push(() => database.drop());
    // Separate pools, as separate processes would have, all migrated before they import.
    const handles = [1, 2, 3, 4].map(() => openDatabase(loadConfig({ DATABASE_URL: database.url, APP_SECRET: "s".repeat(40) })));
    for (const h of handles) cleanups.push(() => h.close());
    await Promise.all(handles.map((h) => migrateToLatest(h)));
    const first = handles[0]!;
    const results = await Promise.all(handles.map((h) => importContent(h.db, content, hash)));
    expect(results.filter((r) => r.imported)).toHaveLength(1);
    expect(results.every((r) => r.version === hash)).toBe(true);
    const reference = await sqliteDatabase();
    await importContent(reference.db, content, hash);
    expect(await rowsOf(first)).toEqual(await rowsOf(reference));
  });
});

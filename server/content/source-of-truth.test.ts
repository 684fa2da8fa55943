/**
 * Where content lives (docs/decisions/0029-content-source-of-truth.md): the start-up import never
 * overwrites an editor's change; `npm run content:import` refuses over one, naming the items,
 * unless --force; `npm run content:export` writes the published content back to the files, byte
 * for byte when nothing changed.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { contentTypeRows, type ContentOf } from "../../common/content/content-types";
import { loadConfig } from "../config";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { createContentEditor } from "../editor/content/items";
import { projectRoot } from "../services";
import { contentFileText, publishedContent } from "./export";
import { importContent } from "./import";
import { loadContentFiles } from "./load-files";
import { contentCopy } from "./test-support";

type Vacancy = ContentOf<"vacancies.json">[number];
const execFileAsync = promisify(execFile);
const script = (name: string, args: string[], env: NodeJS.ProcessEnv) =>
  execFileAsync(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, ...args], { cwd: projectRoot, env }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );

const cleanups: Array<() => unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function workspace() {
  const copy = contentCopy();
  const data = mkdtempSync(path.join(tmpdir(), "lead-truth-"));
  cleanups.push(copy.cleanup, () => rmSync(data, { recursive: true, force: true }));
  const databaseUrl = path.join(data, "lead.db");
  const env = { ...process.env, DATA_DIR: data, DATABASE_URL: databaseUrl, APP_SECRET: "s".repeat(40) };
  return { dir: copy.dir, databaseUrl, env };
}

async function open(databaseUrl: string): Promise<DatabaseHandle> {
  const handle = openDatabase(loadConfig({ DATABASE_URL: databaseUrl, APP_SECRET: "s".repeat(40) }));
  cleanups.push(() => handle.close());
  await migrateToLatest(handle);
  return handle;
}

const editorAs = (handle: DatabaseHandle) => createContentEditor({ db: handle.db, canEdit: () => true });
const ana = { id: "ana@lead.example", role: "admin" };

/** The published rows, in one order on every engine. */
async function rowsOf(handle: DatabaseHandle) {
  const rows = await handle.db.selectFrom("content_item").select(["type", "item_key", "position", "data"]).execute();
  return rows.sort((a, b) => `${a.type}\0${a.item_key}`.localeCompare(`${b.type}\0${b.item_key}`));
}

describe("content export", () => {
  it("writes every file byte for byte as it was when nothing changed", async () => {
    const { dir, databaseUrl } = workspace();
    const handle = await open(databaseUrl);
    const files = await loadContentFiles(dir);
    await importContent(handle.db, files.content, files.hash);
    const content = await publishedContent(handle.db);
    for (const { file } of contentTypeRows) {
      expect(await contentFileText(file, content[file]), file).toBe(readFileSync(path.join(dir, file), "utf8"));
    }
  });

  it("writes an editor's published change, which a fresh database then imports to the same rows", async () => {
    const { dir, databaseUrl, env } = workspace();
    const handle = await open(databaseUrl);
    const files = await loadContentFiles(dir);
    await importContent(handle.db, files.content, files.hash);
    const editor = editorAs(handle);
    const first = files.content["vacancies.json"][0]!;
    const changed: Vacancy = { ...first, title: { ...first.title, es: "Desarrollador(a) móvil júnior (beca)" } };
    const saved = await editor.save(ana, "vacancy", first.key, changed, 1);
    await editor.publish(ana, "vacancy", first.key, { baseVersion: saved.version });
    const created = await editor.duplicate(ana, "vacancy", first.key, "desenvolvedor-mobile-kotlin-pleno");
    await editor.publish(ana, "vacancy", created.key);

    const exported = await script("content-export", ["--content", dir], env);
    expect(exported.stdout).toContain("changed: vacancies.json");
    const text = readFileSync(path.join(dir, "vacancies.json"), "utf8");
    expect(text).toContain('"es": "Desarrollador(a) móvil júnior (beca)"');
    expect(text).toContain('"key": "desenvolvedor-mobile-kotlin-pleno"');
    const again = await script("content-export", ["--content", dir], env);
    expect(again.stdout).toContain("every file was already the same");

    const fresh = await open(path.join(path.dirname(databaseUrl), "fresh.db"));
    const reread = await loadContentFiles(dir);
    await importContent(fresh.db, reread.content, reread.hash);
    const strip = (rows: Awaited<ReturnType<typeof rowsOf>>) => rows.map(({ position: _, ...r }) => r);
    expect(strip(await rowsOf(fresh))).toEqual(strip(await rowsOf(handle)));
  }, 60_000);
});

describe("importing over an editor's changes", () => {
  it("at start-up, takes the files' new values but leaves the items editors changed as they are", async () => {
    const { dir, databaseUrl } = workspace();
    const handle = await open(databaseUrl);
    const files = await loadContentFiles(dir);
    await importContent(handle.db, files.content, files.hash);
    const [edited, untouched] = files.content["vacancies.json"];
    const editor = editorAs(handle);
    const mine = { ...edited!, areas: { ...edited!.areas, pt: "Mobile (editado)" } };
    await editor.publish(ana, "vacancy", edited!.key, {
      baseVersion: (await editor.save(ana, "vacancy", edited!.key, mine, 1)).version,
    });

    // A deploy brings new files that change both openings.
    const next = structuredClone(files.content);
    next["vacancies.json"][0]!.areas.pt = "Mobile (arquivo)";
    next["vacancies.json"][1]!.areas.pt = "Web (arquivo)";
    const result = await importContent(handle.db, next, "next-files-hash");
    expect(result.imported).toBe(true);
    expect(result.kept?.map((k) => `${k.type}/${k.key}`)).toEqual([`vacancy/${edited!.key}`]);
    const item = async (key: string) => (await editor.get(ana, "vacancy", key)).published as Vacancy;
    expect((await item(edited!.key)).areas.pt).toBe("Mobile (editado)");
    expect((await item(untouched!.key)).areas.pt).toBe("Web (arquivo)");
    expect((await editor.history(ana, "vacancy", untouched!.key)).entries[0]).toMatchObject({ action: "import", version: 2 });
  });

  it("`npm run content:import` refuses over a differing published item, naming it, and replaces it with --force", async () => {
    const { dir, databaseUrl, env } = workspace();
    expect((await script("content-import", ["--content", dir], env)).code).toBe(0);
    const handle = await open(databaseUrl);
    const files = await loadContentFiles(dir);
    const editor = editorAs(handle);
    const [published, drafted] = files.content["vacancies.json"];
    const p = { ...published!, areas: { ...published!.areas, en: "Mobile (published edit)" } };
    await editor.publish(ana, "vacancy", published!.key, {
      baseVersion: (await editor.save(ana, "vacancy", published!.key, p, 1)).version,
    });
    await editor.save(ana, "vacancy", drafted!.key, { ...drafted!, areas: { ...drafted!.areas, en: "Draft" } }, 1);
    await editor.duplicate(ana, "vacancy", published!.key, "nova-vaga");
    const before = await rowsOf(handle);

    const refused = await script("content-import", ["--content", dir], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("1 item(s) published in the editor that differ");
    expect(refused.stderr).toContain(`vacancy/${published!.key}: published differs (published, last changed by ${ana.id}`);
    expect(refused.stderr).toContain("--force");
    expect(await rowsOf(handle)).toEqual(before);

    const forced = await script("content-import", ["--content", dir, "--force"], env);
    expect(forced.code).toBe(0);
    expect((await editor.get(ana, "vacancy", published!.key)).published).toEqual(published);
    expect(await editor.get(ana, "vacancy", drafted!.key)).toMatchObject({ hasDraft: false, data: drafted });
    expect((await editor.get(ana, "vacancy", "nova-vaga")).status).toBe("closed");
    // Nothing of the editors' is left to lose: a plain import goes through again.
    expect((await script("content-import", ["--content", dir], env)).code).toBe(0);
  }, 90_000);

  it("`npm run content:import` keeps openings an editor closed or drafted, imports the rest and says what it kept", async () => {
    const { dir, databaseUrl, env } = workspace();
    expect((await script("content-import", ["--content", dir], env)).code).toBe(0);
    const handle = await open(databaseUrl);
    const editor = editorAs(handle);
    const [closed, drafted, other] = (await loadContentFiles(dir)).content["vacancies.json"];
    await editor.unpublish(ana, "vacancy", closed!.key);
    await editor.save(ana, "vacancy", drafted!.key, { ...drafted!, areas: { ...drafted!.areas, en: "Draft" } }, 1);
    // The files change a third opening, untouched in the editor.
    const full = path.join(dir, "vacancies.json");
    const list = JSON.parse(readFileSync(full, "utf8")) as Vacancy[];
    list[2] = { ...other!, areas: { ...other!.areas, en: "From the files" } };
    list[0] = { ...closed!, areas: { ...closed!.areas, en: "Files' version of the closed one" } };
    writeFileSync(full, JSON.stringify(list, null, 2));

    const imported = await script("content-import", ["--content", dir], env);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain("Kept 2 item(s) as the editors left them");
    expect(imported.stdout).toContain(`vacancy/${closed!.key}: closed (unpublished) in the editor`);
    expect(imported.stdout).toContain(`vacancy/${drafted!.key}: published, with a draft`);
    expect((await editor.get(ana, "vacancy", closed!.key)).status).toBe("closed");
    expect(await editor.get(ana, "vacancy", drafted!.key)).toMatchObject({ hasDraft: true });
    expect(((await editor.get(ana, "vacancy", other!.key)).published as Vacancy).areas.en).toBe("From the files");
  }, 90_000);

  it("goes through when the editor's published items are what the files hold (after an export was committed)", async () => {
    const { dir, databaseUrl, env } = workspace();
    expect((await script("content-import", ["--content", dir], env)).code).toBe(0);
    const handle = await open(databaseUrl);
    const editor = editorAs(handle);
    const first = (await loadContentFiles(dir)).content["vacancies.json"][0]!;
    const changed = { ...first, areas: { ...first.areas, es: "Móvil" } };
    await editor.publish(ana, "vacancy", first.key, {
      baseVersion: (await editor.save(ana, "vacancy", first.key, changed, 1)).version,
    });
    const full = path.join(dir, "vacancies.json");
    const list = JSON.parse(readFileSync(full, "utf8")) as Vacancy[];
    list[0] = changed;
    writeFileSync(full, JSON.stringify(list, null, 2));
    expect((await script("content-import", ["--content", dir], env)).code).toBe(0);
  }, 60_000);
});

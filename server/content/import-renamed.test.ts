/**
 * An opening an editor renamed (its key changed, the old one left as a redirect, docs/decisions/0043)
 * while the files still carry its old key: the import sees that opening, not a new one to create,
 * keeps it as the editor left it and says so in the staff's words (Portuguese, then English), on
 * SQLite and PostgreSQL.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import type { ContentOf } from "../../common/content/content-types";
import { createContentEditor } from "../editor/content/items";
import { migrateToLatest } from "../db/migrate";
import { projectRoot } from "../services";
import { editorChanges, importContent } from "./import";
import { renamedLine } from "./import-report";
import { loadContentFiles } from "./load-files";
import { contentCopy, openDatabaseAt, postgresAdminUrl, postgresAnswers, temporaryDatabaseUrl } from "./test-support";

type Vacancy = ContentOf<"vacancies.json">[number];

const pgUp = await postgresAnswers();
if (!pgUp) console.log(`SKIP the PostgreSQL half of import-renamed.test.ts: PostgreSQL is not reachable at ${postgresAdminUrl}`);

const execFileAsync = promisify(execFile);
const copy = contentCopy();
const files = await loadContentFiles(copy.dir);
const cleanups: Array<() => unknown> = [copy.cleanup];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const hr = { id: "ana@lead.example", role: "openings" };
// 15:00 UTC is 12:00 in Fortaleza, as the staff read it.
const renamedAt = Date.parse("2026-11-25T15:00:00Z");

/** `npm run content:import` over the copied files, against the database at `url`. */
const importScript = (url: string) =>
  execFileAsync(process.execPath, ["--import", "tsx", "scripts/content-import.ts", "--content", copy.dir], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: url, APP_SECRET: "s".repeat(40) },
  });

describe.each(["sqlite", "postgres"] as const)(
  "importing files that still carry a renamed opening's old key, on %s",
  (engine) => {
    const skip = engine === "postgres" && !pgUp;

    /** A seeded database whose first opening an editor renamed and published, and whose second they closed after renaming it. */
    async function renamedDatabase() {
      const url = await temporaryDatabaseUrl(engine, cleanups);
      const handle = openDatabaseAt(url, cleanups);
      await migrateToLatest(handle);
      await importContent(handle.db, files.content, files.hash);
      const editor = createContentEditor({ db: handle.db, canEdit: () => true, now: () => renamedAt });
      const [first, second] = files.content["vacancies.json"] as [Vacancy, Vacancy];

      const a = await editor.get(hr, "vacancy", first.key);
      const movedA = await editor.save(hr, "vacancy", first.key, { ...(a.data as Vacancy), key: "vaga-renomeada" }, a.version);
      await editor.publish(hr, "vacancy", "vaga-renomeada", { baseVersion: movedA.version });

      const b = await editor.get(hr, "vacancy", second.key);
      const changedB = { ...(b.data as Vacancy), key: "outra-renomeada", areas: { ...second.areas, pt: "Área editada" } };
      const movedB = await editor.save(hr, "vacancy", second.key, changedB, b.version);
      await editor.publish(hr, "vacancy", "outra-renomeada", { baseVersion: movedB.version });
      await editor.unpublish(hr, "vacancy", "outra-renomeada");
      return { url, handle, editor, first, second };
    }

    it.skipIf(skip)("reports each as that opening renamed, with its old key, not as one made in the editor", async () => {
      const { handle, first, second } = await renamedDatabase();
      const changes = await editorChanges(handle.db, files.content);
      expect(changes.filter((c) => c.loss === "not in the files")).toEqual([]);
      const a = changes.find((c) => c.key === "vaga-renomeada");
      expect(a).toMatchObject({
        loss: "renamed",
        status: "published",
        renamed: {
          from: first.key,
          by: hr.id,
          title: { pt: first.title.pt, en: first.title.en },
          textChanged: false,
          unpublishedDraft: false,
        },
      });
      const b = changes.find((c) => c.key === "outra-renomeada");
      expect(b).toMatchObject({ loss: "renamed", status: "unpublished", renamed: { from: second.key, textChanged: true } });

      expect(renamedLine({ ...a!, renamed: a!.renamed! }, "pt")).toBe(
        `A vaga «${first.title.pt}» passou de /portal/trabalhe/${first.key} para /portal/trabalhe/vaga-renomeada ` +
          "(ana@lead.example, 25/11/2026 às 12:00). O endereço antigo leva ao novo; a importação deixou a vaga como está no editor.",
      );
      expect(renamedLine({ ...b!, renamed: b!.renamed! }, "pt")).toContain(
        "Está encerrada (fora do site). Além do endereço, o texto também mudou no editor.",
      );
      expect(renamedLine({ ...a!, renamed: a!.renamed! }, "en")).toContain(
        `The opening "${first.title.en}" moved from /portal/trabalhe/${first.key} to /portal/trabalhe/vaga-renomeada (ana@lead.example, 25 Nov 2026, 12:00).`,
      );
    });

    it.skipIf(skip)(
      "`npm run content:import` keeps the renamed openings where the editor put them and says so in Portuguese",
      async () => {
        const { url, handle, editor, first, second } = await renamedDatabase();
        // One opening made in the editor, for contrast: that one is new.
        await editor.duplicate(hr, "vacancy", "vaga-renomeada", "vaga-nova-do-editor");

        const { stdout } = await importScript(url);
        expect(stdout).toContain(
          "2 vagas mudaram de endereço no editor e os arquivos ainda usam o endereço antigo (não são vagas novas; nada foi criado):",
        );
        expect(stdout).toContain(
          `  A vaga «${first.title.pt}» passou de /portal/trabalhe/${first.key} para /portal/trabalhe/vaga-renomeada`,
        );
        expect(stdout).toContain(
          `  A vaga «${second.title.pt}» passou de /portal/trabalhe/${second.key} para /portal/trabalhe/outra-renomeada`,
        );
        expect(stdout).toContain("Para os arquivos usarem os endereços novos, rode `npm run content:export` e faça commit.");
        // Only the opening made in the editor is listed as one.
        expect(stdout).toContain("Kept 1 item(s) as the editors left them");
        expect(stdout).toContain("vacancy/vaga-nova-do-editor: made in the editor, not in the files");
        expect(stdout).not.toContain("vacancy/vaga-renomeada");

        // Nothing came back under the old keys; the renamed openings are as the editor left them.
        const keys = (await handle.db.selectFrom("content_state").select("item_key").where("type", "=", "vacancy").execute()).map(
          (r) => r.item_key,
        );
        expect(keys).not.toContain(first.key);
        expect(keys).not.toContain(second.key);
        expect((await editor.get(hr, "vacancy", "vaga-renomeada")).status).toBe("published");
        expect((await editor.get(hr, "vacancy", "outra-renomeada")).status).toBe("closed");
      },
      90_000,
    );
  },
);

/**
 * The export round trip (issue 27): editors change the content of a running site; the published
 * content is exported to files; a fresh database seeded from those files serves every page byte
 * for byte as the first one does. Only what is made anew for each response (the CSP nonce, the
 * contact form's XSRF token and idempotency key) is set aside before comparing.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentTypeRows, type ContentOf } from "../../common/content/content-types";
import { languages } from "../../common/i18n/languages";
import { portalPath, vacancyPath, withLang } from "../../common/paths";
import { loadConfig } from "../../server/config";
import { contentFileText, publishedContent } from "../../server/content/export";
import { openDatabase, type DatabaseHandle } from "../../server/db/database";
import { createContentEditor } from "../../server/editor/content/items";
import { indexablePages } from "../../server/seo/routes";
import { root, startServer, type RunningServer } from "./harness";

type Vacancy = ContentOf<"vacancies.json">[number];

let first: RunningServer;
let second: RunningServer | undefined;
let handle: DatabaseHandle;
const exportRoot = mkdtempSync(path.join(tmpdir(), "lead-export-"));
const exportDir = path.join(exportRoot, "content");

beforeAll(async () => {
  first = await startServer();
  handle = openDatabase(loadConfig({ DATABASE_URL: path.join(first.dataDir, "lead.db"), APP_SECRET: "s".repeat(40) }));
});
afterAll(async () => {
  await handle?.close();
  await first?.stop();
  await second?.stop();
  rmSync(exportRoot, { recursive: true, force: true });
});

/** A response's bytes without the values made for each response alone, and with its server's origin named alike. */
function comparable(body: string, origin: string): string {
  return body
    .replaceAll(origin, "http://origin")
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/"nonce":"[^"]*"/g, '"nonce":""')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<uuid>")
    .replace(/\b[a-z0-9]{6}\.[\w-]{20,}\.[\w-]{20,}/g, "<xsrf>");
}

/** Where two texts first differ, with some context on each side; undefined when they are equal. */
function firstDifference(a: string, b: string): string | undefined {
  if (a === b) return undefined;
  let i = 0;
  while (a[i] === b[i]) i++;
  return `at ${i}: …${a.slice(Math.max(0, i - 120), i + 120)}… ≠ …${b.slice(Math.max(0, i - 120), i + 120)}…`;
}

async function fetchText(base: string, address: string) {
  const response = await fetch(base + address, { redirect: "manual" });
  // Pages name the public origin (http://localhost:<port> when PUBLIC_URL is unset, ADR 0027).
  const publicOrigin = base.replace("//127.0.0.1:", "//localhost:");
  return { status: response.status, body: comparable(comparable(await response.text(), base), publicOrigin) };
}

describe("export, import into a fresh database", () => {
  it("serves every page byte for byte as the site the editors changed", async () => {
    const editor = createContentEditor({ db: handle.db, canEdit: () => true });
    const ana = { id: "ana@lead.example", role: "admin" };
    const [changed, closed] = (await publishedContent(handle.db))["vacancies.json"].filter((v) => v.visible);
    const title = { ...changed!.title, en: `${changed!.title.en} (edited)` };
    const saved = await editor.save(ana, "vacancy", changed!.key, { ...changed!, title }, 1);
    await editor.publish(ana, "vacancy", changed!.key, { baseVersion: saved.version });
    const created = await editor.duplicate(ana, "vacancy", changed!.key, "engenheiro-robotica-submarina");
    const draft = (await editor.get(ana, "vacancy", created.key)).data as Vacancy;
    const newTitle = {
      pt: "Engenheiro(a) de Robótica Submarina",
      en: "Underwater Robotics Engineer",
      es: "Ingeniero(a) de Robótica Submarina",
    };
    const v = await editor.save(ana, "vacancy", created.key, { ...draft, title: newTitle }, created.version);
    await editor.publish(ana, "vacancy", created.key, { baseVersion: v.version });
    await editor.unpublish(ana, "vacancy", closed!.key);

    // The running site shows the change after its store's next recheck (2 s).
    await expect
      .poll(async () => (await fetchText(first.url, withLang(portalPath("trabalhe"), "en"))).body, { timeout: 10_000 })
      .toContain(newTitle.en);

    const content = await publishedContent(handle.db);
    for (const { file } of contentTypeRows) {
      const full = path.join(exportDir, file);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, await contentFileText(file, content[file]));
    }
    symlinkSync(path.join(root, "content", "media"), path.join(exportDir, "media"));
    second = await startServer({ CONTENT_DIR: exportDir });

    const openings = content["vacancies.json"].filter((o) => o.visible).map((o) => vacancyPath(o.key));
    expect(openings).toContain(vacancyPath(created.key));
    expect(openings).not.toContain(vacancyPath(closed!.key));
    const pages = [...indexablePages.map((p) => portalPath(p)), "/portal/acessibilidade", ...openings, vacancyPath(closed!.key)];
    const addresses = [
      ...pages.flatMap((p) => languages.map((l) => withLang(p, l.code))),
      "/sitemap.xml",
      ...languages.map((l) => `/feeds/noticias.xml?lang=${l.code}`),
      "/api/vacancy/all/visible",
    ];
    let compared = 0;
    for (const address of addresses) {
      const [a, b] = [await fetchText(first.url, address), await fetchText(second.url, address)];
      expect(b.status, address).toBe(a.status);
      expect(firstDifference(a.body, b.body), address).toBeUndefined();
      compared++;
    }
    expect(compared).toBeGreaterThan(130);
    // The edits are what was compared: the changed title, the new opening, the closed one's 404.
    expect((await fetchText(second.url, withLang(vacancyPath(changed!.key), "en"))).body).toContain(title.en);
    expect((await fetchText(second.url, withLang(vacancyPath(closed!.key), "en"))).status).toBe(404);
  }, 240_000);
});

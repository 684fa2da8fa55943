/**
 * A published opening reaches everything the site derives from content (the sitemap, the API, the
 * chat's index), and leaves all of them by itself when its closing date has passed: a controlled
 * clock, no restart. On SQLite, and on PostgreSQL when it answers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentOf } from "../../../common/content/content-types";
import { openingNotFound } from "../../../common/content/openings";
import { createChatService } from "../../chat/service";
import { createPostgresDatabase, postgresAdminUrl, postgresAnswers } from "../../content/test-support";
import { startTestApp, type TestApp } from "../../testing/test-app";
import { createContentEditor } from "./items";

type Vacancy = ContentOf<"vacancies.json">[number];

const pgUp = await postgresAnswers();
if (!pgUp)
  console.log(`SKIP the PostgreSQL half of server/editor/content/propagation.test.ts: no PostgreSQL at ${postgresAdminUrl}`);

const KEY = "engenheiro-robotica-submarina";
const title = {
  pt: "Engenheiro(a) de Robótica Submarina",
  en: "Underwater Robotics Engineer",
  es: "Ingeniero(a) de Robótica Submarina",
};

describe.each(["sqlite", "postgres"] as const)("an opening published and closing on %s", (engine) => {
  let app: TestApp;
  let drop: (() => Promise<void>) | undefined;
  let clock = Date.parse("2026-11-25T15:00:00Z");

  beforeAll(async () => {
    if (engine === "postgres" && !pgUp) return;
    const env: Record<string, string> = { PUBLIC_URL: "https://lead.example" };
    if (engine === "postgres") {
      const database = await createPostgresDatabase();
      drop = database.drop;
      env.DATABASE_URL = database.url;
    }
    app = await startTestApp(env, {}, { now: () => clock });
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  const text = async (path: string) => {
    const response = await fetch(`${app.url}${path}`);
    return { status: response.status, body: await response.text() };
  };
  const chatReply = async () =>
    (await createChatService(app.services).bot()).reply("vaga de engenheiro de robótica submarina", "pt").text;

  it.skipIf(engine === "postgres" && !pgUp)(
    "is in the sitemap, the API and the chat once published, and gone after its closing day",
    async () => {
      const editor = createContentEditor({
        db: app.services.database.db,
        canEdit: () => true,
        now: () => clock,
        onPublished: () => app.services.content.invalidate(),
      });
      const hr = { id: "ana@lead.example", role: "openings" };
      const source = (await app.services.content.visibleVacancies())[0]!;
      const draft = await editor.duplicate(hr, "vacancy", source.key, KEY);
      const item = (await editor.get(hr, "vacancy", KEY)).data as Vacancy;
      const saved = await editor.save(hr, "vacancy", KEY, { ...item, title, closingDate: "2026-11-26" }, draft.version);

      // A draft is not public.
      expect((await text(`/api/vagas/${KEY}?lang=es`)).status).toBe(404);
      expect((await text("/sitemap.xml")).body).not.toContain(KEY);

      await editor.publish(hr, "vacancy", KEY, { baseVersion: saved.version });
      expect((await text("/sitemap.xml")).body).toContain(`https://lead.example/portal/trabalhe/${KEY}?lang=es`);
      const api = await text(`/api/vagas/${KEY}?lang=es`);
      expect(api.status).toBe(200);
      expect(JSON.parse(api.body)).toMatchObject({ vacancy: { key: KEY, title: title.es, datePosted: "2026-11-25" } });
      expect((await text("/api/vacancy/all/visible")).body).toContain(title.en);
      expect(await chatReply()).toContain(`[link:/portal/trabalhe/${KEY}?lang=pt|${title.pt}]`);

      // The next day in Fortaleza (UTC-3) starts at 03:00 UTC; the store looks again within 2 s.
      clock = Date.parse("2026-11-27T03:00:00Z") + 5000;
      expect((await text("/sitemap.xml")).body).not.toContain(KEY);
      const gone = await text(`/api/vagas/${KEY}?lang=es`);
      expect(gone.status).toBe(404);
      expect(JSON.parse(gone.body)).toEqual({ error: "not_found", message: openingNotFound.es.text });
      expect((await text("/api/vacancy/all/visible")).body).not.toContain(title.en);
      expect(await chatReply()).not.toContain(KEY);
    },
  );
});

/**
 * One publish and the wait for the public page to show it, for the cluster test and
 * `npm run bench:publish`: an opening's English title is changed and published through the
 * editor's data layer (server/editor/content/items.ts) on the database the instances share, and
 * each watched address is asked until its page carries the new title.
 */
import { loadConfig } from "../../server/config";
import { openDatabase, type DatabaseHandle } from "../../server/db/database";
import { createContentEditor, type ContentEditor } from "../../server/editor/content/items";
import type { ContentOf } from "../../common/content/content-types";

type Vacancy = ContentOf<"vacancies.json">[number];

export interface Publisher {
  /** The opening whose page is watched: /portal/trabalhe/{key}?lang=en. */
  key: string;
  /** Publishes a new title; resolves when committed, with the title and the commit's time (performance.now()). */
  publish(): Promise<{ title: string; committedAt: number }>;
  close(): Promise<void>;
}

export async function openPublisher(databaseUrl: string): Promise<Publisher> {
  const handle: DatabaseHandle = openDatabase(loadConfig({ DATABASE_URL: databaseUrl, APP_SECRET: "s".repeat(40) }));
  const editor: ContentEditor = createContentEditor({ db: handle.db, canEdit: () => true });
  const actor = { id: "bench@lead.example", role: "admin" };
  const { items } = await editor.list(actor, "vacancy", { status: "published", limit: 1 });
  const key = items[0]!.key;
  let round = 0;
  return {
    key,
    async publish() {
      const item = await editor.get(actor, "vacancy", key);
      const data = item.data as Vacancy;
      const title = `Publish ${++round} ${Date.now().toString(36)}`;
      const saved = await editor.save(actor, "vacancy", key, { ...data, title: { ...data.title, en: title } }, item.version);
      await editor.publish(actor, "vacancy", key, { baseVersion: saved.version });
      return { title, committedAt: performance.now() };
    },
    close: () => handle.close(),
  };
}

/** Asks `url` every `everyMs` until its body contains `text`; the time it first did (performance.now()). */
export async function firstServed(url: string, text: string, options: { everyMs?: number; timeoutMs?: number } = {}) {
  const every = options.everyMs ?? 20;
  const deadline = performance.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    const response = await fetch(url);
    const body = await response.text();
    const at = performance.now();
    if (body.includes(text)) return at;
    if (at > deadline) throw new Error(`${url} did not show "${text}" in time`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

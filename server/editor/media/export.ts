/**
 * content:export's media part: the uploaded pictures and clips of the database, written beside the
 * generated media so that the exported content is whole. Each file goes to content/media/<path>
 * (img/editor/…, libras/editor/…), a chunk at a time; their entries to content/media/uploads.json,
 * which server/media.ts reads as it reads manifest.json, so content imported into a new database
 * still finds its pictures. Files already there (same size: the names carry a fingerprint) are
 * left alone.
 */
import { createWriteStream } from "node:fs";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import type { Database } from "../../db/database";
import { createMediaStore } from "./store";

export const UPLOADS_MANIFEST = "uploads.json";

export async function exportMedia(
  db: Database,
  mediaDir: string,
): Promise<{ files: number; written: number; manifestChanged: boolean }> {
  const store = createMediaStore({ db, cacheDir: path.join(mediaDir, ".export-unused") });
  let files = 0;
  let written = 0;
  for await (const file of store.files()) {
    files++;
    const target = path.join(mediaDir, file.path);
    if (!target.startsWith(path.resolve(mediaDir) + path.sep)) continue;
    const size = await stat(target).then(
      (s) => s.size,
      () => -1,
    );
    const row = await db.selectFrom("media_file").select("size").where("path", "=", file.path).executeTakeFirstOrThrow();
    if (size === Number(row.size)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.part`;
    await pipeline(Readable.from(file.read()), createWriteStream(tmp));
    await rename(tmp, target);
    written++;
  }
  const all = (await store.all()).sort((a, b) => a.name.localeCompare(b.name));
  const manifest = {
    images: Object.fromEntries(all.filter((m) => m.kind === "image").map((m) => [m.name, m.entry])),
    clips: Object.fromEntries(all.filter((m) => m.kind === "clip").map((m) => [m.name, m.entry])),
    labels: Object.fromEntries(all.map((m) => [m.name, m.label])),
  };
  const text = JSON.stringify(manifest, null, 2) + "\n";
  const manifestFile = path.join(mediaDir, UPLOADS_MANIFEST);
  const before = await readFile(manifestFile, "utf8").catch(() => undefined);
  const manifestChanged = all.length > 0 && before !== text;
  if (manifestChanged) await writeFile(manifestFile, text);
  return { files, written, manifestChanged };
}

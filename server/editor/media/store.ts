/**
 * The uploaded media's shared store (docs/decisions/0037-media-in-the-database.md): the database
 * every instance reads (SQLite alone, PostgreSQL in a cluster), with a disk cache per instance
 * under DATA_DIR. Never the code folder.
 *
 * - `save` writes a picture's or clip's files a chunk at a time (512 KB), then its row, in one
 *   transaction: another instance sees the media whole or not at all.
 * - The index (names → manifest entries, a few hundred bytes each) is what page rendering reads,
 *   synchronously. Each instance reads the rows after the last id it has seen every `pollMs`
 *   (1 s), and at once after its own upload: a picture uploaded through one instance is known to
 *   every other within about a second, inside the publish promise of 5 s.
 * - `serve` answers GET /media/<path> for uploaded files: from the disk cache when there, else the
 *   file is copied from the database into the cache one chunk at a time (one copy per file at a
 *   time, however many ask), then sent from disk (ranges, ETag, a year's immutable caching: the
 *   names carry a fingerprint). Memory stays one chunk per file being copied.
 */
import { createReadStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { sql } from "kysely";
import type { Database } from "../../db/database";
import { generatedId } from "./receive";

export const CHUNK_BYTES = 512 * 1024;

type Src = { w: number; src: string };
export interface UploadedImage {
  width: number;
  height: number;
  color: string;
  sources: Record<"avif" | "webp" | "jpeg", Src[]>;
}
export interface UploadedClip {
  mp4: string;
  poster: string;
  duration: number;
}
export type MediaKind = "image" | "clip";
export type StoredMedia =
  | { name: string; kind: "image"; entry: UploadedImage; label: string; createdAt: string }
  | { name: string; kind: "clip"; entry: UploadedClip; label: string; createdAt: string };

/** The prefixes of uploaded files under /media (the generated ones live in content/media). */
export const uploadedPrefixes = ["img/editor/", "libras/editor/"];
export const isUploadedPath = (p: string) => uploadedPrefixes.some((prefix) => p.startsWith(prefix));

const contentTypes: Record<string, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
  mp4: "video/mp4",
};
export const contentTypeOf = (file: string) => contentTypes[file.slice(file.lastIndexOf(".") + 1)] ?? "application/octet-stream";

/** A year, as the generated media and the built assets are cached. */
const IMMUTABLE = "public, max-age=31536000, immutable";

export function createMediaStore(options: {
  db: Database;
  cacheDir: string;
  pollMs?: number;
  log?: { warn(m: string, d?: object): void };
}) {
  const { db } = options;
  const cacheDir = path.resolve(options.cacheDir);
  const index = new Map<string, StoredMedia>();
  let lastId = 0;
  let refreshing: Promise<void> | undefined;

  async function readNew(): Promise<void> {
    for (;;) {
      const rows = await db
        .selectFrom("media_object")
        .select(["id", "name", "kind", "entry", "label", "created_at"])
        .where("id", ">", lastId)
        .orderBy("id")
        .limit(500)
        .execute();
      for (const row of rows) {
        index.set(row.name, {
          name: row.name,
          kind: row.kind as MediaKind,
          entry: JSON.parse(row.entry),
          label: row.label,
          createdAt: row.created_at,
        } as StoredMedia);
        lastId = Math.max(lastId, row.id);
      }
      if (rows.length < 500) return;
    }
  }

  /** Reads the media rows added since the last read (one read at a time). */
  function refresh(): Promise<void> {
    refreshing ??= readNew().finally(() => (refreshing = undefined));
    return refreshing;
  }

  let timer: NodeJS.Timeout | undefined;
  function start() {
    if (timer) return;
    timer = setInterval(
      () => void refresh().catch((error: unknown) => options.log?.warn("media index refresh failed", { error })),
      options.pollMs ?? 1000,
    );
    timer.unref();
  }

  /**
   * Stores a picture or clip: each file from `dir` a chunk at a time, then its row, in one
   * transaction; the files are then moved into this instance's cache (they are already made).
   */
  async function save(media: {
    name: string;
    kind: MediaKind;
    entry: UploadedImage | UploadedClip;
    label: string;
    createdBy?: string;
    /** Paths under /media, made in `dir` under their base names. */
    files: string[];
    dir: string;
  }): Promise<void> {
    await db.transaction().execute(async (trx) => {
      for (const file of media.files) {
        const local = path.join(media.dir, path.basename(file));
        const handle = await open(local, "r");
        let seq = 0;
        let size = 0;
        try {
          const buffer = Buffer.alloc(CHUNK_BYTES);
          for (;;) {
            const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, size);
            if (bytesRead === 0) break;
            await trx
              .insertInto("media_chunk")
              .values({ path: file, seq, data: Buffer.from(buffer.subarray(0, bytesRead)) })
              .execute();
            size += bytesRead;
            seq++;
          }
        } finally {
          await handle.close();
        }
        await trx
          .insertInto("media_file")
          .values({ path: file, media_name: media.name, content_type: contentTypeOf(file), size, chunks: seq })
          .execute();
      }
      await trx
        .insertInto("media_object")
        .values({
          name: media.name,
          kind: media.kind,
          entry: JSON.stringify(media.entry),
          label: media.label.slice(0, 200),
          created_at: new Date().toISOString(),
          created_by: media.createdBy ?? null,
        })
        .execute();
    });
    for (const file of media.files) {
      const target = cachePath(file);
      if (!target) continue;
      await mkdir(path.dirname(target), { recursive: true });
      await rename(path.join(media.dir, path.basename(file)), target).catch(() => undefined);
    }
    await refresh();
  }

  /** The cache file of a path under /media, or undefined when the path leaves the cache folder. */
  function cachePath(file: string): string | undefined {
    if (!isUploadedPath(file) || file.includes("..") || file.includes("\\") || file.includes("\0")) return undefined;
    const target = path.join(cacheDir, file);
    return target.startsWith(cacheDir + path.sep) ? target : undefined;
  }

  const filling = new Map<string, Promise<boolean>>();

  /** Copies one file from the database into the cache, a chunk at a time; false when unknown. */
  async function fill(file: string, target: string): Promise<boolean> {
    const row = await db.selectFrom("media_file").select(["size", "chunks"]).where("path", "=", file).executeTakeFirst();
    if (!row) return false;
    await mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${generatedId()}.part`;
    const handle = await open(tmp, "wx", 0o644);
    try {
      for (let seq = 0; seq < row.chunks; seq++) {
        const chunk = await db
          .selectFrom("media_chunk")
          .select("data")
          .where("path", "=", file)
          .where("seq", "=", seq)
          .executeTakeFirstOrThrow();
        await handle.write(chunk.data as Uint8Array);
      }
      await handle.close();
      const written = await stat(tmp);
      if (written.size !== Number(row.size)) throw new Error(`media file ${file}: ${written.size} of ${row.size} bytes`);
      await rename(tmp, target);
      return true;
    } catch (error) {
      await handle.close().catch(() => undefined);
      await rm(tmp, { force: true });
      throw error;
    }
  }

  /** Makes sure the file is in the cache; false when the database has no such file. */
  async function cached(file: string): Promise<string | undefined> {
    const target = cachePath(file);
    if (!target) return undefined;
    if (
      await stat(target).then(
        (s) => s.isFile(),
        () => false,
      )
    )
      return target;
    let pending = filling.get(file);
    if (!pending) {
      pending = fill(file, target).finally(() => filling.delete(file));
      filling.set(file, pending);
    }
    return (await pending) ? target : undefined;
  }

  /** Express middleware for /media: uploaded files from the store, anything else to `next`. */
  function serve(req: Request, res: Response, next: NextFunction): void {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let file: string;
    try {
      file = decodeURIComponent(req.path.replace(/^\/+/, ""));
    } catch {
      return next();
    }
    if (!isUploadedPath(file)) return next();
    cached(file).then(
      (target) => {
        // Not in the database: perhaps exported with the content (content/media, served next).
        if (!target) return next();
        res.sendFile(target, { headers: { "Cache-Control": IMMUTABLE }, cacheControl: false, dotfiles: "deny" }, (error) => {
          if (error && !res.headersSent) next(error);
        });
      },
      (error: unknown) => next(error),
    );
  }

  /** The newest media of a kind, paged; `names` narrows to those (a search's matches). */
  async function list(query: { kind: MediaKind; search?: string; names?: readonly string[]; offset: number; limit: number }) {
    let q = db.selectFrom("media_object").select(["name", "label", "created_at"]).where("kind", "=", query.kind);
    const words = (query.search ?? "").trim().toLowerCase();
    if (words) {
      const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const names = (query.names ?? []).slice(0, 1000);
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(label)`, "like", sql`${like} escape '\\'`),
          eb(sql`lower(name)`, "like", sql`${like} escape '\\'`),
          ...(names.length ? [eb("name", "in", names)] : []),
        ]),
      );
    }
    const rows = await q
      .orderBy("id", "desc")
      .offset(query.offset)
      .limit(query.limit + 1)
      .execute();
    return { items: rows.slice(0, query.limit), more: rows.length > query.limit };
  }

  /** Every file of the store, one at a time (for content:export). */
  async function* files(): AsyncGenerator<{ path: string; read: () => AsyncGenerator<Uint8Array> }> {
    let after = "";
    for (;;) {
      const rows = await db
        .selectFrom("media_file")
        .select(["path", "chunks"])
        .where("path", ">", after)
        .orderBy("path")
        .limit(200)
        .execute();
      for (const row of rows) {
        yield {
          path: row.path,
          read: async function* () {
            for (let seq = 0; seq < row.chunks; seq++) {
              const chunk = await db
                .selectFrom("media_chunk")
                .select("data")
                .where("path", "=", row.path)
                .where("seq", "=", seq)
                .executeTakeFirstOrThrow();
              yield chunk.data as Uint8Array;
            }
          },
        };
      }
      if (rows.length < 200) return;
      after = rows.at(-1)!.path;
    }
  }

  return {
    cacheDir,
    refresh,
    start,
    stop: () => timer && clearInterval(timer),
    save,
    serve,
    list,
    files,
    /** Every known media row (for content:export's manifest), read fresh. */
    async all(): Promise<StoredMedia[]> {
      await refresh();
      return [...index.values()];
    },
    get: (name: string) => index.get(name),
    image: (name: string) => {
      const m = index.get(name);
      return m?.kind === "image" ? m.entry : undefined;
    },
    clip: (name: string) => {
      const m = index.get(name);
      return m?.kind === "clip" ? m.entry : undefined;
    },
    /** For tests: a file streamed from the cache. */
    open: async (file: string) => {
      const target = await cached(file);
      return target ? createReadStream(target) : undefined;
    },
  };
}
export type MediaStore = ReturnType<typeof createMediaStore>;

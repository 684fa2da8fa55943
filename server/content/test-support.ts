/**
 * Helpers for the content and API tests (not shipped): a private copy of content/ with a media
 * manifest that lists every image and clip the content names, temporary PostgreSQL databases,
 * the real HTTP assembly on a loopback port, and a raw HTTP GET that shows the bytes as sent.
 */
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request, type IncomingHttpHeaders, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { createServices, projectRoot, type Services } from "../services";
import { importContent } from "./import";
import { loadContentFiles } from "./load-files";

export const realContentDir = path.join(projectRoot, "content");
export const postgresAdminUrl =
  process.env.TEST_POSTGRES_URL ?? process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Every image name and clip name the content files refer to. */
export function mediaNamesIn(dir: string): { images: Set<string>; clips: Set<string> } {
  const images = new Set<string>();
  const clips = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== "object") return;
    const obj = value as Record<string, unknown>;
    if (typeof obj.file === "string" && obj.alt && typeof obj.alt === "object") images.add(obj.file);
    if (typeof obj.libras === "string") clips.add(obj.libras);
    Object.values(obj).forEach(walk);
  };
  for (const file of jsonFilesIn(dir)) walk(JSON.parse(readFileSync(file, "utf8")));
  return { images, clips };
}

function jsonFilesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === "media") return [];
    if (statSync(full).isDirectory()) return jsonFilesIn(full);
    return name.endsWith(".json") ? [full] : [];
  });
}

/** A fingerprinted file name as the media generator would write it. */
const fingerprint = (name: string) => `${name}.${Buffer.from(name).toString("hex").slice(-8)}`;

/** A manifest in the media generator's format that lists `names`, with no files behind it. */
export function syntheticManifest(names: { images: Iterable<string>; clips: Iterable<string> }) {
  const images: Record<string, unknown> = {};
  for (const name of names.images) {
    const src = (w: number, ext: string) => ({ w, src: `img/${fingerprint(name)}-${w}.${ext}` });
    images[name] = {
      width: 960,
      height: 640,
      color: "#334455",
      sources: {
        avif: [src(480, "avif"), src(960, "avif")],
        webp: [src(480, "webp"), src(960, "webp")],
        jpeg: [src(480, "jpg"), src(960, "jpg")],
      },
    };
  }
  const clips: Record<string, unknown> = {};
  for (const name of names.clips) {
    clips[name] = { mp4: `libras/${fingerprint(name)}.mp4`, poster: `libras/${fingerprint(name)}.jpg`, duration: 4 };
  }
  return { images, clips, assets: {} };
}

/** A private copy of content/ (JSON only) with a synthetic media manifest; `cleanup` removes it. */
export function contentCopy(): { dir: string; cleanup(): void } {
  const root = mkdtempSync(path.join(tmpdir(), "lead-content-"));
  const dir = path.join(root, "content");
  cpSync(realContentDir, dir, { recursive: true, filter: (src) => !src.startsWith(path.join(realContentDir, "media")) });
  mkdirSync(path.join(dir, "media"), { recursive: true });
  writeFileSync(path.join(dir, "media", "manifest.json"), JSON.stringify(syntheticManifest(mediaNamesIn(dir))));
  return { dir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** True when PostgreSQL answers at the test address within two seconds. */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh PostgreSQL database with a random name; `drop` removes it (closing what is left open). */
export async function createPostgresDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `lead_test_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

export type Engine = "sqlite" | "postgres";

/**
 * What the tests on both engines start from: whether PostgreSQL answers (saying, when not, that
 * `file`'s PostgreSQL half is skipped), a private content copy's files, and the cleanups that
 * `cleanup` (the caller's afterAll) runs last-first.
 */
export async function contentTestBed(file: string) {
  const pgUp = await postgresAnswers();
  if (!pgUp) console.log(`SKIP the PostgreSQL half of ${file}: PostgreSQL is not reachable at ${postgresAdminUrl}`);
  const copy = contentCopy();
  const files = await loadContentFiles(copy.dir);
  const cleanups: Array<() => unknown> = [copy.cleanup];
  const cleanup = async () => {
    for (const c of cleanups.reverse()) await c();
  };
  return { pgUp, files, cleanups, cleanup };
}

/** A new, empty database's URL: a file in a temporary folder, or a fresh PostgreSQL database; dropped by `cleanups`. */
export async function temporaryDatabaseUrl(engine: Engine, cleanups: Array<() => unknown>): Promise<string> {
  if (engine === "postgres") {
    const database = await createPostgresDatabase();
    cleanups.push(() => database.drop());
    return database.url;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "lead-test-db-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return path.join(dir, "lead.db");
}

/** A handle on the database at `url` (another connection, as a second instance has), closed by `cleanups`. */
export function openDatabaseAt(url: string, cleanups: Array<() => unknown>, secret = "s".repeat(40)): DatabaseHandle {
  const handle = openDatabase(loadConfig({ DATABASE_URL: url, APP_SECRET: secret }));
  cleanups.push(() => handle.close());
  return handle;
}

/**
 * A migrated database holding `files`' content: SQLite in a temporary folder, or a fresh
 * PostgreSQL database. What it opens is pushed onto `cleanups`, for the caller's afterAll.
 */
export async function openSeededDatabase(
  engine: Engine,
  files: { content: Parameters<typeof importContent>[1]; hash: string },
  cleanups: Array<() => unknown>,
  secret = "s".repeat(40),
): Promise<DatabaseHandle> {
  const handle = openDatabaseAt(await temporaryDatabaseUrl(engine, cleanups), cleanups, secret);
  await migrateToLatest(handle);
  await importContent(handle.db, files.content, files.hash);
  return handle;
}

export interface RunningApi {
  url: string;
  services: Services;
  close(): Promise<void>;
}

/**
 * The real HTTP assembly (createApp: security headers, compression, /api, /portal-main.json) on
 * a loopback port, with its own database. Pages are not served (no React Router build is given);
 * the API does not need them.
 */
export async function startApi(options: {
  databaseUrl: string;
  contentDir: string;
  /** The content store's clock (ms), for tests that move it (an opening's closing, the highlight's end). */
  now?: () => number;
}): Promise<RunningApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "lead-api-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: options.databaseUrl === "sqlite" ? path.join(dataDir, "lead.db") : options.databaseUrl,
    DATA_DIR: dataDir,
    APP_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "silent",
  });
  const services = await createServices(config, { contentDir: options.contentDir, now: options.now });
  const app = createApp(services, {});
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    services,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent (still compressed when Content-Encoding says so). */
  body: Buffer;
}

/** A plain HTTP request (no automatic decompression, no hidden headers). */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? "GET", headers: options.headers ?? {}, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

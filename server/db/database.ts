/**
 * The one place that decides SQLite or PostgreSQL. Everything else talks to `Database`
 * (a Kysely instance) and never knows which engine is behind it.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "./sqlite-driver";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Config } from "../config";
import type { DB } from "./schema";

export type Database = Kysely<DB>;
export type Engine = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export function openDatabase(config: Pick<Config, "database">): DatabaseHandle {
  if (config.database.kind === "postgres") {
    // Keep BIGINT counts as numbers; our ids and counts stay far below 2^53.
    pg.types.setTypeParser(20, (v) => Number(v));
    const pool = new pg.Pool({
      connectionString: config.database.url,
      max: 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    });
    // A lost connection must not crash the process; queries fail and readiness reports it.
    const report = (error: Error) =>
      console.error(JSON.stringify({ level: "error", msg: "postgres connection error", error: error.message }));
    // The pool only listens for errors on idle clients. A client checked out between two queries
    // (inside a transaction, or just before its query) that loses its connection — a database
    // restart terminates every session — emitted an 'error' nobody heard, and the process died.
    // With this listener the client is marked unusable and the pool drops it on release.
    pool.on("connect", (client) => client.on("error", report));
    pool.on("error", report);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      engine: "postgres",
      ping: () => pingOf(db),
      close: () => db.destroy(),
    };
  }

  const file = config.database.file;
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL for concurrent readers; FULL sync so an acknowledged write survives a power cut.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    engine: "sqlite",
    ping: () => pingOf(db),
    close: () => db.destroy(),
  };
}

async function pingOf(db: Database): Promise<boolean> {
  try {
    await db.selectNoFrom((eb) => eb.lit(1).as("one")).execute();
    return true;
  } catch {
    return false;
  }
}

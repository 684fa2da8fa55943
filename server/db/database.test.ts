/**
 * The PostgreSQL connection pool survives the database ending sessions (a restart, a failover,
 * pg_terminate_backend): the process stays up, the interrupted work fails, the next works.
 * Skipped, with a printed line, when PostgreSQL is not reachable.
 */
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase } from "../content/test-support";
import { openDatabase, type DatabaseHandle } from "./database";
import { postgresAdminUrl, postgresAnswers } from "../content/test-support";

const ADMIN = postgresAdminUrl;
const pgUp = await postgresAnswers();
if (!pgUp) console.warn(`SKIP server/db/database.test.ts: PostgreSQL is not reachable at ${ADMIN}`);

describe.skipIf(!pgUp)("PostgreSQL connections ended by the server", () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let handle: DatabaseHandle;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    handle = openDatabase({ database: { kind: "postgres", url: database.url } });
    admin = new pg.Client({ connectionString: ADMIN });
    await admin.connect();
  });
  afterAll(async () => {
    await handle?.close();
    await admin?.end();
    await database?.drop();
  });

  it("do not end the process when a session is terminated between two queries of a transaction", async () => {
    const transaction = handle.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      await admin.query("select pg_terminate_backend($1)", [rows[0]!.pid]);
      // The termination arrives while this client runs no query: only a listener on the client hears it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await sql`select 1`.execute(trx);
    });
    await expect(transaction).rejects.toThrow();
    // The broken client was dropped: the pool answers with a new one.
    expect(await handle.ping()).toBe(true);
  });
});

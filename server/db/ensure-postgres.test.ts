/**
 * A fresh PostgreSQL server without the database DATABASE_URL names: start-up creates it, and
 * says in one line what to do when it cannot. Skipped, with a printed line, without PostgreSQL.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { postgresAdminUrl, postgresAnswers } from "../content/test-support";
import { ensurePostgresDatabase, StartupError } from "./ensure-postgres";

const pgUp = await postgresAnswers();
if (!pgUp) console.warn(`SKIP server/db/ensure-postgres.test.ts: PostgreSQL is not reachable at ${postgresAdminUrl}`);

describe.skipIf(!pgUp)("a missing PostgreSQL database", () => {
  const name = `lead_missing_${randomBytes(4).toString("hex")}`;
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;

  afterAll(async () => {
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(name)}`);
    await admin.end();
  });

  it("is created on the first start, then found on the next ones, also when two race", async () => {
    expect(await ensurePostgresDatabase(url.href)).toEqual({ created: true, name });
    const client = new pg.Client({ connectionString: url.href });
    await client.connect();
    expect((await client.query("select current_database() as db")).rows[0].db).toBe(name);
    await client.end();
    const again = await Promise.all([ensurePostgresDatabase(url.href), ensurePostgresDatabase(url.href)]);
    expect(again).toEqual([
      { created: false, name },
      { created: false, name },
    ]);
  });

  it("stops start-up with one line naming the fix when the role may not create it", async () => {
    const role = `lead_nocreate_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    await admin.query(`CREATE ROLE ${role} LOGIN NOCREATEDB`);
    try {
      const forbidden = new URL(url.href);
      forbidden.username = role;
      forbidden.pathname = `/${name}_other`;
      const error = await ensurePostgresDatabase(forbidden.href).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StartupError);
      expect((error as Error).message).toMatch(/^Database "lead_missing_\w+_other" does not exist on .* could not be created/);
      expect((error as Error).message).toContain(`createdb -h ${url.hostname} -U ${role} ${name}_other`);
      expect((error as Error).message).not.toContain("\n");
    } finally {
      await admin.query(`DROP ROLE ${role}`);
      await admin.end();
    }
  });

  it("says which server could not be reached", async () => {
    const error = await ensurePostgresDatabase("postgres://postgres@127.0.0.1:1/lead").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toMatch(/^Cannot reach PostgreSQL at 127\.0\.0\.1:1 .*Check DATABASE_URL\.$/);
  });
});

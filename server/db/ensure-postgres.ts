/**
 * A fresh PostgreSQL server has no database named in DATABASE_URL ("lead" in the README): create
 * it, as `createdb` would, through the server's maintenance database. Several instances starting
 * at once may race to create it; the loser's "already exists" is success. When it cannot be
 * created (no right to, no server), start-up stops with one line that says what to do.
 */
import pg from "pg";

/** A start-up failure the operator can fix; main() logs its message as one line, no stack. */
export class StartupError extends Error {
  override name = "StartupError";
}

const INVALID_CATALOG = "3D000";
const DUPLICATE_DATABASE = "42P04";

export async function ensurePostgresDatabase(url: string): Promise<{ created: boolean; name: string }> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, "")) || target.username || "postgres";
  const where = `${target.hostname}:${target.port || "5432"}`;
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await probe.connect();
    return { created: false, name };
  } catch (error) {
    if ((error as { code?: string }).code !== INVALID_CATALOG) {
      throw new StartupError(`Cannot reach PostgreSQL at ${where} (${(error as Error).message}). Check DATABASE_URL.`);
    }
  } finally {
    await probe.end().catch(() => undefined);
  }

  const maintenance = new URL(url);
  maintenance.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: maintenance.href, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`);
    return { created: true, name };
  } catch (error) {
    if ((error as { code?: string }).code === DUPLICATE_DATABASE) return { created: false, name };
    throw new StartupError(
      `Database "${name}" does not exist on ${where} and could not be created (${(error as Error).message}). ` +
        `Create it with: createdb -h ${target.hostname} -U ${target.username || "postgres"} ${name}`,
    );
  } finally {
    await admin.end().catch(() => undefined);
  }
}

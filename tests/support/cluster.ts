/**
 * Whether the cluster tests can run here: nginx installed, PostgreSQL and Redis answering. The
 * reason when not, so a skipped file says why in one line instead of silently passing.
 */
import { Redis } from "ioredis";
import pg from "pg";
import { nginxAvailable } from "../../scripts/cluster/cluster";

export const PG_ADMIN = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

export async function clusterUnavailable(): Promise<string | null> {
  if (!nginxAvailable()) return "nginx is not installed (Debian: apt-get install nginx)";
  const client = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch (error) {
    return `PostgreSQL is not reachable at ${PG_ADMIN} (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `Redis is not reachable at ${REDIS_URL} (${(error as Error).message})`;
  } finally {
    redis.disconnect();
  }
  return null;
}

/** `npm run cluster`: two instances on PostgreSQL and Redis behind nginx, until Ctrl-C. */
import { startCluster } from "./cluster";

const cluster = await startCluster({ instances: Number(process.env.INSTANCES ?? 2) });
console.log(`Lead Portal cluster at ${cluster.url}`);
for (const i of cluster.instances) console.log(`  ${i.name}: ${i.url}`);
console.log(`  database: ${cluster.databaseUrl}\n  redis: ${cluster.redisUrl}\nCtrl-C stops everything and drops the database.`);
const stop = async () => {
  await cluster.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());

/**
 * `npm run bench:publish`: the time from a publish to the public page changing, p50 and p99 over
 * BENCH_PUBLISHES publishes (default 50), on one instance (the built server on SQLite) and on the
 * cluster (two instances behind nginx on PostgreSQL and Redis; for each publish, the time until
 * both instances serve it).
 *
 * Each publish changes an opening's English title through the editor's data layer on the database
 * the instances use (scripts/bench/publish-watch.ts), and the opening's page is asked every 20 ms
 * until it carries the new title. The page is cached between publishes, so what is measured is
 * the propagation (the content store's 2-second recheck of the shared version, then one render),
 * not a render alone. The baseline printed beside it is one uncached render of the same page.
 *
 * Each publish waits a random 0-2 s first: an editor's publish falls anywhere in an instance's
 * recheck interval, while publishing right after the previous one was seen would always land just
 * after a recheck and measure the worst case every time.
 */
import path from "node:path";
import { vacancyPath, withLang } from "../../common/paths";
import { startCluster } from "../cluster/cluster";
import { spawnServer } from "../../tests/e2e/harness";
import { firstServed, openPublisher } from "./publish-watch";

const publishes = Number(process.env.BENCH_PUBLISHES ?? 50);

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const ms = (v: number) => `${Math.round(v)} ms`;

async function measure(label: string, databaseUrl: string, urls: string[]) {
  const publisher = await openPublisher(databaseUrl);
  try {
    const page = withLang(vacancyPath(publisher.key), "en");
    // One render with the cache bypassed (PAGE_CACHE off would change what is measured): the floor.
    const renders: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      await fetch(`${urls[0]}${page}&render=${i}`).then((r) => r.text());
      renders.push(performance.now() - t);
    }
    const times: number[] = [];
    for (let i = 0; i < publishes; i++) {
      for (const url of urls) await fetch(url + page).then((r) => r.text());
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 2000));
      const { title, committedAt } = await publisher.publish();
      const served = await Promise.all(urls.map((url) => firstServed(url + page, title)));
      times.push(Math.max(...served) - committedAt);
      process.stdout.write(".");
    }
    process.stdout.write("\n");
    const sorted = [...times].sort((a, b) => a - b);
    renders.sort((a, b) => a - b);
    console.log(
      `${label.padEnd(38)} p50 ${ms(quantile(sorted, 0.5)).padStart(8)}  p99 ${ms(quantile(sorted, 0.99)).padStart(8)}  max ${ms(sorted.at(-1)!).padStart(8)}  (one uncached render: ${ms(quantile(renders, 0.5))})`,
    );
  } finally {
    await publisher.close();
  }
}

async function main() {
  console.log(
    `Publish → public page changed, over ${publishes} publishes (each instance re-reads the content version at most every 2 s)`,
  );
  const single = await spawnServer({ dataPrefix: "lead-bench-publish-" });
  try {
    await measure("one instance (SQLite)", path.join(single.dataDir, "lead.db"), [single.url]);
  } finally {
    await single.stop();
  }
  const cluster = await startCluster();
  try {
    await measure(
      "cluster: 2 instances, PostgreSQL + Redis",
      cluster.databaseUrl,
      cluster.instances.map((i) => i.url),
    );
  } finally {
    await cluster.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

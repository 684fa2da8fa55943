/**
 * `npm run bench:chat-answers`: how well and how fast Stuart answers the question set
 * (server/chat/knowledge/question-set.ts), in-process, with each search library:
 * top-1 accuracy per language, answer time p50/p99 over the set (5 rounds after a warm-up
 * round), and the time to build the index from the content files.
 * BENCH_ENGINES=minisearch,orama (default both). The bot uses MiniSearch (docs/decisions/0018).
 */
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { createBot } from "../../server/chat/bot";
import { contentFromFiles } from "../../server/chat/knowledge/content-files";
import { createMiniSearchEngine, type EngineName } from "../../server/chat/knowledge/engines";
import { createOramaEngine } from "../../server/chat/knowledge/orama-engine";
import { evaluate, percentile } from "../../server/chat/knowledge/evaluate";
import { questionSet } from "../../server/chat/knowledge/question-set";

const engines = (process.env.BENCH_ENGINES ?? "minisearch,orama").split(",") as EngineName[];
const factories = { minisearch: createMiniSearchEngine, orama: createOramaEngine };
const ROUNDS = 5;
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

// The machine is shared: a p99 read under load measures the scheduler as much as the bot.
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")} on ${cpus().length} cores`,
);

for (const engine of engines) {
  const builds: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    createBot(contentFromFiles, { engine: factories[engine] });
    builds.push(performance.now() - start);
  }
  const bot = createBot(contentFromFiles, { engine: factories[engine] });
  const first = evaluate(bot, questionSet); // also the warm-up
  const times: number[] = [];
  const rounds: number[][] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const round = evaluate(bot, questionSet).times;
    rounds.push(round);
    times.push(...round);
  }
  // Each question's fastest round: what the bot costs without the other processes' share of the CPU.
  const best = questionSet.map((_, q) => Math.min(...rounds.map((r) => r[q]!)));
  console.log(`\n${engine}: ${questionSet.length} questions`);
  console.log(
    `  top-1 accuracy: pt ${pct(first.accuracy.pt)} (${first.total.pt}), en ${pct(first.accuracy.en)} (${first.total.en}), es ${pct(first.accuracy.es)} (${first.total.es})`,
  );
  console.log(
    `  answer time: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms, max ${Math.max(...times).toFixed(2)} ms (${times.length} answers)`,
  );
  console.log(
    `  answer time, each question's best of ${ROUNDS}: p50 ${percentile(best, 50).toFixed(2)} ms, p99 ${percentile(best, 99).toFixed(2)} ms`,
  );
  console.log(`  index build: median ${percentile(builds, 50).toFixed(1)} ms (5 builds)`);
  for (const f of first.failures) console.log(`  wrong [${f.question.lang}] ${f.question.text}`);
}

/**
 * The well-behaved visitor of bench:stall and bench:pdf: /portal and /healthz one after the
 * other until the time is up, in a thread of its own, so that the bench's other work (building
 * hostile bodies, thousands of sockets) cannot delay the visitor's own event loop: its latencies
 * measure the server, not this process.
 */
import { Worker } from "node:worker_threads";

export interface VisitorResult {
  /** Milliseconds per read, in order. */
  latencies: number[];
  /**
   * When each read started, in microseconds of the machine's monotonic clock (the clock of the
   * server's `--cpu-prof` timestamps, so a slow read can be matched with what the server ran: slow-reads.ts).
   */
  startsUs: number[];
  /** Reads that were not a 200, by "target:status". */
  failures: Record<string, number>;
  /**
   * The visitor thread's own event-loop delay beyond its 10 ms sampling, ms: a
   * read is as slow as its client too, and when the server sat idle through a slow read, this says
   * whether the client was the one that stalled (its garbage collections, the machine).
   */
  ownLoop: { p99: number; max: number };
}

const visitorThread = `
const { parentPort, workerData } = require("node:worker_threads");
const { monitorEventLoopDelay } = require("node:perf_hooks");
(async () => {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const latencies = [];
  const failures = {};
  const startsUs = [];
  let i = 0;
  while (Date.now() < workerData.until) {
    const target = i++ % 2 ? "/healthz" : "/portal?lang=pt";
    const started = performance.now();
    startsUs.push(Number(process.hrtime.bigint() / 1000n));
    let status;
    try {
      const response = await fetch(workerData.url + target, { headers: { "user-agent": workerData.agent } });
      await response.arrayBuffer();
      status = response.status;
    } catch (error) {
      status = "error:" + (error.cause?.code ?? error.message);
    }
    latencies.push(performance.now() - started);
    if (status !== 200) failures[target + ":" + status] = (failures[target + ":" + status] ?? 0) + 1;
  }
  loop.disable();
  // The histogram holds each 10 ms timer's whole interval: what is late is beyond it.
  const ownLoop = { p99: Math.max(0, loop.percentile(99) / 1e6 - 10), max: Math.max(0, loop.max / 1e6 - 10) };
  parentPort.postMessage({ latencies, failures, startsUs, ownLoop });
})();
`;

/** Reads the site at `url` for `durationMs`; `agent` names the bench in the server's logs. */
export async function visitor(url: string, durationMs: number, agent: string): Promise<VisitorResult> {
  const worker = new Worker(visitorThread, { eval: true, workerData: { url, until: Date.now() + durationMs, agent } });
  const result = await new Promise<VisitorResult>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await worker.terminate();
  return result;
}

/** The p-th percentile (nearest rank) of `values`; NaN when there are none. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

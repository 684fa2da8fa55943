/**
 * Work that must not run before a request's answer is sent (docs/decisions/0036): a sign-in link
 * request looks the address up and queues its mail only once the response has finished, so the
 * answer's bytes and time are the same whether or not the address has an account.
 *
 * The queue is handed down explicitly (the load context's `afterAnswer`, made for each request by
 * `afterAnswerOf`), not found through an AsyncLocalStorage scope: on Node 20 the first `run()` of
 * any AsyncLocalStorage turns on a hook for every promise the process makes from then on, which
 * made each await of every request about three times as costly (docs/decisions/0036, stop 54).
 * Without a queue (tests, the command line) the work runs on the next turn of the event loop.
 */
import type { ServerResponse } from "node:http";

type Job = () => void;
/** Queues a job to run once the current answer has been sent. */
export type AfterAnswer = (job: Job) => void;

/** No answer to wait for: the next turn of the event loop. */
export const nextTurn: AfterAnswer = (job) => void setImmediate(job);

interface Scope {
  jobs: Job[];
  done: boolean;
}

/** Into the scope's queue, or on the next turn once its answer is sent. */
function enqueue(scope: Scope, job: Job): void {
  if (scope.done) setImmediate(job);
  else scope.jobs.push(job);
}

function flush(scope: Scope): void {
  if (scope.done) return;
  scope.done = true;
  for (const job of scope.jobs.splice(0)) setImmediate(job);
}

/**
 * The queue of one response: its jobs run when it finishes or its connection closes (a job queued
 * after that runs on the next turn). Listens on the response only once something is queued.
 */
export function afterAnswerOf(res: ServerResponse): AfterAnswer {
  let scope: Scope | null = null;
  return (job) => {
    if (!scope) {
      scope = { jobs: [], done: res.writableFinished || res.destroyed };
      const run = flush.bind(null, scope);
      res.once("finish", run);
      res.once("close", run);
    }
    enqueue(scope, job);
  };
}

/** For tests: `fn` gets a queue whose jobs run when the returned `finish` is called (the answer sent). */
export function withAfterAnswer<T>(fn: (afterAnswer: AfterAnswer) => T): { result: T; finish: () => void } {
  const scope: Scope = { jobs: [], done: false };
  const result = fn((job) => enqueue(scope, job));
  return { result, finish: () => flush(scope) };
}

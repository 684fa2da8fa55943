/**
 * Work that must not run before a request's answer is sent (docs/decisions/0036): a sign-in link
 * request looks the address up and queues its mail only once the response has finished, so the
 * answer's bytes and time are the same whether or not the address has an account. The Express
 * middleware gives each request a scope (AsyncLocalStorage, which follows every await of the
 * React Router action); `afterAnswer` queues into it, and the queue runs when the response
 * finishes or its connection closes. Outside a request (tests, the command line) the work runs
 * on the next turn of the event loop.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";

type Job = () => void;
interface Scope {
  jobs: Job[];
  done: boolean;
}

const storage = new AsyncLocalStorage<Scope>();

/** Runs `fn` in a scope whose deferred work runs when the returned `finish` is called. */
export function withAfterAnswer<T>(fn: () => T): { result: T; finish: () => void } {
  const scope: Scope = { jobs: [], done: false };
  const result = storage.run(scope, fn);
  return { result, finish: () => flush(scope) };
}

function flush(scope: Scope): void {
  if (scope.done) return;
  scope.done = true;
  for (const job of scope.jobs.splice(0)) setImmediate(job);
}

/** The middleware: every request's deferred work runs once its response has finished (or closed). */
export function afterAnswerScope(): RequestHandler {
  return (_req, res, next) => {
    const scope: Scope = { jobs: [], done: false };
    const run = () => flush(scope);
    res.once("finish", run);
    res.once("close", run);
    storage.run(scope, next);
  };
}

/** Queues `job` to run after the current request's answer is sent (at once when there is none). */
export function afterAnswer(job: Job): void {
  const scope = storage.getStore();
  if (scope && !scope.done) scope.jobs.push(job);
  else setImmediate(job);
}

/**
 * Bulk work takes turns with everything else on the event loop (docs/decisions/0049-bulk-work-takes-turns.md).
 *
 * The server has one thread for every visitor. Some work comes in bulk: the pieces of an uploaded
 * body (a 5 MB CV is about eighty of them) and the page rendered for one visitor's post (its
 * values, its errors, its "sent"). Fifty CVs sent at once otherwise fill each turn of the loop
 * with hundreds of such pieces and dozens of renders, and a visitor's page or a health probe that
 * arrived meanwhile waits for all of them. Taking turns, one piece of bulk work runs per turn of
 * the loop, after the I/O that arrived before it: a visitor waits for at most one. Nothing is
 * dropped or done twice: the same work runs, in the order it asked; an upload's client is slowed
 * by TCP's own flow control while its body waits (the kernel holds what it sent).
 */
import { Transform, type Readable } from "node:stream";

export type Turns = {
  /** Resolves on a turn of the loop of its own, after the I/O that was ready before it. */
  (): Promise<void>;
  /** How many wait for their turn. */
  waiting(): number;
};

export function createTurns(): Turns {
  const queue: Array<() => void> = [];
  let scheduled = false;
  const next = () => {
    scheduled = false;
    queue.shift()?.();
    // Scheduled from inside the loop's check phase, the next runs on the loop's next turn, after its poll for I/O.
    if (queue.length > 0) schedule();
  };
  const schedule = () => {
    scheduled = true;
    setImmediate(next);
  };
  const turns = () =>
    new Promise<void>((resolve) => {
      queue.push(resolve);
      if (!scheduled) schedule();
    });
  turns.waiting = () => queue.length;
  return turns;
}

/** The process's one line of bulk work: the loop it shares is the process's. */
export const bulkTurn = createTurns();

/**
 * `source`, each piece passed on in a turn of its own. Backpressure does the rest: while a piece
 * waits, the stream stops asking for more, the socket stops being read and the client's TCP
 * window closes. An error or destruction of either side reaches the other.
 */
export function paced(source: Readable, turns: Turns = bulkTurn): Readable {
  const out = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      turns().then(() => done(null, chunk), done);
    },
  });
  source.once("error", (error) => out.destroy(error));
  out.once("close", () => {
    if (!source.readableEnded && !source.destroyed) source.destroy();
  });
  return source.pipe(out);
}

import { once } from "node:events";
import { createServer, connect, type Socket } from "node:net";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { createTurns, paced } from "./turns";

/** A loopback connection: what one end writes is a read on the other in the loop's next poll for I/O. */
async function loopback(): Promise<{ client: Socket; server: Socket; close: () => void }> {
  const listener = createServer();
  listener.listen(0, "127.0.0.1");
  await once(listener, "listening");
  const address = listener.address() as { port: number };
  const accepted = once(listener, "connection") as Promise<[Socket]>;
  const client = connect(address.port, "127.0.0.1");
  await once(client, "connect");
  const [server] = await accepted;
  return {
    client,
    server,
    close: () => {
      client.destroy();
      server.destroy();
      listener.close();
    },
  };
}

describe("bulk work's turns", () => {
  it("gives each waiter a turn of the loop of its own, with the I/O that arrived meanwhile run in between", async () => {
    const turns = createTurns();
    const { client, server, close } = await loopback();
    const order: string[] = [];
    server.on("data", (chunk: Buffer) => order.push(`read ${chunk.toString()}`));
    try {
      const done = Promise.all(
        [1, 2, 3].map((n) =>
          turns().then(() => {
            order.push(`turn ${n}`);
            // A visitor's request arriving while bulk work waits: read before the next turn.
            if (n < 3) client.write(`after ${n}`);
          }),
        ),
      );
      expect(turns.waiting()).toBe(3);
      await done;
      await new Promise((resolve) => setImmediate(resolve));
      expect(order).toEqual(["turn 1", "read after 1", "turn 2", "read after 2", "turn 3"]);
      expect(turns.waiting()).toBe(0);
    } finally {
      close();
    }
  });

  it("passes a body on whole and in order, one piece a turn", async () => {
    const turns = createTurns();
    const pieces = Array.from({ length: 20 }, (_, i) => Buffer.from(`piece ${i};`));
    let mostWaiting = 0;
    const counting = (() => {
      const wait = () => {
        mostWaiting = Math.max(mostWaiting, turns.waiting() + 1);
        return turns();
      };
      wait.waiting = turns.waiting;
      return wait;
    })();
    const out = await text(paced(Readable.from(pieces, { objectMode: false }), counting));
    expect(out).toBe(pieces.map(String).join(""));
    // One upload never queues more than the piece it is passing on.
    expect(mostWaiting).toBe(1);
  });

  it("carries the body's error to the reader, and the reader's leaving to the body", async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error("client went away"));
      },
    });
    await expect(text(paced(failing, createTurns()))).rejects.toThrow("client went away");

    const endless = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
      },
    });
    const reader = paced(endless, createTurns());
    for await (const _piece of reader) break;
    await new Promise((resolve) => setImmediate(resolve));
    expect(endless.destroyed).toBe(true);
  });
});
